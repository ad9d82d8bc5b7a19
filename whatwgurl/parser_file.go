package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// fileState is section 4.4, file state.
func (p *parser) fileState(c int) step {
	url, base := p.url, p.base
	// Steps 1 and 2.
	url.scheme = append(url.scheme[:0], "file"...)
	url.schemeType = SchemeFile
	url.host = url.host[:0]
	url.hostKind = host.Empty
	switch {
	case c == '/' || c == '\\': // step 3
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = fileSlashState
	case base != nil && base.schemeType() == SchemeFile: // step 4
		// Step 4.1.
		url.host = append(url.host[:0], base.Hostname()...)
		url.hostKind = host.Kind(base.hostType)
		p.copyPathAndQuery()
		// Steps 4.2 and 4.3; at EOF nothing more.
		if p.enterQueryOrFragment(c) || c == eof {
			return next
		}
		// Step 4.4.
		url.clearQuery()
		if !startsWithWindowsDriveLetter(p.input[p.pointer:]) {
			url.shortenPath() // step 4.4.2
		} else {
			// Step 4.4.3: the Windows drive letter quirk.
			p.report(validation.FileInvalidWindowsDriveLetter)
			url.path = url.path[:0]
		}
		p.reconsumeIn(pathState)
	default: // step 5
		p.reconsumeIn(pathState)
	}
	return next
}

// fileSlashState is section 4.4, file slash state.
func (p *parser) fileSlashState(c int) step {
	if c == '/' || c == '\\' { // step 1
		if c == '\\' {
			p.report(validation.InvalidReverseSolidus)
		}
		p.state = fileHostState
		return next
	}
	// Step 2.
	url, base := p.url, p.base
	if base != nil && base.schemeType() == SchemeFile {
		// Step 2.1.1.
		url.host = append(url.host[:0], base.Hostname()...)
		url.hostKind = host.Kind(base.hostType)
		// Step 2.1.2, the Windows drive letter quirk: keep base's drive.
		// (A file URL has no opaque path.)
		if !startsWithWindowsDriveLetter(p.input[min(p.pointer, len(p.input)):]) {
			if drive, ok := firstPathSegment(base.Pathname()); ok && isNormalizedWindowsDriveLetter(drive) {
				url.appendSegment([]byte(drive))
			}
		}
	}
	p.reconsumeIn(pathState) // step 2.2
	return next
}

// fileHostState is section 4.4, file host state. It takes one byte per
// iteration (a host is short): step 2 appends each byte of a code point.
func (p *parser) fileHostState(c int) step {
	url := p.url
	if !(c == eof || c == '/' || c == '\\' || c == '?' || c == '#') {
		p.buffer = append(p.buffer, byte(c)) // step 2
		return next
	}
	// Step 1.
	p.pointer--
	switch {
	case p.stateOverride == noState && isWindowsDriveLetter(p.buffer): // step 1.1
		// The buffer is not reset: the path state uses it.
		p.report(validation.FileInvalidWindowsDriveLetterHost)
		p.state = pathState
	case len(p.buffer) == 0: // step 1.2
		url.host = url.host[:0]
		url.hostKind = host.Empty
		if p.stateOverride != noState {
			return stop
		}
		p.state = pathStartState
	default: // step 1.3
		if p.parseHost() == failed { // steps 1.3.1, 1.3.2; parseHost empties the buffer (1.3.6)
			return failed
		}
		if string(url.host) == "localhost" { // step 1.3.3
			url.host = url.host[:0]
			url.hostKind = host.Empty
		}
		if p.stateOverride != noState { // step 1.3.5
			return stop
		}
		p.state = pathStartState
	}
	return next
}
