package main

/*
#include "internal.h"

#ifndef WURL_BATCH_LAYOUT
#define WURL_BATCH_LAYOUT
#define WURL_MAGIC_BATCH 0x62727577u // "wurb"

// A batch: this header (the handle, a block of its own that the free gives
// back to malloc), its results array (in a struct wurl_batch_store, which
// batch_store.c may keep for a later batch), and the hrefs, a third block grown
// as hrefs are appended in input order, each followed by a NUL (hrefs_len
// bytes used of hrefs_cap). An OK result the engine writes holds its href's
// offset in that block in href.data; batch.c's wurl__parse_inputs makes it a
// pointer once the engine's run of inputs returns.
struct wurl_batch {
  uint32_t magic;
  size_t n;
  wurl_batch_result *results;
  char *hrefs;
  size_t hrefs_len;
  size_t hrefs_cap;
  int exported; // owned by Arrow arrays since wurl_batch_to_arrow (arrow.c)
  size_t cap_n; // results the store has room for (a reused store may have more than n)
  struct wurl_batch_store *store; // where results lies
};

int wurl__batch_reserve(struct wurl_batch *b, size_t extra) __attribute__((visibility("hidden")));
#endif
*/
import "C"

import (
	"sync"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// wurlgo_batch_run parses inputs[from, to) (lens NULL: NUL-terminated)
// against the base string (when hasBase) into the batch b, appending their
// hrefs to its block in order. The C side (batch.c) parses canonical inputs
// itself and calls this for each run of the others, so a batch enters Go
// once per such run, not once per input.
//
//export wurlgo_batch_run
func wurlgo_batch_run(inputs **C.char, lens *C.size_t, from, to C.size_t, base *C.char, baseLen C.size_t,
	hasBase C.int, ed C.int, b *C.struct_wurl_batch) (st C.int) {
	defer recoverStatus(&st)
	// The run collects its garbage as it returns when one of its inputs is
	// huge, as a single parse does.
	var longest C.size_t
	defer func() { collectAfterHuge(longest) }()
	bp, kind := batchBase(parserFor(ed), base, baseLen, hasBase)
	if kind != 0 {
		return parseFailed(kind, true)
	}
	bp.res = unsafe.Slice(b.results, int(b.n))
	bp.b = b
	ins := unsafe.Slice(inputs, int(to))
	var ls []C.size_t
	if lens != nil {
		ls = unsafe.Slice(lens, int(to))
	}
	for i := int(from); i < int(to); i++ {
		switch {
		case ls == nil:
			in := ""
			if ins[i] != nil {
				in = cstr(ins[i], C.strlen(ins[i]))
			}
			longest = max(longest, C.size_t(len(in)))
			bp.parse(i, in)
		case ins[i] == nil && ls[i] != 0:
			bp.fail(i, C.WURL_ERR_INVALID_ARGUMENT)
		case ls[i] > maxLen:
			bp.fail(i, C.WURL_ERR_TOO_LONG)
		default:
			longest = max(longest, ls[i])
			bp.parse(i, cstr(ins[i], ls[i]))
		}
		if bp.err != stOK {
			return bp.err
		}
	}
	return stOK
}

// batchParser fills a batch's results: each input's href is appended to the
// batch's C block, NUL-terminated, and a failed input gets an empty entry (a
// lone NUL), so that the href block splits into one entry per input.
type batchParser struct {
	ps   whatwgurl.Parser
	base *whatwgurl.URL
	b    *C.struct_wurl_batch
	res  []C.wurl_batch_result
	err  C.int // stNoMemory once the block could not grow
}

// batchBase parses the batch's base string, if any; when it does not
// parse, kind says why.
func batchBase(ps whatwgurl.Parser, base *C.char, baseLen C.size_t, hasBase C.int) (bp *batchParser, kind whatwgurl.ValidationErrorType) {
	bp = &batchParser{ps: ps}
	if hasBase != 0 {
		var err error
		if bp.base, err = ps.Parse(cstr(base, baseLen)); err != nil {
			return nil, failureOf(err)
		}
	}
	return bp, 0
}

// start points bp at the batch b of count results and makes room for about
// guess bytes of hrefs.
func (bp *batchParser) start(b *C.struct_wurl_batch, count, guess int) {
	bp.b = b
	bp.res = unsafe.Slice(b.results, count)
	if C.wurl__batch_reserve(b, C.size_t(guess)) == 0 {
		bp.err = stNoMemory
	}
}

// room is the free part of the href block, as a zero-length slice whose
// capacity leaves space for a NUL.
func (bp *batchParser) room() []byte {
	b := bp.b
	if b.hrefs == nil || b.hrefs_cap <= b.hrefs_len {
		return nil
	}
	free := int(b.hrefs_cap - b.hrefs_len - 1)
	return unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(b.hrefs), b.hrefs_len)), free)[:0:free]
}

// parse parses input i and records its result.
func (bp *batchParser) parse(i int, in string) {
	if bp.err != stOK {
		return
	}
	dst := bp.room()
	out, comps, kind := bp.ps.AppendParse(dst, in, bp.base)
	switch {
	case kind != 0:
		bp.fail(i, C.WURL_ERR_PARSE)
		bp.res[i].failure = C.wurl_validation_error(kind)
		return
	case len(out) > maxLen:
		bp.fail(i, C.WURL_ERR_TOO_LONG)
		return
	}
	if cap(dst) == 0 || unsafe.SliceData(out) != unsafe.SliceData(dst[:1]) {
		// Built in Go memory: the block grows and takes a copy.
		if C.wurl__batch_reserve(bp.b, C.size_t(len(out)+1)) == 0 {
			bp.err = stNoMemory
			return
		}
		copy(bp.room()[:len(out)], out)
	}
	b := bp.b
	r := &bp.res[i]
	r.status = C.WURL_OK
	r.failure = C.WURL_VERR_NONE
	// An offset until published (batch.c's wurl__parse_inputs), written as the
	// integer it is into the pointer field's memory (C memory: no Go pointer).
	*(*uintptr)(unsafe.Pointer(&r.href.data)) = uintptr(b.hrefs_len)
	r.href.len = C.size_t(len(out))
	r.href_is_input = C.bool(string(out) == in)
	setComponents(&r.components, comps)
	*(*byte)(unsafe.Add(unsafe.Pointer(b.hrefs), int(b.hrefs_len)+len(out))) = 0
	b.hrefs_len += C.size_t(len(out) + 1)
}

// fail records status for input i: an empty href (the empty href entry in
// the block is a lone NUL) and no components.
func (bp *batchParser) fail(i int, status C.wurl_status) {
	bp.res[i] = C.wurl_batch_result{status: status}
	bp.res[i].href.data = emptyHref()
	if C.wurl__batch_reserve(bp.b, 1) == 0 {
		bp.err = stNoMemory
		return
	}
	*(*byte)(unsafe.Add(unsafe.Pointer(bp.b.hrefs), int(bp.b.hrefs_len))) = 0
	bp.b.hrefs_len++
}

// emptyCString is "" in C memory that lives as long as the library: the
// data of a failed result's empty href, which emptyHref makes at the first
// failed result, not at the library's load, where its call into C would
// delay every process's first call into Go. A global holds it, where leak
// checkers look for what C memory is still reachable.
var (
	emptyOnce    sync.Once
	emptyCString *C.char
)

// emptyHref returns emptyCString, made once.
func emptyHref() *C.char {
	emptyOnce.Do(func() { emptyCString = C.CString("") })
	return emptyCString
}

// publish reports how the batch went; the C side (wurl__parse_inputs) then
// points the run's results at their hrefs.
func (bp *batchParser) publish(*C.struct_wurl_batch) C.int {
	return bp.err
}

// wurlgo_parse_to parses input against the base (when hasBase: the string
// base parsed, or, with bc not NULL, the URL whose href is base and whose
// components are *bc, once FromComponents has checked them) into the
// caller's buffer out.buf: AppendParse appends to a slice over that C
// memory, so an href that fits is written there directly and one that does
// not ends up in Go memory, of which only its length is reported (the
// retry protocol of wurl_parse_to).
//
//export wurlgo_parse_to
func wurlgo_parse_to(input *C.char, n C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	bc *C.wurl_components, ed C.int, out *C.wurl_parse_target) (st C.int) {
	defer recoverStatus(&st)
	defer collectAfterHuge(n)
	ps := parserFor(ed)
	var bu *whatwgurl.URL
	if hasBase != 0 {
		if bc != nil {
			// The C side checked the offsets' order. FromComponents checks
			// the rest (delimiters, port, and that each type is what the
			// text says), and refuses a forged base before any parse; the C
			// fast path takes an input with a components base only when the
			// base is canonical with exactly those components.
			u, err := ps.FromComponents(cstr(base, baseLen), componentsOf(bc))
			if err != nil {
				return stInvalidArgument
			}
			bu = &u
		} else {
			var err error
			if bu, err = ps.Parse(cstr(base, baseLen)); err != nil {
				return parseFailed(failureOf(err), true)
			}
		}
	}
	var dst []byte
	if out.buf != nil && out.cap > 0 {
		dst = unsafe.Slice((*byte)(unsafe.Pointer(out.buf)), int(out.cap))[:0]
	}
	href, comps, kind := ps.AppendParse(dst, cstr(input, n), bu)
	if kind != 0 {
		return parseFailed(kind, false)
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
	out.href_is_input = C.bool(string(href) == cstr(input, n))
	return stOK
}
