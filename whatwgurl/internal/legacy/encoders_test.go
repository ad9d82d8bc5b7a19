package legacy

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// scalarValues is every scalar value, U+0000 to U+10FFFF without the
// surrogates, as one UTF-8 string, with the offset of each in the string.
func scalarValues() (string, []rune, []int) {
	var b []byte
	var cps []rune
	var offsets []int
	for cp := rune(0); cp <= utf8.MaxRune; cp++ {
		if cp >= 0xD800 && cp <= 0xDFFF {
			continue
		}
		cps = append(cps, cp)
		offsets = append(offsets, len(b))
		b = utf8.AppendRune(b, cp)
	}
	offsets = append(offsets, len(b))
	return string(b), cps, offsets
}

// withEncoder lists the encodings that have an encoder other than UTF-8's.
func withEncoder() []*Encoding {
	var list []*Encoding
	for i := range encodings {
		if encodings[i].NewEncoder() != nil {
			list = append(list, &encodings[i])
		}
	}
	return list
}

// Every scalar value, each through a fresh encoder with "encode or fail",
// gives the same bytes, error and consumed length as the reference encoder.
func TestEveryCodePointMatchesReference(t *testing.T) {
	ref := loadRefIndexes(t)
	s, cps, offsets := scalarValues()
	encs := withEncoder()
	if len(encs) != 36 {
		t.Errorf("%d encodings with a legacy encoder, want 36 (40 minus UTF-8, replacement, UTF-16BE/LE)", len(encs))
	}
	for _, e := range encs {
		t.Run(e.Name(), func(t *testing.T) {
			t.Parallel()
			var got []byte
			queue := &refQueue{items: make([]rune, 1)}
			differences, encodable := 0, 0
			for i, cp := range cps {
				input := s[offsets[i]:offsets[i+1]]
				var n int
				var failed rune
				got, n, failed = e.NewEncoder().EncodeOrFail(got[:0], input)
				queue.items[0], queue.pos = cp, 0
				want, wantFailed := refEncodeOrFail(ref.newRefHandler(e), queue)
				if failed < 0 {
					encodable++
				}
				if !bytes.Equal(got, want) || failed != wantFailed || n != len(input) {
					differences++
					if differences <= 10 {
						t.Errorf("U+%04X: got % X, failed %d, consumed %d; want % X, failed %d, consumed %d",
							cp, got, failed, n, want, wantFailed, len(input))
					}
				}
			}
			if differences > 0 {
				t.Errorf("%d of %d code points differ", differences, len(cps))
			}
			t.Logf("%d code points compared, %d encodable, %d differences", len(cps), encodable, differences)
		})
	}
}

// Strings mixing the code points where encoders have special steps, run
// through "percent-encode after encoding"'s loop of encode or fail with one
// instance, match the reference: this exercises ISO-2022-JP's state across
// code points, errors and calls.
func TestSequencesMatchReference(t *testing.T) {
	ref := loadRefIndexes(t)
	alphabet := []rune{
		'a', ' ', '\\', '~', 0x0E, 0x0F, 0x1B, 0x80, 0xA2, 0xA5, 0xE9, 0x203E, 0x2212,
		0x20AC, 0x2550, 0x3000, 0x4E00, 0x5341, 0x7881, 0xFF0D, 0xFF61, 0xFF9E, 0xFF9F,
		0xE5E5, 0xE7C7, 0xE78D, 0xF780, 0x2603, 0x1F600, 0x20000,
	}
	rng := rand.New(rand.NewPCG(1, 2))
	inputs := make([][]rune, 2000)
	for i := range inputs {
		inputs[i] = make([]rune, 1+rng.IntN(8))
		for j := range inputs[i] {
			inputs[i][j] = alphabet[rng.IntN(len(alphabet))]
		}
	}
	for _, e := range withEncoder() {
		t.Run(e.Name(), func(t *testing.T) {
			differences := 0
			for _, in := range inputs {
				got := runAll(e.NewEncoder(), string(in))
				want := refRunAll(ref.newRefHandler(e), in)
				if got != want {
					differences++
					if differences <= 10 {
						t.Errorf("%+q: got %q, want %q", string(in), got, want)
					}
				}
			}
			if differences > 0 {
				t.Errorf("%d of %d strings differ", differences, len(inputs))
			}
		})
	}
}

// runAll repeats encode or fail until the input is used up, writing each
// error as "&#N;" outside the encoder's output, and the byte sequences
// between as they come.
func runAll(enc interface {
	EncodeOrFail([]byte, string) ([]byte, int, rune)
}, input string) string {
	var out []byte
	for {
		var n int
		var failed rune
		out, n, failed = enc.EncodeOrFail(out, input)
		input = input[n:]
		if failed < 0 {
			return string(out)
		}
		out = fmt.Appendf(out, "&#%d;", failed)
	}
}

func refRunAll(h refHandler, in []rune) string {
	q := &refQueue{items: append([]rune(nil), in...)}
	var out []byte
	for {
		b, failed := refEncodeOrFail(h, q)
		out = append(out, b...)
		if failed < 0 {
			return string(out)
		}
		out = fmt.Appendf(out, "&#%d;", failed)
	}
}

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
