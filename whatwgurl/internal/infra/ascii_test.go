package infra

import (
	"strings"
	"testing"
)

// Each class holds exactly the bytes the Infra Standard lists for it,
// written out here as strings of code points.
func TestASCIIClasses(t *testing.T) {
	const (
		digits = "0123456789"
		upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		lower  = "abcdefghijklmnopqrstuvwxyz"
	)
	c0 := ""
	for c := 0; c <= 0x1F; c++ {
		c0 += string(rune(c))
	}
	for _, tc := range []struct {
		name    string
		is      func(byte) bool
		members string
	}{
		{"ASCII digit", IsASCIIDigit, digits},
		{"ASCII upper alpha", IsASCIIUpperAlpha, upper},
		{"ASCII lower alpha", IsASCIILowerAlpha, lower},
		{"ASCII alpha", IsASCIIAlpha, upper + lower},
		{"ASCII alphanumeric", IsASCIIAlphanumeric, digits + upper + lower},
		{"ASCII hex digit", IsASCIIHexDigit, digits + "ABCDEFabcdef"},
		{"C0 control", IsC0Control, c0},
		{"C0 control or space", IsC0ControlOrSpace, c0 + " "},
		{"ASCII tab or newline", IsASCIITabOrNewline, "\t\n\r"},
		{"ASCII whitespace", IsASCIIWhitespace, "\t\n\f\r "},
	} {
		for c := 0; c < 256; c++ {
			want := c < 0x80 && strings.IndexByte(tc.members, byte(c)) >= 0
			if got := tc.is(byte(c)); got != want {
				t.Errorf("%s(%#02x) = %v, want %v", tc.name, c, got, want)
			}
		}
	}
}

func TestHexDigits(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := byte(NotHex)
		if i := strings.IndexByte("0123456789abcdef", byte(c)); c < 0x80 && i >= 0 {
			want = byte(i)
		} else if i := strings.IndexByte("ABCDEF", byte(c)); c < 0x80 && i >= 0 {
			want = byte(10 + i)
		}
		if got := HexDigitValue(byte(c)); got != want {
			t.Errorf("HexDigitValue(%#02x) = %d, want %d", c, got, want)
		}
	}
	for v := 0; v < 16; v++ {
		if HexDigitValue(UpperHexDigits[v]) != byte(v) || HexDigitValue(LowerHexDigits[v]) != byte(v) ||
			IsASCIILowerAlpha(UpperHexDigits[v]) || IsASCIIUpperAlpha(LowerHexDigits[v]) {
			t.Errorf("hex digit alphabets disagree at %d: %q %q", v, UpperHexDigits[v], LowerHexDigits[v])
		}
	}
}

func TestASCIILowercase(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "abc": "abc", "ABC": "abc", "xN--Ab.Z": "xn--ab.z", "@[`{": "@[`{", "ÀÉ": "ÀÉ",
	} {
		if got := ASCIILowercase(in); got != want {
			t.Errorf("ASCIILowercase(%q) = %q, want %q", in, got, want)
		}
	}
	for c := 0; c < 256; c++ {
		want := byte(c)
		if 'A' <= c && c <= 'Z' {
			want = byte(c) + 0x20
		}
		if got := ToASCIILower(byte(c)); got != want {
			t.Errorf("ToASCIILower(%#02x) = %#02x", c, got)
		}
	}
	if !IsASCII("a\x7F") || IsASCII("a\x80") || !IsASCII([]byte("")) {
		t.Error("IsASCII")
	}
}
