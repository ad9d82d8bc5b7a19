package whatwgurl

import (
	"iter"
	"slices"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/form"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/workcount"
)

// SearchParams is the URLSearchParams class (section 6.2): an ordered list of
// name-value pairs. One that came from (*URL).SearchParams is live-linked to
// that URL: every change to the list rewrites the URL's query (the "update"
// steps), and the URL's href and search setters set the list anew.
//
// Names and values are scalar value strings. A string given to a method that
// is not valid UTF-8 is first read as USVString conversion would read it:
// each maximal invalid byte sequence becomes U+FFFD.
//
// Append, Get, Has, Set and Delete cost O(1) amortized (Set and Delete also
// pay for each pair they remove once), HasValue, DeleteValue and GetAll the
// number of pairs with that name, Sort O(n log n). On an object linked to a
// URL, a method that changes the list also rewrites the URL's query: once
// the query is the list's serialization (after a first change through the
// object), Append adds only the new pair's serialization to it (and copies
// the href once if the URL has a fragment), and Set and Delete copy the
// parts of the query that stay, one pass over the href.
//
// The zero SearchParams is an empty list with no URL, ready to use. A
// SearchParams is not safe for concurrent use when one goroutine changes it;
// one linked to a URL shares that URL's rules.
type SearchParams struct {
	list searchList
	link *queryLink // the URL object's side of the update steps; nil without one
}

// NewSearchParams returns the URLSearchParams object that
// new URLSearchParams(init) gives for a string init: init, without one
// leading '?', parsed as application/x-www-form-urlencoded.
func NewSearchParams(init string) *SearchParams {
	// The string is a USVString first: invalid bytes become U+FFFD before the
	// parser could join them with percent-encoded bytes into something valid.
	init = infra.ScalarValueString(init)
	init = strings.TrimPrefix(init, "?")
	p := &SearchParams{}
	p.reset(init)
	return p
}

// NewSearchParamsFromPairs is new URLSearchParams(init) for a sequence of
// name-value sequences: the pairs, in order. (The TypeError for an inner
// sequence whose size is not 2 cannot happen with [2]string.)
func NewSearchParamsFromPairs(pairs [][2]string) *SearchParams {
	list := make([]form.Pair, len(pairs))
	for i, pair := range pairs {
		list[i] = form.Pair{Name: infra.ScalarValueString(pair[0]), Value: infra.ScalarValueString(pair[1])}
	}
	p := &SearchParams{}
	p.list.reset(list)
	return p
}

// NewSearchParamsFromMap is new URLSearchParams(init) for a record. A record
// keeps its keys in insertion order, which a Go map does not have, so the
// pairs come sorted by name in the order sort() uses (UTF-16 code units), the
// same order on every call.
//
// Two keys that differ only in invalid UTF-8 become the same name; as in a
// record, the name appears once, and its value is the one of the greater key
// in Go's byte order, so that the result is still deterministic.
func NewSearchParamsFromMap(record map[string]string) *SearchParams {
	type entry struct {
		key string // the map's key, to order keys that convert alike
		form.Pair
	}
	entries := make([]entry, 0, len(record))
	for k, v := range record {
		entries = append(entries, entry{k, form.Pair{Name: infra.ScalarValueString(k), Value: infra.ScalarValueString(v)}})
	}
	slices.SortFunc(entries, func(a, b entry) int {
		if c := form.CompareCodeUnits(a.Name, b.Name); c != 0 {
			return c
		}
		return strings.Compare(a.key, b.key)
	})
	list := make([]form.Pair, 0, len(entries))
	for _, e := range entries {
		if n := len(list); n > 0 && list[n-1].Name == e.Name {
			list[n-1].Value = e.Value
			continue
		}
		list = append(list, e.Pair)
	}
	p := &SearchParams{}
	p.list.reset(list)
	return p
}

// reset sets the list to the result of parsing query (section 5.1).
func (p *SearchParams) reset(query string) {
	workcount.Add(workcount.Parsed, len(query))
	old := p.list.pairs
	clear(old) // let the old strings go
	p.list.reset(form.AppendParse(old[:0], query))
	if p.link != nil {
		p.link.inSync = false
	}
}

// Size returns the number of name-value pairs (the size getter).
func (p *SearchParams) Size() int { return p.list.size() }

// At returns the name and value of the i-th pair, counting from 0. It panics
// when i is not in [0, Size()). After a removal it costs O(log n) until the
// list next compacts.
func (p *SearchParams) At(i int) (name, value string) {
	if i < 0 || i >= p.list.size() {
		panic("whatwgurl: SearchParams.At index out of range")
	}
	t := p.list.at(i)
	return t.Name, t.Value
}

// Append appends the pair (name, value) (the append method).
func (p *SearchParams) Append(name, value string) {
	t := form.Pair{Name: infra.ScalarValueString(name), Value: infra.ScalarValueString(value)}
	p.list.add(t)
	p.updateAfterAppend()
}

// Delete removes every pair whose name is name (the delete method without a
// value). It runs the update steps even when nothing was removed, as the
// Standard does.
func (p *SearchParams) Delete(name string) {
	p.list.remove(infra.ScalarValueString(name), "", false)
	p.update(-1)
}

// DeleteValue removes every pair whose name is name and whose value is value
// (the delete method with a value).
func (p *SearchParams) DeleteValue(name, value string) {
	name, value = infra.ScalarValueString(name), infra.ScalarValueString(value)
	p.list.remove(name, value, true)
	p.update(-1)
}

// Get returns the value of the first pair whose name is name, and false when
// there is none (the get method's null).
func (p *SearchParams) Get(name string) (string, bool) {
	pos := p.list.first(infra.ScalarValueString(name))
	if pos < 0 {
		return "", false
	}
	return p.list.pairs[pos].Value, true
}

// GetAll returns the values of every pair whose name is name, in list order;
// nil when there is none.
func (p *SearchParams) GetAll(name string) []string {
	var values []string
	for pos := p.list.first(infra.ScalarValueString(name)); pos >= 0; pos = p.list.following(pos) {
		values = append(values, p.list.pairs[pos].Value)
	}
	return values
}

// Has reports whether a pair has the name name (the has method without a
// value).
func (p *SearchParams) Has(name string) bool {
	return p.list.first(infra.ScalarValueString(name)) >= 0
}

// HasValue reports whether a pair has the name name and the value value (the
// has method with a value).
func (p *SearchParams) HasValue(name, value string) bool {
	name, value = infra.ScalarValueString(name), infra.ScalarValueString(value)
	for pos := p.list.first(name); pos >= 0; pos = p.list.following(pos) {
		if p.list.pairs[pos].Value == value {
			return true
		}
	}
	return false
}

// Set gives the first pair named name the value value and removes the other
// pairs of that name, or appends (name, value) when there is none (the set
// method).
func (p *SearchParams) Set(name, value string) {
	p.update(p.list.set(infra.ScalarValueString(name), infra.ScalarValueString(value)))
}

// Sort sorts the pairs by name, comparing UTF-16 code units as JavaScript
// does, and keeps pairs of equal names in their order (the sort method).
func (p *SearchParams) Sort() {
	p.list.sort()
	p.update(-1)
}

// String returns the application/x-www-form-urlencoded serialization of the
// list (the stringification behavior).
func (p *SearchParams) String() string {
	return p.list.serialized()
}

// All returns an iterator over the pairs, name then value, in list order.
// As with Web IDL's pair iterators, it walks the list by index, so changes
// made during the iteration are seen from the current position on.
func (p *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for i := 0; i < p.list.size(); i++ {
			if t := p.list.at(i); !yield(t.Name, t.Value) {
				return
			}
		}
	}
}

// Keys returns an iterator over the names, in list order (the keys method).
func (p *SearchParams) Keys() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < p.list.size(); i++ {
			if !yield(p.list.at(i).Name) {
				return
			}
		}
	}
}

// Values returns an iterator over the values, in list order (the values
// method).
func (p *SearchParams) Values() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < p.list.size(); i++ {
			if !yield(p.list.at(i).Value) {
				return
			}
		}
	}
}
