package main

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// outputKind is how rows are written.
type outputKind uint8

const (
	outTSV outputKind = iota
	outCSV
	outJSONL
	outGet // --get: one format string per row
)

// progressMode says whether the progress line is drawn.
type progressMode uint8

const (
	progressAuto progressMode = iota // for file input when stderr is a terminal
	progressOn
	progressOff
)

// config is the command line, checked: everything a run needs before it
// reads a line.
type config struct {
	urls       []string // --url arguments, each one row
	files      []string // -f/--url-file and positional arguments; "-" is stdin
	base       *whatwgurl.URL
	encoding   string // --encoding label, "" for UTF-8
	fields     []field
	get        *format // --get; nil otherwise
	out        outputKind
	header     bool
	edits      edits
	verify     bool
	quiet      bool
	progress   progressMode
	jobs       int
	help       bool
	chunkBytes int
}

// chunkBytes is the size of the blocks input is read and processed in:
// big enough that a chunk is worth a worker's hand-off, small enough that
// the output of slowly arriving input is not held back. Tests make it
// small to get many chunks.
var chunkBytes = 128 << 10

// usageError is a mistake on the command line (exit status 2).
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...)}
}

// option is one command-line option: its names and, when it takes a value,
// what to do with the value.
type option struct {
	names []string                      // "-f", "--url-file", ...
	value bool                          // takes a value
	apply func(o *rawOptions, v string) // v is "" for a flag
}

// rawOptions are the options as given, before checking.
type rawOptions struct {
	urls, files          []string
	base, encoding       string
	hasBase, hasEncoding bool
	fields, get, format  string
	hasFields, hasGet    bool
	header, validate     bool
	sets, appends, trims []string
	redirects            []string
	sortSearch           bool
	verify, quiet        bool
	progress             progressMode
	jobs                 string
	help                 bool
}

func flagOpt(names string, set func(o *rawOptions)) option {
	return option{names: strings.Fields(names), apply: func(o *rawOptions, _ string) { set(o) }}
}

func valueOpt(names string, set func(o *rawOptions, v string)) option {
	return option{names: strings.Fields(names), value: true, apply: set}
}

var options = []option{
	valueOpt("--url", func(o *rawOptions, v string) { o.urls = append(o.urls, v) }),
	valueOpt("-f --url-file", func(o *rawOptions, v string) { o.files = append(o.files, v) }),
	valueOpt("--base", func(o *rawOptions, v string) { o.base, o.hasBase = v, true }),
	valueOpt("--encoding", func(o *rawOptions, v string) { o.encoding, o.hasEncoding = v, true }),
	valueOpt("--fields", func(o *rawOptions, v string) { o.fields, o.hasFields = v, true }),
	valueOpt("-g --get", func(o *rawOptions, v string) { o.get, o.hasGet = v, true }),
	valueOpt("--format", func(o *rawOptions, v string) { o.format = v }),
	flagOpt("--json", func(o *rawOptions) { o.format = "jsonl" }),
	flagOpt("--csv", func(o *rawOptions) { o.format = "csv" }),
	flagOpt("--tsv", func(o *rawOptions) { o.format = "tsv" }),
	flagOpt("--header", func(o *rawOptions) { o.header = true }),
	valueOpt("-s --set", func(o *rawOptions, v string) { o.sets = append(o.sets, v) }),
	valueOpt("-a --append", func(o *rawOptions, v string) { o.appends = append(o.appends, v) }),
	valueOpt("--trim", func(o *rawOptions, v string) { o.trims = append(o.trims, v) }),
	valueOpt("--redirect", func(o *rawOptions, v string) { o.redirects = append(o.redirects, v) }),
	flagOpt("--sort-search --sort-query", func(o *rawOptions) { o.sortSearch = true }),
	flagOpt("--validate", func(o *rawOptions) { o.validate = true }),
	flagOpt("--verify", func(o *rawOptions) { o.verify = true }),
	flagOpt("-q --quiet", func(o *rawOptions) { o.quiet = true }),
	flagOpt("--progress", func(o *rawOptions) { o.progress = progressOn }),
	flagOpt("--no-progress", func(o *rawOptions) { o.progress = progressOff }),
	valueOpt("-j --jobs", func(o *rawOptions, v string) { o.jobs = v }),
	flagOpt("-h --help", func(o *rawOptions) { o.help = true }),
}

func lookupOption(name string) (*option, bool) {
	for i := range options {
		for _, n := range options[i].names {
			if n == name {
				return &options[i], true
			}
		}
	}
	return nil, false
}

// scanArgs reads the arguments as trurl does: options and operands in any
// order, "--name value" or "--name=value" ("-n value" or "-nvalue"), and
// "--" ending the options.
// Operands are input files.
func scanArgs(args []string) (*rawOptions, error) {
	o := &rawOptions{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			o.files = append(o.files, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			o.files = append(o.files, a) // an operand; "-" is stdin
			continue
		}
		name, value, hasValue := a, "", false
		if strings.HasPrefix(a, "--") {
			name, value, hasValue = strings.Cut(a, "=")
		}
		opt, ok := lookupOption(name)
		if !ok && a[1] != '-' && len(a) > 2 {
			// A short option with its value attached, as getopt reads
			// "-j4" and "-gFORMAT".
			if opt, ok = lookupOption(a[:2]); ok && opt.value {
				name, value, hasValue = a[:2], a[2:], true
			} else {
				ok = false
			}
		}
		if !ok {
			return nil, usagef("unknown option %s", name)
		}
		if opt.value && !hasValue {
			if i+1 == len(args) {
				return nil, usagef("option %s needs a value", name)
			}
			i++
			value = args[i]
		} else if !opt.value && hasValue {
			return nil, usagef("option %s takes no value", name)
		}
		opt.apply(o, value)
	}
	return o, nil
}

// parseArgs turns the command line into a config, or a *usageError.
func parseArgs(args []string) (*config, error) {
	o, err := scanArgs(args)
	if err != nil {
		return nil, err
	}
	c := &config{urls: o.urls, files: o.files, header: o.header, verify: o.verify,
		quiet: o.quiet, progress: o.progress, help: o.help, chunkBytes: chunkBytes}
	if c.help {
		return c, nil
	}
	if err := c.setBaseAndEncoding(o); err != nil {
		return nil, err
	}
	if err := c.setOutput(o); err != nil {
		return nil, err
	}
	if c.edits, err = parseEdits(o); err != nil {
		return nil, err
	}
	c.jobs = runtime.GOMAXPROCS(0)
	if o.jobs != "" {
		n, err := strconv.Atoi(o.jobs)
		if err != nil || n < 0 {
			return nil, usagef("--jobs wants a number of workers (0 for one per core), not %q", o.jobs)
		}
		if n > 0 {
			c.jobs = n
		}
	}
	if len(c.urls) == 0 && len(c.files) == 0 {
		c.files = []string{"-"}
	}
	return c, nil
}

func (c *config) setBaseAndEncoding(o *rawOptions) error {
	if o.hasEncoding {
		if _, ok := whatwgurl.EncodingName(o.encoding); !ok {
			return usagef("--encoding: %q is not an encoding label of the Encoding Standard", o.encoding)
		}
		c.encoding = o.encoding
	}
	if o.hasBase {
		b, err := whatwgurl.Parse(o.base)
		if err != nil {
			var pe *whatwgurl.ParseError
			if errors.As(err, &pe) {
				return usagef("--base %q does not parse: %s", o.base, pe.Type)
			}
			return usagef("--base %q: %v", o.base, err)
		}
		c.base = b
	}
	return nil
}

// setOutput reads --format, --fields, --get and --validate.
func (c *config) setOutput(o *rawOptions) error {
	switch o.format {
	case "", "tsv":
		c.out = outTSV
	case "csv":
		c.out = outCSV
	case "jsonl", "json":
		c.out = outJSONL
	default:
		return usagef("--format is tsv, csv or jsonl, not %q", o.format)
	}
	if o.hasGet {
		if o.hasFields || o.format != "" || o.header {
			return usagef("--get writes its own format: it does not go with --fields, --format, --json, --csv, --tsv or --header")
		}
		if o.validate {
			return usagef("--validate adds the validation column; with --get write {validation} in the format instead")
		}
		f, err := parseFormat(o.get)
		if err != nil {
			return err
		}
		c.get, c.out = f, outGet
		return nil
	}
	list := "href"
	if o.hasFields {
		list = o.fields
	}
	fields, err := parseFieldList(list)
	if err != nil {
		return err
	}
	if o.validate && !hasField(fields, fValidation) {
		fields = append(fields, field{id: fValidation, name: "validation"})
	}
	c.fields = fields
	return nil
}
