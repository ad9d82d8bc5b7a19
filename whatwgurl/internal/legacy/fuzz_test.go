package legacy

import (
	"testing"
	"unicode/utf8"
)

// FuzzMatchesReference runs any valid string through any encoder with the
// loop of "percent-encode after encoding" and compares with the reference.
func FuzzMatchesReference(f *testing.F) {
	ref := loadRefIndexes(f)
	encs := withEncoder()
	for _, s := range []string{"", "a", "¥\\~", "\x0e\x1b", "ｱ−‾＼", "中文€\ue5e5\ue7c7", "\U0002000b═十", "\uf780é"} {
		for i := range encs {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, input string) {
		if !utf8.ValidString(input) {
			return
		}
		e := encs[int(which)%len(encs)]
		got, want := runAll(e.NewEncoder(), input), refRunAll(ref.newRefHandler(e), []rune(input))
		if got != want {
			t.Errorf("%s %+q: got %q, want %q", e.Name(), input, got, want)
		}
	})
}
