package legacy

// shiftJISEncoder is the Shift_JIS encoder of the Encoding Standard.
type shiftJISEncoder struct{}

// EncodeOrFail implements percent.Encoder.
func (e shiftJISEncoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

// handle runs steps 2 (for U+0080) to 13 of the Shift_JIS encoder's handler.
func (shiftJISEncoder) handle(dst []byte, cp rune) ([]byte, bool) {
	switch {
	case cp == 0x80:
		return append(dst, 0x80), true
	case cp == 0xA5:
		return append(dst, 0x5C), true
	case cp == 0x203E:
		return append(dst, 0x7E), true
	case cp >= 0xFF61 && cp <= 0xFF9F:
		return append(dst, byte(cp-0xFF61+0xA1)), true
	case cp == 0x2212:
		cp = 0xFF0D
	}
	pointer, ok := shiftJISPointer(cp)
	if !ok {
		return dst, false
	}
	leading := byte(pointer / 188)
	leadingOffset := byte(0x81)
	if leading >= 0x1F {
		leadingOffset = 0xC1
	}
	trailing := byte(pointer % 188)
	return append(dst, leading+leadingOffset, trailing+trailOffset(trailing, 0x41)), true
}

// shiftJISPointer is "index Shift_JIS pointer": the index jis0208 pointer,
// except for the code points whose first pointer lies in 8272 to 8835 (NEC
// selected IBM extensions), which take a later pointer or none.
func shiftJISPointer(cp rune) (uint16, bool) {
	if pointer, ok := shiftJISOverrides.lookup(cp); ok {
		return pointer, pointer != noPointer
	}
	return jis0208Index.lookup(cp)
}

// noPointer marks a code point of shiftJISOverrides that has no pointer.
const noPointer = 0xFFFF
