package percent

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"

// unhex returns the value of the ASCII hex digit c, or 0xFF.
func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 0xFF
}

// IsHex reports whether c is an ASCII hex digit.
func IsHex(c byte) bool { return unhex(c) != 0xFF }

// AppendDecoded appends the percent-decoding of input to dst (section 1.3,
// "percent-decode"): "%" and two hex digits become that byte; any other "%"
// stays as it is. The decoding is never longer than input: dst grows once.
func AppendDecoded(dst []byte, input string) []byte {
	dst = infra.Grow(dst, len(input))
	for i := 0; i < len(input); i++ {
		c := input[i]
		if c == '%' && i+2 < len(input) {
			hi, lo := unhex(input[i+1]), unhex(input[i+2])
			if hi != 0xFF && lo != 0xFF {
				dst = append(dst, hi<<4|lo)
				i += 2
				continue
			}
		}
		dst = append(dst, c)
	}
	return dst
}

// Decode returns the percent-decoding of input as bytes.
func Decode(input string) []byte {
	return AppendDecoded(make([]byte, 0, len(input)), input)
}
