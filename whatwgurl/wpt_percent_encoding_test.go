package whatwgurl

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// TestWPTPercentEncoding runs percent-encoding.json as WPT's
// percent-encoding.window.js does: a document in each encoding holds
// <a href="https://doesnotmatter.invalid/?INPUT#INPUT">; its search is the
// query encoded in the document's encoding, its hash always UTF-8.
func TestWPTPercentEncoding(t *testing.T) {
	type percentTest struct {
		Input  string            `json:"input"`
		Output map[string]string `json:"output"`
	}
	total, passed := 0, 0
	for _, pt := range wptdata.Objects[percentTest](t, "url/percent-encoding.json") {
		for label, want := range pt.Output {
			total++
			ok := t.Run(pt.Input+"/"+label, func(t *testing.T) {
				u, err := ParseWithEncoding("https://doesnotmatter.invalid/?"+pt.Input+"#"+pt.Input, nil, label)
				if err != nil {
					t.Fatal(err)
				}
				if u.Search() != "?"+want {
					t.Errorf("search = %q, want %q", u.Search(), "?"+want)
				}
				if u.Hash() != "#"+pt.Output["utf-8"] {
					t.Errorf("hash = %q, want %q", u.Hash(), "#"+pt.Output["utf-8"])
				}
			})
			if ok {
				passed++
			}
		}
	}
	wptdata.Report(t, "percent-encoding.json", "the URL parser", passed, total-passed)
	if total < 16 {
		t.Errorf("only %d cases", total)
	}
}

// The encoding override applies only to special URLs other than ws: and wss:.
func TestEncodingOverrideScope(t *testing.T) {
	for _, c := range []struct{ input, want string }{
		{"http://x/?\u00e9", "?%E9"},
		{"ws://x/?\u00e9", "?%C3%A9"},
		{"wss://x/?\u00e9", "?%C3%A9"},
		{"sc://x/?\u00e9", "?%C3%A9"},
		{"http://x/?\u2603", "?%26%239731%3B"},
	} {
		u, err := ParseWithEncoding(c.input, nil, "windows-1252")
		if err != nil {
			t.Fatal(err)
		}
		if u.Search() != c.want {
			t.Errorf("%q: search = %q, want %q", c.input, u.Search(), c.want)
		}
	}
	if _, err := ParseWithEncoding("http://x/", nil, "no-such-encoding"); err != ErrUnknownEncoding {
		t.Errorf("unknown label: err = %v", err)
	}
	// UTF-16 labels become UTF-8 (get an output encoding).
	if u, _ := ParseWithEncoding("http://x/?\u00e9", nil, "utf-16le"); u.Search() != "?%C3%A9" {
		t.Errorf("utf-16le: search = %q", u.Search())
	}
}

// The form serializer with an encoding: the Standard's Shift_JIS example of
// section 1.3 with spaceAsPlus, through a SearchParams value.
func TestStringWithEncoding(t *testing.T) {
	p := NewSearchParamsFromPairs([][2]string{{"q", "1+1 ≡ 2%20‽"}})
	got, err := p.StringWithEncoding("shift_jis")
	if err != nil {
		t.Fatal(err)
	}
	if want := "q=1%2B1+%81%DF+2%2520%26%238253%3B"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, _ := p.StringWithEncoding("utf-8"); got != p.String() {
		t.Errorf("utf-8: %q vs %q", got, p.String())
	}
	if _, err := p.StringWithEncoding("bogus"); err != ErrUnknownEncoding {
		t.Errorf("bogus label: %v", err)
	}
}
