package whatwgurl

import (
	"sync"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
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
	hostRun           string // the host state's buffer when it is one run of input
	atSignSeen        bool
	insideBrackets    bool
	passwordTokenSeen bool
	encoding          encoding // nil is UTF-8
	edition           edition.Edition
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
	p.base, p.url, p.errs, p.encoding, p.hostRun = nil, nil, nil, nil, ""
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

// reconsumeIn is the Standard's "set state to s and decrease pointer by 1":
// the next iteration reads the same code point again, in state s.
func (p *parser) reconsumeIn(s state) {
	p.state = s
	p.pointer--
}

// enterQueryOrFragment runs the steps several states share: if c is '?',
// set url's query to the empty string and state to query state; otherwise,
// if c is '#', set url's fragment to the empty string and state to fragment
// state. It reports whether c was either.
func (p *parser) enterQueryOrFragment(c int) bool {
	switch c {
	case '?':
		p.startQuery()
	case '#':
		p.startFragment()
	default:
		return false
	}
	return true
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
//
// It departs from the Standard's letter in two ways that give the same
// result:
//
//   - The pointer walks the bytes of input's UTF-8, not its code points, and
//     c is a byte. Every code point a state compares c with is ASCII, and no
//     byte of a multi-byte sequence is ASCII, so each state takes the same
//     step for each byte of a non-ASCII code point that it would take for
//     the code point. Appending those bytes one by one appends the code
//     point, and percent-encoding them one by one encodes it, since every
//     encode set holds all non-ASCII code points (internal/percent). The
//     URL-code-point check needs the whole code point: reportUnit decodes
//     it at its first byte. Lengths (remaining, the buffer's code point
//     length in the authority state) are in bytes too, matching the pointer.
//   - Where a state's step for a code point leaves the state as it is and
//     only appends to the buffer or to a component (scheme, authority,
//     host, path, opaque path, query, fragment states), the state takes the
//     whole run of such code points in one loop and leaves the pointer on
//     the last byte it took; the loop stops at the first byte for which the
//     Standard would take another step. The machine is then where that many
//     iterations would have left it. Each loop says why that holds for its
//     state. (The query state with UTF-8 and the fragment state run to the
//     end of input and leave the pointer there: at EOF neither has anything
//     left to do.)
func (p *parser) basicParse(input string, base *URL, url *record, stateOverride state) bool {
	p.base = base
	p.stateOverride = stateOverride
	if url == nil {
		// Step 1: a new URL, and the leading and trailing C0 control or space
		// removed.
		url = &p.rec
		url.reset()
		start, end := 0, len(input)
		for start < end && infra.IsC0ControlOrSpace(input[start]) {
			start++
		}
		for end > start && infra.IsC0ControlOrSpace(input[end-1]) {
			end--
		}
		if start != 0 || end != len(input) {
			p.report(validation.InvalidURLUnit)
			input = input[start:end]
		}
	}
	p.url = url
	// Steps 2-3: remove ASCII tab or newline.
	if containsTabOrNewline(input) {
		p.report(validation.InvalidURLUnit)
		input = removeTabAndNewline(input)
	}
	p.input = input
	p.state = stateOverride
	if p.state == noState {
		p.state = schemeStartState
	}
	p.buffer, p.hostRun = p.buffer[:0], ""
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

// containsTabOrNewline reports whether s contains an ASCII tab or newline.
// A plain loop: strings.ContainsAny builds its byte set on every call, which
// costs more than the scan of a URL or a setter's value.
func containsTabOrNewline(s string) bool {
	for i := 0; i < len(s); i++ {
		if infra.IsASCIITabOrNewline(s[i]) {
			return true
		}
	}
	return false
}

func removeTabAndNewline(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if !infra.IsASCIITabOrNewline(s[i]) {
			b = append(b, s[i])
		}
	}
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not used again
}

// reportUnit runs the first two steps of the path, opaque path, query and
// fragment states (section 4.4) for the code point at the pointer: it
// reports invalid-URL-unit when that code point is not a URL code point
// and not "%", or is a "%" that does not start a percent-encoded byte. The
// states walk bytes (see basicParse); a UTF-8 continuation byte belongs to
// a code point already checked at its first byte.
func (p *parser) reportUnit() {
	if p.errs == nil || p.input[p.pointer]&0xC0 == 0x80 {
		return
	}
	if !infra.IsURLUnitAt(p.input, p.pointer) {
		p.report(validation.InvalidURLUnit)
	}
}
