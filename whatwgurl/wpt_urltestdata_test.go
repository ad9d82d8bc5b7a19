package whatwgurl

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// urlTest is one object of WPT's urltestdata.json.
type urlTest = wptdata.URLTest

// loadURLTests returns the test objects of a urltestdata-style file,
// dropping its comment strings.
func loadURLTests(t *testing.T, name string) []urlTest {
	t.Helper()
	return wptdata.URLTests(t, name)
}

// parseWPT parses as the WPT runner does: new URL(input, base).
func parseWPT(ps Parser, ut urlTest) (*URL, error) {
	if ut.Base == nil {
		return ps.Parse(ut.Input)
	}
	return ps.ParseWithBase(ut.Input, *ut.Base)
}

func TestWPTURLTestData(t *testing.T) { runURLTestFile(t, "url/urltestdata.json", Parser{}, 800) }

// TestWPTURLTestData2026 runs the newer urltestdata.json, which follows the
// 2026 edition, with Edition2026.
func TestWPTURLTestData2026(t *testing.T) {
	runURLTestFile(t, wpt2026+"urltestdata.json", Parser{Edition: Edition2026}, 800)
}

// wpt2026 is the folder of the WPT files that follow the 2026 edition.
const wpt2026 = "url-after-pr914/"

// wptName is how the summary names a WPT file: its name, after its folder
// when that is not url/.
func wptName(rel string) string { return strings.TrimPrefix(rel, "url/") }

// TestWPTURLTestDataJavaScriptOnly runs urltestdata-javascript-only.json,
// whose inputs hold lone UTF-16 surrogates (\uD800 and so on). WPT's
// runner passes them to new URL(), whose USVString conversion replaces each
// lone surrogate with U+FFFD before the URL parser sees it (the expected
// href says so: %EF%BF%BD, U+FFFD in UTF-8, where the lone surrogates
// stood, while the pair \uD801\uDFFE is U+107FE). encoding/json decodes a
// JSON string the same way (TestJSONReadsLoneSurrogatesAsUSVString), so
// the Go string the test parses is the scalar value string WPT means.
func TestWPTURLTestDataJavaScriptOnly(t *testing.T) {
	runURLTestFile(t, "url/urltestdata-javascript-only.json", Parser{}, 1)
}

// TestJSONReadsLoneSurrogatesAsUSVString pins down what the javascript-only
// test relies on: a lone surrogate escape decodes to U+FFFD (as a USVString
// conversion gives), a surrogate pair to its one code point.
func TestJSONReadsLoneSurrogatesAsUSVString(t *testing.T) {
	for in, want := range map[string]string{
		`"\uD800"`:                   "\uFFFD",
		`"a\uDFFFb"`:                 "a\uFFFDb",
		`"\uD800\uD801\uDFFE\uDFFF"`: "\uFFFD\U000107FE\uFFFD",
	} {
		var got string
		if err := json.Unmarshal([]byte(in), &got); err != nil || got != want {
			t.Errorf("json %s decodes to %+q (%v), want %+q", in, got, err, want)
		}
	}
}

// runURLTestFile runs a urltestdata-style file as WPT's url-constructor.any.js
// does, with the parser ps, and checks that it holds at least min tests.
func runURLTestFile(t *testing.T, rel string, ps Parser, min int) {
	tests := loadURLTests(t, rel)
	passed := 0
	for _, ut := range tests {
		ok := t.Run(ut.Input, func(t *testing.T) {
			u, err := parseWPT(ps, ut)
			var base *URL
			if ut.Base != nil {
				base, _ = ps.Parse(*ut.Base)
			}
			canParse := base != nil || ut.Base == nil
			canParse = canParse && ps.CanParse(ut.Input, base)
			if ut.Failure {
				if err == nil {
					t.Fatalf("parse succeeded with %q, want failure", u.Href())
				}
				if canParse {
					t.Errorf("CanParse = true, want false")
				}
				return
			}
			if err != nil {
				t.Fatalf("parse failed: %v", err)
			}
			if !canParse {
				t.Errorf("CanParse = false, want true")
			}
			checkGetters(t, u, map[string]string{
				"href": ut.Href, "protocol": ut.Protocol, "username": ut.Username,
				"password": ut.Password, "host": ut.Host, "hostname": ut.Hostname,
				"port": ut.Port, "pathname": ut.Pathname, "search": ut.Search, "hash": ut.Hash,
			})
			if ut.Origin != nil {
				if got := u.Origin(); got != *ut.Origin {
					t.Errorf("origin = %q, want %q", got, *ut.Origin)
				}
			}
			if ut.SearchParams != nil {
				if got := u.SearchParams().String(); got != *ut.SearchParams {
					t.Errorf("searchParams = %q, want %q", got, *ut.SearchParams)
				}
			}
		})
		if ok {
			passed++
		}
	}
	wptdata.Report(t, wptName(rel), "", passed, len(tests)-passed)
	if len(tests) < min {
		t.Errorf("only %d tests read from %s", len(tests), rel)
	}
}

// getters returns every getter of u by its WPT attribute name.
func getters(u *URL) map[string]string {
	return map[string]string{
		"href": u.Href(), "origin": u.Origin(), "protocol": u.Protocol(),
		"username": u.Username(), "password": u.Password(), "host": u.Host(),
		"hostname": u.Hostname(), "port": u.Port(), "pathname": u.Pathname(),
		"search": u.Search(), "hash": u.Hash(),
	}
}

func checkGetters(t *testing.T, u *URL, want map[string]string) {
	t.Helper()
	got := getters(u)
	for _, name := range []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
		w, ok := want[name]
		if !ok {
			continue
		}
		if got[name] != w {
			t.Errorf("%s = %q, want %q", name, got[name], w)
		}
	}
}
