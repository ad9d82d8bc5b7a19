package whatwgurl

import (
	"fmt"
	"strconv"
	"testing"
)

// BenchmarkSearchParamsAppend appends N pairs one call at a time, to a
// standalone object and to a URL's own (with and without a fragment, which
// moves on every append, so that each append copies the href), and reports
// ns per append, which must not grow with N.
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

// BenchmarkSearchParamsLinkedChange runs set, delete and sort on a URL's own
// object of N pairs, each of which rewrites the query, and reports ns per
// byte of the href (the goal: one pass over it, at most 2 ns per byte).
func BenchmarkSearchParamsLinkedChange(b *testing.B) {
	for _, n := range []int{1000, 16000, 100000} {
		u := MustParse("https://example.com/p?x=1#fragment")
		p := u.SearchParams()
		for i := range n {
			p.Append("name"+strconv.Itoa(i), "value")
		}
		for _, op := range []string{"set", "delete", "sort"} {
			b.Run(fmt.Sprintf("%s/%d", op, n), func(b *testing.B) {
				i := 0
				for b.Loop() {
					switch op {
					case "set":
						p.Set("name"+strconv.Itoa(i%n), "other")
					case "delete":
						p.Delete("name" + strconv.Itoa(i%n))
						p.Append("name"+strconv.Itoa(i%n), "value")
					case "sort":
						p.Sort()
					}
					i++
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(u.Href())), "ns/byte")
			})
		}
	}
}
