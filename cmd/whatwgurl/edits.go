package main

import (
	"errors"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// edits are the changes made to each URL after it is parsed, in this
// order: --redirect, --set, --append, --trim, --sort-search (each kind in
// the order given). Every change goes through the URL API of the Standard
// (section 6): the setters, URLSearchParams and the URL parser with the
// URL as base, so a value a setter cannot use is ignored as the setter
// ignores it.
type edits struct {
	redirects  []string
	sets       []setEdit
	appends    []appendEdit
	trims      []string // globs over search parameter names
	sortSearch bool
}

func (e *edits) empty() bool {
	return len(e.redirects) == 0 && len(e.sets) == 0 && len(e.appends) == 0 &&
		len(e.trims) == 0 && !e.sortSearch
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

// setterNames are the names --set knows: the setters' names, and trurl's
// component names for the same setters.
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

type setEdit struct {
	setter setter
	value  string
}

// appendEdit appends a search parameter (URLSearchParams append) or a path
// segment.
type appendEdit struct {
	path        bool
	name, value string // the parameter, or the segment in name
}

func splitEdit(flag, arg string) (name, value string, err error) {
	name, value, ok := strings.Cut(arg, "=")
	if !ok || name == "" {
		return "", "", usagef("%s wants NAME=VALUE, not %q", flag, arg)
	}
	return name, value, nil
}

func parseEdits(o *rawOptions) (edits, error) {
	e := edits{redirects: o.redirects, sortSearch: o.sortSearch}
	for _, a := range o.sets {
		name, v, err := splitEdit("--set", a)
		if err != nil {
			return e, err
		}
		s, ok := setterNames[name]
		if !ok {
			return e, usagef("--set: no setter %q (href, protocol, username, password, host, hostname, port, pathname, search, hash)", name)
		}
		e.sets = append(e.sets, setEdit{setter: s, value: v})
	}
	for _, a := range o.appends {
		name, v, err := splitEdit("--append", a)
		if err != nil {
			return e, err
		}
		switch name {
		case "search", "query":
			pname, pvalue, _ := strings.Cut(v, "=")
			e.appends = append(e.appends, appendEdit{name: pname, value: pvalue})
		case "pathname", "path":
			e.appends = append(e.appends, appendEdit{path: true, name: v})
		default:
			return e, usagef("--append works on search or pathname, not %q", name)
		}
	}
	for _, a := range o.trims {
		name, glob, err := splitEdit("--trim", a)
		if err != nil {
			return e, err
		}
		if name != "search" && name != "query" {
			return e, usagef("--trim works on search, not %q", name)
		}
		e.trims = append(e.trims, glob)
	}
	return e, nil
}

// apply makes the edits on u. It fails only when the href setter or a
// redirect gets a string that does not parse: the row then shows why.
func (e *edits) apply(u *whatwgurl.URL, encoding string) (*whatwgurl.URL, error) {
	for _, rel := range e.redirects {
		// The URL parser with u as base: where a link rel on the page u
		// leads.
		var v *whatwgurl.URL
		var err error
		if encoding != "" {
			v, err = whatwgurl.ParseWithEncoding(rel, u, encoding)
		} else {
			v, err = u.Parse(rel)
		}
		if err != nil {
			return nil, prefixError("redirect", err)
		}
		u = v
	}
	for _, s := range e.sets {
		if err := set(u, s); err != nil {
			return nil, prefixError("set href", err)
		}
	}
	for _, a := range e.appends {
		if a.path {
			appendSegment(u, a.name)
		} else {
			u.SearchParams().Append(a.name, a.value)
		}
	}
	if len(e.trims) > 0 {
		trim(u, e.trims)
	}
	if e.sortSearch {
		u.SearchParams().Sort()
	}
	return u, nil
}

func set(u *whatwgurl.URL, s setEdit) error {
	switch s.setter {
	case setHref:
		return u.SetHref(s.value)
	case setProtocol:
		u.SetProtocol(s.value)
	case setUsername:
		u.SetUsername(s.value)
	case setPassword:
		u.SetPassword(s.value)
	case setHost:
		u.SetHost(s.value)
	case setHostname:
		u.SetHostname(s.value)
	case setPort:
		u.SetPort(s.value)
	case setPathname:
		u.SetPathname(s.value)
	case setSearch:
		u.SetSearch(s.value)
	case setHash:
		u.SetHash(s.value)
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

// trim deletes the search parameters whose names match one of globs. The
// query is rewritten (URLSearchParams update) only when one matched.
func trim(u *whatwgurl.URL, globs []string) {
	if _, ok := u.Query(); !ok {
		return
	}
	sp := u.SearchParams()
	var doomed []string
	for name := range sp.Keys() {
		for _, g := range globs {
			if globMatch(g, name) {
				doomed = append(doomed, name)
				break
			}
		}
	}
	for _, name := range doomed {
		if sp.Has(name) { // a name seen twice is deleted once
			sp.Delete(name)
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
