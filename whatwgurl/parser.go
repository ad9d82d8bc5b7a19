package whatwgurl

import (
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// state is a state of the basic URL parser (section 4.4).
type state uint8

const (
	noState state = iota // no state override
	schemeStartState
	schemeState
	noSchemeState
	specialRelativeOrAuthorityState
	pathOrAuthorityState
	relativeState
	relativeSlashState
	specialAuthoritySlashesState
	specialAuthorityIgnoreSlashesState
	authorityState
	hostState
	hostnameState
	portState
	fileState
	fileSlashState
	fileHostState
	pathStartState
	pathState
	opaquePathState
	queryState
	fragmentState
)

// eof stands for the EOF code point.
const eof = -1

// step is what a state tells the state machine to do next.
type step uint8

const (
	next   step = iota // go on with the next code point
	stop               // return (the state override returns from here)
	failed             // return failure; parser.fail says why
)

// encoding is an Encoding Standard encoding that can make encoder instances
// for the query state's "percent-encode after encoding".
type encoding interface {
	NewEncoder() percent.Encoder
}

// parser holds the basic URL parser's variables (section 4.4, steps 4-8).
type parser struct {
	input             string
	pointer           int
	base              *URL
	url               *record
	stateOverride     state
	state             state
	buffer            []byte
	atSignSeen        bool
	insideBrackets    bool
	passwordTokenSeen bool
	encoding          encoding // nil is UTF-8
	errs              *validation.Reporter
	fail              validation.Kind
	scratch           []byte // for host parsing
	inSegment         bool   // the path state is in a segment, which starts at
	segmentStart      int    // url.path[segmentStart:]
	rec               record // the record a parse without a given url fills
}

var parserPool = sync.Pool{New: func() any { return new(parser) }}

func getParser() *parser { return parserPool.Get().(*parser) }

func putParser(p *parser) {
	if p.retained() > 1<<16 {
		return // let a huge parse's buffers go
	}
	p.base, p.url, p.errs, p.encoding = nil, nil, nil, nil
	parserPool.Put(p)
}

// retained is the memory p's buffers hold.
func (p *parser) retained() int {
	r := &p.rec
	return cap(p.buffer) + cap(p.scratch) + cap(r.scheme) + cap(r.username) + cap(r.password) +
		cap(r.host) + cap(r.path) + cap(r.query) + cap(r.fragment)
}

// report records a validation error when errors are being collected.
func (p *parser) report(k validation.Kind) { p.errs.Report(k) }

// failWith returns failure with the validation error k.
func (p *parser) failWith(k validation.Kind) step {
	p.report(k)
	p.fail = k
	return failed
}

// startQuery sets url's query to the empty string and state to query state.
func (p *parser) startQuery() {
	p.url.query = p.url.query[:0]
	p.url.hasQuery = true
	p.state = queryState
}

// startFragment sets url's fragment to the empty string and state to
// fragment state.
func (p *parser) startFragment() {
	p.url.fragment = p.url.fragment[:0]
	p.url.hasFragment = true
	p.state = fragmentState
}

// remaining is the substring after the pointer (section 4.4, "remaining").
func (p *parser) remaining() string {
	if p.pointer+1 >= len(p.input) {
		return ""
	}
	return p.input[p.pointer+1:]
}

// basicParse runs the basic URL parser (section 4.4) on input, which must be
// a scalar value string. With stateOverride it modifies url in place;
// otherwise it fills p.rec. It returns false on failure.
func (p *parser) basicParse(input string, base *URL, url *record, stateOverride state) bool {
	p.base = base
	p.stateOverride = stateOverride
	if url == nil {
		// Step 1: a new URL, and the leading and trailing C0 control or space
		// removed.
		url = &p.rec
		url.reset()
		start, end := 0, len(input)
		for start < end && isC0ControlOrSpace(input[start]) {
			start++
		}
		for end > start && isC0ControlOrSpace(input[end-1]) {
			end--
		}
		if start != 0 || end != len(input) {
			p.report(validation.InvalidURLUnit)
			input = input[start:end]
		}
	}
	p.url = url
	// Steps 2-3: remove ASCII tab or newline.
	if strings.ContainsAny(input, "\t\n\r") {
		p.report(validation.InvalidURLUnit)
		input = removeTabAndNewline(input)
	}
	p.input = input
	p.state = stateOverride
	if p.state == noState {
		p.state = schemeStartState
	}
	p.buffer = p.buffer[:0]
	p.atSignSeen, p.insideBrackets, p.passwordTokenSeen = false, false, false
	p.inSegment = false
	p.fail = validation.None

	// Step 9: the state machine.
	for p.pointer = 0; ; p.pointer++ {
		c := eof
		if p.pointer < len(p.input) {
			c = int(p.input[p.pointer])
		}
		var s step
		switch p.state {
		case schemeStartState:
			s = p.schemeStartState(c)
		case schemeState:
			s = p.schemeState(c)
		case noSchemeState:
			s = p.noSchemeState(c)
		case specialRelativeOrAuthorityState:
			s = p.specialRelativeOrAuthorityState(c)
		case pathOrAuthorityState:
			s = p.pathOrAuthorityState(c)
		case relativeState:
			s = p.relativeState(c)
		case relativeSlashState:
			s = p.relativeSlashState(c)
		case specialAuthoritySlashesState:
			s = p.specialAuthoritySlashesState(c)
		case specialAuthorityIgnoreSlashesState:
			s = p.specialAuthorityIgnoreSlashesState(c)
		case authorityState:
			s = p.authorityState(c)
		case hostState, hostnameState:
			s = p.hostState(c)
		case portState:
			s = p.portState(c)
		case fileState:
			s = p.fileState(c)
		case fileSlashState:
			s = p.fileSlashState(c)
		case fileHostState:
			s = p.fileHostState(c)
		case pathStartState:
			s = p.pathStartState(c)
		case pathState:
			s = p.pathState(c)
		case opaquePathState:
			s = p.opaquePathState(c)
		case queryState:
			s = p.queryState(c)
		case fragmentState:
			s = p.fragmentState(c)
		}
		switch s {
		case stop:
			return true
		case failed:
			return false
		}
		if p.pointer >= len(p.input) {
			return true
		}
	}
}

func removeTabAndNewline(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if !isTabOrNewline(s[i]) {
			b = append(b, s[i])
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not used again
}

// reportUnit reports invalid-URL-unit for the code point at the pointer when
// it is not a URL code point and not a '%' followed by two hex digits
// (the first steps of the path, opaque path, query and fragment states).
func (p *parser) reportUnit() {
	if p.errs == nil {
		return
	}
	c := p.input[p.pointer]
	if c == '%' {
		rest := p.remaining()
		if len(rest) < 2 || !isASCIIHexDigit(rest[0]) || !isASCIIHexDigit(rest[1]) {
			p.report(validation.InvalidURLUnit)
		}
		return
	}
	if c < 0x80 {
		if !isURLCodePoint(rune(c)) {
			p.report(validation.InvalidURLUnit)
		}
		return
	}
	if c&0xC0 == 0x80 {
		return // a continuation byte: its code point was checked at its lead byte
	}
	r, _ := utf8.DecodeRuneInString(p.input[p.pointer:])
	if !isURLCodePoint(r) {
		p.report(validation.InvalidURLUnit)
	}
}
