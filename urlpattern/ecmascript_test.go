package urlpattern

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
		re, err := compileECMAScript(tc.source, tc.ignoreCase)
		if err != nil {
			t.Errorf("%s: %v", tc.source, err)
			continue
		}
		values, defined, ok := re.exec(tc.input)
		if ok != (tc.groups != nil) || ok != re.match(tc.input) {
			t.Errorf("%s (i=%v) on %q: match %v (test %v), want %v [go: %s]",
				tc.source, tc.ignoreCase, tc.input, ok, re.match(tc.input), tc.groups != nil, re.goSource)
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
		source string
		want   error
	}{
		// Early errors and grammar of v-mode: TypeError in URLPattern.
		{`(?R)`, ErrInvalidRegExp},
		{`\H`, ErrInvalidRegExp},
		{`\m`, ErrInvalidRegExp},
		{`\-`, ErrInvalidRegExp},
		{`a{`, ErrInvalidRegExp},
		{`a{1`, ErrInvalidRegExp},
		{`{1}`, ErrInvalidRegExp},
		{`a}`, ErrInvalidRegExp},
		{`a]`, ErrInvalidRegExp},
		{`a**`, ErrInvalidRegExp},
		{`a{2,1}`, ErrInvalidRegExp},
		{`*`, ErrInvalidRegExp},
		{`(`, ErrInvalidRegExp},
		{`a)`, ErrInvalidRegExp},
		{`(?<1a>x)`, ErrInvalidRegExp},
		{`(?<a>x)(?<a>y)`, ErrInvalidRegExp},
		{`(?:(?<a>x)|y)(?<a>z)`, ErrInvalidRegExp},
		{`[a-]`, ErrInvalidRegExp},
		{`[z-a]`, ErrInvalidRegExp},
		{`[ab&&c]`, ErrInvalidRegExp},
		{`[a-z&&b]`, ErrInvalidRegExp},
		{`[a&&&b]`, ErrInvalidRegExp},
		{`[a&&b--c]`, ErrInvalidRegExp},
		{`[&&a]`, ErrInvalidRegExp},
		{`[a--]`, ErrInvalidRegExp},
		{`[(]`, ErrInvalidRegExp},
		{`[a|b]`, ErrInvalidRegExp},
		{`[^\q{ab}]`, ErrInvalidRegExp},
		{`[\1]`, ErrInvalidRegExp},
		{`\P{RGI_Emoji}`, ErrInvalidRegExp},
		{`\p{Nope}`, ErrInvalidRegExp},
		{`\p{Hyphen}`, ErrInvalidRegExp},
		{`\1`, ErrInvalidRegExp},
		{`(a)\2`, ErrInvalidRegExp},
		{`\k<x>`, ErrInvalidRegExp},
		{`(?i-i:a)`, ErrInvalidRegExp},
		{`(?ii:a)`, ErrInvalidRegExp},
		{`(?-:a)`, ErrInvalidRegExp},
		{`(?x:a)`, ErrInvalidRegExp},
		{`\c1`, ErrInvalidRegExp},
		{`\x4`, ErrInvalidRegExp},
		{`\u{110000}`, ErrInvalidRegExp},
		{`\u12`, ErrInvalidRegExp},
		{`\00`, ErrInvalidRegExp},
		{`^*`, ErrInvalidRegExp},
		{`\b+`, ErrInvalidRegExp},
		{`(?=a)*`, ErrInvalidRegExp},
		{`(?=a)(`, ErrInvalidRegExp}, // a syntax error after an unsupported construct wins
		{`\`, ErrInvalidRegExp},
		// Valid ECMAScript that RE2 cannot run.
		{`(?=a)`, ErrUnsupportedRegExp},
		{`(?!a)`, ErrUnsupportedRegExp},
		{`(?<=a)b`, ErrUnsupportedRegExp},
		{`(?<!a)b`, ErrUnsupportedRegExp},
		{`(a)\1`, ErrUnsupportedRegExp},
		{`(?<n>a)\k<n>`, ErrUnsupportedRegExp},
		{`a{1001}`, ErrUnsupportedRegExp},
		{`a{0,5000}`, ErrUnsupportedRegExp},
		{`(?m:^a)`, ErrUnsupportedRegExp},
		{`\p{sc=Latn}`, ErrUnsupportedRegExp},
		{`\p{Emoji}`, ErrUnsupportedRegExp},
		{`\p{RGI_Emoji}`, ErrUnsupportedRegExp},
		{`[\p{RGI_Emoji}--\q{x}]`, ErrUnsupportedRegExp},
		{`(?:(a?)){0,3}`, ErrUnsupportedRegExp},
		{strings.Repeat("(?:", 1001) + strings.Repeat(")", 1001), ErrUnsupportedRegExp},
		{strings.Repeat("[", 1001) + "a" + strings.Repeat("]", 1001), ErrUnsupportedRegExp},
	}
	for _, tc := range tests {
		_, err := compileECMAScript(tc.source, false)
		if !errors.Is(err, tc.want) {
			src := tc.source
			if len(src) > 40 {
				src = src[:40] + "..."
			}
			t.Errorf("%s: %v, want %v", src, err, tc.want)
		}
		var e *Error
		if errors.As(err, &e) && e.Kind == ErrUnsupportedRegExp && e.Construct == "" {
			t.Errorf("%s: unsupported error names no construct", tc.source)
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
