// Package host implements section 3 of the URL Standard: host parsing (3.5),
// IPv4 and IPv6 addresses, opaque hosts, domain to ASCII and domain to Unicode
// (3.3, UTS #46 through golang.org/x/net/idna), and host serializing (3.6).
//
// Inputs are scalar value strings: valid UTF-8. The URL parser guarantees it.
package host

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
