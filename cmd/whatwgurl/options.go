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
	outGet   // --get: one format string per row
	outTrurl // --json: trurl's array of objects with url, parts and params
)

// progressMode says whether the progress line is drawn.
type progressMode uint8

const (
	progressAuto progressMode = iota // for file input when stderr is a terminal
	progressOn
	progressOff
)

// view are the options that change how a URL's fields are shown.
type view struct {
	urlencode   bool // --urlencode: trurl's names as the href holds them
	asIDN       bool // --as-idn: a domain's labels in Unicode
	defaultPort bool // --default-port: the scheme's default port when the port is null
	sep         byte // --query-separator
}

// config is the command line, checked: everything a run needs before it
// reads a line.
type config struct {
	urls       []string // URL arguments and --url, each one row
	files      []string // -f/--url-file; "-" is stdin
	base       *whatwgurl.URL
	parser     whatwgurl.Parser // --edition's
	encoding   string           // --encoding label, "" for UTF-8
	fields     []field
	get        *format // --get; nil otherwise
	out        outputKind
	header     bool
	edits      edits
	view       view
	verify     bool
	aligned    bool
	quiet      bool
	progress   progressMode
	jobs       int
	help       bool
	version    bool
	built      bool // no URL was given: the sets build one (buildInput)
	chunkBytes int
}

// chunkBytes is the size of the blocks input is read and processed in:
// big enough that a chunk is worth a worker's hand-off, small enough that
// the output of slowly arriving input is not held back. Tests make it
// small to get many chunks.
var chunkBytes = 128 << 10

// usageError is a mistake on the command line: nothing is read, and the
// exit status is code (trurl's numbers).
type usageError struct {
	code int
	msg  string
}

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageCodef(exitUsage, format, args...)
}

func usageCodef(code int, format string, args ...any) error {
	return &usageError{code: code, msg: fmt.Sprintf(format, args...)}
}

// option is one command-line option: its names and what it does with its
// value (v is "" for a flag). Adding an option is one line of options.
type option struct {
	names []string // "-f", "--url-file", ...
	value bool     // takes a value
	apply func(o *rawOptions, name, v string) error
}

// rawOptions are the options as given, before checking.
type rawOptions struct {
	urls, files          []string
	base, encoding       string
	hasBase, hasEncoding bool
	edition              string
	fields, get, format  string
	hasFields, hasGet    bool
	json                 bool // --json, trurl's
	header, validate     bool
	edits                []rawEdit // in command-line order
	querySep             string
	hasQuerySep          bool
	view                 view
	verify, quiet        bool
	aligned              bool
	progress             progressMode
	jobs                 string
	help, version        bool
}

// rawEdit is an edit option as given: its kind, the option's name and
// its value.
type rawEdit struct {
	kind        editKind
	flag, value string
}

func flagOpt(names string, set func(o *rawOptions)) option {
	return option{names: strings.Fields(names), apply: func(o *rawOptions, _, _ string) error { set(o); return nil }}
}

func valueOpt(names string, set func(o *rawOptions, v string)) option {
	return option{names: strings.Fields(names), value: true,
		apply: func(o *rawOptions, _, v string) error { set(o, v); return nil }}
}

func editOpt(names string, kind editKind) option {
	return option{names: strings.Fields(names), value: kind != editSort,
		apply: func(o *rawOptions, name, v string) error {
			o.edits = append(o.edits, rawEdit{kind: kind, flag: name, value: v})
			return nil
		}}
}

// noOpt is a trurl option that asks for what the URL Standard always does
// (--help says why): it is accepted and changes nothing.
func noOpt(names string) option {
	return option{names: strings.Fields(names), apply: func(*rawOptions, string, string) error { return nil }}
}

var options = []option{
	valueOpt("--url", func(o *rawOptions, v string) { o.urls = append(o.urls, v) }),
	{names: []string{"-f", "--url-file"}, value: true, apply: func(o *rawOptions, _, v string) error {
		if len(o.files) > 0 {
			return usagef("only one --url-file is supported")
		}
		o.files = append(o.files, v)
		return nil
	}},
	valueOpt("--base", func(o *rawOptions, v string) { o.base, o.hasBase = v, true }),
	valueOpt("--encoding", func(o *rawOptions, v string) { o.encoding, o.hasEncoding = v, true }),
	valueOpt("--edition", func(o *rawOptions, v string) { o.edition = v }),
	valueOpt("--fields", func(o *rawOptions, v string) { o.fields, o.hasFields = v, true }),
	{names: []string{"-g", "--get"}, value: true, apply: func(o *rawOptions, _, v string) error {
		switch {
		case o.hasGet:
			return usagef("only one --get is supported")
		case o.json:
			return usagef("--get is mutually exclusive with --json")
		}
		o.get, o.hasGet = v, true
		return nil
	}},
	valueOpt("--format", func(o *rawOptions, v string) { o.format = v }),
	{names: []string{"--json"}, apply: func(o *rawOptions, _, _ string) error {
		if o.hasGet {
			return usagef("--json is mutually exclusive with --get")
		}
		o.json = true
		return nil
	}},
	flagOpt("--csv", func(o *rawOptions) { o.format = "csv" }),
	flagOpt("--tsv", func(o *rawOptions) { o.format = "tsv" }),
	flagOpt("--header", func(o *rawOptions) { o.header = true }),
	flagOpt("--urlencode", func(o *rawOptions) { o.view.urlencode = true }),
	flagOpt("--as-idn", func(o *rawOptions) { o.view.asIDN = true }),
	flagOpt("--default-port", func(o *rawOptions) { o.view.defaultPort = true }),
	noOpt("--punycode --keep-port --no-guess-scheme --accept-space --curl"),
	editOpt("-s --set", editSet),
	editOpt("--iterate", editIterate),
	editOpt("-a --append", editAppendQuery), // or editAppendPath: parseEdits reads the value
	editOpt("--trim", editTrim),
	editOpt("--qtrim", editTrim),
	editOpt("--redirect", editRedirect),
	editOpt("--sort-query --sort-search", editSort),
	editOpt("--replace", editReplace),
	editOpt("--replace-append --force-replace", editReplaceAppend),
	valueOpt("--query-separator", func(o *rawOptions, v string) { o.querySep, o.hasQuerySep = v, true }),
	flagOpt("--validate", func(o *rawOptions) { o.validate = true }),
	flagOpt("--verify", func(o *rawOptions) { o.verify = true }),
	flagOpt("--aligned", func(o *rawOptions) { o.aligned = true }),
	flagOpt("-q --quiet", func(o *rawOptions) { o.quiet = true }),
	flagOpt("--progress", func(o *rawOptions) { o.progress = progressOn }),
	flagOpt("--no-progress", func(o *rawOptions) { o.progress = progressOff }),
	valueOpt("-j --jobs", func(o *rawOptions, v string) { o.jobs = v }),
	flagOpt("-v --version", func(o *rawOptions) { o.version = true }),
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

// scanArgs reads the arguments as trurl does: options and URLs in any
// order, "--name value" or "--name=value" ("-n value" or "-nvalue"), and
// "--" ending the options. An argument that is not an option is a URL.
func scanArgs(args []string) (*rawOptions, error) {
	o := &rawOptions{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			o.urls = append(o.urls, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			o.urls = append(o.urls, a)
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
				if name == "--replace" || name == "--replace-append" || name == "--force-replace" {
					return nil, usageCodef(exitReplace, "No data passed to replace component")
				}
				return nil, usageCodef(exitArgument, "Missing argument for %s", name)
			}
			i++
			value = args[i]
		} else if !opt.value && hasValue {
			return nil, usagef("option %s takes no value", name)
		}
		if err := opt.apply(o, name, value); err != nil {
			return nil, err
		}
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
		aligned: o.aligned, quiet: o.quiet, progress: o.progress, help: o.help,
		version: o.version, view: o.view, chunkBytes: chunkBytes}
	if c.help || c.version {
		return c, nil
	}
	c.view.sep = '&'
	if o.hasQuerySep {
		if len(o.querySep) != 1 {
			return nil, usagef("only single-letter query separators are supported")
		}
		c.view.sep = o.querySep[0]
	}
	if err := c.setBaseAndEncoding(o); err != nil {
		return nil, err
	}
	if err := c.setOutput(o); err != nil {
		return nil, err
	}
	if c.edits, err = parseEdits(o.edits); err != nil {
		return nil, err
	}
	c.edits.sep = c.view.sep
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
		u, ok := c.edits.buildInput()
		if !ok {
			return nil, usageCodef(exitNoURL, "not enough input for a URL")
		}
		c.urls, c.built = []string{u}, true
	}
	return c, nil
}

func (c *config) setBaseAndEncoding(o *rawOptions) error {
	if o.edition != "" {
		ed, ok := whatwgurl.EditionByName(o.edition)
		if !ok {
			return usagef("--edition: %q is not an edition of the URL Standard (2025 or 2026)", o.edition)
		}
		c.parser = whatwgurl.Parser{Edition: ed}
	}
	if o.hasEncoding {
		if _, ok := whatwgurl.EncodingName(o.encoding); !ok {
			return usagef("--encoding: %q is not an encoding label of the Encoding Standard", o.encoding)
		}
		c.encoding = o.encoding
	}
	if o.hasBase {
		b, err := c.parser.Parse(o.base)
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

// setOutput reads --format, --json, --fields, --get and --validate.
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
	if o.json {
		if o.hasFields || o.format != "" || o.header || o.validate {
			return usagef("--json writes trurl's objects: it does not go with --fields, --format, --csv, --tsv, --header or --validate (for columns in JSON use --format jsonl)")
		}
		c.out = outTrurl
		return nil
	}
	if o.hasGet {
		if o.hasFields || o.format != "" || o.header {
			return usagef("--get writes its own format: it does not go with --fields, --format, --csv, --tsv or --header")
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
	list := "url"
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
