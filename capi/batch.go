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

// wurlgo_parse_joined is wurlgo_parse_batch over one buffer: the inputs are
// data split at every byte sep, n of them (the C side counted them and
// allocated b's results zeroed). The href block gets one NUL-terminated
// entry per input, empty for a failed one, so that it splits into n hrefs.
//
//export wurlgo_parse_joined
func wurlgo_parse_joined(data *C.char, dataLen C.size_t, sep C.uchar, n C.size_t, base *C.char,
	baseLen C.size_t, hasBase C.int, b *C.struct_wurl_batch) (st C.int) {
	defer recoverStatus(&st)
	var bu *whatwgurl.URL
	if hasBase != 0 {
		var err error
		if bu, err = whatwgurl.Parse(cstr(base, baseLen)); err != nil {
			return stParse
		}
	}
	all := cstr(data, dataLen)
	count := int(n)
	res := unsafe.Slice(b.results, count)
	// Most hrefs are about as long as their input: one guess, rarely regrown.
	buf := make([]byte, 0, len(all)+count+count/4)
	offs := make([]int, count)
	s := byte(sep)
	for i := 0; i < count; i++ {
		in := all
		if j := strings.IndexByte(all, s); j >= 0 {
			in, all = all[:j], all[j+1:]
		} else {
			all = ""
		}
		start := len(buf)
		if len(in) > maxLen {
			res[i].status = C.WURL_ERR_TOO_LONG
			buf = append(buf, 0)
			continue
		}
		out, comps, kind := whatwgurl.AppendParse(buf, in, bu)
		if kind != 0 || len(out)-start > maxLen {
			res[i].status = C.WURL_ERR_PARSE
			if kind == 0 {
				res[i].status = C.WURL_ERR_TOO_LONG
			}
			buf = append(out[:start], 0)
			continue
		}
		res[i].status = C.WURL_OK
		res[i].href.len = C.size_t(len(out) - start)
		setComponents(&res[i].components, comps)
		buf = append(out, 0)
		offs[i] = start
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
			u := whatwgurl.FromComponents(cstr(base, baseLen), componentsOf(bc))
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

// componentsOf is the engine's form of C components.
func componentsOf(c *C.wurl_components) whatwgurl.Components {
	return whatwgurl.Components{
		SchemeEnd:     uint32(c.scheme_end),
		UsernameStart: uint32(c.username_start),
		UsernameEnd:   uint32(c.username_end),
		PasswordStart: uint32(c.password_start),
		PasswordEnd:   uint32(c.password_end),
		HostStart:     uint32(c.host_start),
		HostEnd:       uint32(c.host_end),
		PortStart:     uint32(c.port_start),
		PortEnd:       uint32(c.port_end),
		PathStart:     uint32(c.path_start),
		QueryStart:    uint32(c.query_start),
		FragmentStart: uint32(c.fragment_start),
		Port:          int32(c.port),
		HostType:      whatwgurl.HostType(c.host_type),
		SchemeType:    whatwgurl.SchemeType(c.scheme_type),
		OpaquePath:    bool(c.has_opaque_path),
	}
}
