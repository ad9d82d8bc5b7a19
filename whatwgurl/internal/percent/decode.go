package percent

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"

// AppendDecoded appends the percent-decoding of input to dst (section 1.3,
// "percent-decode"): "%" and two hex digits become that byte; any other "%"
// stays as it is. The decoding is never longer than input: dst grows once.
func AppendDecoded(dst []byte, input string) []byte {
	dst = infra.Grow(dst, len(input))
	for i := 0; i < len(input); i++ {
		if b, ok := infra.PercentEncodedByteAt(input, i); ok {
			dst = append(dst, b)
			i += 2
			continue
		}
		dst = append(dst, input[i])
	}
	return dst
}

// Decode returns the percent-decoding of input as bytes.
func Decode(input string) []byte {
	return AppendDecoded(make([]byte, 0, len(input)), input)
}
