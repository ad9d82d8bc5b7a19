package main

import (
	"fmt"
	"iter"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// The definitions of what crosses languages. Values that the engine defines
// (validation error types, host types, scheme types, encode sets, the
// component layout) are read from its exported constants; the C ABI's own
// (statuses, setter indices) are defined here. Adding a status or an
// attribute means adding it below and running go generate.

// value is one constant of a C enum: WURL_<prefix><Name> = Value.
type value struct {
	Name  string // the C name without the enum's prefix: "ERR_PARSE"
	Value int
	Doc   string // the comment beside it in the header; may be empty
}

// enum is a C enum of the header, typedef'd to its tag.
type enum struct {
	Type   string // "wurl_status"
	Prefix string // "WURL_", "WURL_HOST_"
	Doc    string // the comment above the typedef, without comment markers
	Values []value
}

// numbered is e with one value per name, numbered from 0 in order, each C
// name the name in upper case ("hash" is HASH).
func (e enum) numbered(names []string) enum {
	for i, name := range names {
		e.Values = append(e.Values, value{strings.ToUpper(name), i, ""})
	}
	return e
}

// statuses are wurl_status: what every C function that can fail returns.
var statuses = enum{
	Type:   "wurl_status",
	Prefix: "WURL_",
	Doc: "What a function that can fail returns; WURL_OK is 0. wurl_status_name()\n" +
		"names each (\"WURL_ERR_PARSE\").",
	Values: []value{
		{"OK", 0, ""},
		{"ERR_PARSE", 1, "the input is not a valid URL (or host)"},
		{"ERR_INVALID_ARGUMENT", 2, "NULL out-pointer, NULL data with len>0, index out of range"},
		{"ERR_INVALID_HANDLE", 3, "NULL, freed, or of another kind (CONVENTIONS, Handles)"},
		{"ERR_TOO_LONG", 4, "an input or result of 4 GiB or more"},
		{"ERR_NO_MEMORY", 5, "malloc failed"},
		{"ERR_UNKNOWN_ENCODING", 6, "an encoding label the Encoding Standard does not know"},
		{"ERR_INTERNAL", 7, "a bug in the library; nothing was changed"},
		{"ERR_FORKED", 8, "a forked child cannot reach Go for this; see FORK"},
	},
}

// hostTypes is wurl_host_type: the engine's HostType, each C name its
// String() in upper case ("ipv4" is WURL_HOST_IPV4), with hostTypeDocs.
func hostTypes() enum {
	e := enum{Type: "wurl_host_type", Prefix: "WURL_HOST_", Doc: "What a URL's host is (section 3.1)."}
	for k := 0; whatwgurl.HostType(k).String() != ""; k++ {
		name := whatwgurl.HostType(k).String()
		e.Values = append(e.Values, value{strings.ToUpper(name), k, hostTypeDocs[name]})
	}
	return e
}

// hostTypeDocs are the comments beside some of wurl_host_type's values.
var hostTypeDocs = map[string]string{
	"none":  "the host is null",
	"ipv6":  "serialized in brackets",
	"empty": "the empty host",
}

// schemeTypes are wurl_scheme_type, the engine's SchemeType: OTHER, then
// each special scheme of the engine's table by its name ("HTTP").
func schemeTypes() enum {
	e := enum{
		Type:   "wurl_scheme_type",
		Prefix: "WURL_SCHEME_",
		Doc:    "The special schemes (section 4.2); every other scheme is WURL_SCHEME_OTHER.",
		Values: []value{{"OTHER", int(whatwgurl.SchemeOther), ""}},
	}
	for t := range whatwgurl.SpecialSchemes() {
		e.Values = append(e.Values, value{strings.ToUpper(t.Name()), int(t), ""})
	}
	return e
}

// encodeSets are wurl_encode_set, the engine's EncodeSet. Each Doc is the
// Standard's name of the set; the Python name is derived from it.
var encodeSets = enum{
	Type:   "wurl_encode_set",
	Prefix: "WURL_ENCODE_",
	Doc:    "The percent-encode sets of section 1.3.",
	Values: []value{
		{"C0_CONTROL", int(whatwgurl.C0ControlSet), "C0 control percent-encode set"},
		{"FRAGMENT", int(whatwgurl.FragmentSet), "fragment percent-encode set"},
		{"QUERY", int(whatwgurl.QuerySet), "query percent-encode set"},
		{"SPECIAL_QUERY", int(whatwgurl.SpecialQuerySet), "special-query percent-encode set"},
		{"PATH", int(whatwgurl.PathSet), "path percent-encode set"},
		{"USERINFO", int(whatwgurl.UserinfoSet), "userinfo percent-encode set"},
		{"COMPONENT", int(whatwgurl.ComponentSet), "component percent-encode set"},
		{"FORM_URLENCODED", int(whatwgurl.FormURLEncodedSet),
			"application/x-www-form-urlencoded percent-encode set"},
	},
}

// patternComponentNames are the components of a URL pattern in the
// Standard's order, as the urlpattern package names them (its Init's
// members; TestPatternComponentsAreTheEngines holds the two together).
var patternComponentNames = []string{
	"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
}

// patternComponents is wurl_pattern_component, made from
// patternComponentNames.
func patternComponents() enum {
	return enum{Type: "wurl_pattern_component", Prefix: "WURL_PATTERN_",
		Doc: "The components, in the Standard's order."}.numbered(patternComponentNames)
}

// patternErrors is wurl_pattern_error: why a pattern constructor failed, the
// C ABI's own values. wurl_pattern_error_name gives each Name in lower case
// with dashes ("RELATIVE_WITHOUT_BASE" is "relative-without-base").
var patternErrors = enum{
	Type:   "wurl_pattern_error",
	Prefix: "WURL_PATTERN_ERR_",
	Doc:    "Why a constructor failed (the step of the Standard that threw).",
	Values: []value{
		{"NONE", 0, ""},
		{"RELATIVE_WITHOUT_BASE", 1, "a constructor string with no protocol and no base"},
		{"INVALID_BASE_URL", 2, "the base URL does not parse"},
		{"TOKENIZE", 3, "invalid pattern syntax (tokenizer)"},
		{"UNEXPECTED_TOKEN", 4, "invalid pattern syntax (parser), such as an unclosed \"{\""},
		{"DUPLICATE_NAME", 5, "a group name used twice in one component"},
		{"INVALID_COMPONENT", 6, "text the URL parser refuses for its component"},
		{"INVALID_REGEXP", 7, "not a valid ECMAScript regular expression (v flag)"},
		{"UNSUPPORTED_REGEXP", 8, "valid, but needs what RE2 cannot do; see message"},
		{"BASE_WITH_INIT", 9, "a base URL string given beside an init"},
	},
}

// patternErrorName is wurl_pattern_error_name of v.
func patternErrorName(v value) string {
	return strings.ToLower(strings.ReplaceAll(v.Name, "_", "-"))
}

// attributeNames are the URL's attributes that have setters (section 6.1),
// in the order of wurl_attribute.
var attributeNames = []string{
	"href", "protocol", "username", "password", "host", "hostname", "port",
	"pathname", "search", "hash",
}

// attributes is wurl_attribute, made from attributeNames.
func attributes() enum {
	return enum{Type: "wurl_attribute", Prefix: "WURL_ATTR_",
		Doc: "The attributes of a URL that can be set."}.numbered(attributeNames)
}

// validationErrors is wurl_validation_error: WURL_VERR_NONE, then every
// validation error type of the engine, in the order of the Standard's table,
// each C name made from the Standard's name ("IPv4-too-many-parts" is
// WURL_VERR_IPV4_TOO_MANY_PARTS) and its Doc that name.
func validationErrors() enum {
	e := enum{
		Type:   "wurl_validation_error",
		Prefix: "WURL_VERR_",
		Doc: "The validation error types of the Standard's table (section 1.1), in the\n" +
			"late-2025 edition's order, then the types the 2026 edition added (which\n" +
			"only WURL_EDITION_2026 reports; it never reports domain-invalid-code-point\n" +
			"or domain-to-Unicode, which its table dropped).\n" +
			"wurl_validation_error_name() gives the Standard's name of each\n" +
			"(\"IPv4-too-many-parts\"). WURL_VERR_NONE means \"no error\".",
		Values: []value{{"NONE", 0, ""}},
	}
	for k, name := range namedFrom(1, whatwgurl.ValidationErrorTypeByName) {
		e.Values = append(e.Values, value{strings.ToUpper(strings.ReplaceAll(name, "-", "_")), k, name})
	}
	return e
}

// namedFrom yields k and the name of the engine's value k, for k = from,
// from+1, ... as long as byName gives that value back for its name.
func namedFrom[T interface {
	~uint8
	String() string
}](from int, byName func(string) (T, bool)) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for k := from; ; k++ {
			t := T(k)
			if got, ok := byName(t.String()); !ok || got != t || !yield(k, t.String()) {
				return
			}
		}
	}
}

// editions is wurl_edition: the editions of the Standard a parse can follow,
// by their years, from whatwgurl.EditionByName.
func editions() enum {
	e := enum{
		Type:   "wurl_edition",
		Prefix: "WURL_EDITION_",
		Doc: "The editions of the URL Standard a parse can follow. WURL_EDITION_2025,\n" +
			"the late-2025 Living Standard, is the default (0) of every function that\n" +
			"takes no edition.",
	}
	docs := map[string]string{
		"2025": "the late-2025 Living Standard (the default)",
		"2026": "the July 2026 text: the domain parser's ASCII fallback and its validation errors",
	}
	for k, name := range namedFrom(0, whatwgurl.EditionByName) {
		e.Values = append(e.Values, value{name, k, docs[name]})
	}
	return e
}

// field is one member of wurl_components.
type field struct {
	Name    string // C and Python name: "scheme_end"
	CType   string // "uint32_t", "int32_t", "uint8_t", "bool"
	GoField string // the field of whatwgurl.Components it mirrors; "" when derived
	Doc     string
}

// componentFields is wurl_components: the fields of whatwgurl.Components, in
// its order, then the flags the C side derives from them (for C readers; the
// library ignores them when they come back in).
var componentFields = []field{
	{"scheme_end", "uint32_t", "SchemeEnd", "href[0, scheme_end) is the scheme; href[scheme_end] is ':'"},
	{"username_start", "uint32_t", "UsernameStart", "href[username_start, username_end) is the username"},
	{"username_end", "uint32_t", "UsernameEnd", ""},
	{"password_start", "uint32_t", "PasswordStart", "href[password_start, password_end) is the password"},
	{"password_end", "uint32_t", "PasswordEnd", ""},
	{"host_start", "uint32_t", "HostStart", "href[host_start, host_end) is the serialized host"},
	{"host_end", "uint32_t", "HostEnd", ""},
	{"port_start", "uint32_t", "PortStart", "href[port_start, port_end) are the port's digits"},
	{"port_end", "uint32_t", "PortEnd", ""},
	{"path_start", "uint32_t", "PathStart", "the path runs to query_start, fragment_start or the end"},
	{"query_start", "uint32_t", "QueryStart", "index of the '?' that starts the query, or WURL_OMITTED"},
	{"fragment_start", "uint32_t", "FragmentStart", "index of the '#' that starts the fragment, or WURL_OMITTED"},
	{"port", "int32_t", "Port", "the port number, or -1 when the port is null"},
	{"host_type", "uint8_t", "HostType", "a wurl_host_type"},
	{"scheme_type", "uint8_t", "SchemeType", "a wurl_scheme_type"},
	{"has_opaque_path", "bool", "OpaquePath", "the URL has an opaque path (section 4.1)"},
	{"has_credentials", "bool", "", "the username or the password is not empty"},
	{"has_host", "bool", "", "the host is not null"},
	{"has_port", "bool", "", "the port is not null"},
	{"has_query", "bool", "", "the query is not null (it may be empty)"},
	{"has_fragment", "bool", "", "the fragment is not null (it may be empty)"},
}

// omitted is WURL_OMITTED, the engine's Absent.
const omitted = whatwgurl.Absent

// version is the library's version, MAJOR.MINOR.PATCH, from the file VERSION
// at the repository's root.
type version struct{ Major, Minor, Patch int }

func (v version) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

func parseVersion(text string) (version, error) {
	var v version
	s := strings.TrimSpace(text)
	if _, err := fmt.Sscanf(s, "%d.%d.%d", &v.Major, &v.Minor, &v.Patch); err != nil || v.String() != s {
		return v, fmt.Errorf("VERSION holds %q, want MAJOR.MINOR.PATCH", s)
	}
	return v, nil
}

// abi is everything the generator writes out.
type abi struct {
	Version version
	// Enums in the order the header declares them.
	Status, Host, Scheme, Validation, Edition, Encode, Attribute, PatternComponent, PatternError enum
}

func load(versionText string) (*abi, error) {
	v, err := parseVersion(versionText)
	if err != nil {
		return nil, err
	}
	a := &abi{Version: v, Status: statuses, Host: hostTypes(), Scheme: schemeTypes(),
		Validation: validationErrors(), Edition: editions(), Encode: encodeSets, Attribute: attributes(),
		PatternComponent: patternComponents(), PatternError: patternErrors}
	for _, e := range a.enums() {
		// The name tables index by value: every enum is 0, 1, 2, ...
		for i, v := range e.Values {
			if v.Value != i {
				return nil, fmt.Errorf("%s: %s%s is %d, want %d (values must run 0, 1, 2, ...)",
					e.Type, e.Prefix, v.Name, v.Value, i)
			}
		}
	}
	return a, nil
}

func (a *abi) enums() []enum {
	return []enum{a.Status, a.Host, a.Scheme, a.Validation, a.Edition, a.Encode, a.Attribute,
		a.PatternComponent, a.PatternError}
}
