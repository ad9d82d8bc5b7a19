package urlpattern

import (
	"fmt"
	"strconv"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// Input is what New, Test and Exec take, the Standard's URLPatternInput: a
// String (a constructor string, or a URL for Test and Exec) or an Init
// (by value or by pointer).
type Input interface{ isInput() }

// String is a constructor string (for New) or a URL string (for Test and
// Exec).
type String string

func (String) isInput() {}

// Options is URLPatternOptions.
type Options struct {
	// IgnoreCase makes the pathname, search and hash match without regard
	// to case (the other components are canonicalized to lower case).
	IgnoreCase bool
	// Edition is the edition of the URL Standard whose parser the pattern
	// uses: to canonicalize its hostname and base URL, and to parse what it
	// matches. The zero Edition is the late-2025 one.
	Edition whatwgurl.Edition
}

// URLPattern is a URL pattern (section 1.3): one compiled pattern for each
// component of a URL. It is immutable and safe for concurrent use.
type URLPattern struct {
	components [numComponents]*componentPattern
	// order is the order Test checks the components in: those matched
	// directly or by steps first, then those with a regular expression, so that a URL
	// that does not match is turned away cheaply (every component must
	// match, so the order does not change the result).
	order [numComponents]component
	// ps parses what the pattern matches, in the edition of its Options.
	ps whatwgurl.Parser
}

// New is the URLPattern constructor ("create", section 1.4). input is a
// constructor string such as "https://example.com/books/:id" or an Init;
// baseURL, which only a String may have, resolves a relative constructor
// string. A nil baseURL is the Standard's null; new("https://example.com")
// gives one. It is a pointer because the Standard tells no base from an
// empty one: an empty base fails to parse, so New(String(p), new(""), ...)
// fails where New(String(p), nil, ...) may not.
func New(input Input, baseURL *string, opts Options) (*URLPattern, error) {
	var init initValues
	if in, ok := asInit(input); ok {
		if baseURL != nil {
			return nil, newError(ErrBaseURLWithInit, *baseURL, -1)
		}
		init = in.values()
	} else if in, ok := input.(String); ok {
		s := scalarValues(string(in))
		var err error
		if init, err = parseConstructorString(s); err != nil {
			return nil, err
		}
		if baseURL == nil && !init.has[protocolComponent] {
			return nil, newError(ErrRelativeWithoutBase, s, -1)
		}
		if baseURL != nil {
			init.baseURL, init.hasBaseURL = scalarValues(*baseURL), true
		}
	} else {
		return nil, newError(ErrBaseURLWithInit, "", -1) // a nil Input: not reachable through the types
	}
	if !opts.Edition.Valid() {
		return nil, fmt.Errorf("urlpattern: unknown edition of the URL Standard %s", opts.Edition)
	}
	ps := whatwgurl.Parser{Edition: opts.Edition}
	processedInit, err := processInit(&init, processPattern, ps)
	if err != nil {
		return nil, err
	}
	for c := range numComponents {
		if !processedInit.has[c] {
			processedInit.set(c, "*")
		}
	}
	if protocol := processedInit.v[protocolComponent]; isSpecialScheme(protocol) &&
		processedInit.v[portComponent] == defaultPort(protocol) {
		processedInit.v[portComponent] = ""
	}
	p := &URLPattern{ps: ps}
	compile := func(c component, callback encodingCallback, opts options) error {
		cp, err := compileComponent(processedInit.v[c], callback, opts)
		if err != nil {
			return withComponent(err, c.String())
		}
		p.components[c] = cp
		return nil
	}
	hostnameCallback := func(v string) (string, error) { return canonicalizeHostnameIn(ps.Edition, v) }
	if hostnamePatternIsIPv6Address(processedInit.v[hostnameComponent]) {
		hostnameCallback = canonicalizeIPv6Hostname
	}
	compileOptions := defaultOptions
	compileOptions.ignoreCase = opts.IgnoreCase
	steps := []struct {
		c        component
		callback encodingCallback
		opts     options
	}{
		{protocolComponent, canonicalizeProtocol, defaultOptions},
		{usernameComponent, canonicalizeUsername, defaultOptions},
		{passwordComponent, canonicalizePassword, defaultOptions},
		{hostnameComponent, hostnameCallback, hostnameOptions},
		{portComponent, canonicalizePort, defaultOptions},
	}
	for _, s := range steps {
		if err := compile(s.c, s.callback, s.opts); err != nil {
			return nil, err
		}
	}
	if p.components[protocolComponent].matchesSpecialScheme() {
		pathOptions := pathnameOptions
		pathOptions.ignoreCase = opts.IgnoreCase
		err = compile(pathnameComponent, canonicalizePathname, pathOptions)
	} else {
		err = compile(pathnameComponent, canonicalizeOpaquePathname, compileOptions)
	}
	if err != nil {
		return nil, err
	}
	if err := compile(searchComponent, canonicalizeSearch, compileOptions); err != nil {
		return nil, err
	}
	if err := compile(hashComponent, canonicalizeHash, compileOptions); err != nil {
		return nil, err
	}
	i := 0
	for _, direct := range []bool{true, false} {
		for c := range numComponents {
			if (p.components[c].direct != directRegexp || p.components[c].steps != nil) == direct {
				p.order[i] = c
				i++
			}
		}
	}
	return p, nil
}

// MustNew is New for patterns known to be valid: it panics on error.
func MustNew(input Input, baseURL *string, opts Options) *URLPattern {
	p, err := New(input, baseURL, opts)
	if err != nil {
		panic(err)
	}
	return p
}

// defaultPort returns a special scheme's default port in decimal, or "" (the
// engine's table of the special schemes).
func defaultPort(scheme string) string {
	if port := whatwgurl.SchemeTypeOf(scheme).DefaultPort(); port >= 0 {
		return strconv.Itoa(int(port))
	}
	return ""
}

// Protocol returns the protocol component's pattern string.
func (p *URLPattern) Protocol() string { return p.components[protocolComponent].patternString }

// Username returns the username component's pattern string.
func (p *URLPattern) Username() string { return p.components[usernameComponent].patternString }

// Password returns the password component's pattern string.
func (p *URLPattern) Password() string { return p.components[passwordComponent].patternString }

// Hostname returns the hostname component's pattern string.
func (p *URLPattern) Hostname() string { return p.components[hostnameComponent].patternString }

// Port returns the port component's pattern string.
func (p *URLPattern) Port() string { return p.components[portComponent].patternString }

// Pathname returns the pathname component's pattern string.
func (p *URLPattern) Pathname() string { return p.components[pathnameComponent].patternString }

// Search returns the search component's pattern string.
func (p *URLPattern) Search() string { return p.components[searchComponent].patternString }

// Hash returns the hash component's pattern string.
func (p *URLPattern) Hash() string { return p.components[hashComponent].patternString }

// HasRegExpGroups reports whether any component uses a custom regular
// expression group ("has regexp groups").
func (p *URLPattern) HasRegExpGroups() bool {
	for _, c := range p.components {
		if c.hasRegExpGroups {
			return true
		}
	}
	return false
}

// String returns the pattern's components, for debugging.
func (p *URLPattern) String() string {
	s := "URLPattern{"
	for c := range numComponents {
		if c > 0 {
			s += ", "
		}
		s += c.String() + ": " + p.components[c].patternString
	}
	return s + "}"
}

// scalarValues is the conversion of a USVString argument: the engine's, so
// that a pattern and the URLs it matches read invalid UTF-8 alike.
func scalarValues(s string) string { return whatwgurl.ScalarValueString(s) }
