package infra

// The Infra Standard's ASCII code point classes (Infra, section 4.6 "Code
// points"), on bytes: in UTF-8 every byte of a non-ASCII code point is
// >= 0x80, so a byte test is the code point test. Each is a comparison or
// two, small enough to inline where the parser's loops call them.

// IsASCIIDigit: U+0030 (0) to U+0039 (9).
func IsASCIIDigit(c byte) bool { return c-'0' < 10 }

// IsASCIIUpperAlpha: U+0041 (A) to U+005A (Z).
func IsASCIIUpperAlpha(c byte) bool { return c-'A' < 26 }

// IsASCIILowerAlpha: U+0061 (a) to U+007A (z).
func IsASCIILowerAlpha(c byte) bool { return c-'a' < 26 }

// IsASCIIAlpha: an ASCII upper alpha or an ASCII lower alpha. Setting bit
// 0x20 maps A-Z onto a-z and moves no other byte into a-z.
func IsASCIIAlpha(c byte) bool { return (c|0x20)-'a' < 26 }

// IsASCIIAlphanumeric: an ASCII digit or an ASCII alpha.
func IsASCIIAlphanumeric(c byte) bool { return IsASCIIDigit(c) || IsASCIIAlpha(c) }

// IsASCIIHexDigit: an ASCII digit, U+0041 (A) to U+0046 (F), or U+0061 (a)
// to U+0066 (f).
func IsASCIIHexDigit(c byte) bool { return hexValue[c] != NotHex }

// NotHex is what HexDigitValue gives for a byte that is not an ASCII hex
// digit. It is above every digit's value in any radix up to 16, so a parser
// can test "value < radix" alone.
const NotHex = 0xFF

// HexDigitValue returns the value of the ASCII hex digit c (0 to 15), or
// NotHex.
func HexDigitValue(c byte) byte { return hexValue[c] }

// hexValueTable derives hexValue (tables_gen.go): the value of each ASCII
// hex digit, NotHex for any other byte.
func hexValueTable() (t [256]byte) {
	for c := range t {
		t[c] = NotHex
	}
	for i := 0; i < 16; i++ {
		t[UpperHexDigits[i]] = byte(i)
		t[LowerHexDigits[i]] = byte(i)
	}
	return t
}

// UpperHexDigits and LowerHexDigits are the ASCII upper hex digits and ASCII
// lower hex digits in value order: UpperHexDigits[v] writes the value v, as
// percent-encoding does (URL 1.3); the IPv6 serializer writes lower case
// (URL 3.6).
const (
	UpperHexDigits = "0123456789ABCDEF"
	LowerHexDigits = "0123456789abcdef"
)

// ToASCIILower is the ASCII lowercase of one byte: A-Z become a-z.
func ToASCIILower(c byte) byte {
	if IsASCIIUpperAlpha(c) {
		return c + ('a' - 'A')
	}
	return c
}

// ASCIILowercase is the Infra Standard's ASCII lowercase of s. It
// allocates only when s has an ASCII upper alpha.
func ASCIILowercase(s string) string {
	for i := 0; i < len(s); i++ {
		if IsASCIIUpperAlpha(s[i]) {
			b := []byte(s)
			ASCIILowercaseInPlace(b[i:])
			return string(b)
		}
	}
	return s
}

// ASCIILowercaseInPlace is ASCII lowercase of b, written over b.
func ASCIILowercaseInPlace(b []byte) {
	for i, c := range b {
		b[i] = ToASCIILower(c)
	}
}

// IsASCII reports whether s is an ASCII string: every code point (every
// byte) is at most U+007F.
func IsASCII[T ~string | ~[]byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// IsC0Control: U+0000 NULL to U+001F.
func IsC0Control(c byte) bool { return c <= 0x1F }

// IsC0ControlOrSpace: a C0 control or U+0020 SPACE.
func IsC0ControlOrSpace(c byte) bool { return c <= 0x20 }

// IsASCIITabOrNewline: U+0009 TAB, U+000A LF or U+000D CR.
func IsASCIITabOrNewline(c byte) bool { return c == '\t' || c == '\n' || c == '\r' }

// IsASCIIWhitespace: U+0009 TAB, U+000A LF, U+000C FF, U+000D CR or U+0020
// SPACE.
func IsASCIIWhitespace(c byte) bool { return IsASCIITabOrNewline(c) || c == '\f' || c == ' ' }
