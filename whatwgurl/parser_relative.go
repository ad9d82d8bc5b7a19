package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// specialRelativeOrAuthorityState is section 4.4, special relative or
// authority state.
func (p *parser) specialRelativeOrAuthorityState(c int) step {
	if rest := p.remaining(); c == '/' && len(rest) > 0 && rest[0] == '/' {
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer++
	} else {
		p.report(validation.SpecialSchemeMissingFollowingSolidus)
		p.state = relativeState
		p.pointer--
	}
	return next
}

// pathOrAuthorityState is section 4.4, path or authority state.
func (p *parser) pathOrAuthorityState(c int) step {
	if c == '/' {
		p.state = authorityState
	} else {
		p.state = pathState
		p.pointer--
	}
	return next
}

// copyAuthority sets url's username, password, host and port to base's.
func (p *parser) copyAuthority() {
	url, base := p.url, p.base
	url.username = append(url.username[:0], base.Username()...)
	url.password = append(url.password[:0], base.Password()...)
	url.host = append(url.host[:0], base.Hostname()...)
	url.hostKind = host.Kind(base.c.HostType)
	url.port = base.c.Port
}

// copyPathAndQuery sets url's path to a clone of base's path and url's query
// to base's query.
func (p *parser) copyPathAndQuery() {
	url, base := p.url, p.base
	url.path = append(url.path[:0], base.Pathname()...)
	url.opaquePath = base.c.OpaquePath
	q, hasQ := base.Query()
	url.query = append(url.query[:0], q...)
	url.hasQuery = hasQ
}

// relativeState is section 4.4, relative state.
func (p *parser) relativeState(c int) step {
	url, base := p.url, p.base
	url.scheme = append(url.scheme[:0], base.Scheme()...)
	url.schemeType = base.c.SchemeType
	switch {
	case c == '/':
		p.state = relativeSlashState
	case url.schemeType.special() && c == '\\':
		p.report(validation.InvalidReverseSolidus)
		p.state = relativeSlashState
	default:
		p.copyAuthority()
		p.copyPathAndQuery()
		switch c {
		case '?':
			p.startQuery()
		case '#':
			p.startFragment()
		case eof:
		default:
			url.query = url.query[:0]
			url.hasQuery = false
			url.shortenPath()
			p.state = pathState
			p.pointer--
		}
	}
	return next
}

// relativeSlashState is section 4.4, relative slash state.
func (p *parser) relativeSlashState(c int) step {
	switch {
	case p.url.schemeType.special() && (c == '/' || c == '\\'):
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = specialAuthorityIgnoreSlashesState
	case c == '/':
		p.state = authorityState
	default:
		p.copyAuthority()
		p.state = pathState
		p.pointer--
	}
	return next
}

// specialAuthoritySlashesState is section 4.4, special authority slashes state.
func (p *parser) specialAuthoritySlashesState(c int) step {
	if rest := p.remaining(); c == '/' && len(rest) > 0 && rest[0] == '/' {
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer++
	} else {
		p.report(validation.SpecialSchemeMissingFollowingSolidus)
		p.state = specialAuthorityIgnoreSlashesState
		p.pointer--
	}
	return next
}

// specialAuthorityIgnoreSlashesState is section 4.4, special authority ignore
// slashes state.
func (p *parser) specialAuthorityIgnoreSlashesState(c int) step {
	if c != '/' && c != '\\' {
		p.state = authorityState
		p.pointer--
	} else {
		p.report(validation.SpecialSchemeMissingFollowingSolidus)
	}
	return next
}
