package whatwgurl

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/workcount"
)

// workPer runs op k times and returns the work it did per run: bytes parsed,
// serialized and copied, and tuples visited (internal/workcount).
func workPer(k int, op func(i int)) float64 {
	var c workcount.Counter
	uninstall := c.Install()
	defer uninstall()
	for i := range k {
		op(i)
	}
	return float64(c.Total()) / float64(k)
}

// name returns the i-th of the distinct names the work tests use, all of
// the same length, so that the work per pair is the same for every pair.
func name(i int) string { return fmt.Sprintf("n%07d", i) }

// A standalone object's operations on one name cost O(1) amortized: the
// work per operation stays under a bound that does not depend on the length
// of the list (it grew with the list once). The bounds hold with room; the point is that the
// same bound holds at every length.
func TestSearchParamsWorkStandalone(t *testing.T) {
	for _, n := range []int{1000, 4000, 16000, 100000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			p := NewSearchParams("")
			check := func(what string, bound, got float64) {
				t.Helper()
				t.Logf("%-28s %6.2f per operation", what, got)
				if got > bound {
					t.Errorf("%s at %d pairs: work %.2f per operation, want at most %.0f", what, n, got, bound)
				}
				// Every operation reports some work: a path that stopped
				// counting would pass the bound unseen.
				if got < 1 {
					t.Errorf("%s: work %.2f per operation: not counted", what, got)
				}
			}
			check("append", 4, workPer(n, func(i int) { p.Append(name(i), "v") }))
			check("get (there)", 2, workPer(1000, func(i int) { p.Get(name(i * 7 % n)) }))
			check("get (not there)", 2, workPer(1000, func(i int) { p.Get("x" + name(i)) }))
			check("has", 2, workPer(1000, func(i int) { p.Has(name(i * 5 % n)) }))
			check("hasValue", 3, workPer(1000, func(i int) { p.HasValue(name(i*3%n), "v") }))
			check("getAll", 3, workPer(1000, func(i int) { p.GetAll(name(i * 11 % n)) }))
			check("set (there)", 3, workPer(1000, func(i int) { p.Set(name(i*13%n), "w") }))
			check("set (not there)", 4, workPer(1000, func(i int) { p.Set("s"+name(i), "w") }))
			// Three quarters of the list removed one name at a time, with
			// and without a value: the holes, the tree that counts them and
			// the compactions they bring are paid for by the removals.
			k := (n + 1000) * 3 / 4
			check("delete, deleteValue", 8, workPer(k, func(i int) {
				if i%2 == 0 {
					p.Delete(name(i))
				} else {
					p.DeleteValue(name(i), "v")
				}
			}))
			check("at (after removals)", 2*float64(bits.Len(uint(n+1000))), workPer(1000, func(i int) { p.At(i % p.Size()) }))
			// (DeleteValue leaves the pairs that the set loop changed.)
			if p.Has(name(0)) || p.Has(name(2)) || !p.Has(name(k)) && k < n {
				t.Fatalf("the removals removed the wrong pairs")
			}
		})
	}
}

// On a URL's own object an append costs O(1) amortized too while the query
// is the list's serialization and the URL has no fragment (the href grows in
// place); with a fragment, and for the other changes, one pass over the href.
func TestSearchParamsWorkLinked(t *testing.T) {
	for _, n := range []int{1000, 4000, 16000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			u, _ := Parse("https://example.com/p?x=1")
			p := u.SearchParams()
			p.Append("first", "1") // the update steps: now the query is the list's serialization
			perAppend := workPer(n, func(i int) { p.Append(name(i), "v") })
			t.Logf("append, no fragment: %.2f per operation", perAppend)
			// Each append serializes its pair and copies it into the href,
			// once, and once or twice more counting the doublings (how
			// many depends on where the last doubling fell): at most 4
			// passes over "&" + pair, plus the tuple.
			if bound := float64(4*len("&"+name(0)+"=v") + 2); perAppend > bound {
				t.Errorf("append at %d pairs: work %.2f, want at most %.0f", n, perAppend, bound)
			}
			if q, _ := u.Query(); q != p.String() {
				t.Fatalf("the query is not the list's serialization")
			}

			// One pass over the href: the fragment has to move.
			u.SetHash("frag")
			href := float64(len(u.Href()))
			for _, c := range []struct {
				what string
				op   func(i int)
			}{
				{"append with a fragment", func(i int) { p.Append("a"+name(i), "v") }},
				{"set", func(i int) { p.Set(name(i), "w") }},
				{"delete", func(i int) { p.Delete(name(i + 100)) }},
				{"sort", func(int) { p.Sort() }},
			} {
				got := workPer(50, c.op)
				t.Logf("%-22s %8.0f per operation, href %.0f bytes", c.what, got, href)
				if got > 4*href+64 {
					t.Errorf("%s at %d pairs: work %.0f, want at most %.0f (4 passes over the href)", c.what, n, got, 4*href+64)
				}
			}
			if q, _ := u.Query(); q != p.String() || u.Hash() != "#frag" {
				t.Fatalf("the URL does not hold the list: %q", u.Href())
			}
		})
	}
}
