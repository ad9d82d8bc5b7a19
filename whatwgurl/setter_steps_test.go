package whatwgurl

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// setterStepsTest is one test of testdata/setters/search-hash-steps.json.
type setterStepsTest struct {
	Comment string `json:"comment"`
	Href    string `json:"href"`
	Steps   []struct {
		Set    string    `json:"set"`
		Value  string    `json:"value"`
		Append [2]string `json:"append"`
	} `json:"steps"`
	Expected map[string]json.RawMessage `json:"expected"`
}

// The search and hash setters whose given value is not what the URL keeps:
// the table's expectations are the Standard's steps, worked by hand. Each
// test runs with the searchParams object taken before the first step and
// taken only when needed: the search setter's list must not depend on when.
func TestSetterSteps(t *testing.T) {
	var file struct {
		Tests []setterStepsTest `json:"tests"`
	}
	wptdata.Unmarshal(t, wptdata.TestdataFile(t, "setters/search-hash-steps.json"), &file)
	if len(file.Tests) == 0 {
		t.Fatal("no tests in search-hash-steps.json")
	}
	passed, failed := 0, 0
	for _, tc := range file.Tests {
		for _, early := range []bool{true, false} {
			name := tc.Comment + " (object taken late)"
			if early {
				name = tc.Comment + " (object taken first)"
			}
			if t.Run(name, func(t *testing.T) { runSetterSteps(t, tc, early) }) {
				passed++
			} else {
				failed++
			}
		}
	}
	t.Logf("search-hash-steps.json through Go: %d passed, %d failed", passed, failed)
}

func runSetterSteps(t *testing.T, tc setterStepsTest, early bool) {
	u, err := Parse(tc.Href)
	if err != nil {
		t.Fatalf("Parse(%q): %v", tc.Href, err)
	}
	if early {
		u.SearchParams()
	}
	for _, s := range tc.Steps {
		if s.Set == "" {
			u.SearchParams().Append(s.Append[0], s.Append[1])
			continue
		}
		set, ok := setterFuncs[s.Set]
		if !ok {
			t.Fatalf("unknown setter %q", s.Set)
		}
		set(u, s.Value)
	}
	got := map[string]any{
		"href": u.Href(), "search": u.Search(), "hash": u.Hash(),
		"searchParams": u.SearchParams().String(), "entries": entries(u.SearchParams()),
	}
	for key, raw := range tc.Expected {
		switch key {
		case "entries":
			var want [][2]string
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			if g := got[key].([][2]string); !slices.Equal(g, want) {
				t.Errorf("entries = %q, want %q", g, want)
			}
		default:
			var want string
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			if got[key] == nil {
				t.Fatalf("unknown expected key %q", key)
			}
			if g := got[key].(string); g != want {
				t.Errorf("%s = %q, want %q", key, g, want)
			}
		}
	}
}
