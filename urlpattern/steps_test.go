package urlpattern

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// TestStepsAgreeWithTheRegExp tests every component that a stepMatcher
// tests (those of WPT's urlpatterntestdata.json and a list of router-like
// patterns) on every string of WPT's data and every short string over the
// code points that decide a match (the delimiters, a line terminator,
// letters), against its regular expression.
func TestStepsAgreeWithTheRegExp(t *testing.T) {
	var entries []wptEntry
	wptdata.Unmarshal(t, wptdata.File(t, "urlpattern/urlpatterntestdata.json"), &entries)
	var patterns []*URLPattern
	for _, s := range []string{
		"https://en.wikipedia.org/wiki/:title", "https://*.wikipedia.org/wiki/*",
		"https://www.facebook.com/:page/", "http{s}?://{*.}?github.com/:owner/:repo/*?",
		"file:///Users/:user/*", "https://www.youtube.com/watch?v=:id", "*://*/*.shtml",
		"https://docs.python.org/:v/library/:mod.html", "https://a.b/:x?", "https://a.b/x:y?",
		"https://a.b/:x.:y", "https://*.*.b/*/:x", "https://:h.b/*/*", "https://x.b/a/:s/*.:e",
		"https://x.b/*.:e", "https://x.b/:s/a", "https://x.b/a:s", "https://x.b/a/*/b",
		"http{s}?://*/*.:ext(js|mjs|cjs)", "https://twitter.com/:user/status/:id(\\d+)",
		"https://x.b/*.:e(a|a.a|/a)", "https://x.b/*/a:e(a*)", "https://x.b/*:e(\\w\\b)", "https://x.b/:s.:e(.*)",
		"https://x.b/*a.:e(.?a)", "https://x.b/:s/:e(\\d+)", "https://x.b/*/:e((?:a|/)+)", "https://x.b/*aa:e(a?)", "https://x.b/*aa:e(ab)",
	} {
		patterns = append(patterns, MustNew(String(s), nil, Options{}))
	}
	inputs := map[string]bool{}
	var collect func(v any)
	collect = func(v any) {
		switch v := v.(type) {
		case string:
			inputs[v] = true
		case []any:
			for _, x := range v {
				collect(x)
			}
		case map[string]any:
			for _, x := range v {
				collect(x)
			}
		}
	}
	for i := range entries {
		e := &entries[i]
		if p, err := callConstructor(e.Pattern); err == nil {
			patterns = append(patterns, p)
		}
		collect(e.Pattern)
		collect(e.Inputs)
		var expected any
		_ = json.Unmarshal(e.ExpectedMatch, &expected)
		collect(expected)
	}
	alphabet := []string{"a", "b", "/", ".", "\n", "\u2028", "x.", "/a"}
	short := []string{""}
	for n := 0; n < 4; n++ {
		for _, s := range short {
			for _, c := range alphabet {
				inputs[s+c] = true
				short = append(short, s+c)
			}
		}
		if len(short) > 5000 {
			break
		}
	}
	// Past maxSplits places of the text before a last custom regexp.
	for _, s := range []string{strings.Repeat("a.", 12) + "js", strings.Repeat("/status/", 10) + "1",
		strings.Repeat("/a", 10) + "/", strings.Repeat("aa", 9)} {
		inputs[s] = true
	}
	stepped, withLast, tests := 0, 0, 0
	for _, p := range patterns {
		for c, cp := range p.components {
			if cp.steps == nil {
				continue
			}
			stepped++
			if cp.steps.last != nil {
				withLast++
			}
			for in := range inputs {
				for _, s := range []string{in, "/" + in, in + ".html", cp.literalPrefix + in + cp.literalSuffix} {
					tests++
					got, sure := cp.steps.test(s)
					if !sure {
						got = cp.test(s)
					}
					if want := cp.re.Match(s); got != want {
						t.Errorf("%s component %q on %q: steps %v, regular expression %v", component(c), cp.patternString, s, got, want)
					}
				}
			}
		}
	}
	if stepped < 50 || withLast < 8 {
		t.Errorf("only %d components are tested by steps, %d of them ending in a custom regexp", stepped, withLast)
	}
	t.Logf("%d components tested by steps, %d strings each, %d tests", stepped, len(inputs), tests)
}
