package infra

import (
	"testing"
	"unicode/utf8"
)

func TestScalarValueString(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{"é🌈\uFFFD", "é🌈\uFFFD"},
		{"\xff", "\uFFFD"},
		{"\x80\x80", "\uFFFD\uFFFD"},
		{"a\xC3", "a\uFFFD"},
		{"\xC3a", "\uFFFDa"},
		{"\xC3\xC3\xA9", "\uFFFDé"}, // the second lead byte is read again
		{"\xC1\xBF", "\uFFFD\uFFFD"},
		{"\xE0\x80\x80", "\uFFFD\uFFFD\uFFFD"},
		{"\xE0\xA0", "\uFFFD"},
		{"\xE2\x82", "\uFFFD"},
		{"\xE2\x82x", "\uFFFDx"},
		{"\xED\x9F\xBF", "\uD7FF"},
		{"\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"},
		{"\xF0\x8F\xBF\xBF", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xF0\x9F\x98", "\uFFFD"},
		{"\xF0\x9F\x98\xF0\x9F\x98\x80", "\uFFFD😀"},
		{"\xF4\x8F\xBF\xBF", "\U0010FFFF"},
		{"\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xF5\x80", "\uFFFD\uFFFD"},
		{"\xFE\xFF", "\uFFFD\uFFFD"},
	} {
		got := ScalarValueString(tc.in)
		if got != tc.want {
			t.Errorf("ScalarValueString(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got2 := string(AppendScalarValues(nil, []byte(tc.in))); got2 != got {
			t.Errorf("AppendScalarValues([]byte(%q)) = %q, ScalarValueString gives %q", tc.in, got2, got)
		}
	}
}

func FuzzScalarValueString(f *testing.F) {
	for _, s := range []string{"", "a", "\xF0\x9F\x98", "é\xff🌈", "\xED\xA0\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := ScalarValueString(s)
		if !utf8.ValidString(got) {
			t.Fatalf("ScalarValueString(%q) = %q, not valid UTF-8", s, got)
		}
		if utf8.ValidString(s) && got != s {
			t.Fatalf("ScalarValueString changed valid %q into %q", s, got)
		}
		// Go's decoder replaces every invalid byte on its own, the Encoding
		// Standard's whole maximal subsequences: never more U+FFFD.
		if utf8.RuneCountInString(got) > utf8.RuneCountInString(s) {
			t.Fatalf("ScalarValueString(%q) = %q has more code points than Go reads", s, got)
		}
	})
}
