package legacy

// eucJPEncoder is the EUC-JP encoder of the Encoding Standard. Unlike the
// decoder it never uses index jis0212.
type eucJPEncoder struct{}

// EncodeOrFail implements percent.Encoder.
func (e eucJPEncoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

// handle runs steps 3 to 11 of the EUC-JP encoder's handler.
func (eucJPEncoder) handle(dst []byte, cp rune) ([]byte, bool) {
	switch {
	case cp == 0xA5:
		return append(dst, 0x5C), true
	case cp == 0x203E:
		return append(dst, 0x7E), true
	case cp >= 0xFF61 && cp <= 0xFF9F:
		return append(dst, 0x8E, byte(cp-0xFF61+0xA1)), true
	case cp == 0x2212:
		cp = 0xFF0D
	}
	pointer, ok := jis0208Index.lookup(cp)
	if !ok {
		return dst, false
	}
	return append(dst, byte(pointer/94+0xA1), byte(pointer%94+0xA1)), true
}
