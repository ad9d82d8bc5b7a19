// Command urlbench times whatwgurl and other URL parsers side by side on
// every dataset (one URL per line) and prints one table.
//
// Each round times one pass of every library over every dataset, the
// libraries in a different order each round (interleaved), so drift of a
// shared machine falls on all of them; the table shows each side's median.
// A pass over a small dataset is repeated up to bench.MinURLsPerSample parses.
//
//	go run ./cmd/urlbench [-rounds 11] [-datasets DIR] [-libs a,b] [-json]
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/whatwgurl/whatwgurl/bench"
)

type result struct {
	Dataset     string    `json:"dataset"`
	Library     string    `json:"library"`
	URLs        int       `json:"urls"`
	NsPerURL    num       `json:"ns_per_url"` // median over rounds; NaN when Panicked
	MinNsPerURL num       `json:"min_ns_per_url"`
	Rounds      []float64 `json:"rounds_ns_per_url"`
	AllocsPer   num       `json:"allocs_per_url"` // Go heap; null for a library timed outside Go
	BytesPer    num       `json:"bytes_per_url"`
	// Go allocations per URL over the dataset's canonical URLs only (those
	// whose href, by whatwgurl, is the input itself); null when none or not Go.
	AllocsCanonical num    `json:"allocs_per_canonical_url"`
	Canonical       int    `json:"canonical_urls"`
	Failures        int    `json:"failures"`
	Panics          int    `json:"panics"`
	PanicMsg        string `json:"panic,omitempty"`
	PanicURL        string `json:"panic_url,omitempty"`
	Panicked        bool   `json:"panicked"`
	DiffRef         int    `json:"differences_from_reference"`
	Ratio           num    `json:"time_vs_baseline"` // NsPerURL / baseline's; NaN when unknown
}

func main() {
	rounds := flag.Int("rounds", 11, "interleaved timing rounds (the median is reported)")
	dir := flag.String("datasets", "", "datasets folder (default ../shared/datasets beside the repository root)")
	only := flag.String("libs", "", "comma-separated libraries to run (default all: "+strings.Join(names(bench.Libraries()), ",")+")")
	asJSON := flag.Bool("json", false, "print JSON instead of the table")
	outFile := flag.String("out", "", "also write the JSON to this file (for bench/cmd/benchsummary)")
	flag.Parse()
	if *rounds < 1 {
		fatal(fmt.Errorf("-rounds must be at least 1"))
	}

	if *dir == "" {
		d, err := bench.DefaultDatasetsDir()
		if err != nil {
			fatal(err)
		}
		*dir = d
	}
	sets, err := bench.LoadDatasets(*dir)
	if err != nil {
		fatal(err)
	}
	libs := bench.Libraries()
	if why := bench.AdaCPPMissing(); why != "" {
		fmt.Fprintf(os.Stderr, "urlbench: no %q row: %s\n", bench.AdaCPP, why)
	}
	if *only != "" {
		want := strings.Split(*only, ",")
		libs = slices.DeleteFunc(libs, func(l bench.Lib) bool { return !slices.Contains(want, l.Name) })
		if len(libs) == 0 {
			fatal(fmt.Errorf("-libs %q names no library", *only))
		}
	}

	// res[d][l] for dataset d and library l.
	res := make([][]*result, len(sets))
	for d, set := range sets {
		res[d] = make([]*result, len(libs))
		probes := make([]bench.Probe, len(libs))
		for l, lib := range libs {
			probes[l] = bench.RunProbe(lib, set.URLs)
		}
		canon := canonical(libs, probes, set.URLs)
		for l, lib := range libs {
			p := probes[l]
			r := &result{Dataset: set.Name, Library: lib.Name, URLs: len(set.URLs),
				Failures: p.Failures, Panics: p.Panics, PanicMsg: p.PanicMsg, PanicURL: p.PanicURL, Panicked: p.Panics > 0,
				DiffRef: -1, AllocsPer: nan, BytesPer: nan, AllocsCanonical: nan, Canonical: len(canon)}
			if !r.Panicked && lib.Pass == nil {
				a, b, panicked := bench.Allocs(lib, set.URLs)
				r.AllocsPer, r.BytesPer, r.Panicked = num(a), num(b), panicked
				if !panicked && len(canon) > 0 {
					a, _, panicked = bench.Allocs(lib, canon)
					r.AllocsCanonical, r.Panicked = num(a), panicked
				}
			}
			res[d][l] = r
		}
		if ref := slices.IndexFunc(libs, func(l bench.Lib) bool { return l.Name == bench.Reference }); ref >= 0 && !res[d][ref].Panicked {
			for l := range libs {
				if !res[d][l].Panicked {
					res[d][l].DiffRef = bench.Differences(probes[l], probes[ref])
				}
			}
		}
		fmt.Fprintf(os.Stderr, "urlbench: %s: %d URLs probed\n", set.Name, len(set.URLs))
	}

	for round := 0; round < *rounds; round++ {
		for d, set := range sets {
			for k := range libs {
				l := (k + round + d) % len(libs) // each library takes each place in turn
				r := res[d][l]
				if r.Panicked {
					continue
				}
				ns, panicked := bench.TimePass(libs[l], set.URLs, bench.Reps(len(set.URLs)))
				if panicked {
					r.Panicked = true
					continue
				}
				r.Rounds = append(r.Rounds, ns)
			}
		}
		fmt.Fprintf(os.Stderr, "urlbench: round %d/%d done\n", round+1, *rounds)
	}

	base := slices.IndexFunc(libs, func(l bench.Lib) bool { return l.Name == bench.Baseline })
	for d := range sets {
		for _, r := range res[d] {
			r.NsPerURL, r.MinNsPerURL, r.Ratio = num(math.NaN()), num(math.NaN()), num(math.NaN())
			if !r.Panicked && len(r.Rounds) > 0 {
				r.NsPerURL, r.MinNsPerURL = num(median(r.Rounds)), num(slices.Min(r.Rounds))
			}
		}
		if base >= 0 {
			b := res[d][base].NsPerURL
			for _, r := range res[d] {
				r.Ratio = r.NsPerURL / b // NaN when either is unknown
			}
		}
	}

	if *asJSON || *outFile != "" {
		out := struct {
			Go       string      `json:"go"`
			Arch     string      `json:"arch"`
			CPUs     int         `json:"cpus"`
			Rounds   int         `json:"rounds"`
			Datasets string      `json:"datasets"`
			Baseline string      `json:"baseline"`
			Ref      string      `json:"reference"`
			Results  [][]*result `json:"results"`
		}{runtime.Version(), runtime.GOOS + "/" + runtime.GOARCH, runtime.NumCPU(), *rounds, *dir,
			bench.Baseline, bench.Reference, res}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			fatal(err)
		}
		if *outFile != "" {
			if err := os.WriteFile(*outFile, append(b, '\n'), 0o644); err != nil {
				fatal(err)
			}
		}
		if *asJSON {
			fmt.Println(string(b))
			return
		}
	}

	fmt.Printf("urlbench: %s %s/%s, %d CPUs, %d interleaved rounds, datasets %s\n",
		runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), *rounds, *dir)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "dataset\tURLs\tlibrary\tns/URL\tmin\tallocs/URL\tB/URL\tfailures\t≠"+bench.Reference+"\tx "+bench.Baseline+"\t")
	for d, set := range sets {
		for l, r := range res[d] {
			ds, n := "", ""
			if l == 0 {
				ds, n = set.Name, fmt.Sprint(len(set.URLs))
			}
			if r.Panicked {
				fmt.Fprintf(w, "%s\t%s\t%s\tn/a (panicked)\t\t\t\t%s\t\t\t\n", ds, n, r.Library, failures(r))
				continue
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%.1f\t%.1f\t%s\t%s\t%s\t%s\t%s\t\n", ds, n, r.Library,
				r.NsPerURL, r.MinNsPerURL, fixed(r.AllocsPer, 2), fixed(r.BytesPer, 0), failures(r), diff(r), ratio(r.Ratio))
		}
	}
	w.Flush()
	fmt.Println("ns/URL: median of the rounds (parse + href, no base); min: fastest round.")
	fmt.Println("allocs, B: Go heap per URL (C memory of goada not seen). ≠" + bench.Reference +
		": URLs whose result (failure or href) differs from " + bench.Reference + "'s.")
	fmt.Println("x " + bench.Baseline + ": this library's time / " + bench.Baseline + "'s; above 1 means " + bench.Baseline + " is faster.")
	fmt.Println(bench.AdaCPP + ": ada::parse<url_aggregator> + get_href in C++, one cgo call per timed pass (no per-URL cgo cost).")
	goals(res, libs, sets)
	seen := map[string]bool{}
	for d := range sets {
		for _, r := range res[d] {
			if r.PanicMsg != "" && !seen[r.Library] {
				seen[r.Library] = true
				fmt.Printf("%s panicked on %q (%s): %s\n", r.Library, r.PanicURL, r.Dataset, r.PanicMsg)
			}
		}
	}
}

var nan = num(math.NaN())

// canonical returns the URLs that whatwgurl parses to themselves (href ==
// input), for the goal "at most one allocation per parse of a canonical URL".
func canonical(libs []bench.Lib, probes []bench.Probe, urls []string) []string {
	b := slices.IndexFunc(libs, func(l bench.Lib) bool { return l.Name == bench.Baseline })
	if b < 0 || probes[b].Panics > 0 {
		return nil
	}
	var out []string
	for i, s := range urls {
		if probes[b].OK[i] && probes[b].Hrefs[i] == s {
			out = append(out, s)
		}
	}
	return out
}

// goals prints the Go goals, as first set, per dataset: whatwgurl's time over ada
// C++'s and over goada's (both from this run's medians), and whatwgurl's
// allocations per canonical URL.
func goals(res [][]*result, libs []bench.Lib, sets []bench.Dataset) {
	find := func(name string) int { return slices.IndexFunc(libs, func(l bench.Lib) bool { return l.Name == name }) }
	base, cpp, ada := find(bench.Baseline), find(bench.AdaCPP), find(bench.Reference)
	if base < 0 {
		return
	}
	over := func(d, l int) num {
		if l < 0 {
			return nan
		}
		return res[d][base].NsPerURL / res[d][l].NsPerURL
	}
	fmt.Println()
	fmt.Println("Go goals, as first set (medians of this run; bench/cmd/benchsummary has the raised ones):")
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "dataset\t"+bench.Baseline+"/"+bench.AdaCPP+" (≤1.00)\t"+bench.Baseline+"/"+bench.Reference+" (≤0.33)\tallocs/canonical URL (≤1)\tcanonical URLs\t")
	for d, set := range sets {
		r := res[d][base]
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%d\t\n", set.Name, ratio(over(d, cpp)), ratio(over(d, ada)),
			fixed(r.AllocsCanonical, 2), r.Canonical)
	}
	w.Flush()
}

// fixed formats x with prec decimals, "-" when unknown.
func fixed(x num, prec int) string {
	if math.IsNaN(float64(x)) {
		return "-"
	}
	return fmt.Sprintf("%.*f", prec, float64(x))
}

func failures(r *result) string {
	if r.Panics > 0 {
		return fmt.Sprintf("%d (+%d panics)", r.Failures, r.Panics)
	}
	return fmt.Sprint(r.Failures)
}

func diff(r *result) string {
	if r.DiffRef < 0 {
		return "-"
	}
	return fmt.Sprint(r.DiffRef)
}

func ratio(r num) string {
	x := float64(r)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "n/a"
	}
	return fmt.Sprintf("%.2f", x)
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// num is a float64 whose NaN (unknown) is null in JSON, which has no NaN.
type num float64

func (x num) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
		return []byte("null"), nil
	}
	return json.Marshal(float64(x))
}

func names(libs []bench.Lib) []string {
	var s []string
	for _, l := range libs {
		s = append(s, l.Name)
	}
	return s
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "urlbench:", err)
	os.Exit(1)
}
