package legacy

import "sort"

// gb18030Encoder is the gb18030 encoder of the Encoding Standard, and with
// isGBK set the GBK encoder, which is the same with "is GBK" true.
type gb18030Encoder struct{ isGBK bool }

// EncodeOrFail implements percent.Encoder.
func (e gb18030Encoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	return encodeOrFail(e, dst, input)
}

// gb18030PrivateUse is the table of step 5 of the gb18030 encoder: Private
// Use code points encoded as GB18030-2005 did, which index gb18030 (updated
// for GB18030-2022) no longer maps to them.
var gb18030PrivateUse = [...]struct {
	cp    rune
	bytes [2]byte
}{
	{0xE78D, [2]byte{0xA6, 0xD9}},
	{0xE78E, [2]byte{0xA6, 0xDA}},
	{0xE78F, [2]byte{0xA6, 0xDB}},
	{0xE790, [2]byte{0xA6, 0xDC}},
	{0xE791, [2]byte{0xA6, 0xDD}},
	{0xE792, [2]byte{0xA6, 0xDE}},
	{0xE793, [2]byte{0xA6, 0xDF}},
	{0xE794, [2]byte{0xA6, 0xEC}},
	{0xE795, [2]byte{0xA6, 0xED}},
	{0xE796, [2]byte{0xA6, 0xF3}},
	{0xE81E, [2]byte{0xFE, 0x59}},
	{0xE826, [2]byte{0xFE, 0x61}},
	{0xE82B, [2]byte{0xFE, 0x66}},
	{0xE82C, [2]byte{0xFE, 0x67}},
	{0xE832, [2]byte{0xFE, 0x6D}},
	{0xE843, [2]byte{0xFE, 0x7E}},
	{0xE854, [2]byte{0xFE, 0x90}},
	{0xE864, [2]byte{0xFE, 0xA0}},
}

// handle runs steps 3 onwards of the gb18030 encoder's handler.
func (e gb18030Encoder) handle(dst []byte, cp rune) ([]byte, bool) {
	// Step 3: index gb18030 maps 0xA3 0xA0 to U+3000, so U+E5E5 cannot
	// roundtrip and is an error.
	if cp == 0xE5E5 {
		return dst, false
	}
	if e.isGBK && cp == 0x20AC {
		return append(dst, 0x80), true
	}
	if cp >= 0xE78D && cp <= 0xE864 {
		for _, row := range gb18030PrivateUse {
			if row.cp == cp {
				return append(dst, row.bytes[0], row.bytes[1]), true
			}
		}
	}
	if pointer, ok := gb18030Index.lookup(cp); ok {
		trailing := byte(pointer % 190)
		return append(dst, byte(pointer/190+0x81), trailing+trailOffset(trailing, 0x41)), true
	}
	if e.isGBK {
		return dst, false
	}
	// Steps 9 to 15: four bytes from the index gb18030 ranges pointer.
	pointer := gb18030RangesPointer(cp)
	byte1 := pointer / (10 * 126 * 10)
	pointer %= 10 * 126 * 10
	byte2 := pointer / (10 * 126)
	pointer %= 10 * 126
	byte3 := pointer / 10
	byte4 := pointer % 10
	return append(dst, byte(byte1+0x81), byte(byte2+0x30), byte(byte3+0x81), byte(byte4+0x30)), true
}

// gb18030RangesPointer is "index gb18030 ranges pointer" for cp.
func gb18030RangesPointer(cp rune) uint32 {
	if cp == 0xE7C7 {
		return 7457
	}
	// The last range whose code point is at most cp; the first range starts
	// at U+0080, below every non-ASCII code point.
	i := sort.Search(len(gb18030Ranges), func(i int) bool { return gb18030Ranges[i].cp > uint32(cp) }) - 1
	return gb18030Ranges[i].pointer + uint32(cp) - gb18030Ranges[i].cp
}
