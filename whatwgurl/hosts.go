package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// HostError is the error of a failed host operation: the validation error
// that made it fail.
type HostError struct {
	Input string
	Type  ValidationErrorType
}

func (e *HostError) Error() string {
	return "whatwgurl: invalid host " + quote(e.Input) + ": " + e.Type.String()
}

// DomainToASCII runs "domain to ASCII" (section 3.3) on domain with
// beStrict. Input that is not valid UTF-8 is read as U+FFFD.
func DomainToASCII(domain string, beStrict bool) (string, error) {
	return Parser{}.DomainToASCII(domain, beStrict)
}

// DomainToASCII runs "domain to ASCII" (section 3.3) with beStrict, or in
// the 2026 edition its successor, the domain parser.
func (ps Parser) DomainToASCII(domain string, beStrict bool) (string, error) {
	domain = toScalarValues(domain)
	s, k := host.DomainToASCII(domain, beStrict, ps.Edition, nil)
	if k != validation.None {
		return "", &HostError{Input: domain, Type: k}
	}
	return s, nil
}

// DomainToUnicode runs "domain to Unicode" (section 3.3) on domain. It
// never fails: labels it cannot convert are left as they are.
func DomainToUnicode(domain string) string { return Parser{}.DomainToUnicode(domain) }

// DomainToUnicode runs "domain to Unicode" (section 3.3) of the parser's
// edition: in the 2026 edition a domain ToUnicode records an error for
// comes back as it is.
func (ps Parser) DomainToUnicode(domain string) string {
	return host.DomainToUnicode(toScalarValues(domain), ps.Edition, nil)
}

// ParseHost runs the host parser (section 3.5) on input, isOpaque for a
// non-special URL's host, and returns the host serialized (section 3.6)
// with its type. input is used as the URL parser passes it: still
// percent-encoded, and not empty.
func ParseHost(input string, isOpaque bool) (string, HostType, error) {
	return Parser{}.ParseHost(input, isOpaque)
}

// ParseHost runs the host parser (section 3.5) of the parser's edition.
func (ps Parser) ParseHost(input string, isOpaque bool) (string, HostType, error) {
	input = toScalarValues(input)
	if input == "" && !isOpaque {
		return "", HostNone, &HostError{Input: input, Type: validation.HostMissing}
	}
	b, kind, k := host.Parse(nil, input, isOpaque, ps.Edition, nil)
	if k != validation.None {
		return "", HostNone, &HostError{Input: input, Type: k}
	}
	return string(b), HostType(kind), nil
}
