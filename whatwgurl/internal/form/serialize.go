package form

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// AppendSerialize appends the application/x-www-form-urlencoded
// serialization of list (section 5.2) to dst.
//
// encoder is the output encoding's encoder (step 1, "get an output
// encoding", is the caller's), or nil for UTF-8. It is used for every name
// and value in turn; each use ends with end-of-queue, which returns an
// Encoding Standard encoder to its initial state, so one instance serves for
// all of them.
//
// A name or value that is not valid UTF-8 is first read as ScalarValueString
// reads it, since step 3.1 asserts scalar value strings.
func AppendSerialize(dst []byte, list []Pair, encoder percent.Encoder) []byte {
	for i, tuple := range list {
		// Step 3.4: every tuple appends at least "=", so output is empty
		// exactly before the first tuple.
		if i > 0 {
			dst = append(dst, '&')
		}
		dst = appendComponent(dst, tuple.Name, encoder)
		dst = append(dst, '=')
		dst = appendComponent(dst, tuple.Value, encoder)
	}
	return dst
}

// Serialize returns the UTF-8 application/x-www-form-urlencoded
// serialization of list.
func Serialize(list []Pair) string {
	if len(list) == 0 {
		return ""
	}
	return string(AppendSerialize(make([]byte, 0, serializedSizeHint(list)), list, nil))
}

// appendComponent is steps 3.2 and 3.3 for one name or value.
func appendComponent(dst []byte, s string, encoder percent.Encoder) []byte {
	if !utf8.ValidString(s) {
		s = infra.ScalarValueString(s)
	}
	if encoder == nil {
		// UTF-8 percent-encoding: most names and values are mostly bytes
		// that stay as they are; copy each run of them at once. (Every
		// byte of a non-ASCII code point is in the set, so the runs in
		// between hold whole code points.)
		for {
			i := 0
			for i < len(s) && !percent.FormURLEncoded[s[i]] {
				i++
			}
			dst = append(dst, s[:i]...)
			if i == len(s) {
				return dst
			}
			j := i + 1
			for j < len(s) && percent.FormURLEncoded[s[j]] {
				j++
			}
			dst = percent.AppendUTF8(dst, s[i:j], percent.FormURLEncoded, true)
			s = s[j:]
		}
	}
	return percent.AppendAfterEncoding(dst, encoder, s, percent.FormURLEncoded, true)
}

// serializedSizeHint is the size of the serialization of list when nothing in
// it needs percent-encoding: a lower bound, good enough as a capacity.
func serializedSizeHint(list []Pair) int {
	n := 2*len(list) - 1
	for _, tuple := range list {
		n += len(tuple.Name) + len(tuple.Value)
	}
	return n
}
