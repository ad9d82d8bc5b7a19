package main

import (
	"bytes"
	"encoding/json"
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
