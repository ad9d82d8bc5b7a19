// Package percent implements section 1.3 of the URL Standard, percent-encoded
// bytes: the encode sets, percent-encode, percent-decode, and percent-encode
// after encoding.
package percent

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"

// Set is a percent-encode set: Set[b] reports whether byte b is in the set.
// Every set here contains all non-ASCII code points, so for UTF-8 input a
// byte-wise lookup is exact: every byte of a multi-byte sequence is >= 0x80.
type Set [256]bool

// The encode sets of section 1.3, each defined as the Standard defines it.
var (
	// C0Control is the C0 control percent-encode set: C0 controls and all code
	// points greater than U+007E (~).
	C0Control = build(nil, "")
	// Fragment is the fragment percent-encode set.
	Fragment = build(C0Control, " \"<>`")
	// Query is the query percent-encode set. It is not built on Fragment:
	// it omits U+0060 (`).
	Query = build(C0Control, " \"#<>")
	// SpecialQuery is the special-query percent-encode set.
	SpecialQuery = build(Query, "'")
	// Path is the path percent-encode set.
	Path = build(Query, "?^`{}")
	// Userinfo is the userinfo percent-encode set.
	Userinfo = build(Path, "/:;=@[\\]|")
	// Component is the component percent-encode set.
	Component = build(Userinfo, "$%&+,")
	// FormURLEncoded is the application/x-www-form-urlencoded percent-encode set.
	FormURLEncoded = build(Component, "!'()~")
)

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
