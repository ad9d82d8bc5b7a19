// Package arrowtest checks libwhatwgurl's Arrow C Data Interface with a real
// Arrow consumer and producer: github.com/apache/arrow-go/v18's cdata package
// imports the arrays wurl_batch_to_arrow exports and exports the columns
// wurl_parse_arrow reads. It is a module of its own (the library keeps its two
// dependencies) and links build/libwhatwgurl.so through cgo: run `make lib`
// first, or `make test-arrow-go`.
//
// This file holds the cgo (a _test.go file cannot); arrow_test.go the tests.
package arrowtest

/*
#cgo CFLAGS: -I${SRCDIR}/../../include
#cgo LDFLAGS: -L${SRCDIR}/../../build -lwhatwgurl -Wl,-rpath,${SRCDIR}/../../build
#include <stdlib.h>
#include "whatwgurl.h"
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/cdata"
)

// Components are the names of the string children of an exported batch, in
// order; they are also the getters, in wurl_attribute order.
var Components = []string{"href", "protocol", "username", "password", "host", "hostname",
	"port", "pathname", "search", "hash"}

// URL is what the per-URL functions of the C ABI say about one input: whether
// it parses (Status), and then its getters' values and host type.
type URL struct {
	Status   int
	Values   [10]string
	HostType int8
}

// cbytes makes C memory holding s (freed by the caller); never NULL.
func cbytes(s string) *C.char {
	p := (*C.char)(C.malloc(C.size_t(len(s) + 1)))
	copy(unsafe.Slice((*byte)(unsafe.Pointer(p)), len(s)), s)
	return p
}

// Parse is wurl_parse of input against base (nil: none) read through the
// getters, one call each.
func Parse(input string, base *string) URL {
	in := cbytes(input)
	defer C.free(unsafe.Pointer(in))
	var b *C.char
	var blen C.size_t
	if base != nil {
		b, blen = cbytes(*base), C.size_t(len(*base))
		defer C.free(unsafe.Pointer(b))
	}
	var u *C.wurl_url
	st := C.wurl_parse(in, C.size_t(len(input)), b, blen, &u)
	r := URL{Status: int(st)}
	if st != C.WURL_OK {
		return r
	}
	defer C.wurl_free(u)
	getters := []func(*C.wurl_url) C.wurl_str{
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_href(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_protocol(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_username(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_password(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_host(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_hostname(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_port(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_pathname(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_search(u) },
		func(u *C.wurl_url) C.wurl_str { return C.wurl_get_hash(u) },
	}
	for k, get := range getters {
		v := get(u)
		r.Values[k] = C.GoStringN(v.data, C.int(v.len))
	}
	var comps C.wurl_components
	C.wurl_get_components(u, &comps)
	r.HostType = int8(comps.host_type)
	return r
}

// Batch is a wurl_batch.
type Batch struct{ b *C.wurl_batch }

// Statuses are the per-result statuses of the batch.
func (b Batch) Statuses() []int {
	n := int(C.wurl_batch_size(b.b))
	out := make([]int, n)
	if n == 0 {
		return out
	}
	rs := unsafe.Slice(C.wurl_batch_results(b.b), n)
	for i := range rs {
		out[i] = int(rs[i].status)
	}
	return out
}

// Free is wurl_batch_free.
func (b Batch) Free() { C.wurl_batch_free(b.b) }

// ParseBatch is wurl_parse_batch of inputs against base (nil: none).
func ParseBatch(inputs []string, base *string) (Batch, error) {
	n := len(inputs)
	ptrs := (**C.char)(C.calloc(C.size_t(n+1), C.size_t(unsafe.Sizeof((*C.char)(nil)))))
	lens := (*C.size_t)(C.calloc(C.size_t(n+1), C.size_t(unsafe.Sizeof(C.size_t(0)))))
	ps, ls := unsafe.Slice(ptrs, n), unsafe.Slice(lens, n)
	for i, s := range inputs {
		ps[i], ls[i] = cbytes(s), C.size_t(len(s))
	}
	defer func() {
		for i := range ps {
			C.free(unsafe.Pointer(ps[i]))
		}
		C.free(unsafe.Pointer(ptrs))
		C.free(unsafe.Pointer(lens))
	}()
	b, blen, free := cbase(base)
	defer free()
	var out *C.wurl_batch
	if st := C.wurl_parse_batch(ptrs, lens, C.size_t(n), b, blen, &out); st != C.WURL_OK {
		return Batch{}, fmt.Errorf("wurl_parse_batch: %s", C.GoString(C.wurl_status_name(st)))
	}
	return Batch{out}, nil
}

func cbase(base *string) (*C.char, C.size_t, func()) {
	if base == nil {
		return nil, 0, func() {}
	}
	b := cbytes(*base)
	return b, C.size_t(len(*base)), func() { C.free(unsafe.Pointer(b)) }
}

// ParseArrow exports arr with arrow-go (cdata.ExportArrowArray) and parses
// it with wurl_parse_arrow; the exported structs are released afterwards, as
// wurl_parse_arrow leaves them to the caller. It returns the status too, for
// the tests of bad input.
func ParseArrow(arr arrow.Array, base *string) (Batch, int) {
	s, a, release := exportGo(arr)
	defer release()
	return ParseArrowC(unsafe.Pointer(s), unsafe.Pointer(a), base)
}

// cStructs returns a zeroed C ArrowSchema and ArrowArray, and the function
// that frees the two structs (not what they hold).
func cStructs() (*C.struct_ArrowSchema, *C.struct_ArrowArray, func()) {
	s := (*C.struct_ArrowSchema)(C.calloc(1, C.sizeof_struct_ArrowSchema))
	a := (*C.struct_ArrowArray)(C.calloc(1, C.sizeof_struct_ArrowArray))
	return s, a, func() {
		C.free(unsafe.Pointer(s))
		C.free(unsafe.Pointer(a))
	}
}

// exportGo exports arr with arrow-go (cdata.ExportArrowArray) into C
// structs; release releases the export and frees the structs.
func exportGo(arr arrow.Array) (*C.struct_ArrowSchema, *C.struct_ArrowArray, func()) {
	s, a, free := cStructs()
	cs, ca := (*cdata.CArrowSchema)(unsafe.Pointer(s)), (*cdata.CArrowArray)(unsafe.Pointer(a))
	cdata.ExportArrowArray(arr, ca, cs)
	return s, a, func() {
		cdata.ReleaseCArrowSchema(cs)
		cdata.ReleaseCArrowArray(ca)
		free()
	}
}

// ParseArrowC is wurl_parse_arrow on C structs as they are.
func ParseArrowC(schema, array unsafe.Pointer, base *string) (Batch, int) {
	b, blen, free := cbase(base)
	defer free()
	var out *C.wurl_batch
	st := C.wurl_parse_arrow((*C.struct_ArrowSchema)(schema), (*C.struct_ArrowArray)(array), b,
		blen, &out)
	return Batch{out}, int(st)
}

// ToArrow exports the batch with wurl_batch_to_arrow and imports it with
// arrow-go (cdata.ImportCArray): the batch then belongs to the returned
// array, which frees it when it is released.
func (b Batch) ToArrow() (arrow.Field, arrow.Array, error) {
	return importExport(func(s *C.struct_ArrowSchema, a *C.struct_ArrowArray) error {
		if st := C.wurl_batch_to_arrow(b.b, s, a); st != C.WURL_OK {
			return fmt.Errorf("wurl_batch_to_arrow: %s", C.GoString(C.wurl_status_name(st)))
		}
		return nil
	})
}

// importExport calls export with a C schema and array for it to fill, then
// imports them with arrow-go (cdata.ImportCArray), which moves their
// contents; an array the import refuses is released.
func importExport(export func(*C.struct_ArrowSchema, *C.struct_ArrowArray) error) (arrow.Field, arrow.Array, error) {
	s, a, free := cStructs()
	defer free() // the import moved their contents
	if err := export(s, a); err != nil {
		return arrow.Field{}, nil, err
	}
	f, arr, err := cdata.ImportCArray((*cdata.CArrowArray)(unsafe.Pointer(a)),
		(*cdata.CArrowSchema)(unsafe.Pointer(s)))
	if err != nil {
		cdata.ReleaseCArrowArray((*cdata.CArrowArray)(unsafe.Pointer(a)))
	}
	return f, arr, err
}

// ParseArrowToArrow exports arr with arrow-go, parses it and exports its
// URLs in one call (wurl_parse_arrow_to_arrow), releases the exported input,
// and imports the struct array with arrow-go.
func ParseArrowToArrow(arr arrow.Array, base *string) (arrow.Field, arrow.Array, error) {
	s, a, release := exportGo(arr)
	b, blen, free := cbase(base)
	defer free()
	return importExport(func(os *C.struct_ArrowSchema, oa *C.struct_ArrowArray) error {
		st := C.wurl_parse_arrow_to_arrow(s, a, b, blen, os, oa)
		// The input is read during the call only: released right after it.
		release()
		if st != C.WURL_OK {
			return fmt.Errorf("wurl_parse_arrow_to_arrow: %s", C.GoString(C.wurl_status_name(st)))
		}
		return nil
	})
}

// Status names, for messages.
func StatusName(st int) string { return C.GoString(C.wurl_status_name(C.wurl_status(st))) }

// OK and InvalidArgument are the wurl_status values the tests compare with.
const (
	OK              = int(C.WURL_OK)
	InvalidArgument = int(C.WURL_ERR_INVALID_ARGUMENT)
)
