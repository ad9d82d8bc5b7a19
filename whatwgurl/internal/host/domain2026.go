package host

import (
	"unicode/utf8"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// The 2026 edition of section 3.3 and 3.5 (whatwg/url 6ae8486, and the
// IPv4-non-ASCII-input error merged after it): the "domain parser" takes
// the place of "domain to ASCII". It keeps an ASCII domain, lowercased,
// whatever Unicode ToASCII makes of it (for web compatibility, as an
// "xn--" label that does not decode is common), and reports domain-to-ASCII
// whenever strict ToASCII fails, also when the domain is kept.

// parseDomain2026 runs steps 3 to 9 of the 2026 edition's host parser.
// Steps 8 and 9 are the late-2025 edition's 7 and 8: their rules (ends in
// a number, the IPv4 parser) are the same functions.
func parseDomain2026(dst []byte, input string, r *validation.Reporter) ([]byte, Kind, validation.Kind) {
	start := len(dst)
	dst, k := domainParse2026(dst, input, r)
	if k != validation.None {
		return dst[:start], None, k
	}
	if asciiDomain := dst[start:]; endsInANumber(asciiDomain) {
		addr, k := parseIPv4(asciiDomain, r)
		if k != validation.None {
			return dst[:start], None, k
		}
		return AppendIPv4(dst[:start], addr), IPv4, validation.None
	}
	return dst, Domain, validation.None
}

// domainParse2026 runs steps 3 to 7 of the 2026 edition's host parser and
// appends the ASCII domain to dst, or returns the validation error that
// made it fail. It has no copy-and-lowercase pass of its own: an ASCII
// domain is lowercased in place after percent-decoding, the one step for
// it that the domain parser takes when nothing is collected.
func domainParse2026(dst []byte, input string, r *validation.Reporter) ([]byte, validation.Kind) {
	start := len(dst)
	// Step 4.
	if r != nil && containsPercentEncodedByte(input) {
		r.Report(validation.DomainPercentEncoded)
	}
	// Step 5 (decoding fails early, as its note allows: U+FFFD fails the
	// domain parser), and step 6.
	dst = percent.AppendDecoded(dst, input)
	decoded := dst[start:]
	if len(decoded) == 0 {
		return dst, validation.DomainToASCII
	}
	domain := unsafe.String(&decoded[0], len(decoded))
	ascii := infra.IsASCII(decoded)
	if ascii && r == nil {
		// The domain parser's steps 5, 7 and 8 for an ASCII domain, in
		// place: strict ToASCII only reports, and nothing is collected.
		infra.ASCIILowercaseInPlace(decoded)
		if containsForbiddenDomainCodePoint(decoded) {
			return dst, validation.DomainToASCII
		}
	} else {
		if !ascii && !utf8.Valid(decoded) {
			return dst, validation.DomainToASCII
		}
		// The result is new memory, or domain itself when it is ASCII
		// lowercase already, which the append leaves as it is.
		asciiDomain, k := domainParser2026(domain, false, r)
		if k != validation.None {
			return dst, k
		}
		dst = append(dst[:start], asciiDomain...)
	}
	// Step 8's IPv4-non-ASCII-input: a non-ASCII domain that IDNA mapped
	// to one that ends in a number, which the IPv4 parser takes next.
	if !ascii && r != nil && endsInANumber(dst[start:]) {
		r.Report(validation.IPv4NonASCIIInput)
	}
	return dst, validation.None
}

// domainParser2026 is the 2026 edition's "domain parser" (section 3.3) on
// the scalar value string domain. It fails with domain-to-ASCII, the error
// its first step reports (failure implies strict ToASCII failed), and
// reports that error to r when domain succeeds though strict ToASCII
// fails.
func domainParser2026(domain string, beStrict bool, r *validation.Reporter) (string, validation.Kind) {
	// Steps 1 and 3: strict ToASCII, which decides alone when beStrict.
	if beStrict {
		result, ok := unicodeToASCII(domain, true)
		if !ok {
			return "", validation.DomainToASCII
		}
		return result, validation.None
	}
	// Steps 4 to 6.
	var result string
	if infra.IsASCII(domain) {
		result = infra.ASCIILowercase(domain)
	} else {
		var ok bool
		if result, ok = unicodeToASCII(domain, false); !ok {
			return "", validation.DomainToASCII
		}
	}
	// Steps 7 and 8.
	if result == "" || containsForbiddenDomainCodePoint(result) {
		return "", validation.DomainToASCII
	}
	// Step 2, reported once the domain is known to succeed (a failure is
	// the caller's to report, with the same name).
	if r != nil {
		if _, ok := unicodeToASCII(domain, true); !ok {
			r.Report(validation.DomainToASCII)
		}
	}
	return result, validation.None
}

// containsPercentEncodedByte reports whether input contains a
// percent-encoded byte: "%" followed by two ASCII hex digits (section 1.3).
func containsPercentEncodedByte(input string) bool {
	for i := 0; i < len(input); i++ {
		if input[i] == '%' {
			if _, ok := infra.PercentEncodedByteAt(input, i); ok {
				return true
			}
		}
	}
	return false
}
