package urlpattern

import "strings"

// sourceSpan says that the generated regular expression holds, from gen on,
// length bytes that the user wrote at src in the pattern string: a regexp
// part's value.
type sourceSpan struct{ gen, src, length int }

// patternIndex maps an offset in the generated regular expression back to
// the pattern string, or gives -1 when the offset is in text the generator
// wrote (the end of a value maps to just past it).
func patternIndex(spans []sourceSpan, gen int) int {
	for _, s := range spans {
		if gen >= s.gen && gen <= s.gen+s.length {
			return s.src + gen - s.gen
		}
	}
	return -1
}

// generateRegularExpressionAndNameList is "generate a regular expression and
// name list" (section 2.2). The result is ECMAScript regular expression
// syntax; ecmascript.Compile (internal/ecmascript) turns it into Go's. spans say
// where the regexp parts' values, as the user wrote them, lie in it.
func generateRegularExpressionAndNameList(parts []part, opts options) (source string, nameList []string, spans []sourceSpan) {
	var result strings.Builder
	result.WriteByte('^')
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
		writeValue := func() {
			if p.typ == partRegexp {
				spans = append(spans, sourceSpan{result.Len(), p.valueIndex, len(regexpValue)})
			}
			result.WriteString(regexpValue)
		}
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
				writeValue()
				result.WriteByte(')')
				result.WriteString(p.modifier.String())
			} else {
				// ((?:<regexp value>)<modifier>)
				result.WriteString("((?:")
				writeValue()
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
			writeValue()
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
		writeValue()
		result.WriteString(")(?:")
		result.WriteString(escapeRegexpString(p.suffix))
		result.WriteString(escapeRegexpString(p.prefix))
		result.WriteString("(?:")
		writeValue()
		result.WriteString("))*)")
		result.WriteString(escapeRegexpString(p.suffix))
		result.WriteByte(')')
		if p.modifier == modifierZeroOrMore {
			result.WriteByte('?')
		}
	}
	result.WriteByte('$')
	return result.String(), nameList, spans
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
