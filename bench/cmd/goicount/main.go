// Command goicount is the Go side of the instruction counts: the work of
// one row of urlbench (parse every URL of a dataset with no base and take
// its href), alone in a process, for callgrind, whose counts stay the same
// from run to run on a noisy machine.
//
//	goicount parse|sethref PASSES FILE
//
// parse is whatwgurl.Parse then Href (urlbench's "whatwgurl" row, the Go
// goal's figure); sethref is SetHref then Href on one reused URL (the
// "whatwgurl/sethref" row). goicount.sh runs it with PASSES = 0 and N:
// (total(N) - total(0)) / (N * URLs) is the instructions per URL, the
// garbage collector's share included, without the loading of the file.
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

var sink int

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: goicount parse|sethref PASSES FILE")
		os.Exit(2)
	}
	passes, err := strconv.Atoi(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, "goicount:", err)
		os.Exit(2)
	}
	b, err := os.ReadFile(os.Args[3])
	if err != nil {
		fmt.Fprintln(os.Stderr, "goicount:", err)
		os.Exit(1)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	n := 0
	switch os.Args[1] {
	case "parse":
		for range passes {
			for _, s := range lines {
				if u, err := whatwgurl.Parse(s); err == nil {
					n += len(u.Href())
				}
			}
		}
	case "sethref":
		var u whatwgurl.URL
		for range passes {
			for _, s := range lines {
				if u.SetHref(s) == nil {
					n += len(u.Href())
				}
			}
		}
	default:
		fmt.Fprintln(os.Stderr, "goicount: unknown side", os.Args[1])
		os.Exit(2)
	}
	sink = n
}
