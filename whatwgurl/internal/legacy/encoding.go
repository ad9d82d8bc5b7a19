package legacy

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// kind says which of the Encoding Standard's encoders an encoding has.
type kind uint8

const (
	kindUTF8 kind = iota
	kindSingleByte
	kindGBK
	kindGB18030
	kindBig5
	kindEUCJP
	kindISO2022JP
	kindShiftJIS
	kindEUCKR
	kindReplacement
	kindUTF16BE
	kindUTF16LE
	kindXUserDefined
)

// Encoding is one encoding of the Encoding Standard. The values are fixed,
// shared and compared by pointer: Lookup returns the same *Encoding for all
// labels of one encoding.
type Encoding struct {
	name       string
	kind       kind
	singleByte *reverse // index single-byte, for kindSingleByte
}

// Lookup implements "get an encoding": label with leading and trailing ASCII
// whitespace removed, matched ASCII case-insensitively against every label of
// the Standard's table. It reports false for an unknown label.
func Lookup(label string) (*Encoding, bool) {
	label = trimASCIIWhitespace(label)
	if len(label) > maxLabelLen {
		return nil, false
	}
	var buf [maxLabelLen]byte
	lower := buf[:len(label)]
	for i := 0; i < len(label); i++ {
		lower[i] = infra.ToASCIILower(label[i])
	}
	lo, hi := 0, len(labels)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if labels[mid].label < string(lower) {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(labels) && labels[lo].label == string(lower) {
		return &encodings[labels[lo].encoding], true
	}
	return nil, false
}

// trimASCIIWhitespace removes leading and trailing ASCII whitespace.
func trimASCIIWhitespace(s string) string {
	for len(s) > 0 && infra.IsASCIIWhitespace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && infra.IsASCIIWhitespace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// UTF8 returns the UTF-8 encoding.
func UTF8() *Encoding { return &encodings[indexUTF8] }

// Name returns the encoding's name as the Standard spells it, e.g. "Shift_JIS".
func (e *Encoding) Name() string { return e.name }

// Output implements "get an output encoding": replacement, UTF-16BE and
// UTF-16LE give UTF-8, every other encoding itself.
func (e *Encoding) Output() *Encoding {
	switch e.kind {
	case kindReplacement, kindUTF16BE, kindUTF16LE:
		return UTF8()
	}
	return e
}

// IsUTF8 reports whether e is UTF-8.
func (e *Encoding) IsUTF8() bool { return e.kind == kindUTF8 }

// NewEncoder implements "get an encoder": an instance of e's encoder, to be
// used for one run of "percent-encode after encoding". It returns nil for
// UTF-8, which the percent package encodes itself. The Standard asserts that
// replacement and UTF-16BE/LE, which have no encoder, never get here; they
// also give nil, the encoder of their output encoding.
//
// Only ISO-2022-JP's encoder has state, so only it is allocated per call; the
// others are shared, immutable values.
func (e *Encoding) NewEncoder() percent.Encoder {
	switch e.kind {
	case kindSingleByte:
		return singleByteEncoder{e.singleByte}
	case kindGBK:
		return gb18030Encoder{isGBK: true}
	case kindGB18030:
		return gb18030Encoder{}
	case kindBig5:
		return big5Encoder{}
	case kindEUCJP:
		return eucJPEncoder{}
	case kindISO2022JP:
		return new(iso2022JPEncoder)
	case kindShiftJIS:
		return shiftJISEncoder{}
	case kindEUCKR:
		return eucKREncoder{}
	case kindXUserDefined:
		return xUserDefinedEncoder{}
	}
	return nil
}
