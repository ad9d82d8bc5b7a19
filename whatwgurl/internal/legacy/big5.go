package legacy

// big5Encoder is the Big5 encoder of the Encoding Standard. Its table,
// big5Index, already applies "index Big5 pointer": no HKSCS pointers below
// (0xA1-0x81)*157, and the last pointer for U+2550, U+255E, U+2561, U+256A,
// U+5341 and U+5345.
type big5Encoder struct{}

// EncodeOrFail implements percent.Encoder.
func (e big5Encoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

// handle runs steps 3 to 8 of the Big5 encoder's handler.
func (big5Encoder) handle(dst []byte, cp rune) ([]byte, bool) {
	pointer, ok := big5Index.lookup(cp)
	if !ok {
		return dst, false
	}
	trailing := byte(pointer % 157)
	return append(dst, byte(pointer/157+0x81), trailing+trailOffset(trailing, 0x62)), true
}
