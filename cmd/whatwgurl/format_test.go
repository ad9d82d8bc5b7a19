package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// The --get format against the engine's getters: each case's want is
// built from the URL the engine parses, not written out by hand.
func TestGetFormat(t *testing.T) {
	const input = "https://user:pw@a.b.example.co.uk:8080/p/q?x=1&y=%C3%A9+z&x=2#frag"
	u := whatwgurl.MustParse(input)
	ps, _ := u.PublicSuffix()
	rd, _ := u.RegistrableDomain()
	q, _ := u.Query()
	frag, _ := u.Fragment()
	_, verrs, _ := whatwgurl.Validate(input, nil)
	tests := []struct{ format, want string }{
		{"{href}", u.Href()},
		{"{origin} {protocol} {username} {password}", u.Origin() + " " + u.Protocol() + " " + u.Username() + " " + u.Password()},
		{"{host}|{hostname}|{port}", u.Host() + "|" + u.Hostname() + "|" + u.Port()},
		{"{pathname}{search}{hash}", u.Pathname() + u.Search() + u.Hash()},
		{"{scheme}:{query}:{fragment}", u.Scheme() + ":" + whatwgurl.PercentDecodeString(q) + ":" + frag},
		{"{:query}|{url:query}", q + "|" + q},
		{"{user} {path} {url}", u.Username() + " " + u.Pathname() + " " + u.Href()},
		{"{default:port} {must:port} {must:query}", "8080 8080 " + whatwgurl.PercentDecodeString(q)},
		{"{options}{zoneid}", ""},
		{"{:query:y} {:query-all:x}", "%C3%A9+z 1 2"},
		{"{puny:host} {idn:hostname}", u.Host() + " " + u.Hostname()},
		{"{public_suffix} {registrable_domain} {host_type}", ps + " " + rd + " domain"},
		{"{query:y}", "é z"},
		{"{query:x}", "1"},
		{"{query-all:x}", "1 2"},
		{"{query:absent}", ""},
		{"{input}", input},
		{"{line}", "1"},
		{"{valid}", strconv.FormatBool(len(verrs) == 0)}, // false: credentials are invalid-credentials
		{"{validation}", joinKinds(verrs)},
		{"{error}", ""},
		{"{{literal}} {hostname}", "{literal} " + u.Hostname()},
		{"{hostname} {port", u.Hostname() + " {port"},               // an unclosed variable is text
		{"[hostname] {port} [port", u.Hostname() + " {port} [port"}, // brackets, when the first variable has them
		{`\[[hostname]\]`, "[" + u.Hostname() + "]"},
		{"a}b", "a}b"},
		{`{hostname}\t{port}\n\\\{\}\r`, u.Hostname() + "\t" + u.Port() + "\n\\{}\r"},
		{"no fields", "no fields"},
		{"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.format, func(t *testing.T) {
			out := mustRun(t, "", "--url", input, "--get", tc.format)
			if out != tc.want+"\n" {
				t.Errorf("got %q, want %q", out, tc.want+"\n")
			}
		})
	}
}

// A failed row is not written; with --aligned it shows its error and
// line, and the URL's fields are empty.
func TestGetFormatFailedRow(t *testing.T) {
	args := []string{"--url", "https://ok/", "--url", "http://[::1", "--get", "{line}:{href}:{hostname}:{valid}:{error}", "-q"}
	if out := mustRun(t, "", args...); out != "1:https://ok/:ok:true:\n" {
		t.Errorf("got %q", out)
	}
	out := mustRun(t, "", append(args, "--aligned")...)
	want := "1:https://ok/:ok:true:\n2:::false:IPv6-unclosed\n"
	if out != want {
		t.Errorf("--aligned: got %q, want %q", out, want)
	}
}

// must: and strict: stop the run at the row (trurl's exit status 10),
// after the rows before it; a decoded 0x00 is a note and nothing without
// strict:. A decoded search parameter shows 0x00 as '.'.
func TestGetStops(t *testing.T) {
	tests := []struct {
		format, out, err string
		code             int
	}{
		{"{must:query}", "https://a/?q\nq\n", "missing must:query", exitGet},
		{"{must:fragment}", "", "missing must:fragment", exitGet},
		{"{must:port}", "", "missing must:port", exitGet},
		{"{strict:query}", "https://a/?q\nq\nhttps://b/\n\n", "problems URL decoding query", exitGet},
		{"{query}|{query:n}", "https://a/?q\nq|\nhttps://b/\n|\nhttps://c/?n=m%00s\n|m.s\nhttps://d/\n|\n", "URL decode error", exitOK},
	}
	for _, tc := range tests {
		t.Run(tc.format, func(t *testing.T) {
			out, errOut, code := runTool(t, "", "https://a/?q", "https://b/", "https://c/?n=m%00s", "https://d/", "--get", "{href}\n"+tc.format)
			if out != tc.out || code != tc.code || !strings.Contains(errOut, tc.err) {
				t.Errorf("stdout %q exit %d stderr %q; want stdout %q, exit %d, stderr with %q", out, code, errOut, tc.out, tc.code, tc.err)
			}
		})
	}
}

func TestGetFormatErrors(t *testing.T) {
	tests := []struct{ format, want string }{
		{"x{}", "an empty variable at byte 1"},
		{"{hostname}{nope}", `unknown field "nope"`},
		{"{Host}", `unknown field "Host"`},
		{`a\`, `a \ at the end`},
		{`\q`, `unknown escape \q`},
	}
	for _, tc := range tests {
		t.Run(tc.format, func(t *testing.T) {
			_, err := parseFormat(tc.format)
			if err == nil {
				t.Fatalf("parseFormat(%q) succeeded", tc.format)
			}
			if _, ok := err.(*usageError); !ok {
				t.Errorf("error %T is not a usage error", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not say %q", err, tc.want)
			}
			if _, _, code := runTool(t, "", "--url", "https://a/", "--get", tc.format); code != exitGet {
				t.Errorf("exit %d, want %d", code, exitGet)
			}
		})
	}
}

func joinKinds(ks []whatwgurl.ValidationErrorType) string {
	var names []string
	for _, k := range ks {
		names = append(names, k.String())
	}
	return strings.Join(names, " ")
}
