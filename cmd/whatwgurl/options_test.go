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
		{"defaults", nil, func(t *testing.T, c *config) {
			if c.out != outTSV || !reflect.DeepEqual(fieldNamesOf(c.fields), []string{"href"}) ||
				!reflect.DeepEqual(c.files, []string{"-"}) || c.jobs < 1 || c.header || c.verify {
				t.Errorf("config %+v", c)
			}
		}},
		{"operands are files, in order, and -- ends options", []string{"a.txt", "-f", "b.txt", "--", "--url"}, func(t *testing.T, c *config) {
			if !reflect.DeepEqual(c.files, []string{"a.txt", "b.txt", "--url"}) {
				t.Errorf("files %q", c.files)
			}
		}},
		{"--url alone reads no stdin", []string{"--url", "https://a/", "--url=b"}, func(t *testing.T, c *config) {
			if !reflect.DeepEqual(c.urls, []string{"https://a/", "b"}) || len(c.files) != 0 {
				t.Errorf("urls %q files %q", c.urls, c.files)
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
		{"--json", []string{"--json"}, func(t *testing.T, c *config) {
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
		{"edits, with trurl's names", []string{"-s", "scheme=ftp", "--set", "query=", "-a", "path=x", "--append", "query=k=v=w",
			"--trim", "query=utm_*", "--redirect", "../r", "--sort-query"}, func(t *testing.T, c *config) {
			e := c.edits
			want := edits{
				redirects:  []string{"../r"},
				sets:       []setEdit{{setProtocol, "ftp"}, {setSearch, ""}},
				appends:    []appendEdit{{path: true, name: "x"}, {name: "k", value: "v=w"}},
				trims:      []string{"utm_*"},
				sortSearch: true,
			}
			if !reflect.DeepEqual(e, want) {
				t.Errorf("edits %+v, want %+v", e, want)
			}
		}},
		{"--jobs", []string{"-j", "3"}, func(t *testing.T, c *config) {
			if c.jobs != 3 {
				t.Errorf("jobs %d", c.jobs)
			}
		}},
		{"a short option's value attached", []string{"-j3", "-fx.txt", "-g{host}"}, func(t *testing.T, c *config) {
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
			c, err := parseArgs(tc.args)
			if err != nil {
				t.Fatalf("parseArgs(%q): %v", tc.args, err)
			}
			tc.check(t, c)
		})
	}
}

// Every mistake on the command line is exit status 2, with a message that
// names the mistake, and nothing read or written.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string // in the message
	}{
		{[]string{"--bogus"}, "unknown option --bogus"},
		{[]string{"-x"}, "unknown option -x"},
		{[]string{"-qx"}, "unknown option -qx"}, // flags do not bundle
		{[]string{"--url"}, "--url needs a value"},
		{[]string{"--header=yes"}, "--header takes no value"},
		{[]string{"--fields", "href,nope"}, `unknown field "nope"`},
		{[]string{"--fields", "href,,port"}, "empty name"},
		{[]string{"--format", "xml"}, "tsv, csv or jsonl"},
		{[]string{"--get", "{host}", "--fields", "href"}, "does not go with"},
		{[]string{"--get", "{host}", "--json"}, "does not go with"},
		{[]string{"--get", "{host}", "--validate"}, "{validation}"},
		{[]string{"--get", "{hots}"}, `unknown field "hots"`},
		{[]string{"--base", "not a url"}, "missing-scheme-non-relative-URL"},
		{[]string{"--encoding", "klingon"}, "not an encoding label"},
		{[]string{"--set", "pathname"}, "NAME=VALUE"},
		{[]string{"--set", "=x"}, "NAME=VALUE"},
		{[]string{"--set", "origin=x"}, `no setter "origin"`},
		{[]string{"--append", "hash=x"}, "search or pathname"},
		{[]string{"--trim", "pathname=x"}, "works on search"},
		{[]string{"--jobs", "many"}, "--jobs"},
		{[]string{"--jobs", "-1"}, "--jobs"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, errOut, code := runTool(t, "https://example.com/\n", tc.args...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if !strings.Contains(errOut, tc.want) {
				t.Errorf("stderr %q does not say %q", errOut, tc.want)
			}
		})
	}
}
