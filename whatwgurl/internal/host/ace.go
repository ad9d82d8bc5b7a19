package host

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

//go:generate go test -count=1 -run TestACETables . -args -update-ace-tables

// Domains with "xn--" labels on the URL parser's fast path: deciding, without
// allocating, that the host parser maps such a domain to itself.
//
// For a lowercase ASCII domain, the host parser (section 3.5) comes down to
// domain to ASCII (section 3.3), that is UTS #46 ToASCII through
// golang.org/x/net/idna with lenientProfile, then aceLabelsValid and
// decodableByXNet (domain.go). UTS #46 processing (its section 4) on such a
// domain maps nothing (step 1: every byte DomainMapsToItself accepts is
// valid), leaves it in NFC (step 2), splits it into labels (step 3) and
// converts and validates each (step 4): a label that starts with "xn--" is
// decoded from Punycode and the result must pass the validity criteria
// (section 4.1) as a label; any other label is checked as it is. With
// CheckBidi, a domain where a label is right-to-left (a "Bidi domain name")
// must satisfy the Bidi rule in every label. ToASCII (section 4.2) then
// encodes every non-ASCII label with Punycode again. The result is the input
// exactly when every "xn--" label decodes, its decoding is valid, and
// encoding it again gives back the same label.
//
// DomainMapsToItself takes those steps as x/net/idna implements them
// (process, validateFromPunycode and validateLabel in its idna.go), on a
// fixed buffer: decodePunycode and encodesTo are RFC 3492 with x/net/idna's
// failure cases; NFC (V1) is decided by the x/text norm package x/net/idna
// uses, and the Bidi rule by the very x/text functions it calls; the status
// of a code point (V7) and whether it is a combining mark (V6) come from
// ace_tables.go, which is x/net/idna's own answer for every code point
// (ace_tables_test.go reads it back from x/net/idna and fails when the two
// part). The one check it does not make is ContextJ (CheckJoiners), which
// needs Joining_Type data that x/net/idna does not export: a label with
// U+200C or U+200D goes to the full parser. The TestDomainMapsToItself tests
// compare the decision with Parse on every domain of the WPT data and the
// datasets, and on generated ones.

// maxACELabel is the longest "xn--" label, in bytes, that DomainMapsToItself
// decodes (a DNS label's limit); a longer one goes to the full parser.
const maxACELabel = 63

// maxDecoded is the most code points such a label decodes to: a Punycode
// string decodes to at most one code point per byte.
const maxDecoded = maxACELabel - len(acePrefix)

// DomainMapsToItself reports whether the host parser, given domain as the
// host of a special URL (isOpaque false), returns the domain domain itself.
// It is meant for the fast path's lowercase ASCII domains with a label that
// starts with "xn--", and does not allocate. It is conservative: false means
// "not known" for a domain with an "xn--" label longer than maxACELabel
// bytes or decoding to U+200C or U+200D, and "no" otherwise.
func DomainMapsToItself(domain string) bool {
	// An empty domain fails; one that ends in a number is an IPv4 address or
	// fails (host parser step 7): neither is the domain itself.
	if domain == "" || endsInANumber(domain) {
		return false
	}
	bidiDomain := false
	for rest := domain; ; {
		label, more, found := strings.Cut(rest, ".")
		for i := 0; i < len(label); i++ {
			if !sameInDomain[label[i]] {
				return false
			}
		}
		if hasACEPrefix(label) {
			var u decodedLabel
			if !u.decode(label) || !u.valid() {
				return false
			}
			bidiDomain = bidiDomain || bidirule.Direction(u.utf8()) != bidi.LeftToRight
		}
		if !found {
			break
		}
		rest = more
	}
	return !bidiDomain || bidiRuleHolds(domain)
}

// sameInDomainTable derives sameInDomain (tables_gen.go) from
// forbiddenDomain: the bytes that domain to ASCII keeps as they are and
// that are not forbidden domain code points (section 3.3 step 3), the ASCII
// code points x/net/idna treats as valid, which excludes the upper case
// letters that UTS #46 maps to lower case.
func sameInDomainTable(forbiddenDomain *[256]bool) (t [256]bool) {
	for c := range utf8.RuneSelf {
		t[c] = c != '.' && !forbiddenDomain[c] && validCodePoint(rune(c))
	}
	return t
}

// SameInDomain reports whether domain to ASCII keeps the byte b of an ASCII
// domain as it is and does not fail on it (every byte of a label of a
// domain the fast path may take as its own host).
func SameInDomain(b byte) bool { return sameInDomain[b] }

// bidiRuleHolds applies the Bidi rule (RFC 5893 section 2; CheckBidi in UTS
// #46's validity criteria) to every label of domain, decoded, as x/net/idna
// does for a Bidi domain name. Its labels have been decoded once already.
func bidiRuleHolds(domain string) bool {
	for rest := domain; ; {
		label, more, found := strings.Cut(rest, ".")
		if hasACEPrefix(label) {
			var u decodedLabel
			u.decode(label)
			if !bidirule.Valid(u.utf8()) {
				return false
			}
		} else if !bidirule.ValidString(label) {
			return false
		}
		if !found {
			return true
		}
		rest = more
	}
}

// decodedLabel is an "xn--" label decoded, as code points and as UTF-8.
type decodedLabel struct {
	cp    [maxDecoded]rune
	n     int
	bytes [maxDecoded * utf8.UTFMax]byte
	size  int
}

func (u *decodedLabel) runes() []rune { return u.cp[:u.n] }
func (u *decodedLabel) utf8() []byte  { return u.bytes[:u.size] }

// decode decodes label, which starts with "xn--" and is made of bytes in
// sameInDomain (so no upper case), and checks what domain to ASCII checks
// besides validity: Punycode decoding succeeds (UTS #46 section 4 step 4.1),
// the result is neither empty nor ASCII only, nor starts with "xn--" itself
// (aceLabelsValid in domain.go), and encoding it again gives label back
// (ToASCII's result equals the input).
func (u *decodedLabel) decode(label string) bool {
	if len(label) > maxACELabel {
		return false
	}
	encoded := label[len(acePrefix):]
	if !u.decodePunycode(encoded) {
		return false
	}
	if u.n >= len(acePrefix) && u.cp[0] == 'x' && u.cp[1] == 'n' && u.cp[2] == '-' && u.cp[3] == '-' {
		return false
	}
	if !encodesTo(u.runes(), encoded) {
		return false
	}
	u.size = 0
	for _, r := range u.runes() {
		u.size += utf8.EncodeRune(u.bytes[u.size:], r)
	}
	return true
}

// valid applies UTS #46's validity criteria (section 4.1) with
// lenientProfile's flags to the decoded label, as x/net/idna's
// validateFromPunycode and validateLabel do: each code point's status valid
// (V7, deviation counting as valid: nontransitional); not starting with a
// combining mark (V6); NFC (V1). (x/net/idna checks NFC first; the order
// changes no answer, and the checks on code points are cheaper.)
// CheckHyphens and UseSTD3ASCIIRules are false, so V2, V3 and U1 do not
// apply; V4 is aceLabelsValid's, checked by decode; CheckBidi's rule applies
// to the whole domain (bidiRuleHolds).
func (u *decodedLabel) valid() bool {
	for _, r := range u.runes() {
		// CheckJoiners' ContextJ rules (appendix A of RFC 5892) need
		// Joining_Type and virama data that x/net/idna does not export:
		// "not known".
		if !validCodePoint(r) || r == '\u200C' || r == '\u200D' {
			return false
		}
	}
	return !modifierCodePoint(u.cp[0]) && isNFC(u.utf8())
}

// isNFC reports whether b is in NFC, as norm.NFC.IsNormal(b) does (x/net/idna
// calls IsNormalString on a decoded label), without allocating. IsNormal
// keeps its argument as far as escape analysis can tell, so a buffer on the
// stack would move to the heap on every call; and when its quick check
// cannot decide (some labels with combining marks) it allocates a reorder
// buffer. So b is copied into a buffer of nfcScratch, and there IsNormal's
// quick check runs first, then, if need be, the definition of IsNormal
// itself (b == NFC(b)), computed by the norm.Iter of the same scratch.
func isNFC(b []byte) bool {
	s := takeScratch()
	if s == nil {
		return norm.NFC.IsNormal(slices.Clone(b))
	}
	defer s.busy.Store(false)
	buf := append(s.b[:0], b...)
	if norm.NFC.QuickSpan(buf) == len(buf) {
		return true
	}
	s.it.Init(norm.NFC, buf)
	rest := buf
	for !s.it.Done() {
		segment := s.it.Next()
		if !bytes.HasPrefix(rest, segment) {
			return false
		}
		rest = rest[len(segment):]
	}
	return len(rest) == 0
}

// nfcScratch holds the buffers of isNFC, in a global array so that they are
// not garbage (a sync.Pool would be emptied by every collection). Each is
// taken with a compare-and-swap; a caller that finds them all taken (more
// goroutines in isNFC at once than buffers) allocates instead.
var nfcScratch [16]scratch

type scratch struct {
	busy atomic.Bool
	b    [maxDecoded * utf8.UTFMax]byte
	it   norm.Iter
}

func takeScratch() *scratch {
	for i := range nfcScratch {
		if nfcScratch[i].busy.CompareAndSwap(false, true) {
			return &nfcScratch[i]
		}
	}
	return nil
}

// validCodePoint reports whether r's UTS #46 status is valid (or deviation)
// for x/net/idna with lenientProfile's options.
func validCodePoint(r rune) bool { return inBounds(idnaValid, r) }

// modifierCodePoint reports whether x/net/idna rejects r at the start of a
// label (a combining mark, V6).
func modifierCodePoint(r rune) bool { return inBounds(idnaModifier, r) }

// inBounds reports whether r is in the set whose bounds are given: runs of
// code points in and out of it, alternately, each bound the first code point
// of a run, starting with a run in the set.
func inBounds(bounds []rune, r rune) bool {
	i, found := slices.BinarySearch(bounds, r)
	if found {
		i++
	}
	return i%2 == 1
}

// The Punycode parameters (RFC 3492 section 5).
const (
	punyBase        = 36
	punyTMin        = 1
	punyTMax        = 26
	punySkew        = 38
	punyDamp        = 700
	punyInitialBias = 72
	punyInitialN    = 128
)

// decodePunycode is the Punycode decoder (RFC 3492 section 6.2) into u.cp,
// failing where x/net/idna's decoder fails (an integer above MaxInt32, a code
// point above U+10FFFF, a bad digit, "-" only at the start) and where its
// result would fail anyway: a surrogate (which x/net/idna turns into U+FFFD,
// disallowed), and no encoded code point at all (empty, or ASCII only: an
// error by UTS #46 section 4 step 4.1, and aceLabelsValid's).
func (u *decodedLabel) decodePunycode(encoded string) bool {
	u.n = 0
	// The basic code points are those before the last "-".
	in := 0
	if b := strings.LastIndexByte(encoded, '-'); b >= 0 {
		if b == 0 {
			return false // x/net/idna rejects a leading "-"
		}
		for i := 0; i < b; i++ {
			u.cp[u.n] = rune(encoded[i])
			u.n++
		}
		in = b + 1
	}
	if in == len(encoded) {
		return false
	}
	n, i, bias := int64(punyInitialN), int64(0), int64(punyInitialBias)
	for in < len(encoded) {
		oldI, w := i, int64(1)
		for k := int64(punyBase); ; k += punyBase {
			if in == len(encoded) {
				return false
			}
			digit, ok := punyDigitValue(encoded[in])
			if !ok {
				return false
			}
			in++
			if i += digit * w; i > math.MaxInt32 {
				return false
			}
			t := punyThreshold(k, bias)
			if digit < t {
				break
			}
			if w *= punyBase - t; w > math.MaxInt32 {
				return false
			}
		}
		if u.n == len(u.cp) {
			return false // cannot happen: one code point per byte at most
		}
		bias = punyAdapt(i-oldI, int64(u.n+1), oldI == 0)
		n += i / int64(u.n+1)
		i %= int64(u.n + 1)
		if n > utf8.MaxRune || (0xD800 <= n && n <= 0xDFFF) {
			return false
		}
		copy(u.cp[i+1:u.n+1], u.cp[i:u.n])
		u.cp[i] = rune(n)
		u.n++
		i++
	}
	return true
}

// encodesTo reports whether the Punycode encoding of cp (RFC 3492 section
// 6.3, as x/net/idna writes it: the basic code points, "-" if there were
// any, then the deltas) is want. It compares as it goes, with no buffer.
// cp has at most maxACELabel code points, below U+110000, so no integer here
// comes near overflowing.
func encodesTo(cp []rune, want string) bool {
	out := 0
	put := func(c byte) bool {
		if out == len(want) || want[out] != c {
			return false
		}
		out++
		return true
	}
	basic := 0
	for _, r := range cp {
		if r < utf8.RuneSelf {
			if !put(byte(r)) {
				return false
			}
			basic++
		}
	}
	if basic > 0 && !put('-') {
		return false
	}
	n, delta, bias := rune(punyInitialN), int64(0), int64(punyInitialBias)
	for h := basic; h < len(cp); {
		m := rune(utf8.MaxRune + 1)
		for _, r := range cp {
			if r >= n && r < m {
				m = r
			}
		}
		delta += int64(m-n) * int64(h+1)
		n = m
		for _, r := range cp {
			if r < n {
				delta++
			}
			if r != n {
				continue
			}
			q := delta
			for k := int64(punyBase); ; k += punyBase {
				t := punyThreshold(k, bias)
				if q < t {
					break
				}
				if !put(punyDigit(t + (q-t)%(punyBase-t))) {
					return false
				}
				q = (q - t) / (punyBase - t)
			}
			if !put(punyDigit(q)) {
				return false
			}
			bias = punyAdapt(delta, int64(h+1), h == basic)
			delta = 0
			h++
		}
		delta++
		n++
	}
	return out == len(want)
}

// punyThreshold is t for the digit at k (RFC 3492 section 6.2 and 6.3):
// k - bias clamped to [tmin, tmax].
func punyThreshold(k, bias int64) int64 {
	return min(max(k-bias, punyTMin), punyTMax)
}

// punyAdapt is the bias adaptation function (RFC 3492 section 6.1).
func punyAdapt(delta, numPoints int64, firstTime bool) int64 {
	if firstTime {
		delta /= punyDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := int64(0)
	for delta > ((punyBase-punyTMin)*punyTMax)/2 {
		delta /= punyBase - punyTMin
		k += punyBase
	}
	return k + (punyBase-punyTMin+1)*delta/(delta+punySkew)
}

// punyDigitValue is a Punycode digit's value: a-z are 0-25, 0-9 are 26-35
// (upper case never reaches here: sameInDomain has none).
func punyDigitValue(c byte) (int64, bool) {
	switch {
	case 'a' <= c && c <= 'z':
		return int64(c - 'a'), true
	case '0' <= c && c <= '9':
		return int64(c-'0') + 26, true
	}
	return 0, false
}

// punyDigit is the lower-case digit for a value below punyBase.
func punyDigit(d int64) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}
