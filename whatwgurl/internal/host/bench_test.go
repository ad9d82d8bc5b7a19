package host

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
)

func BenchmarkParse(b *testing.B) {
	for _, bc := range []struct {
		name, input string
		isOpaque    bool
	}{
		{"domain", "www.example.com", false},
		{"domain-upper", "WWW.Example.COM", false},
		{"ipv4", "192.168.100.200", false},
		{"ipv6", "[2001:db8:85a3::8a2e:370:7334]", false},
		{"idn", "bücher.example", false},
		{"punycode", "xn--bcher-kva.example", false},
		{"opaque", "github.com", true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			dst := make([]byte, 0, 64)
			b.ReportAllocs()
			for b.Loop() {
				dst, _, _ = Parse(dst[:0], bc.input, bc.isOpaque, edition.Y2025, nil)
			}
		})
	}
}
