package host

import (
	"strings"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// Parse runs the host parser (section 3.5) on input with isOpaque, appends
// the host serializer's output (section 3.6; IPv6 inside brackets) to dst and
// returns it with the host's Kind. On failure it returns dst unchanged, None,
// and the validation error that made it fail. Validation errors that do not
// fail are reported to r; a nil r discards them.
//
// input is a scalar value string. An empty input with isOpaque gives the
// empty host; the URL parser deals with an empty host for special URLs
// before it calls Parse (host-missing). ed is the edition of the Standard
// whose domain parser applies (r, when not nil, has the same edition).
func Parse(dst []byte, input string, isOpaque bool, ed edition.Edition, r *validation.Reporter) ([]byte, Kind, validation.Kind) {
	// Step 1.
	if len(input) > 0 && input[0] == '[' {
		if len(input) < 2 || input[len(input)-1] != ']' {
			return dst, None, validation.IPv6Unclosed
		}
		addr, k := ParseIPv6(input[1:len(input)-1], r)
		if k != validation.None {
			return dst, None, k
		}
		dst = append(dst, '[')
		dst = AppendIPv6(dst, addr)
		return append(dst, ']'), IPv6, validation.None
	}
	// Step 2.
	if isOpaque {
		return ParseOpaque(dst, input, r)
	}
	if ed != edition.Y2025 {
		return parseDomain2026(dst, input, r)
	}
	return parseDomain(dst, input, r)
}

// parseDomain runs steps 3 to 8 of the host parser of the late-2025
// edition (parseDomain2026 is the 2026 one's). It works in dst's spare
// room: the percent-decoded input (when input has a "%") is written there,
// and when it is ASCII with no "xn--" label it becomes the result in place
// (lowercased).
func parseDomain(dst []byte, input string, r *validation.Reporter) ([]byte, Kind, validation.Kind) {
	start := len(dst)
	if !asciiFastPath(&dst, input) {
		// Step 4: the percent-decoding of input, which is input itself when
		// it has no "%" (then it is not copied: a huge host would be held
		// twice).
		domain := input
		if strings.IndexByte(input, '%') >= 0 {
			dst = percent.AppendDecoded(dst[:start], input)
			domain = infra.BytesView(dst[start:])
		}
		if infra.IsASCII(domain) && !HasACELabel(domain) {
			// Section 3.3 step 1's note: Unicode ToASCII is ASCII lowercasing.
			dst = append(dst[:start], domain...)
			infra.ASCIILowercaseInPlace(dst[start:])
		} else {
			// Step 4's UTF-8 decode without BOM turns invalid bytes into
			// U+FFFD, on which domain to ASCII fails: the Standard's note
			// allows failing early instead ("UTF-8 decode without BOM or fail").
			if !utf8.ValidString(domain) {
				return dst[:start], None, validation.DomainToASCII
			}
			if chunked, rtl := inChunks(domain, false); chunked {
				// Steps 5 and 6 for a long domain: domain to ASCII's Unicode
				// ToASCII, in groups of labels (unicodeToASCII's way),
				// appended to a buffer of its own that becomes dst, so that
				// the result is not copied again; its step 3 is below.
				out, ok := appendUnicodeToASCIIInChunks(append([]byte(nil), dst[:start]...), domain, chunkLen, rtl)
				if !ok {
					return dst[:start], None, validation.DomainToASCII
				}
				dst = out
			} else {
				// Steps 5 and 6: the result is new memory, or domain itself
				// (input, or the decoding in dst's room, which the append
				// below leaves where it is).
				asciiDomain, k := DomainToASCII(domain, false, edition.Y2025, r)
				if k != validation.None {
					return dst[:start], None, k
				}
				dst = append(dst[:start], asciiDomain...)
			}
		}
	}
	// Section 3.3 step 3, for the lowercased ASCII domain (DomainToASCII has
	// checked its own result already; checking again finds nothing).
	asciiDomain := dst[start:]
	if len(asciiDomain) == 0 {
		return dst[:start], None, validation.DomainToASCII
	}
	if containsForbiddenDomainCodePoint(asciiDomain) {
		return dst[:start], None, validation.DomainInvalidCodePoint
	}
	// Step 7 (parseDomain2026 takes it too, as its step 8).
	if endsInANumber(asciiDomain) {
		addr, k := parseIPv4(asciiDomain, r)
		if k != validation.None {
			return dst[:start], None, k
		}
		return AppendIPv4(dst[:start], addr), IPv4, validation.None
	}
	return dst, Domain, validation.None
}

// asciiFastPath copies input to *dst ASCII-lowercased, in one pass, when
// input is ASCII without "%" and without a label starting with "xn--": then
// steps 4 and 5 of the host parser amount to that copy (section 3.3 step 1's
// note). It reports false, leaving the copy unfinished, otherwise. When
// *dst lacks the room, input is checked before it grows: room grown for a
// copy that stops short would cost as much memory as input, for nothing.
func asciiFastPath(dst *[]byte, input string) bool {
	start := len(*dst)
	if cap(*dst)-start < len(input) && !lowercaseFastPath(nil, input) {
		return false
	}
	buf := infra.Grow(*dst, len(input))[:start+len(input)]
	if !lowercaseFastPath(buf[start:], input) {
		return false
	}
	*dst = buf
	return true
}

// lowercaseFastPath writes input ASCII-lowercased to out (as long as input;
// nil: nothing is written) and reports whether asciiFastPath takes input,
// stopping at the first byte that says it does not.
func lowercaseFastPath(out []byte, input string) bool {
	labelStart := true
	for i := 0; i < len(input); i++ {
		c := input[i]
		if fastPathStop[c] {
			return false
		}
		c = infra.ToASCIILower(c)
		if labelStart && c == 'x' && hasACEPrefix(input[i:]) {
			return false
		}
		labelStart = c == '.'
		if out != nil {
			out[i] = c
		}
	}
	return true
}

// fastPathStopTable derives fastPathStop (tables_gen.go): the bytes that
// end asciiFastPath, "%" and non-ASCII.
func fastPathStopTable() (t [256]bool) {
	t['%'] = true
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	return t
}

// HasACELabel reports whether a label of domain starts with an ASCII
// case-insensitive "xn--": such a label is IDNA's to check, so a domain
// without one that is ASCII maps to its ASCII lowercase (section 3.3 step
// 1's note).
// It is on the URL fast path for every special URL's host: written out for
// strings, not generic, it costs half as much.
func HasACELabel(domain string) bool {
	// 'x' and 'X' are rare in domains: words without one are passed over
	// eight bytes at a time ('x' is the only byte that or 0x20 makes 'x'
	// besides 'X'), and the loop tests that byte first.
	i := 0
	for ; i+8 <= len(domain); i += 8 {
		if infra.EqBytes(infra.Load64(domain, i)|0x2020202020202020, 'x') != 0 {
			break
		}
	}
	for ; i+4 <= len(domain); i++ {
		if domain[i]|0x20 == 'x' && domain[i+1]|0x20 == 'n' && domain[i+2] == '-' && domain[i+3] == '-' &&
			(i == 0 || domain[i-1] == '.') {
			return true
		}
	}
	return false
}

// ParseOpaque is the opaque-host parser (section 3.5). It appends the opaque
// host to dst, or the empty host for empty input (the URL parser's empty
// host of a non-special URL).
func ParseOpaque(dst []byte, input string, r *validation.Reporter) ([]byte, Kind, validation.Kind) {
	if input == "" {
		return dst, Empty, validation.None
	}
	// Steps 1-3 in one pass over the code points.
	invalidCodePoint, invalidPercent := false, false
	for i, c := range input {
		switch {
		case c < utf8.RuneSelf && forbiddenHost[c]:
			return dst, None, validation.HostInvalidCodePoint
		case c == '%':
			if _, ok := infra.PercentEncodedByteAt(input, i); !ok {
				invalidPercent = true
			}
		case !infra.IsURLCodePoint(c):
			invalidCodePoint = true
		}
	}
	if invalidCodePoint { // step 2
		r.Report(validation.InvalidURLUnit)
	}
	if invalidPercent { // step 3
		r.Report(validation.InvalidURLUnit)
	}
	// Step 4.
	return percent.AppendUTF8(dst, input, percent.C0Control, false), Opaque, validation.None
}
