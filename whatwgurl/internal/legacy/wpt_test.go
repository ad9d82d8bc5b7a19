package legacy

import (
	"fmt"
	"sort"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// WPT url/percent-encoding.json: the query of a URL parsed with a document
// in each encoding. The query state percent-encodes after encoding with the
// special-query percent-encode set (the tests use special URLs), so that is
// what each expected output is.
func TestWPTPercentEncoding(t *testing.T) {
	type percentTest struct {
		Input  string
		Output map[string]string
	}
	passed, total := 0, 0
	labelsSeen := map[string]bool{}
	for _, c := range wptdata.Objects[percentTest](t, "url/percent-encoding.json") {
		names := make([]string, 0, len(c.Output))
		for label := range c.Output {
			names = append(names, label)
		}
		sort.Strings(names)
		for _, label := range names {
			want := c.Output[label]
			labelsSeen[label] = true
			total++
			t.Run(label+"/"+c.Input, func(t *testing.T) {
				enc, ok := Lookup(label)
				if !ok {
					t.Fatalf("no encoding for label %q", label)
				}
				got := string(percent.AppendAfterEncoding(nil, enc.Output().NewEncoder(), c.Input, percent.SpecialQuery, false))
				if got != want {
					t.Fatalf("%s %+q: got %q, want %q", enc.Name(), c.Input, got, want)
				}
				passed++
			})
		}
	}
	if total == 0 {
		t.Fatal("no test cases in percent-encoding.json")
	}
	wptdata.Report(t, "percent-encoding.json", fmt.Sprintf("the legacy encoders, %d encodings", len(labelsSeen)), passed, total-passed)
}
