package urlpattern

import (
	"fmt"
	"regexp/syntax"
	"runtime"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/urlpattern/internal/ecmascript"
)

// Hostile patterns and inputs, shown to cost work linear in their size by
// counting, not by timing: the bytes a construction allocates (every step of
// the tokenizer, the parsers and the translator appends or allocates), the
// size of the Go regexp program a pattern compiles to, and the runes RE2
// reads to match an input. Doubling the size must not much more than double
// the count (a quadratic step would quadruple it).

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// checkLinear fails unless count grows about linearly over ns (each twice
// the one before): at most 3.2 times per doubling and 6 times over two
// (slices that grow by doubling make a linear count step by 1.5 to 2.6; a
// quadratic one steps by 4, and 16 over two).
func checkLinear(t *testing.T, what string, ns []int, count func(n int) uint64) {
	t.Helper()
	var cs []uint64
	var counts []string
	for _, n := range ns {
		c := count(n)
		cs = append(cs, c)
		counts = append(counts, fmt.Sprintf("%d:%d", n, c))
	}
	for i := 1; i < len(cs); i++ {
		if float64(cs[i]) > 3.2*float64(cs[i-1]) || (i >= 2 && float64(cs[i]) > 6*float64(cs[i-2])) {
			t.Errorf("%s: more than linear: %s", what, strings.Join(counts, " "))
			break
		}
	}
	t.Logf("%s: %s", what, strings.Join(counts, " "))
}

func TestHostilePatternsLinear(t *testing.T) {
	ns := []int{2000, 4000, 8000}
	u := func(n int) string { return fmt.Sprintf(`\u{%x}`, 0x100+2*n) }
	tests := []struct {
		name    string
		pattern func(n int) Input
	}{
		{"many named groups", func(n int) Input {
			var b strings.Builder
			for i := range n {
				fmt.Fprintf(&b, "/:g%d", i)
			}
			return pathname(b.String())
		}},
		{"long escaped text", func(n int) Input { return pathname("/" + strings.Repeat(`a\b`, n)) }},
		{"unclosed braces", func(n int) Input { return pathname(strings.Repeat("{", n) + strings.Repeat("}", n)) }},
		{"groups with modifiers", func(n int) Input { return pathname("/" + strings.Repeat("{a}?", n)) }},
		{"nested regexp deeper than RE2 allows", func(n int) Input {
			return pathname("/(" + strings.Repeat("(?:", n) + "a" + strings.Repeat(")", n) + ")")
		}},
		{"many alternatives", func(n int) Input { return pathname("/(" + strings.Repeat("ab|", n) + "c)") }},
		{"a large class", func(n int) Input {
			var b strings.Builder
			for i := range n {
				b.WriteString(u(i))
			}
			return pathname("/([" + b.String() + "])")
		}},
		{"many class strings", func(n int) Input { return pathname(`/([\q{` + strings.Repeat("ab|", n) + `c}])`) }},
		{"class set operations", func(n int) Input {
			return pathname("/([" + strings.Repeat(`[\w]--`, n) + "a])")
		}},
		{"named references (unsupported)", func(n int) Input {
			return pathname("/((?<a>x)" + strings.Repeat(`\k<a>`, n) + ")")
		}},
		{"a long constructor string", func(n int) Input {
			return String("https://" + strings.Repeat("a.", n) + "example.com:8080/" + strings.Repeat("p/", n) + "?q#h")
		}},
		{"ignore case, many classes", func(n int) Input { return pathname("/(" + strings.Repeat(`[^a]\W`, n) + ")") }},
	}
	// The case folding table is built once, on first use.
	New(pathname("/([a])"), nil, Options{IgnoreCase: true})
	for _, tc := range tests {
		checkLinear(t, tc.name, ns, func(n int) uint64 {
			in := tc.pattern(n)
			return allocated(func() {
				_, err := New(in, nil, Options{IgnoreCase: strings.HasPrefix(tc.name, "ignore case")})
				checkError(t, err)
			})
		})
	}
}

func pathname(s string) *Init { return &Init{Pathname: &s} }

// TestNestedQuantifiersLinear: quantifiers nested as deep as Go allows,
// each asking whether its atom has captures or can match empty.
func TestNestedQuantifiersLinear(t *testing.T) {
	checkLinear(t, "nested quantifiers", []int{100, 200, 400}, func(n int) uint64 {
		src := strings.Repeat("(?:", n) + "(a)" + strings.Repeat(")*", n)
		return allocated(func() {
			if _, err := ecmascript.Compile(src, false); err != nil {
				t.Fatal(err)
			}
		})
	})
}

// progSize is the number of instructions of the Go program a component's
// regular expression compiles to.
func progSize(t *testing.T, p *URLPattern, c component) uint64 {
	re, err := syntax.Parse(p.components[c].re.GoSource(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		t.Fatal(err)
	}
	return uint64(len(prog.Inst))
}

func TestProgramSizeLinear(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pattern func(n int) string
	}{
		{"named groups", func(n int) string { return strings.Repeat("/:x", 1) + strings.Repeat("/(a)", n) }},
		{"repeated groups with prefixes", func(n int) string { return strings.Repeat("{/:a([a-z]+)}*", 1) + strings.Repeat("/b", n) }},
		{"optional segments", func(n int) string { return strings.Repeat("{/x}?", n) }},
		{"a large alternation", func(n int) string {
			var b strings.Builder
			for i := range n {
				fmt.Fprintf(&b, "a%d|", i)
			}
			return "/(" + b.String() + "c)"
		}},
	} {
		checkLinear(t, "program size, "+tc.name, []int{100, 200, 400}, func(n int) uint64 {
			p, err := New(pathname(tc.pattern(n)), nil, Options{})
			if err != nil {
				t.Fatal(err)
			}
			return progSize(t, p, pathnameComponent)
		})
	}
}

// countingReader counts the runes RE2 reads.
type countingReader struct {
	s     string
	i     int
	reads uint64
}

func (r *countingReader) ReadRune() (rune, int, error) {
	r.reads++
	for _, c := range r.s[r.i:] {
		w := len(string(c))
		r.i += w
		return c, w, nil
	}
	return 0, 0, fmt.Errorf("EOF")
}

// TestHostileInputsLinear: patterns that take exponential time in a
// backtracking engine, on inputs built to trigger it: RE2 reads each rune
// once, so the work is the program size times the input length.
func TestHostileInputsLinear(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		input   func(n int) string
	}{
		{"/:x((?:a+)+)b", func(n int) string { return "/" + strings.Repeat("a", n) + "c" }},
		{"/:x((?:a|a)*)b", func(n int) string { return "/" + strings.Repeat("a", n) }},
		{"/:x((?:a*)*)/*", func(n int) string { return "/" + strings.Repeat("a", n) + "x" }},
		{"/*/:y/*/:z/*.png", func(n int) string { return strings.Repeat("/aa", n) + "/x.jpg" }},
	} {
		p, err := New(pathname(tc.pattern), nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		re := p.components[pathnameComponent].re
		checkLinear(t, "runes read, "+tc.pattern, []int{10000, 20000, 40000}, func(n int) uint64 {
			in := tc.input(n)
			r := &countingReader{s: in}
			got := re.MatchReader(r)
			if want, _ := p.Test(&Init{Pathname: &in}, nil); got != want {
				t.Errorf("%s: MatchReader %v, Test %v", tc.pattern, got, want)
			}
			if r.reads > uint64(len(in))+2 {
				t.Errorf("%s: %d reads for %d runes", tc.pattern, r.reads, len(in))
			}
			return r.reads
		})
	}
}
