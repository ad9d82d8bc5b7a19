// Command patternbench measures URL patterns on the datasets: Test of a
// router-like set of patterns over every URL, per URL and per pattern, and
// the router FirstMatch over all of them, per URL, beside a Parse of the same
// URL, in one run (rounds interleaved, medians).
//
//	go run ./cmd/patternbench [-rounds 7] [-datasets DIR] [-patterns FILE]
//
// Rows, in ns: Parse is whatwgurl.Parse per URL; Test is
// URLPattern.Test(urlpattern.String(url)) per URL and pattern (each call
// parses the URL again, as the JavaScript API does); TestURL is
// URLPattern.TestURL on a URL parsed once, per URL and pattern; FirstMatch is
// urlpattern.FirstMatch(patterns, urlpattern.String(url), nil) per URL: the
// URL string read once and tried against the patterns in order until the
// first that matches, the router that bench/cpp/patternrouter.cpp times
// through C++'s first_match (the C ABI's wurl_pattern_first_match). Before
// timing, FirstMatch must give the first pattern whose Test matches on every
// URL, or the run stops. The patterns are read from -patterns
// (bench/data/router-patterns.txt, which bench/c/patternbench.c reads too, for
// the C ABI).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/whatwgurl/whatwgurl/urlpattern"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// readPatterns returns the constructor strings of file: one a line, without
// the empty lines and those starting with '#'.
func readPatterns(file string) ([]string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var routes []string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimRight(line, "\r\n")
		if line != "" && !strings.HasPrefix(line, "#") {
			routes = append(routes, line)
		}
	}
	if len(routes) == 0 {
		return nil, fmt.Errorf("%s: no patterns", file)
	}
	return routes, nil
}

var sink int

func main() {
	def := os.Getenv("WHATWGURL_DATASETS_DIR")
	if def == "" {
		def = "../shared/datasets"
	}
	datasets := flag.String("datasets", def, "folder of */*.txt URL lists")
	rounds := flag.Int("rounds", 7, "rounds (medians are reported)")
	patternFile := flag.String("patterns", "data/router-patterns.txt", "the patterns, one a line")
	flag.Parse()
	routes, err := readPatterns(*patternFile)
	if err != nil {
		fmt.Fprintf(os.Stderr, "patternbench: %v\n", err)
		os.Exit(2)
	}
	files, _ := filepath.Glob(filepath.Join(*datasets, "*", "*.txt"))
	sort.Strings(files)
	if len(files) == 0 {
		fmt.Fprintf(os.Stderr, "patternbench: no datasets in %s (set -datasets or WHATWGURL_DATASETS_DIR)\n", *datasets)
		os.Exit(2)
	}
	patterns := make([]*urlpattern.URLPattern, len(routes))
	for i, r := range routes {
		p, err := urlpattern.New(urlpattern.String(r), nil, urlpattern.Options{})
		if err != nil {
			fmt.Fprintf(os.Stderr, "patternbench: %s: %v\n", r, err)
			os.Exit(1)
		}
		patterns[i] = p
	}
	fmt.Printf("%-20s %7s %8s %7s %9s %12s %12s %15s %8s %13s\n", "dataset", "URLs", "matches", "routed",
		"Parse", "Test/pat", "TestURL/pat", "FirstMatch/URL", "Test/P", "FirstMatch/P")
	for _, f := range files {
		urls := readLines(f)
		name := filepath.Base(filepath.Dir(f)) + "/" + strings.TrimSuffix(filepath.Base(f), ".txt")
		parsed := make([]*whatwgurl.URL, 0, len(urls))
		for _, s := range urls {
			if u, err := whatwgurl.Parse(s); err == nil {
				parsed = append(parsed, u)
			}
		}
		matches := 0
		for _, u := range parsed {
			for _, p := range patterns {
				if p.TestURL(u) {
					matches++
				}
			}
		}
		routed := 0
		for _, s := range urls {
			if at := firstMatch(patterns, s); at >= 0 {
				routed++
			}
		}
		var parse, test, testURL, router []float64
		n, np := float64(len(urls)), float64(len(urls)*len(patterns))
		for range *rounds {
			parse = append(parse, timeIt(func() {
				for _, s := range urls {
					if u, err := whatwgurl.Parse(s); err == nil {
						sink += len(u.Href())
					}
				}
			})/n)
			test = append(test, timeIt(func() {
				for _, s := range urls {
					for _, p := range patterns {
						if ok, _ := p.Test(urlpattern.String(s), nil); ok {
							sink++
						}
					}
				}
			})/np)
			testURL = append(testURL, timeIt(func() {
				for _, u := range parsed {
					for _, p := range patterns {
						if p.TestURL(u) {
							sink++
						}
					}
				}
			})/float64(len(parsed)*len(patterns)))
			router = append(router, timeIt(func() {
				for _, s := range urls {
					if at, _ := urlpattern.FirstMatch(patterns, urlpattern.String(s), nil); at >= 0 {
						sink += at
					}
				}
			})/n)
		}
		mp, mt, mtu, mr := median(parse), median(test), median(testURL), median(router)
		fmt.Printf("%-20s %7d %8d %7d %9.0f %12.0f %12.1f %15.0f %8.2f %13.2f\n", name, len(urls), matches,
			routed, mp, mt, mtu, mr, mt/mp, mr/mp)
	}
	fmt.Println("ns, medians of", *rounds, "rounds; Test/P and FirstMatch/P are ratios to Parse;",
		"routed: the URLs FirstMatch gives a pattern")
}

// firstMatch is FirstMatch on s, held to its definition (the first pattern
// whose Test matches): a router that disagrees stops the run, since its
// figure would time something else.
func firstMatch(patterns []*urlpattern.URLPattern, s string) int {
	at, err := urlpattern.FirstMatch(patterns, urlpattern.String(s), nil)
	want := -1
	for i, p := range patterns {
		if ok, _ := p.Test(urlpattern.String(s), nil); ok {
			want = i
			break
		}
	}
	if at != want || err != nil {
		fmt.Fprintf(os.Stderr, "patternbench: FirstMatch(%q) = %d, %v; Test finds %d\n", s, at, err, want)
		os.Exit(1)
	}
	return at
}

func readLines(path string) []string {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			out = append(out, line)
		}
	}
	return out
}

func timeIt(f func()) float64 {
	start := time.Now()
	f()
	return float64(time.Since(start).Nanoseconds())
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}
