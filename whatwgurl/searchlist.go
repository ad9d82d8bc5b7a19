package whatwgurl

import (
	"math/bits"
	"slices"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/form"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/workcount"
)

// searchList is the list of a URLSearchParams object (section 6.2): tuples in
// list order, kept so that the methods working on one name (get, has, set,
// delete) and append cost O(1) amortized however long the list is, and sort
// O(n log n).
//
// A short list is a plain slice, searched by walking it. From indexMin
// tuples on, ix indexes it by name, and removed tuples become holes in pairs
// until they are half of it.
//
// No method that only reads changes anything, so reads may run concurrently.
type searchList struct {
	pairs []form.Pair
	ix    *nameIndex // nil while the list is short
	// moves counts the changes that moved tuples to other positions (reset,
	// compact, sort), for what keeps data by position (queryLink).
	moves uint64
}

// nameIndex indexes a long list.
type nameIndex struct {
	// byName maps each name to the positions of its first and last tuples;
	// next[pos] is the position of the next tuple with the same name, or
	// end, or hole when pairs[pos] was removed.
	byName map[string]chain
	next   []int

	holes int // removed tuples still in pairs

	// live, while holes > 0, is a Fenwick tree over positions that counts
	// the tuples (1) and holes (0): live[k] (1-based) holds the count of
	// positions (k - k&-k, k]. It finds the i-th tuple in O(log n).
	live []int
}

// chain is where the tuples of one name are: first and last position.
type chain struct{ first, last int }

const (
	end  = -1 // next: no later tuple of that name
	hole = -2 // next: a removed tuple

	// indexMin is the length from which a list is indexed by name. A walk
	// over fewer tuples costs less than keeping the index.
	indexMin = 16
)

// holes is the number of removed tuples still in pairs.
func (l *searchList) holes() int {
	if l.ix == nil {
		return 0
	}
	return l.ix.holes
}

// alive reports whether position pos holds a tuple rather than a hole.
func (l *searchList) alive(pos int) bool { return l.holes() == 0 || l.ix.next[pos] != hole }

// size is the number of tuples.
func (l *searchList) size() int { return len(l.pairs) - l.holes() }

// reset makes pairs the list. The list takes pairs' storage.
func (l *searchList) reset(pairs []form.Pair) {
	l.pairs = pairs
	l.ix = nil
	l.moves++
	if len(pairs) >= indexMin {
		l.index()
	}
}

// index (re)builds the index of a list without holes.
func (l *searchList) index() {
	workcount.Add(workcount.Visited, len(l.pairs))
	ix := l.ix
	if ix == nil {
		ix = &nameIndex{byName: make(map[string]chain, len(l.pairs))}
		l.ix = ix
	} else {
		clear(ix.byName)
	}
	ix.holes, ix.live = 0, nil
	ix.next = slices.Grow(ix.next[:0], len(l.pairs))[:len(l.pairs)]
	for pos, p := range l.pairs {
		ix.link(pos, p.Name)
	}
}

// link adds position pos, the last one, to the chain of name.
func (ix *nameIndex) link(pos int, name string) {
	ix.next[pos] = end
	c, ok := ix.byName[name]
	if ok {
		ix.next[c.last] = pos
		c.last = pos
	} else {
		c = chain{pos, pos}
	}
	ix.byName[name] = c
}

// add appends the tuple p.
func (l *searchList) add(p form.Pair) {
	workcount.Add(workcount.Visited, 1)
	pos := len(l.pairs)
	l.pairs = append(l.pairs, p)
	switch ix := l.ix; {
	case ix != nil:
		ix.next = append(ix.next, end)
		ix.link(pos, p.Name)
		if ix.live != nil {
			ix.growLive()
		}
	case len(l.pairs) >= indexMin:
		l.index()
	}
}

// at returns the i-th tuple, 0 <= i < size.
func (l *searchList) at(i int) form.Pair {
	if l.holes() == 0 {
		return l.pairs[i]
	}
	return l.pairs[l.ix.findLive(i)]
}

// first returns the position of the first tuple named name, or -1.
func (l *searchList) first(name string) int {
	if l.ix != nil {
		workcount.Add(workcount.Visited, 1)
		if c, ok := l.ix.byName[name]; ok {
			return c.first
		}
		return -1
	}
	for pos, p := range l.pairs {
		if p.Name == name {
			workcount.Add(workcount.Visited, pos+1)
			return pos
		}
	}
	workcount.Add(workcount.Visited, len(l.pairs))
	return -1
}

// following returns the position of the next tuple after pos with the same
// name as pairs[pos], or -1.
func (l *searchList) following(pos int) int {
	workcount.Add(workcount.Visited, 1)
	if l.ix != nil {
		return l.ix.next[pos] // end is -1
	}
	name := l.pairs[pos].Name
	for i := pos + 1; i < len(l.pairs); i++ {
		if l.pairs[i].Name == name {
			workcount.Add(workcount.Visited, i-pos)
			return i
		}
	}
	workcount.Add(workcount.Visited, len(l.pairs)-pos)
	return -1
}

// remove removes the tuples named name, or with withValue only those whose
// value is value.
func (l *searchList) remove(name, value string, withValue bool) {
	drop := func(t form.Pair) bool { return t.Name == name && (!withValue || t.Value == value) }
	ix := l.ix
	if ix == nil {
		workcount.Add(workcount.Visited, len(l.pairs))
		n := len(l.pairs)
		if l.pairs = slices.DeleteFunc(l.pairs, drop); len(l.pairs) < n {
			l.moves++
		}
		return
	}
	c, ok := ix.byName[name]
	if !ok {
		return
	}
	// Walk the chain, unlinking the tuples that go.
	kept := chain{end, end}
	for pos := c.first; pos != end; {
		workcount.Add(workcount.Visited, 1)
		nx := ix.next[pos]
		if drop(l.pairs[pos]) {
			l.kill(pos)
		} else {
			if kept.first == end {
				kept.first = pos
			} else {
				ix.next[kept.last] = pos
			}
			kept.last = pos
		}
		pos = nx
	}
	if kept.first == end {
		delete(ix.byName, name)
	} else {
		ix.next[kept.last] = end
		ix.byName[name] = kept
	}
	l.compactIfSparse()
}

// set is the set method's steps 1 and 2: the first tuple named name gets
// value and the others of that name go; without one, (name, value) is
// appended. It returns the position of the tuple that got value.
func (l *searchList) set(name, value string) int {
	pos := l.first(name)
	if pos < 0 {
		l.add(form.Pair{Name: name, Value: value})
		return len(l.pairs) - 1
	}
	l.pairs[pos].Value = value
	ix := l.ix
	if ix == nil {
		rest := l.pairs[pos+1:]
		workcount.Add(workcount.Visited, len(rest))
		kept := slices.DeleteFunc(rest, func(p form.Pair) bool { return p.Name == name })
		if len(kept) < len(rest) {
			l.moves++
		}
		l.pairs = l.pairs[:pos+1+len(kept)]
		return pos
	}
	for p := ix.next[pos]; p != end; {
		workcount.Add(workcount.Visited, 1)
		nx := ix.next[p]
		l.kill(p)
		p = nx
	}
	ix.next[pos] = end
	ix.byName[name] = chain{pos, pos}
	if l.compactIfSparse() {
		return l.first(name)
	}
	return pos
}

// sort sorts the tuples by name, stably, comparing code units.
func (l *searchList) sort() {
	l.moves++
	l.compact()
	workcount.Add(workcount.Visited, len(l.pairs))
	form.Sort(l.pairs)
	if l.ix != nil {
		l.index()
	}
}

// kill turns the tuple at pos into a hole. Its chain is the caller's.
func (l *searchList) kill(pos int) {
	ix := l.ix
	ix.next[pos] = hole
	l.pairs[pos] = form.Pair{} // let the strings go
	ix.holes++
	if ix.live == nil {
		workcount.Add(workcount.Visited, len(ix.next))
		ix.buildLive()
	} else {
		ix.addLive(pos, -1)
	}
}

// compactIfSparse compacts when holes are more than half of pairs, so that
// each removal pays O(1) for its share of the compaction. It reports
// whether it did.
func (l *searchList) compactIfSparse() bool {
	if 2*l.holes() > len(l.pairs) {
		l.compact()
		return true
	}
	return false
}

// compact removes the holes, and the index too when the list has become
// short.
func (l *searchList) compact() {
	if l.holes() == 0 {
		return
	}
	workcount.Add(workcount.Visited, len(l.pairs))
	l.moves++
	kept := l.pairs[:0]
	for pos, p := range l.pairs {
		if l.ix.next[pos] != hole {
			kept = append(kept, p)
		}
	}
	clear(l.pairs[len(kept):])
	l.pairs = kept
	if len(l.pairs) >= indexMin {
		l.index()
	} else {
		l.ix = nil
	}
}

// buildLive builds the Fenwick tree over the current positions.
func (ix *nameIndex) buildLive() {
	n := len(ix.next)
	ix.live = make([]int, n+1, n+n/4+1)
	for k := 1; k <= n; k++ {
		if ix.next[k-1] != hole {
			ix.live[k]++
		}
		if parent := k + k&-k; parent <= n {
			ix.live[parent] += ix.live[k]
		}
	}
}

// addLive adds delta to the count of position pos.
func (ix *nameIndex) addLive(pos, delta int) {
	for k := pos + 1; k < len(ix.live); k += k & -k {
		ix.live[k] += delta
	}
}

// prefixLive is the number of tuples in positions [0, k).
func (ix *nameIndex) prefixLive(k int) int {
	s := 0
	for ; k > 0; k -= k & -k {
		s += ix.live[k]
	}
	return s
}

// growLive adds the newest position, a tuple, to the tree: its node k covers
// (k - k&-k, k], whose count before k comes from the nodes already there.
func (ix *nameIndex) growLive() {
	k := len(ix.live)
	ix.live = append(ix.live, 1+ix.prefixLive(k-1)-ix.prefixLive(k-k&-k))
}

// findLive returns the position of the i-th tuple (from 0), descending the
// tree from its largest power of two.
func (ix *nameIndex) findLive(i int) int {
	n := len(ix.live) - 1
	pos, rem := 0, i+1
	for step := 1 << (bits.Len(uint(n)) - 1); step > 0; step >>= 1 {
		if pos+step <= n && ix.live[pos+step] < rem {
			pos += step
			rem -= ix.live[pos]
		}
	}
	workcount.Add(workcount.Visited, bits.Len(uint(n)))
	return pos // the tuple is 1-based pos+1: 0-based pos
}

// appendSerialized appends the application/x-www-form-urlencoded
// serialization of the list (section 5.2) to dst.
func (l *searchList) appendSerialized(dst []byte) []byte {
	return l.appendSerializedWith(dst, nil)
}

// appendSerializedWith is appendSerialized with the output encoding's
// encoder (nil for UTF-8), as form.AppendSerialize takes it.
func (l *searchList) appendSerializedWith(dst []byte, encoder percent.Encoder) []byte {
	start := len(dst)
	if l.holes() == 0 {
		dst = form.AppendSerialize(dst, l.pairs, encoder)
	} else {
		workcount.Add(workcount.Visited, len(l.pairs))
		for pos := range l.pairs {
			if l.ix.next[pos] == hole {
				continue
			}
			if len(dst) > start {
				dst = append(dst, '&')
			}
			dst = form.AppendSerialize(dst, l.pairs[pos:pos+1], encoder)
		}
	}
	workcount.Add(workcount.Serialized, len(dst)-start)
	return dst
}

// serialized is the serialization as a string.
func (l *searchList) serialized() string {
	if l.holes() == 0 {
		s := form.Serialize(l.pairs) // sized once
		workcount.Add(workcount.Serialized, len(s))
		return s
	}
	return string(l.appendSerialized(nil))
}
