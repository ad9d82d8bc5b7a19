package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// specialRelativeOrAuthorityState is section 4.4, special relative or
// authority state.
func (p *parser) specialRelativeOrAuthorityState(c int) step {
	p.twoSlashesOr(c, relativeState)
	return next
}

// specialAuthoritySlashesState is section 4.4, special authority slashes
// state.
func (p *parser) specialAuthoritySlashesState(c int) step {
	p.twoSlashesOr(c, specialAuthorityIgnoreSlashesState)
	return next
}

// twoSlashesOr is the two steps the special relative or authority state
// and the special authority slashes state share: step 1, if c is '/' and
// remaining starts with '/', set state to special authority ignore slashes
// state and increase pointer by 1; step 2, otherwise,
// special-scheme-missing-following-solidus validation error, set state to
// otherwise and decrease pointer by 1.
func (p *parser) twoSlashesOr(c int, otherwise state) {
	if rest := p.remaining(); c == '/' && len(rest) > 0 && rest[0] == '/' {
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer++
		return
	}
	p.report(validation.SpecialSchemeMissingFollowingSolidus)
	p.reconsumeIn(otherwise)
}

// pathOrAuthorityState is section 4.4, path or authority state.
func (p *parser) pathOrAuthorityState(c int) step {
	if c == '/' {
		p.state = authorityState // step 1
	} else {
		p.reconsumeIn(pathState) // step 2
	}
	return next
}

// copyAuthority sets url's username, password, host and port to base's.
func (p *parser) copyAuthority() {
	url, base := p.url, p.base
	url.username = append(url.username[:0], base.Username()...)
	url.password = append(url.password[:0], base.Password()...)
	url.host = append(url.host[:0], base.Hostname()...)
	url.hostKind = host.Kind(base.hostType)
	url.port = base.portNumber()
}

// copyPathAndQuery sets url's path to a clone of base's path and url's query
// to base's query.
func (p *parser) copyPathAndQuery() {
	url, base := p.url, p.base
	url.path = append(url.path[:0], base.Pathname()...)
	url.opaquePath = base.HasOpaquePath()
	q, hasQ := base.Query()
	url.query = append(url.query[:0], q...)
	url.hasQuery = hasQ
}

// relativeState is section 4.4, relative state. Step 1 (base's scheme is
// not "file") holds: the no scheme state sends a file base to the file
// state.
func (p *parser) relativeState(c int) step {
	url, base := p.url, p.base
	// Step 2.
	url.scheme = append(url.scheme[:0], base.Scheme()...)
	url.schemeType = base.schemeType()
	switch {
	case c == '/': // step 3
		p.state = relativeSlashState
	case url.schemeType.special() && c == '\\': // step 4
		p.report(validation.InvalidReverseSolidus)
		p.state = relativeSlashState
	default: // step 5
		// Step 5.1.
		p.copyAuthority()
		p.copyPathAndQuery()
		// Steps 5.2 and 5.3; at EOF nothing more.
		if p.enterQueryOrFragment(c) || c == eof {
			return next
		}
		// Step 5.4.
		url.clearQuery()
		url.shortenPath()
		p.reconsumeIn(pathState)
	}
	return next
}

// relativeSlashState is section 4.4, relative slash state.
func (p *parser) relativeSlashState(c int) step {
	switch {
	case p.url.schemeType.special() && (c == '/' || c == '\\'): // step 1
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = specialAuthorityIgnoreSlashesState
	case c == '/': // step 2
		p.state = authorityState
	default: // step 3
		p.copyAuthority()
		p.reconsumeIn(pathState)
	}
	return next
}

// specialAuthorityIgnoreSlashesState is section 4.4, special authority ignore
// slashes state.
func (p *parser) specialAuthorityIgnoreSlashesState(c int) step {
	if c != '/' && c != '\\' {
		p.reconsumeIn(authorityState) // step 1
	} else {
		p.report(validation.SpecialSchemeMissingFollowingSolidus) // step 2
	}
	return next
}
