package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// manyLines makes n input lines of every kind: canonical URLs, ones the
// parser must rewrite, relative ones that fail without a base, and empty
// lines. Each is distinct, so a row out of place shows.
func manyLines(n int) []string {
	out := make([]string, n)
	for i := range out {
		switch i % 7 {
		case 0:
			out[i] = fmt.Sprintf("https://example.com/%d?q=%d", i, i)
		case 1:
			out[i] = fmt.Sprintf("HTTP://EXAMPLE.%d.org:80/a/../b/%d", i, i)
		case 2:
			out[i] = fmt.Sprintf("bad line %d", i) // fails
		case 3:
			out[i] = fmt.Sprintf("https://xn--nxasmq6b.%d.com/ü/%d#%d", i, i, i)
		case 4:
			out[i] = "" // fails: the empty string has no scheme
		case 5:
			out[i] = fmt.Sprintf("http://192.168.%d.%d/%%7e", i%256, (i/256)%256)
		case 6:
			out[i] = fmt.Sprintf("  foo://h%d/p q\t", i)
		}
	}
	return out
}

// expectRows are the TSV rows of --fields line,href,error for inputs, by
// the engine's Parse.
func expectRows(inputs []string) []string {
	out := make([]string, len(inputs))
	for i, in := range inputs {
		if u, err := whatwgurl.Parse(in); err == nil {
			out[i] = fmt.Sprintf("%d\t%s\t", i+1, u.Href())
		} else {
			out[i] = fmt.Sprintf("%d\t\t%s", i+1, err.(*whatwgurl.ParseError).Type)
		}
	}
	return out
}

// Rows come out in input order whatever order the workers finish in: the
// first chunk is held back until another chunk is done, so the writer must
// wait for it while later ones are ready.
func TestOrderUnderParallelism(t *testing.T) {
	const n = 30000
	inputs := manyLines(n)
	want := expectRows(inputs)
	stdin := strings.Join(inputs, "\n") + "\n"

	for _, tc := range []struct{ jobs, chunk int }{{8, 512}, {3, 4096}, {2, 64}, {1, 1 << 16}} {
		t.Run(fmt.Sprintf("jobs=%d,chunk=%d", tc.jobs, tc.chunk), func(t *testing.T) {
			withChunkBytes(t, tc.chunk)
			var mu sync.Mutex
			var finished []int // chunks' first lines, in the order workers finished them
			otherDone := make(chan struct{})
			var once sync.Once
			afterChunk = func(c *chunk) {
				if c.first == 1 && tc.jobs > 1 {
					<-otherDone
				} else if c.first != 1 {
					once.Do(func() { close(otherDone) })
				}
				mu.Lock()
				finished = append(finished, c.first)
				mu.Unlock()
			}
			t.Cleanup(func() { afterChunk = nil })

			out := mustRun(t, stdin, "-f", "-", "--aligned", "--fields", "line,href,error", "-q", "-j", fmt.Sprint(tc.jobs))
			got := lines(out)
			if len(got) != n {
				t.Fatalf("%d rows for %d lines", len(got), n)
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("row %d = %q, want %q", i+1, got[i], want[i])
				}
			}
			if len(finished) < 2 {
				t.Fatalf("%d chunks: the test wants many", len(finished))
			}
			if tc.jobs > 1 && slices.IsSorted(finished) {
				t.Errorf("workers finished in order: the test did not exercise reordering")
			}
		})
	}
}

// The chunk size and the number of workers change nothing in the output,
// notes and counts included.
func TestOutputIndependentOfChunksAndJobs(t *testing.T) {
	inputs := manyLines(3000)
	stdin := strings.Join(inputs, "\r\n") // CRLF, and no newline at the end
	var first, firstErr string
	for _, chunk := range []int{1, 7, 100, 1 << 20} {
		for _, jobs := range []string{"1", "4"} {
			withChunkBytes(t, chunk)
			out, errOut, code := runTool(t, stdin, "-f", "-", "--aligned", "--fields", "line,input,href,error", "--format", "jsonl", "-j", jobs)
			if code != exitOK {
				t.Fatalf("exit %d", code)
			}
			if first == "" {
				first, firstErr = out, errOut
				rows := decodeJSONLines(t, out)
				if len(rows) != len(inputs) {
					t.Fatalf("%d rows for %d lines", len(rows), len(inputs))
				}
				for i, r := range rows {
					if r["input"] != inputs[i] {
						t.Fatalf("row %d input %q, want %q", i+1, r["input"], inputs[i])
					}
				}
				continue
			}
			if out != first || errOut != firstErr {
				t.Errorf("chunk %d, -j %s: output differs", chunk, jobs)
			}
		}
	}
}

// A failed line writes nothing, and a note on stderr naming the source
// and line (as trurl); blank lines are skipped. With --aligned failed
// lines keep their row, in order, blank lines too; --quiet drops the
// notes, not the rows.
func TestFailedLines(t *testing.T) {
	stdin := "https://a/\nnope\n\nhttp://[::1\nhttps://b/\n"
	out, errOut, code := runTool(t, stdin, "-f", "-", "--fields", "href,error", "--csv")
	if code != exitOK || out != "https://a/,\nhttps://b/,\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	if errOut != "whatwgurl: <stdin>:2: missing-scheme-non-relative-URL\nwhatwgurl: <stdin>:4: IPv6-unclosed\n" {
		t.Errorf("stderr %q", errOut)
	}
	if out := mustRun(t, stdin, "-f", "-", "-q"); out != "https://a/\nhttps://b/\n" {
		t.Errorf("default output %q", out)
	}
	out, errOut, code = runTool(t, stdin, "-f", "-", "--aligned", "--fields", "href,error", "--csv")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	want := "https://a/,\n,missing-scheme-non-relative-URL\n,missing-scheme-non-relative-URL\n,IPv6-unclosed\nhttps://b/,\n"
	if out != want {
		t.Errorf("got %q, want %q", out, want)
	}
	wantNotes := "whatwgurl: <stdin>:2: missing-scheme-non-relative-URL\n" +
		"whatwgurl: <stdin>:3: missing-scheme-non-relative-URL\n" +
		"whatwgurl: <stdin>:4: IPv6-unclosed\n"
	if errOut != wantNotes {
		t.Errorf("stderr %q, want %q", errOut, wantNotes)
	}
	// The default output: a failed row is an empty line.
	if out := mustRun(t, stdin, "-f", "-", "--aligned", "-q"); out != "https://a/\n\n\n\nhttps://b/\n" {
		t.Errorf("aligned output %q", out)
	}
	if out, errOut, _ := runTool(t, stdin, "-f", "-", "--aligned", "--quiet"); errOut != "" || len(lines(out)) != 5 {
		t.Errorf("--quiet: stdout %q stderr %q", out, errOut)
	}
}

func TestInputShapes(t *testing.T) {
	tests := []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"empty input", "", nil, ""},
		{"one empty line", "\n", []string{"--fields", "line,error", "--aligned"}, "1\tmissing-scheme-non-relative-URL\n"},
		{"one empty line is skipped", "\n \t\n", []string{"--fields", "line,error"}, ""},
		{"no newline at the end", "https://a/\nhttps://b", nil, "https://a/\nhttps://b/\n"},
		{"CRLF", "https://a/\r\nhttps://b/\r\n", []string{"--fields", "input,href"}, "https://a/\thttps://a/\nhttps://b/\thttps://b/\n"},
		// The parser removes a CR anywhere (4.4, basic URL parser, step 3).
		{"a lone CR stays in the line", "https://a/\rb\n", []string{"--fields", "input,href"}, "https://a/\\rb\thttps://a/b\n"},
		{"tabs and spaces the parser strips", " \thttps://a/\t \n", []string{"--fields", "input,href"}, " \\thttps://a/\\t \thttps://a/\n"},
		{"--url holds newlines", "", []string{"--url", "https://a/\nb", "--url", "https://c/", "--format", "jsonl", "--fields", "input,href"},
			`{"input":"https://a/\nb","href":"https://a/b"}` + "\n" + `{"input":"https://c/","href":"https://c/"}` + "\n"},
		{"URLs come before the file when both are read", "https://stdin/\n", []string{"https://arg/", "--url", "https://url/", "-f", "-"}, "https://arg/\nhttps://url/\nhttps://stdin/\n"},
		{"--header with no rows", "", []string{"--header", "--fields", "href,port"}, "href\tport\n"},
		{"jsonl has no header", "https://a/\n", []string{"--header", "--format", "jsonl", "--fields", "href"}, `{"href":"https://a/"}` + "\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := tc.args
			if !hasArg(args, "-f") && !hasArg(args, "--url") {
				args = append(args, "-f", "-")
			}
			if got := mustRun(t, tc.stdin, args...); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// A line longer than a chunk grows the chunk; lines around it are intact.
func TestLongLines(t *testing.T) {
	withChunkBytes(t, 16)
	long := "https://example.com/" + strings.Repeat("a", 5000)
	inputs := []string{"https://x/", long, "https://y/", long + "?q", "z"}
	out := mustRun(t, strings.Join(inputs, "\n"), "-f", "-", "--aligned", "-q")
	want := "https://x/\n" + long + "\nhttps://y/\n" + long + "?q\n\n"
	if out != want {
		t.Errorf("long lines come out wrong (%d bytes, want %d)", len(out), len(want))
	}
}

// -f reads a file after the URL arguments, its lines numbered in it; a
// file that cannot be opened or read is reported with trurl's exit status
// for --url-file (1).
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	must(t, os.WriteFile(a, []byte("https://a/\nbad\n\t \nhttps://b/\n"), 0o644))
	missing := filepath.Join(dir, "missing.txt")

	out, errOut, code := runTool(t, "", "https://arg/", "-f", a)
	if code != exitOK || out != "https://arg/\nhttps://a/\nhttps://b/\n" {
		t.Errorf("exit %d, stdout %q", code, out)
	}
	if errOut != "whatwgurl: "+a+":2: missing-scheme-non-relative-URL\n" {
		t.Errorf("stderr %q", errOut)
	}
	for _, tc := range []struct{ file, err string }{
		{missing, "whatwgurl: open " + missing + ": no such file or directory"},
		{dir, "whatwgurl: reading " + dir + ": "},
	} {
		out, errOut, code := runTool(t, "", "https://arg/", "-q", "--url-file", tc.file)
		if code != exitInput || out != "https://arg/\n" || !strings.HasPrefix(errOut, tc.err) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q (--quiet keeps input errors)", tc.file, code, out, errOut)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A failed row is not an error (trurl's exit status 0, the row's note on
// stderr); --verify stops at the first failed row with exit status 9,
// after the rows before it.
func TestExitStatus(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		stdin string
		args  []string
		out   string
		want  int
	}{
		{"failed rows are not an error", "nope\nhttps://a/\n", nil, "https://a/\n", exitOK},
		{"--verify with a failed row", "https://a/\nnope\nhttps://b/\n", []string{"--verify"}, "https://a/\n", exitVerify},
		{"--verify with a failed edit", "https://a/\n", []string{"--verify", "--set", "href=nope"}, "", exitVerify},
		{"--verify, all rows fine", "https://a/\n", []string{"--verify"}, "https://a/\n", exitOK},
		{"--verify: validation errors alone do not fail a row", "https://a/>\n", []string{"--verify", "--validate"}, "https://a/%3E\tinvalid-URL-unit\n", exitOK},
		{"--verify with trurl's JSON ends the array", "https://a/\nnope\n", []string{"--verify", "--json"}, "[\n  {\"url\":\"https://a/\",\"parts\":{\"scheme\":\"https\",\"host\":\"a\",\"path\":\"/\"}}\n]\n", exitVerify},
		{"usage", "", []string{"--nope"}, "", exitUsage},
		{"unreadable input", "", []string{"https://a/", "-f", filepath.Join(dir, "none")}, "https://a/\n", exitInput},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := tc.args
			if tc.stdin != "" {
				args = append(args, "-f", "-")
			}
			out, errOut, code := runTool(t, tc.stdin, args...)
			if code != tc.want || out != tc.out {
				t.Errorf("exit %d, stdout %q; want %d, %q", code, out, tc.want, tc.out)
			}
			if tc.want == exitVerify && !strings.Contains(errOut, "whatwgurl error: ") {
				t.Errorf("stderr %q", errOut)
			}
		})
	}
}

// failingWriter accepts limit bytes, then fails every write.
type failingWriter struct {
	limit, n int
	writes   int
}

func (w *failingWriter) Write(p []byte) (int, error) {
	w.writes++
	if w.n+len(p) > w.limit {
		return 0, errors.New("disk full")
	}
	w.n += len(p)
	return len(p), nil
}

// An output that fails stops the run with exit status 3, after at most one
// more write attempt per chunk already in flight.
func TestWriteError(t *testing.T) {
	withChunkBytes(t, 1024)
	stdin := strings.Repeat("https://example.com/\n", 20000)
	w := &failingWriter{limit: 4096}
	var errOut strings.Builder
	code := run([]string{"-j", "2", "-f", "-"}, strings.NewReader(stdin), w, &errOut)
	if code != exitInput {
		t.Errorf("exit %d, want %d", code, exitInput)
	}
	if !strings.Contains(errOut.String(), "writing the output: disk full") {
		t.Errorf("stderr %q", errOut.String())
	}
	if w.writes > 5 {
		t.Errorf("%d writes: the run went on after the output failed", w.writes)
	}
}

// With --progress the totals end stderr (the line itself is drawn at most
// every 200ms, which a test does not wait for).
func TestProgress(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "in.txt")
	must(t, os.WriteFile(f, []byte("https://a/\nnope\nhttps://b/\n"), 0o644))
	_, errOut, code := runTool(t, "", "--progress", "-q", "-f", f)
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	if !strings.HasSuffix(errOut, "whatwgurl: 3 rows, 1 failed\n") {
		t.Errorf("stderr %q", errOut)
	}
	// Not a terminal: no progress by default, and never with --no-progress.
	for _, args := range [][]string{{"-f", f}, {"--no-progress", "-f", f}} {
		if _, errOut, _ := runTool(t, "", append([]string{"-q"}, args...)...); errOut != "" {
			t.Errorf("%q: stderr %q", args, errOut)
		}
	}
}
