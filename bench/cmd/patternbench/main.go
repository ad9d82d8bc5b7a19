// Command patternbench measures URL patterns on the datasets: Test of a
// router-like set of patterns over every URL, per URL and per pattern,
// beside a Parse of the same URL, in one run (rounds interleaved, medians).
//
//	go run ./cmd/patternbench [-rounds 7] [-datasets DIR] [-patterns FILE]
//
// Rows, in ns: Parse is whatwgurl.Parse per URL; Test is
// URLPattern.Test(urlpattern.String(url)) per URL and pattern (each call
// parses the URL again, as the JavaScript API does); TestURL is
// URLPattern.TestURL on a URL parsed once, per URL and pattern; router is
// one Parse plus TestURL against all the patterns, per URL. The patterns are
// read from -patterns (bench/data/router-patterns.txt, which
// bench/c/patternbench.c reads too, for the C ABI).
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
	fmt.Printf("%-20s %7s %8s %9s %12s %12s %11s %8s %9s\n", "dataset", "URLs", "matches",
		"Parse", "Test/pat", "TestURL/pat", "router/URL", "Test/P", "router/P")
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
					u, err := whatwgurl.Parse(s)
					if err != nil {
						continue
					}
					for _, p := range patterns {
						if p.TestURL(u) {
							sink++
							break // a router stops at the first match
						}
					}
				}
			})/n)
		}
		mp, mt, mtu, mr := median(parse), median(test), median(testURL), median(router)
		fmt.Printf("%-20s %7d %8d %9.0f %12.0f %12.1f %11.0f %8.2f %9.2f\n", name, len(urls), matches,
			mp, mt, mtu, mr, mt/mp, mr/mp)
	}
	fmt.Println("ns, medians of", *rounds, "rounds; Test/P and router/P are ratios to Parse")
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
