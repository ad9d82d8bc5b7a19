package urlpattern

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

func TestFirstMatch(t *testing.T) {
	routes := []*URLPattern{
		MustNew(String("https://example.com/books/:id(\\d+)"), nil, Options{}),
		MustNew(String("https://example.com/books/*"), nil, Options{}),
		MustNew(String("http{s}?://*.example.com/*"), nil, Options{}),
		MustNew(String("https://example.com/BOOKS/*"), nil, Options{IgnoreCase: true}),
	}
	base := "https://example.com/books/"
	tests := []struct {
		input Input
		base  *string
		want  int
	}{
		{String("https://example.com/books/42"), nil, 0},
		{String("https://example.com/books/x42"), nil, 1},
		{String("http://www.example.com/books/42"), nil, 2},
		{String("https://example.com/Books/42"), nil, 3},
		{String("https://example.org/books/42"), nil, -1},
		{String("not a URL"), nil, -1},
		{String("7"), &base, 0},
		{String("7"), new("not a base"), -1},
		{&Init{Protocol: new("https"), Hostname: new("a.example.com"), Pathname: new("/")}, nil, 2},
		{&Init{Hostname: new("example.com")}, nil, -1},
	}
	for _, tc := range tests {
		got, err := FirstMatch(routes, tc.input, tc.base)
		if err != nil || got != tc.want {
			t.Errorf("FirstMatch(%v, %v): %d, %v; want %d", tc.input, tc.base, got, err, tc.want)
		}
	}
	if _, err := FirstMatch(routes, &Init{}, &base); !errors.Is(err, ErrBaseURLWithInit) {
		t.Errorf("FirstMatch(init, base): %v, want %v", err, ErrBaseURLWithInit)
	}
	if got, err := FirstMatch(nil, String("https://example.com/"), nil); got != -1 || err != nil {
		t.Errorf("FirstMatch of no patterns: %d, %v", got, err)
	}
}

// TestFirstMatchIsTheFirstTest runs every pattern and every input of WPT's
// urlpatterntestdata.json through FirstMatch, all the patterns at once (each
// twice: in the default edition and in the 2026 one, whose URLs FirstMatch
// reads again), against Test of each in turn.
func TestFirstMatchIsTheFirstTest(t *testing.T) {
	var entries []wptEntry
	wptdata.Unmarshal(t, wptdata.File(t, "urlpattern/urlpatterntestdata.json"), &entries)
	var patterns []*URLPattern
	var inputs [][]any
	for i := range entries {
		e := &entries[i]
		if p, err := callConstructor(e.Pattern); err == nil {
			patterns = append(patterns, p)
			again := *p
			again.ps = whatwgurl.Parser{Edition: whatwgurl.Edition2026}
			patterns = append(patterns, &again)
		}
		if e.HasInputs {
			inputs = append(inputs, e.Inputs)
		}
	}
	routed := 0
	for _, args := range inputs {
		var in any
		if len(args) > 0 {
			in = args[0]
		}
		input, err := toInput(in)
		if err != nil {
			continue
		}
		var base *string
		if len(args) > 1 {
			b := jsToString(args[1])
			base = &b
		}
		for _, start := range []int{0, 1} { // each edition first
			want, wantErr := -1, error(nil)
			for i := start; i < len(patterns); i++ {
				ok, err := patterns[i].Test(input, base)
				if err != nil {
					wantErr = err
					break
				}
				if ok {
					want = i - start
					break
				}
			}
			got, err := FirstMatch(patterns[start:], input, base)
			if got != want || (err == nil) != (wantErr == nil) {
				s, _ := json.Marshal(args)
				t.Errorf("FirstMatch(%s): %d, %v; Test finds %d, %v", s, got, err, want, wantErr)
			}
			if got >= 0 {
				routed++
			}
		}
	}
	if len(patterns) < 400 || routed < 100 {
		t.Errorf("%d patterns, %d inputs routed: the WPT data did not load as expected", len(patterns), routed)
	}
}
