package main

import (
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// awkward are values that every writer must keep apart and intact.
var awkward = []string{
	"", "plain", "a,b", `say "hi"`, `"`, `""`, "tab\there", "line\nfeed", "cr\rhere", "crlf\r\nend",
	" leading space", "\tleading tab", "trailing ,", "back\\slash", "é ü 日本", "\x00\x01\x1f\x7f",
	"\u2028\u2029", "<>&",
}

// invalidUTF8 are strings that are not UTF-8.
var invalidUTF8 = []string{"\xff", "a\x80b", "\xe2\x82", "\xed\xa0\x80", "\xc0\xaf", "ok\xf4\x90\x80\x80"}

// A CSV row reads back, through encoding/csv, as the values written
// (encoding/csv turns a quoted \r\n into \n, as it documents).
func TestCSVQuoting(t *testing.T) {
	for _, v := range append(awkward, invalidUTF8...) {
		t.Run(v, func(t *testing.T) {
			line := appendCSV(nil, v)
			line = append(line, ',')
			line = appendCSV(line, "next")
			recs, err := csv.NewReader(strings.NewReader(string(line) + "\n")).ReadAll()
			if err != nil {
				t.Fatalf("%q does not read back: %v", line, err)
			}
			want := strings.ReplaceAll(v, "\r\n", "\n")
			if len(recs) != 1 || len(recs[0]) != 2 || recs[0][0] != want || recs[0][1] != "next" {
				t.Errorf("%q reads back as %q", line, recs)
			}
			quoted := len(line) > 0 && line[0] == '"'
			if quoted != csvNeedsQuotes(v) {
				t.Errorf("%q: quoted %v", line, quoted)
			}
		})
	}
	// Values without a special character are written as they are.
	for _, v := range []string{"https://example.com/a?b=c#d", "IPv6-unclosed", "", "a b"} {
		if got := string(appendCSV(nil, v)); got != v {
			t.Errorf("appendCSV(%q) = %q", v, got)
		}
	}
}

// A JSON string reads back through encoding/json as encoding/json's own
// encoding of the value does: invalid UTF-8 becomes U+FFFD there too.
// Every byte value is tried, alone and inside text.
func TestJSONEscaping(t *testing.T) {
	values := append(append([]string{}, awkward...), invalidUTF8...)
	for b := 0; b < 256; b++ {
		values = append(values, string(rune(0))[:0]+string([]byte{byte(b)}), "x"+string([]byte{byte(b)})+"y")
	}
	for _, v := range values {
		enc := appendJSONString(nil, v)
		if !utf8.Valid(enc) {
			t.Errorf("%q: output %q is not UTF-8", v, enc)
		}
		var got string
		if err := json.Unmarshal(enc, &got); err != nil {
			t.Errorf("%q: %q is not a JSON string: %v", v, enc, err)
			continue
		}
		std, _ := json.Marshal(v)
		var want string
		if err := json.Unmarshal(std, &want); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%q: reads back as %q, encoding/json's as %q", v, got, want)
		}
		if utf8.ValidString(v) && got != v {
			t.Errorf("%q: valid UTF-8 changed to %q", v, got)
		}
	}
}

func TestTSVEscaping(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"a\tb", `a\tb`},
		{"a\nb\r", `a\nb\r`},
		{`back\slash`, `back\slash`}, // hrefs are written exactly
		{"", ""},
		{"\t\t", `\t\t`},
	}
	for _, tc := range tests {
		if got := string(appendTSV(nil, tc.in)); got != tc.want {
			t.Errorf("appendTSV(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// The three formats through the whole tool, on input with awkward bytes:
// each row has the fields named, and JSON keeps types and nulls.
func TestFormats(t *testing.T) {
	input := "https://example.com/a?q=x%2Cy%09z\n" + // query:q decodes to "x,y\tz"
		"not a url \xff\"\n" +
		"foo://h/p\\q\n"
	fields := "input,line,href,query:q,valid,error"
	t.Run("tsv", func(t *testing.T) {
		out := mustRun(t, input, "--fields", fields, "--header", "-q", "-f", "-", "--aligned")
		want := "input\tline\thref\tquery:q\tvalid\terror\n" +
			"https://example.com/a?q=x%2Cy%09z\t1\thttps://example.com/a?q=x%2Cy%09z\tx,y\\tz\ttrue\t\n" +
			"not a url \xff\"\t2\t\t\tfalse\tmissing-scheme-non-relative-URL\n" +
			"foo://h/p\\q\t3\tfoo://h/p\\q\t\tfalse\t\n" // a \\ in a path is invalid-URL-unit (4.4, path state)
		if out != want {
			t.Errorf("got\n%q\nwant\n%q", out, want)
		}
	})
	t.Run("csv", func(t *testing.T) {
		out := mustRun(t, input, "--fields", fields, "--csv", "--header", "-q", "-f", "-", "--aligned")
		recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		want := [][]string{
			{"input", "line", "href", "query:q", "valid", "error"},
			{"https://example.com/a?q=x%2Cy%09z", "1", "https://example.com/a?q=x%2Cy%09z", "x,y\tz", "true", ""},
			{"not a url \xff\"", "2", "", "", "false", "missing-scheme-non-relative-URL"},
			{"foo://h/p\\q", "3", "foo://h/p\\q", "", "false", ""},
		}
		if len(recs) != len(want) {
			t.Fatalf("%d records: %q", len(recs), recs)
		}
		for i := range want {
			if strings.Join(recs[i], "|") != strings.Join(want[i], "|") {
				t.Errorf("record %d = %q, want %q", i, recs[i], want[i])
			}
		}
	})
	t.Run("jsonl", func(t *testing.T) {
		out := mustRun(t, input, "--fields", fields, "--format", "jsonl", "--header", "-q", "-f", "-", "--aligned")
		rows := decodeJSONLines(t, out)
		if len(rows) != 3 {
			t.Fatalf("%d rows", len(rows))
		}
		checks := []struct {
			row  int
			key  string
			want any
		}{
			{0, "line", 1.0}, {0, "valid", true}, {0, "error", nil}, {0, "query:q", "x,y\tz"},
			{1, "input", "not a url \uFFFD\""}, {1, "href", nil}, {1, "query:q", nil}, {1, "valid", false},
			{1, "error", "missing-scheme-non-relative-URL"},
			{2, "href", "foo://h/p\\q"}, {2, "query:q", nil},
		}
		for _, c := range checks {
			if got := rows[c.row][c.key]; got != c.want {
				t.Errorf("row %d %s = %#v, want %#v", c.row, c.key, got, c.want)
			}
		}
		keys := lines(out)[0]
		if !strings.HasPrefix(keys, `{"input":`) || !strings.Contains(keys, `"line":1,"href":`) {
			t.Errorf("keys not in field order: %s", keys)
		}
	})
}

// A failed row in JSON lines (--aligned) carries "error" even when the
// fields do not name it; a list is an array.
func TestJSONErrorKeyAndLists(t *testing.T) {
	out := mustRun(t, "", "--url", "https://a/?k=1&k=2", "--url", "x", "--format", "jsonl", "-q", "--aligned",
		"--fields", "hostname,query-all:k,validation")
	want := `{"hostname":"a","query-all:k":["1","2"],"validation":[]}` + "\n" +
		`{"hostname":null,"query-all:k":null,"validation":["missing-scheme-non-relative-URL"],"error":"missing-scheme-non-relative-URL"}` + "\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}
