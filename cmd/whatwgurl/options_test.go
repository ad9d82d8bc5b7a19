package main

import (
	"reflect"
	"strings"
	"testing"
)

func fieldNamesOf(fs []field) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.name)
	}
	return out
}

func TestParseArgs(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		check func(t *testing.T, c *config)
	}{
		{"defaults", []string{"-f", "-"}, func(t *testing.T, c *config) {
			if c.out != outTSV || !reflect.DeepEqual(fieldNamesOf(c.fields), []string{"url"}) ||
				!reflect.DeepEqual(c.files, []string{"-"}) || c.jobs < 1 || c.header || c.verify || c.aligned {
				t.Errorf("config %+v", c)
			}
		}},
		{"operands are URLs, in order, with --url's, and -- ends options", []string{"https://a/", "-f", "b.txt", "--url", "c", "--", "--url"}, func(t *testing.T, c *config) {
			if !reflect.DeepEqual(c.urls, []string{"https://a/", "c", "--url"}) || !reflect.DeepEqual(c.files, []string{"b.txt"}) {
				t.Errorf("urls %q files %q", c.urls, c.files)
			}
		}},
		{"URLs alone read no stdin", []string{"--url", "https://a/", "--url=b"}, func(t *testing.T, c *config) {
			if !reflect.DeepEqual(c.urls, []string{"https://a/", "b"}) || len(c.files) != 0 {
				t.Errorf("urls %q files %q", c.urls, c.files)
			}
		}},
		{"--set with no URL builds one", []string{"--set", "host=moo", "-s", "scheme=ftp"}, func(t *testing.T, c *config) {
			if len(c.urls) != 1 || len(c.files) != 0 {
				t.Errorf("urls %q files %q", c.urls, c.files)
			}
		}},
		{"--query-separator", []string{"--query-separator", ";", "u"}, func(t *testing.T, c *config) {
			if c.view.sep != ';' || c.edits.sep != ';' {
				t.Errorf("separator %q %q", c.view.sep, c.edits.sep)
			}
		}},
		{"trurl's view options", []string{"--urlencode", "--as-idn", "--default-port", "--punycode", "--keep-port", "--no-guess-scheme", "--accept-space", "--curl", "u"}, func(t *testing.T, c *config) {
			if !c.view.urlencode || !c.view.asIDN || !c.view.defaultPort {
				t.Errorf("view %+v", c.view)
			}
		}},
		{"--iterate", []string{"--iterate", "port=1 2 3", "--iterate=scheme=a b", "u"}, func(t *testing.T, c *config) {
			if c.edits.combinations() != 6 || len(c.edits.iterates) != 2 {
				t.Errorf("iterates %+v", c.edits.iterates)
			}
		}},
		{"--aligned", []string{"--aligned", "u"}, func(t *testing.T, c *config) {
			if !c.aligned {
				t.Errorf("aligned %v", c.aligned)
			}
		}},
		{"--fields", []string{"--fields", "hostname, port,query:a,query-all:b"}, func(t *testing.T, c *config) {
			if got := fieldNamesOf(c.fields); !reflect.DeepEqual(got, []string{"hostname", "port", "query:a", "query-all:b"}) {
				t.Errorf("fields %q", got)
			}
			if c.fields[2].id != fParam || c.fields[2].param != "a" || c.fields[3].id != fParamAll {
				t.Errorf("params %+v", c.fields[2:])
			}
		}},
		{"--validate adds the column once", []string{"--validate", "--fields", "href"}, func(t *testing.T, c *config) {
			if got := fieldNamesOf(c.fields); !reflect.DeepEqual(got, []string{"href", "validation"}) {
				t.Errorf("fields %q", got)
			}
		}},
		{"--validate with the column named", []string{"--validate", "--fields", "validation,href"}, func(t *testing.T, c *config) {
			if got := fieldNamesOf(c.fields); !reflect.DeepEqual(got, []string{"validation", "href"}) {
				t.Errorf("fields %q", got)
			}
		}},
		{"formats", []string{"--format", "csv", "--header"}, func(t *testing.T, c *config) {
			if c.out != outCSV || !c.header {
				t.Errorf("out %v header %v", c.out, c.header)
			}
		}},
		{"--json is trurl's", []string{"--json"}, func(t *testing.T, c *config) {
			if c.out != outTrurl {
				t.Errorf("out %v", c.out)
			}
		}},
		{"--format jsonl", []string{"--format", "jsonl"}, func(t *testing.T, c *config) {
			if c.out != outJSONL {
				t.Errorf("out %v", c.out)
			}
		}},
		{"--tsv after --csv", []string{"--csv", "--tsv"}, func(t *testing.T, c *config) {
			if c.out != outTSV {
				t.Errorf("out %v", c.out)
			}
		}},
		{"--get", []string{"-g", "{host}"}, func(t *testing.T, c *config) {
			if c.out != outGet || c.get == nil || len(c.get.fields) != 1 {
				t.Errorf("get %+v", c.get)
			}
		}},
		{"--base parses", []string{"--base", "HTTPS://Example.COM/a/"}, func(t *testing.T, c *config) {
			if c.base == nil || c.base.Href() != "https://example.com/a/" {
				t.Errorf("base %v", c.base)
			}
		}},
		{"--encoding label", []string{"--encoding", "SJIS"}, func(t *testing.T, c *config) {
			if c.encoding != "SJIS" {
				t.Errorf("encoding %q", c.encoding)
			}
		}},
		{"edits in command-line order, with trurl's names", []string{"-s", "scheme=ftp", "--set", "query:=", "-a", "path=x", "--append", "query=k=v=w",
			"--trim", "query=utm_*", "--redirect", "../r", "--sort-query", "--qtrim", "a\\*", "-s", "port?=8",
			"--replace", "k=1", "--replace-append", "j", "u"}, func(t *testing.T, c *config) {
			e := c.edits
			want := edits{sep: '&', list: []edit{
				{kind: editSet, setter: setProtocol, value: "ftp"},
				{kind: editSet, setter: setSearch, value: ""},
				{kind: editAppendPath, value: "x"},
				{kind: editAppendQuery, name: "k", value: "v=w"},
				{kind: editTrim, value: "utm_*"},
				{kind: editRedirect, value: "../r"},
				{kind: editSort},
				{kind: editTrim, value: "a\\*"},
				{kind: editSet, setter: setPort, value: "8", ifUnset: true},
				{kind: editReplace, name: "k", value: "1"},
				{kind: editReplaceAppend, name: "j"},
			}}
			if !reflect.DeepEqual(e, want) {
				t.Errorf("edits %+v, want %+v", e, want)
			}
		}},
		{"--jobs", []string{"-j", "3"}, func(t *testing.T, c *config) {
			if c.jobs != 3 {
				t.Errorf("jobs %d", c.jobs)
			}
		}},
		{"a short option's value attached", []string{"-j3", "-fx.txt", "-g{host}", "-shost=a"}, func(t *testing.T, c *config) {
			if c.jobs != 3 || !reflect.DeepEqual(c.files, []string{"x.txt"}) || c.get == nil {
				t.Errorf("config %+v", c)
			}
		}},
		{"--jobs 0 is one per core", []string{"--jobs=0"}, func(t *testing.T, c *config) {
			if c.jobs < 1 {
				t.Errorf("jobs %d", c.jobs)
			}
		}},
		{"flags", []string{"--verify", "-q", "--no-progress"}, func(t *testing.T, c *config) {
			if !c.verify || !c.quiet || c.progress != progressOff {
				t.Errorf("config %+v", c)
			}
		}},
		{"--progress", []string{"--progress"}, func(t *testing.T, c *config) {
			if c.progress != progressOn {
				t.Errorf("progress %v", c.progress)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := tc.args
			if !hasArg(args, "-f") && !hasArg(args, "u") && !hasArg(args, "--url") && !strings.HasPrefix(tc.name, "--set") {
				args = append(args, "u") // a URL, for the options that need one
			}
			c, err := parseArgs(args)
			if err != nil {
				t.Fatalf("parseArgs(%q): %v", tc.args, err)
			}
			tc.check(t, c)
		})
	}
}

// Every mistake on the command line is an exit status of trurl's, with
// its message (trurl's words for trurl's options), and nothing read or
// written.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string // in the message
	}{
		{[]string{"--bogus"}, exitUsage, "unknown option --bogus"},
		{[]string{"-x"}, exitUsage, "unknown option -x"},
		{[]string{"-qx"}, exitUsage, "unknown option -qx"}, // flags do not bundle
		{[]string{"--url"}, exitArgument, "Missing argument for --url"},
		{[]string{"--header=yes"}, exitUsage, "--header takes no value"},
		{[]string{"--fields", "href,nope"}, exitGet, `unknown field "nope"`},
		{[]string{"--fields", "href,,port"}, exitUsage, "empty name"},
		{[]string{"--format", "xml"}, exitUsage, "tsv, csv or jsonl"},
		{[]string{"--get", "{host}", "--fields", "href"}, exitUsage, "does not go with"},
		{[]string{"--get", "{host}", "--json"}, exitUsage, "--json is mutually exclusive with --get"},
		{[]string{"--json", "--get", "{host}"}, exitUsage, "--get is mutually exclusive with --json"},
		{[]string{"--get", "{host}", "--get", "{port}"}, exitUsage, "only one --get is supported"},
		{[]string{"-f", "a", "-f", "b"}, exitUsage, "only one --url-file is supported"},
		{[]string{"--json", "--fields", "href"}, exitUsage, "--format jsonl"},
		{[]string{"--get", "{host}", "--validate"}, exitUsage, "{validation}"},
		{[]string{"--get", "{hots}"}, exitGet, `unknown field "hots"`},
		{[]string{"--get", "{puny:idn:host}"}, exitGet, "do not go together"},
		{[]string{"--base", "not a url"}, exitUsage, "missing-scheme-non-relative-URL"},
		{[]string{"--encoding", "klingon"}, exitUsage, "not an encoding label"},
		{[]string{"--set", "pathname"}, exitSet, "NAME=VALUE"},
		{[]string{"--set", "=x"}, exitSet, "NAME=VALUE"},
		{[]string{"--set", "origin=x"}, exitSet, `no setter "origin"`},
		{[]string{"--set", "zoneid=x"}, exitSet, "has no zoneid"},
		{[]string{"--set", "port=1", "--set", "port=2"}, exitSet, "duplicate --set for component port"},
		{[]string{"--iterate", "port=1 2", "--iterate", "port=3"}, exitIterate, "duplicate component for iterate: port"},
		{[]string{"--set", "host=a", "--iterate", "host=b c"}, exitIterate, "duplicate --iterate and --set for component host"},
		{[]string{"--iterate", "port"}, exitIterate, "ITEM1"},
		{[]string{"--append", "hash=x"}, exitAppend, "path or query"},
		{[]string{"--trim", "pathname=x"}, exitTrim, "query=GLOB"},
		{[]string{"--replace"}, exitReplace, "No data passed to replace component"},
		{[]string{"--replace", ""}, exitReplace, "No data passed to replace component"},
		{[]string{"--query-separator", "ab"}, exitUsage, "only single-letter query separators are supported"},
		{[]string{"--query-separator", ""}, exitUsage, "only single-letter query separators are supported"},
		{[]string{"--jobs", "many"}, exitUsage, "--jobs"},
		{[]string{"--jobs", "-1"}, exitUsage, "--jobs"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, errOut, code := runTool(t, "https://example.com/\n", append([]string{"https://example.com/"}, tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d", code, tc.code)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if !strings.Contains(errOut, tc.want) || !strings.HasPrefix(errOut, "whatwgurl error: ") {
				t.Errorf("stderr %q does not say %q", errOut, tc.want)
			}
		})
	}
}

// With no URL, no file and no --set that makes one, there is nothing to
// do: trurl's exit status 7 (stdin is read only with -f -).
func TestNoInput(t *testing.T) {
	for _, args := range [][]string{nil, {"--set", "host=a"}, {"-s", "scheme=http"}, {"--json"}} {
		out, errOut, code := runTool(t, "https://example.com/\n", args...)
		want := ""
		if hasArg(args, "--json") {
			want = "[]\n"
		}
		if code != exitNoURL || out != want || !strings.Contains(errOut, "not enough input for a URL") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}
