package legacy

// eucKREncoder is the EUC-KR encoder of the Encoding Standard.
type eucKREncoder struct{}

// EncodeOrFail implements percent.Encoder.
func (e eucKREncoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

// handle runs steps 3 to 7 of the EUC-KR encoder's handler.
func (eucKREncoder) handle(dst []byte, cp rune) ([]byte, bool) {
	pointer, ok := eucKRIndex.lookup(cp)
	if !ok {
		return dst, false
	}
	return append(dst, byte(pointer/190+0x81), byte(pointer%190+0x41)), true
}
