package infra

// Grow returns b with room for n more bytes, like slices.Grow, but without
// writing to the new room first: memory fresh from the operating system then
// stays untouched (and out of the resident set) until it is used. It at least
// doubles the capacity when it has to grow, so that growing by small steps
// stays linear.
func Grow(b []byte, n int) []byte {
	if cap(b)-len(b) >= n {
		return b
	}
	nb := make([]byte, len(b), max(len(b)+n, 2*cap(b)))
	copy(nb, b)
	return nb
}
