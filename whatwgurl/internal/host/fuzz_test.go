package host

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"testing"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// FuzzParse: Parse never panics, leaves dst alone on failure, and what it
// serializes parses again to itself with the same kind (section 3: the
// serializer's output, parsed, equals the host).
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"example.com", "EXAMPLE.COM", "faß.example", "0x7f.1", "127.0.0.1.",
		"[::ffff:192.168.0.1]", "[0:f:0:0:f:f:0:0]", "xn--zca.xn--fa-hia", "%C3%A9",
		"a%zz", "xn--xn--a--gua.pt", "１２７.0.0.1", "exa[mple",
	} {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	f.Fuzz(func(t *testing.T, input string, isOpaque bool) {
		if !utf8.ValidString(input) {
			return // Parse takes scalar value strings only
		}
		if input == "" && !isOpaque {
			return // the URL parser never asks for it
		}
		var r validation.Reporter
		dst := []byte("pre")
		out, kind, verr := Parse(dst, input, isOpaque, edition.Y2025, &r)
		if verr != validation.None {
			if kind != None || string(out) != "pre" {
				t.Fatalf("Parse(%q, %v) failed with %v but returned kind %d, dst %q", input, isOpaque, verr, kind, out)
			}
			return
		}
		if kind == None {
			t.Fatalf("Parse(%q, %v) succeeded with kind None", input, isOpaque)
		}
		host := string(out[3:])
		if kind == Empty {
			return
		}
		again, kind2, verr2 := Parse(nil, host, isOpaque, edition.Y2025, nil)
		if verr2 != validation.None || kind2 != kind || string(again) != host {
			t.Fatalf("Parse(%q, %v) = %q (kind %d), which parses to %q (kind %d, error %v)",
				input, isOpaque, host, kind, again, kind2, verr2)
		}
	})
}

// FuzzToASCIIInChunks: Unicode ToASCII of a separable domain in groups of
// labels of any length gives what one run on the whole domain gives (the
// argument of unicodeToASCIIInChunks, tried on small groups).
func FuzzToASCIIInChunks(f *testing.F) {
	for _, seed := range []string{
		"bücher.example.com", "é.é.é.é", "a..b.", "ß.faß.xn--zca", "例え.テスト.jp",
		"a\u3002b\uff0ec\uff61d", "é.\u0301.e", "1a.é", "x.\u200d.y", "\u00a0.é", "A.B.C.",
	} {
		f.Add(seed, 3)
	}
	f.Fuzz(func(t *testing.T, domain string, groupLen int) {
		if !utf8.ValidString(domain) || !separable(domain) {
			return
		}
		groupLen = 1 + int(uint(groupLen)%16)
		want, err := lenientProfile.ToASCII(domain)
		wantOK := err == nil && decodableByXNet(want)
		got, ok := unicodeToASCIIInChunks(domain, groupLen)
		if ok != wantOK || (ok && got != want) {
			t.Fatalf("%q in groups of %d: %q (%v), whole: %q (%v)", domain, groupLen, got, ok, want, wantOK)
		}
	})
}
