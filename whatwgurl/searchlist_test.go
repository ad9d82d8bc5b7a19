package whatwgurl

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/form"
)

// modelList is section 6.2's list as the Standard writes its steps: a plain
// slice, each method a walk over it. The indexed searchList must agree with
// it after every operation.
type modelList []form.Pair

func (m *modelList) append(name, value string) { *m = append(*m, form.Pair{Name: name, Value: value}) }

func (m *modelList) delete(name string, value *string) {
	*m = slices.DeleteFunc(*m, func(t form.Pair) bool {
		return t.Name == name && (value == nil || t.Value == *value)
	})
}

func (m modelList) get(name string) (string, bool) {
	for _, t := range m {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

func (m modelList) getAll(name string) []string {
	var out []string
	for _, t := range m {
		if t.Name == name {
			out = append(out, t.Value)
		}
	}
	return out
}

func (m modelList) has(name string, value *string) bool {
	for _, t := range m {
		if t.Name == name && (value == nil || t.Value == *value) {
			return true
		}
	}
	return false
}

func (m *modelList) set(name, value string) {
	for i, t := range *m {
		if t.Name == name {
			(*m)[i].Value = value
			rest := slices.DeleteFunc((*m)[i+1:], func(t form.Pair) bool { return t.Name == name })
			*m = (*m)[:i+1+len(rest)]
			return
		}
	}
	m.append(name, value)
}

func (m modelList) sort() {
	// Insertion sort: stable by construction, by code units.
	for i := 1; i < len(m); i++ {
		for j := i; j > 0 && form.CompareCodeUnits(m[j-1].Name, m[j].Name) > 0; j-- {
			m[j-1], m[j] = m[j], m[j-1]
		}
	}
}

// checkAgainstModel compares every observable of p with m.
func checkAgainstModel(t *testing.T, step string, p *SearchParams, m modelList) {
	t.Helper()
	if p.Size() != len(m) {
		t.Fatalf("%s: Size() = %d, want %d", step, p.Size(), len(m))
	}
	for i, want := range m {
		if n, v := p.At(i); n != want.Name || v != want.Value {
			t.Fatalf("%s: At(%d) = %q=%q, want %q=%q", step, i, n, v, want.Name, want.Value)
		}
	}
	got := entries(p)
	if len(got) != len(m) {
		t.Fatalf("%s: All() gave %d pairs, want %d", step, len(got), len(m))
	}
	if s, want := p.String(), form.Serialize(m); s != want {
		t.Fatalf("%s: String() = %q, want %q", step, s, want)
	}
}

// Random operations on lists long enough to be indexed, with few names so
// that names repeat, agree with the model at every step: the index, the holes
// removals leave and their compaction, and the Fenwick tree that finds the
// i-th pair among holes.
func TestSearchListAgainstModel(t *testing.T) {
	// How often the states under test were reached, so that a change that
	// stops reaching them fails here rather than passing untested.
	var indexed, withHoles, longest int
	defer func() {
		t.Logf("steps indexed: %d, with holes: %d, longest list: %d", indexed, withHoles, longest)
		if indexed < 1000 || withHoles < 1000 || longest < 200 {
			t.Errorf("the random operations did not reach long, indexed lists with holes")
		}
	}()
	for seed := range uint64(40) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, 17))
			names := make([]string, 1+r.IntN(200))
			// Half the seeds grow long lists, the others keep them short.
			appendShare := 45
			if seed%2 == 1 {
				appendShare = 75
			}
			for i := range names {
				names[i] = fmt.Sprintf("n%d", i)
			}
			values := []string{"", "1", "2", "x y", "é"}
			pick := func(s []string) string { return s[r.IntN(len(s))] }
			p := NewSearchParams("")
			// The same operations on a URL's own object, whose query must be
			// the list's serialization after each: the rewrite that copies
			// runs of the old query, and the appends to it.
			u := MustParse("https://h/p?x=1")
			if seed%4 < 2 {
				u.SetHash("frag")
			}
			hash := u.Hash()
			linked := u.SearchParams()
			linked.Delete("x")
			var m modelList
			for step := range 1500 {
				name, value := pick(names), pick(values)
				// Each operation, with its share of the steps, on both
				// objects and on the model; the rest of the steps only look.
				ops := []struct {
					what  string
					share int
					do    func(s *SearchParams)
					model func()
				}{
					{"append", appendShare, func(s *SearchParams) { s.Append(name, value) }, func() { m.append(name, value) }},
					{"delete", 10, func(s *SearchParams) { s.Delete(name) }, func() { m.delete(name, nil) }},
					{"deleteValue", 7, func(s *SearchParams) { s.DeleteValue(name, value) }, func() { m.delete(name, &value) }},
					{"set", 10, func(s *SearchParams) { s.Set(name, value) }, func() { m.set(name, value) }},
					{"sort", 2, func(s *SearchParams) { s.Sort() }, func() { m.sort() }},
				}
				what := "lookups"
				k := r.IntN(100 - 45 + appendShare)
				for _, op := range ops {
					if k < op.share {
						what = op.what
						op.do(p)
						op.do(linked)
						op.model()
						break
					}
					k -= op.share
				}
				if p.list.ix != nil {
					indexed++
				}
				if p.list.holes() > 0 {
					withHoles++
				}
				longest = max(longest, len(p.list.pairs))
				// Lookups after every step, on a name that is there or not.
				look := fmt.Sprintf("%s %q %q (step %d)", what, name, value, step)
				for _, n := range []string{name, pick(names), "absent"} {
					gv, gok := p.Get(n)
					mv, mok := m.get(n)
					if gv != mv || gok != mok {
						t.Fatalf("%s: Get(%q) = %q, %v; want %q, %v", look, n, gv, gok, mv, mok)
					}
					if got, want := p.GetAll(n), m.getAll(n); !slices.Equal(got, want) {
						t.Fatalf("%s: GetAll(%q) = %q, want %q", look, n, got, want)
					}
					if p.Has(n) != m.has(n, nil) || p.HasValue(n, value) != m.has(n, &value) {
						t.Fatalf("%s: Has/HasValue(%q) disagree", look, n)
					}
				}
				if step%25 == 0 || what != "append" {
					checkAgainstModel(t, look, p, m)
				}
				if what != "lookups" {
					q, ok := u.Query()
					if want := form.Serialize(m); q != want || ok != (want != "") || u.Hash() != hash {
						t.Fatalf("%s: the URL's query %q (non-null %v), hash %q; want %q, %q", look, q, ok, u.Hash(), want, hash)
					}
				}
			}
			checkAgainstModel(t, "end", p, m)
		})
	}
}
