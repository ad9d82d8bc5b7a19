package host

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// Expected values follow the IPv6 parser and serializer (sections 3.5, 3.6)
// by hand; the failing inputs include the Standard's table in section 1.1.
func TestParseIPv6(t *testing.T) {
	serializations := map[string]string{
		"0:0::1":                "::1",
		"::":                    "::",
		"::1":                   "::1",
		"1::":                   "1::",
		"1:2:3:4:5:6:7:8":       "1:2:3:4:5:6:7:8",
		"1:0:0:0:0:0:0:0":       "1::",
		"0:f:0:0:f:f:0:0":       "0:f::f:f:0:0", // section 3.6's note
		"1:0:0:2:0:0:0:3":       "1:0:0:2::3",
		"1:0:0:2:0:0:3:4":       "1::2:0:0:3:4",
		"1:0:2:3:4:5:6:7":       "1:0:2:3:4:5:6:7",
		"ABCD::EF":              "abcd::ef",
		"0001:0020:0300:4000::": "1:20:300:4000::",
		"2001:0db8:85a3:0000:0000:8a2e:0370:7334": "2001:db8:85a3::8a2e:370:7334",
		"::ffff:192.168.0.1":                      "::ffff:c0a8:1",
		"::1.2.3.4":                               "::102:304",
		"0:0:0:0:0:0:13.1.68.3":                   "::d01:4403",
		"1:2:3:4:5:6:255.255.255.255":             "1:2:3:4:5:6:ffff:ffff",
		"1::2:0.0.0.0":                            "1::2:0:0",
	}
	failures := map[string]validation.Kind{
		"":                        validation.IPv6TooFewPieces,
		":1":                      validation.IPv6InvalidCompression,
		":":                       validation.IPv6InvalidCompression,
		"1:2:3:4:5:6:7:8:9":       validation.IPv6TooManyPieces,
		"1:2:3:4:5:6:7:8::":       validation.IPv6TooManyPieces,
		"1::1::1":                 validation.IPv6MultipleCompression,
		":::":                     validation.IPv6MultipleCompression,
		"1:2:3!:4":                validation.IPv6InvalidCodePoint,
		"1:2:3:":                  validation.IPv6InvalidCodePoint,
		"12345::":                 validation.IPv6InvalidCodePoint,
		"0:0::%31":                validation.IPv6InvalidCodePoint,
		"1:2:3":                   validation.IPv6TooFewPieces,
		"1:1:1:1:1:1:1:127.0.0.1": validation.IPv4InIPv6TooManyPieces,
		"ffff::.0.0.1":            validation.IPv4InIPv6InvalidCodePoint,
		"ffff::127.0.xyz.1":       validation.IPv4InIPv6InvalidCodePoint,
		"ffff::127.0xyz":          validation.IPv4InIPv6InvalidCodePoint,
		"ffff::127.00.0.1":        validation.IPv4InIPv6InvalidCodePoint,
		"ffff::127.0.0.1.2":       validation.IPv4InIPv6InvalidCodePoint,
		"ffff::127.0.0.":          validation.IPv4InIPv6InvalidCodePoint,
		"ffff::127.0.0.4000":      validation.IPv4InIPv6OutOfRangePart,
		"ffff::256.0.0.1":         validation.IPv4InIPv6OutOfRangePart,
		"ffff::127.0.0":           validation.IPv4InIPv6TooFewParts,
		"1:2:3:4:5:6:1.2.3.4:1":   validation.IPv4InIPv6InvalidCodePoint,
	}
	for input, want := range serializations {
		t.Run(input, func(t *testing.T) {
			addr, k := ParseIPv6(input, nil)
			if k != validation.None {
				t.Fatalf("ParseIPv6(%q) error = %v, want none", input, k)
			}
			if got := string(AppendIPv6(nil, addr)); got != want {
				t.Errorf("ParseIPv6(%q) serializes as %q, want %q", input, got, want)
			}
		})
	}
	for input, fail := range failures {
		t.Run(input, func(t *testing.T) {
			if _, k := ParseIPv6(input, nil); k != fail {
				t.Fatalf("ParseIPv6(%q) error = %v, want %v", input, k, fail)
			}
		})
	}
}

func TestAppendIPv6Pieces(t *testing.T) {
	tests := []struct {
		addr [8]uint16
		want string
	}{
		{[8]uint16{}, "::"},
		{[8]uint16{0, 0, 0, 0, 0, 0, 0, 1}, "::1"},
		{[8]uint16{0, 1, 0, 1, 0, 1, 0, 1}, "0:1:0:1:0:1:0:1"},
		{[8]uint16{0xFFFF, 0xABC, 0xDE, 0xF, 0, 0, 0x1000, 0}, "ffff:abc:de:f::1000:0"},
	}
	for _, tt := range tests {
		if got := string(AppendIPv6(nil, tt.addr)); got != tt.want {
			t.Errorf("AppendIPv6(%v) = %q, want %q", tt.addr, got, tt.want)
		}
	}
}
