package whatwgurl

import (
	"fmt"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// hostTest is one object of toascii.json or IdnaTestV2.json; Output nil
// means failure.
type hostTest struct {
	Input  string  `json:"input"`
	Output *string `json:"output"`
}

func loadHostTests(t *testing.T, name string) []hostTest {
	return wptdata.Objects[hostTest](t, name)
}

// runHostTests runs tests as WPT's toascii.window.js and IdnaTestV2.window.js
// do: through new URL("https://" + input + "/x"), and (toascii only) through
// the host and hostname setters of "https://x/x".
func runHostTests(t *testing.T, name string, ps Parser, setters bool, min int) {
	all := loadHostTests(t, name)
	var tests []hostTest
	for _, ht := range all {
		// As WPT's runners: the empty string cannot be tested through new
		// URL(); it is neither run nor counted as passed.
		if ht.Input != "" {
			tests = append(tests, ht)
		}
	}
	how := fmt.Sprintf("the URL parser; %d empty input excluded, as WPT does", len(all)-len(tests))
	// In the 2026 edition an ASCII input without percent-encoding has its
	// lowercase as host (or fails for a forbidden domain code point)
	// whatever the IDNA tables.
	var tableFree func(string) bool
	if ps.Edition == Edition2026 {
		tableFree = func(in string) bool {
			return !strings.ContainsFunc(in, func(r rune) bool { return r >= 0x80 || r == '%' })
		}
	}
	wptdata.HostCasesTableFree(t, wptName(name), how, tests, func(ht hostTest) string { return ht.Input },
		func(t testing.TB, ht hostTest) {
			u, err := ps.Parse("https://" + ht.Input + "/x")
			if ht.Output == nil {
				if err == nil {
					t.Errorf("parse succeeded with host %q, want failure", u.Host())
				}
			} else if err != nil {
				t.Errorf("parse failed (%v), want host %q", err, *ht.Output)
			} else {
				if u.Host() != *ht.Output || u.Hostname() != *ht.Output || u.Pathname() != "/x" ||
					u.Href() != "https://"+*ht.Output+"/x" {
					t.Errorf("host %q hostname %q pathname %q, want host %q", u.Host(), u.Hostname(), u.Pathname(), *ht.Output)
				}
			}
			if !setters {
				return
			}
			for _, set := range []func(*URL, string) bool{(*URL).SetHost, (*URL).SetHostname} {
				v, _ := ps.Parse("https://x/x")
				set(v, ht.Input)
				want := "x"
				if ht.Output != nil {
					want = *ht.Output
				}
				if v.Host() != want {
					t.Errorf("after setter host = %q, want %q", v.Host(), want)
				}
			}
		}, tableFree)
	if len(all) < min {
		t.Errorf("only %d tests read from %s", len(all), name)
	}
}

func TestWPTToASCII(t *testing.T) { runHostTests(t, "url/toascii.json", Parser{}, true, 80) }
func TestWPTIdnaTestV2(t *testing.T) {
	runHostTests(t, "url/IdnaTestV2.json", Parser{}, false, 2600)
}

// The newer toascii.json and IdnaTestV2.json follow the 2026 edition.
func TestWPTToASCII2026(t *testing.T) {
	runHostTests(t, wpt2026+"toascii.json", Parser{Edition: Edition2026}, true, 80)
}
func TestWPTIdnaTestV22026(t *testing.T) {
	runHostTests(t, wpt2026+"IdnaTestV2.json", Parser{Edition: Edition2026}, false, 2600)
}

// TestWPTIdnaTestV2Removed runs the tests that newer IdnaTestV2.txt
// versions dropped, as WPT's IdnaTestV2-removed.window.js does (the same
// runner as IdnaTestV2.json's).
func TestWPTIdnaTestV2Removed(t *testing.T) {
	runHostTests(t, "url/IdnaTestV2-removed.json", Parser{}, false, 20)
}
