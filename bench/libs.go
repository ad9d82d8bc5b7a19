// Package bench compares whatwgurl with other URL parsers on the shared URL
// datasets. It is a module of its own so that the main module keeps no
// benchmark dependencies (goada needs cgo and a C++ compiler).
//
// The command cmd/urlbench prints one table for every dataset and library;
// bench_test.go holds the same work as standard `go test -bench` benchmarks.
package bench

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
	"unsafe"

	"github.com/ada-url/goada"
	nlnwa "github.com/nlnwa/whatwg-url/url"
	"github.com/whatwgurl/whatwgurl/bench/adacpp"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// A Lib is one URL parser seen through the same question: parse s with no
// base and return its serialization. ok is false when the library rejects s.
type Lib struct {
	Name string
	// WHATWG tells whether the library claims to follow the URL Standard;
	// failures and serializations of the others are not comparable.
	WHATWG bool
	// Parse's href may share memory with the library's buffers until the
	// next call: clone it to keep it.
	Parse func(s string) (href string, ok bool)
	// Pass, when set, times reps passes over urls itself and Parse is for
	// probes only: a library in another language whose timed loop runs
	// outside Go (one cgo call per pass). Its Go allocations are not its own.
	Pass func(urls []string, reps int) time.Duration
}

// Reference is the name of the library every result is compared against,
// and Baseline the one ratios are taken against.
const (
	Reference = "goada"
	Baseline  = "whatwgurl"
	// AdaCPP is ada's C++ API in-process (package adacpp): the goal
	// "Go Parse+Href against ada C++" is whatwgurl's time over this one's.
	AdaCPP = "ada C++"
)

// adaCPPSets keeps each dataset's C copy for AdaCPP's Pass, keyed by the
// slice it came from (the harness passes the same slice every round).
var adaCPPSets = map[*string]*adacpp.Set{}

func adaCPPPass(urls []string, reps int) time.Duration {
	if len(urls) == 0 {
		return 0
	}
	set := adaCPPSets[&urls[0]]
	if set == nil || len(urls) != set.Len() {
		if set != nil {
			set.Release()
		}
		set = adacpp.Prepare(urls)
		adaCPPSets[&urls[0]] = set
	}
	return set.Time(reps)
}

// AdaCPPMissing is why AdaCPP is not among Libraries, or "".
func AdaCPPMissing() string {
	if adacpp.Available() {
		return ""
	}
	return "ada.h was not on the C++ include path at build time: " + adacpp.HowToEnable
}

// Libraries returns the parsers under comparison, whatwgurl first. AdaCPP is
// there when the build found ada.h (see package adacpp).
func Libraries() []Lib {
	var buf []byte           // reused by the AppendParse row, as a caller would
	var reused whatwgurl.URL // reused by the SetHref row
	libs := []Lib{
		{Name: Baseline, WHATWG: true, Parse: func(s string) (string, bool) {
			u, err := whatwgurl.Parse(s)
			if err != nil {
				return "", false
			}
			return u.Href(), true
		}},
		{Name: "whatwgurl/append", WHATWG: true, Parse: func(s string) (string, bool) {
			// An href is never empty, so an empty result means failure.
			out, _, _ := whatwgurl.AppendParse(buf[:0], s, nil)
			if len(out) == 0 {
				return "", false
			}
			buf = out
			// No copy: the href lives until the next call (see Lib.Parse).
			return unsafe.String(unsafe.SliceData(out), len(out)), true
		}},
		{Name: "whatwgurl/sethref", WHATWG: true, Parse: func(s string) (string, bool) {
			// One URL reused, as a loop that keeps no URL would: SetHref
			// parses into it.
			if reused.SetHref(s) != nil {
				return "", false
			}
			return reused.Href(), true
		}},
		{Name: Reference, WHATWG: true, Parse: func(s string) (string, bool) {
			u, err := goada.New(s)
			if err != nil {
				return "", false
			}
			h := u.Href()
			u.Free()
			return h, true
		}},
		{Name: "nlnwa", WHATWG: true, Parse: func(s string) (string, bool) {
			u, err := nlnwa.Parse(s)
			if err != nil {
				return "", false
			}
			return u.Href(false), true
		}},
		{Name: "net/url", WHATWG: false, Parse: func(s string) (string, bool) {
			u, err := url.Parse(s)
			if err != nil {
				return "", false
			}
			return u.String(), true
		}},
	}
	if adacpp.Available() {
		// After whatwgurl's rows, before goada: the C++ figure to beat.
		libs = slices.Insert(libs, 2, Lib{Name: AdaCPP, WHATWG: true, Parse: adacpp.Href, Pass: adaCPPPass})
	}
	return libs
}

// A Dataset is one file of URLs.
type Dataset struct {
	Name  string // path relative to the datasets folder, without .txt
	URLs  []string
	Bytes int // sum of the URLs' lengths
}

// LoadDataset reads one URL per line. A leading UTF-8 byte order mark is a
// property of the file, not of its first URL, so it is dropped; a final
// newline does not make an empty last URL. Every other byte is kept.
func LoadDataset(path, name string) (Dataset, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Dataset{}, err
	}
	b = bytes.TrimPrefix(b, []byte("\xEF\xBB\xBF"))
	s := strings.TrimSuffix(string(b), "\n")
	d := Dataset{Name: name}
	if s == "" {
		return d, nil
	}
	d.URLs = strings.Split(s, "\n")
	for i, u := range d.URLs {
		d.URLs[i] = strings.TrimSuffix(u, "\r")
		d.Bytes += len(d.URLs[i])
	}
	return d, nil
}

// LoadDatasets loads every *.txt below dir, sorted by name.
func LoadDatasets(dir string) ([]Dataset, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !e.IsDir() && strings.HasSuffix(p, ".txt") {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no *.txt dataset under %s", dir)
	}
	sort.Strings(paths)
	var out []Dataset
	for _, p := range paths {
		rel, _ := filepath.Rel(dir, p)
		d, err := LoadDataset(p, strings.TrimSuffix(filepath.ToSlash(rel), ".txt"))
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// DefaultDatasetsDir returns $WHATWGURL_DATASETS_DIR, else ../shared/datasets
// beside the repository root (the nearest directory above the working
// directory whose go.mod is the main module's).
func DefaultDatasetsDir() (string, error) {
	if d := os.Getenv("WHATWGURL_DATASETS_DIR"); d != "" {
		return d, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(b, []byte("module github.com/whatwgurl/whatwgurl\n")) {
			return filepath.Join(filepath.Dir(dir), "shared", "datasets"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no whatwgurl repository above the working directory; use -datasets")
		}
		dir = parent
	}
}
