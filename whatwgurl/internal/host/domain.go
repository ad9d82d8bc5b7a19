package host

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
	"golang.org/x/net/idna"
)

// Unicode ToASCII and ToUnicode with the flags of section 3.3, built once.
// MapForLookup supplies the UTS #46 mapping and label validation; the options
// after it set every flag the Standard names. Transitional_Processing is
// false and IgnoreInvalidPunycode false in x/net/idna's defaults.
var (
	lenientProfile = idna.New(
		idna.MapForLookup(),
		idna.BidiRule(),              // CheckBidi = true
		idna.CheckJoiners(true),      // CheckJoiners = true
		idna.Transitional(false),     // Transitional_Processing = false
		idna.CheckHyphens(false),     // CheckHyphens = beStrict
		idna.StrictDomainName(false), // UseSTD3ASCIIRules = beStrict
		idna.VerifyDNSLength(false),  // VerifyDnsLength = beStrict
	)
	strictProfile = idna.New(
		idna.MapForLookup(),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.Transitional(false),
		idna.CheckHyphens(true),
		idna.StrictDomainName(true),
		idna.VerifyDNSLength(true),
	)
	// mappingProfile runs only the UTS #46 mapping step (processing step 1):
	// no label validation, no joiner, hyphen or Bidi checks. See mapDomain.
	mappingProfile = idna.New(
		idna.MapForLookup(),
		idna.ValidateLabels(false),
		idna.StrictDomainName(false),
		idna.Transitional(false),
	)
)

const acePrefix = "xn--"

// DomainToASCII is "domain to ASCII" (section 3.3) with beStrict, or in the
// 2026 edition the "domain parser" (domainParser2026). On failure it
// returns the validation error (domain-to-ASCII or, in the late-2025
// edition, domain-invalid-code-point); in the 2026 edition it reports
// domain-to-ASCII to r when the domain succeeds though strict ToASCII fails.
func DomainToASCII(domain string, beStrict bool, ed edition.Edition, r *validation.Reporter) (string, validation.Kind) {
	if ed != edition.Y2025 {
		return domainParser2026(domain, beStrict, r)
	}
	return domainToASCII(domain, beStrict)
}

// domainToASCII is the late-2025 edition's "domain to ASCII" (section 3.3).
func domainToASCII(domain string, beStrict bool) (string, validation.Kind) {
	var result string
	if !beStrict && asciiWithoutACELabel(domain) {
		// Step 1's note: for such input Unicode ToASCII is ASCII lowercasing.
		result = infra.ASCIILowercase(domain)
	} else {
		var ok bool
		if result, ok = unicodeToASCII(domain, beStrict); !ok {
			// Step 2.
			return "", validation.DomainToASCII
		}
	}
	if !beStrict {
		// Step 3.
		if result == "" {
			return "", validation.DomainToASCII
		}
		if containsForbiddenDomainCodePoint(result) {
			return "", validation.DomainInvalidCodePoint
		}
	}
	return result, validation.None
}

// DomainToUnicode is "domain to Unicode" (section 3.3) with beStrict false.
// It never fails. Where UTS #46 ToUnicode records an error, the late-2025
// edition reports domain-to-Unicode and returns ToUnicode's result; the 2026
// edition returns domain as it is ("If an error was recorded, then return
// domain"), so that the domain parser and domain to Unicode round-trip.
func DomainToUnicode(domain string, ed edition.Edition, r *validation.Reporter) string {
	if asciiWithoutACELabel(domain) {
		// Nothing to decode, and ASCII cannot break a rule with these flags.
		return infra.ASCIILowercase(domain)
	}
	result, err := lenientProfile.ToUnicode(domain)
	if err != nil || !aceLabelsValid(domain) {
		if ed != edition.Y2025 {
			return domain
		}
		r.Report(validation.DomainToUnicode)
	}
	return result
}

// unicodeToASCII runs Unicode ToASCII with the Standard's flags for
// beStrict, and reports false where UTS #46 records an error.
func unicodeToASCII(domain string, beStrict bool) (string, bool) {
	profile := lenientProfile
	if beStrict {
		profile = strictProfile
	} else if ok, rtl := inChunks(domain, beStrict); ok {
		return unicodeToASCIIInChunks(domain, chunkLen, rtl)
	}
	result, err := profile.ToASCII(domain)
	if err != nil {
		return "", false
	}
	if !aceLabelsValid(domain) || !decodableByXNet(result) {
		return "", false
	}
	return result, true
}

// maxDecodedLabel is the longest label, in code points, that
// golang.org/x/net/idna's Punycode decoder accepts; it fails on longer
// ones though UTS #46 sets no such limit when VerifyDnsLength is false.
const maxDecodedLabel = 1024

// decodableByXNet reports whether every "xn--" label of result decodes
// with x/net/idna. A label longer than maxDecodedLabel code points encodes
// fine but would not decode, so its serialization would not parse again.
// Rejecting such a domain (a known deviation from the Standard, for labels
// beyond a thousand code points) keeps every host we serialize parseable.
// Encoding never shortens a label below its code point count, so only long
// labels need the check.
func decodableByXNet(result string) bool {
	if len(result) <= maxDecodedLabel+len(acePrefix) {
		return true
	}
	// len(result) > 0 rather than result != "": in a build instrumented for
	// libFuzzer every string comparison copies both sides.
	for len(result) > 0 {
		label, rest, _ := strings.Cut(result, ".")
		if len(label) > maxDecodedLabel+len(acePrefix) && hasACEPrefix(label) {
			if _, err := idna.Punycode.ToUnicode(label); err != nil {
				return false
			}
		}
		result = rest
	}
	return true
}

// aceLabelsValid applies the UTS #46 rules (revision 31 and later) for
// labels that start with "xn--" which golang.org/x/net/idna does not apply.
// UTS #46 section 4, Processing, step 4.1 (on a label after mapping):
//
//   - a label that starts with "xn--" and contains a non-ASCII code point is
//     an error (x/net/idna accepts one whose non-ASCII code points are all in
//     the basic part, before the last "-");
//   - a label that is empty after removing "xn--" and decoding is an error
//     (x/net/idna decodes "xn--" to an empty label without an error);
//
// and validity criterion V4 (section 4.1) as of Unicode 15.1: when
// CheckHyphens is false, a label decoded from Punycode must not itself begin
// with "xn--". (With CheckHyphens true, V2 already forbids "--" at positions
// 3 and 4.) The other rule of step 4.1, that a label must not decode to
// ASCII only, x/net/idna already applies.
func aceLabelsValid(domain string) bool {
	mapped := domain
	if !infra.IsASCII(domain) {
		if !mayMapToACE(domain) {
			return true
		}
		mapped = mapDomain(domain)
	}
	for len(mapped) > 0 {
		label := mapped
		if i := strings.IndexByte(mapped, '.'); i >= 0 {
			label, mapped = mapped[:i], mapped[i+1:]
		} else {
			mapped = ""
		}
		if len(label) < len(acePrefix) || !strings.EqualFold(label[:len(acePrefix)], acePrefix) {
			continue
		}
		if len(label) == len(acePrefix) {
			return false
		}
		if !infra.IsASCII(label) {
			return false
		}
		// The decoded label's basic code points come first in the encoding,
		// so only "xn--xn--..." can decode to a label starting with "xn--".
		if len(label) >= 2*len(acePrefix) && strings.EqualFold(label[len(acePrefix):2*len(acePrefix)], acePrefix) {
			decoded, err := idna.Punycode.ToUnicode(strings.ToLower(label))
			if err == nil && strings.HasPrefix(decoded, acePrefix) {
				return false
			}
		}
	}
	return true
}

// mayMapToACE reports whether a non-ASCII domain could have a label that
// starts with "xn--" after the UTS #46 mapping, so that mapDomain must run.
// Such a label needs "-" twice, and only U+002D, U+FE63 SMALL HYPHEN-MINUS
// and U+FF0D FULLWIDTH HYPHEN-MINUS map to "-" (their NFKC_Casefold is "-").
func mayMapToACE(domain string) bool {
	return strings.ContainsAny(domain, "-\uFE63\uFF0D")
}

// mapDomain returns the UTS #46 mapping of domain (processing step 1) as
// golang.org/x/net/idna computes it. The package has no mapping-only entry
// point: its ToUnicode also decodes labels that start with "xn--" after
// mapping. So each label gets a leading "0" first, which keeps it from
// starting with "xn--" and is removed again after mapping. "0" changes no
// mapping: it is an ASCII starter that composes with nothing under NFC.
// The label separators are the four full stops that UTS #46 maps to ".".
func mapDomain(domain string) string {
	var b strings.Builder
	b.Grow(len(domain) + 8)
	b.WriteByte('0')
	for _, c := range domain {
		b.WriteRune(c)
		switch c {
		case '.', '\u3002', '\uFF0E', '\uFF61':
			b.WriteByte('0')
		}
	}
	mapped, _ := mappingProfile.ToUnicode(b.String())
	// Remove the "0" at the start of every label.
	out := make([]byte, 0, len(mapped))
	for i := 0; i < len(mapped); i++ {
		if mapped[i] == '0' && (i == 0 || mapped[i-1] == '.') {
			continue
		}
		out = append(out, mapped[i])
	}
	return string(out)
}

// asciiWithoutACELabel reports whether domain is ASCII and no label of it
// starts with an ASCII case-insensitive "xn--": section 3.3 step 1's note.
func asciiWithoutACELabel(domain string) bool {
	return infra.IsASCII(domain) && !HasACELabel(domain)
}

// hasACEPrefix reports whether s starts with an ASCII case-insensitive "xn--".
func hasACEPrefix[T text](s T) bool {
	return len(s) >= 4 && s[0]|0x20 == 'x' && s[1]|0x20 == 'n' && s[2] == '-' && s[3] == '-'
}

func containsForbiddenDomainCodePoint[T text](s T) bool {
	for i := 0; i < len(s); i++ {
		if forbiddenDomain[s[i]] {
			return true
		}
	}
	return false
}
