package main

/*
#include "internal.h"
*/
import "C"

import (
	"runtime/cgo"
	"strings"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// spList is the list of a search-params object: the engine's object, kept
// in Go from call to call and reached from C through a handle. For a URL's
// own object, q takes its update steps and writes them into the C URL.
//
// The engine keeps the strings it is given (names, values, the parsed
// query), so every string that goes into a list is a Go copy, never a view
// of C memory.
type spList struct {
	sp *whatwgurl.SearchParams
	q  cQuery
	// Where the views the object returned since the list last changed are:
	// each pair's by index, the others by content (see view).
	pairs  []C.wurl_str
	strs   map[string]C.wurl_str
	arrays map[string]*C.wurl_str
}

func listOf(h C.uintptr_t) *spList { return cgo.Handle(h).Value().(*spList) }

// releaseHandles deletes the handles that frees left (wurl__release_later)
// and frees their nodes.
func releaseHandles(r *C.struct_wurl_released) {
	for r != nil {
		next := r.next
		cgo.Handle(r.handle).Delete()
		C.free(unsafe.Pointer(r))
		r = next
	}
}

// wurlgo_sp_new fills the standalone object p with new URLSearchParams(init).
//
//export wurlgo_sp_new
func wurlgo_sp_new(init *C.char, n C.size_t, p *C.struct_wurl_search_params, released *C.struct_wurl_released) (st C.int) {
	defer recoverStatus(&st)
	releaseHandles(released)
	l := &spList{sp: whatwgurl.NewSearchParams(strings.Clone(cstr(init, n)))}
	p.list = C.uintptr_t(cgo.NewHandle(l))
	return stOK
}

// urlList returns the list of the C URL u's query object, made now from u's
// query when u has none yet.
// Components that do not fit the href (memory the caller overwrote) give
// stInternal.
func urlList(u *C.struct_wurl_url) (*spList, C.int) {
	if u.list != 0 {
		return listOf(u.list), stOK
	}
	// A copy of the href: the list keeps substrings of the query.
	url, err := whatwgurl.FromComponents(strings.Clone(cstr(u.href, u.href_len)), componentsOf(&u.c))
	if err != nil {
		return nil, stInternal
	}
	l := newURLList(u, &url)
	u.list = C.uintptr_t(cgo.NewHandle(l))
	return l, stOK
}

// newURLList makes url's query object (url is the engine's view of u) the
// list of u's query object.
func newURLList(u *C.struct_wurl_url, url *whatwgurl.URL) *spList {
	l := &spList{q: cQuery{u: u, st: stOK}}
	l.sp = url.MoveSearchParams(&l.q)
	return l
}

// setURLList makes l (nil: the parse of the query, made when needed) the
// list of u's query object.
func setURLList(u *C.struct_wurl_url, l *spList) {
	if u.sp != nil {
		C.wurl__sp_views_reset(u.sp) // the list changes: so do its views
	}
	if u.list != 0 {
		cgo.Handle(u.list).Delete()
		u.list = 0
	}
	if l != nil {
		u.list = C.uintptr_t(cgo.NewHandle(l))
	}
}

// A view a search-params object returned stays valid until its list changes
// (the header's promise, as ada's views into its list), so views are never
// overwritten: each is copied into p's chunks, which go only when the list
// changes (wurl__sp_views_reset). So that reading a list again and again
// does not grow them, each pair, every other distinct string and every
// get_all array is copied once per version of the list: l remembers where.

// forgetViews frees every view p returned, when l (p's list) changes.
func forgetViews(p *C.struct_wurl_search_params, l *spList) {
	C.wurl__sp_views_reset(p)
	l.pairs, l.strs, l.arrays = nil, nil, nil
}

// chunkHead is where a chunk's data starts: its header rounded up to the
// alignment of wurl_str, as searchparams.c lays it out.
const (
	viewAlign = int(unsafe.Alignof(C.wurl_str{}))
	chunkHead = (int(unsafe.Sizeof(C.struct_wurl_sp_chunk{})) + viewAlign - 1) / viewAlign * viewAlign
)

// viewsAlloc is n bytes in p's chunks, aligned for wurl_str: from the
// newest chunk when it has room (no call into C), else from a new chunk
// (wurl__sp_views_alloc); nil when malloc fails.
func viewsAlloc(p *C.struct_wurl_search_params, n int) unsafe.Pointer {
	n = (max(n, 1) + viewAlign - 1) / viewAlign * viewAlign
	if c := p.views; c != nil && int(c.cap-c.used) >= n {
		m := unsafe.Add(unsafe.Pointer(c), chunkHead+int(c.used))
		c.used += C.size_t(n)
		return m
	}
	return C.wurl__sp_views_alloc(p, C.size_t(n))
}

// copyView is a copy of s in p's chunks.
func copyView(p *C.struct_wurl_search_params, s string) (C.wurl_str, bool) {
	m := viewsAlloc(p, len(s))
	if m == nil {
		return C.wurl_str{}, false
	}
	copy(cbytes((*C.char)(m), len(s)), s)
	return C.wurl_str{data: (*C.char)(m), len: C.size_t(len(s))}, true
}

// view is s in p's chunks, copied once per version of the list.
func view(p *C.struct_wurl_search_params, l *spList, s string) (C.wurl_str, bool) {
	if v, ok := l.strs[s]; ok {
		return v, true
	}
	v, ok := copyView(p, s)
	if !ok {
		return v, false
	}
	if l.strs == nil {
		l.strs = make(map[string]C.wurl_str)
	}
	l.strs[s] = v
	return v, true
}

// pairView is the name and value of pair i in p's chunks, copied once per
// version of the list (a loop over the entries reads each pair once).
func pairView(p *C.struct_wurl_search_params, l *spList, i int) (name, value C.wurl_str, ok bool) {
	if len(l.pairs) != 2*l.sp.Size() {
		l.pairs = make([]C.wurl_str, 2*l.sp.Size())
	}
	if l.pairs[2*i].data == nil {
		k, v := l.sp.At(i)
		var ok1, ok2 bool
		if l.pairs[2*i], ok1 = copyView(p, k); !ok1 {
			return name, value, false
		}
		if l.pairs[2*i+1], ok2 = copyView(p, v); !ok2 {
			l.pairs[2*i].data = nil
			return name, value, false
		}
	}
	return l.pairs[2*i], l.pairs[2*i+1], true
}

// viewArray is the array of the views of strs in p's chunks, remembered
// under key (the name of get_all); nil when malloc fails.
func viewArray(p *C.struct_wurl_search_params, l *spList, key string, strs []string) *C.wurl_str {
	if a, ok := l.arrays[key]; ok {
		return a
	}
	size := len(strs) * int(unsafe.Sizeof(C.wurl_str{}))
	m := viewsAlloc(p, size)
	if m == nil {
		return nil
	}
	// The array's pointer fields are stored from Go: while the GC marks, each
	// store's write barrier reads the old value, so the (uninitialised)
	// slots are zeroed first.
	clear(cbytes((*C.char)(m), size))
	arr := unsafe.Slice((*C.wurl_str)(m), len(strs))
	for i, s := range strs {
		v, ok := view(p, l, s)
		if !ok {
			return nil
		}
		arr[i] = v
	}
	if l.arrays == nil {
		l.arrays = make(map[string]*C.wurl_str)
	}
	l.arrays[strings.Clone(key)] = &arr[0]
	return &arr[0]
}

// wurlgo_sp runs one URLSearchParams operation on p. A URL's own object
// changes the C URL's query through its cQuery, in the engine's update steps.
//
//export wurlgo_sp
func wurlgo_sp(p *C.struct_wurl_search_params, op C.int, name *C.char, nameLen C.size_t,
	value *C.char, valueLen C.size_t, hasValue C.int, index C.size_t, res *C.struct_wurl_sp_result,
	released *C.struct_wurl_released) (st C.int) {
	defer recoverStatus(&st)
	releaseHandles(released)
	var l *spList
	if p.standalone != 0 {
		l = listOf(p.list)
	} else if l, st = urlList(p.url); st != stOK {
		return st
	}
	sp := l.sp
	// Lookups only read n and v; a change keeps them, so it gets copies.
	n, v := cstr(name, nameLen), cstr(value, valueLen)
	switch op {
	case C.WURL_SP_APPEND, C.WURL_SP_DELETE, C.WURL_SP_SET, C.WURL_SP_SORT:
		forgetViews(p, l)
	}
	switch op {
	case C.WURL_SP_SIZE:
		res.n = C.size_t(sp.Size())
	case C.WURL_SP_APPEND:
		sp.Append(strings.Clone(n), strings.Clone(v))
	case C.WURL_SP_DELETE:
		if hasValue != 0 {
			sp.DeleteValue(strings.Clone(n), strings.Clone(v))
		} else {
			sp.Delete(strings.Clone(n))
		}
	case C.WURL_SP_SET:
		sp.Set(strings.Clone(n), strings.Clone(v))
	case C.WURL_SP_SORT:
		sp.Sort()
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
		a, ok := view(p, l, s)
		if !ok {
			return stNoMemory
		}
		res.found = 1
		res.a = a
	case C.WURL_SP_GET_ALL:
		all := sp.GetAll(n)
		if len(all) == 0 {
			return stOK
		}
		arr := viewArray(p, l, n, all)
		if arr == nil {
			return stNoMemory
		}
		res.n = C.size_t(len(all))
		res.arr = arr
	case C.WURL_SP_ENTRY:
		if uint64(index) >= uint64(sp.Size()) {
			return stInvalidArgument
		}
		a, b, ok := pairView(p, l, int(index))
		if !ok {
			return stNoMemory
		}
		res.a, res.b = a, b
	case C.WURL_SP_TO_STRING_ENCODING:
		s, err := sp.StringWithEncoding(n)
		if err != nil {
			return stUnknownEncoding
		}
		a, ok := view(p, l, s)
		if !ok {
			return stNoMemory
		}
		res.a = a
	case C.WURL_SP_TO_STRING:
		a, ok := view(p, l, sp.String())
		if !ok {
			return stNoMemory
		}
		res.a = a
	default:
		return stInvalidArgument
	}
	if p.standalone == 0 && l.q.st != stOK {
		// The URL could not take the update (its href is as it was): the
		// list goes too, so that the object reads the URL's query again.
		st = l.q.st
		setURLList(p.url, nil)
		return st
	}
	return stOK
}
