package whatwgurl

import (
	"sync"
	"testing"
)

// Parsing, resolving against a shared base, and changing URLs of one's own
// from many goroutines at once gives each the same results as alone. The
// parser's state comes from a sync.Pool and a base URL is only read, so
// `go test -race` (make test-race) must find nothing here.
func TestConcurrentUse(t *testing.T) {
	tests := loadURLTests(t, "url/urltestdata.json")
	base := MustParse("https://user@example.org/a/b?c#d")
	want := make([]string, len(tests))
	for i, ut := range tests {
		if u, err := parseWPT(Parser{}, ut); err == nil {
			want[i] = u.Href()
		}
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for round := 0; round < 3; round++ {
				for i, ut := range tests {
					u, err := parseWPT(Parser{}, ut)
					got := ""
					if err == nil {
						got = u.Href()
						u.SetPathname("/g")
						u.SearchParams().Append("g", "1")
						u.SetHash("x")
					}
					if got != want[i] {
						t.Errorf("goroutine %d: %q parsed to %q, alone %q", g, ut.Input, got, want[i])
						return
					}
					if v, err := base.Parse(ut.Input); err == nil {
						_ = v.Origin()
					}
				}
			}
		}(g)
	}
	wg.Wait()
}
