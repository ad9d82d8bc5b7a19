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
	var bu *whatwgurl.URL
	if hasBase != 0 {
		var err error
		if bu, err = whatwgurl.Parse(cstr(base, baseLen)); err != nil {
			return stParse
		}
	}
	count := int(n)
	ins := unsafe.Slice(inputs, count)
	var ls []C.size_t
	if lens != nil {
		ls = unsafe.Slice(lens, count)
	}
	res := unsafe.Slice(b.results, count)
	// Most hrefs are about as long as their input: one guess, rarely regrown.
	guess := 0
	for i := range ls {
		guess += int(ls[i]) + 1
	}
	if ls == nil {
		guess = count * 64
	}
	buf := make([]byte, 0, guess)
	offs := make([]int, count)
	for i := 0; i < count; i++ {
		var in string
		if ls != nil {
			if ins[i] == nil && ls[i] != 0 {
				res[i].status = C.WURL_ERR_INVALID_ARGUMENT
				continue
			}
			if ls[i] > maxLen {
				res[i].status = C.WURL_ERR_TOO_LONG
				continue
			}
			in = cstr(ins[i], ls[i])
		} else if ins[i] != nil {
			in = C.GoString(ins[i]) // copies; the NUL-terminated form is the slow path
		}
		start := len(buf)
		out, comps, kind := whatwgurl.AppendParse(buf, in, bu)
		if kind != 0 {
			res[i].status = C.WURL_ERR_PARSE
			continue
		}
		if len(out)-start > maxLen {
			res[i].status = C.WURL_ERR_TOO_LONG
			buf = out[:start]
			continue
		}
		res[i].status = C.WURL_OK
		res[i].href.len = C.size_t(len(out) - start)
		setComponents(&res[i].components, comps)
		buf = append(out, 0)
		offs[i] = start
	}
	if len(buf) == 0 {
		return stOK
	}
	p := (*C.char)(C.malloc(C.size_t(len(buf))))
	if p == nil {
		return stNoMemory
	}
	copy(cbytes(p, len(buf)), buf)
	b.hrefs = p
	b.hrefs_len = C.size_t(len(buf))
	for i := range res {
		if res[i].status == C.WURL_OK {
			res[i].href.data = (*C.char)(unsafe.Add(unsafe.Pointer(p), offs[i]))
		}
	}
	return stOK
}
