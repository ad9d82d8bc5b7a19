package ecmascript

import (
	"errors"
	"strings"
	"testing"
	"unicode"
)

// The translation of ECMAScript v-mode regular expressions, checked against
// what ECMA-262 says each pattern does (the results a conforming engine,
// such as V8 with the v flag, gives).

const undef = "\x00undefined"

func TestECMAScriptMatches(t *testing.T) {
	tests := []struct {
		source     string
		ignoreCase bool
		input      string
		groups     []string // nil: no match; undef marks an undefined capture
	}{
		{`^a$`, false, "a", []string{}},
		{`^a$`, false, "A", nil},
		{`^a$`, true, "A", []string{}},
		{`^k$`, true, "\u212a", []string{}}, // KELVIN SIGN folds to k
		{`^(.*)$`, false, "a\nb", nil},      // . excludes line terminators
		{`^(.*)$`, false, "a\u2028b", nil},
		{`^(?s:.)$`, false, "\n", []string{}},
		{`^\s$`, false, "\u00a0", []string{}},
		{`^\s$`, false, "\ufeff", []string{}},
		{`^\s$`, false, "\v", []string{}},
		{`^\S$`, false, "\u3000", nil},
		{`^\w$`, false, "\u017f", nil},
		{`^\w$`, true, "\u017f", []string{}}, // v+i: ſ folds to s
		{`^\W$`, true, "\u017f", nil},
		{`^[^a]$`, true, "A", nil},
		{`^[^a]$`, true, "b", []string{}},
		{`^\d$`, false, "\u0661", nil}, // \d is ASCII
		{`^[\d&&[0-1]]$`, false, "1", []string{}},
		{`^[\d&&[0-1]]$`, false, "2", nil},
		{`^[[a-z]--a]$`, false, "b", []string{}},
		{`^[[a-z]--a]$`, false, "a", nil},
		{`^[[a-z]--[aeiou]--x]$`, false, "x", nil},
		{`^[\q{abc|d}]$`, false, "abc", []string{}},
		{`^[\q{abc|d}]$`, false, "d", []string{}},
		{`^[\q{abc|d}]$`, false, "ab", nil},
		{`^[\q{abc|ab}c]$`, false, "ab", []string{}},
		{`^[\q{ABC}]$`, true, "abc", []string{}},
		{`^[\q{}a]b$`, false, "b", []string{}},
		{`^[a&&b]$`, false, "a", nil},
		{`^[]$`, false, "a", nil},
		{`^[^]$`, false, "\n", []string{}},
		{`^[\-\&]+$`, false, "-&", []string{}},
		{`^\u{1F600}$`, false, "\U0001F600", []string{}},
		{`^\uD83D\uDE00$`, false, "\U0001F600", []string{}},
		{`^\x41\cJ\0$`, false, "A\n\x00", []string{}},
		{`^[\p{Lu}]+$`, false, "AÄ", []string{}},
		{`^\p{Letter}+$`, false, "aé", []string{}},
		{`^\p{gc=Nd}$`, false, "\u0661", []string{}},
		{`^\p{Script=Greek}$`, false, "α", []string{}},
		{`^\P{ASCII}$`, false, "a", nil},
		{`^\p{White_Space}$`, false, "\u2003", []string{}},
		{`^(?i:a)b$`, false, "Ab", []string{}},
		{`^(?i:a)b$`, false, "AB", nil},
		{`^(?-i:a)b$`, true, "aB", []string{}},
		{`^(?-i:a)b$`, true, "AB", nil},
		{`^(?<year>\d{4})-(?<m>\d\d)$`, false, "2024-05", []string{"2024", "05"}},
		{`^(?<x>a)|(?<x>b)$`, false, "b", []string{undef, "b"}}, // duplicate names in alternatives
		{`^(a)?b$`, false, "b", []string{undef}},
		{`^(a+?)(a*)$`, false, "aaa", []string{"a", "aa"}},
		{`^a{2,3}$`, false, "aaaa", nil},
		{`^(?:ab){2}$`, false, "abab", []string{}},
		{`^\bfoo\b$`, false, "foo", []string{}},
		{`\Bf`, false, "foo", nil},
		{`^f\Bo`, false, "foo", []string{}},
		// RepeatMatcher clears the captures of each iteration.
		{`^(?:(a)|b)+$`, false, "ab", []string{undef}},
		{`^(?:(a)|(b))+$`, false, "ab", []string{undef, "b"}},
		{`^(?:(a)|(b))+$`, false, "ba", []string{"a", undef}},
		{`^(?:(?:(a)|b)c)+$`, false, "acbc", []string{undef}},
		{`^(?:(x)(?:(a)|b)+)+$`, false, "xaxb", []string{"x", undef}},
		// ... and refuses an empty iteration beyond the minimum.
		{`^(.*)(.*)?$`, false, "foobar", []string{"foobar", undef}},
		{`^(?:(a*))*$`, false, "", []string{undef}},
		{`^(?:(a*))+$`, false, "", []string{""}},
		{`^(?:(a)|(b?))*$`, false, "a", []string{"a", undef}},
		{`^(a*)?$`, false, "", []string{undef}},
		{`^(a*)?$`, false, "a", []string{"a"}},
	}
	for _, tc := range tests {
		re, err := Compile(tc.source, tc.ignoreCase)
		if err != nil {
			t.Errorf("%s: %v", tc.source, err)
			continue
		}
		values, defined, ok := re.Exec(tc.input)
		if ok != (tc.groups != nil) || ok != re.Match(tc.input) {
			t.Errorf("%s (i=%v) on %q: match %v (test %v), want %v [go: %s]",
				tc.source, tc.ignoreCase, tc.input, ok, re.Match(tc.input), tc.groups != nil, re.goSource)
			continue
		}
		if !ok {
			continue
		}
		got := make([]string, len(values))
		for i := range values {
			got[i] = values[i]
			if !defined[i] {
				got[i] = undef
			}
		}
		if strings.Join(got, ",") != strings.Join(tc.groups, ",") {
			t.Errorf("%s on %q: groups %q, want %q [go: %s]", tc.source, tc.input, got, tc.groups, re.goSource)
		}
	}
}

func TestECMAScriptErrors(t *testing.T) {
	tests := []struct {
		source      string
		unsupported bool // false: invalid ECMAScript
	}{
		// Early errors and grammar of v-mode: TypeError in URLPattern.
		{`(?R)`, false},
		{`\H`, false},
		{`\m`, false},
		{`\-`, false},
		{`a{`, false},
		{`a{1`, false},
		{`{1}`, false},
		{`a}`, false},
		{`a]`, false},
		{`a**`, false},
		{`a{2,1}`, false},
		{`*`, false},
		{`(`, false},
		{`a)`, false},
		{`(?<1a>x)`, false},
		{`(?<a>x)(?<a>y)`, false},
		{`(?:(?<a>x)|y)(?<a>z)`, false},
		{`[a-]`, false},
		{`[z-a]`, false},
		{`[ab&&c]`, false},
		{`[a-z&&b]`, false},
		{`[a&&&b]`, false},
		{`[a&&b--c]`, false},
		{`[&&a]`, false},
		{`[a--]`, false},
		{`[(]`, false},
		{`[a|b]`, false},
		{`[^\q{ab}]`, false},
		{`[\1]`, false},
		{`\P{RGI_Emoji}`, false},
		{`\p{Nope}`, false},
		{`\p{Hyphen}`, false},
		{`\1`, false},
		{`(a)\2`, false},
		{`\k<x>`, false},
		{`(?i-i:a)`, false},
		{`(?ii:a)`, false},
		{`(?-:a)`, false},
		{`(?x:a)`, false},
		{`\c1`, false},
		{`\x4`, false},
		{`\u{110000}`, false},
		{`\u12`, false},
		{`\00`, false},
		{`^*`, false},
		{`\b+`, false},
		{`(?=a)*`, false},
		{`(?=a)(`, false}, // a syntax error after an unsupported construct wins
		{`\`, false},
		// Valid ECMAScript that RE2 cannot run.
		{`(?=a)`, true},
		{`(?!a)`, true},
		{`(?<=a)b`, true},
		{`(?<!a)b`, true},
		{`(a)\1`, true},
		{`(?<n>a)\k<n>`, true},
		{`a{1001}`, true},
		{`a{0,5000}`, true},
		{`(?m:^a)`, true},
		{`\p{sc=Latn}`, true},
		{`\p{Emoji}`, true},
		{`\p{RGI_Emoji}`, true},
		{`[\p{RGI_Emoji}--\q{x}]`, true},
		{`(?:(a?)){0,3}`, true},
		{strings.Repeat("(?:", 1001) + strings.Repeat(")", 1001), true},
		{strings.Repeat("[", 1001) + "a" + strings.Repeat("]", 1001), true},
	}
	for _, tc := range tests {
		_, err := Compile(tc.source, false)
		var e *Error
		if !errors.As(err, &e) || e.Unsupported != tc.unsupported {
			src := tc.source
			if len(src) > 40 {
				src = src[:40] + "..."
			}
			t.Errorf("%s: %v, want unsupported %v", src, err, tc.unsupported)
			continue
		}
		if e.Msg == "" {
			t.Errorf("%s: the error says nothing", tc.source)
		}
	}
}

// TestMaxFoldRune checks the bound foldClose relies on: no code point above
// maxFoldRune has another in its case orbit.
func TestMaxFoldRune(t *testing.T) {
	for c := rune(maxFoldRune + 1); c <= unicode.MaxRune; c++ {
		if unicode.SimpleFold(c) != c {
			t.Fatalf("U+%04X folds to U+%04X, above maxFoldRune", c, unicode.SimpleFold(c))
		}
	}
}

// FuzzCompile: the translator never panics, refuses only with an *Error,
// and a translated expression's Match and Exec agree.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{`^a(b|c)*d$`, `[\d&&[0-1]]`, `[[a-z]--a]`, `(?<x>a)|(?<x>b)`, `\p{L}+`,
		`[\q{abc|d}]`, `(?i:a)`, `(a*)?`, `(?:(a)|b)+`, `\u{1F600}`, `[^\s\S]`, `a{2,5}?`} {
		f.Add(s, "abcd", false)
		f.Add(s, "ABC", true)
	}
	f.Fuzz(func(t *testing.T, source, input string, ignoreCase bool) {
		re, err := Compile(source, ignoreCase)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Msg == "" {
				t.Fatalf("%q: error %T %v", source, err, err)
			}
			return
		}
		_, _, ok := re.Exec(input)
		if ok != re.Match(input) {
			t.Fatalf("%q on %q: exec %v, match %v", source, input, ok, !ok)
		}
	})
}
