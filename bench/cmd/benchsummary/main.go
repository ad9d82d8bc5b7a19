// Command benchsummary prints the tables `make bench` ends with: each
// performance goal (goals.go holds them, each once) beside the figure this
// run measured, with "met" or how far it is off. It reads what the
// benchmarks left in a folder (build/bench by default):
//
//	go.json       cmd/urlbench -out   (whatwgurl, ada C++ in-process, goada, ...)
//	c.json        c/bench.c -j        (C ABI and batch against ada's C API; C getters)
//	icount.txt    c/icount.sh         (instructions per URL under callgrind)
//	goicount.txt  cmd/goicount/goicount.sh (the Go parse's, likewise)
//	python.txt    python/bench.py's output
//	arrow.txt     c/arrow_bench.c's output
//	columnar.txt  python/bench_columnar.py's output
//	huge.txt      c/huge.c's output
//	pattern.txt, pattern-icount.txt   cpp/patternrouter.cpp's, cpp/patternrouter.sh's output
//	firstparse.txt c/firstparse.c's output
//	install/lib/libwhatwgurl.so.0   the library as `make install` installs it
//
// A missing file leaves its figures "not run", naming the target that makes
// them; a goal nothing measures yet prints "not measured".
//
//	go run ./cmd/benchsummary [-dir ../build/bench] [-installed FILE]
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
)

func main() {
	dir := flag.String("dir", filepath.Join("..", "build", "bench"), "folder holding the benchmarks' figures")
	installed := flag.String("installed", "", "the installed library (default DIR/install/lib/libwhatwgurl.so.0)")
	flag.Parse()
	if *installed == "" {
		*installed = filepath.Join(*dir, "install", "lib", "libwhatwgurl.so.0")
	}
	m := read(*dir, *installed)

	fmt.Println()
	fmt.Printf("== make bench: the goals (%s; ratios ours / theirs, from one run, same machine, same data) ==\n", m.machine)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "figure\t%s\tgoal\n", strings.Join(m.datasets, "\t"))
	var details []string
	for _, g := range goals {
		if !g.perDataset {
			continue
		}
		cells := []string{g.figure}
		var each []string
		for _, d := range m.datasets {
			c, detail := cell(m, g, d, false)
			cells = append(cells, c)
			if detail != "" {
				each = append(each, d+" "+detail)
			}
		}
		if len(each) > 0 {
			details = append(details, g.figure+": "+strings.Join(each, "; "))
		}
		cells = append(cells, limit(g))
		if m.figures[g.measure] == nil {
			_, why := cell(m, g, "", false)
			if why == "" {
				why = "no figure"
			}
			details = append(details, fmt.Sprintf("%s: %s", g.figure, why))
		}
		fmt.Fprintln(w, strings.Join(cells, "\t"))
	}
	w.Flush()
	fmt.Println()
	fmt.Fprintln(w, "figure\tnow\t(detail)")
	for _, g := range goals {
		if g.perDataset {
			continue
		}
		c, detail := cell(m, g, "", true)
		fmt.Fprintf(w, "%s\t%s\t%s\n", g.figure, c, detail)
	}
	w.Flush()
	for _, d := range details {
		fmt.Println("detail:", d)
	}
	for _, n := range m.notes {
		fmt.Println("note:", n)
	}
	fmt.Println("note: shared machine, ±30% between runs: trust ratios from one run over absolute ns, and instruction counts over both.")
}

// cell is a goal's figure on dataset, with "met" or the distance to the goal
// (with the goal itself when withGoal), and its detail.
func cell(m *measurements, g goal, dataset string, withGoal bool) (string, string) {
	if g.measure == "" {
		return "not measured", ""
	}
	fig, ok := m.figures[g.measure][dataset]
	if !ok || math.IsNaN(fig.value) {
		for _, key := range []string{g.measure, strings.SplitN(g.measure, "/", 2)[0]} {
			if why, ok := m.missing[key]; ok {
				return "n/a", why
			}
		}
		return "n/a", ""
	}
	v := verdict(g, fig.value)
	if withGoal {
		v = "goal " + limit(g) + ": " + v
	}
	return fmt.Sprintf("%s%s (%s)", num(fig.value), g.unit, v), fig.detail
}

// verdict is "met", or how many times the figure is off its goal.
func verdict(g goal, x float64) string {
	off := x / g.limit
	if g.atLeast {
		off = g.limit / x
	}
	if off <= 1 {
		return "met"
	}
	if off < 1.1 { // show a near miss to the percent
		return fmt.Sprintf("%.0f%% off", (off-1)*100)
	}
	return fmt.Sprintf("%.1fx off", off)
}

func limit(g goal) string {
	op := "≤"
	if g.atLeast {
		op = "≥"
	}
	return op + " " + strconv.FormatFloat(g.limit, 'f', -1, 64) + g.unit
}

func num(x float64) string {
	if x >= 10 {
		return strconv.FormatFloat(x, 'f', 1, 64)
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}
