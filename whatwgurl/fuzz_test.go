package whatwgurl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// wptSeeds returns WPT inputs to seed the fuzzers, or a few fixed ones when
// the data is not there (fuzz seeds are inputs, not expectations).
func wptSeeds() []string {
	seeds := []string{"https://example.org/a?b#c", "file:///C:/x", "sc://h/p", "http://[::1]:80/", "a:b", "//x", ""}
	dir := os.Getenv("WHATWGURL_WPT_DIR")
	if dir == "" {
		dir = filepath.Join("..", "testdata", "wpt")
	}
	b, err := os.ReadFile(filepath.Join(dir, "url", "urltestdata.json"))
	if err != nil {
		return seeds
	}
	var raw []any
	if json.Unmarshal(b, &raw) != nil {
		return seeds
	}
	for _, r := range raw {
		if m, ok := r.(map[string]any); ok {
			if s, ok := m["input"].(string); ok {
				seeds = append(seeds, s)
			}
		}
	}
	return seeds
}

func FuzzParse(f *testing.F) {
	for _, s := range wptSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		u, err := Parse(input)
		if CanParse(input, nil) != (err == nil) {
			t.Fatalf("CanParse disagrees with Parse on %q", input)
		}
		v, _, verr := Validate(input, nil)
		if (verr == nil) != (err == nil) || (err == nil && v.Href() != u.Href()) {
			t.Fatalf("Validate disagrees with Parse on %q", input)
		}
		if err != nil {
			if pe, ok := err.(*ParseError); !ok || pe.Type == 0 {
				t.Fatalf("failure without a validation error: %v", err)
			}
			return
		}
		checkIdempotent(t, u)
		_ = u.Origin()
		base := MustParse("https://user@example.org/a/b?c#d")
		if w, err := base.Parse(input); err == nil {
			checkIdempotent(t, w)
		}
	})
}

func FuzzSetters(f *testing.F) {
	for i, s := range wptSeeds() {
		f.Add("https://u:p@example.org:81/a/b?c#d", uint8(i), s)
		f.Add("file:///C:/x", uint8(i), s)
		f.Add("sc://h/p", uint8(i), s)
	}
	names := []string{"href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
	f.Fuzz(func(t *testing.T, href string, which uint8, value string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		setterFuncs[names[int(which)%len(names)]](u, value)
		checkIdempotent(t, u)
	})
}
