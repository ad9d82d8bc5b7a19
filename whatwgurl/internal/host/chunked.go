package host

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"golang.org/x/text/unicode/bidi"
)

// chunkLen is the length beyond which a domain goes through Unicode ToASCII
// a group of labels at a time (unicodeToASCIIInChunks). No real domain is
// that long; a URL of many megabytes can have such a host.
const chunkLen = 1 << 16

// inChunks reports whether unicodeToASCII with beStrict runs Unicode
// ToASCII on domain a group of labels at a time (unicodeToASCIIInChunks).
func inChunks(domain string, beStrict bool) bool {
	return !beStrict && len(domain) > chunkLen && separable(domain)
}

// unicodeToASCIIInChunks is unicodeToASCII with beStrict false for a long
// domain, which must be separable: it runs Unicode ToASCII on groups of
// labels of about groupLen bytes (chunkLen; tests use others) and joins the
// results with ".".
// golang.org/x/net/idna holds a string per label of the whole domain, and
// more, which for a domain of millions of short labels costs many times its
// size; in groups, that memory is reused group after group.
//
// It gives what one run on the whole domain gives. UTS #46 processing
// (section 4) maps and normalizes the domain, then breaks it into labels at
// U+002E FULL STOP and works on each label alone, except for two rules that
// look at the whole domain: VerifyDnsLength, false when beStrict is false,
// and CheckBidi, under which a domain with a right-to-left label holds every
// label to the Bidi rule, which separable excludes. Mapping works code point
// by code point and leaves U+002E as it is; NFC never combines across it (it
// is a starter that composes with nothing), so mapping and normalizing the
// groups one by one gives the groups of the mapped and normalized domain.
func unicodeToASCIIInChunks(domain string, groupLen int) (string, bool) {
	out, ok := appendUnicodeToASCIIInChunks(nil, domain, groupLen)
	return unsafe.String(unsafe.SliceData(out), len(out)), ok // out is not used again
}

// appendUnicodeToASCIIInChunks is unicodeToASCIIInChunks appending to out,
// so that the host parser writes the result where it keeps it, once.
func appendUnicodeToASCIIInChunks(out []byte, domain string, groupLen int) ([]byte, bool) {
	start := len(out)
	for first := true; ; first = false {
		// Cut at the first "." past groupLen that has something after it,
		// so that no group is empty.
		group, rest := domain, ""
		if len(domain) > groupLen {
			if i := strings.IndexByte(domain[groupLen:], '.'); i >= 0 && groupLen+i+1 < len(domain) {
				group, rest = domain[:groupLen+i], domain[groupLen+i+1:]
			}
		}
		result, err := lenientProfile.ToASCII(group)
		if err != nil || !decodableByXNet(result) {
			return out[:start], false
		}
		if first {
			// Room for all of it, guessed from how much the first group grew.
			out = infra.Grow(out, len(result)+len(result)/8+int(float64(len(rest))*float64(len(result)+1)/float64(len(group)+1)))
		}
		out = infra.Grow(out, 1+len(result))
		if !first {
			out = append(out, '.')
		}
		out = append(out, result...)
		if rest == "" {
			return out, true
		}
		domain = rest
	}
}

// separable reports whether Unicode ToASCII with beStrict false can work
// on domain a group of labels at a time: when no label can start with
// "xn--" after mapping (mayMapToACE), so that no label is decoded from
// Punycode, and no code point is right-to-left (Bidi_Class R, AL or AN),
// so that the domain is not a Bidi domain name and CheckBidi does not apply.
// golang.org/x/net/idna decides the latter the same way, from the code
// points of domain before mapping and of its decoded labels.
func separable(domain string) bool {
	if mayMapToACE(domain) {
		return false
	}
	for i := 0; i < len(domain); {
		if domain[i] < utf8.RuneSelf {
			i++ // no ASCII code point is right-to-left
			continue
		}
		p, size := bidi.LookupString(domain[i:])
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN:
			return false
		}
		i += max(size, 1)
	}
	return true
}
