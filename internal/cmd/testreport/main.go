// Command testreport reads `go test -json` on stdin and prints what a person
// wants from a test run: one line per package, the WPT counts that the
// conformance tests log ("WPT urltestdata.json through Go: 886 passed, 0
// failed", and trurl's suite through the CLI), the cases the URL pattern tests could not run on RE2, the
// one-line notes tests print (for example about missing
// datasets), the whole output of every failed test, and last a plain line
// "N passed, N failed, N skipped" counting tests and subtests. It exits 1 when
// anything failed, a package included (a build error fails its package).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

func main() {
	os.Exit(report(os.Stdin, os.Stdout))
}

func report(in io.Reader, out io.Writer) int {
	var passed, failed, skipped int
	badPackages := 0
	output := map[string][]string{} // package + "\x00" + test -> its output
	notes := map[string]bool{}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			// Not JSON: the go command's own output (a build error, say).
			fmt.Fprintln(out, sc.Text())
			continue
		}
		key := e.Package + "\x00" + e.Test
		switch e.Action {
		case "output":
			output[key] = append(output[key], e.Output)
			line := strings.TrimSpace(e.Output)
			if i := strings.Index(line, "WPT "); i >= 0 && (strings.Contains(line, " passed, ") ||
				strings.Contains(line, "RE2")) {
				fmt.Fprintln(out, line[i:])
			} else if i := strings.Index(line, "trurl tests.json "); i >= 0 && strings.Contains(line, " passed, ") {
				fmt.Fprintln(out, line[i:])
			} else if strings.HasPrefix(line, "RE2-unsupported: ") {
				fmt.Fprintln(out, "  "+line)
			} else if strings.HasPrefix(line, "NOTE: ") && !notes[line] {
				notes[line] = true
				fmt.Fprintln(out, line)
			}
		case "pass", "fail", "skip":
			if e.Test == "" {
				status := map[string]string{"pass": "ok  ", "fail": "FAIL", "skip": "ok  "}[e.Action]
				fmt.Fprintf(out, "%s %s %.2fs\n", status, e.Package, e.Elapsed)
				if e.Action == "fail" {
					badPackages++
					for _, l := range output[key] {
						fmt.Fprint(out, l)
					}
				}
				continue
			}
			switch e.Action {
			case "pass":
				passed++
			case "skip":
				skipped++
			case "fail":
				failed++
				for _, l := range output[key] {
					fmt.Fprint(out, l)
				}
			}
			delete(output, key)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(out, "testreport:", err)
		badPackages++
	}
	fmt.Fprintf(out, "%d passed, %d failed, %d skipped\n", passed, failed, skipped)
	if failed > 0 || badPackages > 0 {
		return 1
	}
	return 0
}
