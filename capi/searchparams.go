package main

/*
#include "internal.h"
*/
import "C"

import (
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// setList stores the serialized list of a standalone object in C memory.
func setList(p *C.struct_wurl_search_params, s string) C.int {
	q := (*C.char)(C.malloc(C.size_t(len(s) + 1)))
	if q == nil {
		return stNoMemory
	}
	b := cbytes(q, len(s)+1)
	copy(b, s)
	b[len(s)] = 0
	C.free(unsafe.Pointer(p.list))
	p.list = q
	p.list_len = C.size_t(len(s))
	return stOK
}

// wurlgo_sp_new fills the standalone object p with new URLSearchParams(init).
// A standalone object keeps its list serialized: parsing a serialization
// gives back the same list, so every operation starts from it.
//
//export wurlgo_sp_new
func wurlgo_sp_new(init *C.char, n C.size_t, p *C.struct_wurl_search_params) (st C.int) {
	defer recoverStatus(&st)
	return setList(p, whatwgurl.NewSearchParams(cstr(init, n)).String())
}

// scratch grows p's scratch buffer to n bytes at least and returns it.
func scratch(p *C.struct_wurl_search_params, n int) []byte {
	if n == 0 {
		n = 1
	}
	if int(p.scratch_cap) < n {
		q := C.realloc(unsafe.Pointer(p.scratch), C.size_t(n))
		if q == nil {
			return nil
		}
		p.scratch = (*C.char)(q)
		p.scratch_cap = C.size_t(n)
	}
	return cbytes(p.scratch, n)
}

// views copies strs into p's scratch: an array of len(strs) wurl_str, then
// their bytes. It returns the array, or nil when malloc fails.
func views(p *C.struct_wurl_search_params, strs ...string) []C.wurl_str {
	head := len(strs) * int(unsafe.Sizeof(C.wurl_str{}))
	total := head
	for _, s := range strs {
		total += len(s)
	}
	buf := scratch(p, total)
	if buf == nil {
		return nil
	}
	// The array's pointer fields are stored from Go: while the GC marks, each
	// store's write barrier reads the old value, so the (realloc'd, maybe
	// uninitialised) slots are zeroed first.
	clear(buf[:head])
	arr := unsafe.Slice((*C.wurl_str)(unsafe.Pointer(p.scratch)), len(strs))
	off := head
	for i, s := range strs {
		copy(buf[off:], s)
		arr[i].data = (*C.char)(unsafe.Add(unsafe.Pointer(p.scratch), off))
		arr[i].len = C.size_t(len(s))
		off += len(s)
	}
	return arr
}

// wurlgo_sp runs one URLSearchParams operation on p. A URL's own object
// works on the URL's query: the list is parsed from it, and a change runs the
// update steps, whose new href is written back into the URL. A standalone
// object works on its serialized list.
//
//export wurlgo_sp
func wurlgo_sp(p *C.struct_wurl_search_params, op C.int, name *C.char, nameLen C.size_t,
	value *C.char, valueLen C.size_t, hasValue C.int, index C.size_t, res *C.struct_wurl_sp_result) (st C.int) {
	defer recoverStatus(&st)
	var sp *whatwgurl.SearchParams
	var url whatwgurl.URL
	if p.standalone != 0 {
		sp = whatwgurl.NewSearchParams(cstr(p.list, p.list_len))
	} else {
		if url, st = urlOf(p.url); st != stOK {
			return st
		}
		sp = url.SearchParams()
	}
	n, v := cstr(name, nameLen), cstr(value, valueLen)
	changed := false
	switch op {
	case C.WURL_SP_SIZE:
		res.n = C.size_t(sp.Size())
	case C.WURL_SP_APPEND:
		sp.Append(n, v)
		changed = true
	case C.WURL_SP_DELETE:
		if hasValue != 0 {
			sp.DeleteValue(n, v)
		} else {
			sp.Delete(n)
		}
		changed = true
	case C.WURL_SP_SET:
		sp.Set(n, v)
		changed = true
	case C.WURL_SP_SORT:
		sp.Sort()
		changed = true
	case C.WURL_SP_HAS:
		var found bool
		if hasValue != 0 {
			found = sp.HasValue(n, v)
		} else {
			found = sp.Has(n)
		}
		if found {
			res.found = 1
		}
	case C.WURL_SP_GET:
		s, found := sp.Get(n)
		if !found {
			return stOK
		}
		arr := views(p, s)
		if arr == nil {
			return stNoMemory
		}
		res.found = 1
		res.a = arr[0]
	case C.WURL_SP_GET_ALL:
		all := sp.GetAll(n)
		if len(all) == 0 {
			return stOK
		}
		arr := views(p, all...)
		if arr == nil {
			return stNoMemory
		}
		res.n = C.size_t(len(all))
		res.arr = &arr[0]
	case C.WURL_SP_ENTRY:
		if uint64(index) >= uint64(sp.Size()) {
			return stInvalidArgument
		}
		k, val := sp.At(int(index))
		arr := views(p, k, val)
		if arr == nil {
			return stNoMemory
		}
		res.a, res.b = arr[0], arr[1]
	case C.WURL_SP_TO_STRING_ENCODING:
		s, err := sp.StringWithEncoding(n)
		if err != nil {
			return stUnknownEncoding
		}
		arr := views(p, s)
		if arr == nil {
			return stNoMemory
		}
		res.a = arr[0]
	case C.WURL_SP_TO_STRING:
		arr := views(p, sp.String())
		if arr == nil {
			return stNoMemory
		}
		res.a = arr[0]
	default:
		return stInvalidArgument
	}
	if !changed {
		return stOK
	}
	if p.standalone != 0 {
		return setList(p, sp.String())
	}
	return storeHref(p.url, url.Href(), url.Components())
}
