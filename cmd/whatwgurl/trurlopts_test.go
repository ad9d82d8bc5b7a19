package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// --json is trurl's array: each URL's "url", its "parts" as the engine's
// components (decoded), and "params" as its URLSearchParams reads them.
func TestTrurlJSON(t *testing.T) {
	inputs := []string{"https://u:p%40ss@ex.com:8443/a%20b/c?x=1&y=%C3%A9+z&&x=2#fr%61g",
		"foo://h", "https://ex.com/", "https://ex.com/?", "file:///tmp/x"}
	out := mustRun(t, "", append(inputs, "--json", "--url", "not a url", "-q")...)
	var got []struct {
		URL    string            `json:"url"`
		Parts  map[string]string `json:"parts"`
		Params []struct {
			Key   string `json:"key"`
			Value string `json:"value"`
		} `json:"params"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(got) != len(inputs) {
		t.Fatalf("%d objects for %d URLs (the failed one has none)", len(got), len(inputs))
	}
	for i, in := range inputs {
		u := whatwgurl.MustParse(in)
		o := got[i]
		want := map[string]string{"scheme": u.Scheme()}
		put := func(k, v string) {
			if v != "" {
				want[k] = whatwgurl.PercentDecodeString(v)
			}
		}
		put("user", u.Username())
		put("password", u.Password())
		put("host", u.Hostname())
		put("port", u.Port())
		put("path", u.Pathname())
		if q, ok := u.Query(); ok {
			want["query"] = whatwgurl.PercentDecodeString(q)
		}
		if f, ok := u.Fragment(); ok {
			want["fragment"] = whatwgurl.PercentDecodeString(f)
		}
		if o.URL != u.Href() || !reflect.DeepEqual(o.Parts, want) {
			t.Errorf("%s: url %q parts %v, want %q %v", in, o.URL, o.Parts, u.Href(), want)
		}
		_, hasQuery := u.Query()
		if hasQuery != (o.Params != nil) {
			t.Errorf("%s: params %v, the URL has a query: %v", in, o.Params, hasQuery)
		}
		i := 0
		for k, v := range u.SearchParams().All() {
			if i >= len(o.Params) || o.Params[i].Key != k || o.Params[i].Value != v {
				t.Errorf("%s: params %v, URLSearchParams has %q=%q at %d", in, o.Params, k, v, i)
			}
			i++
		}
	}
	// No URL that parses: an empty array.
	if out := mustRun(t, "", "--json", "nope", "-q"); out != "[]\n" {
		t.Errorf("no objects: %q", out)
	}
}

// --iterate makes a row per combination, the last --iterate changing
// fastest, each through the engine's setters.
func TestIterate(t *testing.T) {
	out := mustRun(t, "", "http://h/", "https://g/", "--iterate", "port=80 8080 x", "--iterate", "path=/a /b")
	var want []string
	for _, in := range []string{"http://h/", "https://g/"} {
		for _, port := range []string{"80", "8080", "x"} {
			for _, path := range []string{"/a", "/b"} {
				u := whatwgurl.MustParse(in)
				u.SetPort(port)
				u.SetPathname(path)
				want = append(want, u.Href())
			}
		}
	}
	if got := lines(out); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// The forms of trurl's that have no engine call behind them: literal
// answers.
func TestTrurlForms(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		// --set alone builds a URL from the scheme and the host.
		{[]string{"--set", "host=example.com", "--set", "scheme=ftp", "-s", "path=/p"}, "ftp://example.com/p\n"},
		{[]string{"--set", "host=example.com", "--set", "protocol=foo:"}, "foo://example.com\n"},
		{[]string{"--set", "host=a b", "--set", "scheme=http", "-q"}, ""}, // the host setter refuses "a b"
		// --query-separator: the search parameter edits split at it.
		{[]string{"https://ex.com/?b=2;a=1;c", "--query-separator", ";", "--append", "query=d=4", "--sort-query", "--qtrim", "c"}, "https://ex.com/?a=1;b=2;d=4\n"},
		{[]string{"https://ex.com/?b=2;a=1&x;c", "--query-separator", ";", "-g", "{query:a}|{query:b}|{:query-all:a}"}, "1&x|2|1&x\n"},
		// --as-idn and idn:; --punycode changes nothing.
		{[]string{"http://xn--rksmrgs-5wao1o.se:81/", "--as-idn", "-g", "{url} {host} {hostname} {puny:host}"}, "http://räksmörgås.se:81/ räksmörgås.se:81 räksmörgås.se xn--rksmrgs-5wao1o.se:81\n"},
		{[]string{"http://räksmörgås.se/", "--punycode"}, "http://xn--rksmrgs-5wao1o.se/\n"},
		// --default-port.
		{[]string{"https://ex.com/", "wss://ex.com:1/", "foo://ex.com/", "--default-port", "-g", "{port}"}, "443\n1\n\n"},
		// --urlencode.
		{[]string{"https://ex.com/%41?q=%41#%41", "--urlencode", "-g", "{path}{query}{fragment}"}, "/%41q=%41%41\n"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			if got := mustRun(t, "", tc.args...); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// --version says the repository's VERSION.
func TestVersion(t *testing.T) {
	if v := strings.TrimSpace(string(wptdata.RootFile(t, "VERSION"))); v != version {
		t.Errorf("version %q, VERSION says %q", version, v)
	}
	for _, arg := range []string{"-v", "--version"} {
		out := mustRun(t, "", arg)
		if !strings.HasPrefix(out, "whatwgurl version "+version+" ") || !strings.Contains(out, "\nfeatures: ") {
			t.Errorf("%s: %q", arg, out)
		}
	}
}
