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
		{"{scheme}:{query}:{fragment}", u.Scheme() + ":" + q + ":" + frag},
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

// A failed row shows its error and line; the URL's fields are empty.
func TestGetFormatFailedRow(t *testing.T) {
	out := mustRun(t, "", "--url", "https://ok/", "--url", "http://[::1", "--get", "{line}:{href}:{hostname}:{valid}:{error}", "-q")
	want := "1:https://ok/:ok:true:\n2:::false:IPv6-unclosed\n"
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

func TestGetFormatErrors(t *testing.T) {
	tests := []struct{ format, want string }{
		{"{host", "a { without its } at byte 0"},
		{"x{}", "an empty {} at byte 1"},
		{"{hostname}{nope}", `unknown field "nope"`},
		{"{Host}", `unknown field "Host"`},
		{`a\`, `a \ at the end`},
		{`\q`, `unknown escape \q`},
		{"{query:a", "without its }"},
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
			if _, _, code := runTool(t, "", "--url", "https://a/", "--get", tc.format); code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
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
