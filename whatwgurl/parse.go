package whatwgurl

import (
	"errors"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// ErrInvalidComponents is FromComponents' error for components that do not
// fit their href: an offset past its end or out of the layout's order (see
// Components), a scheme that is empty or not followed by ':', a query or
// fragment start that is not at a '?' or '#', a port out of 0-65535 or that
// disagrees with the port's range, or an unknown host or scheme type.
var ErrInvalidComponents = errors.New("whatwgurl: components do not fit the href")

// Parse parses input with no base URL, as new URL(input) does (section 6.1).
// It fails with a *ParseError naming the validation error that made the
// basic URL parser fail.
func Parse(input string) (*URL, error) {
	// parse's fast path, with none of parse's other arguments to keep. It
	// writes the layout straight into the new URL (Default is the zero
	// Edition), not into a copy on the stack; an input it declines is
	// parsed into that URL too, and only an input that fails leaves it
	// unused.
	u := new(URL)
	if slash, ok := canonicalInto(input, &u.layout); ok {
		u.setCanonical(canonicalHref(input, slash))
		return u, nil
	}
	return parseNotCanonical(input, nil, nil, Default, nil, u)
}

// Parse parses ref with u as the base URL, as new URL(ref, u) does, in
// the edition u was parsed with.
func (u *URL) Parse(ref string) (*URL, error) { return parse(ref, u, nil, u.edition, nil) }

// ParseWithBase runs the API URL parser (section 6.1): it parses base, then
// input against it, as new URL(input, base) does.
func ParseWithBase(input, base string) (*URL, error) {
	b, err := Parse(base)
	if err != nil {
		return nil, err
	}
	return b.Parse(input)
}

// CanParse reports whether input parses against base (nil for none), as
// URL.canParse does (section 6.1).
func CanParse(input string, base *URL) bool { return canParse(input, base, Default) }

func canParse(input string, base *URL, ed Edition) bool {
	var c Components
	if _, ok := canonical(input, &c); ok {
		return true
	}
	p, _ := runParser(input, base, nil, ed, nil)
	if p == nil {
		return false
	}
	putParser(p)
	return true
}

// MustParse is Parse that panics on failure; for tests and constants.
func MustParse(input string) *URL {
	u, err := Parse(input)
	if err != nil {
		panic(err)
	}
	return u
}

// parse runs the basic URL parser of edition ed on input with base, the
// query encoding enc (nil for UTF-8) and, when errs is not nil, collects
// validation errors (errs.Edition is ed).
//
// The fast path serves every edition: the input it takes is already what
// the late-2025 host parser makes of it, an ASCII lowercase domain without
// forbidden domain code points (or a canonical IPv4 address), and the 2026
// domain parser keeps such a domain as it is; nothing else it accepts
// depends on the edition. TestFastPathSameInEveryEdition checks it.
func parse(input string, base *URL, enc encoding, ed Edition, errs *validation.Reporter) (*URL, error) {
	if enc == nil && errs == nil {
		// The layout straight from the scan, on the way most URLs take.
		var l layout
		if slash, ok := canonicalInto(input, &l); ok {
			return newCanonical(input, slash, l, ed), nil
		}
	}
	return parseNotCanonical(input, base, enc, ed, errs, nil)
}

// newCanonical returns the URL of an input that canonicalInto took, with
// the layout l it wrote, in edition ed.
func newCanonical(input string, slash bool, l layout, ed Edition) *URL {
	l.edition = ed
	u := new(URL)
	u.layout = l
	u.setCanonical(canonicalHref(input, slash))
	return u
}

// parseNotCanonical is parse for an input that the fast path did not take,
// into u (whose search params object is nil) or, when u is nil, a new URL.
func parseNotCanonical(input string, base *URL, enc encoding, ed Edition, errs *validation.Reporter, u *URL) (*URL, error) {
	if enc == nil && errs == nil {
		var c Components
		if href, ok := parseRewritten(input, base, ed, &c); ok {
			if u == nil {
				u = new(URL)
			}
			u.store(href, &c)
			return u, nil
		}
	}
	return parseSlowInto(input, base, enc, ed, errs, u)
}

// runParser runs the basic URL parser (without url or state override) on
// input, read as a scalar value string, with base, the query encoding enc
// and the reporter errs. On success it returns the parser, whose record
// holds the URL, for the caller to read and put back; on failure nil and
// the validation error that made the parse fail.
func runParser(input string, base *URL, enc encoding, ed Edition, errs *validation.Reporter) (*parser, validation.Kind) {
	p := getParser()
	p.encoding, p.edition, p.errs = enc, ed, errs
	if !p.basicParse(toScalarValues(input), base, nil, noState) {
		k := p.fail
		putParser(p)
		return nil, k
	}
	return p, validation.None
}

// parseSlow is parse without the fast path.
func parseSlow(input string, base *URL, enc encoding, ed Edition, errs *validation.Reporter) (*URL, error) {
	return parseSlowInto(input, base, enc, ed, errs, nil)
}

// parseSlowInto is parseSlow into u, as parseNotCanonical's u.
func parseSlowInto(input string, base *URL, enc encoding, ed Edition, errs *validation.Reporter, u *URL) (*URL, error) {
	p, k := runParser(input, base, enc, ed, errs)
	if p == nil {
		return nil, &ParseError{Input: toScalarValues(input), Type: k}
	}
	out, c := p.rec.serialize(infra.Grow(p.buffer[:0], p.rec.sizeHint()))
	c.edition = ed
	p.buffer = out
	// An input that is already its own serialization is kept as it is,
	// without a copy.
	href := input
	if string(out) != input {
		href = string(out)
	}
	putParser(p)
	if u == nil {
		u = new(URL)
	}
	u.store(href, &c)
	return u, nil
}

// AppendParse parses input against base (nil for none), appends the href to
// dst and returns it with the components of the new URL, whose offsets are
// relative to the start of the appended href. On failure it returns dst as
// it was and the validation error that made the parse fail. It is the entry
// point for callers that keep URLs in memory of their own (the C ABI).
func AppendParse(dst []byte, input string, base *URL) ([]byte, Components, ValidationErrorType) {
	return appendParse(dst, input, base, Default)
}

func appendParse(dst []byte, input string, base *URL, ed Edition) ([]byte, Components, ValidationErrorType) {
	var c Components
	if slash, ok := canonical(input, &c); ok {
		c.edition = ed
		return appendCanonical(infra.Grow(dst, len(input)+1), input, slash), c, validation.None
	}
	out, c, k := parseIntoSlow(input, base, ed, func(n int) []byte { return infra.Grow(dst, n) })
	if k != validation.None {
		return dst, c, k
	}
	return out, c, k
}

// ParseInto is AppendParse for callers that provide the memory of the href
// once its size is known: after the parse, and before writing the href, it
// calls room(n), which returns a slice with room for n more bytes (its
// length is where the href will start), and appends the href, which is at
// most n bytes, to that slice. A long href is then written once, straight
// into its final place. On failure room is not called, and the result is
// nil with the validation error that made the parse fail.
func ParseInto(input string, base *URL, room func(n int) []byte) ([]byte, Components, ValidationErrorType) {
	return parseInto(input, base, Default, room)
}

func parseInto(input string, base *URL, ed Edition, room func(n int) []byte) ([]byte, Components, ValidationErrorType) {
	var c Components
	if slash, ok := canonical(input, &c); ok {
		c.edition = ed
		return appendCanonical(room(len(input)+1), input, slash), c, validation.None
	}
	return parseIntoSlow(input, base, ed, room)
}

// appendCanonical appends to dst the href of an input that canonical took:
// the input, then "/" when canonical said so.
func appendCanonical(dst []byte, input string, slash bool) []byte {
	dst = append(dst, input...)
	if slash {
		dst = append(dst, '/')
	}
	return dst
}

// parseIntoSlow is parseInto without the fast path.
func parseIntoSlow(input string, base *URL, ed Edition, room func(n int) []byte) ([]byte, Components, ValidationErrorType) {
	p, k := runParser(input, base, nil, ed, nil)
	if p == nil {
		return nil, Components{}, k
	}
	dst, c := p.rec.serialize(room(p.rec.sizeHint()))
	c.edition = ed
	putParser(p)
	return dst, c, validation.None
}

// FromComponents returns the URL whose href and components are href and c,
// as AppendParse or (*URL).Components gave them: the C ABI keeps URLs that
// way in memory of its own. It checks that c fits href (see
// ErrInvalidComponents), which costs a few comparisons, so that no getter
// or setter of the result can index outside href. It does not re-parse
// href: components that fit an href the parser would not have written give
// a URL whose getters return those slices of it.
func FromComponents(href string, c Components) (URL, error) {
	if !c.fit(href) {
		return URL{}, ErrInvalidComponents
	}
	var u URL
	u.store(href, &c)
	return u, nil
}

// Clone returns a copy of u with a search params object of its own.
func (u *URL) Clone() *URL {
	v := *u
	v.setSearchParams(nil)
	return &v
}

// Equal reports whether u and v serialize the same (section 4.6, URL
// equivalence), optionally ignoring their fragments.
func (u *URL) Equal(v *URL, excludeFragments bool) bool {
	if !excludeFragments {
		return u.href() == v.href()
	}
	return u.hrefExcludingFragment() == v.hrefExcludingFragment()
}

// hrefExcludingFragment is the URL serializer with exclude fragment set.
func (u *URL) hrefExcludingFragment() string {
	f := u.offsets().fragmentStart
	if f == Absent {
		return u.href()
	}
	return u.href()[:f]
}

// MarshalText returns the href.
func (u *URL) MarshalText() ([]byte, error) { return []byte(u.href()), nil }

// UnmarshalText parses text as an absolute URL into u.
func (u *URL) UnmarshalText(text []byte) error { return u.SetHref(string(text)) }

func (u *URL) queryOrEmpty() string {
	q, _ := u.Query()
	return q
}
