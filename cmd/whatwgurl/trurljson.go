package main

// trurlWriter writes trurl's --json: one JSON array for the whole run, an
// object per row with "url", "parts" (the components that are present,
// named as trurl names them, percent-decoded unless --urlencode) and
// "params" (the search parameters, decoded by the
// application/x-www-form-urlencoded parser, when the URL has a query).
// Each object is written ",\n  {...}"; the run writes the "[", drops the
// first object's ',' and ends the array (trurlArrayEnd).
type trurlWriter struct{}

func (w *trurlWriter) appendHeader(dst []byte) []byte { return dst }

// trurlParts are the keys of "parts", in trurl's order. trurl's options
// and zoneid are never present: the Standard's URL has neither.
var trurlParts = []struct {
	key string
	id  fieldID
}{
	{"scheme", fScheme}, {"user", fUser}, {"password", fPassword}, {"host", fHostname},
	{"port", fPort}, {"path", fPath}, {"query", fQuery}, {"fragment", fFragment},
}

func (w *trurlWriter) appendRow(dst []byte, r *row) []byte {
	if !r.ok {
		return dst // aligned or not, a failed URL has no object
	}
	dst = append(dst, ",\n  {\"url\":"...)
	dst = appendJSONString(dst, r.href(field{id: fURL}))
	dst = append(dst, `,"parts":{`...)
	first := true
	for _, p := range trurlParts {
		f := field{id: p.id, name: p.key}
		v := r.value(f)
		if p.id == fPassword {
			v = r.decoded(f, nonEmpty(v.s), r.view.urlencode)
		}
		if v.kind == vNull || (v.s == "" && p.id != fQuery && p.id != fFragment) {
			continue
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = appendJSONString(dst, p.key)
		dst = append(dst, ':')
		dst = appendJSONValue(dst, v)
	}
	dst = append(dst, '}')
	if _, ok := r.url.Query(); ok {
		dst = append(dst, `,"params":[`...)
		l := newSearchList(r.url, r.view.sep)
		for i := range l.sp.Size() {
			n, v := l.sp.At(i)
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"key":`...)
			dst = appendJSONString(dst, n)
			dst = append(dst, `,"value":`...)
			dst = appendJSONString(dst, v)
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	return append(dst, '}')
}

// trurlArrayEnd ends the array: on a line of its own after objects.
func trurlArrayEnd(wrote bool) []byte {
	if wrote {
		return []byte("\n]\n")
	}
	return []byte("]\n")
}
