package whatwgurl

import (
	"strings"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/form"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/workcount"
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

	// inSync is true while the holder's query is ser, the serialization of
	// the list, in which the tuple at position pos is ser[segs[pos].start:
	// segs[pos].end] (a hole's segment is empty), as long as the list's
	// moves is still moves. Then a change rewrites the query by copying the
	// runs of ser that stay, and an append appends to it.
	inSync bool
	moves  uint64
	ser    []byte
	segs   []segment
	spare  []byte // the buffer the next rewrite writes into
}

// segment is where one tuple's serialization lies in queryLink.ser.
type segment struct{ start, end int }

// SearchParams returns the URL's URLSearchParams object (section 6.1, the
// searchParams getter): the same object on every call, made on the first
// from the URL's query.
func (u *URL) SearchParams() *SearchParams {
	sp := u.searchParams()
	if sp == nil {
		// The URL constructor initializes its query object with the query,
		// or with the empty string when the query is null. Making it later
		// gives the same list: only the search setter sets the list to
		// something else, and it makes the object then (SetSearch).
		sp = u.newSearchParams()
		sp.reset(u.queryOrEmpty())
		u.setSearchParams(sp)
	}
	return sp
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
func (u *URL) HasSearchParams() bool { return u.searchParams() != nil }

// MoveSearchParams is for bindings that keep a URL in memory of their own
// and work on it through a URL of this package made over that memory
// (FromComponents): h must hold that same URL. It returns u's
// URLSearchParams object, made now if need be, whose update steps go to h
// from now on; u lets go of it (its next SearchParams call makes another).
func (u *URL) MoveSearchParams(h QueryHolder) *SearchParams {
	p := u.SearchParams()
	u.setSearchParams(nil)
	p.link.own = urlQuery{}
	p.link.holder = h
	return p
}

// update is the update steps of section 6.2: when the object has a URL
// object, that URL's query becomes the serialization of the list, or null
// when that is the empty string. changed is the position of the one tuple
// whose value changed or that was appended, or -1.
func (p *SearchParams) update(changed int) {
	l := p.link
	if l == nil {
		return
	}
	if l.inSync && l.moves == p.list.moves {
		l.rewrite(&p.list, changed)
	} else {
		l.serializeAll(&p.list)
	}
	l.holder.SetQuery(l.ser)
	l.inSync = true
}

// updateAfterAppend is the update steps after the append method appended a
// tuple: while the query is the serialization of the list before it, the
// new serialization is the query, "&" and the tuple's serialization.
func (p *SearchParams) updateAfterAppend() {
	l := p.link
	if l == nil {
		return
	}
	pos := len(p.list.pairs) - 1
	if !l.inSync || l.moves != p.list.moves || len(l.segs) != pos || p.list.size() == 1 {
		p.update(pos)
		return
	}
	start := len(l.ser)
	l.ser = append(l.ser, '&')
	l.ser = appendTuple(l.ser, p.list.pairs[pos])
	l.segs = append(l.segs, segment{start + 1, len(l.ser)})
	workcount.Add(workcount.Serialized, len(l.ser)-start)
	l.holder.AppendQuery(l.ser[start:])
}

// appendTuple appends the serialization of one tuple (section 5.2).
func appendTuple(dst []byte, t form.Pair) []byte {
	one := [1]form.Pair{t}
	return form.AppendSerialize(dst, one[:], nil)
}

// serializeAll makes ser the serialization of list and records the
// segments.
func (l *queryLink) serializeAll(list *searchList) {
	l.ser, l.segs = l.ser[:0], l.segs[:0]
	for pos, t := range list.pairs {
		if !list.alive(pos) {
			l.segs = append(l.segs, segment{})
			continue
		}
		if len(l.ser) > 0 { // a tuple's serialization is never empty
			l.ser = append(l.ser, '&')
		}
		start := len(l.ser)
		l.ser = appendTuple(l.ser, t)
		l.segs = append(l.segs, segment{start, len(l.ser)})
	}
	l.moves = list.moves
	workcount.Add(workcount.Serialized, len(l.ser))
}

// rewrite makes ser the serialization of list after a change that moved no
// tuple: tuples that became holes go, the tuple at changed (if any) and the
// appended ones are serialized, and the others are copied from the old ser,
// as long runs where they were next to each other.
func (l *queryLink) rewrite(list *searchList, changed int) {
	w := rewriter{old: l.ser, dst: l.spare[:0], segs: l.segs, runFrom: -1}
	for pos := range list.pairs {
		switch {
		case !list.alive(pos):
			if pos < len(w.segs) {
				w.segs[pos] = segment{}
			}
		case pos >= len(w.segs) || pos == changed:
			w.flush()
			w.sep()
			start := len(w.dst)
			w.dst = appendTuple(w.dst, list.pairs[pos])
			workcount.Add(workcount.Serialized, len(w.dst)-start)
			if pos >= len(w.segs) {
				w.segs = append(w.segs, segment{})
			}
			w.segs[pos] = segment{start, len(w.dst)}
		default:
			s := w.segs[pos]
			if w.runFrom >= 0 && s.start == w.runTo+1 {
				w.runTo = s.end // next to the run: it grows
			} else {
				w.flush()
				w.runFrom, w.runTo, w.runPos = s.start, s.end, pos
			}
			w.runLast = pos
		}
	}
	w.flush()
	l.ser, l.spare, l.segs = w.dst, l.ser[:0], w.segs
}

// rewriter is the state of one rewrite: the run of old, [runFrom, runTo),
// that holds the tuples at positions runPos to runLast and is still to be
// copied.
type rewriter struct {
	old, dst                        []byte
	segs                            []segment
	runFrom, runTo, runPos, runLast int
}

// sep appends the '&' that comes before every tuple but the first.
func (w *rewriter) sep() {
	if len(w.dst) > 0 {
		w.dst = append(w.dst, '&')
	}
}

// flush copies the pending run and moves its tuples' segments with it.
func (w *rewriter) flush() {
	if w.runFrom < 0 {
		return
	}
	w.sep()
	shift := len(w.dst) - w.runFrom
	w.dst = append(w.dst, w.old[w.runFrom:w.runTo]...)
	workcount.Add(workcount.Copied, w.runTo-w.runFrom)
	for pos := w.runPos; pos <= w.runLast; pos++ {
		if s := &w.segs[pos]; s.end > s.start {
			s.start += shift
			s.end += shift
		}
	}
	w.runFrom = -1
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
	old, o := u.href(), u.offsets()
	pathEnd := u.pathEnd()
	queryEnd := pathEnd
	if o.queryStart != Absent {
		queryEnd = u.queryEnd()
	}
	n := int(pathEnd) + len(old) - int(queryEnd)
	if len(query) > 0 {
		n += 1 + len(query)
	}
	workcount.Add(workcount.Copied, n)
	q.href.Reset()
	q.href.Grow(n)
	q.href.WriteString(old[:pathEnd])
	o.queryStart = Absent
	if len(query) > 0 {
		o.queryStart = pathEnd
		q.href.WriteByte('?')
		q.href.Write(query)
	}
	if o.fragmentStart != Absent {
		o.fragmentStart = uint32(q.href.Len())
	}
	q.href.WriteString(old[queryEnd:])
	u.setHref(q.href.String(), o)
}

// AppendQuery appends tail to u's query.
func (q *urlQuery) AppendQuery(tail []byte) {
	u := q.u
	old, o := u.href(), u.offsets()
	if o.fragmentStart == Absent && q.owns(old) {
		if q.href.Cap()-q.href.Len() < len(tail) {
			// Double, rather than leave it to append's growth (a quarter
			// more for long slices), so that each byte is copied about
			// once more on average.
			workcount.Add(workcount.Copied, len(old))
			q.href = strings.Builder{}
			q.href.Grow(2 * (len(old) + len(tail)))
			q.href.WriteString(old)
		}
		workcount.Add(workcount.Copied, len(tail))
		q.href.Write(tail)
		u.setHref(q.href.String(), o)
		return
	}
	queryEnd := u.queryEnd()
	n := len(old) + len(tail)
	workcount.Add(workcount.Copied, n)
	q.href.Reset()
	if o.fragmentStart == Absent {
		q.href.Grow(2 * n) // room for the appends to come
	} else {
		q.href.Grow(n)
		o.fragmentStart += uint32(len(tail))
	}
	q.href.WriteString(old[:queryEnd])
	q.href.Write(tail)
	q.href.WriteString(old[queryEnd:])
	u.setHref(q.href.String(), o)
}

// owns reports whether href is the string q.href holds: the same bytes in
// the same memory, so that writing past its end changes no string.
func (q *urlQuery) owns(href string) bool {
	return len(href) == q.href.Len() && len(href) > 0 &&
		unsafe.StringData(href) == unsafe.StringData(q.href.String())
}
