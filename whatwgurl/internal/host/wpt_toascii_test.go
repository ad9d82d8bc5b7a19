package host

import (
	"path"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// hostTest is one test of url/toascii.json or url/IdnaTestV2.json. A null
// output means the host parser fails.
type hostTest struct {
	Input           string  `json:"input"`
	Output          *string `json:"output"`
	URLStandardOnly bool    `json:"urlStandardOnly"`
}

// loadHostTests reads a WPT file that is an array of comment strings and
// test objects. encoding/json turns the lone surrogates of IdnaTestV2.json
// into U+FFFD, as the conversion to a USVString does before the URL parser
// sees them in WPT.
func loadHostTests(t *testing.T, rel string) []hostTest {
	t.Helper()
	tests := wptdata.Objects[hostTest](t, rel)
	if len(tests) == 0 {
		t.Fatalf("%s: no tests", rel)
	}
	return tests
}

// checkParse is what WPT checks with new URL("https://" + input + "/x"):
// the inputs hold no code point that ends the host state ("/", "?", "#",
// "\", ":" or "@"; the test checks this), so the URL parser hands the
// whole input to the host parser with isOpaque false.
func checkParse(t testing.TB, ht hostTest) {
	t.Helper()
	for i := 0; i < len(ht.Input); i++ {
		switch ht.Input[i] {
		case '/', '?', '#', '\\', ':', '@', '\t', '\n', '\r':
			t.Fatalf("input %q holds %q: the URL parser would not pass it whole to the host parser", ht.Input, ht.Input[i])
		}
	}
	dst := []byte("prefix:")
	got, kind, verr := Parse(dst, ht.Input, false, edition.Y2025, nil)
	if ht.Output == nil {
		if kind != None || verr == validation.None {
			t.Errorf("Parse(%q) = %q (kind %d), want failure", ht.Input, got[len(dst):], kind)
		}
		if string(got) != "prefix:" {
			t.Errorf("Parse(%q) failed but changed dst to %q", ht.Input, got)
		}
		return
	}
	if verr != validation.None || kind == None {
		t.Errorf("Parse(%q) failed with %v, want %q", ht.Input, verr, *ht.Output)
		return
	}
	if string(got) != "prefix:"+*ht.Output {
		t.Errorf("Parse(%q) = %q, want %q", ht.Input, got[len(dst):], *ht.Output)
	}
}

func runHostTests(t *testing.T, rel string, tests []hostTest, check func(testing.TB, hostTest)) {
	wptdata.HostCases(t, path.Base(rel), "the host parser", tests, func(ht hostTest) string { return ht.Input }, check)
}

func TestWPTToASCIIThroughParse(t *testing.T) {
	tests := loadHostTests(t, "url/toascii.json")
	runHostTests(t, "toascii.json (Parse)", tests, checkParse)
}

// TestWPTToASCIIDirect runs the same file through DomainToASCII(input,
// false). The file's inputs have no percent-escapes, and none of its
// successful outputs ends in a number (checked), so domain to ASCII's
// result is the host. urlStandardOnly tests apply too: DomainToASCII is the
// URL Standard's algorithm, forbidden domain code points included.
func TestWPTToASCIIDirect(t *testing.T) {
	tests := loadHostTests(t, "url/toascii.json")
	runHostTests(t, "toascii.json (DomainToASCII)", tests, func(t testing.TB, ht hostTest) {
		got, verr := DomainToASCII(ht.Input, false, edition.Y2025, nil)
		if ht.Output == nil {
			if verr == validation.None {
				t.Errorf("DomainToASCII(%q) = %q, want failure", ht.Input, got)
			}
			return
		}
		if EndsInANumber(*ht.Output) {
			t.Fatalf("output %q ends in a number: not a domain-to-ASCII test", *ht.Output)
		}
		if verr != validation.None || got != *ht.Output {
			t.Errorf("DomainToASCII(%q) = %q, %v; want %q", ht.Input, got, verr, *ht.Output)
		}
	})
}

// TestWPTIdnaTestV2 runs IdnaTestV2.json as WPT's IdnaTestV2.window.js
// does. Like that runner it leaves out the empty input, which cannot reach
// the host parser through new URL(): for special URLs the URL parser fails
// on an empty host (host-missing) before the host parser runs. Its expected
// output "" is UTS #46's; the URL Standard's domain to ASCII fails on the
// empty result (section 3.3 step 3.1), which TestEmptyDomain checks.
func TestWPTIdnaTestV2(t *testing.T) {
	var tests []hostTest
	for _, ht := range loadHostTests(t, "url/IdnaTestV2.json") {
		if ht.Input != "" {
			tests = append(tests, ht)
		}
	}
	runHostTests(t, "IdnaTestV2.json (Parse)", tests, checkParse)
}

func TestEmptyDomain(t *testing.T) {
	dst, kind, verr := Parse(nil, "", false, edition.Y2025, nil)
	if len(dst) != 0 || kind != None || verr != validation.DomainToASCII {
		t.Errorf(`Parse("", isOpaque false) = %q, %d, %v; want failure, domain-to-ASCII`, dst, kind, verr)
	}
	if got, verr := DomainToASCII("", false, edition.Y2025, nil); verr != validation.DomainToASCII {
		t.Errorf(`DomainToASCII("", false) = %q, %v; want failure, domain-to-ASCII`, got, verr)
	}
	dst, kind, verr = Parse(nil, "", true, edition.Y2025, nil)
	if len(dst) != 0 || kind != Empty || verr != validation.None {
		t.Errorf(`Parse("", isOpaque true) = %q, %d, %v; want the empty host`, dst, kind, verr)
	}
}
