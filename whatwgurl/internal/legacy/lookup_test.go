package legacy

import (
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// Every label of encodings.json, as written, upper-cased and wrapped in
// ASCII whitespace, gets its encoding; Output follows "get an output encoding".
func TestLookupAllLabels(t *testing.T) {
	var groups []struct {
		Encodings []struct {
			Name   string
			Labels []string
		}
	}
	wptdata.Unmarshal(t, wptdata.TestdataFile(t, "encoding/encodings.json"), &groups)
	names, labelCount := map[string]bool{}, 0
	for _, g := range groups {
		for _, enc := range g.Encodings {
			names[enc.Name] = true
			for _, label := range enc.Labels {
				labelCount++
				for _, variant := range []string{label, strings.ToUpper(label), " \t\n\f\r" + label + "\r\n ", "\f" + strings.ToUpper(label[:1]) + label[1:]} {
					e, ok := Lookup(variant)
					if !ok || e.Name() != enc.Name {
						t.Errorf("Lookup(%q) = %v, %v; want %s", variant, e, ok, enc.Name)
						continue
					}
					wantOutput := enc.Name
					switch enc.Name {
					case "replacement", "UTF-16BE", "UTF-16LE":
						wantOutput = "UTF-8"
					}
					if got := e.Output().Name(); got != wantOutput {
						t.Errorf("%s.Output() = %s, want %s", enc.Name, got, wantOutput)
					}
					if e.IsUTF8() != (enc.Name == "UTF-8") {
						t.Errorf("%s.IsUTF8() = %v", enc.Name, e.IsUTF8())
					}
					if (e.NewEncoder() == nil) != (wantOutput == "UTF-8") {
						t.Errorf("%s.NewEncoder() nil = %v", enc.Name, e.NewEncoder() == nil)
					}
				}
			}
		}
	}
	if len(names) != len(encodings) || labelCount != len(labels) {
		t.Errorf("encodings.json has %d encodings and %d labels; the package %d and %d",
			len(names), labelCount, len(encodings), len(labels))
	}
	t.Logf("%d labels of %d encodings looked up", labelCount, len(names))
}

func TestLookupExamples(t *testing.T) {
	for _, c := range []struct {
		label, name, output string
	}{
		{" Latin1 ", "windows-1252", "windows-1252"},
		{"sjis", "Shift_JIS", "Shift_JIS"},
		{"utf-16", "UTF-16LE", "UTF-8"},
		{"UTF-16BE", "UTF-16BE", "UTF-8"},
		{"iso-2022-kr", "replacement", "UTF-8"},
		{"csiso2022kr", "replacement", "UTF-8"},
		{"hz-gb-2312", "replacement", "UTF-8"},
		{"replacement", "replacement", "UTF-8"},
		{"\tGB2312\n", "GBK", "GBK"},
		{"x-user-defined", "x-user-defined", "x-user-defined"},
		{"unicode-1-1-utf-8", "UTF-8", "UTF-8"},
	} {
		e, ok := Lookup(c.label)
		if !ok {
			t.Errorf("Lookup(%q) failed, want %s", c.label, c.name)
			continue
		}
		if e.Name() != c.name || e.Output().Name() != c.output {
			t.Errorf("Lookup(%q) = %s with output %s, want %s with output %s",
				c.label, e.Name(), e.Output().Name(), c.name, c.output)
		}
	}
}

// Labels that only look like labels: other whitespace, inner whitespace,
// non-ASCII case folding (U+212A KELVIN SIGN lower-cases to "k" in Unicode,
// not in ASCII), prefixes and the empty string.
func TestLookupFailures(t *testing.T) {
	for _, label := range []string{
		"", " ", "utf 8", "\vutf-8", "utf-8\u00a0", "\u212Aoi8-r", "utf-", "utf-88",
		"iso-8859-1\x00", "x-user-defined-", strings.Repeat("a", 100),
	} {
		if e, ok := Lookup(label); ok {
			t.Errorf("Lookup(%q) = %s, want failure", label, e.Name())
		}
	}
}

// Lookup gives the same *Encoding for every label of an encoding.
func TestLookupIdentity(t *testing.T) {
	a, _ := Lookup("latin1")
	b, _ := Lookup("windows-1252")
	if a != b {
		t.Error("latin1 and windows-1252 are different *Encoding values")
	}
	if u, _ := Lookup("utf8"); u != UTF8() {
		t.Error("utf8 is not UTF8()")
	}
}
