package host

import (
	"slices"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// Expected values follow the steps of section 3.5 by hand.
func TestParseIPv4(t *testing.T) {
	const (
		emptyPart  = validation.IPv4EmptyPart
		nonDecimal = validation.IPv4NonDecimalPart
		outOfRange = validation.IPv4OutOfRangePart
	)
	tests := []struct {
		input    string
		want     string          // serialized address, "" for failure
		fail     validation.Kind // the error that makes it fail
		reported []validation.Kind
	}{
		{input: "127.0.0.1", want: "127.0.0.1"},
		{input: "0", want: "0.0.0.0"},
		{input: "0x", want: "0.0.0.0", reported: []validation.Kind{nonDecimal}},
		{input: "0X", want: "0.0.0.0", reported: []validation.Kind{nonDecimal}},
		// Step 6 reports any number above 255, the last one too.
		{input: "0xffffffff", want: "255.255.255.255", reported: []validation.Kind{nonDecimal, outOfRange}},
		{input: "0XFFffFFff", want: "255.255.255.255", reported: []validation.Kind{nonDecimal, outOfRange}},
		{input: "4294967295", want: "255.255.255.255", reported: []validation.Kind{outOfRange}},
		{input: "4294967296", fail: outOfRange},
		{input: "0x100000000", fail: outOfRange, reported: []validation.Kind{nonDecimal}},
		{input: "99999999999999999999999999", fail: outOfRange},
		{input: "010", want: "0.0.0.8", reported: []validation.Kind{nonDecimal}},
		{input: "00", want: "0.0.0.0", reported: []validation.Kind{nonDecimal}},
		{input: "09", fail: validation.IPv4NonNumericPart},
		{input: "0x7F.1", want: "127.0.0.1", reported: []validation.Kind{nonDecimal}},
		{input: "127.0.0x0.1", want: "127.0.0.1", reported: []validation.Kind{nonDecimal}},
		{input: "127.0.0.1.", want: "127.0.0.1", reported: []validation.Kind{emptyPart}},
		{input: "127.1", want: "127.0.0.1"},
		{input: "1.2.300", want: "1.2.1.44", reported: []validation.Kind{outOfRange}},
		{input: "1.256", want: "1.0.1.0", reported: []validation.Kind{outOfRange}},
		{input: "1.16777215", want: "1.255.255.255", reported: []validation.Kind{outOfRange}},
		{input: "1.16777216", fail: outOfRange},
		{input: "256.1", fail: outOfRange},
		{input: "255.255.4000.1", fail: outOfRange},
		{input: "1.2.3.4.5", fail: validation.IPv4TooManyParts},
		{input: "1.2.3.4.5.", fail: validation.IPv4TooManyParts, reported: []validation.Kind{emptyPart}},
		{input: "1.2.3.4.", want: "1.2.3.4", reported: []validation.Kind{emptyPart}},
		{input: "1..2", fail: validation.IPv4NonNumericPart},
		{input: ".", fail: validation.IPv4NonNumericPart, reported: []validation.Kind{emptyPart}},
		{input: "", fail: validation.IPv4NonNumericPart, reported: []validation.Kind{emptyPart}},
		{input: "test.42", fail: validation.IPv4NonNumericPart},
		{input: "0xg", fail: validation.IPv4NonNumericPart},
		{input: "08.1", fail: validation.IPv4NonNumericPart},
		{input: "0x.0.0.0x", want: "0.0.0.0", reported: []validation.Kind{nonDecimal, nonDecimal}},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			var r validation.Reporter
			addr, k := ParseIPv4(tt.input, &r)
			if k != tt.fail {
				t.Fatalf("ParseIPv4(%q) error = %v, want %v", tt.input, k, tt.fail)
			}
			if k == validation.None {
				if got := string(AppendIPv4(nil, addr)); got != tt.want {
					t.Errorf("ParseIPv4(%q) = %s, want %s", tt.input, got, tt.want)
				}
			}
			if !slices.Equal(r.Kinds, tt.reported) {
				t.Errorf("ParseIPv4(%q) reported %v, want %v", tt.input, r.Kinds, tt.reported)
			}
		})
	}
}

func TestEndsInANumber(t *testing.T) {
	tests := []struct {
		input string
		want  bool
	}{
		{"example.255", true},
		{"example.255.", true},
		{"1.2.3.4", true},
		{"09", true}, // the IPv4 parser rejects it later (step 4's note)
		{"foo.0x", true},
		{"foo.0X1f", true},
		{"0x", true},
		{"foo.0xg", false},
		{"foo.09a", false},
		{"example.com", false},
		{"1.2.3.a", false},
		{"255.", true},
		{".", false},
		{"..", false},
		{"", false},
		{"1..", false},
	}
	for _, tt := range tests {
		t.Run(tt.input, func(t *testing.T) {
			if got := EndsInANumber(tt.input); got != tt.want {
				t.Errorf("EndsInANumber(%q) = %v, want %v", tt.input, got, tt.want)
			}
		})
	}
}

func TestAppendIPv4(t *testing.T) {
	tests := []struct {
		addr uint32
		want string
	}{
		{0, "0.0.0.0"},
		{0x7F000001, "127.0.0.1"},
		{0xFFFFFFFF, "255.255.255.255"},
		{0x0A09630C, "10.9.99.12"},
	}
	for _, tt := range tests {
		if got := string(AppendIPv4([]byte("x"), tt.addr)); got != "x"+tt.want {
			t.Errorf("AppendIPv4(%#x) = %q, want %q", tt.addr, got, "x"+tt.want)
		}
	}
}
