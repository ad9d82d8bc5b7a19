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
	for i, f := range w.fields {
		if i > 0 {
			dst = append(dst, '\t')
		}
		dst = appendTSV(dst, f.name)
	}
	return append(dst, '\n')
}

func (w *tsvWriter) appendRow(dst []byte, r *row) []byte {
	for i, f := range w.fields {
		if i > 0 {
			dst = append(dst, '\t')
		}
		esc := appendTSV
		if f.clean() {
			esc = appendRaw
		}
		dst = appendFlat(dst, r.value(f), esc)
	}
	return append(dst, '\n')
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
