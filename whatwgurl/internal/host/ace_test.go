package host

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
	"golang.org/x/net/idna"
)

// mapsToItself is what DomainMapsToItself decides, found the long way: the
// host parser returns domain itself, as a domain.
func mapsToItself(domain string) bool {
	got, kind, verr := Parse(nil, domain, false, edition.Y2025, nil)
	return verr == validation.None && kind == Domain && string(got) == domain
}

// declinedByDesign reports whether domain has a label that
// DomainMapsToItself leaves to the full parser ("not known"): an "xn--"
// label longer than maxACELabel bytes, or one that decodes to U+200C or
// U+200D (ContextJ). Decoded here with x/net/idna.
func declinedByDesign(domain string) bool {
	for _, label := range strings.Split(domain, ".") {
		if !hasACEPrefix(label) {
			continue
		}
		if len(label) > maxACELabel {
			return true
		}
		if u, err := idna.Punycode.ToUnicode(label); err == nil && strings.ContainsAny(u, "\u200C\u200D") {
			return true
		}
	}
	return false
}

// aceChecker compares DomainMapsToItself with the host parser and counts.
type aceChecker struct {
	t                               *testing.T
	seen                            map[string]bool
	total, ace, same, taken, design int
	errors                          int
}

func newACEChecker(t *testing.T) *aceChecker {
	return &aceChecker{t: t, seen: map[string]bool{}}
}

func (c *aceChecker) check(domain string) {
	if c.seen[domain] {
		return
	}
	c.seen[domain] = true
	c.total++
	if HasACELabel(domain) {
		c.ace++
	}
	want, got := mapsToItself(domain), DomainMapsToItself(domain)
	if want {
		c.same++
	}
	if got {
		c.taken++
	}
	switch {
	case got && !want:
		c.fail("DomainMapsToItself(%q) = true; the host parser does not map it to itself", domain)
	case want && !got && declinedByDesign(domain):
		c.design++
	case want && !got:
		c.fail("DomainMapsToItself(%q) = false; the host parser maps it to itself", domain)
	}
}

func (c *aceChecker) fail(format string, args ...any) {
	c.t.Helper()
	if c.errors++; c.errors <= 30 {
		c.t.Errorf(format, args...)
	}
}

func (c *aceChecker) report(what string) {
	c.t.Logf("%s: %d domains (%d with an xn-- label), %d map to themselves, DomainMapsToItself took %d, left %d to the full parser by design; %d wrong",
		what, c.total, c.ace, c.same, c.taken, c.design, c.errors)
}

// checkVariants checks domain and the forms of it the fast path meets or
// must refuse: lowercased, with a trailing dot, with a numeric last label.
func (c *aceChecker) checkVariants(domain string) {
	for _, d := range []string{domain, strings.ToLower(domain)} {
		c.check(d)
		c.check(d + ".")
		c.check(d + ".1")
		c.check(d + ".0x1")
	}
}

// hostPartOf returns the part of a URL string where its host would be: after
// "//" up to "/", "?", "#" or "\", without credentials and port. It need not
// be exact: every string it returns is compared with the host parser.
func hostPartOf(s string) string {
	if i := strings.Index(s, "//"); i >= 0 {
		s = s[i+2:]
	} else if i := strings.IndexByte(s, ':'); i >= 0 {
		s = s[i+1:]
	}
	if i := strings.IndexAny(s, "/?#\\"); i >= 0 {
		s = s[:i]
	}
	if i := strings.LastIndexByte(s, '@'); i >= 0 {
		s = s[i+1:]
	}
	if i := strings.LastIndexByte(s, ':'); i >= 0 && !strings.Contains(s, "]") {
		s = s[:i]
	}
	return s
}

// The WPT host tests: inputs and expected outputs (ASCII, many with "xn--"
// labels), and the hosts of urltestdata.json.
func TestDomainMapsToItselfWPT(t *testing.T) {
	c := newACEChecker(t)
	for _, rel := range []string{"url/toascii.json", "url/IdnaTestV2.json"} {
		for _, ht := range loadHostTests(t, rel) {
			c.checkVariants(ht.Input)
			if ht.Output != nil {
				c.checkVariants(*ht.Output)
			}
		}
	}
	type urlTest struct {
		Input    string  `json:"input"`
		Href     string  `json:"href"`
		Hostname *string `json:"hostname"`
	}
	for _, ut := range wptdata.Objects[urlTest](t, "url/urltestdata.json") {
		c.checkVariants(hostPartOf(ut.Input))
		c.checkVariants(hostPartOf(ut.Href))
		if ut.Hostname != nil {
			c.checkVariants(*ut.Hostname)
		}
	}
	c.report("WPT")
	if c.taken == 0 {
		t.Error("DomainMapsToItself took no WPT domain")
	}
}

// The hosts of the benchmark datasets (when present).
func TestDomainMapsToItselfDatasets(t *testing.T) {
	for _, name := range []string{"files/isaacs_files.txt", "files/node_files.txt", "others/kasztp.txt", "others/userbait.txt"} {
		t.Run(name, func(t *testing.T) {
			c := newACEChecker(t)
			for _, line := range strings.Split(string(wptdata.Dataset(t, name)), "\n") {
				c.checkVariants(hostPartOf(strings.TrimSpace(line)))
			}
			c.report(name)
		})
	}
}

// runePools are code points to build labels from: ones UTS #46 keeps and ones
// it maps or rejects, combining marks (V6, NFC), right-to-left letters and
// Arabic digits (the Bidi rule), joiners (ContextJ), Indic vowel signs whose
// NFC quick check answers "maybe", and code points beyond the BMP.
var runePools = [][2]rune{
	{'a', 'z'}, {'0', '9'}, {'-', '-'}, {'_', '_'}, {'A', 'Z'},
	{0xDF, 0xFF}, {0xC0, 0xDE}, {0x100, 0x17F}, {0x80, 0x9F},
	{0x300, 0x36F}, {0x3B1, 0x3C9}, {0x391, 0x3A9}, {0x430, 0x44F}, {0x410, 0x42F},
	{0x5D0, 0x5EA}, {0x627, 0x64A}, {0x660, 0x669}, {0x6F0, 0x6F9}, {0x591, 0x5BD},
	{0x200C, 0x200D}, {0x915, 0x94D}, {0x9BE, 0x9BE}, {0xBBE, 0xBBE}, {0x9C7, 0x9C7},
	{0x4E00, 0x4E40}, {0xAC00, 0xAC40}, {0x3002, 0x3002}, {0xFF21, 0xFF3A}, {0xFB01, 0xFB01},
	{0xFFFD, 0xFFFD}, {0xE000, 0xE000}, {0x378, 0x378}, {0x1F600, 0x1F60F},
	{0x10000, 0x1000B}, {0x20000, 0x20010}, {0xE0100, 0xE0101}, {0x10FFFD, 0x10FFFD},
	{0xE01, 0xE3A}, {0x1100, 0x1112}, {0x1161, 0x1175},
}

func randomLabel(rng *rand.Rand) []rune {
	n := 1 + rng.IntN(12)
	var label []rune
	// Mostly one or two pools per label, as real names are.
	pools := []int{rng.IntN(len(runePools)), rng.IntN(len(runePools))}
	for range n {
		p := runePools[pools[rng.IntN(len(pools))]]
		if rng.IntN(8) == 0 {
			p = runePools[rng.IntN(len(runePools))]
		}
		label = append(label, p[0]+rune(rng.IntN(int(p[1]-p[0]+1))))
	}
	return label
}

// aceLabel returns label encoded with raw Punycode (x/net/idna's Punycode
// profile: no mapping, no validation), "xn--" included when it has a
// non-ASCII code point.
func aceLabel(label []rune) string {
	s, err := idna.Punycode.ToASCII(string(label))
	if err != nil {
		return string(label)
	}
	return s
}

var asciiLabels = []string{"example", "com", "a_b", "a-b", "1", "123", "0x1", "", "xn--", "xn--xn--", "r3---sn-x",
	"ab--cd", "xn--a", "xn---a", "xn--a-", "xn--ab-", "-", "a\"b", "xn--ls8h", "xn--xn--ls8h-x", "ex$ample"}

// Generated domains: random labels, valid and invalid, encoded; random
// Punycode strings; and mutations of both (a byte changed, added or removed,
// upper case), each with the variants of checkVariants.
func TestDomainMapsToItselfGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 0xACE))
	c := newACEChecker(t)
	const digits = "abcdefghijklmnopqrstuvwxyz0123456789-"
	for range 25000 {
		var labels []string
		for range 1 + rng.IntN(3) {
			switch rng.IntN(4) {
			case 0:
				labels = append(labels, asciiLabels[rng.IntN(len(asciiLabels))])
			case 1:
				// Random Punycode: it decodes to anything, or fails, and may
				// be an encoding x/net/idna's encoder would not write.
				b := []byte("xn--")
				for range 1 + rng.IntN(10) {
					b = append(b, digits[rng.IntN(len(digits))])
				}
				labels = append(labels, string(b))
			default:
				labels = append(labels, aceLabel(randomLabel(rng)))
			}
		}
		domain := strings.Join(labels, ".")
		c.checkVariants(domain)
		if domain == "" {
			continue
		}
		b := []byte(domain)
		i := rng.IntN(len(b))
		switch rng.IntN(3) {
		case 0:
			b[i] = digits[rng.IntN(len(digits))]
		case 1:
			b = slices.Insert(b, i, digits[rng.IntN(len(digits))])
		case 2:
			b = slices.Delete(b, i, i+1)
		}
		c.checkVariants(string(b))
		if i := strings.Index(domain, "xn--"); i >= 0 {
			c.check(domain[:i] + "XN--" + domain[i+4:])
		}
	}
	// Labels near and beyond maxACELabel bytes.
	for n := 50; n <= 70; n++ {
		for _, r := range []rune{'ü', 'ж', '中'} {
			label := []rune(strings.Repeat("a", n))
			label[n/2] = r
			c.checkVariants(aceLabel(label) + ".com")
		}
	}
	c.report("generated")
	if c.taken < 1000 || c.same-c.taken != c.design {
		t.Errorf("took %d of %d domains that map to themselves", c.taken, c.same)
	}
}

// decodePunycode and encodesTo against x/net/idna's Punycode, both ways.
func TestPunycodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3492, 1))
	n := 0
	for range 20000 {
		label := randomLabel(rng)
		if slices.Contains(label, 0xFFFD) || slices.ContainsFunc(label, func(r rune) bool { return 'A' <= r && r <= 'Z' }) {
			continue
		}
		ace := aceLabel(label)
		if !hasACEPrefix(ace) || len(ace) > maxACELabel {
			continue
		}
		n++
		var u decodedLabel
		if !u.decodePunycode(ace[len(acePrefix):]) || !slices.Equal(u.runes(), label) {
			t.Fatalf("decodePunycode(%q) = %q, want %q", ace, string(u.runes()), string(label))
		}
		if !encodesTo(label, ace[len(acePrefix):]) {
			t.Fatalf("encodesTo(%q, %q) = false", string(label), ace)
		}
	}
	t.Logf("%d labels", n)
}

// A domain with "xn--" labels is decided without allocating, whether it maps
// to itself or not.
func TestDomainMapsToItselfAllocations(t *testing.T) {
	for _, tc := range []struct {
		domain string
		want   bool
	}{
		{"www.xn--mhringen-n4a.de", true},
		{"xn--80aajiaapeyhqdbo9bk.xn--p1acf", true},   // Cyrillic
		{"xn--fiqs8s.xn--fiqz9s", true},               // CJK
		{"xn--4dbrk0ce.xn--4dbrk0ce", true},           // Hebrew: a Bidi domain name
		{"xn--mgbh0fb.example", true},                 // Arabic
		{"xn--ls8h.la", true},                         // an emoji
		{"xn--ab-.com", false},                        // ASCII only
		{"xn--a.com", false},                          // U+0080, disallowed
		{"xn--bcher-kva.xn--1.com", false},            // bad Punycode
		{"xn--4dbrk0ce.1a", false},                    // the Bidi rule fails on "1a"
		{aceLabel([]rune("x\u0301")) + ".com", true},  // NFC: the quick check cannot tell
		{aceLabel([]rune("a\u0301")) + ".com", false}, // not NFC: U+00E1 composes
		{"xn--abc-jdc.de", false},                     // U+0301 first: a combining mark
		{"xn--ab-m1t.de", false},                      // U+200D: ContextJ, left to the full parser
	} {
		if got := DomainMapsToItself(tc.domain); got != tc.want || got != mapsToItself(tc.domain) {
			t.Errorf("DomainMapsToItself(%q) = %v, want %v", tc.domain, got, tc.want)
		}
		if n := testing.AllocsPerRun(100, func() { DomainMapsToItself(tc.domain) }); n != 0 {
			t.Errorf("DomainMapsToItself(%q): %v allocations, want 0", tc.domain, n)
		}
	}
}

// Many goroutines at once, more than nfcScratch has buffers, get the same
// answers (run with -race to check the buffers' hand-over).
func TestDomainMapsToItselfConcurrent(t *testing.T) {
	domains := []string{
		aceLabel([]rune("x\u0301")) + ".com", aceLabel([]rune("a\u0301")) + ".com",
		"www.xn--mhringen-n4a.de", "xn--4dbrk0ce.1a", "xn--fiqs8s.xn--fiqz9s",
	}
	want := make([]bool, len(domains))
	for i, d := range domains {
		want[i] = mapsToItself(d)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(nfcScratch))
	for g := range 4 * len(nfcScratch) {
		wg.Go(func() {
			for k := range 200 {
				i := (g + k) % len(domains)
				if DomainMapsToItself(domains[i]) != want[i] {
					errs <- domains[i]
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for d := range errs {
		t.Errorf("DomainMapsToItself(%q) != %v under concurrency", d, mapsToItself(d))
	}
}

// FuzzDomainMapsToItself: DomainMapsToItself says yes only where the host
// parser maps the domain to itself, and no there only by design.
func FuzzDomainMapsToItself(f *testing.F) {
	for _, seed := range []string{
		"www.xn--mhringen-n4a.de", "xn--80aajiaapeyhqdbo9bk.xn--p1acf", "xn--4dbrk0ce.1a", "xn--ab-m1t.de",
		"xn--abc-jdc.de", "xn--xn--a--gua.pt", "XN--bcher-kva.de", "xn--bcher-kva.de.", "a\"b.xn--ls8h",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		if !utf8.ValidString(domain) || domain == "" {
			return // Parse takes non-empty scalar value strings here
		}
		got, want := DomainMapsToItself(domain), mapsToItself(domain)
		if got && !want || want && !got && !declinedByDesign(domain) {
			t.Fatalf("DomainMapsToItself(%q) = %v; the host parser maps it to itself: %v", domain, got, want)
		}
	})
}
