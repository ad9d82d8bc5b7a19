package whatwgurl

import (
	"strings"
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

// BenchmarkFromComponents is what the C ABI's setters, origin and render
// pay to check a handle's components before the engine uses them, beside a
// whole setter through the same path (FromComponents, then SetPathname).
func BenchmarkFromComponents(b *testing.B) {
	u := MustParse("https://user@example.com:8080/a/b/c?x=1&y=2#frag")
	href, c := u.Href(), u.Components()
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			if _, err := FromComponents(href, c); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("check+SetPathname", func(b *testing.B) {
		values := []string{"/p/one", "/p/two"}
		i := 0
		for b.Loop() {
			v, err := FromComponents(href, c)
			if err != nil {
				b.Fatal(err)
			}
			v.SetPathname(values[i&1])
			i++
		}
	})
}

// BenchmarkShortSegments parses a path of many segments of one to three
// bytes, dot segments among them: the path state's cost per segment, as the
// fast path leaves such a path to it. It reports ns per input byte.
func BenchmarkShortSegments(b *testing.B) {
	input := "http://h" + strings.Repeat("/a/./bc/../%2e/d/.x/y", 40)
	for b.Loop() {
		if _, err := Parse(input); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(input)), "ns/byte")
}

// BenchmarkGetters reads one component of every URL of a dataset, parsed
// beforehand: what a getter costs on its own, called as a program calls it
// (inlined where it inlines), each getter a sub-benchmark. It reports ns
// per URL.
func BenchmarkGetters(b *testing.B) {
	var urls []*URL
	for _, s := range datasetLines(b, datasetFiles[0]) {
		if u, err := Parse(s); err == nil {
			urls = append(urls, u)
		}
	}
	for _, g := range []struct {
		name string
		sum  func([]*URL) int
	}{
		{"Href", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Href())
			}
			return n
		}},
		{"Protocol", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Protocol())
			}
			return n
		}},
		{"Username", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Username())
			}
			return n
		}},
		{"Host", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Host())
			}
			return n
		}},
		{"Hostname", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Hostname())
			}
			return n
		}},
		{"Port", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Port())
			}
			return n
		}},
		{"Pathname", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Pathname())
			}
			return n
		}},
		{"Search", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Search())
			}
			return n
		}},
		{"Hash", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Hash())
			}
			return n
		}},
		{"Query", func(us []*URL) (n int) {
			for _, u := range us {
				q, _ := u.Query()
				n += len(q)
			}
			return n
		}},
		{"Origin", func(us []*URL) (n int) {
			for _, u := range us {
				n += len(u.Origin())
			}
			return n
		}},
	} {
		b.Run(g.name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				n += g.sum(urls)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(urls)), "ns/URL")
		})
	}
}
