package urlpattern

import "strings"

// Generate is URLPattern.prototype.generate(component, groups): the
// component string the pattern's component matches with these group
// values, such as "/books/42" from "/books/:id" and {"id": "42"}.
//
// The Standard at commit 203d435c does not define it; this follows WPT's
// tentative test (urlpattern-generate-test-data.json) and the proposal
// (https://github.com/whatwg/urlpattern/issues/73). Only fixed text and named segment
// wildcards without modifiers can be generated: a regexp group, a "*"
// wildcard or a modifier is an ErrInvalidGenerate error, as is a group
// missing from groups or a value that, encoded with the component's
// encoding callback, is empty or holds the component's delimiter ("/" in
// the pathname, "." in the hostname). Names in groups that the pattern
// does not use are ignored.
func (p *URLPattern) Generate(componentName string, groups map[string]string) (string, error) {
	c, ok := componentByString(componentName)
	if !ok {
		return "", &Error{Kind: ErrInvalidComponent, Input: componentName, Index: -1,
			Construct: "not a URLPatternComponent"}
	}
	cp := p.components[c]
	fail := func(why string) (string, error) {
		return "", &Error{Kind: ErrInvalidGenerate, Component: componentName,
			Input: cp.patternString, Index: -1, Construct: why}
	}
	var b strings.Builder
	for i := range cp.parts {
		pt := &cp.parts[i]
		if pt.modifier != modifierNone {
			return fail("a part with a modifier")
		}
		switch pt.typ {
		case partFixedText:
			b.WriteString(pt.value)
			continue
		case partRegexp:
			return fail("a regexp group")
		case partFullWildcard:
			return fail("a full wildcard")
		}
		value, ok := groups[pt.name]
		if !ok {
			return fail("no value for group " + pt.name)
		}
		encoded, err := cp.callback(scalarValues(value))
		if err != nil {
			return "", withComponent(err, componentName)
		}
		if encoded == "" || (cp.options.delimiterCodePoint != "" && strings.Contains(encoded, cp.options.delimiterCodePoint)) {
			return fail("the value of group " + pt.name + " does not fit a segment")
		}
		b.WriteString(pt.prefix)
		b.WriteString(encoded)
		b.WriteString(pt.suffix)
	}
	return b.String(), nil
}
