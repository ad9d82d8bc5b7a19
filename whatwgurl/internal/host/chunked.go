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
// ToASCII on domain a group of labels at a time (unicodeToASCIIInChunks),
// and whether domain is a Bidi domain name (rtl), for which it does.
func inChunks(domain string, beStrict bool) (ok, rtl bool) {
	if beStrict || len(domain) <= chunkLen {
		return false, false
	}
	return separability(domain)
}

// rtlLabel is a label that makes a domain a Bidi domain name and passes
// every check of Unicode ToASCII (U+05D0 HEBREW LETTER ALEF), and
// rtlLabelACE is what ToASCII makes of it.
const rtlLabel, rtlLabelACE = "\u05d0", "xn--4db"

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
//
// A Bidi domain name (rtl: separability's second result) goes in groups
// too, each group after rtlLabel, which makes the group a Bidi domain name
// as the whole domain is: CheckBidi then holds every label of every group to
// the Bidi rule, as it holds every label of the whole domain, and the
// result of rtlLabel, always the same, is cut off the group's.
func unicodeToASCIIInChunks(domain string, groupLen int, rtl bool) (string, bool) {
	out, ok := appendUnicodeToASCIIInChunks(nil, domain, groupLen, rtl)
	return unsafe.String(unsafe.SliceData(out), len(out)), ok // out is not used again
}

// appendUnicodeToASCIIInChunks is unicodeToASCIIInChunks appending to out,
// so that the host parser writes the result where it keeps it, once.
func appendUnicodeToASCIIInChunks(out []byte, domain string, groupLen int, rtl bool) ([]byte, bool) {
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
		var result string
		var err error
		if rtl {
			result, err = lenientProfile.ToASCII(rtlLabel + "." + group)
			var cut bool
			if result, cut = strings.CutPrefix(result, rtlLabelACE+"."); !cut {
				return out[:start], false // never: rtlLabel passes (TestRTLLabel)
			}
		} else {
			result, err = lenientProfile.ToASCII(group)
		}
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
// on domain a group of labels at a time as it is: when separability says
// it can and domain is not a Bidi domain name (CheckBidi does not apply).
func separable(domain string) bool {
	ok, rtl := separability(domain)
	return ok && !rtl
}

// separability reports whether Unicode ToASCII with beStrict false can work
// on domain a group of labels at a time (ok): when no label can start with
// "xn--" after mapping (mayMapToACE), so that no label is decoded from
// Punycode; and whether a code point is right-to-left (Bidi_Class R, AL or
// AN), which makes domain a Bidi domain name (rtl). golang.org/x/net/idna
// decides the latter the same way, from the code points of domain before
// mapping and of its decoded labels (TestToASCIIInChunksAgrees and
// TestRightToLeftAgrees hold the two together in both directions).
func separability(domain string) (ok, rtl bool) {
	if mayMapToACE(domain) {
		return false, false
	}
	for i := 0; i < len(domain); {
		if domain[i] < utf8.RuneSelf {
			i++ // no ASCII code point is right-to-left
			continue
		}
		p, size := bidi.LookupString(domain[i:])
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN:
			return true, true
		}
		i += max(size, 1)
	}
	return true, false
}
