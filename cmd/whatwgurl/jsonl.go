package main

import (
	"strconv"
	"unicode/utf8"
)

// jsonWriter writes JSON lines: one object per row, its keys the field
// names in the order given. Null values are null, valid is a boolean, line
// a number, validation and query-all:NAME arrays of strings. A failed row
// also carries "error" when the fields do not name it.
//
// Strings are escaped as JSON requires (", \ and the controls), and any
// byte that is not part of valid UTF-8 is written as U+FFFD, as
// encoding/json does: the output is always valid UTF-8 and valid JSON.
type jsonWriter struct{ fields []field }

func (w *jsonWriter) appendHeader(dst []byte) []byte { return dst }

func (w *jsonWriter) appendRow(dst []byte, r *row) []byte {
	dst = append(dst, '{')
	hasError := false
	for i, f := range w.fields {
		if i > 0 {
			dst = append(dst, ',')
		}
		hasError = hasError || f.id == fError
		dst = appendJSONString(dst, f.name)
		dst = append(dst, ':')
		dst = appendJSONValue(dst, r.value(f))
	}
	if !r.ok && !hasError {
		if len(w.fields) > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `"error":`...)
		dst = appendJSONString(dst, r.err)
	}
	return append(dst, '}', '\n')
}

func appendJSONValue(dst []byte, v value) []byte {
	switch v.kind {
	case vNull:
		return append(dst, "null"...)
	case vBool:
		return strconv.AppendBool(dst, v.b)
	case vInt:
		return strconv.AppendInt(dst, int64(v.n), 10)
	case vList:
		dst = append(dst, '[')
		for i, s := range v.list {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendJSONString(dst, s)
		}
		return append(dst, ']')
	}
	return appendJSONString(dst, v.s)
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string (RFC 8259, section 7).
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r != utf8.RuneError || size != 1 {
				i += size
				continue
			}
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i++
			start = i
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
		}
		i++
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
