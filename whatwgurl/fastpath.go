package whatwgurl

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// The fast path: most URLs met in practice are already in the form the URL
// serializer writes, and the basic URL parser maps them to themselves. For
// such input, one scan can check that this is so and find where the
// components are; the input then becomes the href as it is, without the
// state machine or a copy.
//
// canonical never decides a result the parser would not give: any input it
// is not sure of (upper case, percent-encoding to do, dot segments, default
// ports, credentials, IP addresses, IDNA, Windows drive letters, ...) goes
// to the full parser. TestFastPathAgrees checks it against the parser on
// every WPT and dataset input.
//
// The C library runs a copy of this control flow (capi/canonical.c) over
// this file's data (byteClass, and the special schemes of schemes.go),
// which internal/cmd/genabi writes out for it; a change here is a change
// there, and fastpath_c_test.go fails until the two agree again.

// Byte classes of the canonical forms. The path, query, fragment and opaque
// path classes are what the state's percent-encode set (section 1.3) leaves
// as it is, less the code points that end the state there: they come from
// internal/percent's sets, so they cannot drift from what the state
// machine writes (TestByteClassesAgreeWithParser checks them against it).
// The host and scheme classes are narrower than the Standard allows, on
// purpose: what they leave out goes to the state machine.
const (
	cDomain     = 1 << iota // '.' and the ASCII bytes domain to ASCII keeps as they are
	cPath                   // stays as it is in a path segment (not / ? # \)
	cSpecialQry             // stays as it is in a special URL's query (not #)
	cQuery                  // stays as it is in a non-special URL's query (not #)
	cFragment               // stays as it is in a fragment
	cOpaquePath             // stays as it is in an opaque path (not ? #, nor space)
	cOpaqueHost             // a-z A-Z 0-9 - . _ ~ : safe in an opaque host
	cScheme                 // a-z 0-9 + - . : lowercase scheme code points
	cPathRun                // cPath or '/': a whole path's bytes
)

// byteClassNames names the classes above, bit k's class at index k.
var byteClassNames = [...]string{"DOMAIN", "PATH", "SPECIAL_QUERY", "QUERY", "FRAGMENT",
	"OPAQUE_PATH", "OPAQUE_HOST", "SCHEME", "PATH_RUN"}

// CanonicalByteClasses returns the fast path's byte classes for the C
// library's copy of the fast path (capi/canonical.c), which
// internal/cmd/genabi writes out as C: names[k] is the class of bit 1<<k,
// and table[b] holds the bits of the classes that byte b is in. It is data
// for that generator, not a URL API.
func CanonicalByteClasses() (names []string, table [256]uint16) {
	return byteClassNames[:], byteClass
}

// CanonicalPrefixOrder returns the order in which the fast path tries the
// special schemes' prefixes (specialPrefix), for the C library's copy,
// which internal/cmd/genabi writes out as C. It is data for that
// generator, not a URL API.
func CanonicalPrefixOrder() []SchemeType { return prefixOrder[:] }

// byteClassTable derives byteClass (tables_gen.go, static data: see
// tables_test.go): bit cX of entry b is set when byte b is in class cX.
func byteClassTable() (t [256]uint16) {
	for c := range t {
		b := byte(c)
		lowerAlnum := infra.IsASCIILowerAlpha(b) || infra.IsASCIIDigit(b)
		if b == '.' || host.SameInDomain(b) {
			t[c] |= cDomain
		}
		if infra.IsASCIIAlphanumeric(b) || b == '-' || b == '.' || b == '_' || b == '~' {
			t[c] |= cOpaqueHost
		}
		if lowerAlnum || b == '+' || b == '-' || b == '.' {
			t[c] |= cScheme
		}
		// The path state ends a segment at '/', and at '\\' in a special
		// URL; '?' and '#' are in the path percent-encode set.
		if !percent.Path[b] && b != '/' && b != '\\' {
			t[c] |= cPath | cPathRun
		}
		if b == '/' {
			t[c] |= cPathRun
		}
		// '#', which ends the query state, is in both query sets.
		if !percent.SpecialQuery[b] {
			t[c] |= cSpecialQry
		}
		if !percent.Query[b] {
			t[c] |= cQuery
		}
		if !percent.Fragment[b] {
			t[c] |= cFragment
		}
		// A space in an opaque path may be trailing (removed by step 1 of
		// the basic URL parser) or come before '?' or '#' (written "%20").
		if !percent.C0Control[b] && b != ' ' && b != '?' && b != '#' {
			t[c] |= cOpaquePath
		}
	}
	return t
}

// canonical reports whether input is a URL that the basic URL parser (with
// UTF-8 and any base) serializes to input itself, or, when slash is true, to
// input followed by "/" (a special URL with nothing after its host), and if
// so returns the components of that href. It is conservative: false means
// "not known", not "invalid".
func canonical(input string, c *Components) (slash, ok bool) {
	var u URL
	if slash, ok = canonicalInto(input, &u.layout); ok {
		// The "/" that slash adds comes after every offset components reads.
		u.setCanonical(input)
		u.components(c)
	}
	return slash, ok
}

// canonicalInto is canonical writing the URL's layout into u, whose fields
// are zero (those of a null query and fragment stay so), as store would
// from the components (but the edition, and the href's length, which
// setCanonical writes). Parse's way, without Components between. The
// offsets of an input of 64 KiB or more do not fit the layout: they are
// cut to 16 bits, read by no one, and setCanonical finds them again.
func canonicalInto(input string, u *layout) (slash, ok bool) {
	n := len(input)
	// scheme ":"
	i := 0
	t, colon := specialPrefix(input)
	slashes := t != SchemeOther // the prefix ends in "://"
	if slashes {
		i = colon
	} else {
		for i < n && byteClass[input[i]]&cScheme != 0 {
			i++
		}
		if i == 0 || i == n || input[i] != ':' || !infra.IsASCIIAlpha(input[0]) {
			return false, false
		}
		t = schemeTypeOf(input[:i])
	}
	u.schemeBits = uint8(t)
	u.schemeEnd = longScheme
	if i < longScheme {
		u.schemeEnd = uint8(i)
	}
	i++
	if slashes || (i+1 < n && input[i] == '/' && input[i+1] == '/') {
		// The host's scan here, so that canonicalAuthority makes no call
		// on the way of most URLs.
		start := i + 2
		var ace bool
		if t.special() && n >= 16 && vectorScan() {
			// scanDomain's vector form, without its call on the way of
			// most hosts; the run stops at an 'x' that starts the host
			// too.
			i = scanVector(input, start, hostTable)
			if i < n && input[i] == 'x' {
				i, ace = scanDomainStop(input, i, false)
			}
		} else if t.special() {
			i, ace = scanDomain(input, start)
		} else {
			i = scanClass(input, start, cOpaqueHost)
		}
		i, ok = canonicalAuthority(input, start, i, ace, t, u)
		if !ok {
			return false, false
		}
		if i == n && t.special() {
			// The path start state gives a special URL the path « "" ».
			u.pathStart = uint16(n)
			return true, true
		}
		if i < n && input[i] != '/' {
			// A special URL always has a path; a non-special one with a host
			// and no path is canonical.
			if t.special() || (input[i] != '?' && input[i] != '#') {
				return false, false
			}
		}
	} else {
		// No host: the host's offsets are the path's start (layout.go).
		if t.special() {
			return false, false
		}
		u.hostStart, u.hostEnd = uint16(i), uint16(i)
		if i == n || input[i] != '/' {
			return false, canonicalOpaque(input, i, t, u)
		}
		// A path that starts with "//" would need the "/." prefix, and
		// "/." itself starts a dot segment: both go the long way.
		if i+1 < n && (input[i+1] == '/' || input[i+1] == '.') {
			return false, false
		}
	}
	// The path: none of its bytes needs percent-encoding, no segment is a
	// dot segment, and a file URL's does not start with a drive letter
	// that the path state writes otherwise.
	u.pathStart = uint16(i)
	var end int
	var dot bool
	if n >= 16 && vectorScan() {
		// scanPath's vector form, without its call on the way of most URLs.
		end = scanVector(input, i, pathTable)
		if end < n && (input[end] == '.' || input[end] == '%') {
			end, dot = scanPathStop(input, end)
		}
	} else {
		end, dot = scanPath(input, i)
	}
	if dot || (t == SchemeFile && normalizedDriveLetter(input[i:end])) {
		return false, false
	}
	return false, canonicalQueryFragment(input, end, t, u)
}

// prefixOrder is the order in which specialPrefix tries the special
// schemes: the most frequent on the web and in files first. Any order gives
// the same answers.
var prefixOrder = [...]SchemeType{SchemeHTTPS, SchemeHTTP, SchemeFile, SchemeWSS, SchemeWS, SchemeFTP}

// prefixWord is a special scheme's prefix as specialPrefix compares it:
// the little-endian word of the scheme's name followed by "://", the mask
// of that word's bytes (every such prefix fits in eight bytes), the scheme
// and the index of its ':'.
type prefixWord struct {
	word, mask uint64
	scheme     SchemeType
	end        int
}

// prefixWordsTable derives prefixWords (tables_gen.go), the prefixWord of
// each special scheme in prefixOrder, from specialSchemes.
func prefixWordsTable() (t [len(prefixOrder)]prefixWord) {
	for k, st := range prefixOrder {
		name := specialSchemes[st-1].name
		p := name + "://"
		for j := 0; j < len(p); j++ {
			t[k].word |= uint64(p[j]) << (8 * j)
			t[k].mask |= 0xFF << (8 * j)
		}
		t[k].scheme, t[k].end = st, len(name)
	}
	return t
}

// specialPrefix returns the special scheme that input starts with,
// followed by "://", and the index of its ':'; or SchemeOther. Most URLs
// start so, and one word compared per scheme tells which. The first of
// prefixOrder is compared inline, the others in specialPrefixRest.
func specialPrefix(input string) (SchemeType, int) {
	if len(input) < 8 {
		return SchemeOther, 0
	}
	w := infra.Load64(input, 0)
	if p := &prefixWords[0]; w&p.mask == p.word {
		return p.scheme, p.end
	}
	return specialPrefixRest(w)
}

// specialPrefixRest is specialPrefix for the first word w of an input
// that does not start with the first prefix of prefixOrder.
func specialPrefixRest(w uint64) (SchemeType, int) {
	for k := 1; k < len(prefixWords); k++ {
		if w&prefixWords[k].mask == prefixWords[k].word {
			return prefixWords[k].scheme, prefixWords[k].end
		}
	}
	return SchemeOther, 0
}

// canonicalAuthority checks host [":" port] from start, with no
// credentials, in a URL whose scheme type is t: the host's scan stopped at
// i, and aceLabels says whether a label of the host starts with "xn--"
// (scanDomain; false for a URL that is not special). The port needs no
// offsets of its own: it lies between the host's end and the path's start
// (layout.go).
func canonicalAuthority(input string, start, i int, aceLabels bool, t SchemeType, u *layout) (int, bool) {
	n := len(input)
	u.hostStart = uint16(start)
	special := t.special()
	hostEnd := i
	u.hostEnd = uint16(i)
	switch {
	case i < n && input[i] != '/' && input[i] != ':' && input[i] != '?' && input[i] != '#':
		return i, false // '@', '[', upper case, percent-encoding, ...
	case i == start:
		if t != SchemeFile || (i < n && input[i] == ':') {
			return i, false
		}
		u.hostType = HostEmpty
	case special:
		// A domain the host parser maps to itself: lowercase ASCII, its
		// "xn--" labels checked last (aceLabels), not "localhost" in a file
		// URL (that becomes the empty host); or an IPv4 address already
		// written as the IPv4 serializer writes it.
		h := input[start:i]
		if t == SchemeFile && h == "localhost" {
			return i, false
		}
		u.hostType = HostDomain
		if lastByteMayEndANumber(h) && mayEndInANumber(h) && host.EndsInANumber(h) {
			if !isDottedDecimal(h) {
				return i, false
			}
			u.hostType = HostIPv4
		}
	default:
		u.hostType = HostOpaque
	}
	if i < n && input[i] == ':' {
		if t == SchemeFile {
			return i, false
		}
		i++
		start := i
		port := 0
		for i < n && infra.IsASCIIDigit(input[i]) {
			port = port*10 + int(input[i]-'0')
			if port > 0xFFFF {
				return i, false
			}
			i++
		}
		// The empty port, a leading zero and the default port are not
		// serialized as written.
		if i == start || (input[start] == '0' && i-start > 1) || int32(port) == t.defaultPort() {
			return i, false
		}
	}
	// A domain with "xn--" labels maps to itself when domain to ASCII would
	// decode them and encode them back unchanged: host.DomainMapsToItself
	// decides it without allocating. It is the one call here, made last so
	// that the way of every other URL does not pay for the registers a call
	// needs saved.
	if aceLabels && !host.DomainMapsToItself(input[start:hostEnd]) {
		return i, false
	}
	return i, true
}

// domainRunTable derives domainRun (tables_gen.go) from the byte classes:
// the domain class less 'x', for scanDomain stops at each 'x' to see
// whether it starts an "xn--" label.
func domainRunTable(class *[256]uint16) (t [256]uint8) {
	for b := range t {
		if class[b]&cDomain != 0 && b != 'x' {
			t[b] = 1
		}
	}
	return t
}

// scanDomain returns the index of the first byte of s at or after i that
// is not in the domain class, or len(s), and whether a label of the domain
// from i starts with "xn--" (host.HasACELabel; the class holds no upper
// case, so "xn--" is the only spelling here). Finding such labels as the
// domain is scanned spares the second pass over it: 'x' is rare.
func scanDomain(s string, i int) (int, bool) {
	if len(s) >= 16 && vectorScan() {
		// The run stops at each 'x' after a '.' or at i, where a label
		// may start with "xn--".
		i = scanVector(s, i, hostTable)
		if i < len(s) && s[i] == 'x' {
			return scanDomainStop(s, i, false)
		}
		return i, false
	}
	start, ace := i, false
	for {
		i = scanRunOf(s, i, &domainRun)
		if i == len(s) || s[i] != 'x' {
			return i, ace
		}
		if (i == start || s[i-1] == '.') && strings.HasPrefix(s[i+1:], "n--") {
			ace = true
		}
		i++
	}
}

// scanRunOf returns the index of the first byte of s at or after i whose
// entry in run is 0, or len(s): scanDomain's and scanPath's 8-byte form,
// eight bytes per branch while it can.
func scanRunOf(s string, i int, run *[256]uint8) int {
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		if run[b[0]]&run[b[1]]&run[b[2]]&run[b[3]]&run[b[4]]&run[b[5]]&run[b[6]]&run[b[7]] == 0 {
			break
		}
	}
	for uint(i) < uint(len(s)) && run[s[i]] != 0 {
		i++
	}
	return i
}

// scanDomainStop is scanDomain's vector form from s[i], an 'x' that starts
// a label (right after a '.', or the scan's first byte) where the vector
// run stopped; ace says whether an "xn--" label came before.
func scanDomainStop(s string, i int, ace bool) (int, bool) {
	for {
		if strings.HasPrefix(s[i+1:], "n--") {
			ace = true
		}
		i = scanVector(s, i+1, domainTable)
		if i == len(s) || s[i] != 'x' {
			return i, ace
		}
	}
}

// isDottedDecimal reports whether h is four decimal numbers from 0 to 255
// without leading zeros, joined by '.': the IPv4 serializer's output.
func isDottedDecimal(h string) bool {
	parts := 0
	for i := 0; i < len(h); {
		start, v := i, 0
		for i < len(h) && infra.IsASCIIDigit(h[i]) {
			v = v*10 + int(h[i]-'0')
			i++
		}
		if i == start || i-start > 3 || v > 255 || (h[start] == '0' && i-start > 1) {
			return false
		}
		parts++
		if i == len(h) {
			break
		}
		if h[i] != '.' || parts == 4 {
			return false
		}
		i++
	}
	return parts == 4
}

// lastByteMayEndANumber is false when h's last byte (before a trailing '.')
// rules out that its last label is a number (section 3.5, "ends in a
// number"): a number ends in a digit, in a hex digit or in the 'x' of "0x"
// (the domain class holds no upper case). Most domains end in a letter
// that rules it out, which spares the look back for the last label.
func lastByteMayEndANumber(h string) bool {
	end := len(h)
	if end > 0 && h[end-1] == '.' {
		end--
	}
	return end == 0 || infra.IsASCIIHexDigit(h[end-1]) || h[end-1] == 'x'
}

// mayEndInANumber is false when h's last label (before a trailing '.')
// cannot be a number: it does not start with a digit.
func mayEndInANumber(h string) bool {
	end := len(h)
	if end > 0 && h[end-1] == '.' {
		end--
	}
	i := end
	for i > 0 && h[i-1] != '.' {
		i--
	}
	return i == end || infra.IsASCIIDigit(h[i])
}

// normalizedDriveLetter reports whether a file URL's path starts with a
// Windows drive letter the path state writes otherwise: path[0] is
// path[1:3] when a '/' or the end follows it, and the path state would
// write its '|' as ':'.
func normalizedDriveLetter(path string) bool {
	// '|' first: it rules out almost every path.
	return len(path) >= 3 && path[2] == '|' && (len(path) == 3 || path[3] == '/') && isWindowsDriveLetter(path[1:3])
}

// pathRunTable derives pathRun (tables_gen.go) from the byte classes: the
// class of a path's bytes (cPathRun) less '.' and '%', for scanPath stops
// at each of them to see whether it starts a dot segment.
func pathRunTable(class *[256]uint16) (t [256]uint8) {
	for b := range t {
		if class[b]&cPathRun != 0 && b != '.' && b != '%' {
			t[b] = 1
		}
	}
	return t
}

// scanPath returns the end of the path that starts at i (the index of the
// first byte not in cPathRun, or len(s)) and whether a segment of the path
// is a dot segment: "." or "..", with "%2e" for any '.'. A dot segment
// starts with '.' or '%' right after a '/', so the scan stops only at those
// two bytes and the path is read once.
func scanPath(s string, i int) (int, bool) {
	if len(s) >= 16 && vectorScan() {
		// The run stops at each '.' or '%' after a '/', where a dot
		// segment may start.
		i = scanVector(s, i, pathTable)
		if i < len(s) && (s[i] == '.' || s[i] == '%') {
			return scanPathStop(s, i)
		}
		return i, false
	}
	for {
		i = scanRunOf(s, i, &pathRun)
		if i == len(s) || (s[i] != '.' && s[i] != '%') {
			return i, false
		}
		if i > 0 && s[i-1] == '/' && isDotSegmentAt(s, i) {
			return i, true
		}
		i++
	}
}

// scanPathStop is scanPath's vector form from s[i], a '.' or '%' right
// after a '/' where the vector run stopped.
func scanPathStop(s string, i int) (int, bool) {
	for {
		if isDotSegmentAt(s, i) {
			return i, true
		}
		i = scanVector(s, i+1, pathTable)
		if i == len(s) || (s[i] != '.' && s[i] != '%') {
			return i, false
		}
	}
}

// isDotSegmentAt reports whether the path segment that starts at s[i] is a
// dot segment. The segment ends at the first byte not in cPath: a '/', or
// the end of the path. No dot segment is longer than six bytes.
func isDotSegmentAt(s string, i int) bool {
	seg := s[i:]
	k := 0
	for k < len(seg) && k <= 6 && byteClass[seg[k]]&cPath != 0 {
		k++
	}
	return isSingleDotSegment(seg[:k]) || isDoubleDotSegment(seg[:k])
}

// scanClass returns the index of the first byte of s at or after i that is
// not in class, or len(s). It tests eight bytes per branch while it can.
// The byte loops compare i as unsigned, which spares the bounds check of
// s[i] (here and in scanDomain): about 1% of a canonical parse.
func scanClass(s string, i int, class uint16) int {
	if len(s) >= 16 && vectorScan() {
		return scanRun(s, i, class)
	}
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		if byteClass[b[0]]&byteClass[b[1]]&byteClass[b[2]]&byteClass[b[3]]&
			byteClass[b[4]]&byteClass[b[5]]&byteClass[b[6]]&byteClass[b[7]]&class == 0 {
			break
		}
	}
	for uint(i) < uint(len(s)) && byteClass[s[i]]&class != 0 {
		i++
	}
	return i
}

// canonicalOpaque checks an opaque path from i, then the query and fragment.
func canonicalOpaque(input string, i int, t SchemeType, u *layout) bool {
	u.pathStart = uint16(i)
	u.schemeBits |= opaquePathBit
	i = scanClass(input, i, cOpaquePath)
	return canonicalQueryFragment(input, i, t, u)
}

// canonicalQueryFragment checks ["?" query] ["#" fragment] from i to the end,
// in a URL whose scheme type is t. Most URLs end with their path: that way
// inlines.
func canonicalQueryFragment(input string, i int, t SchemeType, u *layout) bool {
	return i == len(input) || canonicalQueryFragmentAt(input, i, t, u)
}

// canonicalQueryFragmentAt is canonicalQueryFragment where input goes on
// after i.
func canonicalQueryFragmentAt(input string, i int, t SchemeType, u *layout) bool {
	n := len(input)
	if i < n && input[i] == '?' {
		u.queryStart = uint16(i)
		class := uint16(cQuery)
		if t.special() {
			class = cSpecialQry
		}
		i = scanClass(input, i+1, class)
	}
	if i < n && input[i] == '#' {
		u.fragmentStart = uint16(i)
		i = scanClass(input, i+1, cFragment)
	}
	return i == n
}
