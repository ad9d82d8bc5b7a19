package urlpattern

import "strings"

// CompareComponent is URLPattern.compareComponent(component, left, right):
// it orders two patterns by one component, from the less to the more
// specific, returning -1, 0 or 1. component is "protocol" ... "hash".
//
// The Standard at commit 203d435c does not define it; this follows WPT's
// tentative test (urlpattern-compare-test-data.json) and Chromium. Part
// lists are compared part by part; a part is more specific by type (fixed
// text, then a regexp, then a segment wildcard, then a full wildcard), then
// by modifier (none, then "+", then "?", then "*"), then by prefix, value
// and suffix as strings. Group names do not count. When one list is a
// prefix of the other, the next part of the longer is compared with an
// empty fixed text, so "/foo/" is more specific than "/foo/*".
func CompareComponent(componentName string, left, right *URLPattern) (int, error) {
	c, ok := componentByString(componentName)
	if !ok {
		return 0, &Error{Kind: ErrInvalidComponent, Input: componentName, Index: -1,
			Construct: "not a URLPatternComponent"}
	}
	return compareParts(left.components[c].parts, right.components[c].parts), nil
}

func compareParts(left, right []part) int {
	i := 0
	for ; i < len(left) && i < len(right); i++ {
		if r := comparePart(&left[i], &right[i]); r != 0 {
			return r
		}
	}
	empty := &part{typ: partFixedText, modifier: modifierNone}
	switch {
	case i == len(left) && i != len(right):
		return comparePart(empty, &right[i])
	case i != len(left) && i == len(right):
		return comparePart(&left[i], empty)
	}
	return 0
}

// typeRank and modifierRank order the types and modifiers from the least
// to the most specific.
var (
	typeRank     = [...]int{partFullWildcard: 0, partSegmentWildcard: 1, partRegexp: 2, partFixedText: 3}
	modifierRank = [...]int{modifierZeroOrMore: 0, modifierOptional: 1, modifierOneOrMore: 2, modifierNone: 3}
)

func comparePart(l, r *part) int {
	if a, b := typeRank[l.typ], typeRank[r.typ]; a != b {
		return sign(a - b)
	}
	if a, b := modifierRank[l.modifier], modifierRank[r.modifier]; a != b {
		return sign(a - b)
	}
	if c := strings.Compare(l.prefix, r.prefix); c != 0 {
		return c
	}
	if c := strings.Compare(l.value, r.value); c != 0 {
		return c
	}
	return strings.Compare(l.suffix, r.suffix)
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// componentByString returns the component named name.
func componentByString(name string) (component, bool) {
	for c := range numComponents {
		if c.String() == name {
			return c, true
		}
	}
	return 0, false
}
