//go:build cgo

// Package canonicalc compiles the C library's fast path (capi/canonical.c)
// on its own, so that the engine's tests (whatwgurl/fastpath_c_test.go) can
// hold it against the engine's fast path under go test. It is test support:
// the library does not use it, and the engine stays pure Go (its tests skip
// the comparison when cgo is off).
package canonicalc

// canonical.c, cpu.c (which canonical.c asks for SSSE3) and the headers they
// read are symbolic links to capi's files: cgo compiles the C files of the
// package's own folder, and the go command notices a change only in those (an
// #include of a file outside it would leave a stale build in the cache, and go
// test would hold the engine against an old canonical.c).

/*
#cgo CFLAGS: -O2 -Wall -Wextra
#include "internal.h"
*/
import "C"

import (
	"sync"
	"unsafe"
)

// Available reports whether the C fast path is compiled in (cgo is on).
const Available = true

// Components mirrors wurl_components' fields that canonical.c writes, in the
// order of whatwgurl.Components (this package cannot import the engine,
// whose tests import it).
type Components struct {
	Offsets    [12]uint32 // scheme_end ... fragment_start
	Port       int32
	HostType   uint8
	SchemeType uint8
	OpaquePath bool
	// The flags C readers use, derived by canonical.c.
	HasCredentials, HasHost, HasPort, HasQuery, HasFragment bool
}

// Canonical runs wurl__canonical on input: ok when the C fast path takes it,
// slash when the href is input followed by "/", and the components then.
// It scans as the library does: with vector instructions where canonical.c
// has them for this processor (Vector).
func Canonical(input string) (c Components, slash, ok bool) { return run(input, true) }

// CanonicalWord is Canonical with canonical.c's word-at-a-time scans, which
// run where the vector ones do not.
func CanonicalWord(input string) (c Components, slash, ok bool) { return run(input, false) }

// Rewrite runs wurl__canonical_rewrite on input: ok when the C rewriting
// fast path takes it, with the rewrite out (the href, followed by "/" when
// slash) and its components.
func Rewrite(input string) (out string, c Components, slash, ok bool) {
	var wc C.wurl_components
	var sl C.int
	var n C.size_t
	buf := make([]byte, len(input)+1)
	p := (*C.char)(unsafe.Pointer(unsafe.StringData(input)))
	if C.wurl__canonical_rewrite(p, C.size_t(len(input)), (*C.char)(unsafe.Pointer(&buf[0])), &n, &wc, &sl) == 0 {
		return "", c, false, false
	}
	return string(buf[:n]), componentsOf(&wc), sl != 0, true
}

// Vector reports whether canonical.c has vector scans for this processor.
func Vector() bool {
	mu.Lock()
	defer mu.Unlock()
	return C.wurl__canonical_vector(1) != 0
}

// mu holds canonical.c's choice of scans (a global) for one call.
var mu sync.Mutex

func run(input string, vector bool) (c Components, slash, ok bool) {
	var wc C.wurl_components
	var sl C.int
	on := C.int(0)
	if vector {
		on = 1
	}
	p := (*C.char)(unsafe.Pointer(unsafe.StringData(input)))
	mu.Lock()
	C.wurl__canonical_vector(on)
	took := C.wurl__canonical(p, C.size_t(len(input)), &wc, &sl)
	C.wurl__canonical_vector(1)
	mu.Unlock()
	if took == 0 {
		return c, false, false
	}
	return componentsOf(&wc), sl != 0, true
}

// componentsOf is wc as a Components.
func componentsOf(wc *C.wurl_components) (c Components) {
	c.Offsets = [12]uint32{uint32(wc.scheme_end), uint32(wc.username_start), uint32(wc.username_end),
		uint32(wc.password_start), uint32(wc.password_end), uint32(wc.host_start), uint32(wc.host_end),
		uint32(wc.port_start), uint32(wc.port_end), uint32(wc.path_start), uint32(wc.query_start),
		uint32(wc.fragment_start)}
	c.Port = int32(wc.port)
	c.HostType, c.SchemeType = uint8(wc.host_type), uint8(wc.scheme_type)
	c.OpaquePath = bool(wc.has_opaque_path)
	c.HasCredentials, c.HasHost, c.HasPort = bool(wc.has_credentials), bool(wc.has_host), bool(wc.has_port)
	c.HasQuery, c.HasFragment = bool(wc.has_query), bool(wc.has_fragment)
	return c
}
