package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// A figure is one measurement on one dataset ("" when not per dataset).
type figure struct {
	value  float64
	detail string
}

// measurements holds every figure read, by goal.measure then dataset, the
// datasets in the order first seen, why a source gave nothing (by the
// measure's prefix, "go" for "go/..."), and notes about the run.
type measurements struct {
	figures  map[string]map[string]figure
	datasets []string
	missing  map[string]string
	notes    []string
	machine  string
}

func (m *measurements) add(measure, dataset string, value float64, detail string) {
	if m.figures[measure] == nil {
		m.figures[measure] = map[string]figure{}
	}
	m.figures[measure][dataset] = figure{value, detail}
	if dataset == "" {
		return
	}
	for _, d := range m.datasets {
		if d == dataset {
			return
		}
	}
	m.datasets = append(m.datasets, dataset)
}

// read fills m from what the benchmarks left in dir; installed is the
// installed library.
func read(dir, installed string) *measurements {
	m := &measurements{figures: map[string]map[string]figure{}, missing: map[string]string{}}
	readGo(m, filepath.Join(dir, "go.json"))
	readC(m, filepath.Join(dir, "c.json"))
	readText(m, "icount", filepath.Join(dir, "icount.txt"), "make bench-icount",
		instructionRows("icount/parse", "icount/batch"))
	readText(m, "goicount", filepath.Join(dir, "goicount.txt"), "make bench-goicount",
		instructionRows("goicount/parse", "goicount/sethref"))
	readText(m, "python", filepath.Join(dir, "python.txt"), "make bench-python", readPython)
	readText(m, "arrow", filepath.Join(dir, "arrow.txt"), "make bench-arrow-c", readArrow)
	readText(m, "columnar", filepath.Join(dir, "columnar.txt"), "make bench-arrow-python", readColumnar)
	readText(m, "huge", filepath.Join(dir, "huge.txt"), "make bench-huge", readHuge)
	readText(m, "pattern/router", filepath.Join(dir, "pattern.txt"), "make bench-pattern-router", readRouter("pattern/router", 4, 7))
	readText(m, "pattern/icount", filepath.Join(dir, "pattern-icount.txt"), "make bench-pattern-icount", readRouter("pattern/icount", 2, -1))
	readText(m, "first", filepath.Join(dir, "firstparse.txt"), "make bench-first", readFirst)
	readInstalled(m, installed)
	return m
}

func readGo(m *measurements, path string) {
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
	if err := readJSON(path, &g); err != nil {
		m.missing["go"] = "not run (make bench-go): " + err.Error()
		return
	}
	m.machine = fmt.Sprintf("%s %s, %d CPUs", g.Go, g.Arch, g.CPUs)
	for _, set := range g.Results {
		ns := map[string]float64{}
		allocs, canon, name := math.NaN(), 0, ""
		for _, r := range set {
			name = short(r.Dataset)
			ns[r.Library] = deref(r.NsPerURL)
			if r.Library == "whatwgurl" {
				allocs, canon = deref(r.AllocsCanonical), r.Canonical
			}
		}
		ours, ok := ns["whatwgurl"]
		if !ok {
			continue
		}
		for _, lib := range []struct{ measure, name string }{{"go/ada-cpp", "ada C++"}, {"go/goada", "goada"}} {
			if theirs, ok := ns[lib.name]; ok {
				m.add(lib.measure, name, ours/theirs, fmt.Sprintf("%.0f / %.0f ns", ours, theirs))
			}
		}
		m.add("go/allocs", name, allocs, fmt.Sprintf("%d canonical URLs", canon))
	}
	if m.figures["go/ada-cpp"] == nil {
		m.missing["go/ada-cpp"] = "urlbench built without ada.h: no \"ada C++\" row (see bench/README.md)"
	}
	m.notes = append(m.notes, fmt.Sprintf("Go harness: medians of %d interleaved rounds", g.Rounds))
}

func readC(m *measurements, path string) {
	var c struct {
		Rounds int              `json:"rounds"`
		Ours   bool             `json:"ours"`
		Parse  []map[string]any `json:"parse"`
		Getter []map[string]any `json:"getters"`
	}
	if err := readJSON(path, &c); err != nil {
		m.missing["c"] = "not run (make bench-c): " + err.Error()
		return
	}
	if !c.Ours {
		m.missing["c"] = "bench-c was built without the C ABI (ada alone)"
		return
	}
	for _, p := range c.Parse {
		ours, ada, batch := f(p["whatwgurl_ns"]), f(p["ada_ns"]), f(p["batch_ns"])
		m.add("c/parse", short(p["dataset"]), ours/ada, fmt.Sprintf("%.0f / %.0f ns", ours, ada))
		m.add("c/batch", short(p["dataset"]), batch/ada, fmt.Sprintf("%.0f / %.0f ns", batch, ada))
	}
	// The getter goal is the cost of a call: measured on handles in cache;
	// the walk over every handle (memory latency included) is the detail.
	for _, name := range []string{"wurl_get_hostname", "wurl_get_components"} {
		for _, p := range c.Getter {
			m.add("c/"+name, short(p["dataset"]), f(p[name+"_hot_ns"]),
				fmt.Sprintf("walk %.1f; ada_get_hostname %.1f hot, %.1f walk", f(p[name+"_ns"]),
					f(p["ada_get_hostname_hot_ns"]), f(p["ada_get_hostname_ns"])))
		}
	}
	m.notes = append(m.notes, fmt.Sprintf("C benchmark: medians of %d interleaved rounds", c.Rounds))
}

// instructionRows returns the reader of a table of instructions per URL
// under callgrind (c/icount.sh's, cmd/goicount/goicount.sh's): rows
// "dataset urls ada" then, for each measure, our count and its ratio to
// ada's.
func instructionRows(measures ...string) func(*measurements, string) {
	return func(m *measurements, text string) {
		for _, line := range strings.Split(text, "\n") {
			fl := strings.Fields(line)
			if len(fl) != 3+2*len(measures) || fl[0] == "dataset" {
				continue
			}
			for k, measure := range measures {
				col := 3 + 2*k
				if ratio, err := strconv.ParseFloat(fl[col+1], 64); err == nil {
					m.add(measure, short(fl[0]), ratio, fmt.Sprintf("%s / %s instructions", fl[col], fl[2]))
				}
			}
		}
	}
}

// readText reads a benchmark's printed output, kept by mk/bench.mk, with
// parse; a missing file says which target makes it.
func readText(m *measurements, prefix, path, target string, parse func(*measurements, string)) {
	b, err := os.ReadFile(path)
	if err != nil {
		m.missing[prefix] = "not run (" + target + "): " + err.Error()
		return
	}
	parse(m, string(b))
}

// readPython reads bench/python/bench.py's table: "method  median  min  max
// 1.23x", the last field the ratio to urlsplit.
func readPython(m *measurements, text string) {
	for _, line := range strings.Split(text, "\n") {
		fl := strings.Fields(line)
		if len(fl) < 5 || !strings.HasSuffix(fl[len(fl)-1], "x") {
			continue
		}
		x, err := strconv.ParseFloat(strings.TrimSuffix(fl[len(fl)-1], "x"), 64)
		if err != nil {
			continue
		}
		method := strings.Join(fl[:len(fl)-4], " ") // everything before the four numbers
		m.add("python/"+method, "", x, fmt.Sprintf("%s ns/URL (median)", fl[len(fl)-4]))
	}
}

// readArrow reads bench/c/arrow_bench.c's rows: "dataset URLs batch arrow
// ratio fastest pair export columns", ratio = arrow / batch medians.
func readArrow(m *measurements, text string) {
	for _, line := range strings.Split(text, "\n") {
		fl := strings.Fields(line)
		if len(fl) != 9 {
			continue
		}
		ratio, err := strconv.ParseFloat(fl[4], 64)
		if err != nil {
			continue
		}
		m.add("arrow/ratio", short(fl[0]), ratio, fmt.Sprintf("%s / %s ns", fl[3], fl[2]))
	}
}

// readColumnar reads bench/python/bench_columnar.py's "method median min max"
// rows: urlsplit's median over whatwgurl's.
func readColumnar(m *measurements, text string) {
	med := map[string]float64{}
	for _, line := range strings.Split(text, "\n") {
		fl := strings.Fields(line)
		if len(fl) != 4 {
			continue
		}
		if x, err := strconv.ParseFloat(fl[1], 64); err == nil {
			med[fl[0]] = x
		}
	}
	if s, w := med["urlsplit"], med["whatwgurl"]; s > 0 && w > 0 {
		m.add("columnar/speedup", "", s/w, fmt.Sprintf("%.0f / %.0f ns/URL", s, w))
	}
}

// readRouter reads a table of bench/cpp/patternrouter.cpp (ns per URL) or
// bench/cpp/patternrouter.sh (instructions per URL): rows "dataset urls ...",
// ours in column oursCol, ada's in the next and, in patternrouter.cpp's,
// the (URL, pattern) pairs where the sides disagree in column pairsCol (-1:
// none). The figure is the worst dataset's ratio; the detail lists them
// all, and the disagreements.
func readRouter(measure string, oursCol, pairsCol int) func(*measurements, string) {
	return func(m *measurements, text string) {
		worst, detail, disagree := math.NaN(), []string{}, 0
		for _, line := range strings.Split(text, "\n") {
			fl := strings.Fields(line)
			if len(fl) < oursCol+3 || fl[0] == "dataset" {
				continue
			}
			if _, err := strconv.Atoi(fl[1]); err != nil {
				continue
			}
			ours, err1 := strconv.ParseFloat(fl[oursCol], 64)
			ada, err2 := strconv.ParseFloat(fl[oursCol+1], 64)
			if err1 != nil || err2 != nil || ada <= 0 {
				continue
			}
			r := ours / ada
			if math.IsNaN(worst) || r > worst {
				worst = r
			}
			detail = append(detail, fmt.Sprintf("%s %.2f (%s / %s)", fl[0], r, fl[oursCol], fl[oursCol+1]))
			if pairsCol >= 0 && len(fl) > pairsCol {
				n, _ := strconv.Atoi(fl[pairsCol])
				disagree += n
			}
		}
		if !math.IsNaN(worst) {
			d := "worst dataset; " + strings.Join(detail, ", ")
			if disagree > 0 {
				d += fmt.Sprintf("; %d (URL, pattern) pairs where ours and ada disagree (see pattern.txt)", disagree)
			}
			m.add(measure, "", worst, d)
		}
	}
}

var sizeLabel = regexp.MustCompile(`\d+ [KM]?B`)

// readHuge reads bench/c/huge.c's table: a row per shape, its next to last
// field parse/(in+href) at the largest size (the header's last size before
// "warm").
func readHuge(m *measurements, text string) {
	largest := ""
	for _, line := range strings.Split(text, "\n") {
		fl := strings.Fields(line)
		if len(fl) > 0 && fl[0] == "shape" {
			if i := strings.Index(line, "warm"); i > 0 {
				if labels := sizeLabel.FindAllString(line[:i], -1); len(labels) > 0 {
					largest = labels[len(labels)-1]
				}
			}
			continue
		}
		if len(fl) < 4 {
			continue
		}
		x, err := strconv.ParseFloat(fl[len(fl)-2], 64)
		if err != nil {
			continue
		}
		detail := "at " + largest
		if largest != "100 MB" {
			detail += ", not 100 MB"
		}
		m.add("huge/"+fl[0], "", x, detail+"; peak RSS "+fl[len(fl)-4]+" MB")
	}
}

// readInstalled measures the installed library (mk/bench.mk installs it
// under the bench folder); its separate debug file is the detail.
func readInstalled(m *measurements, path string) {
	st, err := os.Stat(path)
	if err != nil {
		m.missing["install"] = "not installed: " + err.Error()
		return
	}
	detail := "no separate debug file"
	for _, dbg := range []string{
		filepath.Join(filepath.Dir(path), "debug", filepath.Base(path)+".debug"),
		path + ".debug",
	} {
		if d, err := os.Stat(dbg); err == nil {
			detail = fmt.Sprintf("debug info separate: %s, %.1f MB", dbg, mb(d.Size()))
			break
		}
	}
	m.add("install/size", "", mb(st.Size()), detail)
}

func mb(n int64) float64 { return float64(n) / 1e6 }

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

// short is a dataset's name: its file name less .txt.
func short(v any) string {
	s, _ := v.(string)
	return strings.TrimSuffix(filepath.Base(s), ".txt")
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

// readFirst reads c/firstparse.c's rows: "input dlopen_ms first_ms
// (min-max) first_cpu_ms second_ms", medians over new processes. The goal is the ASCII
// host's first parse; the non-ASCII host's and the floor's (an empty Go
// library's first call, run beside them) are its detail.
func readFirst(m *measurements, text string) {
	rows := map[string][]string{}
	for _, line := range strings.Split(text, "\n") {
		if fl := strings.Fields(line); len(fl) == 6 {
			rows[fl[0]] = fl
		}
	}
	a, ok := rows["ascii"]
	if !ok {
		return
	}
	first, err := strconv.ParseFloat(a[2], 64)
	if err != nil {
		return
	}
	detail := fmt.Sprintf("range %s, CPU time %s ms, dlopen %s ms, second parse %s ms",
		strings.Trim(a[3], "()"), a[4], a[1], a[5])
	if n, ok := rows["nonascii"]; ok {
		detail += fmt.Sprintf("; a non-ASCII host first: %s ms", n[2])
	}
	if f, ok := rows["floor"]; ok {
		detail += fmt.Sprintf("; the floor, an empty Go library's first call in the same rounds: %s ms (CPU %s ms)", f[2], f[4])
	}
	m.add("first/parse", "", first, detail)
}
