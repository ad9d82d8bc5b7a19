package main

import (
	"errors"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// row is one input line on its way to the output: the URL it parsed to
// (after the edits), or why it failed. A worker reuses one row for all its
// lines.
type row struct {
	input string
	line  int // 1-based, in its file (or its place among the URL arguments)
	ok    bool
	err   string // why the row failed, when !ok

	url        *whatwgurl.URL
	validation []whatwgurl.ValidationErrorType // when validated
	view       *view

	// What showing the row's fields had to say: notes for stderr, and a
	// reason to stop the run (a must: component missing, a strict: one
	// that does not decode).
	notes    []string
	stopCode int
	stopMsg  string

	u       whatwgurl.URL // the URL of the fast path; url points here
	scratch []byte        // its href
	list    []string      // validation names, reused
}

// warn adds a note for stderr (--quiet drops it).
func (r *row) warn(msg string) { r.notes = append(r.notes, msg) }

// stop makes the run stop after this row with exit status code.
func (r *row) stop(code int, msg string) {
	if r.stopCode == 0 {
		r.stopCode, r.stopMsg = code, msg
	}
}

// processor turns lines into rows and rows into output. Each worker has
// its own (rows and writers keep buffers).
type processor struct {
	ps       whatwgurl.Parser // the --edition
	base     *whatwgurl.URL
	encoding string
	edits    *edits
	combos   int  // rows per URL: the --iterate combinations
	validate bool // some field needs the validation errors
	aligned  bool // a failed row is written too, with its URL fields empty
	verify   bool // the first failed row stops the run
	built    bool // the URL is buildInput's: its host must have been set
	hrefOnly bool // TSV of the href alone, with no edits: the hot path
	w        rowWriter
	r        row
}

func newProcessor(c *config) *processor {
	p := &processor{ps: c.parser, base: c.base, encoding: c.encoding, edits: &c.edits, w: newRowWriter(c),
		combos: c.edits.combinations(), aligned: c.aligned, verify: c.verify, built: c.built}
	p.r.view = &c.view
	fields := c.fields
	if c.get != nil {
		fields = c.get.fields
	}
	for _, f := range fields {
		p.validate = p.validate || f.needsValidate()
	}
	p.hrefOnly = c.out == outTSV && len(c.fields) == 1 && c.encoding == "" && c.edits.empty() &&
		(c.fields[0].id == fHref || (c.fields[0].id == fURL && !c.view.asIDN && !c.fields[0].qual.idn))
	return p
}

// processLine parses input, makes the edits and appends the rows to dst
// (one per --iterate combination; none for a failed line unless aligned).
// It reports whether the line failed.
func (p *processor) processLine(dst []byte, input string, line int) ([]byte, bool) {
	r := &p.r
	if p.hrefOnly {
		// The href goes straight into the output: a TSV row of one field
		// that never needs escaping (see tsvWriter).
		var k whatwgurl.ValidationErrorType
		dst, _, k = p.ps.AppendParse(dst, input, p.base)
		if k != noError {
			r.input, r.line, r.ok, r.err = input, line, false, k.String()
			if !p.aligned {
				return dst, true
			}
		}
		return append(dst, '\n'), k != noError
	}
	r.input, r.line, r.ok, r.err, r.validation, r.url = input, line, true, "", nil, nil
	p.parse(r)
	if !r.ok {
		if p.aligned {
			dst = p.w.appendRow(dst, r)
		}
		return dst, true
	}
	if p.edits.empty() {
		rowStart := len(dst)
		dst = p.w.appendRow(dst, r)
		if r.stopCode != 0 {
			return dst[:rowStart], false // a row that stops the run is not written
		}
		return dst, false
	}
	parsed := r.url
	for combo := range p.combos {
		r.ok, r.err = true, ""
		u := parsed
		if p.combos > 1 {
			u = parsed.Clone() // each combination starts from the parsed URL
		}
		u, err := p.edits.apply(u, p.encoding, combo)
		if err == nil && p.built && u.Hostname() == buildHost {
			err = errors.New("set host: the host setter does not take the value")
		}
		if err != nil {
			r.ok, r.err, r.url = false, err.Error(), nil
			if p.aligned {
				dst = p.w.appendRow(dst, r)
			}
			return dst, true
		}
		r.url = u
		rowStart := len(dst)
		dst = p.w.appendRow(dst, r)
		if r.stopCode != 0 {
			return dst[:rowStart], false // a row that stops the run is not written
		}
	}
	return dst, false
}

// parse runs the URL parser on r.input against the base, with the query
// encoding, collecting validation errors when some field shows them.
func (p *processor) parse(r *row) {
	if p.validate || p.encoding != "" {
		var u *whatwgurl.URL
		var err error
		if p.validate {
			u, r.validation, err = p.ps.Validate(r.input, p.base)
		}
		if p.encoding != "" && err == nil {
			u, err = p.ps.ParseWithEncoding(r.input, p.base, p.encoding)
		}
		if err != nil {
			r.ok, r.err = false, parseFailure(err)
			return
		}
		r.url = u
		return
	}
	// The common case allocates nothing but what the engine does: the href
	// goes into the row's buffer and the URL is a view of it.
	href, c, k := p.ps.AppendParse(r.scratch[:0], r.input, p.base)
	r.scratch = href
	if k != noError {
		r.ok, r.err = false, k.String()
		return
	}
	u, err := p.ps.FromComponents(bytesView(href), c)
	if err != nil { // cannot happen: the components are AppendParse's own
		r.ok, r.err = false, err.Error()
		return
	}
	r.u = u
	r.url = &r.u
}

var noError whatwgurl.ValidationErrorType

// parseFailure is what a failed row says: the name of the validation
// error that made the parser fail.
func parseFailure(err error) string {
	if pe, ok := err.(*whatwgurl.ParseError); ok {
		return pe.Type.String()
	}
	return err.Error()
}

// bytesView returns b as a string without copying. The caller must not
// change b while the string is in use: rows view their own buffers and
// chunks' input, and are done with them before those are reused.
func bytesView(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
