package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// schemeStartState is section 4.4, scheme start state.
func (p *parser) schemeStartState(c int) step {
	switch {
	case c != eof && infra.IsASCIIAlpha(byte(c)):
		p.buffer = append(p.buffer, infra.ToASCIILower(byte(c)))
		p.state = schemeState
	case p.stateOverride == noState:
		p.state = noSchemeState
		p.pointer--
	default:
		return failed
	}
	return next
}

// schemeState is section 4.4, scheme state.
func (p *parser) schemeState(c int) step {
	// Step 1, done for the whole run of scheme code points at once.
	if c != eof && isSchemeCodePoint(byte(c)) {
		for p.pointer < len(p.input) && isSchemeCodePoint(p.input[p.pointer]) {
			p.buffer = append(p.buffer, infra.ToASCIILower(p.input[p.pointer]))
			p.pointer++
		}
		p.pointer--
		return next
	}
	url := p.url
	if c == ':' {
		bufferType := schemeTypeOf(p.buffer)
		if p.stateOverride != noState {
			// Step 2.1.
			if url.schemeType.special() != bufferType.special() {
				return stop
			}
			if (url.includesCredentials() || url.port >= 0) && bufferType == SchemeFile {
				return stop
			}
			if url.schemeType == SchemeFile && url.hostKind == host.Empty {
				return stop
			}
		}
		url.scheme = append(url.scheme[:0], p.buffer...)
		url.schemeType = bufferType
		if p.stateOverride != noState {
			if url.port >= 0 && url.port == bufferType.defaultPort() {
				url.port = -1
			}
			return stop
		}
		p.buffer = p.buffer[:0]
		rest := p.remaining()
		switch {
		case bufferType == SchemeFile:
			if len(rest) < 2 || rest[0] != '/' || rest[1] != '/' {
				p.report(validation.SpecialSchemeMissingFollowingSolidus)
			}
			p.state = fileState
		case bufferType.special() && p.base != nil && p.base.c.SchemeType == bufferType:
			// Step 2.6: base is special, so it does not have an opaque path.
			p.state = specialRelativeOrAuthorityState
		case bufferType.special():
			p.state = specialAuthoritySlashesState
		case len(rest) > 0 && rest[0] == '/':
			p.state = pathOrAuthorityState
			p.pointer++
		default:
			url.path = url.path[:0]
			url.opaquePath = true
			p.state = opaquePathState
		}
		return next
	}
	if p.stateOverride == noState {
		// Step 3: start over from the first code point, with no scheme.
		p.buffer = p.buffer[:0]
		p.state = noSchemeState
		p.pointer = -1
		return next
	}
	return failed
}

func isSchemeCodePoint(c byte) bool {
	return infra.IsASCIIAlphanumeric(c) || c == '+' || c == '-' || c == '.'
}

// noSchemeState is section 4.4, no scheme state.
func (p *parser) noSchemeState(c int) step {
	base := p.base
	if base == nil || (base.c.OpaquePath && c != '#') {
		return p.failWith(validation.MissingSchemeNonRelativeURL)
	}
	url := p.url
	switch {
	case base.c.OpaquePath: // and c is '#'
		url.scheme = append(url.scheme[:0], base.Scheme()...)
		url.schemeType = base.c.SchemeType
		p.copyPathAndQuery()
		p.startFragment()
	case base.c.SchemeType != SchemeFile:
		p.state = relativeState
		p.pointer--
	default:
		p.state = fileState
		p.pointer--
	}
	return next
}
