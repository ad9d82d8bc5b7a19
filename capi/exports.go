package main

/*
#include "internal.h"
*/
import "C"

import (
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// wurlgo_parse parses input against a base (base string when hasBase, else
// baseURL when not NULL, else none) into the C block *blk, which the C side
// allocated with a guessed href capacity. When the href does not fit, the
// block is reallocated and *blk updated. On failure *blk is the block that
// came in (or a reallocated one), unchanged in meaning: the C side frees it.
//
//export wurlgo_parse
func wurlgo_parse(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	baseURL *C.struct_wurl_url, blk **C.struct_wurl_url) (st C.int) {
	defer recoverStatus(&st)
	var b *whatwgurl.URL
	if hasBase != 0 {
		var err error
		if b, err = whatwgurl.Parse(cstr(base, baseLen)); err != nil {
			return stParse
		}
	} else if baseURL != nil {
		bu := urlOf(baseURL)
		b = &bu
	}
	u := *blk
	dst := cbytes(u.href, int(u.href_cap)-1)[:0]
	res, comps, kind := whatwgurl.AppendParse(dst, cstr(in, inLen), b)
	if kind != 0 {
		return stParse
	}
	n := len(res)
	if n > maxLen {
		return stTooLong
	}
	if n == 0 || unsafe.Pointer(&res[0]) != unsafe.Pointer(u.href) {
		// The href did not fit in the guessed capacity: grow the block.
		size := C.size_t(unsafe.Sizeof(*u)) + C.size_t(n+1)
		nb := (*C.struct_wurl_url)(C.realloc(unsafe.Pointer(u), size))
		if nb == nil {
			return stNoMemory
		}
		*blk = nb
		u = nb
		u.href = (*C.char)(unsafe.Add(unsafe.Pointer(nb), unsafe.Sizeof(*nb)))
		u.href_cap = C.size_t(n + 1)
		copy(cbytes(u.href, n), res)
	}
	*(*byte)(unsafe.Add(unsafe.Pointer(u.href), n)) = 0
	u.href_len = C.size_t(n)
	u.flags = C.WURL_F_INLINE
	u.sp = nil
	setComponents(&u.c, comps)
	u.magic = C.WURL_MAGIC_URL
	return stOK
}

// wurlgo_can_parse is URL.canParse: 1 when input parses against the base,
// 0 when not, -1 on an internal error.
//
//export wurlgo_can_parse
func wurlgo_can_parse(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int) (r C.int) {
	defer func() {
		if recover() != nil {
			r = -1
		}
	}()
	var b *whatwgurl.URL
	if hasBase != 0 {
		var err error
		if b, err = whatwgurl.Parse(cstr(base, baseLen)); err != nil {
			return 0
		}
	}
	if whatwgurl.CanParse(cstr(in, inLen), b) {
		return 1
	}
	return 0
}

// The setters of *whatwgurl.URL, looked up dynamically so that this package
// builds while the engine grows them.
type (
	hrefSetter     interface{ SetHref(string) error }
	protocolSetter interface{ SetProtocol(string) bool }
	usernameSetter interface{ SetUsername(string) bool }
	passwordSetter interface{ SetPassword(string) bool }
	hostSetter     interface{ SetHost(string) bool }
	hostnameSetter interface{ SetHostname(string) bool }
	portSetter     interface{ SetPort(string) bool }
	pathnameSetter interface{ SetPathname(string) bool }
	searchSetter   interface{ SetSearch(string) bool }
	hashSetter     interface{ SetHash(string) bool }
	originGetter   interface{ Origin() string }
)

// wurlgo_set runs the setter attr (a wurl_attribute) on the C handle u and
// writes the result back into u.
//
//export wurlgo_set
func wurlgo_set(u *C.struct_wurl_url, attr C.int, v *C.char, vlen C.size_t, changed *C.bool) (st C.int) {
	defer recoverStatus(&st)
	url := urlOf(u)
	old, oldComps := url.Href(), url.Components()
	value := cstr(v, vlen)
	var x any = &url
	ok := true
	switch attr {
	case C.WURL_ATTR_HREF:
		s, has := x.(hrefSetter)
		if !has {
			return stUnsupported
		}
		if s.SetHref(value) != nil {
			return stParse
		}
	case C.WURL_ATTR_PROTOCOL:
		var s protocolSetter
		if s, ok = x.(protocolSetter); ok {
			s.SetProtocol(value)
		}
	case C.WURL_ATTR_USERNAME:
		var s usernameSetter
		if s, ok = x.(usernameSetter); ok {
			s.SetUsername(value)
		}
	case C.WURL_ATTR_PASSWORD:
		var s passwordSetter
		if s, ok = x.(passwordSetter); ok {
			s.SetPassword(value)
		}
	case C.WURL_ATTR_HOST:
		var s hostSetter
		if s, ok = x.(hostSetter); ok {
			s.SetHost(value)
		}
	case C.WURL_ATTR_HOSTNAME:
		var s hostnameSetter
		if s, ok = x.(hostnameSetter); ok {
			s.SetHostname(value)
		}
	case C.WURL_ATTR_PORT:
		var s portSetter
		if s, ok = x.(portSetter); ok {
			s.SetPort(value)
		}
	case C.WURL_ATTR_PATHNAME:
		var s pathnameSetter
		if s, ok = x.(pathnameSetter); ok {
			s.SetPathname(value)
		}
	case C.WURL_ATTR_SEARCH:
		var s searchSetter
		if s, ok = x.(searchSetter); ok {
			s.SetSearch(value)
		}
	case C.WURL_ATTR_HASH:
		var s hashSetter
		if s, ok = x.(hashSetter); ok {
			s.SetHash(value)
		}
	default:
		return stInvalidArgument
	}
	if !ok {
		return stUnsupported
	}
	href := url.Href()
	if href == old && url.Components() == oldComps {
		return stOK
	}
	// old is a view of u's buffer, which storeHref may overwrite: compare first.
	differs := href != old
	if st = storeHref(u, href, url.Components()); st == stOK {
		*changed = C.bool(differs)
	}
	return st
}

// wurlgo_origin serializes u's origin into a new C string.
//
//export wurlgo_origin
func wurlgo_origin(u *C.struct_wurl_url, out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	url := urlOf(u)
	var x any = &url
	g, ok := x.(originGetter)
	if !ok {
		return stUnsupported
	}
	return newCString(out, g.Origin())
}
