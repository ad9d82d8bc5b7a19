// Package percent implements section 1.3 of the URL Standard, percent-encoded
// bytes: the encode sets, percent-encode, percent-decode, and percent-encode
// after encoding.
package percent

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"

// Set is a percent-encode set: Set[b] reports whether byte b is in the set.
// Every set here contains all non-ASCII code points, so for UTF-8 input a
// byte-wise lookup is exact: every byte of a multi-byte sequence is >= 0x80.
type Set [256]bool

// The encode sets of section 1.3. Each points at its table in
// tables_gen.go, static data derived from definedSets, which defines each
// set as the Standard does.
var (
	// C0Control is the C0 control percent-encode set: C0 controls and all code
	// points greater than U+007E (~).
	C0Control = &c0ControlSet
	// Fragment is the fragment percent-encode set.
	Fragment = &fragmentSet
	// Query is the query percent-encode set.
	Query = &querySet
	// SpecialQuery is the special-query percent-encode set.
	SpecialQuery = &specialQuerySet
	// Path is the path percent-encode set.
	Path = &pathSet
	// Userinfo is the userinfo percent-encode set.
	Userinfo = &userinfoSet
	// Component is the component percent-encode set.
	Component = &componentSet
	// FormURLEncoded is the application/x-www-form-urlencoded percent-encode set.
	FormURLEncoded = &formURLEncodedSet
)

// namedSet is a set and the name of its table in tables_gen.go.
type namedSet struct {
	name string
	set  *Set
}

// definedSets returns the encode sets as section 1.3 defines them, each
// built on the set it extends.
func definedSets() []namedSet {
	c0 := build(nil, "")
	// The query set is not built on the fragment set: it omits U+0060 (`).
	query := build(c0, " \"#<>")
	path := build(query, "?^`{}")
	userinfo := build(path, "/:;=@[\\]|")
	component := build(userinfo, "$%&+,")
	return []namedSet{
		{"c0ControlSet", c0},
		{"fragmentSet", build(c0, " \"<>`")},
		{"querySet", query},
		{"specialQuerySet", build(query, "'")},
		{"pathSet", path},
		{"userinfoSet", userinfo},
		{"componentSet", component},
		{"formURLEncodedSet", build(component, "!'()~")},
	}
}

// build returns base plus the code points in extra. A nil base means the C0
// control percent-encode set itself.
func build(base *Set, extra string) *Set {
	s := new(Set)
	if base == nil {
		for b := 0; b < 256; b++ {
			s[b] = infra.IsC0Control(byte(b)) || b > 0x7E
		}
	} else {
		*s = *base
	}
	for i := 0; i < len(extra); i++ {
		s[extra[i]] = true
	}
	return s
}

// Contains reports whether byte b is in the set.
func (s *Set) Contains(b byte) bool { return s[b] }
