package main

import (
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// getterFields are the getters a JSON row shows, by WPT's attribute names.
const getterFields = "href,origin,protocol,username,password,host,hostname,port,pathname,search,hash"

// engineSetters are the engine's setters by attribute name.
var engineSetters = map[string]func(u *whatwgurl.URL, v string){
	"href":     func(u *whatwgurl.URL, v string) { _ = u.SetHref(v) },
	"protocol": func(u *whatwgurl.URL, v string) { u.SetProtocol(v) },
	"username": func(u *whatwgurl.URL, v string) { u.SetUsername(v) },
	"password": func(u *whatwgurl.URL, v string) { u.SetPassword(v) },
	"host":     func(u *whatwgurl.URL, v string) { u.SetHost(v) },
	"hostname": func(u *whatwgurl.URL, v string) { u.SetHostname(v) },
	"port":     func(u *whatwgurl.URL, v string) { u.SetPort(v) },
	"pathname": func(u *whatwgurl.URL, v string) { u.SetPathname(v) },
	"search":   func(u *whatwgurl.URL, v string) { u.SetSearch(v) },
	"hash":     func(u *whatwgurl.URL, v string) { u.SetHash(v) },
}

// trurlNames are the other names --set takes for the same setters.
var trurlNames = map[string]string{
	"url": "href", "scheme": "protocol", "user": "username", "path": "pathname",
	"query": "search", "fragment": "hash",
}

// Every case of WPT's setters_tests.json through --set: the row's getters
// are what the Standard expects, and its href is the engine setter's.
func TestSetWPT(t *testing.T) {
	all := wptdata.SetterTests(t, "url/setters_tests.json")
	passed, total := 0, 0
	for attr, cases := range all {
		alias := ""
		for a, n := range trurlNames {
			if n == attr {
				alias = a
			}
		}
		for _, sc := range cases {
			total++
			ok := t.Run(attr+"/"+sc.Href+"/"+sc.NewValue, func(t *testing.T) {
				out := mustRun(t, "", "--url", sc.Href, "--set", attr+"="+sc.NewValue, "--format", "jsonl", "--fields", getterFields)
				rows := decodeJSONLines(t, out)
				if len(rows) != 1 {
					t.Fatalf("%d rows", len(rows))
				}
				for k, want := range sc.Expected {
					if got := rows[0][k]; got != want {
						t.Errorf("%s = %#v, want %q (WPT)", k, got, want)
					}
				}
				u := whatwgurl.MustParse(sc.Href)
				engineSetters[attr](u, sc.NewValue)
				if rows[0]["href"] != u.Href() {
					t.Errorf("href %v, the engine's setter gives %q", rows[0]["href"], u.Href())
				}
				if alias != "" {
					if got := mustRun(t, "", "--url", sc.Href, "--set", alias+"="+sc.NewValue); got != u.Href()+"\n" {
						t.Errorf("--set %s= gives %q, --set %s= %q", alias, got, attr, u.Href())
					}
				}
			})
			if ok {
				passed++
			}
		}
	}
	if total < 250 {
		t.Errorf("only %d setter cases", total)
	}
	t.Logf("WPT setters_tests.json through CLI (--set): %d passed, %d failed", passed, total-passed)
}

// parsedHrefs are the hrefs of urltestdata.json's successful cases: a few
// hundred URLs of every kind to make edits on.
func parsedHrefs(t *testing.T) []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range wptdata.URLTests(t, "url/urltestdata.json") {
		if !c.Failure && !seen[c.Href] {
			seen[c.Href] = true
			out = append(out, c.Href)
		}
	}
	return out
}

// The edits over every parsed URL of urltestdata.json, in one run each,
// against the engine's own setters, URLSearchParams and parser.
func TestEditsAgainstEngine(t *testing.T) {
	hrefs := parsedHrefs(t)
	var args []string
	for _, h := range hrefs {
		args = append(args, "--url", h)
	}
	tests := []struct {
		name   string
		args   []string
		engine func(u *whatwgurl.URL) *whatwgurl.URL // nil result: the row fails
	}{
		{"append search", []string{"--append", "search=k=v w&=é"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SearchParams().Append("k", "v w&=é")
			return u
		}},
		{"append search without =", []string{"-a", "query=flag"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SearchParams().Append("flag", "")
			return u
		}},
		{"append two", []string{"-a", "search=a=1", "-a", "search=b=2"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SearchParams().Append("a", "1")
			u.SearchParams().Append("b", "2")
			return u
		}},
		{"append pathname", []string{"--append", "pathname=seg ment"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SetPathname(strings.TrimSuffix(u.Pathname(), "/") + "/seg ment")
			return u
		}},
		{"append pathname with a slash", []string{"--append", "path=a/b"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SetPathname(strings.TrimSuffix(u.Pathname(), "/") + "/a%2Fb")
			return u
		}},
		{"sort", []string{"--sort-search"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SearchParams().Sort()
			return u
		}},
		{"redirect", []string{"--redirect", "../x?y#z"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			v, err := u.Parse("../x?y#z")
			if err != nil {
				return nil
			}
			return v
		}},
		{"redirect absolute", []string{"--redirect", "HTTP://Other.example:80/"}, func(u *whatwgurl.URL) *whatwgurl.URL {
			return whatwgurl.MustParse("http://other.example/")
		}},
		{"set several", []string{"--set", "hostname=example.org", "--set", "port=8443", "-s", "hash="}, func(u *whatwgurl.URL) *whatwgurl.URL {
			u.SetHostname("example.org")
			u.SetPort("8443")
			u.SetHash("")
			return u
		}},
		{"edits in command-line order", []string{"--sort-search", "-a", "search=a=1", "--set", "search=z=9&b=2", "--redirect", "r?q", "--append", "query=c=3", "--sort-query"},
			func(u *whatwgurl.URL) *whatwgurl.URL {
				u.SearchParams().Sort()
				u.SearchParams().Append("a", "1")
				u.SetSearch("z=9&b=2")
				v, err := u.Parse("r?q")
				if err != nil {
					return nil
				}
				v.SearchParams().Append("c", "3")
				v.SearchParams().Sort()
				return v
			}},
		{"a trim then an append of the same name keeps the append", []string{"--trim", "search=a", "--append", "search=a=9"},
			func(u *whatwgurl.URL) *whatwgurl.URL {
				if u.SearchParams().Has("a") {
					u.SearchParams().Delete("a")
				}
				u.SearchParams().Append("a", "9")
				return u
			}},
		{"replace and replace-append", []string{"--replace", "a=1", "--replace-append", "b=2", "--replace", "nope=3"},
			func(u *whatwgurl.URL) *whatwgurl.URL {
				if u.SearchParams().Has("a") {
					u.SearchParams().Set("a", "1")
				}
				u.SearchParams().Set("b", "2")
				return u
			}},
		{"set only what is empty", []string{"--set", "port?=8080", "--set", "hash?=h"},
			func(u *whatwgurl.URL) *whatwgurl.URL {
				if u.Port() == "" {
					u.SetPort("8080")
				}
				if _, ok := u.Fragment(); !ok {
					u.SetHash("h")
				}
				return u
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := mustRun(t, "", append(append([]string{"-q", "--aligned"}, args...), tc.args...)...)
			rows := lines(out)
			if len(rows) != len(hrefs) {
				t.Fatalf("%d rows for %d URLs", len(rows), len(hrefs))
			}
			for i, h := range hrefs {
				want := ""
				if v := tc.engine(whatwgurl.MustParse(h)); v != nil {
					want = v.Href()
				}
				if rows[i] != want {
					t.Errorf("%q: got %q, the engine gives %q", h, rows[i], want)
				}
			}
		})
	}
}

// --trim deletes the parameters whose names match, through URLSearchParams
// delete; when none matches the query is left as it was written.
func TestTrim(t *testing.T) {
	tests := []struct {
		url    string
		globs  []string
		delete []string // the names the engine deletes for the expectation
	}{
		{"https://e.com/?utm_source=a&q=1&utm_medium=b&UTM_x=c&xutm_=d", []string{"utm_*"}, []string{"utm_source", "utm_medium"}},
		{"https://e.com/?a=1&b=2&a=3", []string{"a"}, []string{"a"}},
		{"https://e.com/?ab=1&ac=2&bc=3", []string{"a?", "*c"}, []string{"ab", "ac", "bc"}},
		{"https://e.com/?%C3%A9t%C3%A9=1&ete=2", []string{"?t?"}, []string{"été", "ete"}},
		{"https://e.com/?x=a%20b&y", []string{"z*"}, nil},      // no match: "a%20b" stays
		{"https://e.com/?", []string{"*"}, nil},                // an empty query has no names
		{"https://e.com/", []string{"*"}, nil},                 // no query
		{"https://e.com/?x=1#f", []string{"*"}, []string{"x"}}, // every name
	}
	for _, tc := range tests {
		t.Run(tc.url, func(t *testing.T) {
			args := []string{"--url", tc.url}
			for _, g := range tc.globs {
				args = append(args, "--trim", "search="+g)
			}
			got := mustRun(t, "", args...)
			u := whatwgurl.MustParse(tc.url)
			for _, n := range tc.delete {
				u.SearchParams().Delete(n)
			}
			if got != u.Href()+"\n" {
				t.Errorf("got %q, want %q", got, u.Href())
			}
		})
	}
}

func TestGlob(t *testing.T) {
	tests := []struct {
		pattern, name string
		want          bool
	}{
		{"utm_*", "utm_source", true}, {"utm_*", "utm_", true}, {"utm_*", "xutm_", false},
		{"*", "", true}, {"*", "anything", true}, {"", "", true}, {"", "a", false},
		{"a?c", "abc", true}, {"a?c", "ac", false}, {"a?c", "aéc", true},
		{"*b*", "abc", true}, {"*b*", "ac", false}, {"a*b*c", "aXbYc", true}, {"a*b*c", "aXcYb", false},
		{"a/b", "a/b", true}, {"*", "a/b", true}, // "/" is not special
		{"A", "a", false},                            // case counts
		{"[ab]", "[ab]", true}, {"[ab]", "a", false}, // no classes
		{"**x", "yyx", true}, {"*x*", "x", true},
		{`\*`, "*", true}, {`\*`, "a", false}, {`a\*`, "a*", true}, {`a\*`, "ab", false}, // trurl's escape
		{`\?`, "?", true}, {`\?`, "a", false}, {`a\\`, `a\`, true},
	}
	for _, tc := range tests {
		if got := globMatch(tc.pattern, tc.name); got != tc.want {
			t.Errorf("globMatch(%q, %q) = %v, want %v", tc.pattern, tc.name, got, tc.want)
		}
	}
}

// A --set href or --redirect that does not parse fails its row only: a
// note on stderr, and an empty row only with --aligned.
func TestEditFailures(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--set", "href=nope"}, "set href: missing-scheme-non-relative-URL"},
		{[]string{"--redirect", "http://[::1"}, "redirect: IPv6-unclosed"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			args := append([]string{"--url", "https://a/", "--url", "https://b/", "--fields", "href,error", "--csv"}, tc.args...)
			if out, _, code := runTool(t, "", args...); code != exitOK || out != "" {
				t.Errorf("exit %d, stdout %q, want 0 and nothing", code, out)
			}
			out, errOut, code := runTool(t, "", append(args, "--aligned")...)
			if code != exitOK {
				t.Fatalf("exit %d", code)
			}
			want := "," + tc.want + "\n," + tc.want + "\n"
			if out != want {
				t.Errorf("got %q, want %q", out, want)
			}
			if !strings.Contains(errOut, "--url:1: "+tc.want) || !strings.Contains(errOut, "--url:2: "+tc.want) {
				t.Errorf("stderr %q", errOut)
			}
		})
	}
}

// --encoding sets the query's encoding, for the line and for --redirect,
// as the engine's ParseWithEncoding does.
func TestEncoding(t *testing.T) {
	for _, label := range []string{"shift_jis", "windows-1252", "utf-8", "UTF-16LE", "gb18030", "iso-2022-jp"} {
		t.Run(label, func(t *testing.T) {
			inputs := []string{"https://example.com/?q=日本€ü", "http://x/p?é#é", "foo://h/?é", "wss://h/?é"}
			base := whatwgurl.MustParse("https://b.example/dir/")
			for _, in := range inputs {
				want, err := whatwgurl.ParseWithEncoding(in, nil, label)
				if err != nil {
					t.Fatal(err)
				}
				if got := mustRun(t, "", "--encoding", label, "--url", in); got != want.Href()+"\n" {
					t.Errorf("%s: got %q, want %q", in, got, want.Href())
				}
				rel := "../r?é"
				wantRedir, _ := whatwgurl.ParseWithEncoding(rel, want, label)
				if got := mustRun(t, "", "--encoding", label, "--url", in, "--redirect", rel); got != wantRedir.Href()+"\n" {
					t.Errorf("%s redirect: got %q, want %q", in, got, wantRedir.Href())
				}
				wantBase, _ := whatwgurl.ParseWithEncoding("?ü", base, label)
				if got := mustRun(t, "?ü\n", "--encoding", label, "--base", base.Href(), "-f", "-"); got != wantBase.Href()+"\n" {
					t.Errorf("base: got %q, want %q", got, wantBase.Href())
				}
			}
		})
	}
}

// --base resolves every line against it, as new URL(line, base).
func TestBase(t *testing.T) {
	base := "https://user@example.com/a/b/c?q#f"
	inputs := []string{"", "d", "../d", "/d", "?x", "#y", "//other/", "http:x", "https:x", "mailto:z", "\\\\x\\y", "http://[::1"}
	b := whatwgurl.MustParse(base)
	out := mustRun(t, strings.Join(inputs, "\n")+"\n", "--base", base, "-q", "--aligned", "-f", "-")
	rows := lines(out)
	if len(rows) != len(inputs) {
		t.Fatalf("%d rows", len(rows))
	}
	for i, in := range inputs {
		want := ""
		if u, err := b.Parse(in); err == nil {
			want = u.Href()
		}
		if rows[i] != want {
			t.Errorf("%q: got %q, want %q", in, rows[i], want)
		}
	}
}
