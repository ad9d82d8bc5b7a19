package main

/*
#include "internal.h"
*/
import "C"

import (
	"runtime"
	"strings"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// hugeInput is the input length from which a parse, or a setter (whose
// value the parser reads), collects its garbage as it returns
// (collectAfterHuge).
const hugeInput = 4 << 20

// collectAfterHuge runs a garbage collection after the parse of an input of
// n bytes when n is at least hugeInput. Such a parse leaves garbage of a few
// times n (the input read as scalar values, buffers grown to their final
// size), which the next collection would find only once the heap had grown
// by as much again: a second huge parse would then find it there and add
// its own, and the process's peak memory would be two parses' instead of
// one's. The collection costs little beside such a parse (the library's
// own heap holds little else), and its memory is reused by the next one.
func collectAfterHuge(n C.size_t) {
	if n >= hugeInput {
		runtime.GC()
	}
}

// wurlgo_parse parses input against a base (base string when hasBase, else
// baseURL when not NULL, else none) into the C block *blk, which the C side
// allocated with a guessed href capacity. When the href does not fit, the
// block is reallocated and *blk updated. On failure *blk is the block that
// came in (or a reallocated one), unchanged in meaning: the C side frees it,
// and *why is the validation error that made the parse (or the base's) fail.
//
//export wurlgo_parse
func wurlgo_parse(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	baseURL *C.struct_wurl_url, ed C.int, blk **C.struct_wurl_url, why *C.int) (st C.int) {
	defer recoverStatus(&st)
	defer collectAfterHuge(inLen)
	ps := parserFor(ed)
	b, kind, st := baseOf(ps, base, baseLen, hasBase, baseURL)
	if st != stOK {
		return st
	}
	if kind != 0 {
		*why = C.int(kind)
		return parseFailed(kind, true)
	}
	// The engine asks for room once it knows the href's size: the block
	// grows then (while it holds nothing yet), and the href is written
	// straight into it. Should the block not grow, the href goes to Go
	// memory and fillBlock tries again (and reports NO_MEMORY).
	res, comps, kind := ps.ParseInto(cstr(in, inLen), b, func(n int) []byte {
		if !growBlock(blk, n+1) {
			return make([]byte, 0, n)
		}
		return cbytes((*blk).href, int((*blk).href_cap)-1)[:0]
	})
	if kind != 0 {
		*why = C.int(kind)
		return parseFailed(kind, false)
	}
	// When the href is in the block, fillBlock has nothing to copy.
	return fillBlock(blk, unsafe.String(unsafe.SliceData(res), len(res)), comps)
}

// wurlgo_can_parse is URL.canParse: 1 when input parses against the base,
// 0 when not, -1 on an internal error.
//
//export wurlgo_can_parse
func wurlgo_can_parse(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int, ed C.int) (r C.int) {
	defer func() {
		if recover() != nil {
			r = -1
		}
	}()
	defer collectAfterHuge(inLen)
	ps := parserFor(ed)
	var b *whatwgurl.URL
	if hasBase != 0 {
		var err error
		if b, err = ps.Parse(cstr(base, baseLen)); err != nil {
			return 0
		}
	}
	if ps.CanParse(cstr(in, inLen), b) {
		return 1
	}
	return 0
}

// wurlgo_set runs the setter attr (a wurl_attribute) on the C handle u and
// writes the result back into u. The href and search setters also set the
// list of u's query object: to what the engine's setter made it when that is
// not the parse of the new query, else back to that parse (made when next
// needed).
//
//export wurlgo_set
func wurlgo_set(u *C.struct_wurl_url, attr C.int, v *C.char, vlen C.size_t, changed *C.bool,
	released *C.struct_wurl_released) (st C.int) {
	defer recoverStatus(&st)
	defer collectAfterHuge(vlen)
	releaseHandles(released)
	url, st := urlOf(u)
	if st != stOK {
		return st
	}
	old, oldComps := url.Href(), url.Components()
	value := cstr(v, vlen)
	switch attr {
	case C.WURL_ATTR_HREF:
		if err := url.SetHref(value); err != nil {
			return parseFailed(failureOf(err), false)
		}
	case C.WURL_ATTR_PROTOCOL:
		url.SetProtocol(value)
	case C.WURL_ATTR_USERNAME:
		url.SetUsername(value)
	case C.WURL_ATTR_PASSWORD:
		url.SetPassword(value)
	case C.WURL_ATTR_HOST:
		url.SetHost(value)
	case C.WURL_ATTR_HOSTNAME:
		url.SetHostname(value)
	case C.WURL_ATTR_PORT:
		url.SetPort(value)
	case C.WURL_ATTR_PATHNAME:
		url.SetPathname(value)
	case C.WURL_ATTR_SEARCH:
		// A copy: the list the setter may make keeps substrings of it.
		url.SetSearch(strings.Clone(value))
	case C.WURL_ATTR_HASH:
		url.SetHash(value)
	default:
		return stInvalidArgument
	}
	setsList := attr == C.WURL_ATTR_HREF || attr == C.WURL_ATTR_SEARCH
	var list *spList
	if setsList && url.HasSearchParams() {
		list = newURLList(u, &url)
	}
	if href := url.Href(); href != old || url.Components() != oldComps {
		// old is a view of u's buffer, which storeHref may overwrite: compare first.
		differs := href != old
		if st = storeHref(u, href, url.Components()); st != stOK {
			return st
		}
		*changed = C.bool(differs)
	}
	if setsList {
		setURLList(u, list)
	}
	return stOK
}

// wurlgo_origin serializes u's origin into a new C string.
//
//export wurlgo_origin
func wurlgo_origin(u *C.struct_wurl_url, out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	url, st := urlOf(u)
	if st != stOK {
		return st
	}
	return newCString(out, url.Origin())
}
