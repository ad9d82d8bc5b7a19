// Command sequences plays seeded random sequences of URL setters and
// URLSearchParams methods through Go (internal/sequences) and writes each,
// with what the Go URL showed after every step, as one JSON line, for the C
// and Python replays to compare against:
//
//	sequences -n 3000 -wpt testdata/wpt -o build/sequences.jsonl
//
// It exits 1 when the Go variants disagree on any sequence (and says where).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/whatwgurl/whatwgurl/internal/sequences"
)

func main() {
	n := flag.Int("n", 3000, "how many sequences (seeds 0 to n-1)")
	first := flag.Uint64("seed", 0, "the first seed")
	wpt := flag.String("wpt", "testdata/wpt", "the WPT folder (url/setters_tests.json)")
	out := flag.String("o", "build/sequences.jsonl", "the output file")
	flag.Parse()
	pool, err := sequences.LoadPool(filepath.Join(*wpt, "url", "setters_tests.json"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "sequences:", err)
		os.Exit(2)
	}
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sequences:", err)
		os.Exit(2)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	steps, failed := 0, 0
	for seed := *first; seed < *first+uint64(*n); seed++ {
		rec, err := sequences.Play(seed, sequences.Seeded(seed), pool)
		steps += len(rec.Steps)
		if err != nil {
			failed++
			fmt.Fprintln(os.Stderr, "FAIL", err)
			continue // only sequences Go agrees on are replayed
		}
		if err := enc.Encode(rec); err != nil {
			fmt.Fprintln(os.Stderr, "sequences:", err)
			os.Exit(2)
		}
	}
	if err := w.Flush(); err != nil || f.Close() != nil {
		fmt.Fprintln(os.Stderr, "sequences: writing", *out, err)
		os.Exit(2)
	}
	fmt.Printf("%d sequences, %d steps through Go (written to %s): %d passed, %d failed\n",
		*n, steps, *out, *n-failed, failed)
	fmt.Printf("%d passed, %d failed\n", *n-failed, failed)
	if failed > 0 {
		os.Exit(1)
	}
}
