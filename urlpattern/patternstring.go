package urlpattern

import (
	"strings"
	"unicode/utf8"
)

// generatePatternString is "generate a pattern string" (section 2.3): the
// normalized pattern string a component's getter returns.
func generatePatternString(parts []part, opts options) string {
	var result strings.Builder
	for index := range parts {
		p := &parts[index]
		var previous, next *part
		if index > 0 {
			previous = &parts[index-1]
		}
		if index < len(parts)-1 {
			next = &parts[index+1]
		}
		if p.typ == partFixedText {
			if p.modifier == modifierNone {
				result.WriteString(escapePatternString(p.value))
				continue
			}
			result.WriteByte('{')
			result.WriteString(escapePatternString(p.value))
			result.WriteByte('}')
			result.WriteString(p.modifier.String())
			continue
		}
		customName := !isASCIIDigit(p.name[0])
		needsGrouping := p.suffix != "" || (p.prefix != "" && p.prefix != opts.prefixCodePoint)
		if !needsGrouping && customName && p.typ == partSegmentWildcard && p.modifier == modifierNone &&
			next != nil && next.prefix == "" && next.suffix == "" {
			if next.typ == partFixedText {
				r, _ := utf8.DecodeRuneInString(next.value)
				needsGrouping = isValidNameCodePoint(r, false)
			} else {
				needsGrouping = isASCIIDigit(next.name[0])
			}
		}
		if !needsGrouping && p.prefix == "" && previous != nil && previous.typ == partFixedText &&
			opts.prefixCodePoint != "" && strings.HasSuffix(previous.value, opts.prefixCodePoint) {
			needsGrouping = true
		}
		if needsGrouping {
			result.WriteByte('{')
		}
		result.WriteString(escapePatternString(p.prefix))
		if customName {
			result.WriteByte(':')
			result.WriteString(p.name)
		}
		switch {
		case p.typ == partRegexp:
			result.WriteByte('(')
			result.WriteString(p.value)
			result.WriteByte(')')
		case p.typ == partSegmentWildcard && !customName:
			result.WriteByte('(')
			result.WriteString(generateSegmentWildcardRegexp(opts))
			result.WriteByte(')')
		case p.typ == partFullWildcard:
			if !customName && (previous == nil || previous.typ == partFixedText ||
				previous.modifier != modifierNone || needsGrouping || p.prefix != "") {
				result.WriteByte('*')
			} else {
				result.WriteByte('(')
				result.WriteString(fullWildcardRegexpValue)
				result.WriteByte(')')
			}
		}
		if p.typ == partSegmentWildcard && customName && p.suffix != "" {
			if r, _ := utf8.DecodeRuneInString(p.suffix); isValidNameCodePoint(r, false) {
				result.WriteByte('\\')
			}
		}
		result.WriteString(escapePatternString(p.suffix))
		if needsGrouping {
			result.WriteByte('}')
		}
		result.WriteString(p.modifier.String())
	}
	return result.String()
}

// escapePatternString is "escape a pattern string".
func escapePatternString(input string) string {
	var b strings.Builder
	for i := 0; i < len(input); i++ {
		switch c := input[i]; c {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// String is "convert a modifier to a string".
func (m modifier) String() string {
	switch m {
	case modifierZeroOrMore:
		return "*"
	case modifierOptional:
		return "?"
	case modifierOneOrMore:
		return "+"
	}
	return ""
}

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }
