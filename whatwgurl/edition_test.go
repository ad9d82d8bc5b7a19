package whatwgurl

import (
	"sync"
	"testing"
)

var parser2026 = Parser{Edition: Edition2026}

// TestEditionParse: the inputs whose result the 2026 edition changes, and
// neighbours it does not, parsed in both editions ("" is failure).
func TestEditionParse(t *testing.T) {
	for _, tt := range []struct{ input, want2025, want2026 string }{
		// The domain parser's ASCII fallback: an ASCII domain after
		// percent-decoding is kept lowercased when ToASCII fails.
		{"https://%78n--a/", "", "https://xn--a/"},
		{"https://xn--/", "", "https://xn--/"},
		{"https://XN--A.com/", "", "https://xn--a.com/"},
		{"http://a.b.c.xn--pokxncvks", "", "http://a.b.c.xn--pokxncvks/"},
		{"file://xn--/p", "", "file://xn--/p"},
		// Not ASCII before ToASCII: still a failure.
		{"https://ｘｎ--a/", "", ""},
		// Forbidden domain code points and the empty domain still fail.
		{"https://exa%23mple.org", "", ""},
		{"https://\u00ad/", "", ""},
		// Unchanged.
		{"https://example.org/", "https://example.org/", "https://example.org/"},
		{"https://EXAMPLE.org./a", "https://example.org./a", "https://example.org./a"},
		{"https://xn--nxasmq6b.example/", "https://xn--nxasmq6b.example/", "https://xn--nxasmq6b.example/"},
		{"http://１２７.1/", "http://127.0.0.1/", "http://127.0.0.1/"},
	} {
		for _, c := range []struct {
			ps   Parser
			want string
		}{{Parser{}, tt.want2025}, {parser2026, tt.want2026}} {
			u, err := c.ps.Parse(tt.input)
			switch {
			case c.want == "" && err == nil:
				t.Errorf("edition %s: Parse(%q) = %q, want failure", c.ps.Edition, tt.input, u.Href())
			case c.want != "" && err != nil:
				t.Errorf("edition %s: Parse(%q) failed (%v), want %q", c.ps.Edition, tt.input, err, c.want)
			case c.want != "" && u.Href() != c.want:
				t.Errorf("edition %s: Parse(%q) = %q, want %q", c.ps.Edition, tt.input, u.Href(), c.want)
			case c.want != "" && u.Edition() != c.ps.Edition:
				t.Errorf("edition %s: Parse(%q) made a URL of edition %s", c.ps.Edition, tt.input, u.Edition())
			}
			if got := c.ps.CanParse(tt.input, nil); got != (c.want != "") {
				t.Errorf("edition %s: CanParse(%q) = %v", c.ps.Edition, tt.input, got)
			}
		}
	}
}

// TestEditionDomainToUnicode: the 2026 edition returns a domain ToUnicode
// records an error for as it is, so that it round-trips.
func TestEditionDomainToUnicode(t *testing.T) {
	for _, tt := range []struct{ domain, want2025, want2026 string }{
		{"xn--a", "\u0080", "xn--a"},
		{"xn--8i7caa", "ｗｗｗ", "xn--8i7caa"},
		{"a.xn--pokxncvks", "a.㉓㋎㋍㋓㋕㋘", "a.xn--pokxncvks"},
		{"xn--nxasmq6b.example", "βόλοσ.example", "βόλοσ.example"},
		{"EXAMPLE.org", "example.org", "example.org"},
	} {
		if got := DomainToUnicode(tt.domain); got != tt.want2025 {
			t.Errorf("2025: DomainToUnicode(%q) = %q, want %q", tt.domain, got, tt.want2025)
		}
		if got := parser2026.DomainToUnicode(tt.domain); got != tt.want2026 {
			t.Errorf("2026: DomainToUnicode(%q) = %q, want %q", tt.domain, got, tt.want2026)
		}
	}
	u, _ := parser2026.Parse("https://xn--a/")
	if got := u.RenderHost(); got != "xn--a" {
		t.Errorf("2026: RenderHost of xn--a = %q", got)
	}
}

// TestEditionHostsAndDomains: ParseHost and DomainToASCII follow the
// parser's edition; strict DomainToASCII is the same in both.
func TestEditionHostsAndDomains(t *testing.T) {
	if _, _, err := ParseHost("xn--a", false); err == nil {
		t.Error("2025: ParseHost(xn--a) succeeded")
	}
	if h, typ, err := parser2026.ParseHost("%58n--A", false); err != nil || h != "xn--a" || typ != HostDomain {
		t.Errorf("2026: ParseHost(%%58n--A) = %q, %v, %v", h, typ, err)
	}
	if _, err := DomainToASCII("xn--a", false); err == nil {
		t.Error("2025: DomainToASCII(xn--a) succeeded")
	}
	if s, err := parser2026.DomainToASCII("XN--a", false); err != nil || s != "xn--a" {
		t.Errorf("2026: DomainToASCII(XN--a, false) = %q, %v", s, err)
	}
	for _, ps := range []Parser{{}, parser2026} {
		if _, err := ps.DomainToASCII("xn--a", true); err == nil {
			t.Errorf("%s: DomainToASCII(xn--a, true) succeeded", ps.Edition)
		}
		if s, err := ps.DomainToASCII("Bücher.example", true); err != nil || s != "xn--bcher-kva.example" {
			t.Errorf("%s: DomainToASCII(Bücher.example, true) = %q, %v", ps.Edition, s, err)
		}
	}
}

// TestEditionFollowsTheURL: a URL keeps its edition for its setters, for
// parses against it and for its copies.
func TestEditionFollowsTheURL(t *testing.T) {
	u, _ := parser2026.Parse("https://x/")
	if !u.SetHost("xn--a") || u.Host() != "xn--a" {
		t.Errorf("2026: SetHost(xn--a) gave %q", u.Href())
	}
	if v := u.Clone(); v.Edition() != Edition2026 {
		t.Error("Clone dropped the edition")
	}
	if v, err := u.Parse("//xn--b/"); err != nil || v.Host() != "xn--b" || v.Edition() != Edition2026 {
		t.Errorf("2026: u.Parse(//xn--b/) = %v, %v", v, err)
	}
	if err := u.SetHref("https://%78n--c/"); err != nil || u.Host() != "xn--c" {
		t.Errorf("2026: SetHref gave %q, %v", u.Href(), err)
	}
	if v, ok := u.ParseWithStateOverride("xn--d", HostnameStateOverride); !ok || v.Host() != "xn--d" {
		t.Errorf("2026: hostname state override gave %q, %v", v.Href(), ok)
	}
	old := MustParse("https://x/")
	if old.SetHost("xn--a") || old.Host() != "x" {
		t.Errorf("2025: SetHost(xn--a) gave %q", old.Href())
	}
	if _, err := old.Parse("//xn--b/"); err == nil {
		t.Error("2025: old.Parse(//xn--b/) succeeded")
	}
	c := u.Components()
	if v, err := parser2026.FromComponents(u.Href(), c); err != nil || v.Edition() != Edition2026 {
		t.Errorf("Parser.FromComponents: %v, %v", v.Edition(), err)
	}
	b, c, k := parser2026.AppendParse(nil, "https://%78n--e/", nil)
	if k != 0 || string(b) != "https://xn--e/" || c.HostType != HostDomain {
		t.Errorf("2026: AppendParse = %q, %v", b, k)
	}
	if _, _, k := AppendParse(nil, "https://%78n--e/", nil); k != ValidationDomainToASCII {
		t.Errorf("2025: AppendParse failed with %v", k)
	}
}

// TestEditionsSideBySide: one process parses in both editions at once.
func TestEditionsSideBySide(t *testing.T) {
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		ps := Parser{Edition: Edition(i % 2)}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 200; j++ {
				_, err := ps.Parse("https://xn--/")
				if (err == nil) != (ps.Edition == Edition2026) {
					t.Errorf("edition %s: xn-- gave %v", ps.Edition, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestFastPathSameInEveryEdition: the fast path serves every edition. Each
// WPT input it takes parses the same in the 2026 edition without it.
func TestFastPathSameInEveryEdition(t *testing.T) {
	taken := 0
	for _, rel := range []string{"url/urltestdata.json", wpt2026 + "urltestdata.json"} {
		for _, ut := range loadURLTests(t, rel) {
			for _, in := range []string{ut.Input, ut.Href} {
				var c Components
				slash, ok := canonical(in, &c)
				if !ok {
					continue
				}
				taken++
				u, err := parseSlow(in, nil, nil, Edition2026, nil)
				c.edition = Edition2026
				want := in
				if slash {
					want += "/"
				}
				if err != nil || u.Href() != want || u.Components() != c {
					t.Errorf("fast path takes %q as %q; the 2026 parser gives %v, %v", in, want, u, err)
				}
			}
		}
	}
	if taken < 500 {
		t.Errorf("only %d inputs took the fast path", taken)
	}
}

// TestEditionReportsItsTable: over every WPT input, each edition reports
// only the validation errors of its own table, and some input reports the
// types the 2026 edition added (but IPv6-piece-leading-zero, which no WPT
// input has; examples-2026.json does).
func TestEditionReportsItsTable(t *testing.T) {
	seen := map[ValidationErrorType]bool{}
	for _, ut := range loadURLTests(t, wpt2026+"urltestdata.json") {
		for _, ed := range []Edition{Edition2025, Edition2026} {
			var base *URL
			if ut.Base != nil {
				var err error
				if base, err = (Parser{Edition: ed}).Parse(*ut.Base); err != nil {
					continue
				}
			}
			_, errs, _ := Parser{Edition: ed}.Validate(ut.Input, base)
			for _, k := range errs {
				if !k.In(ed) {
					t.Errorf("edition %s: %q reported %s", ed, ut.Input, k)
				}
				if ed == Edition2026 {
					seen[k] = true
				}
			}
		}
	}
	for _, k := range []ValidationErrorType{ValidationDomainPercentEncoded, ValidationIPv4TooFewParts, ValidationIPv4NonASCIIInput} {
		if !seen[k] {
			t.Errorf("no WPT input reports %s in the 2026 edition", k)
		}
	}
}
