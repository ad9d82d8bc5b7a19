package main

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// searchList is a URL's query read as name-value pairs by the
// application/x-www-form-urlencoded parser (section 5.1), with sep in place
// of '&' when --query-separator names another byte. Edits change the list
// through URLSearchParams and write the query back as its update steps do
// (section 6.2), the pairs joined by sep.
type searchList struct {
	sep  byte
	sp   *whatwgurl.SearchParams // with '&', the URL's own: it updates the URL
	raw  []rawPair               // the pairs as the query holds them, in the same order
	edit bool                    // the list was changed: write it back (not with '&')
}

// rawPair is a pair as written in the query, before decoding.
type rawPair struct{ name, value string }

// newSearchList reads u's query (an empty list when it is null).
func newSearchList(u *whatwgurl.URL, sep byte) *searchList {
	q, _ := u.Query()
	l := &searchList{sep: sep}
	if sep == '&' {
		l.raw = splitQuery(q, sep)
		l.sp = u.SearchParams()
		return l
	}
	var joined strings.Builder
	joined.WriteByte('&') // so that a leading '?' is data, not the one URLSearchParams strips
	for piece := range strings.SplitSeq(q, string(sep)) {
		if piece != "" {
			joined.WriteByte('&')
			joined.WriteString(strings.ReplaceAll(piece, "&", "%26")) // a '&' of a pair is data
		}
	}
	l.raw = splitQuery(q, sep)
	l.sp = whatwgurl.NewSearchParams(joined.String())
	return l
}

// splitQuery cuts the query into its pairs as written, skipping empty
// ones as the application/x-www-form-urlencoded parser does.
func splitQuery(q string, sep byte) []rawPair {
	var out []rawPair
	for piece := range strings.SplitSeq(q, string(sep)) {
		if piece != "" {
			name, value, _ := strings.Cut(piece, "=")
			out = append(out, rawPair{name, value})
		}
	}
	return out
}

// String serializes the list (application/x-www-form-urlencoded
// serializer), its pairs joined by sep.
func (l *searchList) String() string {
	if l.sep == '&' {
		return l.sp.String()
	}
	var b strings.Builder
	for i := range l.sp.Size() {
		n, v := l.sp.At(i)
		if i > 0 {
			b.WriteByte(l.sep)
		}
		b.WriteString(whatwgurl.NewSearchParamsFromPairs([][2]string{{n, v}}).String())
	}
	return b.String()
}

// store writes the list back into u's query when it was changed, as
// URLSearchParams's update steps do: an empty list makes the query null.
// With '&' the URL's own URLSearchParams already did.
func (l *searchList) store(u *whatwgurl.URL) {
	if l.edit && l.sep != '&' {
		u.SetSearch(l.String())
	}
}

// rawValue returns the value of the first pair named name as the query
// holds it, still percent-encoded ({:query:NAME}).
func (l *searchList) rawValues(name string, all bool) []string {
	var out []string
	for i := range l.sp.Size() {
		if n, _ := l.sp.At(i); n == name {
			out = append(out, l.raw[i].value)
			if !all {
				break
			}
		}
	}
	return out
}

// param is the value of the search parameter name: decoded (a 0x00 byte
// shown as '.', as trurl does) or as the query holds it.
func (r *row) param(name string, encoded bool) (string, bool) {
	l := newSearchList(r.url, r.view.sep)
	if encoded {
		v := l.rawValues(name, false)
		if len(v) == 0 {
			return "", false
		}
		return v[0], true
	}
	v, ok := l.sp.Get(name)
	return strings.ReplaceAll(v, "\x00", "."), ok
}

// paramAll is every value of the search parameter name.
func (r *row) paramAll(name string, encoded bool) []string {
	l := newSearchList(r.url, r.view.sep)
	if encoded {
		return l.rawValues(name, true)
	}
	vs := l.sp.GetAll(name)
	for i, v := range vs {
		vs[i] = strings.ReplaceAll(v, "\x00", ".")
	}
	return vs
}
