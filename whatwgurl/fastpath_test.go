package whatwgurl

import (
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// checkFastPath asserts that when the fast path takes input, the full parser
// maps input to itself with the same components.
func checkFastPath(t *testing.T, input string, base *URL) bool {
	t.Helper()
	var c Components
	slash, ok := canonical(input, &c)
	if !ok {
		return false
	}
	u, err := parseSlow(input, base, nil, Default, nil)
	if err != nil {
		t.Errorf("fast path took %q, which the parser rejects: %v", input, err)
		return true
	}
	want := input
	if slash {
		want += "/"
	}
	if u.href() != want || u.Components() != c {
		t.Errorf("fast path took %q as %+v; the parser gives %q %+v", input, c, u.href(), u.Components())
	}
	return true
}

func TestFastPathAgrees(t *testing.T) {
	taken, total := 0, 0
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		var base *URL
		if ut.Base != nil {
			base, _ = Parse(*ut.Base)
		}
		total++
		if checkFastPath(t, ut.Input, base) {
			taken++
		}
		if !ut.Failure {
			total++
			if checkFastPath(t, ut.Href, nil) {
				taken++
			}
		}
	}
	for _, list := range loadSetterTests(t, "url/setters_tests.json") {
		for _, st := range list {
			for _, s := range []string{st.Href, st.NewValue, st.Expected["href"]} {
				total++
				if checkFastPath(t, s, nil) {
					taken++
				}
			}
		}
	}
	t.Logf("WPT: the fast path took %d of %d inputs", taken, total)
}

// The same agreement over the real URLs of the datasets (when present).
func TestFastPathAgreesDatasets(t *testing.T) {
	for _, name := range datasetFiles {
		taken, lines := 0, datasetLines(t, name)
		for _, s := range lines {
			if checkFastPath(t, s, nil) {
				taken++
			}
		}
		t.Logf("%s: the fast path took %d of %d URLs", name, taken, len(lines))
	}
}

// The fast path must decline what it cannot decide alone.
func TestFastPathDeclines(t *testing.T) {
	for _, in := range []string{
		"HTTP://x/", "http://X/", "http://x?q", "http://x:80/", "http://1.2.3.04/", "http://1.2.3/", "http://256.0.0.1/", "http://1.2.3.4.5/", "http://x:/", "http://x:08/",
		"http://u@x/", "http://0x7f.1/", "http://1.2.3.4.5/", "http://xn--a.com/", "http://x/./a",
		"http://x/a/..", "http://x/%2e", "http://x/a b", "http://x/\\", "file://localhost/",
		"file:///C|/x", "file://x:1/", "sc:/./x", "sc://x/a\\b", " http://x/", "http://x/é",
		"http://x/?a'b", "ws://x/?'", "http:x", "sc:///x", "sc:a b",
		"http://XN--bcher-kva.de/", "http://xn--ab-.de/", "http://xn--bcher-kva.1/",
		"http://xn--ab-m1t.de/", // U+200D: the ContextJ rules are the full parser's
		"http://x/..?q", "http://x/a/.#f", "sc://h/%2E%2e?x", "http://x/a/.%2E",
		"http://a.0x/", "http://a.0xf./", "http://a.07/",
	} {
		if _, ok := canonical(in, new(Components)); ok {
			t.Errorf("fast path took %q", in)
		}
	}
	for _, in := range []string{"http://x/", "https://a.b:8080/c?d#e", "file:///C:/x", "sc:opaque?q#f",
		"sc://Host/p", "sc://h", "sc:/a/b", "sc://h/?'", "http://x", "http://1.2.3.4/", "http://a_b.c/",
		"http://xn--bcher-kva.de/", "https://xn--80aajiaapeyhqdbo9bk.xn--p1acf/", "ws://a.xn--fiqs8s:81/",
		"http://x/.a?b", "http://x/a/..b#c", "http://x/a.?/..", "http://x/a/...", "http://x/%2e%2e%2e/"} {
		if _, ok := canonical(in, new(Components)); !ok {
			t.Errorf("fast path declined %q", in)
		}
	}
}

// lastByteMayEndANumber is true for every domain that ends in a number,
// over the short strings of an alphabet of digits, hex digits, 'x' and '.'.
func TestLastByteMayEndANumber(t *testing.T) {
	alphabet := "0x9af.g"
	var gen func(h string)
	gen = func(h string) {
		if host.EndsInANumber(h) && !lastByteMayEndANumber(h) {
			t.Fatalf("%q ends in a number, but lastByteMayEndANumber rules it out", h)
		}
		if len(h) == 5 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			gen(h + alphabet[i:i+1])
		}
	}
	gen("")
}

// specialPrefix tells a special scheme followed by "://" from its first
// word, and nothing else: the scheme is then the generic scan's.
func TestSpecialPrefix(t *testing.T) {
	// prefixOrder holds every special scheme once.
	seen := map[SchemeType]bool{}
	for _, st := range prefixOrder {
		if st == SchemeOther || int(st) > len(specialSchemes) || seen[st] {
			t.Fatalf("prefixOrder %v: %v is not a special scheme or comes twice", prefixOrder, st)
		}
		seen[st] = true
	}
	if len(seen) != len(specialSchemes) {
		t.Fatalf("prefixOrder %v misses a special scheme", prefixOrder)
	}
	for _, tc := range []struct {
		in   string
		want SchemeType
	}{
		{"http://x/", SchemeHTTP}, {"https://x/", SchemeHTTPS}, {"ws://x/a", SchemeWS},
		{"wss://x/", SchemeWSS}, {"ftp://x/", SchemeFTP}, {"file:///a", SchemeFile},
		{"https://", SchemeHTTPS}, {"ws://x/", SchemeOther}, // shorter than a word
		{"http:/x/a", SchemeOther}, {"httpx://x/", SchemeOther}, {"HTTP://x/", SchemeOther},
		{"http:\\\\x/", SchemeOther}, {"sc://x/abc", SchemeOther}, {"htt://x/", SchemeOther},
	} {
		got, end := specialPrefix(tc.in)
		if got != tc.want {
			t.Errorf("specialPrefix(%q) = %v, want %v", tc.in, got, tc.want)
			continue
		}
		if got != SchemeOther && (tc.in[end] != ':' || schemeTypeOf(tc.in[:end]) != got) {
			t.Errorf("specialPrefix(%q) ends the scheme at %d", tc.in, end)
		}
	}
}

// The fast path's byte classes agree with the state machine: a byte in a
// path, query, fragment or opaque path class is one the basic URL parser
// keeps as it is there, and a byte outside it is one the parser changes or
// that ends the component, except for the few the fast path leaves to the
// state machine on purpose (listed). The host and scheme classes are only
// required to be safe: their bytes stay as they are.
func TestByteClassesAgreeWithParser(t *testing.T) {
	for _, tc := range []struct {
		name     string
		class    uint16
		before   string // the input up to the byte; after it comes "b"
		get      func(*URL) string
		want     string // the component when the byte stays as it is
		declined string // bytes the parser keeps but the class leaves out
		exact    bool   // false: only "in the class" implies "kept"
	}{
		{"special path", cPathRun, "https://h/a", (*URL).Pathname, "/a", "", true},
		{"non-special path", cPathRun, "sc://h/a", (*URL).Pathname, "/a", "\\", true},
		{"special query", cSpecialQry, "https://h/?a", (*URL).Search, "?a", "", true},
		{"non-special query", cQuery, "sc://h/?a", (*URL).Search, "?a", "", true},
		{"fragment", cFragment, "https://h/#a", (*URL).Hash, "#a", "", true},
		{"opaque path", cOpaquePath, "sc:a", (*URL).Pathname, "a", " ", true},
		{"domain", cDomain, "https://a", (*URL).Hostname, "a", "", false},
		{"opaque host", cOpaqueHost, "sc://a", (*URL).Hostname, "a", "", false},
		{"scheme", cScheme, "a", (*URL).Scheme, "a", "", false},
	} {
		for c := 0; c < 256; c++ {
			b := string(rune(c))[:1] // the byte itself; >= 0x80 alone is invalid UTF-8
			if c >= 0x80 {
				b = string([]byte{byte(c)})
			}
			in := tc.before + b + "b"
			switch tc.name {
			case "domain", "opaque host":
				in += "/"
			case "scheme":
				in += ":x"
			}
			u, err := parseSlow(in, nil, nil, Default, nil)
			kept := err == nil && tc.get(u) == tc.want+b+"b"
			inClass := byteClass[c]&tc.class != 0
			if inClass && !kept {
				t.Errorf("%s: byte %#02x is in the class, but the parser changes %+q", tc.name, c, in)
			}
			if tc.exact && !inClass && kept && !strings.Contains(tc.declined, b) {
				t.Errorf("%s: byte %#02x is not in the class, but the parser keeps it in %+q", tc.name, c, in)
			}
		}
	}
}

// A URL already in canonical form costs one allocation (the URL itself), and
// AppendParse into a buffer with room, or SetHref on a URL, costs none.
func TestCanonicalParseAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool drop items: allocation counts do not hold under -race")
	}
	in := "https://example.org/a/b?c=d#e"
	if n := testing.AllocsPerRun(100, func() { _, _ = Parse(in) }); n > 1 {
		t.Errorf("Parse of a canonical URL: %v allocations, want at most 1", n)
	}
	buf := make([]byte, 0, 256)
	if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendParse(buf[:0], in, nil) }); n != 0 {
		t.Errorf("AppendParse of a canonical URL: %v allocations, want 0", n)
	}
	// SetHref parses into the URL it is called on: a loop that reuses one
	// URL parses canonical input without allocating.
	var u URL
	if n := testing.AllocsPerRun(100, func() { _ = u.SetHref(in) }); n != 0 || u.Href() != in {
		t.Errorf("SetHref of a canonical URL: %v allocations (href %q), want 0", n, u.Href())
	}
	// The same for hosts with "xn--" labels, which the fast path checks
	// without allocating (host.DomainMapsToItself): Latin, Cyrillic, CJK,
	// Hebrew (a Bidi domain name), an emoji.
	for _, in := range []string{
		"https://www.xn--mhringen-n4a.de/", "https://xn--80aajiaapeyhqdbo9bk.xn--p1acf/a?b#c",
		"http://xn--fiqs8s.xn--fiqz9s/", "https://xn--4dbrk0ce.example/", "http://xn--ls8h.la:8080/x",
	} {
		if n := testing.AllocsPerRun(100, func() { _, _ = Parse(in) }); n > 1 {
			t.Errorf("Parse(%q): %v allocations, want at most 1", in, n)
		}
		if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendParse(buf[:0], in, nil) }); n != 0 {
			t.Errorf("AppendParse(%q): %v allocations, want 0", in, n)
		}
	}
	// The full parser reuses its state: a non-canonical URL costs the URL and
	// its href.
	if n := testing.AllocsPerRun(100, func() { _, _ = Parse("HTTPS://Example.org/a/../b") }); n > 2 {
		t.Errorf("Parse of a non-canonical URL: %v allocations, want at most 2", n)
	}
}

// infra.EqBytes marks exactly the bytes equal to b; scanPath finds a dot
// segment where a plain split does, on every short path over an alphabet of
// the bytes that matter, and reads each path to its end.
func TestEqBytesAndDotSegments(t *testing.T) {
	for _, b := range []byte{0, '/', '.', '%', 0x80, 0xFF, 0x7F} {
		for _, c := range []byte{0, 1, '/', '.', '%', 0x7F, 0x80, 0x81, 0xFE, 0xFF} {
			w := uint64(c) << 24
			got := infra.EqBytes(w, b)
			for k := 0; k < 8; k++ {
				byteK := byte(w >> (8 * k))
				want := byteK == b
				if (got>>(8*k+7))&1 == 1 != want || (got>>(8*k))&0x7F != 0 {
					t.Fatalf("EqBytes(%#x, %#x) = %#x, byte %d", w, b, got, k)
				}
			}
		}
	}
	alphabet := []byte("/.%2eEx")
	hasDotSegment := func(path string) bool {
		end, dot := scanPath(path, 0)
		if !dot && end != len(path) {
			t.Fatalf("scanPath(%q) ends at %d", path, end)
		}
		return dot
	}
	plain := func(path string) bool {
		for _, seg := range strings.Split(path, "/")[1:] {
			if isSingleDotSegment(seg) || isDoubleDotSegment(seg) {
				return true
			}
		}
		return false
	}
	var gen func(prefix []byte, n int)
	count := 0
	gen = func(prefix []byte, n int) {
		if n == 0 {
			path := "/" + string(prefix)
			count++
			if hasDotSegment(path) != plain(path) {
				t.Fatalf("hasDotSegment(%q) = %v", path, !plain(path))
			}
			return
		}
		for _, c := range alphabet {
			gen(append(prefix, c), n-1)
		}
	}
	for n := 0; n <= 7; n++ {
		gen(nil, n)
	}
	// Long paths, where the word-at-a-time loop runs, with a dot segment at
	// every position.
	for pos := 0; pos < 40; pos++ {
		base := []byte(strings.Repeat("/abc", 12))
		for _, seg := range []string{"/.", "/..", "/%2e", "/.%2E"} {
			p := string(base[:pos]) + seg + string(base[pos:])
			if hasDotSegment(p) != plain(p) {
				t.Fatalf("hasDotSegment(%q) = %v", p, !plain(p))
			}
		}
	}
	t.Logf("%d short paths agree", count)
}
