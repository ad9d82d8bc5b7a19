package urlpattern

import "strings"

// generateRegularExpressionAndNameList is "generate a regular expression and
// name list" (section 2.2). The result is ECMAScript regular expression
// syntax; compileECMAScript (ecmascript.go) turns it into Go's.
func generateRegularExpressionAndNameList(parts []part, opts options) (string, []string) {
	var result strings.Builder
	result.WriteByte('^')
	var nameList []string
	for i := range parts {
		p := &parts[i]
		if p.typ == partFixedText {
			if p.modifier == modifierNone {
				result.WriteString(escapeRegexpString(p.value))
			} else {
				// (?:<fixed text>)<modifier>
				result.WriteString("(?:")
				result.WriteString(escapeRegexpString(p.value))
				result.WriteByte(')')
				result.WriteString(p.modifier.String())
			}
			continue
		}
		nameList = append(nameList, p.name)
		regexpValue := p.value
		switch p.typ {
		case partSegmentWildcard:
			regexpValue = generateSegmentWildcardRegexp(opts)
		case partFullWildcard:
			regexpValue = fullWildcardRegexpValue
		}
		if p.prefix == "" && p.suffix == "" {
			if p.modifier == modifierNone || p.modifier == modifierOptional {
				// (<regexp value>)<modifier>
				result.WriteByte('(')
				result.WriteString(regexpValue)
				result.WriteByte(')')
				result.WriteString(p.modifier.String())
			} else {
				// ((?:<regexp value>)<modifier>)
				result.WriteString("((?:")
				result.WriteString(regexpValue)
				result.WriteByte(')')
				result.WriteString(p.modifier.String())
				result.WriteByte(')')
			}
			continue
		}
		if p.modifier == modifierNone || p.modifier == modifierOptional {
			// (?:<prefix>(<regexp value>)<suffix>)<modifier>
			result.WriteString("(?:")
			result.WriteString(escapeRegexpString(p.prefix))
			result.WriteByte('(')
			result.WriteString(regexpValue)
			result.WriteByte(')')
			result.WriteString(escapeRegexpString(p.suffix))
			result.WriteByte(')')
			result.WriteString(p.modifier.String())
			continue
		}
		// (?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?
		result.WriteString("(?:")
		result.WriteString(escapeRegexpString(p.prefix))
		result.WriteString("((?:")
		result.WriteString(regexpValue)
		result.WriteString(")(?:")
		result.WriteString(escapeRegexpString(p.suffix))
		result.WriteString(escapeRegexpString(p.prefix))
		result.WriteString("(?:")
		result.WriteString(regexpValue)
		result.WriteString("))*)")
		result.WriteString(escapeRegexpString(p.suffix))
		result.WriteByte(')')
		if p.modifier == modifierZeroOrMore {
			result.WriteByte('?')
		}
	}
	result.WriteByte('$')
	return result.String(), nameList
}

// escapeRegexpString is "escape a regexp string".
func escapeRegexpString(input string) string {
	var b strings.Builder
	for i := 0; i < len(input); i++ {
		switch c := input[i]; c {
		case '.', '+', '*', '?', '^', '$', '{', '}', '(', ')', '[', ']', '|', '/', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
