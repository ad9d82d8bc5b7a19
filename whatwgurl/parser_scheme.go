package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// schemeStartState is section 4.4, scheme start state.
func (p *parser) schemeStartState(c int) step {
	switch {
	case c != eof && infra.IsASCIIAlpha(byte(c)): // step 1
		p.buffer = append(p.buffer, infra.ToASCIILower(byte(c)))
		p.state = schemeState
	case p.stateOverride == noState: // step 2
		p.reconsumeIn(noSchemeState)
	default: // step 3
		return failed
	}
	return next
}

// schemeState is section 4.4, scheme state.
func (p *parser) schemeState(c int) step {
	// Step 1 for the whole run of scheme code points at once: for each one
	// it only appends its lowercase to the buffer and stays in this state.
	if c != eof && isSchemeCodePoint(byte(c)) {
		for p.pointer < len(p.input) && isSchemeCodePoint(p.input[p.pointer]) {
			p.buffer = append(p.buffer, infra.ToASCIILower(p.input[p.pointer]))
			p.pointer++
		}
		p.pointer--
		return next
	}
	url := p.url
	if c == ':' { // step 2
		bufferType := schemeTypeOf(p.buffer)
		if p.stateOverride != noState {
			// Step 2.1.
			if url.schemeType.special() != bufferType.special() { // steps 2.1.1 and 2.1.2
				return stop
			}
			if (url.includesCredentials() || url.port >= 0) && bufferType == SchemeFile { // step 2.1.3
				return stop
			}
			if url.schemeType == SchemeFile && url.hostKind == host.Empty { // step 2.1.4
				return stop
			}
		}
		url.scheme = append(url.scheme[:0], p.buffer...) // step 2.2
		url.schemeType = bufferType
		if p.stateOverride != noState { // step 2.3
			if url.port >= 0 && url.port == bufferType.defaultPort() {
				url.port = -1
			}
			return stop
		}
		p.buffer = p.buffer[:0] // step 2.4
		rest := p.remaining()
		switch {
		case bufferType == SchemeFile: // step 2.5
			if len(rest) < 2 || rest[0] != '/' || rest[1] != '/' {
				p.report(validation.SpecialSchemeMissingFollowingSolidus)
			}
			p.state = fileState
		case bufferType.special() && p.base != nil && p.base.schemeType() == bufferType:
			// Step 2.6: base is special, so it does not have an opaque path.
			p.state = specialRelativeOrAuthorityState
		case bufferType.special(): // step 2.7
			p.state = specialAuthoritySlashesState
		case len(rest) > 0 && rest[0] == '/': // step 2.8
			p.state = pathOrAuthorityState
			p.pointer++
		default: // step 2.9
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
	return failed // step 4
}

// isSchemeCodePoint: ASCII alphanumeric, U+002B (+), U+002D (-) or U+002E
// (.), what scheme state step 1 takes.
func isSchemeCodePoint(c byte) bool {
	return infra.IsASCIIAlphanumeric(c) || c == '+' || c == '-' || c == '.'
}

// noSchemeState is section 4.4, no scheme state.
func (p *parser) noSchemeState(c int) step {
	base := p.base
	if base == nil || (base.HasOpaquePath() && c != '#') { // step 1
		return p.failWith(validation.MissingSchemeNonRelativeURL)
	}
	url := p.url
	switch {
	case base.HasOpaquePath(): // step 2: c is '#'
		url.scheme = append(url.scheme[:0], base.Scheme()...)
		url.schemeType = base.schemeType()
		p.copyPathAndQuery()
		p.startFragment()
	case base.schemeType() != SchemeFile: // step 3
		p.reconsumeIn(relativeState)
	default: // step 4
		p.reconsumeIn(fileState)
	}
	return next
}
