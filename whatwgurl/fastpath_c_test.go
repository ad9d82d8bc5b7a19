package whatwgurl

import (
	"strconv"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/canonicalc"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
)

// The C library runs the fast path in C (capi/canonical.c) so that a
// canonical URL never enters Go. These tests hold it to this package's
// fast path in both directions: whenever either takes an input, both give
// the same href and components (and the full parser agrees, checkFastPath),
// or C declines for one of the reasons canonical.c names, where it is more
// conservative on purpose (cDeclines). They need cgo (internal/canonicalc
// compiles canonical.c); without it they are skipped.

// The inputs canonical.c declines although the engine's fast path takes
// them, by the reason its opening comment gives.
const (
	declineACE        = "a label starts with xn--"
	declineDigitLabel = "the last label starts with a digit, may end a number and is not IPv4"
)

// cDeclineReason returns which of canonical.c's named declines applies to
// an input the engine's fast path took with components c, or "".
func cDeclineReason(input string, c *Components) string {
	if c.HostType != HostDomain {
		return ""
	}
	h := input[c.HostStart:c.HostEnd]
	switch {
	case host.HasACELabel(h):
		return declineACE
	case lastByteMayEndANumber(h) && mayEndInANumber(h):
		return declineDigitLabel
	}
	return ""
}

// asC is c as canonical.c writes it, with the flags C derives.
func asC(c *Components) canonicalc.Components {
	return canonicalc.Components{
		Offsets: [12]uint32{c.SchemeEnd, c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd,
			c.HostStart, c.HostEnd, c.PortStart, c.PortEnd, c.PathStart, c.QueryStart, c.FragmentStart},
		Port: c.Port, HostType: uint8(c.HostType), SchemeType: uint8(c.SchemeType), OpaquePath: c.OpaquePath,
		HasHost: c.HostType != HostNone, HasPort: c.Port >= 0,
		HasQuery: c.QueryStart != Absent, HasFragment: c.FragmentStart != Absent,
	}
}

// bothPaths counts what the two fast paths did over a set of inputs.
type bothPaths struct {
	inputs, taken int            // taken by both
	rewritten     int            // taken by both rewriting fast paths
	declined      map[string]int // taken by Go, declined by C, by reason
}

func (b *bothPaths) decline(reason string) {
	if b.declined == nil {
		b.declined = map[string]int{}
	}
	b.declined[reason]++
}

// checkRewrite runs input through both rewriting fast paths
// (fastpath_rewrite.go, and wurl__canonical_rewrite in canonical.c) and
// reports any disagreement; the engine's is held to the full parser.
func (b *bothPaths) checkRewrite(t *testing.T, input string) {
	t.Helper()
	var gc Components
	gOut, gSlash, gOK := rewriteCanonical(nil, input, &gc)
	cOut, cc, cSlash, cOK := canonicalc.Rewrite(input)
	switch {
	case cOK && !gOK:
		t.Errorf("C rewriting fast path took %q as %q (slash %v), which the engine's declines", input, cOut, cSlash)
	case gOK && !cOK:
		if reason := cDeclineReason(string(gOut), &gc); reason != "" {
			b.decline(reason)
		} else {
			t.Errorf("C rewriting fast path declined %q, which the engine's takes as %q %+v, for no reason "+
				"canonical.c names", input, gOut, gc)
		}
	case gOK:
		b.rewritten++
		if want := asC(&gc); cOut != string(gOut) || cc != want || cSlash != gSlash {
			t.Errorf("%q: C rewriting fast path gives %q %+v (slash %v), the engine's %q %+v (slash %v)",
				input, cOut, cc, cSlash, gOut, want, gSlash)
		}
	}
	if gOK {
		checkRewrite(t, input)
	}
}

// check runs input through both fast paths and reports any disagreement.
func (b *bothPaths) check(t *testing.T, input string) {
	t.Helper()
	b.inputs++
	b.checkRewrite(t, input)
	var gc Components
	goSlash, goOK := canonical(input, &gc)
	cc, cSlash, cOK := canonicalc.Canonical(input)
	// canonical.c's word scans (where it has no vector ones) decide alike.
	if wc, wSlash, wOK := canonicalc.CanonicalWord(input); wc != cc || wSlash != cSlash || wOK != cOK {
		t.Errorf("%q: C fast path's vector scans give %v %+v (slash %v), its word scans %v %+v (slash %v)",
			input, cOK, cc, cSlash, wOK, wc, wSlash)
	}
	switch {
	case !goOK && !cOK:
		return
	case cOK && !goOK:
		got := "a failure"
		if u, err := parseSlow(input, nil, nil, Default, nil); err == nil {
			got = strconv.Quote(u.href())
		}
		t.Errorf("C fast path took %q as itself (slash %v), which the engine's fast path declines; "+
			"the parser gives %s", input, cSlash, got)
		return
	}
	checkFastPath(t, input, nil) // the engine's fast path against the full parser
	if !cOK {
		reason := cDeclineReason(input, &gc)
		if reason == "" {
			t.Errorf("C fast path declined %q, which the engine's takes as %+v, for no reason canonical.c names",
				input, gc)
			return
		}
		b.decline(reason)
		return
	}
	b.taken++
	if want := asC(&gc); cc != want || cSlash != goSlash {
		t.Errorf("%q: C fast path gives %+v (slash %v), the engine's %+v (slash %v)",
			input, cc, cSlash, want, goSlash)
	}
}

func (b *bothPaths) report(t *testing.T, what string) {
	t.Logf("%s: %d inputs, both fast paths took %d, both rewriting fast paths %d, C declined %d taken by Go "+
		"(%s %d, %s %d)",
		what, b.inputs, b.taken, b.rewritten, b.declined[declineACE]+b.declined[declineDigitLabel],
		declineACE, b.declined[declineACE], declineDigitLabel, b.declined[declineDigitLabel])
}

func needC(t *testing.T) {
	if !canonicalc.Available {
		t.Skip("cgo is off: the C fast path is not compiled in (internal/canonicalc)")
	}
}

// wptInputs are the strings of the WPT URL files that can be URLs: every
// input and href of urltestdata, the setters' hrefs, values and results,
// and each host of toascii and IdnaTestV2 as "https://" + host + "/x" (as
// WPT runs them), for the domains with "xn--" labels.
func wptInputs(t *testing.T) []string {
	var in []string
	for _, name := range []string{"url/urltestdata.json", "url/urltestdata-javascript-only.json"} {
		for _, ut := range loadURLTests(t, name) {
			in = append(in, ut.Input)
			if !ut.Failure {
				in = append(in, ut.Href)
			}
		}
	}
	for _, list := range loadSetterTests(t, "url/setters_tests.json") {
		for _, st := range list {
			in = append(in, st.Href, st.NewValue, st.Expected["href"])
		}
	}
	for _, name := range []string{"url/toascii.json", "url/IdnaTestV2.json"} {
		for _, ht := range loadHostTests(t, name) {
			in = append(in, "https://"+ht.Input+"/x")
			if ht.Output != nil {
				in = append(in, "https://"+*ht.Output+"/x")
			}
		}
	}
	return in
}

func TestCFastPathAgreesWPT(t *testing.T) {
	needC(t)
	t.Logf("canonical.c's vector scans on this processor: %v", canonicalc.Vector())
	var b bothPaths
	for _, s := range wptInputs(t) {
		b.check(t, s)
	}
	b.report(t, "WPT")
	if b.taken == 0 || b.declined[declineACE] == 0 {
		t.Errorf("the WPT inputs no longer exercise both paths (took %d, xn-- declines %d)",
			b.taken, b.declined[declineACE])
	}
}

func TestCFastPathAgreesDatasets(t *testing.T) {
	needC(t)
	for _, name := range datasetFiles {
		var b bothPaths
		for _, s := range datasetLines(t, name) {
			b.check(t, s)
		}
		b.report(t, name)
	}
}

// The named declines, and inputs near each rule of canonical.c.
func TestCFastPathDeclines(t *testing.T) {
	needC(t)
	for _, tc := range []struct{ in, reason string }{
		{"http://xn--bcher-kva.de/", declineACE},
		{"ws://a.xn--fiqs8s:81/", declineACE},
		{"http://a.1b/", declineDigitLabel},
		{"http://a.9e./", declineDigitLabel},
	} {
		var b bothPaths
		b.check(t, tc.in)
		if b.declined[tc.reason] != 1 {
			t.Errorf("%q: want C to decline it (%s), got %+v", tc.in, tc.reason, b)
		}
	}
	var b bothPaths
	for _, s := range fastPathSeeds {
		b.check(t, s)
	}
}

// The host's and the path's vector scans in canonical.c look for the pairs
// that start an "xn--" label and a dot segment in their sixteen-byte steps:
// each shape at every offset from the run's start, and before every length
// of what follows, so that a pair meets each step's edges and the last
// step's overlap with the one before it.
func TestCFastPathPairsAtEveryOffset(t *testing.T) {
	needC(t)
	var b bothPaths
	for pre := 0; pre < 40; pre++ {
		for post := 0; post < 40; post++ {
			h, p := strings.Repeat("a", pre), strings.Repeat("b", post)
			for _, in := range []string{
				"http://" + h + "xn--bcher-kva.de/" + p, "http://" + h + ".xn--fiqs8s/" + p,
				"http://" + h + "a--b.com/" + p, "http://a.com/" + h + "/./" + p,
				"http://a.com/" + h + "/%2e/" + p, "http://a.com/" + h + "/../" + p,
				"http://a.com/" + h + "/.a/" + p, "http://a.com/" + h + "/.",
				"http://a.com/" + h + "/..?" + p, "sc://" + h + "/./" + p,
				"file:///" + h + "/%2E%2e#" + p, "http://" + h + "1.2.3.4/" + p,
				"http://a." + h + "9e/" + p,
			} {
				b.check(t, in)
			}
		}
	}
	b.report(t, "pairs at every offset")
}

// fastPathSeeds start FuzzCFastPath: each rule of canonical.c, met and not.
var fastPathSeeds = []string{
	"http://x/", "http://x", "https://a.b:8080/c?d#e", "http://x:80/", "https://x:443/", "ftp://x:21/",
	"ws://x:443/", "wss://x:80/", "http://x:0/", "http://x:08/", "http://x:65536/", "file://x:1/",
	"file:///C:/x", "file:///C|/x", "file://localhost/", "file:///", "sc:opaque?q#f", "sc://Host/p",
	"sc://h", "sc:/a/b", "sc://h/?'", "http://1.2.3.4/", "http://1.2.3.04/", "http://1.2.3/",
	"http://256.0.0.1/", "http://a.1b/", "http://a.9z./", "http://a..", "http://a_b.c/", "http://x/./a", "http://x/a/..",
	"http://x/%2e/", "http://x/.%2E", "http://x/a b", "sc:/./x", "sc://x/a\\b", "http://u@x/",
	"http://xn--bcher-kva.de/", "https://x/?a'b", "ws://x/?'", "sc:a b", "sc:///x", "HTTP://x/",
	// The rewrites.
	`https:\\X\a?\#\`, "http://x:0080/", "sc://x:007/", "ws://x:", "FILE://H:1/", "http://U@X/",
	"HTTP://XN--BCHER-KVA.de/", "Sc://A:/",
}

// FuzzCFastPath holds the two fast paths together on any input (go test
// runs the seeds; go test -fuzz=FuzzCFastPath ./whatwgurl searches).
func FuzzCFastPath(f *testing.F) {
	for _, s := range fastPathSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		needC(t)
		var b bothPaths
		b.check(t, input)
	})
}
