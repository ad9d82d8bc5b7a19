package infra

import (
	"strings"
	"testing"
)

// isURLCodePointSpec is section 4.3's definition written as its list:
// ASCII alphanumeric and the listed ASCII punctuation, then U+00A0 to
// U+10FFFD without surrogates and noncharacters.
func isURLCodePointSpec(r rune) bool {
	if r < 0x80 {
		return strings.ContainsRune("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!$&'()*+,-./:;=?@_~", r)
	}
	if r < 0xA0 || r > 0x10FFFD || (r >= 0xD800 && r <= 0xDFFF) || (r >= 0xFDD0 && r <= 0xFDEF) {
		return false
	}
	for plane := rune(0); plane <= 0x10; plane++ {
		if r == plane<<16|0xFFFE || r == plane<<16|0xFFFF {
			return false
		}
	}
	return true
}

func TestIsURLCodePoint(t *testing.T) {
	for r := rune(-1); r <= 0x110001; r++ {
		if got, want := IsURLCodePoint(r), isURLCodePointSpec(r); got != want {
			t.Fatalf("IsURLCodePoint(%U) = %v, want %v", r, got, want)
		}
	}
	// The boundaries, stated once more by hand.
	for r, want := range map[rune]bool{
		'%': false, '"': false, '#': false, 0x7F: false, 0x80: false, 0x85: false, 0x9F: false,
		0xA0: true, 0xD7FF: true, 0xD800: false, 0xE000: true, 0xFDCF: true, 0xFDD0: false,
		0xFDF0: true, 0xFFFD: true, 0xFFFE: false, 0x1FFFF: false, 0x10FFFD: true, 0x10FFFE: false,
	} {
		if IsURLCodePoint(r) != want {
			t.Errorf("IsURLCodePoint(%U) = %v", r, !want)
		}
	}
}

func TestPercentEncodedByteAt(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		b    byte
		isPE bool
	}{
		{"%41", 0, 'A', true},
		{"x%4a", 1, 'J', true},
		{"%ff", 0, 0xFF, true},
		{"%4", 0, 0, false},
		{"%", 0, 0, false},
		{"%G1", 0, 0, false},
		{"%1G", 0, 0, false},
		{"a41", 0, 0, false},
		{"%41", 1, 0, false},
	} {
		b, ok := PercentEncodedByteAt(tc.s, tc.i)
		if b != tc.b || ok != tc.isPE {
			t.Errorf("PercentEncodedByteAt(%q, %d) = %#x, %v", tc.s, tc.i, b, ok)
		}
	}
}

func TestIsURLUnitAt(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"a", true}, {"~", true}, {"%20", true}, {"%2", false}, {"%zz", false}, {" ", false},
		{"\x7F", false}, {"\u0080", false}, {"\u0085x", false}, {"\u009F", false}, {"\u00A0", true},
		{"\uFDD0", false}, {"\uFFFD", true}, {"\U0010FFFF", false}, {"😀", true},
	} {
		if got := IsURLUnitAt(tc.s, 0); got != tc.want {
			t.Errorf("IsURLUnitAt(%+q, 0) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
