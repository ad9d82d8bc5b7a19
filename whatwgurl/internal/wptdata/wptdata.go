// Package wptdata finds the shared test data (WPT URL files, datasets,
// Encoding Standard indexes) that tests read from ../shared beside the
// repository. It is for tests and benchmarks only.
package wptdata

import (
	"os"
	"path/filepath"
	"testing"
)

// RepoRoot returns the repository's root: the nearest directory above the
// working directory that holds go.mod with the whatwgurl module.
func RepoRoot(tb testing.TB) string {
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && len(b) > 0 &&
			filepath.Base(dir) != "bench" {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("wptdata: no go.mod above the working directory")
		}
		dir = parent
	}
}

// Shared returns ../shared beside the repository.
func Shared(tb testing.TB) string {
	return filepath.Join(filepath.Dir(RepoRoot(tb)), "shared")
}

// WPTDir returns the WPT root: $WHATWGURL_WPT_DIR, else ../shared/wpt.
func WPTDir(tb testing.TB) string {
	if d := os.Getenv("WHATWGURL_WPT_DIR"); d != "" {
		return d
	}
	return filepath.Join(Shared(tb), "wpt")
}

// File returns the contents of rel inside the WPT root (for example
// "url/urltestdata.json"). When it is missing the test is skipped with a loud
// reason, or fails when WHATWGURL_REQUIRE_WPT=1 (as in CI).
func File(tb testing.TB, rel string) []byte {
	tb.Helper()
	return read(tb, filepath.Join(WPTDir(tb), rel), "WPT data (set WHATWGURL_WPT_DIR)")
}

// SharedFile returns the contents of rel inside ../shared (for example
// "datasets/others/kasztp.txt"), with File's rules when it is missing.
func SharedFile(tb testing.TB, rel string) []byte {
	tb.Helper()
	return read(tb, filepath.Join(Shared(tb), rel), "shared data")
}

func read(tb testing.TB, path, what string) []byte {
	tb.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		msg := "SKIPPING: " + what + " not found: " + err.Error()
		if os.Getenv("WHATWGURL_REQUIRE_WPT") == "1" {
			tb.Fatal(msg + " (WHATWGURL_REQUIRE_WPT=1)")
		}
		tb.Log("!!!!!!!! " + msg)
		tb.Skip(msg)
	}
	return b
}
