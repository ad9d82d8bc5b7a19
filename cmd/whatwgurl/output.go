package main

import "strconv"

// rowWriter appends rows in one output format. Writers append to a byte
// slice so that a worker builds a whole chunk's output without a write or
// an allocation per row.
type rowWriter interface {
	// appendHeader appends the header row, if the format has one.
	appendHeader(dst []byte) []byte
	appendRow(dst []byte, r *row) []byte
}

func newRowWriter(c *config) rowWriter {
	switch c.out {
	case outCSV:
		return &csvWriter{fields: c.fields}
	case outJSONL:
		return &jsonWriter{fields: c.fields}
	case outGet:
		return &getWriter{f: c.get}
	case outTrurl:
		return &trurlWriter{}
	}
	return &tsvWriter{fields: c.fields}
}

// appendFlat appends v as text for the text formats (TSV, CSV, --get):
// null is empty, a list's items are separated by one space. esc escapes
// each piece of text for the format.
func appendFlat(dst []byte, v value, esc func([]byte, string) []byte) []byte {
	switch v.kind {
	case vString:
		return esc(dst, v.s)
	case vBool:
		return strconv.AppendBool(dst, v.b)
	case vInt:
		return strconv.AppendInt(dst, int64(v.n), 10)
	case vList:
		for i, s := range v.list {
			if i > 0 {
				dst = append(dst, ' ')
			}
			dst = esc(dst, s)
		}
	}
	return dst
}

func appendRaw(dst []byte, s string) []byte { return append(dst, s...) }

// getWriter writes each row through the --get format, with values as they
// are (no escaping) and a newline after each row.
type getWriter struct{ f *format }

func (w *getWriter) appendHeader(dst []byte) []byte { return dst }

func (w *getWriter) appendRow(dst []byte, r *row) []byte {
	for i := range w.f.parts {
		p := &w.f.parts[i]
		if p.isField {
			dst = appendFlat(dst, r.value(p.field), appendRaw)
		} else {
			dst = append(dst, p.text...)
		}
	}
	return append(dst, '\n')
}
