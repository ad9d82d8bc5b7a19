package legacy

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// The examples of the URL Standard, section 1.3, that percent-encode after
// encoding with a legacy encoding.
func TestStandardExamples(t *testing.T) {
	for _, c := range []struct {
		encoding    string
		input       string
		set         *percent.Set
		spaceAsPlus bool
		want        string
	}{
		{"Shift_JIS", " ", percent.Userinfo, false, "%20"},
		{"Shift_JIS", "≡", percent.Userinfo, false, "%81%DF"},
		{"Shift_JIS", "‽", percent.Userinfo, false, "%26%238253%3B"},
		// The Standard's text here says "%1B(J\%1B(B" with the userinfo
		// set, but that set contains U+005C (\), so its own steps give %5C;
		// whatwg/url PR #896 moved the example to the special-query set,
		// where "\" stays. Both follow from the definitions.
		{"ISO-2022-JP", "¥", percent.Userinfo, false, "%1B(J%5C%1B(B"},
		{"ISO-2022-JP", "¥", percent.SpecialQuery, false, "%1B(J\\%1B(B"},
		{"Shift_JIS", "1+1 ≡ 2%20‽", percent.Userinfo, true, "1+1+%81%DF+2%20%26%238253%3B"},
	} {
		enc, ok := Lookup(c.encoding)
		if !ok {
			t.Fatalf("Lookup(%q) failed", c.encoding)
		}
		got := string(percent.AppendAfterEncoding(nil, enc.NewEncoder(), c.input, c.set, c.spaceAsPlus))
		if got != c.want {
			t.Errorf("%s %q (spaceAsPlus %v): got %q, want %q", c.encoding, c.input, c.spaceAsPlus, got, c.want)
		}
	}
}

// An ISO-2022-JP instance keeps its state across an error, as the Encoding
// Standard's note on encode or fail requires: after an error in the Roman
// state, the next call starts in Roman, so its end-of-queue switches back to
// ASCII, which a fresh instance would not need to.
func TestISO2022JPStateSurvivesError(t *testing.T) {
	enc, _ := Lookup("iso-2022-jp")
	e := enc.NewEncoder()
	out, n, failed := e.EncodeOrFail(nil, "¥☃a")
	if string(out) != "\x1b(J\\" || n != len("¥☃") || failed != '☃' {
		t.Fatalf("first call: %q, %d, %U; want ESC ( J \\, %d, U+2603", out, n, failed, len("¥☃"))
	}
	for _, c := range []struct {
		name string
		e    interface {
			EncodeOrFail([]byte, string) ([]byte, int, rune)
		}
		want string
	}{
		{"same instance (Roman)", e, "a\x1b(B"},
		{"fresh instance (ASCII)", enc.NewEncoder(), "a"},
	} {
		out, n, failed := c.e.EncodeOrFail(nil, "a")
		if string(out) != c.want || n != 1 || failed != -1 {
			t.Errorf("%s: got %q, %d, %d; want %q, 1, -1", c.name, out, n, failed, c.want)
		}
	}
}
