package urlpattern

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// Init is the URLPatternInit dictionary: a pattern (for New) or a URL (for
// Test and Exec) given component by component. A nil field is a member
// that does not exist, which the Standard tells apart from the empty
// string: in a pattern, a component that is not given is a wildcard (or
// comes from BaseURL), an empty one matches only the empty string.
//
//	urlpattern.New(urlpattern.Init{Pathname: new("/books/:id")}, nil, urlpattern.Options{})
type Init struct {
	Protocol *string
	Username *string
	Password *string
	Hostname *string
	Port     *string
	Pathname *string
	Search   *string
	Hash     *string
	BaseURL  *string
}

// An Init is an Input by value or by pointer: New(Init{...}, ...) and
// New(&Init{...}, ...) are the same call.
func (Init) isInput() {}

// asInit returns input as an *Init when it is an Init, given by value or by
// pointer (a nil *Init is the empty dictionary).
func asInit(input Input) (*Init, bool) {
	switch in := input.(type) {
	case Init:
		return &in, true
	case *Init:
		if in == nil {
			return &Init{}, true
		}
		return in, true
	}
	return nil, false
}

// component indexes the eight components, in the Standard's order.
type component uint8

const (
	protocolComponent component = iota
	usernameComponent
	passwordComponent
	hostnameComponent
	portComponent
	pathnameComponent
	searchComponent
	hashComponent
	numComponents
)

var componentNames = [numComponents]string{
	"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
}

func (c component) String() string { return componentNames[c] }

// initValues is a URLPatternInit as a map from components to strings:
// has[c] is whether the member exists.
type initValues struct {
	v          [numComponents]string
	has        [numComponents]bool
	baseURL    string
	hasBaseURL bool
}

func (iv *initValues) set(c component, value string) {
	iv.v[c], iv.has[c] = value, true
}

// values reads init, each member as a scalar value string (USVString).
func (init *Init) values() initValues {
	var iv initValues
	for c, p := range [numComponents]*string{
		init.Protocol, init.Username, init.Password, init.Hostname,
		init.Port, init.Pathname, init.Search, init.Hash,
	} {
		if p != nil {
			iv.set(component(c), scalarValues(*p))
		}
	}
	if init.BaseURL != nil {
		iv.baseURL, iv.hasBaseURL = scalarValues(*init.BaseURL), true
	}
	return iv
}

// init returns iv as an *Init (the exec result's inputs).
func (iv *initValues) init() *Init {
	init := &Init{}
	ptrs := [numComponents]**string{
		&init.Protocol, &init.Username, &init.Password, &init.Hostname,
		&init.Port, &init.Pathname, &init.Search, &init.Hash,
	}
	for c := range numComponents {
		if iv.has[c] {
			v := iv.v[c]
			*ptrs[c] = &v
		}
	}
	if iv.hasBaseURL {
		b := iv.baseURL
		init.BaseURL = &b
	}
	return init
}

// processType is the type argument of "process a URLPatternInit".
type processType uint8

const (
	processPattern processType = iota // "pattern"
	processURL                        // "url"
)

// processInit is "process a URLPatternInit" (section 3.2). For "url" the
// components start as empty strings, for "pattern" as not existing.
func processInit(init *initValues, typ processType, ps whatwgurl.Parser) (initValues, error) {
	var result initValues
	if typ == processURL {
		for c := range numComponents {
			result.set(c, "")
		}
	}
	var baseURL *whatwgurl.URL
	if init.hasBaseURL {
		var err error
		baseURL, err = ps.Parse(init.baseURL)
		if err != nil {
			return result, &Error{Kind: ErrInvalidBaseURL, Input: init.baseURL, Index: -1}
		}
		none := func(cs ...component) bool {
			for _, c := range cs {
				if init.has[c] {
					return false
				}
			}
			return true
		}
		if !init.has[protocolComponent] {
			result.set(protocolComponent, processBaseURLString(baseURL.Scheme(), typ))
		}
		if typ != processPattern && none(protocolComponent, hostnameComponent, portComponent, usernameComponent) {
			result.set(usernameComponent, processBaseURLString(baseURL.Username(), typ))
		}
		if typ != processPattern && none(protocolComponent, hostnameComponent, portComponent, usernameComponent, passwordComponent) {
			result.set(passwordComponent, processBaseURLString(baseURL.Password(), typ))
		}
		if none(protocolComponent, hostnameComponent) {
			result.set(hostnameComponent, processBaseURLString(baseURL.Hostname(), typ))
		}
		if none(protocolComponent, hostnameComponent, portComponent) {
			result.set(portComponent, baseURL.Port())
		}
		if none(protocolComponent, hostnameComponent, portComponent, pathnameComponent) {
			result.set(pathnameComponent, processBaseURLString(baseURL.Pathname(), typ))
		}
		if none(protocolComponent, hostnameComponent, portComponent, pathnameComponent, searchComponent) {
			q, _ := baseURL.Query()
			result.set(searchComponent, processBaseURLString(q, typ))
		}
		if none(protocolComponent, hostnameComponent, portComponent, pathnameComponent, searchComponent, hashComponent) {
			f, _ := baseURL.Fragment()
			result.set(hashComponent, processBaseURLString(f, typ))
		}
	}
	var err error
	process := func(c component, f func(string, processType) (string, error)) {
		if err == nil && init.has[c] {
			var v string
			if v, err = f(init.v[c], typ); err == nil {
				result.set(c, v)
			}
		}
	}
	process(protocolComponent, processProtocolForInit)
	process(usernameComponent, processUsernameForInit)
	process(passwordComponent, processPasswordForInit)
	process(hostnameComponent, func(v string, typ processType) (string, error) {
		return processHostnameForInit(v, typ, ps.Edition)
	})
	if err != nil {
		return result, err
	}
	resultProtocolString := ""
	if result.has[protocolComponent] {
		resultProtocolString = result.v[protocolComponent]
	}
	if init.has[portComponent] {
		v, err := processPortForInit(init.v[portComponent], resultProtocolString, typ)
		if err != nil {
			return result, err
		}
		result.set(portComponent, v)
	}
	if init.has[pathnameComponent] {
		pathname := init.v[pathnameComponent]
		if baseURL != nil && !baseURL.HasOpaquePath() && !isAbsolutePathname(pathname, typ) {
			baseURLPath := processBaseURLString(baseURL.Pathname(), typ)
			if slashIndex := strings.LastIndexByte(baseURLPath, '/'); slashIndex >= 0 {
				pathname = baseURLPath[:slashIndex+1] + pathname
			}
		}
		v, err := processPathnameForInit(pathname, resultProtocolString, typ)
		if err != nil {
			return result, err
		}
		result.set(pathnameComponent, v)
	}
	process(searchComponent, processSearchForInit)
	process(hashComponent, processHashForInit)
	return result, err
}

// processBaseURLString is "process a base URL string".
func processBaseURLString(input string, typ processType) string {
	if typ != processPattern {
		return input
	}
	return escapePatternString(input)
}

// isAbsolutePathname is "is an absolute pathname".
func isAbsolutePathname(input string, typ processType) bool {
	switch {
	case input == "":
		return false
	case input[0] == '/':
		return true
	case typ == processURL:
		return false
	case len(input) < 2:
		return false
	case input[0] == '\\' && input[1] == '/', input[0] == '{' && input[1] == '/':
		return true
	}
	return false
}

// processProtocolForInit is "process protocol for init".
func processProtocolForInit(value string, typ processType) (string, error) {
	stripped := strings.TrimSuffix(value, ":")
	if typ == processPattern {
		return stripped, nil
	}
	return canonicalizeProtocol(stripped)
}

// processUsernameForInit is "process username for init".
func processUsernameForInit(value string, typ processType) (string, error) {
	if typ == processPattern {
		return value, nil
	}
	return canonicalizeUsername(value)
}

// processPasswordForInit is "process password for init".
func processPasswordForInit(value string, typ processType) (string, error) {
	if typ == processPattern {
		return value, nil
	}
	return canonicalizePassword(value)
}

// processHostnameForInit is "process hostname for init".
func processHostnameForInit(value string, typ processType, ed whatwgurl.Edition) (string, error) {
	if typ == processPattern {
		return value, nil
	}
	return canonicalizeHostnameIn(ed, value)
}

// processPortForInit is "process port for init".
func processPortForInit(portValue, protocolValue string, typ processType) (string, error) {
	if typ == processPattern {
		return portValue, nil
	}
	return canonicalizePortForProtocol(portValue, protocolValue)
}

// processPathnameForInit is "process pathname for init".
func processPathnameForInit(pathnameValue, protocolValue string, typ processType) (string, error) {
	if typ == processPattern {
		return pathnameValue, nil
	}
	// No protocol is read as a special scheme, the most common case.
	if protocolValue == "" || isSpecialScheme(protocolValue) {
		return canonicalizePathname(pathnameValue)
	}
	return canonicalizeOpaquePathname(pathnameValue)
}

// processSearchForInit is "process search for init".
func processSearchForInit(value string, typ processType) (string, error) {
	stripped := strings.TrimPrefix(value, "?")
	if typ == processPattern {
		return stripped, nil
	}
	return canonicalizeSearch(stripped)
}

// processHashForInit is "process hash for init".
func processHashForInit(value string, typ processType) (string, error) {
	stripped := strings.TrimPrefix(value, "#")
	if typ == processPattern {
		return stripped, nil
	}
	return canonicalizeHash(stripped)
}

// isSpecialScheme reports whether s is one of the URL Standard's special
// schemes (its table is the engine's).
func isSpecialScheme(s string) bool { return whatwgurl.SchemeTypeOf(s).Special() }
