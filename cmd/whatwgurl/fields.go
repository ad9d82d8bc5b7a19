package main

import (
	"strconv"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// fieldID names what a column (or a {name} of --get) shows.
type fieldID uint8

const (
	// The URL's getters (section 6.1 of the URL Standard).
	fHref fieldID = iota
	fOrigin
	fProtocol
	fUsername
	fPassword
	fHost
	fHostname
	fPort
	fPathname
	fSearch
	fHash
	// trurl's component names: the URL record's components without the
	// getters' ':', '?' and '#', null when the URL has none, and shown
	// percent-decoded unless the name is qualified with url: (or :) or
	// --urlencode is given. url is the href, with --as-idn's host.
	fURL
	fScheme
	fUser
	fPath
	fQuery
	fFragment
	fOptions // trurl's IMAP options: the Standard has none (always null)
	fZoneID  // an IPv6 zone ID: the Standard has none (always null)
	// Section 3.2, and what the host is.
	fPublicSuffix
	fRegistrableDomain
	fHostType
	// The row: what was read, and how it went.
	fInput
	fLine
	fValid
	fValidation
	fError
	// A search parameter by name (URLSearchParams get and getAll):
	// query:NAME and query-all:NAME.
	fParam
	fParamAll
)

// fieldNames are the names --fields and --get know, in the order --help
// lists them.
var fieldNames = []struct {
	name string
	id   fieldID
}{
	{"href", fHref}, {"origin", fOrigin}, {"protocol", fProtocol},
	{"username", fUsername}, {"password", fPassword}, {"host", fHost},
	{"hostname", fHostname}, {"port", fPort}, {"pathname", fPathname},
	{"search", fSearch}, {"hash", fHash},
	{"url", fURL}, {"scheme", fScheme}, {"user", fUser}, {"path", fPath},
	{"query", fQuery}, {"fragment", fFragment}, {"options", fOptions}, {"zoneid", fZoneID},
	{"public_suffix", fPublicSuffix}, {"registrable_domain", fRegistrableDomain},
	{"host_type", fHostType},
	{"input", fInput}, {"line", fLine}, {"valid", fValid},
	{"validation", fValidation}, {"error", fError},
}

// field is one column: what it shows, its name in headers and JSON keys,
// the parameter name of query:NAME and query-all:NAME, and trurl's
// qualifiers written before the name ({url:path}, {must:query}, ...).
type field struct {
	id    fieldID
	name  string
	param string
	qual  qualifiers
}

// qualifiers are trurl's prefixes of a component name in --get.
type qualifiers struct {
	encoded bool // url: (or a lone :): the component as the href holds it
	strict  bool // strict: a percent-decoding problem stops the run
	must    bool // must: a missing component stops the run
	def     bool // default: the scheme's default port when the port is null
	puny    bool // puny: the host in ASCII (the Standard's host already is)
	idn     bool // idn: a domain's labels in Unicode (domain to Unicode)
}

// qualifierNames are the prefixes parseField strips; "" is url:'s short
// form, {:path}.
var qualifierNames = []struct {
	name string
	set  func(q *qualifiers)
}{
	{"", func(q *qualifiers) { q.encoded = true }},
	{"url", func(q *qualifiers) { q.encoded = true }},
	{"strict", func(q *qualifiers) { q.strict = true }},
	{"must", func(q *qualifiers) { q.must = true }},
	{"default", func(q *qualifiers) { q.def = true }},
	{"puny", func(q *qualifiers) { q.puny = true }},
	{"idn", func(q *qualifiers) { q.idn = true }},
}

// needsValidate says whether the field needs the validation errors.
func (f field) needsValidate() bool { return f.id == fValid || f.id == fValidation }

// clean says whether the field's values never hold a tab, line feed or
// carriage return: the URL parser removes tabs and newlines from its input
// and percent-encodes the other C0 controls in every component, so no
// getter holds one; the row's other fields are names and numbers. The
// input, decoded components and search parameters can.
func (f field) clean() bool {
	switch f.id {
	case fInput, fParam, fParamAll:
		return false
	case fUser, fPath, fQuery, fFragment:
		return f.qual.encoded
	}
	return true
}

// parseField reads one field name, with trurl's qualifiers before it.
func parseField(name string) (field, error) {
	var q qualifiers
	rest := name
	for {
		prefix, after, ok := strings.Cut(rest, ":")
		if !ok {
			break
		}
		known := false
		for _, qn := range qualifierNames {
			if qn.name == prefix {
				qn.set(&q)
				known = true
			}
		}
		if !known {
			break
		}
		rest = after
	}
	if q.puny && q.idn {
		return field{}, usageCodef(exitGet, "puny: and idn: do not go together in %q", name)
	}
	if p, ok := strings.CutPrefix(rest, "query-all:"); ok {
		return field{id: fParamAll, name: name, param: p, qual: q}, nil
	}
	if p, ok := strings.CutPrefix(rest, "query:"); ok {
		return field{id: fParam, name: name, param: p, qual: q}, nil
	}
	for _, n := range fieldNames {
		if n.name == rest {
			return field{id: n.id, name: name, qual: q}, nil
		}
	}
	return field{}, usageCodef(exitGet, "unknown field %q (whatwgurl --help lists them)", name)
}

// parseFieldList reads --fields: names separated by commas.
func parseFieldList(list string) ([]field, error) {
	var out []field
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			return nil, usagef("--fields %q has an empty name", list)
		}
		f, err := parseField(name)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

func hasField(fields []field, id fieldID) bool {
	for _, f := range fields {
		if f.id == id {
			return true
		}
	}
	return false
}

// valueKind is the shape of a field's value, which the JSON writer keeps
// and the text writers flatten.
type valueKind uint8

const (
	vString valueKind = iota
	vNull             // no value: "" in TSV, CSV and --get; null in JSON
	vBool
	vInt
	vList // items separated by one space in TSV, CSV and --get
)

type value struct {
	kind valueKind
	s    string
	b    bool
	n    int
	list []string
}

func str(s string) value { return value{kind: vString, s: s} }

var null = value{kind: vNull}

// nullable is s, or null when ok is false.
func nullable(s string, ok bool) value {
	if !ok {
		return null
	}
	return str(s)
}

// value returns what field f shows for the row r. The URL's fields are
// null on a failed row.
func (r *row) value(f field) value {
	switch f.id {
	case fInput:
		return str(r.input)
	case fLine:
		return value{kind: vInt, n: r.line}
	case fValid:
		return value{kind: vBool, b: r.ok && len(r.validation) == 0}
	case fValidation:
		r.list = r.list[:0]
		for _, k := range r.validation {
			r.list = append(r.list, k.String())
		}
		return value{kind: vList, list: r.list}
	case fError:
		return nullable(r.err, !r.ok)
	}
	if !r.ok {
		return null
	}
	v := r.urlValue(f)
	if f.qual.must && missing(f, v) {
		r.stop(exitGet, "missing must:"+strings.TrimPrefix(f.name, "must:"))
	}
	return v
}

// urlValue is value for the fields of the URL.
func (r *row) urlValue(f field) value {
	u := r.url
	encoded := f.qual.encoded || r.view.urlencode
	switch f.id {
	case fHref:
		return str(u.Href())
	case fOrigin:
		return str(u.Origin())
	case fProtocol:
		return str(u.Protocol())
	case fUsername:
		return str(u.Username())
	case fPassword:
		return str(u.Password())
	case fHost:
		if h := r.hostname(f); h != u.Hostname() { // in Unicode
			return str(h + u.Host()[len(u.Hostname()):])
		}
		return str(u.Host())
	case fHostname:
		return str(r.hostname(f))
	case fPort:
		if p := u.Port(); p != "" || !(f.qual.def || r.view.defaultPort) {
			return str(p)
		}
		if p := u.Components().SchemeType.DefaultPort(); p >= 0 {
			return str(strconv.Itoa(int(p)))
		}
		return null
	case fPathname:
		return str(u.Pathname())
	case fSearch:
		return str(u.Search())
	case fHash:
		return str(u.Hash())
	case fURL:
		return str(r.href(f))
	case fScheme:
		return str(u.Scheme())
	case fUser:
		return r.decoded(f, nonEmpty(u.Username()), encoded)
	case fPath:
		return r.decoded(f, str(u.Pathname()), encoded)
	case fQuery:
		return r.decoded(f, nullable(u.Query()), encoded)
	case fFragment:
		return r.decoded(f, nullable(u.Fragment()), encoded)
	case fOptions, fZoneID:
		return null
	case fPublicSuffix:
		return nullable(u.PublicSuffix())
	case fRegistrableDomain:
		return nullable(u.RegistrableDomain())
	case fHostType:
		return str(u.HostType().String())
	case fParam:
		if s, ok := r.param(f.param, encoded); ok {
			return str(s)
		}
		return null
	case fParamAll:
		return value{kind: vList, list: r.paramAll(f.param, encoded)}
	}
	return null
}

// missing says whether v is a component the URL does not have, for
// must:. A null query or fragment is missing, an empty one is not; the
// other components are missing when empty.
func missing(f field, v value) bool {
	switch {
	case v.kind == vNull:
		return true
	case f.id == fQuery || f.id == fFragment || f.id == fParam:
		return false
	}
	return v.kind == vString && v.s == ""
}

// nonEmpty is s, or null when it is empty: trurl's user, password and
// port are missing when the Standard's are the empty string.
func nonEmpty(s string) value { return nullable(s, s != "") }

// decoded is v percent-decoded (section 1.3, percent-decode), unless the
// field wants it encoded. A decoded 0x00 byte is trurl's "URL decode
// error": a note and nothing, or with strict: the run stops.
func (r *row) decoded(f field, v value, encoded bool) value {
	if encoded || v.kind != vString || strings.IndexByte(v.s, '%') < 0 {
		return v
	}
	d := whatwgurl.PercentDecodeString(v.s)
	if strings.IndexByte(d, 0) >= 0 {
		what := strings.TrimPrefix(f.name, "strict:")
		if f.qual.strict {
			r.stop(exitGet, "problems URL decoding "+what)
		} else {
			r.warn("URL decode error, most likely because of rubbish in the input (" + what + ")")
		}
		return null
	}
	return str(d)
}

// hostname is the host as the field shows it: the Standard's (ASCII for a
// domain, which puny: asks for), or a domain's labels in Unicode (domain
// to Unicode, section 3.3) with idn: or --as-idn.
func (r *row) hostname(f field) string {
	h := r.url.Hostname()
	if (f.qual.idn || r.view.asIDN) && !f.qual.puny && r.url.HostType() == whatwgurl.HostDomain {
		return whatwgurl.DomainToUnicode(h)
	}
	return h
}

// href is the URL for the url field and the default output: the href,
// with the host in Unicode with idn: or --as-idn.
func (r *row) href(f field) string {
	u := r.url
	h := u.Href()
	if !(f.qual.idn || r.view.asIDN) || f.qual.puny || u.HostType() != whatwgurl.HostDomain {
		return h
	}
	c := u.Components()
	return h[:c.HostStart] + whatwgurl.DomainToUnicode(h[c.HostStart:c.HostEnd]) + h[c.HostEnd:]
}
