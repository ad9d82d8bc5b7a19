package whatwgurl

import "iter"

// specialSchemes is the Standard's table of the special schemes and their
// default ports (section 4.2), indexed by SchemeType-1. It is the one home
// of these names and numbers: the parser, the fast path, urlpattern (through
// SchemeTypeOf and DefaultPort) and the C library (capi/canonical_tables.h,
// written by internal/cmd/genabi) all read it.
var specialSchemes = [...]struct {
	name string
	port int32 // -1: none
}{
	SchemeHTTP - 1:  {"http", 80},
	SchemeHTTPS - 1: {"https", 443},
	SchemeWS - 1:    {"ws", 80},
	SchemeWSS - 1:   {"wss", 443},
	SchemeFTP - 1:   {"ftp", 21},
	SchemeFile - 1:  {"file", -1},
}

// schemeTypeOf returns the special scheme type of a lowercase scheme.
func schemeTypeOf[T ~string | ~[]byte](scheme T) SchemeType {
	for i := range specialSchemes {
		if specialSchemes[i].name == string(scheme) {
			return SchemeType(i + 1)
		}
	}
	return SchemeOther
}

// defaultPort returns the scheme's default port, or -1.
func (t SchemeType) defaultPort() int32 {
	if t == SchemeOther || int(t) > len(specialSchemes) {
		return -1
	}
	return specialSchemes[t-1].port
}

// special reports whether the scheme is a special scheme.
func (t SchemeType) special() bool { return t != SchemeOther }

// SchemeTypeOf returns the type of a scheme as a URL record holds it (ASCII
// lowercase): the special scheme it names, or SchemeOther.
func SchemeTypeOf(scheme string) SchemeType { return schemeTypeOf(scheme) }

// Special reports whether t is one of the special schemes (section 4.2).
func (t SchemeType) Special() bool { return t.special() }

// DefaultPort returns the special scheme's default port (section 4.2), or
// -1 when it has none: "file" and every scheme that is not special.
func (t SchemeType) DefaultPort() int32 { return t.defaultPort() }

// Name returns the special scheme's name ("https"), or "" for SchemeOther
// and values that are not a SchemeType.
func (t SchemeType) Name() string {
	if t == SchemeOther || int(t) > len(specialSchemes) {
		return ""
	}
	return specialSchemes[t-1].name
}

// SpecialSchemes yields the special schemes in the order of their values,
// SchemeHTTP first.
func SpecialSchemes() iter.Seq[SchemeType] {
	return func(yield func(SchemeType) bool) {
		for i := range specialSchemes {
			if !yield(SchemeType(i + 1)) {
				return
			}
		}
	}
}
