// Command whatwgurl reads URLs, from its arguments or one per line from a
// file, and writes what the WHATWG URL Standard makes of them: the href,
// chosen fields as TSV, CSV or JSON lines, trurl's JSON, or a format string
// per URL, after optional edits through the Standard's setters. It is
// curl's trurl with the Standard's parser. See help.go or run
// whatwgurl --help.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// Exit statuses: trurl's numbers (whatwgurl --help documents them).
const (
	exitOK       = 0
	exitInput    = 1  // an input could not be read, or the output could not be written
	exitAppend   = 2  // a bad --append
	exitArgument = 3  // an option misses its value
	exitUsage    = 4  // an option mistake or a combination that does not go
	exitSet      = 5  // a bad --set
	exitNoURL    = 7  // no URL given, and the sets do not make one
	exitTrim     = 8  // a bad --trim
	exitVerify   = 9  // --verify, and a URL failed
	exitGet      = 10 // a bad --get format, or a must: or strict: component failed
	exitIterate  = 11 // a bad --iterate
	exitReplace  = 12 // a bad --replace or --replace-append
)

// version is the CLI's version: the repository's VERSION.
const version = "0.1.0"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// fatal writes a message of a run that stops, as trurl words them.
func fatal(stderr io.Writer, msg string) {
	fmt.Fprintf(stderr, "whatwgurl error: %s\nwhatwgurl error: Try whatwgurl -h for help\n", msg)
}

// run is the whole command, with its streams as arguments so that tests
// run it in the process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parseArgs(args)
	if err != nil {
		var ue *usageError
		if !errors.As(err, &ue) {
			ue = &usageError{code: exitUsage, msg: err.Error()}
		}
		if ue.code == exitNoURL && hasArg(args, "--json") {
			io.WriteString(stdout, "[]\n") // trurl's empty array
		}
		fatal(stderr, ue.msg)
		return ue.code
	}
	if c.help {
		io.WriteString(stdout, helpText)
		return exitOK
	}
	if c.version {
		fmt.Fprintf(stdout, "whatwgurl version %s (the WHATWG URL Standard, trurl's options)\nfeatures: %s\n", version, features)
		return exitOK
	}
	res := runPipeline(c, stdin, stdout, stderr, newProgress(c, stderr))
	switch {
	case res.writeErr != nil:
		fmt.Fprintf(stderr, "whatwgurl: writing the output: %v\n", res.writeErr)
		return exitInput
	case res.stopCode != 0:
		return res.stopCode
	case res.ioErr:
		return exitInput
	}
	return exitOK
}

// features is --version's second line, trurl's names of what the tool
// does: the Standard's host parser normalizes IPv4 addresses and converts
// domains to punycode (and back with --as-idn), its parser encodes spaces,
// writes uppercase hex and keeps an empty query.
var features = strings.Join([]string{"normalize-ipv4", "punycode", "punycode2idn", "white-space", "get-empty", "uppercase-hex"}, " ")

func hasArg(args []string, a string) bool {
	for _, x := range args {
		if x == a {
			return true
		}
	}
	return false
}
