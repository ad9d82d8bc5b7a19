// Command whatwgurl reads URLs, one per line, and writes what the WHATWG
// URL Standard makes of them: chosen fields as TSV, CSV or JSON lines, or a
// format string per URL, after optional edits through the Standard's
// setters. It is curl's trurl with the Standard's parser. See help.go or
// run whatwgurl --help.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Exit statuses (whatwgurl --help documents them).
const (
	exitOK     = 0 // every input was read and all output written
	exitFailed = 1 // --verify, and some row failed
	exitUsage  = 2 // the command line is wrong: nothing was read
	exitIO     = 3 // an input could not be read, or the output could not be written
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole command, with its streams as arguments so that tests
// run it in the process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parseArgs(args)
	if err != nil {
		var ue *usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(stderr, "whatwgurl: %s\nRun whatwgurl --help for the options.\n", ue.msg)
			return exitUsage
		}
		fmt.Fprintf(stderr, "whatwgurl: %v\n", err)
		return exitUsage
	}
	if c.help {
		io.WriteString(stdout, helpText)
		return exitOK
	}
	res := runPipeline(c, stdin, stdout, stderr, newProgress(c, stderr))
	switch {
	case res.writeErr != nil:
		fmt.Fprintf(stderr, "whatwgurl: writing the output: %v\n", res.writeErr)
		return exitIO
	case res.ioErr:
		return exitIO
	case c.verify && res.failed > 0:
		return exitFailed
	}
	return exitOK
}
