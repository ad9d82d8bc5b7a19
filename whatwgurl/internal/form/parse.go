package form

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// Parse is the application/x-www-form-urlencoded parser (section 5.1). The
// bytes of input may be any bytes; every name and value it returns is a
// scalar value string. Names and values that need no decoding are substrings
// of input.
func Parse(input string) []Pair {
	return AppendParse(nil, input)
}

// AppendParse appends the tuples Parse would return to dst, so that a caller
// replacing a list can reuse its storage.
func AppendParse(dst []Pair, input string) []Pair {
	var scratch []byte
	// Step 1: split on '&'; step 3.1: skip empty sequences.
	for len(input) > 0 {
		bytes := input
		if i := strings.IndexByte(input, '&'); i >= 0 {
			bytes, input = input[:i], input[i+1:]
		} else {
			input = ""
		}
		if bytes == "" {
			continue
		}
		// Steps 3.2 and 3.3: split at the first '='.
		name, value := bytes, ""
		if i := strings.IndexByte(bytes, '='); i >= 0 {
			name, value = bytes[:i], bytes[i+1:]
		}
		var p Pair
		p.Name, scratch = decode(name, scratch)
		p.Value, scratch = decode(value, scratch)
		dst = append(dst, p)
	}
	return dst
}

// decode runs steps 3.4 and 3.5 on one name or value: '+' becomes a space,
// then percent-decode, then UTF-8 decode without BOM. scratch is a buffer to
// reuse, returned grown.
func decode(s string, scratch []byte) (string, []byte) {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 {
		return ScalarValueString(s), scratch
	}
	scratch = scratch[:0]
	// '+' is not a hex digit, so replacing it while percent-decoding in the
	// same pass gives what replacing it first would.
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			c = ' '
		case c == '%' && i+2 < len(s) && percent.IsHex(s[i+1]) && percent.IsHex(s[i+2]):
			c = hexValue(s[i+1])<<4 | hexValue(s[i+2])
			i += 2
		}
		scratch = append(scratch, c)
	}
	return bytesToScalarValueString(scratch), scratch
}

// hexValue returns the value of the ASCII hex digit c.
func hexValue(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
