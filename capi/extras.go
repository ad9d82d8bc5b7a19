package main

// The Go side of the C functions in extras.c and of the parse variants in
// wurl.c: each public call makes exactly one of these calls.

/*
#include "internal.h"
*/
import "C"

import (
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// newCBytes copies b into C memory as an owned wurl_string (NUL-terminated;
// b may hold NULs of its own).
func newCBytes(out *C.wurl_string, b []byte) C.int {
	return newCString(out, unsafe.String(unsafe.SliceData(b), len(b)))
}

// wurlgo_parse_encoding parses input against a base (as wurlgo_parse) with
// the encoding override label names, in the edition ed (the base too), into
// the block *blk.
//
//export wurlgo_parse_encoding
func wurlgo_parse_encoding(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	label *C.char, labelLen C.size_t, ed C.int, blk **C.struct_wurl_url) (st C.int) {
	defer recoverStatus(&st)
	defer collectAfterHuge(inLen)
	lbl := cstr(label, labelLen)
	if _, ok := whatwgurl.EncodingName(lbl); !ok {
		return stUnknownEncoding
	}
	ps := parserFor(ed)
	b, kind, _ := baseOf(ps, base, baseLen, hasBase, nil)
	if kind != 0 {
		return parseFailed(kind, true)
	}
	u, err := ps.ParseWithEncoding(cstr(in, inLen), b, lbl)
	if err == whatwgurl.ErrUnknownEncoding {
		return stUnknownEncoding
	} else if err != nil {
		return parseFailed(failureOf(err), false)
	}
	return fillBlock(blk, u.Href(), u.Components())
}

// wurlgo_validate parses input against a base (as wurlgo_parse), collecting
// the validation errors into *rep (a C array it allocates). blk is NULL when
// the caller does not want the URL.
//
//export wurlgo_validate
func wurlgo_validate(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int, ed C.int,
	blk **C.struct_wurl_url, rep *C.wurl_validation_report) (st C.int) {
	defer recoverStatus(&st)
	defer collectAfterHuge(inLen)
	ps := parserFor(ed)
	b, kind, _ := baseOf(ps, base, baseLen, hasBase, nil)
	if kind != 0 {
		rep.failure = C.wurl_validation_error(kind)
		return parseFailed(kind, true)
	}
	u, kinds, err := ps.Validate(cstr(in, inLen), b)
	if len(kinds) > 0 {
		p := (*C.wurl_validation_error)(C.malloc(C.size_t(len(kinds)) * C.size_t(unsafe.Sizeof(C.wurl_validation_error(0)))))
		if p == nil {
			return stNoMemory
		}
		arr := unsafe.Slice(p, len(kinds))
		for i, k := range kinds {
			arr[i] = C.wurl_validation_error(k)
		}
		rep.errors = p
		rep.count = C.size_t(len(kinds))
	}
	if err != nil {
		rep.failure = C.wurl_validation_error(failureOf(err))
		return parseFailed(failureOf(err), false)
	}
	if blk == nil {
		return stOK
	}
	return fillBlock(blk, u.Href(), u.Components())
}

// wurlgo_domain_to_ascii runs domain to ASCII; on failure *why is the
// validation error.
//
//export wurlgo_domain_to_ascii
func wurlgo_domain_to_ascii(in *C.char, n C.size_t, strict C.bool, ed C.int, out *C.wurl_string, why *C.int) (st C.int) {
	defer recoverStatus(&st)
	s, err := parserFor(ed).DomainToASCII(cstr(in, n), bool(strict))
	if err != nil {
		*why = C.int(failureOf(err))
		return stParse
	}
	return newCString(out, s)
}

// wurlgo_domain_to_unicode runs domain to Unicode.
//
//export wurlgo_domain_to_unicode
func wurlgo_domain_to_unicode(in *C.char, n C.size_t, ed C.int, out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	return newCString(out, parserFor(ed).DomainToUnicode(cstr(in, n)))
}

// wurlgo_host_parse runs the host parser and serializes its result.
//
//export wurlgo_host_parse
func wurlgo_host_parse(in *C.char, n C.size_t, opaque C.bool, ed C.int, out *C.wurl_string, typ *C.int, why *C.int) (st C.int) {
	defer recoverStatus(&st)
	s, t, err := parserFor(ed).ParseHost(cstr(in, n), bool(opaque))
	if err != nil {
		*why = C.int(failureOf(err))
		return stParse
	}
	if st = newCString(out, s); st == stOK {
		*typ = C.int(t)
	}
	return st
}

// wurlgo_percent_encode runs UTF-8 percent-encode with a set (checked by the
// C side).
//
//export wurlgo_percent_encode
func wurlgo_percent_encode(in *C.char, n C.size_t, set C.int, plus C.bool, out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	es := whatwgurl.EncodeSet(set)
	if set < 0 || !es.Valid() {
		return stInvalidArgument
	}
	return newCString(out, whatwgurl.PercentEncode(cstr(in, n), es, bool(plus)))
}

// wurlgo_percent_decode runs percent-decode; the bytes need not be UTF-8.
//
//export wurlgo_percent_decode
func wurlgo_percent_decode(in *C.char, n C.size_t, out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	return newCBytes(out, whatwgurl.PercentDecode(cstr(in, n)))
}

// wurlgo_psl gives the public suffix (registrable false) or the registrable
// domain of the host string in[0:n] or, when u is not NULL, of u's host.
// *found is false (and *out untouched) when the result is null.
//
//export wurlgo_psl
func wurlgo_psl(in *C.char, n C.size_t, u *C.struct_wurl_url, registrable C.bool, out *C.wurl_string, found *C.bool) (st C.int) {
	defer recoverStatus(&st)
	var s string
	var ok bool
	switch {
	case u != nil:
		url, st := urlOf(u)
		if st != stOK {
			return st
		}
		if registrable {
			s, ok = url.RegistrableDomain()
		} else {
			s, ok = url.PublicSuffix()
		}
	case bool(registrable):
		s, ok = whatwgurl.RegistrableDomain(cstr(in, n))
	default:
		s, ok = whatwgurl.PublicSuffix(cstr(in, n))
	}
	if !ok {
		return stOK
	}
	if st = newCString(out, s); st == stOK {
		*found = true
	}
	return st
}

// wurlgo_render renders u (section 4.8), or only its host when host.
//
//export wurlgo_render
func wurlgo_render(u *C.struct_wurl_url, host C.bool, out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	url, st := urlOf(u)
	if st != stOK {
		return st
	}
	if host {
		return newCString(out, url.RenderHost())
	}
	return newCString(out, url.Render())
}
