package whatwgurl

import (
	"testing"
)

// BenchmarkParseHref parses every URL of each dataset and reads its href, as
// the peers' benchmarks do. It reports ns per URL.
func BenchmarkParseHref(b *testing.B) {
	for _, name := range datasetFiles {
		lines := datasetLines(b, name)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range lines {
					if u, err := Parse(s); err == nil {
						n += len(u.Href())
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/URL")
		})
	}
}

// BenchmarkAppendParse is the engine's part of a parse through the C ABI:
// AppendParse into a reused buffer, no URL object.
func BenchmarkAppendParse(b *testing.B) {
	for _, name := range datasetFiles {
		lines := datasetLines(b, name)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var buf []byte
			for b.Loop() {
				for _, s := range lines {
					buf, _, _ = AppendParse(buf[:0], s, nil)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/URL")
		})
	}
}
