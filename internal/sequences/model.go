package sequences

import (
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// model is a URL's query object's list as the Standard's steps keep it:
// each method a walk over a plain slice. fromQuery says whether the list is
// the parse of the URL's query, which is when a URL re-parsed from the href
// must have the same list: always, except after a search setter whose input
// (with one leading '?' removed) held an ASCII tab or newline, until the
// href or search setter or a method's update steps set the list again.
type model struct {
	list      [][2]string
	fromQuery bool
}

// parseForm is the application/x-www-form-urlencoded parser (section 5.1),
// through the engine: new URLSearchParams strips one leading '?', so one is
// put before input.
func parseForm(input string) [][2]string {
	return listOf(whatwgurl.NewSearchParams("?" + input))
}

// serializeForm is the application/x-www-form-urlencoded serializer.
func serializeForm(list [][2]string) string {
	return whatwgurl.NewSearchParamsFromPairs(list).String()
}

// listOf returns p's list, through its iterator; never nil.
func listOf(p *whatwgurl.SearchParams) [][2]string {
	out := [][2]string{}
	for n, v := range p.All() {
		out = append(out, [2]string{n, v})
	}
	return out
}

// setter updates the list after the setter attr ran with value on u (ok:
// the href setter did not fail).
func (m *model) setter(attr, value string, ok bool, u *whatwgurl.URL) {
	switch attr {
	case "href": // 6.1 href setter, steps 4 to 6
		if ok {
			q, _ := u.Query()
			m.list, m.fromQuery = parseForm(q), true
		}
	case "search": // 6.1 search setter, steps 2, 3 and 6
		if value == "" {
			m.list, m.fromQuery = [][2]string{}, true
			return
		}
		input := strings.TrimPrefix(value, "?")
		m.list = parseForm(input)
		m.fromQuery = !strings.ContainsAny(input, "\t\n\r")
	}
}

// method runs a URLSearchParams method (section 6.2) on the list and
// returns its result, and whether it runs the update steps.
func (m *model) method(st Step) (result any, updates bool) {
	name := ""
	if len(st) > 1 {
		name = st[1]
	}
	withValue := len(st) > 2
	value := ""
	if withValue {
		value = st[2]
	}
	matches := func(t [2]string) bool { return t[0] == name && (!withValue || t[1] == value) }
	switch st[0] {
	case "append":
		m.list = append(m.list, [2]string{name, value})
		return nil, true
	case "delete":
		m.list = slices.DeleteFunc(m.list, matches)
		return nil, true
	case "set":
		i := slices.IndexFunc(m.list, func(t [2]string) bool { return t[0] == name })
		if i < 0 {
			m.list = append(m.list, [2]string{name, value})
			return nil, true
		}
		m.list[i][1] = value
		rest := slices.DeleteFunc(m.list[i+1:], func(t [2]string) bool { return t[0] == name })
		m.list = m.list[:i+1+len(rest)]
		return nil, true
	case "sort":
		slices.SortStableFunc(m.list, func(a, b [2]string) int {
			return slices.Compare(utf16.Encode([]rune(a[0])), utf16.Encode([]rune(b[0])))
		})
		return nil, true
	case "has":
		return slices.ContainsFunc(m.list, matches), false
	case "get":
		if i := slices.IndexFunc(m.list, matches); i >= 0 {
			return m.list[i][1], false
		}
		return nil, false
	case "getAll":
		all := []string{}
		for _, t := range m.list {
			if t[0] == name {
				all = append(all, t[1])
			}
		}
		return all, false
	case "size":
		return len(m.list), false
	case "toString":
		return serializeForm(m.list), false
	case "entries":
		return slices.Clone(m.list), false
	}
	panic("sequences: unknown method " + st[0])
}
