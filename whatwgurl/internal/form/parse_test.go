package form

import (
	"slices"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// urlencodedTest is one object of urlencoded-parser-data.json, the
// secondary WPT reference: an input and the entries of
// new URLSearchParams(input).
type urlencodedTest struct {
	Input  string      `json:"input"`
	Output [][2]string `json:"output"`
}

func TestParseURLEncodedParserData(t *testing.T) {
	tests := wptdata.Objects[urlencodedTest](t, "url-extra/urlencoded-parser-data.json")
	if len(tests) == 0 {
		t.Fatal("no tests in urlencoded-parser-data.json")
	}
	passed := 0
	for _, tc := range tests {
		ok := t.Run(tc.Input, func(t *testing.T) {
			want := make([]Pair, len(tc.Output))
			for i, o := range tc.Output {
				want[i] = Pair{o[0], o[1]}
			}
			if got := Parse(tc.Input); !equalLists(got, want) {
				t.Errorf("Parse(%q) = %q, want %q", tc.Input, got, want)
			}
		})
		if ok {
			passed++
		}
	}
	wptdata.Report(t, "urlencoded-parser-data.json", "form-urlencoded parser", passed, len(tests)-passed)
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		want        []Pair
	}{
		{"plus before percent-decoding", "a+b=%2B+%2b", []Pair{{"a b", "+ +"}}},
		{"percent then plus", "%+1=%2", []Pair{{"% 1", "%2"}}},
		{"first equals splits", "==&=", []Pair{{"", "="}, {"", ""}}},
		{"BOM kept", "%EF%BB%BF=", []Pair{{"\uFEFF", ""}}},
		{"decoded ampersand is data", "a%26b=c%3Dd", []Pair{{"a&b", "c=d"}}},
		{"non-ASCII raw and encoded", "é=%C3%A9", []Pair{{"é", "é"}}},
		{"astral", "%F0%9F%8C%88=🌈", []Pair{{"🌈", "🌈"}}},
		// Invalid UTF-8 after percent-decoding: the Encoding Standard's
		// decoder gives one U+FFFD per maximal invalid subsequence.
		{"truncated 4-byte", "%F0%9F%8F", []Pair{{"\uFFFD", ""}}},
		{"truncated then ASCII", "%F0%9F%8Fx", []Pair{{"\uFFFDx", ""}}},
		{"surrogate", "%ED%A0%80", []Pair{{"\uFFFD\uFFFD\uFFFD", ""}}},
		{"overlong", "%C0%AF", []Pair{{"\uFFFD\uFFFD", ""}}},
		{"above U+10FFFF", "%F4%90%80%80", []Pair{{"\uFFFD\uFFFD\uFFFD\uFFFD", ""}}},
		// The input's bytes are bytes: raw and percent-encoded halves of one
		// sequence join before the UTF-8 decode.
		{"raw and encoded halves", "\xF0%9F%98%80", []Pair{{"😀", ""}}},
		{"raw invalid bytes", "\xff=\xc3", []Pair{{"\uFFFD", "\uFFFD"}}},
		{"raw invalid with plus", "\xff+=", []Pair{{"\uFFFD ", ""}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Parse(tc.input); !equalLists(got, tc.want) {
				t.Errorf("Parse(%q) = %q, want %q", tc.input, got, tc.want)
			}
		})
	}
}

// A list reparsed into the storage of the previous one allocates nothing
// when no name or value needs decoding.
func TestAppendParseReusesStorage(t *testing.T) {
	const input = "a=1&bb=22&ccc=333"
	list := Parse(input)
	allocs := testing.AllocsPerRun(100, func() {
		list = AppendParse(list[:0], input)
	})
	if allocs != 0 {
		t.Errorf("AppendParse of canonical input: %v allocations, want 0", allocs)
	}
	if want := []Pair{{"a", "1"}, {"bb", "22"}, {"ccc", "333"}}; !equalLists(list, want) {
		t.Errorf("got %q, want %q", list, want)
	}

	// Decoded names and values share one buffer (plus one scratch buffer),
	// however many there are. (Invalid UTF-8 costs one more.)
	const encoded = "a=%41+1&b=%42&c+c=%43%C3%A9&%F0%9F%8C%88=x+y"
	allocs = testing.AllocsPerRun(100, func() {
		list = AppendParse(list[:0], encoded)
	})
	if allocs > 2 {
		t.Errorf("AppendParse of encoded input: %v allocations, want at most 2", allocs)
	}
	want := []Pair{{"a", "A 1"}, {"b", "B"}, {"c c", "Cé"}, {"🌈", "x y"}}
	if !equalLists(list, want) {
		t.Errorf("got %q, want %q", list, want)
	}
}

func equalLists(a, b []Pair) bool {
	return slices.Equal(a, b) && (len(a) == 0) == (len(b) == 0)
}

func BenchmarkParse(b *testing.B) {
	for _, bc := range []struct{ name, input string }{
		{"plain", "utm_source=newsletter&utm_medium=email&utm_campaign=spring&id=12345"},
		{"encoded", "q=hello+world&name=%C3%A9l%C3%A8ve&x=%F0%9F%8C%88&y=a%26b"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			var list []Pair
			for b.Loop() {
				list = AppendParse(list[:0], bc.input)
			}
		})
	}
}
