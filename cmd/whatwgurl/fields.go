package main

import (
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
	// The URL record's components, without the getters' ':', '?' and '#';
	// query and fragment are null when the URL's are (trurl's names).
	fScheme
	fQuery
	fFragment
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
	{"scheme", fScheme}, {"query", fQuery}, {"fragment", fFragment},
	{"public_suffix", fPublicSuffix}, {"registrable_domain", fRegistrableDomain},
	{"host_type", fHostType},
	{"input", fInput}, {"line", fLine}, {"valid", fValid},
	{"validation", fValidation}, {"error", fError},
}

// field is one column: what it shows, its name in headers and JSON keys,
// and the parameter name of query:NAME and query-all:NAME.
type field struct {
	id    fieldID
	name  string
	param string
}

// needsValidate says whether the field needs the validation errors.
func (f field) needsValidate() bool { return f.id == fValid || f.id == fValidation }

// clean says whether the field's values never hold a tab, line feed or
// carriage return: the URL parser removes tabs and newlines from its input
// and percent-encodes the other C0 controls in every component, so no
// getter holds one; the row's other fields are names and numbers. Only the
// input and decoded search parameters can.
func (f field) clean() bool { return f.id != fInput && f.id != fParam && f.id != fParamAll }

// parseField reads one field name.
func parseField(name string) (field, error) {
	if p, ok := strings.CutPrefix(name, "query-all:"); ok {
		return field{id: fParamAll, name: name, param: p}, nil
	}
	if p, ok := strings.CutPrefix(name, "query:"); ok {
		return field{id: fParam, name: name, param: p}, nil
	}
	for _, n := range fieldNames {
		if n.name == name {
			return field{id: n.id, name: name}, nil
		}
	}
	return field{}, usagef("unknown field %q (whatwgurl --help lists them)", name)
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
	u := r.url
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
		return str(u.Host())
	case fHostname:
		return str(u.Hostname())
	case fPort:
		return str(u.Port())
	case fPathname:
		return str(u.Pathname())
	case fSearch:
		return str(u.Search())
	case fHash:
		return str(u.Hash())
	case fScheme:
		return str(u.Scheme())
	case fQuery:
		return nullable(u.Query())
	case fFragment:
		return nullable(u.Fragment())
	case fPublicSuffix:
		return nullable(u.PublicSuffix())
	case fRegistrableDomain:
		return nullable(u.RegistrableDomain())
	case fHostType:
		return str(hostTypeName(u.HostType()))
	case fParam:
		return nullable(u.SearchParams().Get(f.param))
	case fParamAll:
		return value{kind: vList, list: u.SearchParams().GetAll(f.param)}
	}
	return null
}

func hostTypeName(t whatwgurl.HostType) string {
	switch t {
	case whatwgurl.HostDomain:
		return "domain"
	case whatwgurl.HostIPv4:
		return "ipv4"
	case whatwgurl.HostIPv6:
		return "ipv6"
	case whatwgurl.HostOpaque:
		return "opaque"
	case whatwgurl.HostEmpty:
		return "empty"
	}
	return "none"
}
