package host

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

type parseCase struct {
	input    string
	isOpaque bool
	want     string          // serialized host when it parses
	kind     Kind            // None when it fails
	fail     validation.Kind // the error that makes it fail
	reported []validation.Kind
}

// The Standard's parse-serialize table at the start of section 3, both
// columns.
var standardTable = []parseCase{
	{input: "EXAMPLE.COM", want: "example.com", kind: Domain},
	{input: "EXAMPLE.COM", isOpaque: true, want: "EXAMPLE.COM", kind: Opaque},
	{input: "example%2Ecom", want: "example.com", kind: Domain},
	{input: "example%2Ecom", isOpaque: true, want: "example%2Ecom", kind: Opaque},
	{input: "faß.example", want: "xn--fa-hia.example", kind: Domain},
	{input: "faß.example", isOpaque: true, want: "fa%C3%9F.example", kind: Opaque},
	{input: "0", want: "0.0.0.0", kind: IPv4},
	{input: "0", isOpaque: true, want: "0", kind: Opaque},
	{input: "%30", want: "0.0.0.0", kind: IPv4},
	{input: "%30", isOpaque: true, want: "%30", kind: Opaque},
	{input: "0x", want: "0.0.0.0", kind: IPv4, reported: []validation.Kind{validation.IPv4NonDecimalPart}},
	{input: "0x", isOpaque: true, want: "0x", kind: Opaque},
	{input: "0xffffffff", want: "255.255.255.255", kind: IPv4,
		reported: []validation.Kind{validation.IPv4NonDecimalPart, validation.IPv4OutOfRangePart}},
	{input: "0xffffffff", isOpaque: true, want: "0xffffffff", kind: Opaque},
	{input: "[0:0::1]", want: "[::1]", kind: IPv6},
	{input: "[0:0::1]", isOpaque: true, want: "[::1]", kind: IPv6},
	{input: "[0:0::1%5D", fail: validation.IPv6Unclosed},
	{input: "[0:0::1%5D", isOpaque: true, fail: validation.IPv6Unclosed},
	{input: "[0:0::%31]", fail: validation.IPv6InvalidCodePoint},
	{input: "[0:0::%31]", isOpaque: true, fail: validation.IPv6InvalidCodePoint},
	{input: "09", fail: validation.IPv4NonNumericPart},
	{input: "09", isOpaque: true, want: "09", kind: Opaque},
	{input: "example.255", fail: validation.IPv4NonNumericPart},
	{input: "example.255", isOpaque: true, want: "example.255", kind: Opaque},
	{input: "example^example", fail: validation.DomainInvalidCodePoint},
	{input: "example^example", isOpaque: true, fail: validation.HostInvalidCodePoint},
}

// More cases, each following the host parser's steps by hand.
var parseCases = []parseCase{
	{input: "example.com", want: "example.com", kind: Domain},
	{input: "Example.COM.", want: "example.com.", kind: Domain},
	{input: "a..b", want: "a..b", kind: Domain},
	{input: "a_b", want: "a_b", kind: Domain},
	{input: "[", fail: validation.IPv6Unclosed},
	{input: "[]", fail: validation.IPv6TooFewPieces},
	{input: "[::1", fail: validation.IPv6Unclosed},
	{input: "[:1]", fail: validation.IPv6InvalidCompression},
	{input: "exa%23mple.org", fail: validation.DomainInvalidCodePoint},
	{input: "exa%mple.org", fail: validation.DomainInvalidCodePoint},
	{input: "a%2", fail: validation.DomainInvalidCodePoint},
	{input: "%00", fail: validation.DomainInvalidCodePoint},
	{input: "a\x7Fb", fail: validation.DomainInvalidCodePoint},
	{input: "a b", fail: validation.DomainInvalidCodePoint},
	{input: "a\u00A0b", fail: validation.DomainInvalidCodePoint}, // maps to " "
	{input: "%FF.com", fail: validation.DomainToASCII},           // U+FFFD after decoding
	{input: "%C3%A9.com", want: "xn--9ca.com", kind: Domain},
	{input: "%C3%89.COM", want: "xn--9ca.com", kind: Domain},
	{input: "%78n--zca", want: "xn--zca", kind: Domain},
	{input: "XN--ZCA", want: "xn--zca", kind: Domain},
	{input: "xn--", fail: validation.DomainToASCII},
	{input: "a.xn--.b", fail: validation.DomainToASCII},
	{input: "a.xn--", fail: validation.DomainToASCII},
	{input: "xn--a", fail: validation.DomainToASCII},
	{input: "\u00AD", fail: validation.DomainToASCII}, // maps to nothing
	{input: "127.0.0.1", want: "127.0.0.1", kind: IPv4},
	{input: "127.0.0.1.", want: "127.0.0.1", kind: IPv4, reported: []validation.Kind{validation.IPv4EmptyPart}},
	{input: "0X7f.1", want: "127.0.0.1", kind: IPv4, reported: []validation.Kind{validation.IPv4NonDecimalPart}},
	{input: "１２７.0.0.1", want: "127.0.0.1", kind: IPv4}, // fullwidth digits map to ASCII
	{input: "1.2.3.4.5", fail: validation.IPv4TooManyParts},
	{input: "test.42", fail: validation.IPv4NonNumericPart},
	{input: "255.255.4000.1", fail: validation.IPv4OutOfRangePart},
	{input: "a.0x", fail: validation.IPv4NonNumericPart},
	{input: "", isOpaque: true, want: "", kind: Empty},
	{input: "exa[mple.org", isOpaque: true, fail: validation.HostInvalidCodePoint},
	{input: "a b", isOpaque: true, fail: validation.HostInvalidCodePoint},
	{input: "a%zz", isOpaque: true, want: "a%zz", kind: Opaque, reported: []validation.Kind{validation.InvalidURLUnit}},
	{input: "a%2", isOpaque: true, want: "a%2", kind: Opaque, reported: []validation.Kind{validation.InvalidURLUnit}},
	{input: "a\"b%", isOpaque: true, want: "a\"b%", kind: Opaque,
		reported: []validation.Kind{validation.InvalidURLUnit, validation.InvalidURLUnit}},
	{input: "a\x7Fb", isOpaque: true, want: "a%7Fb", kind: Opaque, reported: []validation.Kind{validation.InvalidURLUnit}},
	{input: "a\uFDD0b", isOpaque: true, want: "a%EF%B7%90b", kind: Opaque, reported: []validation.Kind{validation.InvalidURLUnit}},
	{input: "\U0010FFFF", isOpaque: true, want: "%F4%8F%BF%BF", kind: Opaque, reported: []validation.Kind{validation.InvalidURLUnit}},
	{input: "é", isOpaque: true, want: "%C3%A9", kind: Opaque},
	{input: "xn--", isOpaque: true, want: "xn--", kind: Opaque},
}

func TestParse(t *testing.T) {
	for _, group := range []struct {
		name  string
		cases []parseCase
	}{{"section3", standardTable}, {"steps", parseCases}} {
		t.Run(group.name, func(t *testing.T) {
			for _, tt := range group.cases {
				name := tt.input
				if tt.isOpaque {
					name += " (opaque)"
				}
				t.Run(name, func(t *testing.T) { checkParseCase(t, tt) })
			}
		})
	}
}

func checkParseCase(t *testing.T, tt parseCase) {
	t.Helper()
	var r validation.Reporter
	dst := []byte("pre")
	got, kind, verr := Parse(dst, tt.input, tt.isOpaque, edition.Y2025, &r)
	if verr != tt.fail || kind != tt.kind {
		t.Fatalf("Parse(%q, %v) = %q, kind %d, error %v; want %q, kind %d, error %v",
			tt.input, tt.isOpaque, got, kind, verr, tt.want, tt.kind, tt.fail)
	}
	if tt.fail == validation.None && string(got) != "pre"+tt.want {
		t.Errorf("Parse(%q, %v) = %q, want %q", tt.input, tt.isOpaque, got[3:], tt.want)
	}
	if tt.fail != validation.None && string(got) != "pre" {
		t.Errorf("Parse(%q, %v) failed but changed dst to %q", tt.input, tt.isOpaque, got)
	}
	if !slices.Equal(r.Kinds, tt.reported) {
		t.Errorf("Parse(%q, %v) reported %v, want %v", tt.input, tt.isOpaque, r.Kinds, tt.reported)
	}
}

// FuzzParse: Parse never panics, leaves dst alone on failure, and what it
// serializes parses again to itself with the same kind (section 3: the
// serializer's output, parsed, equals the host), in each edition (ed modulo
// the number of editions).
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"example.com", "EXAMPLE.COM", "faß.example", "0x7f.1", "127.0.0.1.",
		"[::ffff:192.168.0.1]", "[0:f:0:0:f:f:0:0]", "xn--zca.xn--fa-hia", "%C3%A9",
		"a%zz", "xn--xn--a--gua.pt", "１２７.0.0.1", "exa[mple",
		// Where the editions differ: an ASCII domain that ToASCII refuses,
		// percent-encoded or not; too few IPv4 parts; a leading zero in an
		// IPv6 piece; a non-ASCII IPv4-like input.
		"%78n--a", "XN--a", "xn--a.example", "1.2.3", "[::01]", "１.2.3.4",
	} {
		for ed := range edition.Count {
			f.Add(seed, false, uint8(ed))
			f.Add(seed, true, uint8(ed))
		}
	}
	f.Fuzz(func(t *testing.T, input string, isOpaque bool, ed uint8) {
		if !utf8.ValidString(input) {
			return // Parse takes scalar value strings only
		}
		if input == "" && !isOpaque {
			return // the URL parser never asks for it
		}
		e := edition.Edition(int(ed) % edition.Count)
		var r validation.Reporter
		dst := []byte("pre")
		out, kind, verr := Parse(dst, input, isOpaque, e, &r)
		if verr != validation.None {
			if kind != None || string(out) != "pre" {
				t.Fatalf("Parse(%q, %v, %v) failed with %v but returned kind %d, dst %q", input, isOpaque, e,
					verr, kind, out)
			}
			return
		}
		if kind == None {
			t.Fatalf("Parse(%q, %v, %v) succeeded with kind None", input, isOpaque, e)
		}
		host := string(out[3:])
		if kind == Empty {
			return
		}
		again, kind2, verr2 := Parse(nil, host, isOpaque, e, nil)
		if verr2 != validation.None || kind2 != kind || string(again) != host {
			t.Fatalf("Parse(%q, %v, %v) = %q (kind %d), which parses to %q (kind %d, error %v)",
				input, isOpaque, e, host, kind, again, kind2, verr2)
		}
	})
}

// TestACELabelRules checks the UTS #46 rules for "xn--" labels that the
// wrapper adds to golang.org/x/net/idna, each against an input that
// x/net/idna alone accepts.
func TestACELabelRules(t *testing.T) {
	tests := []struct {
		input, why string
	}{
		{"a.xn--.b", "empty label after decoding (UTS #46 4 step 4.1)"},
		{"a.XN--", "empty label after decoding, last label"},
		{"ａ.ｘｎ－－.ｂ", "empty ACE label reached through the mapping"},
		{"xn--ü-", "non-ASCII code point in an ACE label (step 4.1)"},
		{"xn--ü-xyz.com", "non-ASCII code point in an ACE label's basic part"},
		{"xn--xn--a--gua.pt", "decoded label starts with xn-- (V4, CheckHyphens false)"},
		{"ｘｎ－－xn--a--gua.pt", "V4 with the ACE prefix reached through the mapping"},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			if got, k := DomainToASCII(tt.input, false, edition.Y2025, nil); k != validation.DomainToASCII {
				t.Errorf("DomainToASCII(%q) = %q, %v; want domain-to-ASCII failure: %s", tt.input, got, k, tt.why)
			}
			var r validation.Reporter
			DomainToUnicode(tt.input, edition.Y2025, &r)
			if !slices.Contains(r.Kinds, validation.DomainToUnicode) {
				t.Errorf("DomainToUnicode(%q) reported %v, want domain-to-Unicode: %s", tt.input, r.Kinds, tt.why)
			}
		})
	}
}

func TestDomainToASCIIStrict(t *testing.T) {
	tests := []struct {
		input string
		want  string // "" for failure
	}{
		{"example.com", "example.com"},
		{"EXAMPLE.com", "example.com"},
		{"faß.example", "xn--fa-hia.example"},
		{"a_b.com", ""},   // UseSTD3ASCIIRules
		{"-x.com", ""},    // CheckHyphens
		{"ab--c.com", ""}, // CheckHyphens: "--" in positions 3 and 4
		{"a..b", ""},      // VerifyDnsLength: empty label
		{"example.com.", ""},
		{"", ""},
		{"a234567890123456789012345678901234567890123456789012345678901234.com", ""},                                                                   // 64-byte label
		{"a23456789012345678901234567890123456789012345678901234567890123.com", "a23456789012345678901234567890123456789012345678901234567890123.com"}, // 63 bytes
	}
	for _, tt := range tests {
		wptdata.HostCase(t, tt.input, func(t testing.TB) {
			got, k := DomainToASCII(tt.input, true, edition.Y2025, nil)
			if tt.want == "" {
				if k == validation.None {
					t.Errorf("DomainToASCII(%q, true) = %q, want failure", tt.input, got)
				}
				return
			}
			if k != validation.None || got != tt.want {
				t.Errorf("DomainToASCII(%q, true) = %q, %v; want %q", tt.input, got, k, tt.want)
			}
		})
	}
}

func TestDomainToUnicode(t *testing.T) {
	tests := []struct {
		input, want string
		reports     bool
	}{
		{"example.com", "example.com", false},
		{"EXAMPLE.COM", "example.com", false},
		{"xn--zca.com", "ß.com", false},
		{"xn--fa-hia.example", "faß.example", false},
		{"Faß.example", "faß.example", false},
		{"xn--a.com", "", true},
		{"xn--ls8h=", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			var r validation.Reporter
			got := DomainToUnicode(tt.input, edition.Y2025, &r)
			if reported := slices.Contains(r.Kinds, validation.DomainToUnicode); reported != tt.reports {
				t.Errorf("DomainToUnicode(%q) reported %v, want domain-to-Unicode %v", tt.input, r.Kinds, tt.reports)
			}
			if !tt.reports && got != tt.want {
				t.Errorf("DomainToUnicode(%q) = %q, want %q", tt.input, got, tt.want)
			}
		})
	}
}

// TestParseAllocations: an ASCII domain, an IPv4 address or an IPv6
// address allocates nothing beyond growing dst.
func TestParseAllocations(t *testing.T) {
	dst := make([]byte, 0, 64)
	for _, input := range []string{"example.com", "WWW.Example.COM", "127.0.0.1", "0x7f.1", "[2001:db8::1]", "ex%41mple.com"} {
		allocs := testing.AllocsPerRun(100, func() {
			dst, _, _ = Parse(dst[:0], input, false, edition.Y2025, nil)
		})
		if allocs != 0 {
			t.Errorf("Parse(%q) allocates %v times", input, allocs)
		}
	}
	allocs := testing.AllocsPerRun(100, func() {
		_, _ = DomainToASCII("example.com", false, edition.Y2025, nil)
	})
	if allocs != 0 {
		t.Errorf("DomainToASCII(lowercase ASCII) allocates %v times", allocs)
	}
}

func TestHasACELabel(t *testing.T) {
	for in, want := range map[string]bool{
		"": false, "xn--": true, "XN--a": true, "xN--a.b": true, "a.xn--b": true, "a.Xn--": true,
		"axn--b": false, "a.xn-b": false, "xn-": false, "a.xn-": false, "a..xn--": true, "xn.--a": false,
	} {
		if got := HasACELabel(in); got != want {
			t.Errorf("HasACELabel(%q) = %v, want %v", in, got, want)
		}
	}
}

// HasACELabel agrees with the plain reading of "a label starts with xn--"
// (ASCII case-insensitive) on every string over the bytes that matter.
func TestHasACELabelAgrees(t *testing.T) {
	plain := func(d string) bool {
		for _, label := range strings.Split(d, ".") {
			if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
				return true
			}
		}
		return false
	}
	alphabet := "xXnN-.a"
	var gen func(prefix string, n int)
	count := 0
	gen = func(prefix string, n int) {
		if got, want := HasACELabel(prefix), plain(prefix); got != want {
			t.Fatalf("HasACELabel(%q) = %v, want %v", prefix, got, want)
		}
		count++
		if n == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			gen(prefix+alphabet[i:i+1], n-1)
		}
	}
	gen("", 7) // every string of up to 7 bytes, and each in longer contexts below
	for _, pad := range []string{"abcdefghij.", "a.b.c.d.e.f.", "0123456789abcdef"} {
		for _, d := range []string{"xn--a", "a.xn--b", "axn--b", "a.xn-b", "a.xn--", "xn-", "-xn--", "a.XN--b"} {
			for _, s := range []string{pad + d, d + "." + pad, pad + d + pad} {
				if got, want := HasACELabel(s), plain(s); got != want {
					t.Fatalf("HasACELabel(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
	t.Logf("%d strings", count)
}
