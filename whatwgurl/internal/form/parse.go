package form

import (
	"strings"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
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
	var d decoder
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
		dst = append(dst, Pair{d.decode(name, len(value)+len(input)), d.decode(value, len(input))})
	}
	return dst
}

// decoder holds what the decoding of one input's names and values shares.
// Decoded strings are written one after another into out, whose String
// method gives them without a copy (a Builder never changes bytes once
// written), so a parse allocates one output buffer and one scratch buffer
// however many names and values need decoding. The strings share the buffer,
// as the undecoded ones share the input.
type decoder struct {
	out     strings.Builder
	scratch []byte // the percent-decoded bytes
	fixed   []byte // the same when they were not valid UTF-8, fixed
}

// decode runs steps 3.4 and 3.5 on one name or value s: '+' becomes a space,
// then percent-decode, then UTF-8 decode without BOM. rest is how many bytes
// of input follow s's sequence, to size the buffer once.
func (d *decoder) decode(s string, rest int) string {
	if strings.IndexByte(s, '+') < 0 && strings.IndexByte(s, '%') < 0 {
		return infra.ScalarValueString(s)
	}
	if cap(d.scratch) < len(s) {
		// Decoding never lengthens: one buffer, sized for the rest of the
		// input, serves every later name and value too.
		d.scratch = make([]byte, 0, len(s)+rest)
	}
	d.scratch = d.scratch[:0]
	// '+' is not a hex digit, so replacing it while percent-decoding in the
	// same pass gives what replacing it first would.
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '+' {
			c = ' '
		} else if b, ok := infra.PercentEncodedByteAt(s, i); ok {
			c = b
			i += 2
		}
		d.scratch = append(d.scratch, c)
	}
	decoded := d.scratch
	if !utf8.Valid(decoded) {
		d.fixed = infra.AppendScalarValues(d.fixed[:0], decoded)
		decoded = d.fixed
	}
	if d.out.Cap()-d.out.Len() < len(decoded) {
		d.out.Grow(len(decoded) + rest)
	}
	start := d.out.Len()
	d.out.Write(decoded)
	return d.out.String()[start:]
}
