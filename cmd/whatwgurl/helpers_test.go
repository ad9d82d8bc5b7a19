package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runTool runs the command in the process with stdin as its input and
// returns its stdout, stderr and exit status.
func runTool(t testing.TB, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// mustRun is runTool for runs that must exit 0.
func mustRun(t testing.TB, stdin string, args ...string) string {
	t.Helper()
	out, errOut, code := runTool(t, stdin, args...)
	if code != exitOK {
		t.Fatalf("whatwgurl %q: exit %d, stderr %q", args, code, errOut)
	}
	return out
}

// withChunkBytes makes the pipeline read blocks of n bytes for one test,
// so that small inputs cross many chunks.
func withChunkBytes(t *testing.T, n int) {
	old := chunkBytes
	chunkBytes = n
	t.Cleanup(func() { chunkBytes = old })
}

// lines splits output into rows, dropping the newline after the last.
func lines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// repoRoot is the folder above the working directory that holds go.mod.
func repoRoot(t testing.TB) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// wptFile reads a file of the WPT URL data: from $WHATWGURL_WPT_DIR, else
// the repository's testdata/wpt.
func wptFile(t testing.TB, rel string) []byte {
	t.Helper()
	dir := os.Getenv("WHATWGURL_WPT_DIR")
	if dir == "" {
		dir = filepath.Join(repoRoot(t), "testdata", "wpt")
	}
	b, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatalf("WPT data: %v", err)
	}
	return b
}

// urlTestCase is an object of WPT's urltestdata.json.
type urlTestCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"`
	Failure bool    `json:"failure"`
	Href    string  `json:"href"`
}

// loadURLTestData returns urltestdata.json's test objects, without its
// comment strings.
func loadURLTestData(t testing.TB) []urlTestCase {
	var items []json.RawMessage
	if err := json.Unmarshal(wptFile(t, "url/urltestdata.json"), &items); err != nil {
		t.Fatal(err)
	}
	var out []urlTestCase
	for _, it := range items {
		if len(it) > 0 && it[0] == '"' {
			continue
		}
		var c urlTestCase
		if err := json.Unmarshal(it, &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// decodeJSONLines decodes JSON lines output into one map per row, failing
// the test on a line that is not one JSON object.
func decodeJSONLines(t testing.TB, out string) []map[string]any {
	t.Helper()
	var rows []map[string]any
	for i, l := range lines(out) {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("row %d %q is not a JSON object: %v", i+1, l, err)
		}
		rows = append(rows, m)
	}
	return rows
}
