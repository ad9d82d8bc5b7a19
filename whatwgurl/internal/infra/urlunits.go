package infra

import "unicode/utf8"

// IsURLCodePoint reports whether r is a URL code point (URL section 4.3,
// "URL writing"): ASCII alphanumeric, one of !$&'()*+,-./:;=?@_~, or a code
// point in U+00A0 to U+10FFFD that is neither a surrogate nor a
// noncharacter. The C1 controls U+0080 to U+009F are not.
func IsURLCodePoint(r rune) bool {
	if uint32(r) < 0x80 {
		return urlCodePointASCII[r]
	}
	if r < 0xA0 || r > 0x10FFFD || (0xD800 <= r && r <= 0xDFFF) {
		return false
	}
	// Noncharacters (Infra): U+FDD0 to U+FDEF, and the last two code points
	// of every plane (U+xFFFE, U+xFFFF).
	return !(0xFDD0 <= r && r <= 0xFDEF) && r&0xFFFE != 0xFFFE
}

// urlCodePointASCIITable derives urlCodePointASCII (tables_gen.go): the
// ASCII URL code points (IsURLCodePoint).
func urlCodePointASCIITable() (t [0x80]bool) {
	for c := byte(0); c < 0x80; c++ {
		t[c] = IsASCIIAlphanumeric(c)
	}
	for _, c := range "!$&'()*+,-./:;=?@_~" {
		t[c] = true
	}
	return t
}

// PercentEncodedByteAt reports whether s[i:] starts with a percent-encoded
// byte (URL section 1.3: "%" followed by two ASCII hex digits) and returns
// the byte it stands for.
func PercentEncodedByteAt(s string, i int) (b byte, ok bool) {
	if i+2 >= len(s) || s[i] != '%' {
		return 0, false
	}
	hi, lo := hexValue[s[i+1]], hexValue[s[i+2]]
	if hi == NotHex || lo == NotHex {
		return 0, false
	}
	return hi<<4 | lo, true
}

// IsURLUnitAt reports whether the code point that starts at s[i] is where
// the path, opaque path, query and fragment states of the basic URL parser
// (URL section 4.4) find no invalid-URL-unit: it is a URL code point, or it
// is "%" and starts a percent-encoded byte (steps "If c is not a URL code
// point and not U+0025 (%)" and "If c is U+0025 (%) and remaining does not
// start with two ASCII hex digits"). Together: s[i:] starts with a URL unit
// (section 4.3). s is a scalar value string and i the index of a code
// point's first byte.
func IsURLUnitAt(s string, i int) bool {
	c := s[i]
	if c == '%' {
		_, ok := PercentEncodedByteAt(s, i)
		return ok
	}
	if c < utf8.RuneSelf {
		return urlCodePointASCII[c]
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return IsURLCodePoint(r)
}
