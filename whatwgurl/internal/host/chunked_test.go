package host

import (
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
)

// TestToASCIIInChunksAgrees checks the argument of unicodeToASCIIInChunks
// code point by code point: for every code point c that separable accepts,
// Unicode ToASCII of "1a." + c equals that of "1a", ".", that of c (both
// failing or both giving the same result), and so for c + ".1a". "1a" fails
// the Bidi rule, so a c that made the domain a Bidi domain name and was not
// excluded would show, and so would a c that combined with U+002E.
func TestToASCIIInChunksAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("every code point: skipped with -short")
	}
	whole := func(d string) (string, bool) {
		r, err := lenientProfile.ToASCII(d)
		return r, err == nil
	}
	first, ok1 := whole("1a")
	if !ok1 {
		t.Fatal(`"1a" alone must convert`)
	}
	checked := 0
	for c := rune(0x80); c <= utf8.MaxRune; c++ {
		if !utf8.ValidRune(c) {
			continue
		}
		s := string(c)
		if !separable("1a." + s) {
			continue
		}
		checked++
		part, partOK := whole(s)
		want, wantOK := whole("1a." + s)
		if wantOK != partOK || (wantOK && want != first+"."+part) {
			t.Errorf("1a.U+%04X: whole %q (%v), in groups %q (%v)", c, want, wantOK, first+"."+part, partOK)
		}
		want, wantOK = whole(s + ".1a")
		if wantOK != partOK || (wantOK && want != part+"."+first) {
			t.Errorf("U+%04X.1a: whole %q (%v), in groups %q (%v)", c, want, wantOK, part+"."+first, partOK)
		}
	}
	if checked < 100000 {
		t.Errorf("only %d code points checked", checked)
	}
}

// TestUnicodeToASCIIInChunks: a long domain gives the same result through
// unicodeToASCII (in groups) as through one run of the profile, and the
// groups are cut where they should be.
func TestUnicodeToASCIIInChunks(t *testing.T) {
	for _, tc := range []struct {
		name, domain string
		separable    bool
	}{
		{"labels", strings.Repeat("bücher.", chunkLen/4), true},
		{"one long label then labels", strings.Repeat("é", chunkLen) + "." + strings.Repeat("ü.", 100), true},
		{"ends with a dot", strings.Repeat("é.", chunkLen/2) + "ü.", true},
		{"empty labels", strings.Repeat("é..", chunkLen/2), true},
		{"ideographic full stops", strings.Repeat("é\u3002", chunkLen/2), true},
		{"fails late", strings.Repeat("é.", chunkLen) + "a\u0000b", true},
		{"a right-to-left label", strings.Repeat("é.", chunkLen) + "\u05d0", false},
		{"right-to-left labels", strings.Repeat("\u05d0.", chunkLen/2), false},
		{"Bidi, left-to-right labels far from the right-to-left one", "\u05d0." + strings.Repeat("abc.é.", chunkLen/4) + "x", false},
		{"Bidi, a label that fails the Bidi rule far from the right-to-left one", "\u0627." + strings.Repeat("é.", chunkLen) + "1a", false},
		{"Bidi, Arabic digits", strings.Repeat("\u0627\u0661.", chunkLen/2), false},
		{"hyphens", strings.Repeat("é-x.", chunkLen/2), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.domain) <= chunkLen {
				t.Fatalf("domain of %d bytes is not long", len(tc.domain))
			}
			if got := separable(tc.domain); got != tc.separable {
				t.Fatalf("separable = %v", got)
			}
			want, err := lenientProfile.ToASCII(tc.domain)
			wantOK := err == nil && decodableByXNet(want)
			got, gotOK := unicodeToASCII(tc.domain, false)
			if gotOK != wantOK || (wantOK && got != want) {
				t.Errorf("unicodeToASCII: %v, want %v; same result: %v", gotOK, wantOK, got == want)
			}
		})
	}
}

// FuzzToASCIIInChunks: Unicode ToASCII of a domain that separability lets
// go in groups (a Bidi domain name too) in groups of labels of any length
// gives what one run on the whole domain gives (the argument of
// unicodeToASCIIInChunks, tried on small groups).
func FuzzToASCIIInChunks(f *testing.F) {
	for _, seed := range []string{
		"bücher.example.com", "é.é.é.é", "a..b.", "ß.faß.xn--zca", "例え.テスト.jp",
		"a\u3002b\uff0ec\uff61d", "é.\u0301.e", "1a.é", "x.\u200d.y", "\u00a0.é", "A.B.C.",
		"\u05d0.1a.é", "\u0627.b.c", "a.b.\u05d0", "\u05d0\u0301.x", "\u0661.\u0662",
	} {
		f.Add(seed, 3)
	}
	f.Fuzz(func(t *testing.T, domain string, groupLen int) {
		if !utf8.ValidString(domain) {
			return
		}
		chunked, rtl := separability(domain)
		if !chunked {
			return
		}
		groupLen = 1 + int(uint(groupLen)%16)
		want, err := lenientProfile.ToASCII(domain)
		wantOK := err == nil && decodableByXNet(want)
		got, ok := unicodeToASCIIInChunks(domain, groupLen, rtl)
		if ok != wantOK || (ok && got != want) {
			t.Fatalf("%q in groups of %d: %q (%v), whole: %q (%v)", domain, groupLen, got, ok, want, wantOK)
		}
	})
}

// allocated is the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestParseCopiesLongDomainOnce: the host parser takes a long domain
// (without "%", in groups of labels) with no copy of its own beside what
// Unicode ToASCII in groups allocates (golang.org/x/net/idna's garbage and
// the result): no percent-decoded copy of the input, no second copy of the
// result. Each would hold as much memory again as the domain or its result
// while a huge host is parsed.
func TestParseCopiesLongDomainOnce(t *testing.T) {
	for _, domain := range []string{
		strings.Repeat("é.", 1<<19),
		strings.Repeat("bücher.", 1<<17) + "example",
		strings.Repeat("\u05d0.", 1<<19),
	} {
		var want []byte
		chunked, rtl := inChunks(domain, false)
		chunks := allocated(func() { want, _ = appendUnicodeToASCIIInChunks(nil, domain, chunkLen, rtl) })
		var got []byte
		parse := allocated(func() { got, _, _ = Parse(nil, domain, false, edition.Y2025, nil) })
		if !chunked || string(got) != string(want) {
			t.Fatalf("%.20q...: in groups %v; Parse and Unicode ToASCII in groups differ", domain, chunked)
		}
		t.Logf("%d bytes in, %d out: Parse allocates %d bytes, ToASCII in groups %d", len(domain), len(got), parse, chunks)
		if parse > chunks+1<<16 {
			t.Errorf("%.20q...: Parse allocates %d bytes, %d more than ToASCII in groups", domain, parse, parse-chunks)
		}
	}
}

// TestRTLLabel: Unicode ToASCII passes rtlLabel, gives rtlLabelACE for it,
// and it makes a domain a Bidi domain name.
func TestRTLLabel(t *testing.T) {
	if got, err := lenientProfile.ToASCII(rtlLabel); err != nil || got != rtlLabelACE {
		t.Errorf("ToASCII(%q) = %q, %v; want %q", rtlLabel, got, err, rtlLabelACE)
	}
	if ok, rtl := separability(rtlLabel); !ok || !rtl {
		t.Errorf("separability(%q) = %v, %v", rtlLabel, ok, rtl)
	}
	if _, err := lenientProfile.ToASCII(rtlLabel + ".1a"); err == nil {
		t.Errorf("%q.1a passes: not read as a Bidi domain name", rtlLabel)
	}
}

// TestRightToLeftAgrees holds separability's rtl to golang.org/x/net/idna's
// own decision, code point by code point: for every code point c that it
// finds right-to-left, x/net/idna must read c + ".1a" as a Bidi domain name,
// whose label "1a" fails the Bidi rule (it passes in any other domain). A c
// x/net/idna did not read so would make a group of a Bidi domain differ
// from the whole domain, which rtlLabel makes a Bidi domain name.
func TestRightToLeftAgrees(t *testing.T) {
	if _, err := lenientProfile.ToASCII("a.1a"); err != nil {
		t.Fatal(`"a.1a" must convert`)
	}
	checked := 0
	for c := rune(0x80); c <= utf8.MaxRune; c++ {
		if !utf8.ValidRune(c) {
			continue
		}
		s := string(c)
		if ok, rtl := separability(s); !ok || !rtl {
			continue
		}
		checked++
		if got, err := lenientProfile.ToASCII(s + ".1a"); err == nil {
			t.Errorf("U+%04X.1a = %q: x/net/idna does not read U+%04X as right-to-left", c, got, c)
		}
	}
	if checked < 1000 {
		t.Errorf("only %d code points checked", checked)
	}
	t.Logf("%d right-to-left code points", checked)
}
