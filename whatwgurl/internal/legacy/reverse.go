package legacy

import "math/bits"

// reverse is an index turned around for an encoder: code point to pointer,
// the Encoding Standard's "index pointer" resolved ahead of time by the
// generator. Code points are grouped in pages of 256; a page with entries has
// four 64-bit presence words, and a present code point's pointer sits in
// values at the rank of its bit. A lookup costs a page load, a bit test and a
// popcount; the tables hold two bytes per entry plus 40 per occupied page.
type reverse struct {
	pages  []uint16 // pages[cp>>8]: 1 + the position in words of the page's first word, or 0
	words  []uint64 // presence bits, four words per occupied page
	ranks  []uint16 // ranks[w]: the number of entries in words before words[w]
	values []uint16 // the pointers, in code point order
}

// lookup returns the pointer for cp, or false when cp is not in the index.
func (r *reverse) lookup(cp rune) (uint16, bool) {
	page := uint32(cp) >> 8
	if page >= uint32(len(r.pages)) || r.pages[page] == 0 {
		return 0, false
	}
	w := int(r.pages[page]-1) + int(cp>>6&3)
	bit := uint64(1) << (uint32(cp) & 63)
	word := r.words[w]
	if word&bit == 0 {
		return 0, false
	}
	return r.values[int(r.ranks[w])+bits.OnesCount64(word&(bit-1))], true
}
