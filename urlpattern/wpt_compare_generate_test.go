package urlpattern

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// WPT's tentative tests of compareComponent and generate (not in the
// Standard at commit 203d435c; see CompareComponent and Generate).

// compareTest is one object of urlpattern-compare-test-data.json: two
// patterns (as the constructor takes them), a component, and the sign of
// compareComponent's answer.
type compareTest struct {
	Component string `json:"component"`
	Left      any    `json:"left"`
	Right     any    `json:"right"`
	Expected  int    `json:"expected"`
}

// generateTest is one object of urlpattern-generate-test-data.json: a
// pattern, a component and its groups, and what generate gives (nil: it
// throws).
type generateTest struct {
	Pattern   any               `json:"pattern"`
	Component string            `json:"component"`
	Groups    map[string]string `json:"groups"`
	Expected  *string           `json:"expected"`
}

func TestWPTCompare(t *testing.T) {
	entries := wptdata.Objects[compareTest](t, "urlpattern/urlpattern-compare-test-data.json")
	passed, failed := 0, 0
	for _, e := range entries {
		l, _ := json.Marshal(e.Left)
		r, _ := json.Marshal(e.Right)
		ok := t.Run(fmt.Sprintf("%s %s %s", e.Component, l, r), func(t *testing.T) {
			left, err := callConstructor([]any{e.Left})
			if err != nil {
				t.Fatal(err)
			}
			right, err := callConstructor([]any{e.Right})
			if err != nil {
				t.Fatal(err)
			}
			// As urlpattern-compare-tests.js: both orders and both
			// patterns against themselves.
			for _, c := range []struct {
				a, b *URLPattern
				want int
				what string
			}{
				{left, right, e.Expected, "left, right"},
				{right, left, -e.Expected, "right, left"},
				{left, left, 0, "left, left"},
				{right, right, 0, "right, right"},
			} {
				got, err := CompareComponent(e.Component, c.a, c.b)
				if err != nil || got != c.want {
					t.Errorf("compareComponent(%s) = %d, %v; want %d", c.what, got, err, c.want)
				}
			}
		})
		if ok {
			passed++
		} else {
			failed++
		}
	}
	if len(entries) != 25 {
		t.Errorf("%d entries, want 25", len(entries))
	}
	wptdata.Report(t, "urlpattern-compare-test-data.json", "", passed, failed)
}

func TestWPTGenerate(t *testing.T) {
	entries := wptdata.Objects[generateTest](t, "urlpattern/urlpattern-generate-test-data.json")
	passed, failed := 0, 0
	for _, e := range entries {
		pat, _ := json.Marshal(e.Pattern)
		ok := t.Run(fmt.Sprintf("%s %s %v", pat, e.Component, e.Groups), func(t *testing.T) {
			p, err := callConstructor([]any{e.Pattern})
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.Generate(e.Component, e.Groups)
			switch {
			case e.Expected == nil && err == nil:
				t.Errorf("generate = %q, want TypeError", got)
			case e.Expected != nil && (err != nil || got != *e.Expected):
				t.Errorf("generate = %q, %v; want %q", got, err, *e.Expected)
			}
		})
		if ok {
			passed++
		} else {
			failed++
		}
	}
	if len(entries) != 19 {
		t.Errorf("%d entries, want 19", len(entries))
	}
	wptdata.Report(t, "urlpattern-generate-test-data.json", "", passed, failed)
}
