// Package host implements section 3 of the URL Standard: host parsing (3.5),
// IPv4 and IPv6 addresses, opaque hosts, domain to ASCII and domain to Unicode
// (3.3, UTS #46 through golang.org/x/net/idna), and host serializing (3.6).
//
// Inputs are scalar value strings: valid UTF-8. The URL parser guarantees it.
package host

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"

// Kind says what a parsed host is (section 3.1, host representation).
type Kind uint8

const (
	// None is the null host: the URL has no host.
	None Kind = iota
	// Domain is a domain, an ASCII string after domain to ASCII.
	Domain
	// IPv4 is an IPv4 address.
	IPv4
	// IPv6 is an IPv6 address; it serializes inside brackets.
	IPv6
	// Opaque is an opaque host (non-special URLs).
	Opaque
	// Empty is the empty host.
	Empty
)

// CONTRACT (implemented in the other files of this package):
//
// Parse runs the host parser (section 3.5) on input with isOpaque, appends the
// host serializer's output (section 3.6; IPv6 in brackets) to dst and returns
// it with the host's Kind. On failure it returns dst unchanged, None, and the
// validation error that made it fail. Validation errors that do not fail are
// reported to r (nil discards them).
//
//	func Parse(dst []byte, input string, isOpaque bool, r *validation.Reporter) ([]byte, Kind, validation.Kind)
//
// DomainToASCII is "domain to ASCII" (section 3.3) with beStrict:
//
//	func DomainToASCII(domain string, beStrict bool, r *validation.Reporter) (string, validation.Kind)
//
// DomainToUnicode is "domain to Unicode" (section 3.3); errors are reported
// (domain-to-Unicode) but it never fails:
//
//	func DomainToUnicode(domain string, r *validation.Reporter) string
//
// EndsInANumber is "ends in a number" (section 3.5):
//
//	func EndsInANumber(input string) bool

var _ = validation.None
