package host

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// Expected values follow the IPv6 parser and serializer (sections 3.5, 3.6)
// by hand; the failing inputs include the Standard's table in section 1.1.
func TestParseIPv6(t *testing.T) {
	tests := []struct {
		input string
		want  string          // serialized, when it parses
		fail  validation.Kind // otherwise the error
	}{
		{input: "0:0::1", want: "::1"},
		{input: "::", want: "::"},
		{input: "::1", want: "::1"},
		{input: "1::", want: "1::"},
		{input: "1:2:3:4:5:6:7:8", want: "1:2:3:4:5:6:7:8"},
		{input: "1:0:0:0:0:0:0:0", want: "1::"},
		{input: "0:f:0:0:f:f:0:0", want: "0:f::f:f:0:0"}, // section 3.6's note
		{input: "1:0:0:2:0:0:0:3", want: "1:0:0:2::3"},
		{input: "1:0:0:2:0:0:3:4", want: "1::2:0:0:3:4"},
		{input: "1:0:2:3:4:5:6:7", want: "1:0:2:3:4:5:6:7"},
		{input: "ABCD::EF", want: "abcd::ef"},
		{input: "0001:0020:0300:4000::", want: "1:20:300:4000::"},
		{input: "2001:0db8:85a3:0000:0000:8a2e:0370:7334", want: "2001:db8:85a3::8a2e:370:7334"},
		{input: "::ffff:192.168.0.1", want: "::ffff:c0a8:1"},
		{input: "::1.2.3.4", want: "::102:304"},
		{input: "0:0:0:0:0:0:13.1.68.3", want: "::d01:4403"},
		{input: "1:2:3:4:5:6:255.255.255.255", want: "1:2:3:4:5:6:ffff:ffff"},
		{input: "1::2:0.0.0.0", want: "1::2:0:0"},
		{input: "", fail: validation.IPv6TooFewPieces},
		{input: ":1", fail: validation.IPv6InvalidCompression},
		{input: ":", fail: validation.IPv6InvalidCompression},
		{input: "1:2:3:4:5:6:7:8:9", fail: validation.IPv6TooManyPieces},
		{input: "1:2:3:4:5:6:7:8::", fail: validation.IPv6TooManyPieces},
		{input: "1::1::1", fail: validation.IPv6MultipleCompression},
		{input: ":::", fail: validation.IPv6MultipleCompression},
		{input: "1:2:3!:4", fail: validation.IPv6InvalidCodePoint},
		{input: "1:2:3:", fail: validation.IPv6InvalidCodePoint},
		{input: "12345::", fail: validation.IPv6InvalidCodePoint},
		{input: "0:0::%31", fail: validation.IPv6InvalidCodePoint},
		{input: "1:2:3", fail: validation.IPv6TooFewPieces},
		{input: "1:1:1:1:1:1:1:127.0.0.1", fail: validation.IPv4InIPv6TooManyPieces},
		{input: "ffff::.0.0.1", fail: validation.IPv4InIPv6InvalidCodePoint},
		{input: "ffff::127.0.xyz.1", fail: validation.IPv4InIPv6InvalidCodePoint},
		{input: "ffff::127.0xyz", fail: validation.IPv4InIPv6InvalidCodePoint},
		{input: "ffff::127.00.0.1", fail: validation.IPv4InIPv6InvalidCodePoint},
		{input: "ffff::127.0.0.1.2", fail: validation.IPv4InIPv6InvalidCodePoint},
		{input: "ffff::127.0.0.", fail: validation.IPv4InIPv6InvalidCodePoint},
		{input: "ffff::127.0.0.4000", fail: validation.IPv4InIPv6OutOfRangePart},
		{input: "ffff::256.0.0.1", fail: validation.IPv4InIPv6OutOfRangePart},
		{input: "ffff::127.0.0", fail: validation.IPv4InIPv6TooFewParts},
		{input: "1:2:3:4:5:6:1.2.3.4:1", fail: validation.IPv4InIPv6InvalidCodePoint},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			addr, k := ParseIPv6(tt.input, nil)
			if k != tt.fail {
				t.Fatalf("ParseIPv6(%q) error = %v, want %v", tt.input, k, tt.fail)
			}
			if k != validation.None {
				return
			}
			if got := string(AppendIPv6(nil, addr)); got != tt.want {
				t.Errorf("ParseIPv6(%q) serializes as %q, want %q", tt.input, got, tt.want)
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
