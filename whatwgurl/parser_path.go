package whatwgurl

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// pathStartState is section 4.4, path start state.
func (p *parser) pathStartState(c int) step {
	url := p.url
	switch {
	case url.schemeType.special(): // step 1
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = pathState
		if c != '/' && c != '\\' {
			p.pointer--
		}
	case p.stateOverride == noState && p.enterQueryOrFragment(c): // steps 2 and 3
	case c != eof: // step 4
		p.state = pathState
		if c != '/' {
			p.pointer--
		}
	case p.stateOverride != noState && url.hostKind == host.None: // step 5
		url.appendSegment(nil)
	}
	return next
}

// pathState is section 4.4, path state. It runs the state's steps for c
// and, while the state stays the path state, for the code points after it
// (what the basic URL parser's loop would do next), so that a path of many
// short segments costs a loop here, not a round through the parser's loop
// for each run and each '/'.
func (p *parser) pathState(c int) step {
	for {
		if !p.inSegment && len(p.buffer) == 0 && p.errs == nil && c != eof && p.pathSegments() {
			c = eof
			if p.pointer < len(p.input) {
				c = int(p.input[p.pointer])
			}
		}
		p.pathStep(c)
		if p.state != pathState || p.pointer >= len(p.input) {
			return next
		}
		p.pointer++
		c = eof
		if p.pointer < len(p.input) {
			c = int(p.input[p.pointer])
		}
	}
}

// pathSegments runs the path state over the whole segments that start at
// p.pointer (with none begun in buffer) and need nothing of step 2 but
// appending: runs of bytes that stay as they are in a segment (cPath), each
// ended by '/' or, in a special URL, by a backslash (which step 1.1
// reports). For each, step 1: a double-dot segment shortens url's path
// (1.2), a single-dot one is dropped (1.3), any other is appended (1.4);
// nothing is appended for a dot segment, as c is one of those two. It keeps
// url's path and the pointer in locals, where pathStep would take two
// rounds through the state per segment. It leaves p.pointer at the start of
// the first segment it does not run (one ended otherwise, or a file URL's
// segment that may be a Windows drive letter, step 1.4.1), for pathStep,
// and reports whether it ran any. Only without validation errors
// collected: steps 1.1 and 2.1 report.
func (p *parser) pathSegments() bool {
	url := p.url
	in := p.input
	start := p.pointer
	i := start
	p.pathRoom(0)
	path := url.path
	file := url.schemeType == SchemeFile
	special := url.schemeType.special()
	for {
		j := i
		for j < len(in) && byteClass[in[j]]&cPath != 0 {
			j++
		}
		if j == len(in) || (in[j] != '/' && (in[j] != '\\' || !special)) {
			break
		}
		seg := in[i:j]
		dots := len(seg) <= 6 && len(seg) > 0 && (seg[0] == '.' || seg[0] == '%')
		switch {
		case dots && isDoubleDotSegment(seg):
			path = path[:shortenedLen(path, url.schemeType)]
		case dots && isSingleDotSegment(seg):
		case file && len(path) == 0:
			url.path, p.pointer = path, i
			return i > start
		default:
			path = append(path, '/')
			path = append(path, seg...)
		}
		i = j + 1
	}
	url.path, p.pointer = path, i
	return i > start
}

// pathRoom gives url's path room for the rest of the path when it has less
// than extra bytes and a little more, so that a path of many short
// segments grows it a few times, not every few segments.
func (p *parser) pathRoom(extra int) {
	url := p.url
	if cap(url.path)-len(url.path) >= 1+extra+16 {
		return
	}
	rest := p.input[min(p.pointer, len(p.input)):]
	if p.stateOverride == noState {
		rest = rest[:endOfPath(rest)]
	}
	url.path = infra.Grow(url.path, 1+extra+len(rest))
}

// endOfPath returns the index of the first '?' or '#' in s (which end the
// path state and the opaque path state), or len(s).
func endOfPath(s string) int {
	end := len(s)
	if i := strings.IndexByte(s, '?'); i >= 0 {
		end = i
	}
	if i := strings.IndexByte(s[:end], '#'); i >= 0 {
		end = i
	}
	return end
}

// pathStep is one step of the path state, for c. The Standard collects a segment in
// buffer and appends it to url's path at its end; here the segment is
// written straight into url's path, after its "/", and taken out again when
// it turns out to be a dot segment, so that a long path is copied once.
func (p *parser) pathStep(c int) {
	url := p.url
	special := url.schemeType.special()
	if !p.inSegment {
		// A new segment; buffer holds its start when the file host state
		// handed over a Windows drive letter.
		p.pathRoom(len(p.buffer))
		url.path = append(url.path, '/')
		p.segmentStart = len(url.path)
		if len(p.buffer) > 0 {
			url.path = append(url.path, p.buffer...)
			p.buffer = p.buffer[:0]
		}
		p.inSegment = true
	}
	if c == eof || p.endsSegment(c, special) {
		// Step 1: the end of a segment.
		slash := c == '/' || (special && c == '\\')
		if special && c == '\\' {
			p.report(validation.InvalidReverseSolidus) // step 1.1
		}
		p.inSegment = false
		seg := url.path[p.segmentStart:]
		switch {
		case isDoubleDotSegment(seg): // step 1.2
			url.path = url.path[:p.segmentStart-1]
			url.shortenPath()
			if !slash {
				url.appendSegment(nil)
			}
		case isSingleDotSegment(seg): // step 1.3
			url.path = url.path[:p.segmentStart-1]
			if !slash {
				url.appendSegment(nil)
			}
		case url.schemeType == SchemeFile && p.segmentStart == 1 && isWindowsDriveLetter(seg):
			// Step 1.4.1: url's path was empty: the Windows drive letter
			// quirk. (Step 1.4's append happened as the segment was written.)
			seg[1] = ':'
		}
		p.enterQueryOrFragment(c) // steps 1.6 and 1.7
		return
	}
	// Step 2, for the whole run up to the next byte that step 1 would take:
	// for each code point of the run step 2 only reports and percent-encodes
	// (step 2.3) into the segment, so one pass over the run gives what
	// iterating would. Most runs are short and need no percent-encoding:
	// bytes of the fast path's path class (fastpath.go) up to the end of the
	// segment are appended here, without a call for the run (when validation
	// errors are not collected: they are reported unit by unit below).
	start, end := p.pointer, p.pointer
	if p.errs == nil {
		for end < len(p.input) && byteClass[p.input[end]]&cPath != 0 {
			end++
		}
		if end == len(p.input) || p.endsSegment(int(p.input[end]), special) {
			url.path = append(url.path, p.input[start:end]...)
			p.pointer = end - 1
			return
		}
	}
	for end < len(p.input) && !p.endsSegment(int(p.input[end]), special) {
		end++
	}
	if p.errs != nil {
		for ; p.pointer < end; p.pointer++ {
			p.reportUnit()
		}
	}
	url.path = percent.AppendUTF8(url.path, p.input[start:end], percent.Path, false)
	p.pointer = end - 1
	return
}

// endsSegment reports whether the path state takes step 1 (the end of a
// segment) for the code point c other than EOF, in a special URL or not.
func (p *parser) endsSegment(c int, special bool) bool {
	return c == '/' || (special && c == '\\') || (p.stateOverride == noState && (c == '?' || c == '#'))
}

// opaquePathState is section 4.4, opaque path state.
func (p *parser) opaquePathState(c int) step {
	if p.enterQueryOrFragment(c) || c == eof { // steps 1 and 2; EOF: nothing
		return next
	}
	// Steps 3 and 4 for the whole run up to the next '?' or '#' (or the end):
	// each of its code points only appends to url's path and stays in this
	// state. Step 3 (a space) reports invalid-URL-unit in the 2026 edition
	// (step 3.1) and nothing in the late-2025 one; step 4 reports (4.1, 4.2)
	// and percent-encodes with the C0 control set (4.3).
	url := p.url
	start := p.pointer
	end := start + endOfPath(p.input[start:])
	if p.errs != nil {
		spaceReports := p.errs.Since(edition.Y2026)
		for ; p.pointer < end; p.pointer++ {
			if p.input[p.pointer] != ' ' {
				p.reportUnit()
			} else if spaceReports {
				p.report(validation.InvalidURLUnit)
			}
		}
	}
	run := p.input[start:end]
	if end < len(p.input) && strings.HasSuffix(run, " ") {
		// Step 3: a space before '?' or '#' would otherwise be lost.
		url.path = percent.AppendUTF8(url.path, run[:len(run)-1], percent.C0Control, false)
		url.path = append(url.path, "%20"...)
	} else {
		url.path = percent.AppendUTF8(url.path, run, percent.C0Control, false)
	}
	p.pointer = end - 1
	return next
}

// queryState is section 4.4, query state.
func (p *parser) queryState(c int) step {
	url := p.url
	// Step 1.
	if p.encoding != nil && (!url.schemeType.special() || url.schemeType == SchemeWS || url.schemeType == SchemeWSS) {
		p.encoding = nil
	}
	set := percent.Query // step 2.1
	if url.schemeType.special() {
		set = percent.SpecialQuery
	}
	if p.encoding == nil {
		// With UTF-8, "percent-encode after encoding" works code point by
		// code point, so the buffer can be skipped: the whole run up to '#'
		// is encoded at once.
		start, end := p.pointer, len(p.input)
		if p.stateOverride == noState {
			if i := strings.IndexByte(p.input[start:], '#'); i >= 0 {
				end = start + i
			}
		}
		if p.errs != nil {
			for ; p.pointer < end; p.pointer++ {
				p.reportUnit()
			}
		}
		url.query = percent.AppendUTF8(url.query, p.input[start:end], set, false)
		p.pointer = end
		if end < len(p.input) {
			p.startFragment()
		}
		return next
	}
	// A legacy encoding: the buffer, code point by code point, as the
	// Standard writes it (an ISO-2022-JP encoder keeps state across them).
	if (p.stateOverride == noState && c == '#') || c == eof { // step 2
		url.query = percent.AppendAfterEncoding(url.query, p.encoding.NewEncoder(), infra.BytesView(p.buffer), set, false)
		p.buffer = p.buffer[:0]
		if c == '#' {
			p.startFragment()
		}
		return next
	}
	p.reportUnit() // steps 3.1 and 3.2
	p.buffer = append(p.buffer, byte(c))
	return next
}

// fragmentState is section 4.4, fragment state. Step 1 for every code
// point to the end at once: each one only appends to url's fragment.
func (p *parser) fragmentState(c int) step {
	url := p.url
	start := p.pointer
	if p.errs != nil {
		for ; p.pointer < len(p.input); p.pointer++ {
			p.reportUnit()
		}
	}
	url.fragment = percent.AppendUTF8(url.fragment, p.input[start:], percent.Fragment, false)
	p.pointer = len(p.input)
	return next
}
