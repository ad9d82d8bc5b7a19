package main

import "strings"

// format is a parsed --get format string: literal text and fields, in
// order. The syntax is trurl's:
//
//	{name}             a field (every --fields name), with trurl's
//	                   qualifiers before it: {url:path} or {:path},
//	                   {must:query}, {default:port}, {strict:path},
//	                   {puny:host}, {idn:host}
//	[name]             the same, when the format's first variable is
//	                   written with brackets (trurl does not mix them)
//	{query:NAME}       the first value of the search parameter NAME
//	{query-all:NAME}   all its values, separated by one space
//	{{ and }}          a literal { and }
//	\t \n \r \\ \{ \[ \} \]  a tab, newline, carriage return, \, {, [, } and ]
//
// A { (or [) without its closing brace is text, as is the rest of the
// format after it.
type format struct {
	parts  []formatPart
	fields []field // the fields the parts use, for what rows must compute
}

// formatPart is literal text, or a field when isField.
type formatPart struct {
	text    string
	isField bool
	field   field
}

// variableOpener is the byte that starts a variable in s: '{', or '[' when
// an unescaped '[' comes before every unescaped '{'.
func variableOpener(s string) byte {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '{':
			return '{'
		case '[':
			return '['
		}
	}
	return '{'
}

// parseFormat reads a --get format string, or fails with a usage error
// that says where it is wrong.
func parseFormat(s string) (*format, error) {
	f := &format{}
	open := variableOpener(s)
	close := byte('}')
	if open == '[' {
		close = ']'
	}
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			f.parts = append(f.parts, formatPart{text: lit.String()})
			lit.Reset()
		}
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			if i+1 == len(s) {
				return nil, formatError(s, i, "a \\ at the end")
			}
			i++
			switch s[i] {
			case 't':
				lit.WriteByte('\t')
			case 'n':
				lit.WriteByte('\n')
			case 'r':
				lit.WriteByte('\r')
			case '\\', '{', '}', '[', ']':
				lit.WriteByte(s[i])
			default:
				return nil, formatError(s, i-1, "unknown escape \\"+s[i:i+1])
			}
		case c == close:
			if i+1 < len(s) && s[i+1] == close {
				i++
			}
			lit.WriteByte(c)
		case c == open:
			if i+1 < len(s) && s[i+1] == open {
				i++
				lit.WriteByte(c)
				continue
			}
			end := strings.IndexByte(s[i+1:], close)
			if end < 0 {
				lit.WriteString(s[i:]) // an unclosed variable is text
				i = len(s)
				continue
			}
			name := s[i+1 : i+1+end]
			if name == "" {
				return nil, formatError(s, i, "an empty variable")
			}
			fld, err := parseField(name)
			if err != nil {
				return nil, formatError(s, i, err.Error())
			}
			flush()
			f.parts = append(f.parts, formatPart{isField: true, field: fld})
			f.fields = append(f.fields, fld)
			i += 1 + end
		default:
			lit.WriteByte(c)
		}
	}
	flush()
	return f, nil
}

func formatError(s string, at int, what string) error {
	return usageCodef(exitGet, "--get %q: %s at byte %d", s, what, at)
}
