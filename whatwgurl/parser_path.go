package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// pathStartState is section 4.4, path start state.
func (p *parser) pathStartState(c int) step {
	url := p.url
	switch {
	case url.schemeType.special():
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = pathState
		if c != '/' && c != '\\' {
			p.pointer--
		}
	case p.stateOverride == noState && c == '?':
		p.startQuery()
	case p.stateOverride == noState && c == '#':
		p.startFragment()
	case c != eof:
		p.state = pathState
		if c != '/' {
			p.pointer--
		}
	case p.stateOverride != noState && url.hostKind == host.None:
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
		slash := c == '/' || (special && c == '\\')
		if special && c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		switch {
		case isDoubleDotSegment(p.buffer):
			url.shortenPath()
			if !slash {
				url.appendSegment(nil)
			}
		case isSingleDotSegment(p.buffer):
			if !slash {
				url.appendSegment(nil)
			}
		default:
			if url.schemeType == SchemeFile && len(url.path) == 0 && isWindowsDriveLetter(p.buffer) {
				p.buffer[1] = ':' // the Windows drive letter quirk
			}
			url.appendSegment(p.buffer)
		}
		p.buffer = p.buffer[:0]
		if c == '?' {
			p.startQuery()
		} else if c == '#' {
			p.startFragment()
		}
		return next
	}
	// Step 2, for the whole run of code points up to the next delimiter.
	for ; p.pointer < len(p.input); p.pointer++ {
		b := p.input[p.pointer]
		if b == '/' || (special && b == '\\') || (p.stateOverride == noState && (b == '?' || b == '#')) {
			break
		}
		p.reportUnit()
		if percent.Path[b] {
			p.buffer = percent.AppendByte(p.buffer, b)
		} else {
			p.buffer = append(p.buffer, b)
		}
	}
	p.pointer--
	return next
}

// opaquePathState is section 4.4, opaque path state.
func (p *parser) opaquePathState(c int) step {
	url := p.url
	switch c {
	case '?':
		p.startQuery()
		return next
	case '#':
		p.startFragment()
		return next
	case eof:
		return next
	}
	for ; p.pointer < len(p.input); p.pointer++ {
		b := p.input[p.pointer]
		switch {
		case b == '?' || b == '#':
			p.pointer--
			return next
		case b == ' ':
			// Step 3: a space before '?' or '#' would otherwise be lost.
			if rest := p.remaining(); len(rest) > 0 && (rest[0] == '?' || rest[0] == '#') {
				url.path = append(url.path, "%20"...)
			} else {
				url.path = append(url.path, ' ')
			}
		default:
			p.reportUnit()
			if percent.C0Control[b] {
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
	set := percent.Query
	if url.schemeType.special() {
		set = percent.SpecialQuery
	}
	if p.encoding == nil {
		// With UTF-8, "percent-encode after encoding" works code point by
		// code point, so the buffer can be skipped.
		for ; p.pointer < len(p.input); p.pointer++ {
			b := p.input[p.pointer]
			if b == '#' && p.stateOverride == noState {
				p.startFragment()
				return next
			}
			p.reportUnit()
			if set[b] {
				url.query = percent.AppendByte(url.query, b)
			} else {
				url.query = append(url.query, b)
			}
		}
		return next
	}
	if (p.stateOverride == noState && c == '#') || c == eof {
		url.query = percent.AppendAfterEncoding(url.query, p.encoding.NewEncoder(), bytesView(p.buffer), set, false)
		p.buffer = p.buffer[:0]
		if c == '#' {
			p.startFragment()
		}
		return next
	}
	p.reportUnit()
	p.buffer = append(p.buffer, byte(c))
	return next
}

// fragmentState is section 4.4, fragment state.
func (p *parser) fragmentState(c int) step {
	url := p.url
	for ; p.pointer < len(p.input); p.pointer++ {
		b := p.input[p.pointer]
		p.reportUnit()
		if percent.Fragment[b] {
			url.fragment = percent.AppendByte(url.fragment, b)
		} else {
			url.fragment = append(url.fragment, b)
		}
	}
	return next
}
