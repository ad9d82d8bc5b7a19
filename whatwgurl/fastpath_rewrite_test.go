package whatwgurl

import "testing"

// checkRewrite asserts that when the rewriting fast path takes input, the
// full parser gives the rewrite (followed by "/" when slash) as the href,
// with the same components.
func checkRewrite(t *testing.T, input string) bool {
	t.Helper()
	var c Components
	out, slash, ok := rewriteCanonical(nil, input, &c)
	if !ok {
		return false
	}
	want := string(out)
	if slash {
		want += "/"
	}
	u, err := parseSlow(input, nil, nil, Default, nil)
	switch {
	case err != nil:
		t.Errorf("rewriting fast path took %q as %q, which the parser rejects: %v", input, want, err)
	case u.href() != want || u.Components() != c:
		t.Errorf("rewriting fast path took %q as %q %+v; the parser gives %q %+v", input, want, c, u.href(), u.Components())
	}
	return true
}

// Each rewrite, taken and not.
func TestRewriteCases(t *testing.T) {
	for _, tc := range []struct {
		in, href string // href "" when the rewriting fast path declines
	}{
		{"HTTP://x/", "http://x/"},
		{"Sc:Opaque", "sc:Opaque"},
		{"https://x\\a\\b?c\\d#e\\f", "https://x/a/b?c\\d#e\\f"},
		{"https:\\\\x\\", "https://x/"},
		{"http://EXAMPLE.com/A", "http://example.com/A"},
		{"FILE://HOST/C", "file://host/C"},
		{"https://x:443/", "https://x/"},
		{"ws://x:80", "ws://x/"},
		{"http://x:/", "http://x/"},
		{"http://x:0080/", "http://x/"},
		{"http://x:0081/", "http://x:81/"},
		{"sc://x:08/", "sc://x:8/"},
		{"sc://x:/p", "sc://x/p"},
		{"https://x:443?q#f", ""}, // canonical wants the "/" before "?"
		// Declined: nothing to rewrite, credentials, IPv6, non-special host
		// case, file ports, ports out of range or not digits, no host.
		{"http://x/", ""},
		{"sc://X/", ""},
		{"sc://x\\y/", ""},
		{"http://U@X/", ""},
		{"http://[::1]:80/", ""},
		{"file://x:/", ""},
		{"file://x:21/", ""},
		{"http://x:65536/", ""},
		{"http://x:8a/", ""},
		{"http://:80/", ""},
		{"HTTP://x/a/../b", ""},
		{"1http://x/", ""},
	} {
		var c Components
		out, slash, ok := rewriteCanonical(nil, tc.in, &c)
		got := ""
		if ok {
			got = string(out)
			if slash {
				got += "/"
			}
		}
		if got != tc.href {
			t.Errorf("rewriteCanonical(%q) = %q, want %q", tc.in, got, tc.href)
		}
		checkRewrite(t, tc.in)
	}
}

// The rewriting fast path against the full parser on every WPT input and
// every dataset URL.
func TestRewriteAgrees(t *testing.T) {
	taken := 0
	in := wptInputs(t)
	for _, s := range in {
		if checkRewrite(t, s) {
			taken++
		}
	}
	t.Logf("WPT: the rewriting fast path took %d of %d inputs", taken, len(in))
	for _, name := range datasetFiles {
		taken, lines := 0, datasetLines(t, name)
		for _, s := range lines {
			if checkRewrite(t, s) {
				taken++
			}
		}
		t.Logf("%s: the rewriting fast path took %d of %d URLs", name, taken, len(lines))
	}
}

// FuzzRewrite holds the rewriting fast path to the full parser on any input.
func FuzzRewrite(f *testing.F) {
	for _, s := range []string{"HTTP://X:0443\\a?b", "sc://x:/", "https://a.B:8080\\c#d", "file:\\\\H\\x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) { checkRewrite(t, input) })
}

// A rewritten URL costs what a full parse does at most: the URL and its
// href (the rewrite is made in a pooled buffer).
func TestRewriteAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool drop items: allocation counts do not hold under -race")
	}
	for _, in := range []string{"HTTPS://Example.org/a\\b", "https://x:443", "HTTP://X/a/../b"} {
		if n := testing.AllocsPerRun(100, func() { _, _ = Parse(in) }); n > 2 {
			t.Errorf("Parse(%q): %v allocations, want at most 2", in, n)
		}
	}
}
