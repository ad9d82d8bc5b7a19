package main

// tsvWriter writes tab-separated values: one row per line, fields separated
// by a tab. A tab, line feed or carriage return inside a value is written
// \t, \n or \r, so that every row stays one line. No getter of a parsed URL
// contains one (the parser removes tab and newlines and percent-encodes the
// other controls); only input and query:NAME values can. Backslashes are
// left alone, so hrefs are written exactly; use CSV or JSON lines when such
// values must come back byte for byte.
type tsvWriter struct{ fields []field }

func (w *tsvWriter) appendHeader(dst []byte) []byte {
	return appendLine(dst, w.fields, '\t', func(dst []byte, f field) []byte {
		return appendTSV(dst, f.name)
	})
}

func (w *tsvWriter) appendRow(dst []byte, r *row) []byte {
	return appendLine(dst, w.fields, '\t', func(dst []byte, f field) []byte {
		esc := appendTSV
		if f.clean() {
			esc = appendRaw
		}
		return appendFlat(dst, r.value(f), esc)
	})
}

func appendTSV(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '\t':
			esc = `\t`
		case '\n':
			esc = `\n`
		case '\r':
			esc = `\r`
		default:
			continue
		}
		dst = append(dst, s[start:i]...)
		dst = append(dst, esc...)
		start = i + 1
	}
	return append(dst, s[start:]...)
}
