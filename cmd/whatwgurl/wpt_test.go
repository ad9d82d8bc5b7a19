package main

import (
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// Every input of WPT's urltestdata.json through the tool's pipeline, grouped
// by base (one run per base, --base when there is one): each row's href is
// whatwgurl.Parse's (new URL(input, base)) and WPT's, a failure is a failed
// row. Inputs holding a line feed go in as --url arguments (a line cannot
// hold one); the others as lines on stdin.
func TestWPTURLTestDataThroughPipeline(t *testing.T) {
	cases := wptdata.URLTests(t, "url/urltestdata.json")
	groups := wptdata.ByBase(cases)
	passed := 0
	for _, g := range groups {
		var args []string
		var base *whatwgurl.URL
		if g.Base != nil {
			args = append(args, "--base", *g.Base)
			var err error
			if base, err = whatwgurl.Parse(*g.Base); err != nil {
				// The tool refuses a base that does not parse; WPT expects
				// every input with it to fail.
				_, _, code := runTool(t, "", append(args, "--url", "x")...)
				for _, c := range g.Tests {
					if code == exitUsage && c.Failure {
						passed++
					} else {
						t.Errorf("base %q does not parse: exit %d, WPT failure %v for %q", *g.Base, code, c.Failure, c.Input)
					}
				}
				continue
			}
		}
		var stdin strings.Builder
		var viaStdin, viaArgs []wptdata.URLTest
		urlArgs := []string{}
		for _, c := range g.Tests {
			if strings.Contains(c.Input, "\n") {
				viaArgs = append(viaArgs, c)
				urlArgs = append(urlArgs, "--url", c.Input)
				continue
			}
			viaStdin = append(viaStdin, c)
			stdin.WriteString(c.Input)
			stdin.WriteByte('\n')
		}
		check := func(list []wptdata.URLTest, out string) {
			rows := lines(out)
			if len(rows) != len(list) {
				t.Errorf("base %v: %d rows for %d inputs", g.Base, len(rows), len(list))
				return
			}
			for i, c := range list {
				ok := t.Run(c.Input, func(t *testing.T) {
					href, failed, _ := strings.Cut(rows[i], "\t")
					var u *whatwgurl.URL
					var err error
					if base != nil {
						u, err = base.Parse(c.Input)
					} else {
						u, err = whatwgurl.Parse(c.Input)
					}
					if err != nil {
						if failed != "true" || href != "" {
							t.Errorf("row %q, whatwgurl.Parse fails: %v", rows[i], err)
						}
					} else if href != u.Href() || failed != "" {
						t.Errorf("row %q, whatwgurl.Parse gives %q", rows[i], u.Href())
					}
					if c.Failure != (failed == "true") || (!c.Failure && href != c.Href) {
						t.Errorf("row %q, WPT expects failure %v, href %q", rows[i], c.Failure, c.Href)
					}
				})
				if ok {
					passed++
				}
			}
		}
		// The error column is "true" for a failed row: --get keeps the row
		// to two known columns.
		format := []string{"--get", "{href}\t{error}", "-q", "--aligned"}
		if len(viaStdin) > 0 {
			out := mustRun(t, stdin.String(), append(args, append(format, "-f", "-")...)...)
			check(viaStdin, markFailures(out))
		}
		if len(viaArgs) > 0 {
			out := mustRun(t, "", append(append(args, format...), urlArgs...)...)
			check(viaArgs, markFailures(out))
		}
	}
	if len(cases) < 800 {
		t.Errorf("only %d cases in urltestdata.json", len(cases))
	}
	t.Logf("WPT urltestdata.json through CLI (the whatwgurl tool): %d passed, %d failed", passed, len(cases)-passed)
}

// markFailures turns each row's error column into "true" when it is set.
func markFailures(out string) string {
	rows := lines(out)
	for i, r := range rows {
		if href, e, _ := strings.Cut(r, "\t"); e != "" {
			rows[i] = href + "\ttrue"
		}
	}
	return strings.Join(rows, "\n") + "\n"
}
