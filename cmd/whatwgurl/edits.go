package main

import (
	"errors"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// edits are the changes made to each URL after it is parsed, in the
// order of the command line. Every change goes through the URL API of the
// Standard (section 6): the setters, URLSearchParams and the URL parser
// with the URL as base, so a value a setter cannot use is ignored as the
// setter ignores it.
type edits struct {
	list     []edit
	iterates []iterate // --iterate, in order; an edit of kind editIterate names one
	sep      byte      // --query-separator
}

func (e *edits) empty() bool { return len(e.list) == 0 }

// editKind is what an edit does.
type editKind uint8

const (
	editRedirect      editKind = iota // --redirect REL
	editSet                           // --set NAME=VALUE
	editIterate                       // --iterate NAME=ITEMS: a set, one row per item
	editAppendPath                    // --append path=SEGMENT
	editAppendQuery                   // --append query=NAME=VALUE
	editTrim                          // --trim query=GLOB, --qtrim GLOB
	editSort                          // --sort-query
	editReplace                       // --replace NAME[=VALUE]
	editReplaceAppend                 // --replace-append NAME[=VALUE]
)

// edit is one change. The fields used depend on kind.
type edit struct {
	kind    editKind
	setter  setter
	ifUnset bool   // --set NAME?=VALUE: only when the component is empty
	value   string // the set's value, the redirect's URL, the segment, the glob
	name    string // the search parameter's name
	iter    int    // the index of the --iterate
}

// iterate is one --iterate: a setter and the values it takes in turn.
type iterate struct {
	setter setter
	values []string
}

// combinations is how many rows each URL gives: the product of the
// --iterate lists' lengths.
func (e *edits) combinations() int {
	n := 1
	for _, it := range e.iterates {
		n *= len(it.values)
	}
	return n
}

// setter is one setter of the URL class.
type setter uint8

const (
	setHref setter = iota
	setProtocol
	setUsername
	setPassword
	setHost
	setHostname
	setPort
	setPathname
	setSearch
	setHash
)

// setterNames are the names --set and --iterate know: the setters' names,
// and trurl's component names for the same setters.
var setterNames = map[string]setter{
	"href": setHref, "url": setHref,
	"protocol": setProtocol, "scheme": setProtocol,
	"username": setUsername, "user": setUsername,
	"password": setPassword,
	"host":     setHost,
	"hostname": setHostname,
	"port":     setPort,
	"pathname": setPathname, "path": setPathname,
	"search": setSearch, "query": setSearch,
	"hash": setHash, "fragment": setHash,
}

// lookupSetter finds a --set or --iterate name. trurl's options and zoneid
// have no setter: the Standard's URL has neither.
func lookupSetter(flag, name string) (setter, error) {
	if s, ok := setterNames[name]; ok {
		return s, nil
	}
	if name == "options" || name == "zoneid" {
		return 0, usageCodef(exitSet, "%s %s: the URL Standard's URL has no %s", flag, name, name)
	}
	return 0, usageCodef(exitSet, "%s: no setter %q (href, protocol, username, password, host, hostname, port, pathname, search, hash, or trurl's url, scheme, user, path, query, fragment)", flag, name)
}

// apply makes the edits on u, with the values of combination combo of the
// --iterate lists. It fails only when the href setter or a redirect gets a
// string that does not parse: the row then shows why.
func (e *edits) apply(u *whatwgurl.URL, encoding string, combo int) (*whatwgurl.URL, error) {
	var q *searchList // the query as a list, between search parameter edits
	flush := func() {
		if q != nil {
			q.store(u)
			q = nil
		}
	}
	list := func() *searchList {
		if q == nil {
			q = newSearchList(u, e.sep)
		}
		return q
	}
	for i := range e.list {
		ed := &e.list[i]
		switch ed.kind {
		case editRedirect:
			flush()
			// The URL parser with u as base: where a link rel on the page u
			// leads.
			var v *whatwgurl.URL
			var err error
			if encoding != "" {
				v, err = whatwgurl.Parser{Edition: u.Edition()}.ParseWithEncoding(ed.value, u, encoding)
			} else {
				v, err = u.Parse(ed.value)
			}
			if err != nil {
				return nil, prefixError("redirect", err)
			}
			u = v
		case editSet, editIterate:
			flush()
			value := ed.value
			if ed.kind == editIterate {
				value = e.iterValue(ed.iter, combo)
			}
			if ed.ifUnset && isSet(u, ed.setter) {
				continue
			}
			if err := set(u, ed.setter, value); err != nil {
				return nil, prefixError("set href", err)
			}
		case editAppendPath:
			flush()
			appendSegment(u, ed.value)
		case editAppendQuery:
			l := list()
			l.sp.Append(ed.name, ed.value)
			l.edit = true
		case editTrim:
			trim(list(), ed.value)
		case editSort:
			l := list()
			l.sp.Sort()
			l.edit = true
		case editReplace, editReplaceAppend:
			// URLSearchParams set: the first pair named name takes the
			// value and the others go; --replace only when there is one.
			l := list()
			if ed.kind == editReplaceAppend || l.sp.Has(ed.name) {
				l.sp.Set(ed.name, ed.value)
				l.edit = true
			}
		}
	}
	flush()
	return u, nil
}

// iterValue is the value --iterate it takes in combination combo: the last
// --iterate changes fastest, as trurl's output goes.
func (e *edits) iterValue(it, combo int) string {
	for j := len(e.iterates) - 1; j > it; j-- {
		combo /= len(e.iterates[j].values)
	}
	vs := e.iterates[it].values
	return vs[combo%len(vs)]
}

// isSet says whether the component the setter changes has a value, for
// --set NAME?=VALUE.
func isSet(u *whatwgurl.URL, s setter) bool {
	switch s {
	case setUsername:
		return u.Username() != ""
	case setPassword:
		return u.Password() != ""
	case setHost, setHostname:
		return u.Hostname() != ""
	case setPort:
		return u.Port() != ""
	case setPathname:
		return u.Pathname() != "" && u.Pathname() != "/"
	case setSearch:
		_, ok := u.Query()
		return ok
	case setHash:
		_, ok := u.Fragment()
		return ok
	}
	return true // href and scheme: a URL always has them
}

func set(u *whatwgurl.URL, s setter, v string) error {
	switch s {
	case setHref:
		return u.SetHref(v)
	case setProtocol:
		u.SetProtocol(v)
	case setUsername:
		u.SetUsername(v)
	case setPassword:
		u.SetPassword(v)
	case setHost:
		u.SetHost(v)
	case setHostname:
		u.SetHostname(v)
	case setPort:
		u.SetPort(v)
	case setPathname:
		u.SetPathname(v)
	case setSearch:
		u.SetSearch(v)
	case setHash:
		u.SetHash(v)
	}
	return nil
}

// appendSegment adds segment after the URL's last path segment, through
// the pathname setter. A "/" in the segment (and a "\" in a special URL,
// which the path state reads as "/") is written %2F (%5C) so that it stays
// one segment; the rest is the setter's. A URL with an opaque path keeps
// it, as the setter does.
func appendSegment(u *whatwgurl.URL, segment string) {
	p := u.Pathname()
	var b strings.Builder
	b.Grow(len(p) + len(segment) + 1)
	b.WriteString(p)
	if !strings.HasSuffix(p, "/") {
		b.WriteByte('/')
	}
	special := u.Components().SchemeType != whatwgurl.SchemeOther
	for i := 0; i < len(segment); i++ {
		switch c := segment[i]; {
		case c == '/':
			b.WriteString("%2F")
		case c == '\\' && special:
			b.WriteString("%5C")
		default:
			b.WriteByte(c)
		}
	}
	u.SetPathname(b.String())
}

// trim deletes the search parameters whose names match glob. The query is
// rewritten (URLSearchParams update) only when one matched.
func trim(l *searchList, glob string) {
	var doomed []string
	for name := range l.sp.Keys() {
		if globMatch(glob, name) {
			doomed = append(doomed, name)
		}
	}
	for _, name := range doomed {
		if l.sp.Has(name) { // a name seen twice is deleted once
			l.sp.Delete(name)
			l.edit = true
		}
	}
}

func prefixError(what string, err error) error {
	var pe *whatwgurl.ParseError
	if errors.As(err, &pe) {
		return errors.New(what + ": " + pe.Type.String())
	}
	return errors.New(what + ": " + err.Error())
}
