package sequences

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// runner plays steps on every Go variant of one URL and checks them.
type runner struct {
	href  string
	steps []Step
	// first took its searchParams object before the first step; late takes
	// it at the first step that needs it (or to be observed at the end).
	first, late *whatwgurl.URL
	model       model
	// settersOnly is true while every step so far was a setter: then a URL
	// that replays them and takes its object only afterwards must agree.
	settersOnly bool
}

func newRunner(href string) (*runner, error) {
	first, err := whatwgurl.Parse(href)
	if err != nil {
		return nil, err
	}
	first.SearchParams() // taken first
	late, _ := whatwgurl.Parse(href)
	q, _ := first.Query()
	return &runner{
		href: href, first: first, late: late,
		model:       model{list: parseForm(q), fromQuery: true},
		settersOnly: true,
	}, nil
}

// isSetter reports whether op is a URL setter.
func isSetter(op string) bool { return slices.Contains(Getters[:], op) }

// setter runs the setter attr with value on u; false when the href setter
// failed.
func setter(u *whatwgurl.URL, attr, value string) bool {
	switch attr {
	case "href":
		return u.SetHref(value) == nil
	case "protocol":
		u.SetProtocol(value)
	case "username":
		u.SetUsername(value)
	case "password":
		u.SetPassword(value)
	case "host":
		u.SetHost(value)
	case "hostname":
		u.SetHostname(value)
	case "port":
		u.SetPort(value)
	case "pathname":
		u.SetPathname(value)
	case "search":
		u.SetSearch(value)
	case "hash":
		u.SetHash(value)
	}
	return true
}

// method runs the URLSearchParams method of st on p and returns its result
// as Observation.Result has it.
func method(p *whatwgurl.SearchParams, st Step) any {
	name, value := "", ""
	if len(st) > 1 {
		name = st[1]
	}
	if len(st) > 2 {
		value = st[2]
	}
	switch st[0] {
	case "append":
		p.Append(name, value)
	case "delete":
		if len(st) > 2 {
			p.DeleteValue(name, value)
		} else {
			p.Delete(name)
		}
	case "set":
		p.Set(name, value)
	case "sort":
		p.Sort()
	case "has":
		if len(st) > 2 {
			return p.HasValue(name, value)
		}
		return p.Has(name)
	case "get":
		if v, ok := p.Get(name); ok {
			return v
		}
		return nil
	case "getAll":
		return append([]string{}, p.GetAll(name)...)
	case "size":
		return p.Size()
	case "toString":
		return p.String()
	case "entries":
		return listOf(p)
	default:
		panic("sequences: unknown method " + st[0])
	}
	return nil
}

func getters(u *whatwgurl.URL) [10]string {
	return [10]string{u.Href(), u.Protocol(), u.Username(), u.Password(), u.Host(),
		u.Hostname(), u.Port(), u.Pathname(), u.Search(), u.Hash()}
}

// step plays st on every variant and returns the first one's observation,
// or an error that says which variant disagreed with which.
func (r *runner) step(st Step) (Observation, error) {
	r.steps = append(r.steps, st)
	var obs Observation
	if isSetter(st[0]) {
		ok := setter(r.first, st[0], st[1])
		if okLate := setter(r.late, st[0], st[1]); okLate != ok {
			return obs, fmt.Errorf("href setter: first %v, late %v", ok, okLate)
		}
		r.model.setter(st[0], st[1], ok, r.first)
		if st[0] == "href" {
			obs.Result = ok
		}
	} else {
		r.settersOnly = false
		obs.Result = method(r.first.SearchParams(), st)
		if late := method(r.late.SearchParams(), st); !reflect.DeepEqual(late, obs.Result) {
			return obs, fmt.Errorf("result: first %#v, object taken late %#v", obs.Result, late)
		}
		want, updates := r.model.method(st)
		if !reflect.DeepEqual(want, obs.Result) {
			return obs, fmt.Errorf("result %#v, the Standard's steps give %#v", obs.Result, want)
		}
		if updates {
			// The update steps: the query is the list's serialization, or
			// null when that is empty.
			r.model.fromQuery = true
			q, has := r.first.Query()
			if s := serializeForm(r.model.list); q != s || has != (s != "") {
				return obs, fmt.Errorf("query %q (non-null %v) after the update steps, want the serialization %q", q, has, s)
			}
		}
	}
	obs.URL = getters(r.first)
	obs.List = listOf(r.first.SearchParams())
	return obs, r.check(obs)
}

// check compares every variant with the first's observation.
func (r *runner) check(obs Observation) error {
	if !slices.Equal(obs.List, r.model.list) {
		return fmt.Errorf("list %q, the Standard's steps give %q", obs.List, r.model.list)
	}
	if g := getters(r.late); g != obs.URL {
		return fmt.Errorf("getters %q, object taken late %q", obs.URL, g)
	}
	if r.late.HasSearchParams() { // observing does not make it
		if l := listOf(r.late.SearchParams()); !slices.Equal(l, obs.List) {
			return fmt.Errorf("list %q, object taken late %q", obs.List, l)
		}
	}
	if r.settersOnly {
		u, _ := whatwgurl.Parse(r.href)
		for _, st := range r.steps {
			setter(u, st[0], st[1])
		}
		if l := listOf(u.SearchParams()); !slices.Equal(l, obs.List) {
			return fmt.Errorf("list %q, object taken after the setters %q", obs.List, l)
		}
	}
	// The serialization parses back to the same URL, and its object to the
	// same list where the list is the parse of the query.
	re, err := whatwgurl.Parse(obs.URL[0])
	if err != nil {
		return fmt.Errorf("the href %q does not parse: %v", obs.URL[0], err)
	}
	if g, want := getters(re), reparsed(obs.URL); g != want {
		return fmt.Errorf("getters %q, re-parsed from the href %q, want %q", obs.URL, g, want)
	}
	if r.model.fromQuery {
		if l := listOf(re.SearchParams()); !slices.Equal(l, obs.List) {
			return fmt.Errorf("list %q, the URL re-parsed from the href has %q", obs.List, l)
		}
	}
	return nil
}

// finish takes the late variant's object, if it has not yet, and compares.
func (r *runner) finish() error {
	if l, want := listOf(r.late.SearchParams()), r.model.list; !slices.Equal(l, want) {
		return fmt.Errorf("at the end: list %q, object taken late %q", want, l)
	}
	return nil
}

// reparsed is what parsing the href of a URL with getters g gives. That is
// g, except for a file URL with the host "localhost", which the protocol
// setter makes from a special URL with that host (section 4.4, scheme state
// with a state override, keeps the host) and which the file host state
// turns into the empty host when parsing.
func reparsed(g [10]string) [10]string {
	const localhost = "localhost"
	if g[1] != "file:" || g[5] != localhost {
		return g
	}
	g[0] = "file://" + g[0][len("file://"+localhost):]
	g[4], g[5] = "", ""
	return g
}
