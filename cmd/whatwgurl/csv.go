package main

import "strings"

// csvWriter writes comma-separated values as RFC 4180 describes them: a
// value that holds a comma, a double quote, a carriage return or a line
// feed, or starts with a space or tab, is put in double quotes, with each
// double quote doubled. Rows end with a line feed.
type csvWriter struct{ fields []field }

func (w *csvWriter) appendHeader(dst []byte) []byte {
	return appendLine(dst, w.fields, ',', func(dst []byte, f field) []byte {
		return appendCSV(dst, f.name)
	})
}

func (w *csvWriter) appendRow(dst []byte, r *row) []byte {
	return appendLine(dst, w.fields, ',', func(dst []byte, f field) []byte {
		v := r.value(f)
		if v.kind == vList && len(v.list) > 1 {
			// The items are joined first so that the quotes, if needed,
			// go around the whole value.
			v = str(strings.Join(v.list, " "))
		}
		return appendFlat(dst, v, appendCSV)
	})
}

// appendLine appends one line of a delimited format: each field as cell
// writes it, sep between them, a line feed at the end.
func appendLine(dst []byte, fields []field, sep byte, cell func([]byte, field) []byte) []byte {
	for i, f := range fields {
		if i > 0 {
			dst = append(dst, sep)
		}
		dst = cell(dst, f)
	}
	return append(dst, '\n')
}

func csvNeedsQuotes(s string) bool {
	if s == "" {
		return false
	}
	if s[0] == ' ' || s[0] == '\t' {
		return true
	}
	return strings.ContainsAny(s, ",\"\r\n")
}

func appendCSV(dst []byte, s string) []byte {
	if !csvNeedsQuotes(s) {
		return append(dst, s...)
	}
	dst = append(dst, '"')
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			break
		}
		dst = append(dst, s[:i+1]...)
		dst = append(dst, '"')
		s = s[i+1:]
	}
	dst = append(dst, s...)
	return append(dst, '"')
}
