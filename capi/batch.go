package main

/*
#include "internal.h"

#ifndef WURL_BATCH_LAYOUT
#define WURL_BATCH_LAYOUT
#define WURL_MAGIC_BATCH 0x62727577u // "wurb"

// A batch: this header and its results array are one block (results points
// just past the header); the hrefs are a second block, allocated once their
// total size is known.
struct wurl_batch {
  uint32_t magic;
  size_t n;
  wurl_batch_result *results;
  char *hrefs;
  size_t hrefs_len;
};
#endif
*/
import "C"

import (
	"strings"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// wurlgo_parse_batch parses the n inputs (lens NULL: NUL-terminated) against
// the base string (when hasBase) into the batch b, whose results array the C
// side allocated zeroed. The hrefs are gathered in one Go buffer, then copied
// into one C block, so the batch costs two mallocs whatever n is. On failure
// the C side frees b and whatever b.hrefs points to.
//
//export wurlgo_parse_batch
func wurlgo_parse_batch(inputs **C.char, lens *C.size_t, n C.size_t, base *C.char, baseLen C.size_t,
	hasBase C.int, b *C.struct_wurl_batch) (st C.int) {
	defer recoverStatus(&st)
	bp, ok := batchBase(base, baseLen, hasBase)
	if !ok {
		return stParse
	}
	count := int(n)
	ins := unsafe.Slice(inputs, count)
	var ls []C.size_t
	if lens != nil {
		ls = unsafe.Slice(lens, count)
	}
	// Most hrefs are about as long as their input: one guess, rarely regrown.
	guess := count * 64
	if ls != nil {
		guess = 0
		for i := range ls {
			guess += int(ls[i]) + 1
		}
	}
	bp.start(b, count, guess)
	for i := 0; i < count; i++ {
		switch {
		case ls == nil:
			in := ""
			if ins[i] != nil {
				in = C.GoString(ins[i]) // copies; the NUL-terminated form is the slow path
			}
			bp.parse(i, in)
		case ins[i] == nil && ls[i] != 0:
			bp.fail(i, C.WURL_ERR_INVALID_ARGUMENT)
		case ls[i] > maxLen:
			bp.fail(i, C.WURL_ERR_TOO_LONG)
		default:
			bp.parse(i, cstr(ins[i], ls[i]))
		}
	}
	return bp.publish(b)
}

// wurlgo_parse_joined is wurlgo_parse_batch over one buffer: the inputs are
// data split at every byte sep, n of them (the C side counted them and
// allocated b's results zeroed).
//
//export wurlgo_parse_joined
func wurlgo_parse_joined(data *C.char, dataLen C.size_t, sep C.uchar, n C.size_t, base *C.char,
	baseLen C.size_t, hasBase C.int, b *C.struct_wurl_batch) (st C.int) {
	defer recoverStatus(&st)
	bp, ok := batchBase(base, baseLen, hasBase)
	if !ok {
		return stParse
	}
	all := cstr(data, dataLen)
	count := int(n)
	bp.start(b, count, len(all)+count+count/4)
	s := byte(sep)
	for i := 0; i < count; i++ {
		in := all
		if j := strings.IndexByte(all, s); j >= 0 {
			in, all = all[:j], all[j+1:]
		} else {
			all = ""
		}
		if len(in) > maxLen {
			bp.fail(i, C.WURL_ERR_TOO_LONG)
			continue
		}
		bp.parse(i, in)
	}
	return bp.publish(b)
}

// batchParser fills a batch's results: each input's href goes into one Go
// buffer, NUL-terminated, and a failed input gets an empty entry (a lone
// NUL), so that the href block splits into one entry per input.
type batchParser struct {
	base *whatwgurl.URL
	res  []C.wurl_batch_result
	buf  []byte
	offs []int
}

// batchBase parses the batch's base string, if any.
func batchBase(base *C.char, baseLen C.size_t, hasBase C.int) (*batchParser, bool) {
	bp := new(batchParser)
	if hasBase != 0 {
		var err error
		if bp.base, err = whatwgurl.Parse(cstr(base, baseLen)); err != nil {
			return nil, false
		}
	}
	return bp, true
}

func (bp *batchParser) start(b *C.struct_wurl_batch, count, guess int) {
	bp.res = unsafe.Slice(b.results, count)
	bp.buf = make([]byte, 0, guess)
	bp.offs = make([]int, count)
}

// parse parses input i and records its result.
func (bp *batchParser) parse(i int, in string) {
	start := len(bp.buf)
	out, comps, kind := whatwgurl.AppendParse(bp.buf, in, bp.base)
	switch {
	case kind != 0:
		bp.fail(i, C.WURL_ERR_PARSE)
	case len(out)-start > maxLen:
		bp.buf = out[:start]
		bp.fail(i, C.WURL_ERR_TOO_LONG)
	default:
		r := &bp.res[i]
		r.status = C.WURL_OK
		r.href.len = C.size_t(len(out) - start)
		setComponents(&r.components, comps)
		bp.buf = append(out, 0)
		bp.offs[i] = start
	}
}

// fail records status for input i and gives it an empty href entry.
func (bp *batchParser) fail(i int, status C.wurl_status) {
	bp.res[i].status = status
	bp.buf = append(bp.buf, 0)
}

// publish copies the hrefs into one C block and points the results at it.
func (bp *batchParser) publish(b *C.struct_wurl_batch) C.int {
	if len(bp.buf) == 0 {
		return stOK
	}
	p := (*C.char)(C.malloc(C.size_t(len(bp.buf))))
	if p == nil {
		return stNoMemory
	}
	copy(cbytes(p, len(bp.buf)), bp.buf)
	b.hrefs = p
	b.hrefs_len = C.size_t(len(bp.buf))
	for i := range bp.res {
		if bp.res[i].status == C.WURL_OK {
			bp.res[i].href.data = (*C.char)(unsafe.Add(unsafe.Pointer(p), bp.offs[i]))
		}
	}
	return stOK
}

// wurlgo_parse_to parses input against the base (when hasBase: the string
// base parsed, or, with bc not NULL, the URL whose href is base and whose
// components are *bc, trusted as the C side checked their order) into the
// caller's buffer out.buf: AppendParse appends to a slice over that C
// memory, so an href that fits is written there directly and one that does
// not ends up in Go memory, of which only its length is reported (the
// retry protocol of wurl_parse_to).
//
//export wurlgo_parse_to
func wurlgo_parse_to(input *C.char, n C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	bc *C.wurl_components, out *C.wurl_parse_target) (st C.int) {
	defer recoverStatus(&st)
	var bu *whatwgurl.URL
	if hasBase != 0 {
		if bc != nil {
			// The C side checked the offsets' order already; the engine's
			// check is the whole one (delimiters, port, types).
			u, err := whatwgurl.FromComponents(cstr(base, baseLen), componentsOf(bc))
			if err != nil {
				return stInvalidArgument
			}
			bu = &u
		} else {
			var err error
			if bu, err = whatwgurl.Parse(cstr(base, baseLen)); err != nil {
				return stParse
			}
		}
	}
	var dst []byte
	if out.buf != nil && out.cap > 0 {
		dst = unsafe.Slice((*byte)(unsafe.Pointer(out.buf)), int(out.cap))[:0]
	}
	href, comps, kind := whatwgurl.AppendParse(dst, cstr(input, n), bu)
	if kind != 0 {
		return stParse
	}
	if len(href) > maxLen {
		return stTooLong
	}
	if room := dst[:cap(dst)]; len(href) < len(room) {
		// It fits: written in place, unless the engine built it elsewhere.
		if len(href) > 0 && unsafe.SliceData(href) != unsafe.SliceData(room) {
			copy(room, href)
		}
		room[len(href)] = 0
	}
	out.href_len = C.size_t(len(href))
	setComponents(&out.components, comps)
	return stOK
}
