package whatwgurl

import (
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

// pathState is section 4.4, path state.
func (p *parser) pathState(c int) step {
	url := p.url
	special := url.schemeType.special()
	if c == eof || c == '/' || (special && c == '\\') ||
		(p.stateOverride == noState && (c == '?' || c == '#')) {
		// Step 1: the end of a segment.
		slash := c == '/' || (special && c == '\\')
		if special && c == '\\' {
			p.report(validation.InvalidReverseSolidus) // step 1.1
		}
		switch {
		case isDoubleDotSegment(p.buffer): // step 1.2
			url.shortenPath()
			if !slash {
				url.appendSegment(nil)
			}
		case isSingleDotSegment(p.buffer): // step 1.3
			if !slash {
				url.appendSegment(nil)
			}
		default: // step 1.4
			if url.schemeType == SchemeFile && len(url.path) == 0 && isWindowsDriveLetter(p.buffer) {
				p.buffer[1] = ':' // step 1.4.1, the Windows drive letter quirk
			}
			url.appendSegment(p.buffer)
		}
		p.buffer = p.buffer[:0]   // step 1.5
		p.enterQueryOrFragment(c) // steps 1.6 and 1.7
		return next
	}
	// Step 2, for the whole run up to the next byte that step 1 would take:
	// for each code point of the run step 2 only reports, percent-encodes
	// into the buffer and stays in this state, so one loop gives what
	// iterating would. Encoding byte by byte is the same as encoding the
	// code point (see basicParse).
	for ; p.pointer < len(p.input); p.pointer++ {
		b := p.input[p.pointer]
		if b == '/' || (special && b == '\\') || (p.stateOverride == noState && (b == '?' || b == '#')) {
			break
		}
		p.reportUnit()       // steps 2.1 and 2.2
		if percent.Path[b] { // step 2.3
			p.buffer = percent.AppendByte(p.buffer, b)
		} else {
			p.buffer = append(p.buffer, b)
		}
	}
	p.pointer-- // the loop's next iteration reads the byte that ended the run
	return next
}

// opaquePathState is section 4.4, opaque path state.
func (p *parser) opaquePathState(c int) step {
	if p.enterQueryOrFragment(c) || c == eof { // steps 1 and 2; EOF: nothing
		return next
	}
	// Steps 3 and 4 for the whole run up to the next '?' or '#' (or the
	// end): each of its code points only appends to url's path and stays
	// in this state.
	url := p.url
	for ; p.pointer < len(p.input); p.pointer++ {
		b := p.input[p.pointer]
		switch {
		case b == '?' || b == '#':
			p.pointer--
			return next
		case b == ' ': // step 3
			if rest := p.remaining(); len(rest) > 0 && (rest[0] == '?' || rest[0] == '#') {
				url.path = append(url.path, "%20"...)
			} else {
				url.path = append(url.path, ' ')
			}
		default: // step 4
			p.reportUnit()            // steps 4.1 and 4.2
			if percent.C0Control[b] { // step 4.3
				url.path = percent.AppendByte(url.path, b)
			} else {
				url.path = append(url.path, b)
			}
		}
	}
	p.pointer--
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
		// With UTF-8, "percent-encode after encoding" (step 2.2) of the
		// buffer gives what encoding each code point as step 3.3 appends it
		// gives (UTF-8 has no state between code points), so the code
		// points are encoded straight into url's query, without the buffer,
		// for the whole run up to '#' or the end.
		for ; p.pointer < len(p.input); p.pointer++ {
			b := p.input[p.pointer]
			if b == '#' && p.stateOverride == noState { // step 2.4
				p.startFragment()
				return next
			}
			p.reportUnit() // steps 3.1 and 3.2
			if set[b] {
				url.query = percent.AppendByte(url.query, b)
			} else {
				url.query = append(url.query, b)
			}
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
	for ; p.pointer < len(p.input); p.pointer++ {
		b := p.input[p.pointer]
		p.reportUnit()           // steps 1.1 and 1.2
		if percent.Fragment[b] { // step 1.3
			url.fragment = percent.AppendByte(url.fragment, b)
		} else {
			url.fragment = append(url.fragment, b)
		}
	}
	return next
}
