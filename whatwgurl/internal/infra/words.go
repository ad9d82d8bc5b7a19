package infra

// Eight bytes at a time: the fast path looks for rare byte pairs ('/'
// before '.' or '%') a word at a time before it looks byte by byte.

// Load64 returns the eight bytes of s from i as a little-endian word.
func Load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// EqBytes returns w with the high bit of each byte set where that byte of w
// equals b, and every other bit clear. It is exact: (x&0x7F)+0x7F cannot
// carry into the next byte, and sets the high bit unless x's low seven bits
// are zero; or-ing x in clears the match for 0x80.
func EqBytes(w uint64, b byte) uint64 {
	const lo7 = 0x7F7F7F7F7F7F7F7F
	x := w ^ (0x0101010101010101 * uint64(b))
	return ^(((x & lo7) + lo7) | x | lo7)
}
