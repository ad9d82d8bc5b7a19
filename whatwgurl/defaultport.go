package whatwgurl

// DefaultPort returns the default port of a special scheme (section 4.1,
// the special schemes' table), and false for a scheme that has none (file
// and every scheme that is not special).
func (t SchemeType) DefaultPort() (int, bool) {
	p := t.defaultPort()
	return int(p), p >= 0
}
