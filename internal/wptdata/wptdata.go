// Package wptdata finds the test data: the repository's pinned copy in
// testdata/ (WPT URL files, the validation-error table, the Encoding
// Standard's indexes), which every clone has, and the benchmark datasets,
// which stay outside the repository. It is for tests and benchmarks only.
package wptdata

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// RepoRoot returns the repository's root: the nearest directory above the
// working directory whose go.mod is the whatwgurl module's (bench/ and
// tests/arrow are modules of their own, inside it).
func RepoRoot(tb testing.TB) string {
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil &&
			strings.HasPrefix(string(b), "module github.com/whatwgurl/whatwgurl\n") {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("wptdata: no go.mod of the whatwgurl module above the working directory")
		}
		dir = parent
	}
}

// Testdata returns the repository's testdata folder.
func Testdata(tb testing.TB) string {
	return filepath.Join(RepoRoot(tb), "testdata")
}

// WPTDir returns the WPT root: $WHATWGURL_WPT_DIR, else testdata/wpt.
func WPTDir(tb testing.TB) string {
	if d := os.Getenv("WHATWGURL_WPT_DIR"); d != "" {
		return d
	}
	return filepath.Join(Testdata(tb), "wpt")
}

// File returns the contents of rel inside the WPT root (for example
// "url/urltestdata.json"). The data is part of the repository, so a missing
// file fails the test: it never skips.
func File(tb testing.TB, rel string) []byte {
	tb.Helper()
	return mustRead(tb, filepath.Join(WPTDir(tb), rel))
}

// RootFile returns the contents of rel inside the repository (for example
// "VERSION" or "README.md"); a missing file fails the test.
func RootFile(tb testing.TB, rel string) []byte {
	tb.Helper()
	return mustRead(tb, filepath.Join(RepoRoot(tb), rel))
}

// TestdataFile returns the contents of rel inside testdata/ (for example
// "validation/examples.json"); a missing file fails the test.
func TestdataFile(tb testing.TB, rel string) []byte {
	tb.Helper()
	return mustRead(tb, filepath.Join(Testdata(tb), rel))
}

func mustRead(tb testing.TB, path string) []byte {
	tb.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("test data missing (it is part of the repository: is the checkout complete?): %v", err)
	}
	return b
}

// DatasetsDir returns the folder of benchmark datasets (real URL lists):
// $WHATWGURL_DATASETS_DIR, else ../shared/datasets beside the repository.
// They are not part of the repository (see testdata/README.md).
func DatasetsDir(tb testing.TB) string {
	if d := os.Getenv("WHATWGURL_DATASETS_DIR"); d != "" {
		return d
	}
	return filepath.Join(filepath.Dir(RepoRoot(tb)), "shared", "datasets")
}

var datasetsNote sync.Once

// Dataset returns the contents of rel inside DatasetsDir (for example
// "others/kasztp.txt"). When the datasets are not there the test is skipped
// (never failed), and the process says so once, in one line on stderr.
func Dataset(tb testing.TB, rel string) []byte {
	tb.Helper()
	path := filepath.Join(DatasetsDir(tb), rel)
	b, err := os.ReadFile(path)
	if err != nil {
		msg := "datasets not found (" + DatasetsDir(tb) + "): dataset tests skipped; " +
			"clone ada-url/url-various-datasets and set WHATWGURL_DATASETS_DIR to run them"
		datasetsNote.Do(func() { os.Stderr.WriteString("NOTE: " + msg + "\n") })
		tb.Skip(msg)
	}
	return b
}

// Report logs one WPT file's count in the form every language's runner
// prints ("WPT urltestdata.json through Go: 886 passed, 0 failed"), which
// `make test`'s summary collects. how says which entry point ran the data
// ("the URL parser", "the host parser"), or is empty.
func Report(tb testing.TB, file, how string, passed, failed int) {
	tb.Helper()
	through := "Go"
	if olderIDNATables() {
		// Named apart in make test's table: a run with Go 1.26, whose
		// x/net/idna tables are older than the data's.
		through = "Go" + strings.TrimPrefix(runtime.Version(), "go")
	}
	if how != "" {
		through += " (" + how + ")"
	}
	tb.Logf("WPT %s through %s: %d passed, %d failed", file, through, passed, failed)
}
