//go:build !whatwgurl_noneturl

package whatwgurl

import (
	"errors"
	"net/url"
	"sort"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// netURLKind names why net/url cannot represent u (for the counts the tests
// log), from what u is, not from NetURL's error.
func netURLKind(u *URL, err error) string {
	var ne *NetURLError
	var esc url.EscapeError
	var host url.InvalidHostError
	switch {
	case !errors.As(err, &ne):
		return "not a *NetURLError"
	case strings.HasSuffix(u.href(), "#"):
		return "an empty fragment"
	case u.HostType() != HostNone && u.Hostname() == "" && u.Pathname() == "":
		return "an empty host and an empty path (sc://)"
	case errors.As(ne.Err, &esc) && len(esc) == 3 && infra.IsASCIIHexDigit(esc[1]) && infra.IsASCIIHexDigit(esc[2]):
		return "a percent-encoded byte in an opaque host"
	case errors.As(ne.Err, &esc):
		return "a % not followed by two hex digits"
	case errors.As(ne.Err, &host):
		return "a host byte net/url rejects"
	case ne.Err != nil:
		return "another url.Parse error"
	default:
		return "a byte net/url writes percent-encoded (\\ | ( or # in a fragment)"
	}
}

// checkNetURL checks NetURL and FromNetURL on u: either net/url holds u and
// every part of it agrees, or the error is a *NetURLError wrapping
// ErrNotNetURL. It returns the kind of failure, or "" when net/url holds u.
func checkNetURL(t *testing.T, u *URL) string {
	t.Helper()
	nu, err := u.NetURL()
	if err != nil {
		if nu != nil || !errors.Is(err, ErrNotNetURL) {
			t.Errorf("NetURL(%q) = %v, %v; want nil and an ErrNotNetURL", u.Href(), nu, err)
		}
		return netURLKind(u, err)
	}
	if got := nu.String(); got != u.Href() {
		t.Errorf("NetURL(%q).String() = %q", u.Href(), got)
	}
	if nu.Scheme != u.Scheme() {
		t.Errorf("NetURL(%q).Scheme = %q, want %q", u.Href(), nu.Scheme, u.Scheme())
	}
	if nu.Port() != u.Port() {
		t.Errorf("NetURL(%q).Port() = %q, want %q", u.Href(), nu.Port(), u.Port())
	}
	if want := strings.Trim(u.Hostname(), "[]"); !u.HasOpaquePath() && !strings.Contains(want, "%") && nu.Hostname() != want {
		t.Errorf("NetURL(%q).Hostname() = %q, want %q", u.Href(), nu.Hostname(), want)
	}
	if q, ok := u.Query(); (ok && q != "") != (nu.RawQuery != "") || nu.RawQuery != q {
		t.Errorf("NetURL(%q).RawQuery = %q, want %q", u.Href(), nu.RawQuery, q)
	}
	if nu.User != nil {
		if got, want := nu.User.String(), u.Username()+map[bool]string{true: ":" + u.Password()}[u.Password() != ""]; got != want {
			t.Errorf("NetURL(%q).User = %q, want %q", u.Href(), got, want)
		}
	} else if u.Username() != "" || u.Password() != "" {
		t.Errorf("NetURL(%q).User = nil, want %q:%q", u.Href(), u.Username(), u.Password())
	}
	back, err := FromNetURL(nu)
	if err != nil || back.Href() != u.Href() {
		t.Errorf("FromNetURL(NetURL(%q)) = %v, %v", u.Href(), back, err)
	}
	return ""
}

// logKinds logs how many URLs net/url holds and why it cannot hold the rest.
func logKinds(t *testing.T, what string, total int, kinds map[string]int) {
	t.Helper()
	missing := 0
	var names []string
	for k, n := range kinds {
		names = append(names, k)
		missing += n
	}
	sort.Strings(names)
	t.Logf("%s: net/url represents %d of %d URLs", what, total-missing, total)
	for _, k := range names {
		t.Logf("  cannot represent, %s: %d", k, kinds[k])
	}
}

func TestNetURLWPT(t *testing.T) {
	kinds := map[string]int{}
	total := 0
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		if ut.Failure {
			continue
		}
		u, err := parseWPT(Parser{}, ut)
		if err != nil {
			t.Errorf("parse %q: %v", ut.Input, err)
			continue
		}
		total++
		if k := checkNetURL(t, u); k != "" {
			kinds[k]++
		}
	}
	if total == 0 {
		t.Fatal("no WPT URLs")
	}
	if kinds["not a *NetURLError"] > 0 {
		t.Errorf("%d errors were not *NetURLError", kinds["not a *NetURLError"])
	}
	logKinds(t, "WPT urltestdata.json", total, kinds)
}

// TestNetURLDatasets runs the same checks over the benchmark datasets, when
// they are there (wptdata.Dataset).
func TestNetURLDatasets(t *testing.T) {
	for _, name := range datasetFiles {
		b := wptdata.Dataset(t, name)
		kinds := map[string]int{}
		total := 0
		for _, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
			u, err := Parse(line)
			if err != nil {
				continue
			}
			total++
			if k := checkNetURL(t, u); k != "" {
				kinds[k]++
			}
		}
		logKinds(t, name, total, kinds)
	}
}

func TestNetURLCases(t *testing.T) {
	tests := []struct {
		input string
		ok    bool // net/url holds it
	}{
		{"https://user:pa%20ss@example.com:8080/a%2Fb/c?q=1&r=%20#frag", true},
		{"https://example.com/?", true},
		{"https://[::1]:8443/x", true},
		{"file:///C:/Windows/", true},
		{"mailto:someone@example.org?subject=hi", true},
		{"web+demo:/.//not-a-host/", true},
		{"sc:/path", true},
		{"https://example.com/#", false},
		{"sc://", false},
		{"sc://a{b/", false},
		{"https://example.com/%zz", false},
	}
	for _, tt := range tests {
		u := MustParse(tt.input)
		nu, err := u.NetURL()
		if (err == nil) != tt.ok {
			t.Errorf("NetURL(%q) = %v, %v; want ok %v", u.Href(), nu, err, tt.ok)
			continue
		}
		if tt.ok {
			if k := checkNetURL(t, u); k != "" {
				t.Errorf("checkNetURL(%q) = %q", u.Href(), k)
			}
		}
	}
}

func TestFromNetURL(t *testing.T) {
	tests := []struct {
		in   *url.URL
		want string // "" when FromNetURL fails
	}{
		{&url.URL{Scheme: "HTTPS", Host: "Example.COM:443", Path: "/a b/../c", RawQuery: "x=1"}, "https://example.com/c?x=1"},
		{&url.URL{Scheme: "http", Host: "example.com", Path: "/p", Fragment: "f g"}, "http://example.com/p#f%20g"},
		{&url.URL{Path: "relative/path"}, ""},
		{nil, ""},
	}
	for _, tt := range tests {
		u, err := FromNetURL(tt.in)
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("FromNetURL(%v) = %q, want an error", tt.in, u.Href())
		case tt.want != "" && (err != nil || u.Href() != tt.want):
			t.Errorf("FromNetURL(%v) = %v, %v; want %q", tt.in, u, err, tt.want)
		}
	}
}
