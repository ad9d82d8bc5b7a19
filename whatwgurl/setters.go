package whatwgurl

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// The setters of the URL class (section 6.1). Each runs the Standard's
// steps on a record loaded from the URL and reports whether the URL changed.
// Like the Standard, they ignore values they cannot use: a setter whose
// basic URL parse fails keeps what the parser did before failing.

// SetHref replaces the URL with the parse of href (the href setter). On
// failure it returns the error and leaves the URL as it was.
func (u *URL) SetHref(href string) error {
	// Canonical input takes the fast path's layout, without allocating
	// (but the href when the path adds "/" to it, and the urlExt of an
	// href of 64 KiB or more).
	var l layout
	if slash, ok := canonicalInto(href, &l); ok {
		l.edition = u.edition
		u.layout = l
		u.setCanonical(canonicalHref(href, slash))
	} else {
		v, err := parseSlow(href, nil, nil, u.edition, nil)
		if err != nil {
			return err
		}
		sp := u.searchParams()
		*u = *v
		u.setSearchParams(sp)
	}
	if sp := u.searchParams(); sp != nil {
		sp.reset(u.queryOrEmpty())
	}
	return nil
}

// modify loads u into a record, lets change work on it, and stores the
// result back. It reports whether the href changed.
func (u *URL) modify(change func(p *parser, r *record)) bool {
	p := getParser()
	p.edition = u.edition
	r := &p.rec
	r.load(u)
	change(p, r)
	out, c := r.serialize(p.buffer[:0])
	c.edition = u.edition
	p.buffer = out
	changed := string(out) != u.href()
	if changed {
		u.store(string(out), &c)
	}
	putParser(p)
	return changed
}

// SetProtocol is the protocol setter: it parses value + ":" from the scheme
// start state.
func (u *URL) SetProtocol(value string) bool {
	return u.modify(func(p *parser, r *record) {
		p.basicParse(toScalarValues(value)+":", nil, r, schemeStartState)
	})
}

// SetUsername is the username setter.
func (u *URL) SetUsername(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if r.cannotHaveUsernamePasswordPort() {
			return
		}
		r.username = percent.AppendUTF8(r.username[:0], toScalarValues(value), percent.Userinfo, false)
	})
}

// SetPassword is the password setter.
func (u *URL) SetPassword(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if r.cannotHaveUsernamePasswordPort() {
			return
		}
		r.password = percent.AppendUTF8(r.password[:0], toScalarValues(value), percent.Userinfo, false)
	})
}

// SetHost is the host setter: host and, if given, port.
func (u *URL) SetHost(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if r.opaquePath {
			return
		}
		p.basicParse(toScalarValues(value), nil, r, hostState)
	})
}

// SetHostname is the hostname setter.
func (u *URL) SetHostname(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if r.opaquePath {
			return
		}
		p.basicParse(toScalarValues(value), nil, r, hostnameState)
	})
}

// SetPort is the port setter; "" makes the port null.
func (u *URL) SetPort(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if r.cannotHaveUsernamePasswordPort() {
			return
		}
		if value == "" {
			r.port = -1
			return
		}
		p.basicParse(toScalarValues(value), nil, r, portState)
	})
}

// SetPathname is the pathname setter.
func (u *URL) SetPathname(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if r.opaquePath {
			return
		}
		r.path = r.path[:0]
		p.basicParse(toScalarValues(value), nil, r, pathStartState)
	})
}

// SetSearch is the search setter; "" makes the query null.
func (u *URL) SetSearch(value string) bool {
	value = toScalarValues(value)
	input := value
	if len(input) > 0 && input[0] == '?' {
		input = input[1:]
	}
	changed := u.modify(func(p *parser, r *record) {
		if value == "" {
			r.clearQuery()
			return
		}
		r.query = r.query[:0]
		r.hasQuery = true
		p.basicParse(input, nil, r, queryState)
	})
	// Step 6 sets the list to the parse of input, not of the query that
	// step 5 made of it. The two differ only when input has an ASCII tab or
	// newline, which the basic URL parser removes (section 4.4, step 3) and
	// the form parser keeps; then the object is made now, since it could not
	// be made later from the query.
	if !u.HasSearchParams() && strings.ContainsAny(input, "\t\n\r") {
		u.setSearchParams(u.newSearchParams())
	}
	if sp := u.searchParams(); sp != nil {
		sp.reset(input)
	}
	return changed
}

// SetHash is the hash setter; "" makes the fragment null.
func (u *URL) SetHash(value string) bool {
	return u.modify(func(p *parser, r *record) {
		if value == "" {
			r.fragment = r.fragment[:0]
			r.hasFragment = false
			return
		}
		input := toScalarValues(value)
		if input[0] == '#' {
			input = input[1:]
		}
		r.fragment = r.fragment[:0]
		r.hasFragment = true
		p.basicParse(input, nil, r, fragmentState)
	})
}
