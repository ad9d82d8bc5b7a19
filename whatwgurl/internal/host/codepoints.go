package host

// Section 3.2: forbidden host code points and forbidden domain code points.
// Both are ASCII, so a byte-indexed table decides them for UTF-8 input: every
// byte of a multi-byte sequence is >= 0x80 and in neither table.

// forbiddenHost holds the forbidden host code points.
var forbiddenHost = func() (t [256]bool) {
	for _, c := range "\x00\t\n\r #/:<>?@[\\]^|" {
		t[c] = true
	}
	return t
}()

// forbiddenDomain holds the forbidden domain code points: the forbidden host
// code points, the C0 controls, U+0025 (%) and U+007F DELETE.
var forbiddenDomain = func() (t [256]bool) {
	t = forbiddenHost
	for c := 0; c <= 0x1F; c++ {
		t[c] = true
	}
	t['%'] = true
	t[0x7F] = true
	return t
}()

// isURLCodePoint reports whether r is a URL code point (section 4.3, "URL
// writing"): ASCII alphanumeric, one of !$&'()*+,-./:;=?@_~, or a code point
// in U+00A0 to U+10FFFD that is neither a surrogate nor a noncharacter.
func isURLCodePoint(r rune) bool {
	if r < 0x80 {
		return urlCodePointASCII[r]
	}
	if r < 0xA0 || r > 0x10FFFD || (0xD800 <= r && r <= 0xDFFF) {
		return false
	}
	// Noncharacters: U+FDD0 to U+FDEF, and the last two code points of
	// every plane.
	if (0xFDD0 <= r && r <= 0xFDEF) || r&0xFFFE == 0xFFFE {
		return false
	}
	return true
}

var urlCodePointASCII = func() (t [128]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	for _, c := range "!$&'()*+,-./:;=?@_~" {
		t[c] = true
	}
	return t
}()
