// Command benchsummary prints the one table `make bench` ends with: each of
// the performance goals (the current limits, which this file holds), the
// figure this run measured, and whether it is met (or by how much it is
// missed). It reads
// what the benchmarks left in a folder (build/bench by default):
//
//	go.json     cmd/urlbench -out   (Go harness: whatwgurl, ada C++ in-process, goada, ...)
//	c.json      c/bench.c -j        (C ABI against ada's C API; C getters)
//	icount.txt  c/icount.sh         (instructions per URL under callgrind, C ABI and ada's C API)
//	python.txt  bench/python/bench.py's output (its table, parsed for two
//	            ratios and repeated verbatim)
//
// A missing file is reported as such; the other figures are still printed.
//
//	go run ./cmd/benchsummary [-dir ../build/bench]
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
)

// A row is one figure against one goal: value ≤ goal is met.
type row struct {
	goal, dataset string
	value, limit  float64
	detail        string
}

func verdict(r row) string {
	switch {
	case math.IsNaN(r.value):
		return "n/a"
	case r.value <= r.limit:
		return "met"
	default:
		miss := (r.value/r.limit - 1) * 100
		if miss < 10 {
			return fmt.Sprintf("missed by %.1f%%", miss)
		}
		return fmt.Sprintf("missed by %.0f%%", miss)
	}
}

func main() {
	dir := flag.String("dir", filepath.Join("..", "build", "bench"), "folder holding go.json, c.json, python.txt")
	flag.Parse()

	var rows []row
	var notes []string
	var machine string

	// Go harness.
	var g struct {
		Go      string `json:"go"`
		Arch    string `json:"arch"`
		CPUs    int    `json:"cpus"`
		Rounds  int    `json:"rounds"`
		Results [][]struct {
			Dataset         string   `json:"dataset"`
			Library         string   `json:"library"`
			NsPerURL        *float64 `json:"ns_per_url"`
			AllocsCanonical *float64 `json:"allocs_per_canonical_url"`
			Canonical       int      `json:"canonical_urls"`
		} `json:"results"`
	}
	if err := readJSON(filepath.Join(*dir, "go.json"), &g); err != nil {
		notes = append(notes, "Go harness: "+err.Error())
	} else {
		machine = fmt.Sprintf("%s %s, %d CPUs", g.Go, g.Arch, g.CPUs)
		haveCPP := false
		for _, set := range g.Results {
			ns := map[string]float64{}
			var allocs = math.NaN()
			var canon int
			var name string
			for _, r := range set {
				name = r.Dataset
				ns[r.Library] = deref(r.NsPerURL)
				if r.Library == "whatwgurl" {
					allocs, canon = deref(r.AllocsCanonical), r.Canonical
				}
			}
			ours, ok := ns["whatwgurl"]
			if !ok {
				continue
			}
			if cpp, ok := ns["ada C++"]; ok {
				haveCPP = true
				rows = append(rows, row{"Go Parse+Href / ada C++ in-process", name, ours / cpp, 0.4,
					fmt.Sprintf("%.0f / %.0f ns", ours, cpp)})
			}
			if ada, ok := ns["goada"]; ok {
				rows = append(rows, row{"Go Parse+Href / goada", name, ours / ada, 0.33,
					fmt.Sprintf("%.0f / %.0f ns", ours, ada)})
			}
			rows = append(rows, row{"Go allocs per canonical URL", name, allocs, 1,
				fmt.Sprintf("%d canonical URLs", canon)})
		}
		if !haveCPP {
			notes = append(notes, "Go harness: no \"ada C++\" row (urlbench built without ada.h; see bench/README.md)")
		}
		notes = append(notes, fmt.Sprintf("Go harness: medians of %d interleaved rounds", g.Rounds))
	}

	// C benchmark.
	var c struct {
		Rounds int              `json:"rounds"`
		Ours   bool             `json:"ours"`
		Parse  []map[string]any `json:"parse"`
		Getter []map[string]any `json:"getters"`
	}
	if err := readJSON(filepath.Join(*dir, "c.json"), &c); err != nil {
		notes = append(notes, "C benchmark: "+err.Error())
	} else if !c.Ours {
		notes = append(notes, "C benchmark: built without the C ABI (ada alone): no C figures")
	} else {
		for _, p := range c.Parse {
			ours, ada := f(p["whatwgurl_ns"]), f(p["ada_ns"])
			rows = append(rows, row{"C ABI parse+href+free / ada C API", short(p["dataset"]), ours / ada, 0.6,
				fmt.Sprintf("%.0f / %.0f ns", ours, ada)})
			batch := f(p["batch_ns"])
			rows = append(rows, row{"C ABI wurl_parse_batch per URL / ada C API", short(p["dataset"]), batch / ada, 0.4,
				fmt.Sprintf("%.0f / %.0f ns", batch, ada)})
		}
		// The goal is the cost of a call: measured on handles in cache. The
		// walk over every handle (memory latency included) is in the detail,
		// with ada's getter measured both ways.
		for _, name := range []string{"wurl_get_hostname", "wurl_get_components"} {
			for _, p := range c.Getter {
				rows = append(rows, row{"C getter " + name + " (ns/call)", short(p["dataset"]), f(p[name+"_hot_ns"]), 5,
					fmt.Sprintf("walk %.1f; ada_get_hostname %.1f hot, %.1f walk", f(p[name+"_ns"]),
						f(p["ada_get_hostname_hot_ns"]), f(p["ada_get_hostname_ns"]))})
			}
		}
		notes = append(notes, fmt.Sprintf("C benchmark: medians of %d interleaved rounds", c.Rounds))
	}

	// Instructions per URL (callgrind): "dataset urls ada ours ours/ada batch
	// batch/ada" rows (c/icount.sh). Stable where times are not; judged
	// against the time goals, 0.6 and 0.4.
	if ic, err := os.ReadFile(filepath.Join(*dir, "icount.txt")); err != nil {
		notes = append(notes, "instruction counts: "+err.Error())
	} else {
		sc := bufio.NewScanner(strings.NewReader(string(ic)))
		for sc.Scan() {
			fl := strings.Fields(sc.Text())
			if len(fl) != 7 || fl[0] == "dataset" {
				continue
			}
			name := strings.TrimSuffix(fl[0], ".txt")
			for _, k := range []struct {
				goal       string
				col, ratio int
				limit      float64
			}{
				{"C ABI instructions/URL / ada C API (callgrind)", 3, 4, 0.6},
				{"C batch instructions/URL / ada C API (callgrind)", 5, 6, 0.4},
			} {
				ratio, err := strconv.ParseFloat(fl[k.ratio], 64)
				if err != nil {
					continue
				}
				rows = append(rows, row{k.goal, name, ratio, k.limit,
					fmt.Sprintf("%s / %s instructions", fl[k.col], fl[2])})
			}
		}
	}

	// Python benchmark: its own table, in the format bench/python/bench.py
	// prints today ("method  median  min  max  ratio x"), parsed for the two
	// ratios of the goals; the table itself is repeated below ours.
	py, err := os.ReadFile(filepath.Join(*dir, "python.txt"))
	if err != nil {
		notes = append(notes, "Python benchmark: "+err.Error())
	} else {
		ratios := pythonRatios(string(py))
		for _, m := range []struct {
			method string
			limit  float64
		}{{"URL(s).href", 0.4}, {"parse_many", 0.1}} {
			x, ok := ratios[m.method]
			if !ok {
				x = math.NaN()
			}
			rows = append(rows, row{"Python " + m.method + " / urlsplit(s)", "all", x, m.limit, "per URL"})
		}
	}

	fmt.Println()
	fmt.Printf("== make bench: the speed goals (%s; ratios from one run, same machine, same data) ==\n", machine)
	// Rows of one goal together, goals in the order first seen.
	sort.SliceStable(rows, func(i, j int) bool { return order(rows, rows[i].goal) < order(rows, rows[j].goal) })
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "goal\tdataset\tfigure\tlimit\tverdict\t(detail)")
	last := ""
	for _, r := range rows {
		g := r.goal
		if g == last {
			g = ""
		}
		last = r.goal
		v := num(r.value)
		if r.value > r.limit && v == num(r.limit) { // a miss that rounds to the limit: show it
			v = strconv.FormatFloat(r.value, 'f', 4, 64)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t≤ %s\t%s\t%s\n", g, r.dataset, v, num(r.limit), verdict(r), r.detail)
	}
	w.Flush()
	for _, n := range notes {
		fmt.Println("note:", n)
	}
	fmt.Println("note: shared machine, ±30% between runs: trust ratios from one run over absolute ns.")
	if len(py) > 0 {
		fmt.Println("\nPython benchmark (bench/python/bench.py), verbatim:")
		fmt.Print(string(py))
	}
}

// order is the index of goal's first row.
func order(rows []row, goal string) int {
	for i, r := range rows {
		if r.goal == goal {
			return i
		}
	}
	return len(rows)
}

// pythonRatios reads "method ... 1.23x" lines: the last field, less its x.
func pythonRatios(text string) map[string]float64 {
	out := map[string]float64{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		f := strings.Fields(line)
		if len(f) < 5 || !strings.HasSuffix(f[len(f)-1], "x") {
			continue
		}
		x, err := strconv.ParseFloat(strings.TrimSuffix(f[len(f)-1], "x"), 64)
		if err != nil {
			continue
		}
		// The method is everything before the four numbers.
		out[strings.Join(f[:len(f)-4], " ")] = x
	}
	return out
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

func deref(p *float64) float64 {
	if p == nil {
		return math.NaN()
	}
	return *p
}

func f(v any) float64 {
	if x, ok := v.(float64); ok {
		return x
	}
	return math.NaN()
}

func short(v any) string {
	s, _ := v.(string)
	return strings.TrimSuffix(s, ".txt")
}

func num(x float64) string {
	if math.IsNaN(x) {
		return "n/a"
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}
