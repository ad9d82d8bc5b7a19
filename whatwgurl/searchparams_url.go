package whatwgurl

import (
	"strings"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/internal/workcount"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/form"
)

// A QueryHolder holds the query of the URL a URLSearchParams object is
// linked to, and takes the object's update steps (section 6.2). A URL of
// this package is its own object's holder; a binding that keeps URLs in
// memory of its own (the C ABI) implements one to link an object to such a
// URL (see (*URL).MoveSearchParams).
type QueryHolder interface {
	// SetQuery sets the URL's query to query, the serialization of the
	// object's list, or to null when query is empty. query is valid only
	// during the call.
	SetQuery(query []byte)
	// AppendQuery appends tail to the URL's query, which is not null: tail
	// is "&" and the serialization of a pair just appended to the list, and
	// the query was the serialization of the list without it. tail is valid
	// only during the call.
	AppendQuery(tail []byte)
}

// queryLink is a SearchParams's URL object, as its update steps see it.
type queryLink struct {
	holder QueryHolder
	own    urlQuery // the holder when the URL is one of this package's
	// inSync is true while the holder's query is the serialization of the
	// list: from an update until the list is set from elsewhere.
	inSync bool
	buf    []byte // the serialization, reused from one update to the next
}

// SearchParams returns the URL's URLSearchParams object (section 6.1, the
// searchParams getter): the same object on every call, made on the first
// from the URL's query.
func (u *URL) SearchParams() *SearchParams {
	if u.sp == nil {
		// The URL constructor initializes its query object with the query,
		// or with the empty string when the query is null. Making it later
		// gives the same list: only the search setter sets the list to
		// something else, and it makes the object then (SetSearch).
		u.sp = u.newSearchParams()
		u.sp.reset(u.queryOrEmpty())
	}
	return u.sp
}

// newSearchParams returns an empty URLSearchParams object linked to u.
func (u *URL) newSearchParams() *SearchParams {
	x := &struct { // one allocation for both
		p SearchParams
		l queryLink
	}{}
	x.p.link = &x.l
	x.l.own.u = u
	x.l.holder = &x.l.own
	return &x.p
}

// HasSearchParams reports whether u has made its URLSearchParams object:
// SearchParams made it, or a search setter did because the list it set is
// not the parse of the query it set.
func (u *URL) HasSearchParams() bool { return u.sp != nil }

// MoveSearchParams is for bindings that keep a URL in memory of their own
// and work on it through a URL of this package made over that memory
// (FromComponents): h must hold that same URL. It returns u's
// URLSearchParams object, made now if need be, whose update steps go to h
// from now on; u lets go of it (its next SearchParams call makes another).
func (u *URL) MoveSearchParams(h QueryHolder) *SearchParams {
	p := u.SearchParams()
	u.sp = nil
	p.link.own = urlQuery{}
	p.link.holder = h
	return p
}

// update is the update steps of section 6.2: when the object has a URL
// object, that URL's query becomes the serialization of the list, or null
// when that is the empty string.
func (p *SearchParams) update() {
	l := p.link
	if l == nil {
		return
	}
	l.buf = p.list.appendSerialized(l.buf[:0])
	l.holder.SetQuery(l.buf)
	l.inSync = true
}

// updateAfterAppend is the update steps after the append method appended
// t: while the query is the serialization of the list before t, the new
// serialization is the query, "&" and t's serialization.
func (p *SearchParams) updateAfterAppend(t form.Pair) {
	l := p.link
	if l == nil {
		return
	}
	if !l.inSync || p.list.size() == 1 {
		p.update()
		return
	}
	l.buf = append(l.buf[:0], '&')
	l.buf = form.AppendSerialize(l.buf, []form.Pair{t}, nil)
	workcount.Add(workcount.Serialized, len(l.buf))
	l.holder.AppendQuery(l.buf)
}

// urlQuery is a URL of this package as the holder of its query.
type urlQuery struct {
	u *URL
	// href is the last href this holder wrote, with room to grow: while u
	// has no fragment and its href is still that string, appending to the
	// query writes only the new bytes. (A Builder never changes bytes it
	// has handed out in a string, so strings taken from u before stay as
	// they were.)
	href strings.Builder
}

// SetQuery replaces u's query (with its '?') by "?" + query, or removes it
// when query is empty.
func (q *urlQuery) SetQuery(query []byte) {
	u := q.u
	old := u.href
	pathEnd := u.c.pathEnd(len(old))
	queryEnd := pathEnd
	if u.c.QueryStart != Absent {
		queryEnd = u.c.queryEnd(len(old))
	}
	n := int(pathEnd) + len(old) - int(queryEnd)
	if len(query) > 0 {
		n += 1 + len(query)
	}
	workcount.Add(workcount.Copied, n)
	q.href.Reset()
	q.href.Grow(n)
	q.href.WriteString(old[:pathEnd])
	u.c.QueryStart = Absent
	if len(query) > 0 {
		u.c.QueryStart = pathEnd
		q.href.WriteByte('?')
		q.href.Write(query)
	}
	if u.c.FragmentStart != Absent {
		u.c.FragmentStart = uint32(q.href.Len())
	}
	q.href.WriteString(old[queryEnd:])
	u.href = q.href.String()
}

// AppendQuery appends tail to u's query.
func (q *urlQuery) AppendQuery(tail []byte) {
	u := q.u
	if u.c.FragmentStart == Absent && q.owns(u.href) {
		if q.href.Cap()-q.href.Len() < len(tail) {
			// Double, rather than leave it to append's growth (a quarter
			// more for long slices), so that each byte is copied about
			// once more on average.
			old := u.href
			workcount.Add(workcount.Copied, len(old))
			q.href = strings.Builder{}
			q.href.Grow(2 * (len(old) + len(tail)))
			q.href.WriteString(old)
		}
		workcount.Add(workcount.Copied, len(tail))
		q.href.Write(tail)
		u.href = q.href.String()
		return
	}
	old := u.href
	queryEnd := u.c.queryEnd(len(old))
	n := len(old) + len(tail)
	workcount.Add(workcount.Copied, n)
	q.href.Reset()
	if u.c.FragmentStart == Absent {
		q.href.Grow(2 * n) // room for the appends to come
	} else {
		q.href.Grow(n)
		u.c.FragmentStart += uint32(len(tail))
	}
	q.href.WriteString(old[:queryEnd])
	q.href.Write(tail)
	q.href.WriteString(old[queryEnd:])
	u.href = q.href.String()
}

// owns reports whether href is the string q.href holds: the same bytes in
// the same memory, so that writing past its end changes no string.
func (q *urlQuery) owns(href string) bool {
	return len(href) == q.href.Len() && len(href) > 0 &&
		unsafe.StringData(href) == unsafe.StringData(q.href.String())
}
