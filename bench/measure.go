package bench

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"time"
)

// Sink keeps the compiler from dropping the work of a timed pass.
var Sink int

// A Probe is what one untimed pass of a library over a dataset found.
type Probe struct {
	Hrefs    []string // the serializations; "" where the parse failed or panicked
	OK       []bool
	Failures int    // URLs the library rejected
	Panics   int    // URLs on which the library panicked
	PanicMsg string // the first panic's value
	PanicURL string // the URL it panicked on
}

// RunProbe parses every URL once, recovering from a panic on each URL, so a
// library that is not finished (or crashes on one input) is reported, not
// fatal. It also warms caches and code for the timed passes.
func RunProbe(lib Lib, urls []string) Probe {
	p := Probe{Hrefs: make([]string, len(urls)), OK: make([]bool, len(urls))}
	for i, s := range urls {
		href, ok, msg := parseRecover(lib, s)
		switch {
		case msg != "":
			p.Panics++
			if p.PanicMsg == "" {
				p.PanicMsg, p.PanicURL = msg, s
			}
		case !ok:
			p.Failures++
		default:
			p.Hrefs[i], p.OK[i] = strings.Clone(href), true
		}
	}
	return p
}

func parseRecover(lib Lib, s string) (href string, ok bool, panicMsg string) {
	defer func() {
		if r := recover(); r != nil {
			panicMsg = fmt.Sprint(r)
			if panicMsg == "" {
				panicMsg = "panic"
			}
		}
	}()
	href, ok = lib.Parse(s)
	return href, ok, ""
}

// Differences counts the URLs on which two probes disagree: one failed and
// the other did not, or both succeeded with different serializations.
func Differences(a, b Probe) int {
	n := 0
	for i := range a.OK {
		if a.OK[i] != b.OK[i] || a.Hrefs[i] != b.Hrefs[i] {
			n++
		}
	}
	return n
}

// MinURLsPerSample is how many parses one timed sample holds at least: a
// small dataset is parsed several times over, so that a sample lasts long
// enough for the clock and the scheduler not to dominate it.
const MinURLsPerSample = 100000

// Reps is how many passes over n URLs make one sample.
func Reps(n int) int {
	if n == 0 {
		return 1
	}
	return (MinURLsPerSample + n - 1) / n
}

// TimePass parses every URL reps times and returns the time per URL in ns.
// The heap is collected first, so one library's garbage is not collected on
// another's time; the collections a library's own garbage causes are its cost.
func TimePass(lib Lib, urls []string, reps int) (nsPerURL float64, panicked bool) {
	runtime.GC()
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	if lib.Pass != nil {
		d := lib.Pass(urls, reps)
		return float64(d.Nanoseconds()) / float64(reps*max(len(urls), 1)), false
	}
	parse := lib.Parse
	n := 0
	start := time.Now()
	for range reps {
		for _, s := range urls {
			h, _ := parse(s)
			n += len(h)
		}
	}
	d := time.Since(start)
	Sink += n
	return float64(d.Nanoseconds()) / float64(reps*max(len(urls), 1)), false
}

// Allocs returns the Go heap allocations and bytes per URL of a pass, the
// fewest of three: the runtime's own allocations while a pass runs (its
// collector's, a timer's) are counted with the library's, and only ever add
// to them. Memory a library takes from C (goada's ada) is not seen. A
// library timed by its own Pass (outside Go) has no Go figure: callers skip
// it.
func Allocs(lib Lib, urls []string) (allocs, bytes float64, panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	allocs, bytes = math.Inf(1), math.Inf(1)
	for range 3 {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		n := 0
		for _, s := range urls {
			h, _ := lib.Parse(s)
			n += len(h)
		}
		runtime.ReadMemStats(&after)
		Sink += n
		u := float64(len(urls))
		allocs = min(allocs, float64(after.Mallocs-before.Mallocs)/u)
		bytes = min(bytes, float64(after.TotalAlloc-before.TotalAlloc)/u)
	}
	return allocs, bytes, false
}
