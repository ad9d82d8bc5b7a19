package legacy

import (
	"bufio"
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// This file is a second, deliberately plain implementation of the Encoding
// Standard's encoders, built at test time from the index files with maps and
// following the handler steps literally, including the I/O queue with
// "restore". The package's encoders are checked against it.

// refIndex is an index as the Standard defines it: pointer and code point
// entries in file order.
type refIndex []struct {
	pointer int
	cp      rune
}

func loadRefIndex(t testing.TB, name string) refIndex {
	t.Helper()
	data := wptdata.TestdataFile(t, "encoding/index/index-"+name+".txt")
	var idx refIndex
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		p, err := strconv.Atoi(strings.TrimSpace(f[0]))
		if err != nil {
			t.Fatalf("index %s: %v", name, err)
		}
		c, err := strconv.ParseInt(strings.TrimSpace(f[1]), 0, 32)
		if err != nil {
			t.Fatalf("index %s: %v", name, err)
		}
		idx = append(idx, struct {
			pointer int
			cp      rune
		}{p, rune(c)})
	}
	return idx
}

// pointers returns "index pointer" for all code points: the first pointer,
// keeping only entries for which keep is true.
func (idx refIndex) pointers(keep func(pointer int) bool) map[rune]int {
	m := map[rune]int{}
	for _, e := range idx {
		if _, dup := m[e.cp]; !dup && keep(e.pointer) {
			m[e.cp] = e.pointer
		}
	}
	return m
}

func (idx refIndex) codePoints() map[int]rune {
	m := map[int]rune{}
	for _, e := range idx {
		m[e.pointer] = e.cp
	}
	return m
}

func all(int) bool { return true }

// refQueue is an I/O queue of code points with read and restore.
type refQueue struct {
	items []rune
	pos   int
}

const endOfQueue rune = -1

func (q *refQueue) read() rune {
	if q.pos == len(q.items) {
		return endOfQueue
	}
	q.pos++
	return q.items[q.pos-1]
}

func (q *refQueue) restore(cp rune) {
	q.pos--
	q.items[q.pos] = cp
}

// refResult is a handler's result: finished, bytes, or error with a code point.
type refResult struct {
	finished bool
	bytes    []byte
	err      bool
	cp       rune
}

func finished() refResult                         { return refResult{finished: true} }
func emit(b ...byte) refResult                    { return refResult{bytes: b} }
func errorWith(cp rune) refResult                 { return refResult{err: true, cp: cp} }
func isASCII(cp rune) bool                        { return cp >= 0 && cp <= 0x7F }
func inRange(cp, lo, hi rune) bool                { return cp >= lo && cp <= hi }
func notNull(m map[rune]int, cp rune) (int, bool) { p, ok := m[cp]; return p, ok }

// refHandler is an encoder instance's handler.
type refHandler func(q *refQueue, cp rune) refResult

// refEncodeOrFail is "encode or fail": process the queue in fatal mode and
// return the output and the error's code point, or -1.
func refEncodeOrFail(h refHandler, q *refQueue) ([]byte, rune) {
	var out []byte
	for {
		r := h(q, q.read())
		switch {
		case r.finished:
			return out, -1
		case r.err:
			return out, r.cp
		default:
			out = append(out, r.bytes...)
		}
	}
}

// refIndexes holds the maps every reference encoder needs, loaded once.
type refIndexes struct {
	singleByte          map[string]map[rune]int
	gb18030, eucKR, jis map[rune]int
	big5, shiftJIS      map[rune]int
	gb18030Ranges       refIndex
	katakana            map[int]rune
}

func loadRefIndexes(t testing.TB) *refIndexes {
	r := &refIndexes{singleByte: map[string]map[rune]int{}}
	for _, e := range encodings {
		if e.kind == kindSingleByte {
			file := strings.ToLower(e.name)
			if file == "iso-8859-8-i" {
				file = "iso-8859-8"
			}
			r.singleByte[e.name] = loadRefIndex(t, file).pointers(all)
		}
	}
	r.gb18030 = loadRefIndex(t, "gb18030").pointers(all)
	r.gb18030Ranges = loadRefIndex(t, "gb18030-ranges")
	r.eucKR = loadRefIndex(t, "euc-kr").pointers(all)
	jis := loadRefIndex(t, "jis0208")
	r.jis = jis.pointers(all)
	r.shiftJIS = jis.pointers(func(p int) bool { return p < 8272 || p > 8835 })
	big5 := loadRefIndex(t, "big5")
	keep := func(p int) bool { return p >= (0xA1-0x81)*157 }
	r.big5 = big5.pointers(keep)
	for _, e := range big5 {
		switch e.cp {
		case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
			if keep(e.pointer) && e.pointer > r.big5[e.cp] {
				r.big5[e.cp] = e.pointer
			}
		}
	}
	r.katakana = loadRefIndex(t, "iso-2022-jp-katakana").codePoints()
	return r
}

// newRefHandler returns a fresh instance of the reference encoder of e.
func (r *refIndexes) newRefHandler(e *Encoding) refHandler {
	switch e.kind {
	case kindSingleByte:
		return refIndexEncoder(r.singleByte[e.name], func(p int) refResult {
			return emit(byte(p + 0x80))
		})
	case kindGBK, kindGB18030:
		return r.gb18030Handler(e.kind == kindGBK)
	case kindBig5:
		return refIndexEncoder(r.big5, func(p int) refResult {
			trailing := p % 157
			offset := 0x62
			if trailing < 0x3F {
				offset = 0x40
			}
			return emit(byte(p/157+0x81), byte(trailing+offset))
		})
	case kindEUCJP:
		return func(_ *refQueue, cp rune) refResult {
			switch {
			case cp == endOfQueue:
				return finished()
			case isASCII(cp):
				return emit(byte(cp))
			case cp == 0xA5:
				return emit(0x5C)
			case cp == 0x203E:
				return emit(0x7E)
			case inRange(cp, 0xFF61, 0xFF9F):
				return emit(0x8E, byte(cp-0xFF61+0xA1))
			}
			if cp == 0x2212 {
				cp = 0xFF0D
			}
			p, ok := r.jis[cp]
			if !ok {
				return errorWith(cp)
			}
			return emit(byte(p/94+0xA1), byte(p%94+0xA1))
		}
	case kindISO2022JP:
		return r.iso2022JPHandler()
	case kindShiftJIS:
		return func(_ *refQueue, cp rune) refResult {
			switch {
			case cp == endOfQueue:
				return finished()
			case isASCII(cp) || cp == 0x80:
				return emit(byte(cp))
			case cp == 0xA5:
				return emit(0x5C)
			case cp == 0x203E:
				return emit(0x7E)
			case inRange(cp, 0xFF61, 0xFF9F):
				return emit(byte(cp - 0xFF61 + 0xA1))
			}
			if cp == 0x2212 {
				cp = 0xFF0D
			}
			p, ok := r.shiftJIS[cp]
			if !ok {
				return errorWith(cp)
			}
			leading := p / 188
			leadingOffset := 0xC1
			if leading < 0x1F {
				leadingOffset = 0x81
			}
			trailing := p % 188
			offset := 0x41
			if trailing < 0x3F {
				offset = 0x40
			}
			return emit(byte(leading+leadingOffset), byte(trailing+offset))
		}
	case kindEUCKR:
		return refIndexEncoder(r.eucKR, func(p int) refResult {
			return emit(byte(p/190+0x81), byte(p%190+0x41))
		})
	case kindXUserDefined:
		return func(_ *refQueue, cp rune) refResult {
			switch {
			case cp == endOfQueue:
				return finished()
			case isASCII(cp):
				return emit(byte(cp))
			case inRange(cp, 0xF780, 0xF7FF):
				return emit(byte(cp - 0xF780 + 0x80))
			}
			return errorWith(cp)
		}
	}
	return nil
}

// refIndexEncoder is the handler of the single-byte, Big5 and EUC-KR
// encoders: end-of-queue is finished, an ASCII code point is its byte, a
// code point without a pointer in index is an error, and the others are
// bytes(pointer), the steps after the lookup in each encoder.
func refIndexEncoder(index map[rune]int, bytes func(pointer int) refResult) refHandler {
	return func(_ *refQueue, cp rune) refResult {
		if cp == endOfQueue {
			return finished()
		}
		if isASCII(cp) {
			return emit(byte(cp))
		}
		p, ok := index[cp]
		if !ok {
			return errorWith(cp)
		}
		return bytes(p)
	}
}

// gb18030PUA is the table of the gb18030 encoder's step 5, copied from the
// Standard's text as written there.
var refGB18030PUA = map[rune][2]byte{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB},
	0xE790: {0xA6, 0xDC}, 0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE},
	0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC}, 0xE795: {0xA6, 0xED},
	0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D},
	0xE843: {0xFE, 0x7E}, 0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

func (r *refIndexes) gb18030Handler(isGBK bool) refHandler {
	return func(_ *refQueue, cp rune) refResult {
		switch {
		case cp == endOfQueue:
			return finished()
		case isASCII(cp):
			return emit(byte(cp))
		case cp == 0xE5E5:
			return errorWith(cp)
		case isGBK && cp == 0x20AC:
			return emit(0x80)
		}
		if b, ok := refGB18030PUA[cp]; ok {
			return emit(b[0], b[1])
		}
		if p, ok := r.gb18030[cp]; ok {
			trailing := p % 190
			offset := 0x41
			if trailing < 0x3F {
				offset = 0x40
			}
			return emit(byte(p/190+0x81), byte(trailing+offset))
		}
		if isGBK {
			return errorWith(cp)
		}
		var p int
		if cp == 0xE7C7 {
			p = 7457
		} else {
			// The last entry whose code point is <= cp, by a linear scan.
			last := -1
			for i, e := range r.gb18030Ranges {
				if e.cp <= cp {
					last = i
				}
			}
			off := r.gb18030Ranges[last]
			p = off.pointer + int(cp-off.cp)
		}
		b1 := p / (10 * 126 * 10)
		p %= 10 * 126 * 10
		b2 := p / (10 * 126)
		p %= 10 * 126
		return emit(byte(b1+0x81), byte(b2+0x30), byte(p/10+0x81), byte(p%10+0x30))
	}
}

func (r *refIndexes) iso2022JPHandler() refHandler {
	const (
		ascii = iota
		roman
		jis0208
	)
	state := ascii
	return func(q *refQueue, cp rune) refResult {
		if cp == endOfQueue && state != ascii {
			state = ascii
			return emit(0x1B, 0x28, 0x42)
		}
		if cp == endOfQueue && state == ascii {
			return finished()
		}
		if (state == ascii || state == roman) && (cp == 0x0E || cp == 0x0F || cp == 0x1B) {
			return errorWith(0xFFFD)
		}
		if state == ascii && isASCII(cp) {
			return emit(byte(cp))
		}
		if state == roman && ((isASCII(cp) && cp != 0x5C && cp != 0x7E) || cp == 0xA5 || cp == 0x203E) {
			if isASCII(cp) {
				return emit(byte(cp))
			}
			if cp == 0xA5 {
				return emit(0x5C)
			}
			if cp == 0x203E {
				return emit(0x7E)
			}
		}
		if isASCII(cp) && state != ascii {
			q.restore(cp)
			state = ascii
			return emit(0x1B, 0x28, 0x42)
		}
		if (cp == 0xA5 || cp == 0x203E) && state != roman {
			q.restore(cp)
			state = roman
			return emit(0x1B, 0x28, 0x4A)
		}
		if cp == 0x2212 {
			cp = 0xFF0D
		}
		if inRange(cp, 0xFF61, 0xFF9F) {
			cp = r.katakana[int(cp-0xFF61)]
		}
		p, ok := notNull(r.jis, cp)
		if !ok {
			if state == jis0208 {
				q.restore(cp)
				state = ascii
				return emit(0x1B, 0x28, 0x42)
			}
			return errorWith(cp)
		}
		if state != jis0208 {
			q.restore(cp)
			state = jis0208
			return emit(0x1B, 0x24, 0x42)
		}
		return emit(byte(p/94+0x21), byte(p%94+0x21))
	}
}
