package whatwgurl

import (
	"fmt"
	"strconv"
	"testing"
)

// BenchmarkSearchParamsAppend appends N pairs one call at a time, to a
// standalone object and to a URL's own (with and without a fragment, which
// moves on every append, so that each append copies the href), and reports
// ns per append (issue 14).
func BenchmarkSearchParamsAppend(b *testing.B) {
	names := make([]string, 100000)
	for i := range names {
		names[i] = "name" + strconv.Itoa(i)
	}
	for _, kind := range []string{"standalone", "url", "url-fragment"} {
		for _, n := range []int{1000, 4000, 16000, 100000} {
			if kind == "url-fragment" && n > 16000 {
				continue // one pass over the href per append: 100k take minutes
			}
			b.Run(fmt.Sprintf("%s/%d", kind, n), func(b *testing.B) {
				for b.Loop() {
					var p *SearchParams
					switch kind {
					case "standalone":
						p = NewSearchParams("")
					case "url":
						p = MustParse("https://example.com/p?x=1").SearchParams()
					default:
						p = MustParse("https://example.com/p?x=1#fragment").SearchParams()
					}
					for _, name := range names[:n] {
						p.Append(name, "value")
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/append")
			})
		}
	}
}
