package whatwgurl

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/psl"
)

// This file holds section 3.2's "public suffix" and "registrable domain".
// The Public Suffix List algorithm is internal/psl, over
// golang.org/x/net/publicsuffix's compiled-in list, which has both the ICANN
// and the private section, as the Standard's [PSL] reference does (so
// github.io is a public suffix).
//
// How psl.PublicSuffix meets the PSL algorithm, and what is done here:
//   - It applies the default rule "*" itself: a domain no rule matches has its
//     last label as public suffix.
//   - It does not know about trailing dots: it would read "example.com." as
//     ending in an empty label that only "*" matches. The Standard's step 2
//     takes the trailing dot off and step 5 puts it back, so it is removed
//     before psl sees the domain.
//   - Other empty labels ("a..com", "example.com..") are labels like any
//     other (domain labels are the strict split on "."): no listed rule
//     matches an empty label, "*" does. So the public suffix of "a..com" is
//     "com" and its registrable domain ".com"; the public suffix of
//     "example.com.." is the empty last label and the trailing dot, ".".
//     The registrable domain is cut from the host here.

// PublicSuffix returns the public suffix (section 3.2) of host, and false
// when it is null. host is first run through the host parser as a special
// URL's host would be (ParseHost(host, false)), so "EXAMPLE.COM" and
// "example.إختبار" give "com" and "xn--kgbechtv". A host that fails to
// parse, or is not a domain (an IPv4 or IPv6 address), has a null public
// suffix.
func PublicSuffix(host string) (string, bool) {
	h, t, err := ParseHost(host, false)
	if err != nil || t != HostDomain {
		return "", false
	}
	return publicSuffixOf(h), true
}

// RegistrableDomain returns the registrable domain (section 3.2) of host,
// and false when it is null. host is parsed as PublicSuffix parses it.
func RegistrableDomain(host string) (string, bool) {
	h, t, err := ParseHost(host, false)
	if err != nil || t != HostDomain {
		return "", false
	}
	return registrableDomainOf(h)
}

// PublicSuffix returns the public suffix (section 3.2) of the URL's host,
// and false when it is null: when the host is null, empty, an IP address or
// an opaque host (every host of a non-special URL is opaque).
func (u *URL) PublicSuffix() (string, bool) {
	if u.hostType != HostDomain {
		return "", false
	}
	return publicSuffixOf(u.Hostname()), true
}

// RegistrableDomain returns the registrable domain (section 3.2) of the
// URL's host, and false when it is null.
func (u *URL) RegistrableDomain() (string, bool) {
	if u.hostType != HostDomain {
		return "", false
	}
	return registrableDomainOf(u.Hostname())
}

// splitTrailingDot is step 2 of both algorithms: it returns domain without
// one trailing "." and trailingDot.
func splitTrailingDot(domain string) (rest, trailingDot string) {
	if strings.HasSuffix(domain, ".") {
		return domain[:len(domain)-1], "."
	}
	return domain, ""
}

// publicSuffixOf runs "public suffix" on a domain as the host serializer
// writes it (ASCII, lowercase).
func publicSuffixOf(domain string) string {
	d, trailingDot := splitTrailingDot(domain)
	// Step 3. psl returns a suffix of d made of whole labels, the
	// prevailing rule's; it is ASCII since d is (step 4).
	ps := psl.PublicSuffix(d)
	return ps + trailingDot // step 5
}

// registrableDomainOf runs "registrable domain" on a domain as the host
// serializer writes it.
func registrableDomainOf(domain string) (string, bool) {
	ps := publicSuffixOf(domain)
	if ps == domain { // step 1; a domain's public suffix is never null
		return "", false
	}
	d, trailingDot := splitTrailingDot(domain)
	// Step 3: the PSL's registrable domain is the public suffix and the
	// label before it. ps != domain, so d is longer than the public suffix
	// and a "." separates them.
	suffix := ps[:len(ps)-len(trailingDot)]
	i := len(d) - len(suffix) - 1
	if i < 0 || d[i] != '.' || d[i+1:] != suffix {
		return "", false // psl broke its promise; treat as no registrable domain
	}
	start := strings.LastIndexByte(d[:i], '.') + 1
	return d[start:] + trailingDot, true // step 5
}
