package whatwgurl

import (
	"fmt"
	"slices"
	"sync"
	"testing"
)

// Methods that only read a SearchParams write nothing, even on a long list
// with an index and holes: goroutines may read one object at once, and
// `go test -race` (make test-race) must find nothing here.
func TestSearchParamsConcurrentReads(t *testing.T) {
	u := MustParse("https://h/?x=1#f")
	p := u.SearchParams()
	for i := range 500 {
		p.Append(fmt.Sprintf("n%d", i%50), fmt.Sprint(i))
	}
	for i := 0; i < 50; i += 3 {
		p.DeleteValue(fmt.Sprintf("n%d", i), fmt.Sprint(i))
	}
	if p.list.ix == nil || p.list.holes() == 0 {
		t.Fatal("the list is not indexed with holes: the test reads the wrong state")
	}
	want := entries(p)
	wantString, wantHref := p.String(), u.Href()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				name := fmt.Sprintf("n%d", (i+g)%60)
				v, ok := p.Get(name)
				all := p.GetAll(name)
				if ok != p.Has(name) || ok != (len(all) > 0) || (ok && v != all[0]) ||
					ok && !p.HasValue(name, all[len(all)-1]) {
					t.Errorf("goroutine %d: lookups of %q disagree", g, name)
					return
				}
				k := i % p.Size()
				if n, v := p.At(k); n != want[k][0] || v != want[k][1] {
					t.Errorf("goroutine %d: At(%d) = %q=%q, want %q", g, k, n, v, want[k])
					return
				}
			}
			if !slices.Equal(entries(p), want) || p.String() != wantString || u.Href() != wantHref {
				t.Errorf("goroutine %d: the list or the URL changed", g)
			}
		}()
	}
	wg.Wait()
}
