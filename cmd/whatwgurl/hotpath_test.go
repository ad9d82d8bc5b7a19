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
		args := []string{"-q"}
		if base != "" {
			args = append(args, "--base", base)
		}
		hot := mustRun(t, stdin, append(args, "--fields", "href")...)
		general := mustRun(t, stdin, append(args, "--get", "{href}")...)
		if hot != general {
			t.Errorf("base %q: --fields href and --get {href} differ", base)
		}
		if c, _ := parseArgs(append(args, "--fields", "href")); !newProcessor(c).hrefOnly {
			t.Errorf("--fields href does not take the hot path")
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
		{"--json", "--fields", "href,username,password,query,fragment,scheme"},
		{"--get", "{hostname}:{port}{pathname}"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			c, err := parseArgs(args)
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
