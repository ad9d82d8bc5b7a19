package main

import (
	"strings"
	"testing"
)

// The hot path (--fields href alone, which writes the href straight into
// the output) writes what the general path writes.
func TestHotPathAgrees(t *testing.T) {
	stdin := strings.Join(manyLines(5000), "\n") + "\n"
	for _, base := range []string{"", "https://base.example/d/"} {
		args := []string{"-q", "-f", "-", "--aligned"}
		if base != "" {
			args = append(args, "--base", base)
		}
		hot := mustRun(t, stdin, append(args, "--fields", "href")...)
		general := mustRun(t, stdin, append(args, "--get", "{href}")...)
		if hot != general {
			t.Errorf("base %q: --fields href and --get {href} differ", base)
		}
		for _, a := range [][]string{{"--fields", "href"}, {"--fields", "url"}, nil} {
			if c, _ := parseArgs(append(args, a...)); !newProcessor(c).hrefOnly {
				t.Errorf("%q does not take the hot path", a)
			}
		}
		// Without --aligned a failed line writes nothing, on both paths.
		hot = mustRun(t, stdin, "-q", "-f", "-")
		general = mustRun(t, stdin, "-q", "-f", "-", "--get", "{href}")
		if hot != general || strings.Count(hot, "\n") >= strings.Count(stdin, "\n") {
			t.Errorf("base %q: without --aligned the paths differ, or failed lines were written", base)
		}
	}
}

// A canonical URL costs no allocation in the tool, in any format: the
// engine's AppendParse fills the row's buffer and writers append.
func TestNoAllocationsPerLine(t *testing.T) {
	const input = "https://example.com/path/to?q=1#frag"
	for _, args := range [][]string{
		{"--fields", "href"},
		{"--fields", "href,hostname,port,pathname,search,hash,input,line,error"},
		{"--csv", "--fields", "href,host,protocol"},
		{"--format", "jsonl", "--fields", "href,username,password,query,fragment,scheme"},
		{"--get", "{hostname}:{port}{pathname}"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			c, err := parseArgs(append(args, "-f", "-"))
			if err != nil {
				t.Fatal(err)
			}
			p := newProcessor(c)
			buf := make([]byte, 0, 4096)
			allocs := testing.AllocsPerRun(1000, func() {
				buf, _ = p.processLine(buf[:0], input, 1)
			})
			if allocs != 0 {
				t.Errorf("%.1f allocations per line, want 0", allocs)
			}
		})
	}
}
