package whatwgurl

import "testing"

// checkFastPath asserts that when the fast path takes input, the full parser
// maps input to itself with the same components.
func checkFastPath(t *testing.T, input string, base *URL) bool {
	t.Helper()
	var c Components
	slash, ok := canonical(input, &c)
	if !ok {
		return false
	}
	u, err := parseSlow(input, base, nil, nil)
	if err != nil {
		t.Errorf("fast path took %q, which the parser rejects: %v", input, err)
		return true
	}
	want := input
	if slash {
		want += "/"
	}
	if u.href != want || u.c != c {
		t.Errorf("fast path took %q as %+v; the parser gives %q %+v", input, c, u.href, u.c)
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
	for _, list := range loadSetterTests(t) {
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
	} {
		if _, ok := canonical(in, new(Components)); ok {
			t.Errorf("fast path took %q", in)
		}
	}
	for _, in := range []string{"http://x/", "https://a.b:8080/c?d#e", "file:///C:/x", "sc:opaque?q#f",
		"sc://Host/p", "sc://h", "sc:/a/b", "sc://h/?'", "http://x", "http://1.2.3.4/", "http://a_b.c/"} {
		if _, ok := canonical(in, new(Components)); !ok {
			t.Errorf("fast path declined %q", in)
		}
	}
}

// A URL already in canonical form costs one allocation (the URL itself), and
// AppendParse into a buffer with room costs none.
func TestCanonicalParseAllocations(t *testing.T) {
	in := "https://example.org/a/b?c=d#e"
	if n := testing.AllocsPerRun(100, func() { _, _ = Parse(in) }); n > 1 {
		t.Errorf("Parse of a canonical URL: %v allocations, want at most 1", n)
	}
	buf := make([]byte, 0, 256)
	if n := testing.AllocsPerRun(100, func() { buf, _, _ = AppendParse(buf[:0], in, nil) }); n != 0 {
		t.Errorf("AppendParse of a canonical URL: %v allocations, want 0", n)
	}
	// The full parser reuses its state: a non-canonical URL costs the URL and
	// its href.
	if n := testing.AllocsPerRun(100, func() { _, _ = Parse("HTTPS://Example.org/a/../b") }); n > 2 {
		t.Errorf("Parse of a non-canonical URL: %v allocations, want at most 2", n)
	}
}
