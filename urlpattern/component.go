package urlpattern

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/urlpattern/internal/ecmascript"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// componentPattern is a component (section 1.3): its pattern string,
// regular expression, group name list and has regexp groups, plus the part
// list (for compareComponent and generate) and a direct matcher.
type componentPattern struct {
	patternString   string
	re              *ecmascript.Regexp // nil when direct is not directRegexp
	groupNameList   []string
	hasRegExpGroups bool
	parts           []part
	options         options
	callback        encodingCallback
	direct          directMatch
	// A regular expression that begins or ends with fixed text (no
	// modifier, case-sensitive) matches only input that begins or ends with
	// it: test checks those first, which turns most inputs away without
	// running the expression.
	literalPrefix, literalSuffix string
	// steps, when not nil, tests the part list without the regular
	// expression (steps.go); exec still runs the expression.
	steps *stepMatcher
}

// directMatch names the part lists matched without a regular expression,
// as the note in "compile a component" allows: the result is the same as
// the regular expression's.
type directMatch uint8

const (
	directRegexp   directMatch = iota // run the regular expression
	directEmpty                       // no parts: "^$"
	directFixed                       // one fixed text, no modifier, case-sensitive: "^text$"
	directWildcard                    // one bare full wildcard: "^(.*)$"
)

// compileComponent is "compile a component" (section 1.5).
func compileComponent(input string, callback encodingCallback, opts options) (*componentPattern, error) {
	parts, err := parsePatternString(input, opts, callback)
	if err != nil {
		return nil, err
	}
	c := &componentPattern{parts: parts, options: opts, callback: callback}
	c.patternString = generatePatternString(parts, opts)
	for i := range parts {
		if parts[i].typ == partRegexp {
			c.hasRegExpGroups = true
		}
	}
	switch {
	case len(parts) == 0:
		c.direct = directEmpty
	case len(parts) == 1 && parts[0].typ == partFixedText && parts[0].modifier == modifierNone && !opts.ignoreCase:
		c.direct = directFixed
	case len(parts) == 1 && parts[0].typ == partFullWildcard && parts[0].modifier == modifierNone &&
		parts[0].prefix == "" && parts[0].suffix == "":
		c.direct = directWildcard
		c.groupNameList = []string{parts[0].name}
	}
	if c.direct != directRegexp {
		return c, nil
	}
	if !opts.ignoreCase {
		if first := &parts[0]; first.typ == partFixedText && first.modifier == modifierNone {
			c.literalPrefix = first.value
		}
		if last := &parts[len(parts)-1]; len(parts) > 1 && last.typ == partFixedText && last.modifier == modifierNone {
			c.literalSuffix = last.value
		}
	}
	source, nameList, spans := generateRegularExpressionAndNameList(parts, opts)
	re, err := ecmascript.Compile(source, opts.ignoreCase)
	if err != nil {
		return nil, regExpError(err, input, spans)
	}
	c.re = re
	c.groupNameList = nameList
	c.steps = compileSteps(parts, opts)
	return c, nil
}

// test reports whether the component's regular expression matches input.
func (c *componentPattern) test(input string) bool {
	switch c.direct {
	case directEmpty:
		return input == ""
	case directFixed:
		return input == c.parts[0].value
	case directWildcard:
		return !hasLineTerminator(input)
	}
	if c.steps != nil {
		if matched, sure := c.steps.test(input); sure {
			return matched
		}
	}
	if len(input) < len(c.literalPrefix)+len(c.literalSuffix) ||
		!strings.HasPrefix(input, c.literalPrefix) || !strings.HasSuffix(input, c.literalSuffix) {
		return false
	}
	return c.re.Match(input)
}

// exec runs the regular expression on input and, on a match, is "create a
// component match result".
func (c *componentPattern) exec(input string) (ComponentResult, bool) {
	result := ComponentResult{Input: input}
	switch c.direct {
	case directEmpty, directFixed:
		return result, c.test(input)
	case directWildcard:
		if !c.test(input) {
			return result, false
		}
		result.Groups = []Group{{Name: c.groupNameList[0], Value: input, Matched: true}}
		return result, true
	}
	values, defined, ok := c.re.Exec(input)
	if !ok {
		return result, false
	}
	result.Groups = make([]Group, len(c.groupNameList))
	for i, name := range c.groupNameList {
		// Get(execResult, ToString(index)): the index-th capture group,
		// which a capture inside a custom regexp can shift.
		g := Group{Name: name}
		if i < len(values) {
			g.Value, g.Matched = values[i], defined[i]
		}
		result.Groups[i] = g
	}
	return result, true
}

// hasLineTerminator reports whether s holds a code point '.' does not
// match: LF, CR, U+2028 or U+2029 (E2 80 A8, E2 80 A9 in UTF-8). A byte
// loop: strings.ContainsAny with non-ASCII code points decodes every rune.
func hasLineTerminator(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n', '\r':
			return true
		case 0xE2:
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
				return true
			}
		}
	}
	return false
}

// matchesSpecialScheme is "protocol component matches a special scheme".
func (c *componentPattern) matchesSpecialScheme() bool {
	for scheme := range whatwgurl.SpecialSchemes() {
		if c.test(scheme.Name()) {
			return true
		}
	}
	return false
}

// hostnamePatternIsIPv6Address is "hostname pattern is an IPv6 address".
func hostnamePatternIsIPv6Address(input string) bool {
	if len(input) < 2 {
		return false
	}
	switch {
	case input[0] == '[':
		return true
	case input[0] == '{' && input[1] == '[', input[0] == '\\' && input[1] == '[':
		return true
	}
	return false
}

// regExpError is RegExpCreate's throw as this package's Error. It points at
// the pattern string the user wrote, not at the regular expression
// generated from it.
func regExpError(err error, input string, spans []sourceSpan) error {
	e, ok := err.(*ecmascript.Error)
	if !ok {
		return err
	}
	kind := ErrInvalidRegExp
	if e.Unsupported {
		kind = ErrUnsupportedRegExp
	}
	index := -1
	if e.Pos >= 0 {
		index = patternIndex(spans, e.Pos)
	}
	return &Error{Kind: kind, Input: input, Index: index, Construct: e.Msg}
}
