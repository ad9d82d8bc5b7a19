package sequences

import (
	"encoding/binary"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var count = flag.Int("sequences", 2000, "how many seeded sequences TestSequences plays")

// pool reads the WPT setter data from the repository's testdata (or
// $WHATWGURL_WPT_DIR); missing data fails the test.
func pool(tb testing.TB) *Pool {
	tb.Helper()
	dir := os.Getenv("WHATWGURL_WPT_DIR")
	if dir == "" {
		dir = filepath.Join("..", "..", "testdata", "wpt")
	}
	p, err := LoadPool(filepath.Join(dir, "url", "setters_tests.json"))
	if err != nil {
		tb.Fatalf("the WPT setter data (part of the repository): %v", err)
	}
	return p
}

// Seeded sequences: at every step every Go variant agrees with the first
// and with the Standard's steps.
func TestSequences(t *testing.T) {
	p := pool(t)
	steps, failed := 0, 0
	for seed := range uint64(*count) {
		rec, err := Play(seed, Seeded(seed), p)
		steps += len(rec.Steps)
		if err != nil {
			failed++
			if failed <= 10 {
				t.Error(err)
			}
		}
	}
	t.Logf("%d sequences, %d steps through Go: %d passed, %d failed", *count, steps, *count-failed, failed)
}

// The same sequences played twice give the same record.
func TestSequencesAreDeterministic(t *testing.T) {
	p := pool(t)
	for seed := range uint64(50) {
		a, errA := Play(seed, Seeded(seed), p)
		b, errB := Play(seed, Seeded(seed), p)
		if errA != nil || errB != nil {
			t.Fatalf("seed %d: %v, %v", seed, errA, errB)
		}
		if len(a.Steps) != len(b.Steps) || a.Href != b.Href {
			t.Fatalf("seed %d played twice differs", seed)
		}
		for i := range a.Steps {
			if quoteStep(a.Steps[i]) != quoteStep(b.Steps[i]) {
				t.Fatalf("seed %d step %d: %s, then %s", seed, i, quoteStep(a.Steps[i]), quoteStep(b.Steps[i]))
			}
		}
	}
}

// FuzzSequences plays the sequence the fuzzer's bytes choose.
func FuzzSequences(f *testing.F) {
	p := pool(f)
	for seed := range uint64(16) {
		b := make([]byte, 0, 256)
		src := Seeded(seed)
		for range 128 {
			b = binary.BigEndian.AppendUint16(b, uint16(src.IntN(1<<16)))
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src := Bytes(data)
		if _, err := Play(0, &src, p); err != nil {
			t.Fatal(err)
		}
	})
}
