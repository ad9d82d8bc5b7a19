package main

/*
#include "internal.h"
*/
import "C"

import "unsafe"

// cQuery is a C URL as the holder of its query (whatwgurl.QueryHolder): the
// update steps of the URL's query object write straight into the C href, so
// that C getters see them without entering Go. A write that fails (no
// memory, too long) leaves the URL as it was and is recorded in st.
type cQuery struct {
	u  *C.struct_wurl_url
	st C.int
}

const omitted = C.uint32_t(C.WURL_OMITTED)

// queryRange returns where u's query lies, its '?' included: [start, end),
// empty at the end of the path when the query is null.
func queryRange(u *C.struct_wurl_url) (start, end int) {
	n := int(u.href_len)
	end = n
	if u.c.fragment_start != omitted {
		end = int(u.c.fragment_start)
	}
	if u.c.query_start == omitted {
		return end, end
	}
	return int(u.c.query_start), end
}

// SetQuery makes "?" + query u's query, or makes it null when query is "".
func (q *cQuery) SetQuery(query []byte) {
	u := q.u
	start, end := queryRange(u)
	if len(query) == 0 {
		if q.splice(start, end, false) {
			u.c.query_start = omitted
			u.c.has_query = false
			q.moveFragment(start)
		}
		return
	}
	if q.splice(start, end, false, []byte{'?'}, query) {
		u.c.query_start = C.uint32_t(start)
		u.c.has_query = true
		q.moveFragment(start + 1 + len(query))
	}
}

// AppendQuery appends tail to u's query. The href grows geometrically, so
// that appending pair after pair costs O(1) amortized (the fragment, if any,
// moves each time).
func (q *cQuery) AppendQuery(tail []byte) {
	_, end := queryRange(q.u)
	if q.splice(end, end, true, tail) {
		q.moveFragment(end + len(tail))
	}
}

func (q *cQuery) moveFragment(at int) {
	if q.u.c.fragment_start != omitted {
		q.u.c.fragment_start = C.uint32_t(at)
	}
}

// splice replaces href[a:b] by the concatenation of parts, keeping the NUL
// after the href. With grow, a buffer that must grow gets half as much
// again room. On failure it records the status and changes nothing.
func (q *cQuery) splice(a, b int, grow bool, parts ...[]byte) bool {
	if q.st != stOK {
		return false
	}
	u := q.u
	n := int(u.href_len)
	ins := 0
	for _, p := range parts {
		ins += len(p)
	}
	m := n - (b - a) + ins
	if m > maxLen {
		q.st = stTooLong
		return false
	}
	if m+1 > int(u.href_cap) {
		capacity := m + 1
		if grow {
			capacity += capacity / 2
		}
		buf := (*C.char)(C.malloc(C.size_t(capacity)))
		if buf == nil {
			q.st = stNoMemory
			return false
		}
		countCopied(m + 1)
		dst := cbytes(buf, m+1)
		src := cbytes(u.href, n+1)
		copy(dst, src[:a])
		copy(dst[a+ins:], src[b:])
		if u.flags&C.WURL_F_INLINE == 0 {
			C.free(unsafe.Pointer(u.href))
		}
		u.flags &^= C.WURL_F_INLINE
		u.href = buf
		u.href_cap = C.size_t(capacity)
	} else {
		countCopied(n - b + 1 + ins)
		buf := cbytes(u.href, max(n, m)+1)
		copy(buf[a+ins:], buf[b:n+1]) // memmove: the ranges may overlap
	}
	dst := cbytes(u.href, m+1)[a:]
	for _, p := range parts {
		dst = dst[copy(dst, p):]
	}
	u.href_len = C.size_t(m)
	return true
}
