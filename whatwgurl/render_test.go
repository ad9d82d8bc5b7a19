package whatwgurl

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

var renderTests = []struct {
	name, input, render, host string
}{
	// Section 4.8.1: no credentials; the scheme and port stay.
	{"credentials", "https://examplecorp.com@attacker.example/", "https://attacker.example/", "attacker.example"},
	{"password", "ftp://u:p@h.example:2121/f", "ftp://h.example:2121/f", "h.example"},
	{"plain", "http://example.com/a/b?c=d#e", "http://example.com/a/b?c=d#e", "example.com"},

	// Section 4.8.3: domain to Unicode for domains only.
	{"IDN", "https://xn--bcher-kva.example/", "https://bücher.example/", "bücher.example"},
	{"IDN from Unicode", "https://BÜCHER.example./x", "https://bücher.example./x", "bücher.example."},
	{"IDN Arabic", "http://example.xn--kgbechtv/", "http://example.إختبار/", "example.إختبار"},
	{"IDN joiner kept ASCII", "https://xn--11b2ezcs70k.xn--bcher-kva.example/", "https://xn--11b2ezcs70k.bücher.example/", "xn--11b2ezcs70k.bücher.example"},
	{"IPv4", "http://0x7f.1/", "http://127.0.0.1/", "127.0.0.1"},
	{"IPv6", "http://[::1]:81/", "http://[::1]:81/", "[::1]"},
	{"opaque host", "sc://xn--bcher-kva.%C3%A9/", "sc://xn--bcher-kva.%C3%A9/", "xn--bcher-kva.%C3%A9"},
	{"empty host", "file:///C:/x%C3%A9", "file:///C:/xé", ""},
	{"null host", "sc:/.//p", "sc:/.//p", ""},

	// Percent-decoding of UTF-8 in path, query and fragment.
	{"path UTF-8", "https://h/caf%C3%A9/%E6%97%A5%E6%9C%AC", "https://h/café/日本", "h"},
	{"lowercase hex", "https://h/%c3%a9", "https://h/é", "h"},
	{"query and fragment", "https://h/?q=%C3%A9t%C3%A9#%F0%9F%98%80", "https://h/?q=été#😀", "h"},
	{"raw UTF-8 input", "https://h/é?é#é", "https://h/é?é#é", "h"},
	{"combining after decoded", "https://h/e%CC%81%C3%A9%CC%81", "https://h/e%CC%81é\u0301", "h"},

	// Invisible, reordering and spoofing code points stay encoded.
	{"space", "https://h/a%20b?c%20d#e%20f", "https://h/a%20b?c%20d#e%20f", "h"},
	{"NBSP and ideographic space", "https://h/%C2%A0%E3%80%80", "https://h/%C2%A0%E3%80%80", "h"},
	{"C0 and DEL", "https://h/%00%01%1F%7F", "https://h/%00%01%1F%7F", "h"},
	{"C1", "https://h/%C2%80%C2%85%C2%9F", "https://h/%C2%80%C2%85%C2%9F", "h"},
	{"bidi", "https://h/%E2%80%AEtxt.exe%D8%9C%E2%81%A6%E2%80%8F", "https://h/%E2%80%AEtxt.exe%D8%9C%E2%81%A6%E2%80%8F", "h"},
	{"zero width and soft hyphen", "https://h/a%E2%80%8Bb%C2%AD%EF%BB%BF%E2%81%A0", "https://h/a%E2%80%8Bb%C2%AD%EF%BB%BF%E2%81%A0", "h"},
	{"hangul filler and braille blank", "https://h/%E3%85%A4%E2%A0%80", "https://h/%E3%85%A4%E2%A0%80", "h"},
	{"locks", "https://h/%F0%9F%94%92%F0%9F%94%93", "https://h/%F0%9F%94%92%F0%9F%94%93", "h"},
	{"replacement and noncharacter", "https://h/%EF%BF%BD%EF%BF%BF%EF%B7%90", "https://h/%EF%BF%BD%EF%BF%BF%EF%B7%90", "h"},
	{"private use", "https://h/%EE%80%80", "https://h/%EE%80%80", "h"},
	{"combining on delimiter", "https://h/%CC%B8x/%E2%83%9D", "https://h/%CC%B8x/%E2%83%9D", "h"},

	// Invalid UTF-8 stays encoded, around the valid sequences it is next to.
	{"invalid UTF-8", "https://h/%FF%C3%A9%C3%ED%A0%80%C0%AF", "https://h/%FFé%C3%ED%A0%80%C0%AF", "h"},
	{"truncated", "https://h/%E2%82", "https://h/%E2%82", "h"},
	{"not percent-encoded", "https://h/%zz%4", "https://h/%zz%4", "h"},

	// ASCII: only unreserved characters are decoded.
	{"unreserved", "https://h/%41%7a%30%2D%2E%5F%7E", "https://h/Az0-._~", "h"},
	{"path delimiters", "https://h/a%2Fb%5Cc%3Fd%23e%25f%3Bg", "https://h/a%2Fb%5Cc%3Fd%23e%25f%3Bg", "h"},
	{"query delimiters", "https://h/?a%3Db%26c%2Bd%20%25=%C3%A9", "https://h/?a%3Db%26c%2Bd%20%25=é", "h"},
	{"fragment text directive", "https://h/#:~:text=a%2D,b%7E", "https://h/#:~:text=a%2D,b%7E", "h"},
	{"non-special query", "sc://h/?%27%41", "sc://h/?%27A", "h"},

	// Opaque paths.
	{"mailto", "mailto:%E2%82%AC%40x@example.com?subject=%C3%A7a%20va", "mailto:€%40x@example.com?subject=ça%20va", ""},
	{"data", "data:text/plain,%E2%9C%93%20ok%0A", "data:text/plain,✓%20ok%0A", ""},
	{"opaque path space", "sc:a b", "sc:a b", ""},
}

func TestRender(t *testing.T) {
	for _, tt := range renderTests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(tt.input)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.input, err)
			}
			if got := u.Render(); got != tt.render {
				t.Errorf("Render(%q) = %q, want %q", u, got, tt.render)
			}
			if got := u.RenderHost(); got != tt.host {
				t.Errorf("RenderHost(%q) = %q, want %q", u, got, tt.host)
			}
		})
	}
}

// unsafeForDisplay reports whether r must never appear in a rendering:
// controls, bidi controls, other format characters, whitespace other than
// the ASCII space an opaque path may hold raw, the replacement character
// and the lock symbols. Listed here apart from render.go's rule.
func unsafeForDisplay(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7F && r <= 0x9F: // C0, DEL, C1
		return true
	case r == 0x061C, r == 0x200E, r == 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069: // bidi
		return true
	case r >= 0x200B && r <= 0x200D, r == 0x2060, r == 0xFEFF, r == 0x00AD, r == 0x2800, r == 0x3164:
		return true
	case r == utf8.RuneError, r == 0x1F512, r == 0x1F513:
		return true
	case r != ' ' && unicode.Is(unicode.White_Space, r), unicode.Is(unicode.Cf, r):
		return true
	}
	return false
}

// Delimiters whose raw count in a component decoding must not change.
const (
	pathDelimiters     = `/\?#;,:@!$'()*[]|^{}<>"&=+` + "`"
	fragmentDelimiters = pathDelimiters + "-~"
)

func countDelimiters(s, delimiters string) map[rune]int {
	m := map[rune]int{}
	for _, r := range s {
		if strings.ContainsRune(delimiters, r) {
			m[r]++
		}
	}
	return m
}

func sameCounts(a, b map[rune]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// checkRender asserts what must hold of any URL's rendering: it is valid
// UTF-8 with no unsafe code point, and it parses back to the URL without
// credentials, with the same components holding the same bytes and the
// same delimiters. Without credentials, "%" or "xn--", it is the href.
func checkRender(t *testing.T, u *URL) {
	t.Helper()
	r := u.Render()
	if !utf8.ValidString(r) {
		t.Errorf("Render(%q) = %q is not UTF-8", u, r)
		return
	}
	for _, c := range r {
		if unsafeForDisplay(c) {
			t.Errorf("Render(%q) = %q has %U", u, r, c)
			return
		}
	}
	if u.Username() == "" && u.Password() == "" && !strings.Contains(u.Href(), "%") &&
		!strings.Contains(u.Href(), "xn--") && r != u.Href() {
		t.Errorf("Render(%q) = %q, want the href", u, r)
	}
	v, err := Parse(r)
	if err != nil {
		t.Errorf("Render(%q) = %q does not parse: %v", u, r, err)
		return
	}
	if v.Username() != "" || v.Password() != "" {
		t.Errorf("Render(%q) = %q keeps credentials", u, r)
	}
	if v.Scheme() != u.Scheme() || v.HostType() != u.HostType() || v.Hostname() != u.Hostname() ||
		v.Port() != u.Port() || v.HasOpaquePath() != u.HasOpaquePath() {
		t.Errorf("Render(%q) = %q parses to %q: scheme, host, port or path kind differ", u, r, v)
		return
	}
	uq, uok := u.Query()
	vq, vok := v.Query()
	uf, ufok := u.Fragment()
	vf, vfok := v.Fragment()
	if uok != vok || ufok != vfok {
		t.Errorf("Render(%q) = %q parses to %q: query or fragment nullness differ", u, r, v)
		return
	}
	for _, c := range []struct{ what, a, b, delims string }{
		{"path", u.Pathname(), v.Pathname(), pathDelimiters},
		{"query", uq, vq, pathDelimiters},
		{"fragment", uf, vf, fragmentDelimiters},
	} {
		if string(PercentDecode(c.a)) != string(PercentDecode(c.b)) {
			t.Errorf("Render(%q) = %q: %s %q re-parses as %q, other bytes", u, r, c.what, c.a, c.b)
		}
		if !sameCounts(countDelimiters(c.a, c.delims), countDelimiters(c.b, c.delims)) {
			t.Errorf("Render(%q) = %q: %s %q re-parses as %q, other delimiters", u, r, c.what, c.a, c.b)
		}
	}
}

func TestRenderTableProperties(t *testing.T) {
	for _, tt := range renderTests {
		checkRender(t, MustParse(tt.input))
	}
}

func TestRenderWPT(t *testing.T) {
	n := 0
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		if u, err := parseWPT(Parser{}, ut); err == nil {
			checkRender(t, u)
			n++
		}
	}
	if n == 0 {
		t.Fatal("no WPT URL parsed")
	}
	t.Logf("%d WPT URLs render safely", n)
}

func TestRenderDatasets(t *testing.T) {
	for _, name := range datasetFiles {
		n, changed := 0, 0
		for _, line := range datasetLines(t, name) {
			u, err := Parse(line)
			if err != nil {
				continue
			}
			checkRender(t, u)
			n++
			if u.Render() != u.Href() {
				changed++
			}
		}
		t.Logf("%s: %d URLs render safely, %d differ from their href", name, n, changed)
		if n == 0 {
			t.Errorf("%s: nothing parsed", name)
		}
	}
}

// Every byte sequence of up to two bytes, percent-encoded in each
// component, renders safely and re-parses to the same bytes.
func TestRenderAllTwoBytes(t *testing.T) {
	for i := 0; i < 0x10000; i++ {
		enc := fmt.Sprintf("%%%02X%%%02X", i>>8, i&0xFF)
		checkRender(t, MustParse("https://h/"+enc+"?"+enc+"#"+enc))
		if t.Failed() {
			t.Fatalf("stopped at %s", enc)
		}
	}
}

func ExampleURL_Render() {
	u := MustParse("https://user:secret@xn--bcher-kva.example:8443/caf%C3%A9/%E2%80%AEfdp.exe?q=%F0%9F%94%92%20%C3%A9#top")
	fmt.Println(u.Render())
	fmt.Println(u.RenderHost())
	// Output:
	// https://bücher.example:8443/café/%E2%80%AEfdp.exe?q=%F0%9F%94%92%20é#top
	// bücher.example
}
