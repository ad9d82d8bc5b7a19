package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// fileState is section 4.4, file state.
func (p *parser) fileState(c int) step {
	url, base := p.url, p.base
	url.scheme = append(url.scheme[:0], "file"...)
	url.schemeType = SchemeFile
	url.host = url.host[:0]
	url.hostKind = host.Empty
	switch {
	case c == '/' || c == '\\':
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = fileSlashState
	case base != nil && base.c.SchemeType == SchemeFile:
		url.host = append(url.host[:0], base.Hostname()...)
		url.hostKind = host.Kind(base.c.HostType)
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
			if !startsWithWindowsDriveLetter(p.input[p.pointer:]) {
				url.shortenPath()
			} else {
				p.report(validation.FileInvalidWindowsDriveLetter)
				url.path = url.path[:0]
			}
			p.state = pathState
			p.pointer--
		}
	default:
		p.state = pathState
		p.pointer--
	}
	return next
}

// fileSlashState is section 4.4, file slash state.
func (p *parser) fileSlashState(c int) step {
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = fileHostState
		return next
	}
	url, base := p.url, p.base
	if base != nil && base.c.SchemeType == SchemeFile {
		url.host = append(url.host[:0], base.Hostname()...)
		url.hostKind = host.Kind(base.c.HostType)
		// The Windows drive letter quirk: keep base's drive.
		if !startsWithWindowsDriveLetter(p.input[min(p.pointer, len(p.input)):]) {
			bp := base.Pathname()
			if !base.c.OpaquePath && len(bp) >= 3 && (len(bp) == 3 || bp[3] == '/') &&
				isNormalizedWindowsDriveLetter(bp[1:3]) {
				url.appendSegment([]byte(bp[1:3]))
			}
		}
	}
	p.state = pathState
	p.pointer--
	return next
}

// fileHostState is section 4.4, file host state.
func (p *parser) fileHostState(c int) step {
	url := p.url
	if !(c == eof || c == '/' || c == '\\' || c == '?' || c == '#') {
		p.buffer = append(p.buffer, byte(c))
		return next
	}
	p.pointer--
	switch {
	case p.stateOverride == noState && isWindowsDriveLetter(p.buffer):
		// The buffer is not reset: the path state uses it.
		p.report(validation.FileInvalidWindowsDriveLetterHost)
		p.state = pathState
	case len(p.buffer) == 0:
		url.host = url.host[:0]
		url.hostKind = host.Empty
		if p.stateOverride != noState {
			return stop
		}
		p.state = pathStartState
	default:
		if p.parseHost() == failed {
			return failed
		}
		if string(url.host) == "localhost" {
			url.host = url.host[:0]
			url.hostKind = host.Empty
		}
		if p.stateOverride != noState {
			return stop
		}
		p.state = pathStartState
	}
	return next
}
