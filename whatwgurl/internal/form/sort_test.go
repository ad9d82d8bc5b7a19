package form

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

// codeUnitCompareOracle is the definition itself: compare UTF-16 encodings.
func codeUnitCompareOracle(a, b string) int {
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}

func TestCompareCodeUnits(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "a", -1},
		{"a", "", +1},
		{"a", "b", -1},
		{"ab", "a", +1},
		{"é", "e\u0301", +1},
		// Above U+FFFF versus U+E000..U+FFFF: byte order and code unit
		// order disagree.
		{"\U0001F308", "\uFB03", -1},
		{"\uE000", "\U00010000", +1},
		{"\uFFFD", "\U0010FFFF", +1},
		{"\uD7FF", "\U00010000", -1},
		{"x\U0001F308y", "x\uE000", -1},
		{"\U0001F308", "\U0001F4A9", -1},
		{"\uE000", "\uFFFF", -1},
	} {
		if got := CompareCodeUnits(tc.a, tc.b); got != tc.want {
			t.Errorf("CompareCodeUnits(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := codeUnitCompareOracle(tc.a, tc.b); got != tc.want {
			t.Errorf("bad test: UTF-16 order of %q, %q is %d", tc.a, tc.b, got)
		}
	}
}

// Random strings over an alphabet chosen to hit every region the comparison
// treats differently.
func TestCompareCodeUnitsAgainstUTF16(t *testing.T) {
	alphabet := []rune{'a', 'b', 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFB03, 0xFFFD, 0xFFFF,
		0x10000, 0x1F308, 0x1F4A9, 0x10FFFF}
	r := rand.New(rand.NewPCG(1, 2))
	gen := func() string {
		var sb strings.Builder
		for n := r.IntN(4); n > 0; n-- {
			sb.WriteRune(alphabet[r.IntN(len(alphabet))])
		}
		return sb.String()
	}
	for range 20000 {
		a, b := gen(), gen()
		if got, want := CompareCodeUnits(a, b), codeUnitCompareOracle(a, b); got != want {
			t.Fatalf("CompareCodeUnits(%q, %q) = %d, UTF-16 order says %d", a, b, got, want)
		}
	}
}

func TestSort(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  []Pair
	}{
		// Stable: equal names keep their order.
		{"z=b&a=b&z=a&a=a", []Pair{{"a", "b"}, {"a", "a"}, {"z", "b"}, {"z", "a"}}},
		{"\uFFFD=x&\uFFFC&\uFFFD=a", []Pair{{"\uFFFC", ""}, {"\uFFFD", "x"}, {"\uFFFD", "a"}}},
		// A surrogate pair sorts before a BMP private-use or compatibility
		// code point, though its code point is greater.
		{"\uFB03&\U0001F308", []Pair{{"\U0001F308", ""}, {"\uFB03", ""}}},
		{"\uE000=1&\U00010000=2&\uD7FF=3", []Pair{{"\uD7FF", "3"}, {"\U00010000", "2"}, {"\uE000", "1"}}},
		{"é&e\uFFFD&e\u0301", []Pair{{"e\u0301", ""}, {"e\uFFFD", ""}, {"é", ""}}},
		{"z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g", []Pair{
			{"a", "a"}, {"a", "b"}, {"a", "c"}, {"a", "d"}, {"a", "e"}, {"a", "f"}, {"a", "g"},
			{"z", "z"}, {"z", "y"}, {"z", "x"}, {"z", "w"}, {"z", "v"}, {"z", "u"}, {"z", "t"}}},
		{"bbb&bb&aaa&aa=x&aa=y", []Pair{{"aa", "x"}, {"aa", "y"}, {"aaa", ""}, {"bb", ""}, {"bbb", ""}}},
		{"z=z&=f&=t&=x", []Pair{{"", "f"}, {"", "t"}, {"", "x"}, {"z", "z"}}},
		{"a\U0001F308&a\U0001F4A9", []Pair{{"a\U0001F308", ""}, {"a\U0001F4A9", ""}}},
	} {
		t.Run(tc.input, func(t *testing.T) {
			list := Parse(tc.input)
			Sort(list)
			if !equalLists(list, tc.want) {
				t.Errorf("sorted %q = %q, want %q", tc.input, list, tc.want)
			}
		})
	}
}

// Stability on larger lists, where a sort may switch algorithms: values
// record the original positions and must rise within each name.
func TestSortStableLarge(t *testing.T) {
	names := []string{"b", "a", "\uE000", "\U0001F308", "", "a"}
	r := rand.New(rand.NewPCG(3, 4))
	list := make([]Pair, 500)
	for i := range list {
		list[i] = Pair{names[r.IntN(len(names))], strings.Repeat("x", i)}
	}
	Sort(list)
	for i := 1; i < len(list); i++ {
		c := codeUnitCompareOracle(list[i-1].Name, list[i].Name)
		if c > 0 || c == 0 && len(list[i-1].Value) > len(list[i].Value) {
			t.Fatalf("positions %d and %d out of order: %q, %q", i-1, i, list[i-1].Name, list[i].Name)
		}
	}
}
