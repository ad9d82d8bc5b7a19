// Command clibench times the whatwgurl command on the benchmark datasets
// (every *.txt under -datasets, joined into one file) against a Python
// script doing urlsplit(line).geturl() per line and against the engine's
// own Parse+Href loop on one core, in interleaved rounds on the same data,
// and prints the figures as ratios with the CLI's speed goals (at least 10
// times the Python script, at most 1.5 times the engine's loop).
//
//	go build -o build/whatwgurl ./cmd/whatwgurl
//	cd bench && go run ./cmd/clibench -bin ../build/whatwgurl -datasets ../../shared/datasets
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// pythonScript is the Python side: the standard library's urlsplit and
// geturl per line, written to stdout, as a script a user would write.
const pythonScript = `import sys
from urllib.parse import urlsplit
out = sys.stdout
with open(sys.argv[1], encoding="utf-8", errors="surrogateescape", newline="\n") as f:
    for line in f:
        out.write(urlsplit(line.rstrip("\r\n")).geturl())
        out.write("\n")
`

// sample is one timed run: wall time and the CPU time it used (user and
// system), for the whole run.
type sample struct{ wall, cpu time.Duration }

type side struct {
	name    string
	run     func() (sample, error)
	samples []sample
}

func main() {
	bin := flag.String("bin", "build/whatwgurl", "the whatwgurl binary")
	datasets := flag.String("datasets", defaultDatasets(), "folder with */*.txt datasets")
	rounds := flag.Int("rounds", 7, "interleaved rounds")
	python := flag.String("python", "python3", "the Python interpreter")
	work := flag.String("work", "build/cli-bench", "folder for the joined data and the script")
	flag.Parse()

	files, _ := filepath.Glob(filepath.Join(*datasets, "*", "*.txt"))
	if len(files) == 0 {
		fmt.Fprintf(os.Stderr, "clibench: no */*.txt under %s (set WHATWGURL_DATASETS_DIR)\n", *datasets)
		os.Exit(1)
	}
	slices.Sort(files)
	if err := os.MkdirAll(*work, 0o755); err != nil {
		fail(err)
	}
	var all []byte
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			fail(err)
		}
		if len(b) > 0 && b[len(b)-1] != '\n' {
			b = append(b, '\n')
		}
		all = append(all, b...)
	}
	data := filepath.Join(*work, "all.txt")
	script := filepath.Join(*work, "urlsplit.py")
	must(os.WriteFile(data, all, 0o644))
	must(os.WriteFile(script, []byte(pythonScript), 0o644))
	lines := strings.Split(strings.TrimSuffix(string(all), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.Clone(strings.TrimSuffix(l, "\r")) // one string per URL, as a program holds them
	}
	fmt.Printf("data: %d files, %d lines, %d bytes (%s)\n", len(files), len(lines), len(all), data)
	fmt.Printf("machine: %d cores (GOMAXPROCS %d); %d interleaved rounds; medians\n\n",
		runtime.NumCPU(), runtime.GOMAXPROCS(0), *rounds)

	jobs := runtime.GOMAXPROCS(0)
	py := &side{name: "python3 urlsplit(line).geturl()", run: func() (sample, error) {
		return runProcess(*python, script, data)
	}}
	tool1 := &side{name: "whatwgurl --fields href -j 1", run: func() (sample, error) {
		return runProcess(*bin, "--fields", "href", "--quiet", "-j", "1", "-f", data)
	}}
	toolN := &side{name: fmt.Sprintf("whatwgurl --fields href -j %d", jobs), run: func() (sample, error) {
		return runProcess(*bin, "--fields", "href", "--quiet", "-j", fmt.Sprint(jobs), "-f", data)
	}}
	loop := &side{name: "Go whatwgurl.Parse+Href loop, 1 core", run: func() (sample, error) {
		return engineLoop(lines), nil
	}}
	sides := []*side{py, tool1, toolN, loop}
	for range *rounds {
		for _, s := range sides {
			smp, err := s.run()
			if err != nil {
				fail(fmt.Errorf("%s: %w", s.name, err))
			}
			s.samples = append(s.samples, smp)
		}
	}

	n := float64(len(lines))
	perLine := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / n }
	fmt.Printf("%-40s %12s %12s %12s %12s\n", "side", "wall ns/line", "min", "max", "cpu ns/line")
	for _, s := range sides {
		w, c := medians(s.samples)
		lo, hi := spread(s.samples)
		fmt.Printf("%-40s %12.0f %12.0f %12.0f %12.0f\n", s.name, perLine(w), perLine(lo), perLine(hi), perLine(c))
	}

	pyW, _ := medians(py.samples)
	t1W, t1C := medians(tool1.samples)
	tNW, _ := medians(toolN.samples)
	loopW, loopC := medians(loop.samples)
	fmt.Printf("\n%-52s %8s %8s  %s\n", "goal", "figure", "limit", "verdict")
	goal("python wall / whatwgurl wall, -j "+fmt.Sprint(jobs), ratio(pyW, tNW), 10, true)
	goal("python wall / whatwgurl wall, -j 1", ratio(pyW, t1W), 10, true)
	goal("whatwgurl -j 1 CPU / Go loop CPU (per core)", ratio(t1C, loopC), 1.5, false)
	goal("whatwgurl -j 1 wall / Go loop", ratio(t1W, loopW), 1.5, false)
	fmt.Println("\n(the whatwgurl and python figures are whole processes: start-up, reading the file and")
	fmt.Println(" writing every href to /dev/null; the Go loop parses strings already in memory)")
}

// engineLoop is the engine's own loop on one goroutine: Parse and Href on
// each line. Its CPU time is the whole process's over the loop (the
// garbage collector's work included, as it is in the tool's).
func engineLoop(lines []string) sample {
	cpu0 := processCPU()
	start := time.Now()
	sink := 0
	for _, l := range lines {
		if u, err := whatwgurl.Parse(l); err == nil {
			sink += len(u.Href())
		}
	}
	d := time.Since(start)
	cpu := processCPU() - cpu0
	if sink == 0 {
		fmt.Fprintln(os.Stderr, "clibench: nothing parsed")
	}
	return sample{wall: d, cpu: cpu}
}

func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		fail(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// runProcess runs name with args, its output to /dev/null, and returns its
// wall time and the CPU time its process used.
func runProcess(name string, args ...string) (sample, error) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		return sample{}, err
	}
	defer null.Close()
	var stderr bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = null, &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return sample{}, fmt.Errorf("%v: %s", err, stderr.String())
	}
	wall := time.Since(start)
	var cpu time.Duration
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return sample{wall: wall, cpu: cpu}, nil
}

func medians(s []sample) (wall, cpu time.Duration) {
	w := make([]time.Duration, len(s))
	c := make([]time.Duration, len(s))
	for i := range s {
		w[i], c[i] = s[i].wall, s[i].cpu
	}
	return median(w), median(c)
}

func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2]
}

func spread(s []sample) (lo, hi time.Duration) {
	lo, hi = s[0].wall, s[0].wall
	for _, x := range s {
		lo, hi = min(lo, x.wall), max(hi, x.wall)
	}
	return lo, hi
}

func ratio(a, b time.Duration) float64 { return float64(a) / float64(b) }

// goal prints one goal's line: at least limit when atLeast, else at most.
func goal(name string, figure, limit float64, atLeast bool) {
	met := figure <= limit
	op := "≤"
	if atLeast {
		met, op = figure >= limit, "≥"
	}
	verdict := "met"
	if !met {
		verdict = "MISSED"
	}
	fmt.Printf("%-52s %8.2f %2s %5.2f  %s\n", name, figure, op, limit, verdict)
}

func defaultDatasets() string {
	if d := os.Getenv("WHATWGURL_DATASETS_DIR"); d != "" {
		return d
	}
	return filepath.Join("..", "shared", "datasets")
}

func must(err error) {
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "clibench:", err)
	os.Exit(1)
}
