// Command capi is libwhatwgurl.so: the C interface of the whatwgurl engine,
// built with -buildmode=c-shared. It is the only cgo in the library (a
// test-support package, internal/canonicalc, compiles canonical.c alone to
// hold it against the engine under go test).
//
// The public functions are C functions (the .c files here, which include
// include/whatwgurl.h); the Go exports below are internal (wurlgo_*), hidden
// from the shared library's dynamic symbol table by exports.map, and each
// public call that needs the engine makes exactly one of them. A canonical
// URL needs none: canonical.c runs the engine's fast path in C, with the
// engine's tables (byte classes, special schemes, default ports) generated
// into canonical_tables.h by internal/cmd/genabi.
package main

/*
#cgo CFLAGS: -I${SRCDIR}/../include -O2 -Wall -Wextra -Wno-unused-parameter
#include "internal.h"
*/
import "C"

import (
	"errors"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

func main() {}

// Status codes; the values are wurl_status's.
const (
	stOK              = C.int(C.WURL_OK)
	stParse           = C.int(C.WURL_ERR_PARSE)
	stInvalidArgument = C.int(C.WURL_ERR_INVALID_ARGUMENT)
	stInvalidHandle   = C.int(C.WURL_ERR_INVALID_HANDLE)
	stTooLong         = C.int(C.WURL_ERR_TOO_LONG)
	stNoMemory        = C.int(C.WURL_ERR_NO_MEMORY)
	stUnknownEncoding = C.int(C.WURL_ERR_UNKNOWN_ENCODING)
	stInternal        = C.int(C.WURL_ERR_INTERNAL)
)

// maxLen is the longest href or input, MAX_LEN of internal.h.
const maxLen = C.MAX_LEN

// cstr is the string over n bytes of C memory at p, without a copy. It must
// not outlive the call that received p.
func cstr(p *C.char, n C.size_t) string {
	if n == 0 {
		return ""
	}
	return unsafe.String((*byte)(unsafe.Pointer(p)), int(n))
}

// urlOf is the engine's view of a C handle: its href over C memory, no copy.
// The library wrote the handle's components, so they fit its href; when the
// engine finds they do not (memory written over), st is WURL_ERR_INTERNAL
// and nothing is changed.
func urlOf(u *C.struct_wurl_url) (url whatwgurl.URL, st C.int) {
	url, err := parserOf(u).FromComponents(cstr(u.href, u.href_len), componentsOf(&u.c))
	if err != nil {
		return url, stInternal
	}
	return url, stOK
}

// parserOf is the parser of the edition a C handle was parsed with, which
// its flags keep (wurl_get_edition).
func parserOf(u *C.struct_wurl_url) whatwgurl.Parser {
	return whatwgurl.Parser{Edition: whatwgurl.Edition(u.flags >> C.WURL_F_EDITION_SHIFT & 0xff)}
}

// parserFor is the parser of the edition a C caller passed (which the C
// side checked).
func parserFor(ed C.int) whatwgurl.Parser { return whatwgurl.Parser{Edition: whatwgurl.Edition(ed)} }

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

// setComponents writes the engine's components into a C handle, with the
// has_* flags the C side reads.
func setComponents(c *C.wurl_components, x whatwgurl.Components) {
	c.scheme_end = C.uint32_t(x.SchemeEnd)
	c.username_start = C.uint32_t(x.UsernameStart)
	c.username_end = C.uint32_t(x.UsernameEnd)
	c.password_start = C.uint32_t(x.PasswordStart)
	c.password_end = C.uint32_t(x.PasswordEnd)
	c.host_start = C.uint32_t(x.HostStart)
	c.host_end = C.uint32_t(x.HostEnd)
	c.port_start = C.uint32_t(x.PortStart)
	c.port_end = C.uint32_t(x.PortEnd)
	c.path_start = C.uint32_t(x.PathStart)
	c.query_start = C.uint32_t(x.QueryStart)
	c.fragment_start = C.uint32_t(x.FragmentStart)
	c.port = C.int32_t(x.Port)
	c.host_type = C.uint8_t(x.HostType)
	c.scheme_type = C.uint8_t(x.SchemeType)
	c.has_opaque_path = C.bool(x.OpaquePath)
	c.has_credentials = C.bool(x.UsernameEnd > x.UsernameStart || x.PasswordEnd > x.PasswordStart)
	c.has_host = C.bool(x.HostType != whatwgurl.HostNone)
	c.has_port = C.bool(x.Port >= 0)
	c.has_query = C.bool(x.QueryStart != whatwgurl.Absent)
	c.has_fragment = C.bool(x.FragmentStart != whatwgurl.Absent)
}

// cbytes is n bytes of C memory at p as a slice.
func cbytes(p *C.char, n int) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(p)), n)
}

// storeHref makes href and x the URL u holds, in place when it fits, else in
// a new buffer. href may alias u's current href (memmove semantics). On
// failure u is unchanged.
func storeHref(u *C.struct_wurl_url, href string, x whatwgurl.Components) C.int {
	n := len(href)
	if n > maxLen {
		return stTooLong
	}
	if n+1 <= int(u.href_cap) {
		buf := cbytes(u.href, n+1)
		copy(buf, href)
		buf[n] = 0
	} else {
		p := (*C.char)(C.malloc(C.size_t(n + 1)))
		if p == nil {
			return stNoMemory
		}
		buf := cbytes(p, n+1)
		copy(buf, href)
		buf[n] = 0
		if u.flags&C.WURL_F_INLINE == 0 {
			C.free(unsafe.Pointer(u.href))
		}
		u.flags &^= C.WURL_F_INLINE
		u.href = p
		u.href_cap = C.size_t(n + 1)
	}
	u.href_len = C.size_t(n)
	setComponents(&u.c, x)
	return stOK
}

// baseOf is the base URL of a parse: the string base parsed when hasBase,
// else the handle baseURL when not NULL, else none. When the base string does
// not parse it returns the validation error that made it fail; st is not OK
// when the handle's components do not fit its href (see urlOf).
func baseOf(ps whatwgurl.Parser, base *C.char, baseLen C.size_t, hasBase C.int, baseURL *C.struct_wurl_url) (*whatwgurl.URL, whatwgurl.ValidationErrorType, C.int) {
	if hasBase != 0 {
		b, err := ps.Parse(cstr(base, baseLen))
		if err != nil {
			return nil, failureOf(err), stOK
		}
		return b, 0, stOK
	}
	if baseURL != nil {
		bu, st := urlOf(baseURL)
		return &bu, 0, st
	}
	return nil, 0, stOK
}

// parseFailed records why a parse failed (the validation error kind, and
// whether the base string is what failed) for wurl_last_parse_failure, and
// is the status to return. The record is the calling C thread's: an export
// runs on its caller's thread, and so does this call back into C.
func parseFailed(kind whatwgurl.ValidationErrorType, base bool) C.int {
	b := C.int(0)
	if base {
		b = 1
	}
	C.wurl__parse_failed(C.int(kind), b)
	return stParse
}

// failureOf is the validation error that made a parse or a host operation
// fail.
func failureOf(err error) whatwgurl.ValidationErrorType {
	var pe *whatwgurl.ParseError
	if errors.As(err, &pe) {
		return pe.Type
	}
	var he *whatwgurl.HostError
	if errors.As(err, &he) {
		return he.Type
	}
	return 0
}

// fillBlock makes the C block *blk (from the C side's new_block, href
// capacity guessed) the URL href with components x, reallocating the block
// when href does not fit; *blk is then updated. On failure *blk is still a
// block the C side frees.
func fillBlock(blk **C.struct_wurl_url, href string, x whatwgurl.Components) C.int {
	n := len(href)
	if n > maxLen {
		return stTooLong
	}
	if !growBlock(blk, n+1) {
		return stNoMemory
	}
	u := *blk
	buf := cbytes(u.href, n+1)
	if unsafe.StringData(href) != (*byte)(unsafe.Pointer(u.href)) {
		copy(buf, href) // not parsed in place
	}
	buf[n] = 0
	u.href_len = C.size_t(n)
	u.flags = C.WURL_F_INLINE | C.uint32_t(x.Edition())<<C.WURL_F_EDITION_SHIFT
	u.sp = nil
	u.list = 0
	setComponents(&u.c, x)
	u.magic = C.WURL_MAGIC_URL
	return stOK
}

// growBlock makes the href capacity of the C block *blk (href inline) at
// least size bytes, reallocating it when it is smaller; *blk is then
// updated. On failure it reports false and *blk is unchanged.
func growBlock(blk **C.struct_wurl_url, size int) bool {
	u := *blk
	if size <= int(u.href_cap) {
		return true
	}
	total := C.size_t(unsafe.Sizeof(*u)) + C.size_t(size)
	nb := (*C.struct_wurl_url)(C.realloc(unsafe.Pointer(u), total))
	if nb == nil {
		return false
	}
	nb.href = (*C.char)(unsafe.Add(unsafe.Pointer(nb), unsafe.Sizeof(*nb)))
	nb.href_cap = C.size_t(size)
	*blk = nb
	return true
}

// newCString copies s into C memory as an owned wurl_string.
func newCString(out *C.wurl_string, s string) C.int {
	if len(s) > maxLen {
		return stTooLong
	}
	p := (*C.char)(C.malloc(C.size_t(len(s) + 1)))
	if p == nil {
		return stNoMemory
	}
	buf := cbytes(p, len(s)+1)
	copy(buf, s)
	buf[len(s)] = 0
	out.data = p
	out.len = C.size_t(len(s))
	return stOK
}

// recoverStatus turns a panic of the engine into WURL_ERR_INTERNAL. Every
// export defers it, so that no Go panic reaches C.
func recoverStatus(st *C.int) {
	if recover() != nil {
		*st = stInternal
	}
}
