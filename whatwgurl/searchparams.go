package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"iter"
	"slices"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/form"
)

// SearchParams is the URLSearchParams class (section 6.2): an ordered list of
// name-value pairs. One that came from (*URL).SearchParams is live-linked to
// that URL: every change to the list rewrites the URL's query (the "update"
// steps), and the URL's own setters reparse the list from the new query.
//
// Names and values are scalar value strings. A string given to a method that
// is not valid UTF-8 is first read as USVString conversion would read it:
// each maximal invalid byte sequence becomes U+FFFD.
//
// The zero SearchParams is an empty list with no URL, ready to use. A
// SearchParams is not safe for concurrent use when one goroutine changes it;
// one linked to a URL shares that URL's rules.
type SearchParams struct {
	list []form.Pair
	url  *URL // the associated URL object, or nil
}

// NewSearchParams returns the URLSearchParams object that
// new URLSearchParams(init) gives for a string init: init, without one
// leading '?', parsed as application/x-www-form-urlencoded.
func NewSearchParams(init string) *SearchParams {
	// The string is a USVString first: invalid bytes become U+FFFD before the
	// parser could join them with percent-encoded bytes into something valid.
	init = infra.ScalarValueString(init)
	init = strings.TrimPrefix(init, "?")
	return &SearchParams{list: form.Parse(init)}
}

// NewSearchParamsFromPairs is new URLSearchParams(init) for a sequence of
// name-value sequences: the pairs, in order. (The TypeError for an inner
// sequence whose size is not 2 cannot happen with [2]string.)
func NewSearchParamsFromPairs(pairs [][2]string) *SearchParams {
	p := &SearchParams{list: make([]form.Pair, len(pairs))}
	for i, pair := range pairs {
		p.list[i] = form.Pair{Name: infra.ScalarValueString(pair[0]), Value: infra.ScalarValueString(pair[1])}
	}
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
	p := &SearchParams{list: make([]form.Pair, 0, len(entries))}
	for _, e := range entries {
		if n := len(p.list); n > 0 && p.list[n-1].Name == e.Name {
			p.list[n-1].Value = e.Value
			continue
		}
		p.list = append(p.list, e.Pair)
	}
	return p
}

// SearchParams returns the URL's URLSearchParams object (section 6.1, the
// searchParams getter): the same object on every call, made on the first
// from the URL's query.
func (u *URL) SearchParams() *SearchParams {
	if u.sp == nil {
		// The URL constructor initializes its query object with the query,
		// or with the empty string when the query is null.
		query, _ := u.Query()
		u.sp = &SearchParams{list: form.Parse(query), url: u}
	}
	return u.sp
}

// reset replaces the list with the form parse of query, as the URL's query
// setters do ("set this's query object's list to the result of parsing"). It
// does not run the update steps: the URL already holds that query.
func (p *SearchParams) reset(query string) {
	clear(p.list) // let the old strings go
	p.list = form.AppendParse(p.list[:0], query)
}

// update is the "update" steps of section 6.2: when the object has a URL,
// that URL's query becomes the list's serialization, or null when that is
// empty (the URL's side, updateFromSearchParams, does the null).
func (p *SearchParams) update() {
	if p.url == nil {
		return
	}
	p.url.updateFromSearchParams(form.Serialize(p.list))
}

// Size returns the number of name-value pairs (the size getter).
func (p *SearchParams) Size() int { return len(p.list) }

// At returns the name and value of the i-th pair, counting from 0. It panics
// when i is not in [0, Size()).
func (p *SearchParams) At(i int) (name, value string) {
	return p.list[i].Name, p.list[i].Value
}

// Append appends the pair (name, value) (the append method).
func (p *SearchParams) Append(name, value string) {
	p.list = append(p.list, form.Pair{Name: infra.ScalarValueString(name), Value: infra.ScalarValueString(value)})
	p.update()
}

// Delete removes every pair whose name is name (the delete method without a
// value). It runs the update steps even when nothing was removed, as the
// Standard does.
func (p *SearchParams) Delete(name string) {
	name = infra.ScalarValueString(name)
	p.list = slices.DeleteFunc(p.list, func(t form.Pair) bool { return t.Name == name })
	p.update()
}

// DeleteValue removes every pair whose name is name and whose value is value
// (the delete method with a value).
func (p *SearchParams) DeleteValue(name, value string) {
	name, value = infra.ScalarValueString(name), infra.ScalarValueString(value)
	p.list = slices.DeleteFunc(p.list, func(t form.Pair) bool { return t.Name == name && t.Value == value })
	p.update()
}

// Get returns the value of the first pair whose name is name, and false when
// there is none (the get method's null).
func (p *SearchParams) Get(name string) (string, bool) {
	name = infra.ScalarValueString(name)
	for _, t := range p.list {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// GetAll returns the values of every pair whose name is name, in list order;
// nil when there is none.
func (p *SearchParams) GetAll(name string) []string {
	name = infra.ScalarValueString(name)
	var values []string
	for _, t := range p.list {
		if t.Name == name {
			values = append(values, t.Value)
		}
	}
	return values
}

// Has reports whether a pair has the name name (the has method without a
// value).
func (p *SearchParams) Has(name string) bool {
	_, ok := p.Get(name)
	return ok
}

// HasValue reports whether a pair has the name name and the value value (the
// has method with a value).
func (p *SearchParams) HasValue(name, value string) bool {
	name, value = infra.ScalarValueString(name), infra.ScalarValueString(value)
	return slices.Contains(p.list, form.Pair{Name: name, Value: value})
}

// Set gives the first pair named name the value value and removes the other
// pairs of that name, or appends (name, value) when there is none (the set
// method).
func (p *SearchParams) Set(name, value string) {
	name, value = infra.ScalarValueString(name), infra.ScalarValueString(value)
	first := slices.IndexFunc(p.list, func(t form.Pair) bool { return t.Name == name })
	if first < 0 {
		p.list = append(p.list, form.Pair{Name: name, Value: value})
	} else {
		p.list[first].Value = value
		rest := slices.DeleteFunc(p.list[first+1:], func(t form.Pair) bool { return t.Name == name })
		p.list = p.list[:first+1+len(rest)]
	}
	p.update()
}

// Sort sorts the pairs by name, comparing UTF-16 code units as JavaScript
// does, and keeps pairs of equal names in their order (the sort method).
func (p *SearchParams) Sort() {
	form.Sort(p.list)
	p.update()
}

// String returns the application/x-www-form-urlencoded serialization of the
// list (the stringification behavior).
func (p *SearchParams) String() string { return form.Serialize(p.list) }

// All returns an iterator over the pairs, name then value, in list order.
// As with Web IDL's pair iterators, it walks the list by index, so changes
// made during the iteration are seen from the current position on.
func (p *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for i := 0; i < len(p.list); i++ {
			if !yield(p.list[i].Name, p.list[i].Value) {
				return
			}
		}
	}
}

// Keys returns an iterator over the names, in list order (the keys method).
func (p *SearchParams) Keys() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < len(p.list); i++ {
			if !yield(p.list[i].Name) {
				return
			}
		}
	}
}

// Values returns an iterator over the values, in list order (the values
// method).
func (p *SearchParams) Values() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; i < len(p.list); i++ {
			if !yield(p.list[i].Value) {
				return
			}
		}
	}
}
