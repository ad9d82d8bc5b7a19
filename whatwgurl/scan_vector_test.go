package whatwgurl

import (
	"math/rand/v2"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/cpufeature"
)

// inTable reports whether the vector scan counts byte b in t's class.
func inTable(t *vectorTable, b byte) bool { return b < 0x80 && t.lo[b&15]&(1<<(b>>4)) != 0 }

// Each class's nibble table holds the class exactly: no byte of 0x80 or
// more is in a class, which the table could not say.
func TestClassNibbles(t *testing.T) {
	for k, tab := range classTables {
		for b := range 256 {
			if want := byteClass[b]&(1<<k) != 0; inTable(tab, byte(b)) != want {
				t.Errorf("class %s, byte %#x: table says %v", byteClassNames[k], b, !want)
			}
		}
	}
}

// scanRef is what scanVector finds, byte by byte: the first index at or
// after i of a byte not in t's class, or of a byte b or c right after a
// byte a, both in s[i:] (when a is not NUL), s[i] counting as after an a
// when t.afterA is 1; or len(s).
func scanRef(s string, i int, t *vectorTable) int {
	a, b, c := t.a[0], t.b[0], t.c[0]
	for start := i; i < len(s); i++ {
		afterA := (i > start && s[i-1] == a) || (i == start && t.afterA == 1)
		if !inTable(t, s[i]) || (a != 0 && afterA && (s[i] == b || s[i] == c)) {
			return i
		}
	}
	return len(s)
}

// The vector scan against scanRef on random inputs of the bytes the
// classes and pairs turn on, from every start, for every table.
func TestVectorScanAgrees(t *testing.T) {
	if !vectorScan() {
		t.Skip("no vector scan on this processor")
	}
	tables := append(classTables[:], domainTable, hostTable, pathTable)
	alphabet := []byte("abxn-.%/?#:@[]\\ \x00\x7f\x80\xffA0_~'\"<>^`{}|")
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		n := 16 + r.IntN(60)
		b := make([]byte, n)
		for k := range b {
			b[k] = 'a'
			if r.IntN(4) == 0 {
				b[k] = alphabet[r.IntN(len(alphabet))]
			}
		}
		s := string(b)
		for _, tab := range tables {
			for i := 0; i <= n; i++ {
				if got, want := scanVector(s, i, tab), scanRef(s, i, tab); got != want {
					t.Fatalf("scanVector(%q, %d) = %d, want %d (table %+v)", s, i, got, want, *tab)
				}
			}
		}
	}
}

// The fast path decides the same with either form of the scans, on every
// WPT and dataset input.
func TestFastPathSameWithoutVectorScan(t *testing.T) {
	if !vectorScan() {
		t.Skip("no vector scan on this processor")
	}
	var inputs []string
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		inputs = append(inputs, ut.Input, ut.Href)
	}
	for _, name := range datasetFiles {
		inputs = append(inputs, datasetLines(t, name)...)
	}
	type result struct {
		l         layout // as far as the scan got when it fails
		slash, ok bool
	}
	run := func(vector bool, s string) (r result) {
		cpufeature.SSSE3 = vector
		defer func() { cpufeature.SSSE3 = true }()
		r.slash, r.ok = canonicalInto(s, &r.l)
		return r
	}
	for _, s := range inputs {
		if v, w := run(true, s), run(false, s); v != w {
			t.Errorf("%q: vector scan %+v, 8-byte scan %+v", s, v, w)
		}
	}
}
