package whatwgurl

import (
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

var datasetFiles = []string{
	"files/node_files.txt",
	"files/isaacs_files.txt",
	"others/kasztp.txt",
	"others/userbait.txt",
}

// datasetLines returns the URLs of one of the benchmark datasets, or skips
// the test when they are not there (wptdata.Dataset).
func datasetLines(tb testing.TB, name string) []string {
	tb.Helper()
	text := string(wptdata.Dataset(tb, name))
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n")
}

// checkIdempotent asserts the Standard's goal that parsing the serialization
// of a parsed URL gives the same URL, and that the components agree with the
// href they index.
func checkIdempotent(t *testing.T, u *URL) {
	t.Helper()
	v, err := Parse(u.Href())
	if err != nil {
		t.Errorf("href %q does not re-parse: %v", u.Href(), err)
		return
	}
	if v.Href() != u.Href() || v.Components() != u.Components() {
		t.Errorf("href %q re-parses to %q (components %+v vs %+v)", u.Href(), v.Href(), v.Components(), u.Components())
	}
	checkComponents(t, u)
	// A URL the engine gives is one FromComponents takes back (its check
	// of forged components refuses none that are true).
	if _, err := FromComponents(u.Href(), u.Components()); err != nil {
		t.Errorf("FromComponents refuses %q's own components %+v", u.Href(), u.Components())
	}
}

// checkComponents rebuilds the href from the getters as section 4.5 writes it.
func checkComponents(t *testing.T, u *URL) {
	t.Helper()
	var b strings.Builder
	b.WriteString(u.Protocol())
	if u.HostType() != HostNone {
		b.WriteString("//")
		if u.Username() != "" || u.Password() != "" {
			b.WriteString(u.Username())
			if u.Password() != "" {
				b.WriteString(":" + u.Password())
			}
			b.WriteString("@")
		}
		b.WriteString(u.Host())
	} else if !u.HasOpaquePath() && strings.HasPrefix(u.Pathname(), "//") {
		b.WriteString("/.")
	}
	b.WriteString(u.Pathname())
	if q, ok := u.Query(); ok {
		b.WriteString("?" + q)
	}
	if f, ok := u.Fragment(); ok {
		b.WriteString("#" + f)
	}
	if b.String() != u.Href() {
		t.Errorf("getters rebuild %q, href is %q", b.String(), u.Href())
	}
}

func TestIdempotenceWPT(t *testing.T) {
	n := 0
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		if u, err := parseWPT(Parser{}, ut); err == nil {
			checkIdempotent(t, u)
			n++
		}
	}
	t.Logf("%d WPT URLs re-parse to themselves", n)
}

func TestIdempotenceDatasets(t *testing.T) {
	for _, name := range datasetFiles {
		ok, failed := 0, 0
		for _, line := range datasetLines(t, name) {
			u, err := Parse(line)
			if err != nil {
				failed++
				continue
			}
			checkIdempotent(t, u)
			ok++
		}
		t.Logf("%s: %d URLs re-parse to themselves, %d do not parse", name, ok, failed)
		if ok == 0 {
			t.Errorf("%s: nothing parsed", name)
		}
	}
}

// After any setter, with values taken from WPT's setter tests, the href
// re-parses to the same URL.
func TestIdempotenceAfterSetters(t *testing.T) {
	all := loadSetterTests(t, "url/setters_tests.json")
	var values []string
	for _, list := range all {
		for _, st := range list {
			values = append(values, st.NewValue)
		}
	}
	bases := []string{"https://user:pass@example.org:8080/a/b?q#f", "file:///C:/x/y", "sc://h/p?q#f",
		"sc:/p", "mailto:x@y", "http://[::1]/", "file://host/share", "web+demo:/.//not-a-host/"}
	n := 0
	for _, base := range bases {
		for attr, set := range setterFuncs {
			for _, v := range values {
				u := MustParse(base)
				set(u, v)
				n++
				checkIdempotent(t, u)
				if t.Failed() {
					t.Fatalf("after %s = %q on %q", attr, v, base)
				}
			}
		}
	}
	t.Logf("%d setter calls keep the href idempotent", n)
}

// Large adversarial inputs parse to URLs that are idempotent. Shortening a
// long file path was once quadratic (it counted every segment per ".."); this
// keeps such shapes in the suite, at sizes where quadratic work would show.
func TestLargeInputs(t *testing.T) {
	const n = 100000
	for name, in := range map[string]string{
		"file dot-dot": "file:///" + strings.Repeat("a/", n) + strings.Repeat("../", n),
		"at signs":     "http://" + strings.Repeat("a@", n) + "x/",
		"ipv4 zeros":   "http://" + strings.Repeat("0", n) + ".1/",
		"long query":   "http://x/?" + strings.Repeat("a=b&", n),
		"invalid utf8": "http://x/" + strings.Repeat("\xff", n),
		"spaces":       strings.Repeat(" ", n) + "sc:" + strings.Repeat(" ", n) + "x",
	} {
		u, err := Parse(in)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		checkIdempotent(t, u)
	}
	if u := MustParse("file:///" + strings.Repeat("a/", n) + strings.Repeat("../", n)); u.Href() != "file:///" {
		t.Errorf("file dot-dot: %q", u.Href()[:40])
	}
}
