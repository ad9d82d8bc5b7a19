package legacy

// singleByteEncoder is the single-byte encoder of the Encoding Standard
// (section "single-byte encoder") for one index single-byte.
type singleByteEncoder struct{ index *reverse }

// EncodeOrFail implements percent.Encoder.
func (e singleByteEncoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

// handle runs steps 3 to 5: the byte is the index pointer plus 0x80.
func (e singleByteEncoder) handle(dst []byte, cp rune) ([]byte, bool) {
	pointer, ok := e.index.lookup(cp)
	if !ok {
		return dst, false
	}
	return append(dst, byte(pointer+0x80)), true
}

// xUserDefinedEncoder is the x-user-defined encoder, which needs no index:
// U+F780 to U+F7FF are the bytes 0x80 to 0xFF.
type xUserDefinedEncoder struct{}

// EncodeOrFail implements percent.Encoder.
func (e xUserDefinedEncoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

func (xUserDefinedEncoder) handle(dst []byte, cp rune) ([]byte, bool) {
	if cp >= 0xF780 && cp <= 0xF7FF {
		return append(dst, byte(cp-0xF780+0x80)), true
	}
	return dst, false
}
