package whatwgurl

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// authorityState is section 4.4, authority state.
func (p *parser) authorityState(c int) step {
	url := p.url
	switch {
	case c == '@': // step 1
		p.report(validation.InvalidCredentials)
		if !p.atSignSeen {
			p.reserveUserinfo()
		}
		// Step 1.2 prepends "%40" to buffer; none of its code points is ':',
		// so it goes where the buffer's first code points go.
		if p.atSignSeen {
			if p.passwordTokenSeen {
				url.password = append(url.password, "%40"...)
			} else {
				url.username = append(url.username, "%40"...)
			}
		}
		p.atSignSeen = true
		// Step 1.4: split the buffer at the first ':' into username and
		// password, each UTF-8 percent-encoded with the userinfo set.
		buf := infra.BytesView(p.buffer)
		for len(buf) > 0 {
			if !p.passwordTokenSeen {
				i := 0
				for i < len(buf) && buf[i] != ':' {
					i++
				}
				url.username = percent.AppendUTF8(url.username, buf[:i], percent.Userinfo, false)
				if i == len(buf) {
					break
				}
				p.passwordTokenSeen = true
				buf = buf[i+1:]
				continue
			}
			url.password = percent.AppendUTF8(url.password, buf, percent.Userinfo, false)
			break
		}
		p.buffer = p.buffer[:0]
	case p.endsAuthority(c): // step 2
		if p.atSignSeen && len(p.buffer) == 0 {
			return p.failWith(validation.HostMissing)
		}
		// The pointer and the buffer's length count bytes (see basicParse).
		p.pointer -= len(p.buffer) + 1
		p.buffer = p.buffer[:0]
		p.state = hostState
	default:
		// Step 3 for the whole run up to the next '@' or delimiter: for
		// each code point of it step 3 only appends to the buffer. When a
		// delimiter ends the run and the buffer was empty before it, step
		// 2 would then rewind the pointer by the buffer's length + 1, to
		// just before the run, and enter the host state: do that at once,
		// without filling the buffer.
		j := p.pointer
		for j < len(p.input) && p.input[j] != '@' && !p.endsAuthority(int(p.input[j])) {
			j++
		}
		if j == len(p.input) || p.input[j] != '@' {
			if len(p.buffer) == 0 {
				p.state = hostState
				p.pointer--
				return next
			}
		}
		p.buffer = append(p.buffer, p.input[p.pointer:j]...)
		p.pointer = j - 1
	}
	return next
}

// endsAuthority reports whether c is where the authority, host and port
// states end (authority state step 2, host state step 3, port state step
// 2): the EOF code point, '/', '?' or '#', or '\\' when url is special.
func (p *parser) endsAuthority(c int) bool {
	return c == eof || c == '/' || c == '?' || c == '#' || (c == '\\' && p.url.schemeType.special())
}

// reserveUserinfo gives url's username and password, at the first '@' of
// the authority, the room the whole userinfo (up to the authority's last
// '@') will take, so that a long userinfo of many '@' does not grow them
// '@' by '@'. buffer holds the input from the authority's start.
func (p *parser) reserveUserinfo() {
	url := p.url
	start := p.pointer - len(p.buffer)
	info := p.input[start:]
	for i := 0; i < len(info); i++ {
		if b := info[i]; b == '/' || b == '?' || b == '#' || (b == '\\' && url.schemeType.special()) {
			info = info[:i]
			break
		}
	}
	info = info[:strings.LastIndexByte(info, '@')]
	username, password, _ := strings.Cut(info, ":")
	url.username = infra.Grow(url.username, percent.EncodedLen(username, percent.Userinfo, false))
	url.password = infra.Grow(url.password, percent.EncodedLen(password, percent.Userinfo, false))
}

// parseHost runs the host parser on the buffer and sets url's host.
func (p *parser) parseHost() step {
	url := p.url
	// A setter parses into scratch space: a failed parse must leave url's
	// host as it was (the setters keep what the parser did before failing).
	// A parse of a new URL fails as a whole, so it writes url's host itself.
	dst := p.scratch[:0]
	if p.stateOverride == noState {
		dst = url.host[:0]
	}
	input := p.hostRun
	if input == "" {
		input = infra.BytesView(p.buffer)
	}
	h, kind, fail := host.Parse(dst, input, !url.schemeType.special(), p.edition, p.errs)
	if fail != validation.None {
		return p.failWith(fail)
	}
	if p.stateOverride == noState {
		url.host = h
	} else {
		p.scratch = h
		url.host = append(url.host[:0], h...)
	}
	url.hostKind = kind
	p.buffer, p.hostRun = p.buffer[:0], ""
	return next
}

// hostState is section 4.4, host state and hostname state.
func (p *parser) hostState(c int) step {
	url := p.url
	switch {
	case p.stateOverride != noState && url.schemeType == SchemeFile: // step 1
		p.reconsumeIn(fileHostState)
	case c == ':' && !p.insideBrackets: // step 2
		if p.hostBufferEmpty() {
			return p.failWith(validation.HostMissing)
		}
		if p.stateOverride == hostnameState {
			return failed
		}
		if p.parseHost() == failed {
			return failed
		}
		p.state = portState
	case p.endsAuthority(c): // step 3
		p.pointer--
		if url.schemeType.special() && p.hostBufferEmpty() {
			return p.failWith(validation.HostMissing)
		}
		if p.stateOverride != noState && p.hostBufferEmpty() && (url.includesCredentials() || url.port >= 0) {
			return failed
		}
		if p.parseHost() == failed {
			return failed
		}
		p.state = pathStartState
		if p.stateOverride != noState {
			return stop
		}
	default: // step 4
		// For the whole run up to the next delimiter of steps 2 and
		// 3: for each code point of it step 4 only sets insideBrackets at
		// '[' and ']', which the loop does byte by byte as it goes, and
		// appends to the buffer. A buffer that is this run alone is kept
		// as the slice of input it is (hostRun), not copied: a huge host
		// would otherwise be held twice while it is parsed.
		j := p.pointer
		for ; j < len(p.input); j++ {
			b := p.input[j]
			if (b == ':' && !p.insideBrackets) || p.endsAuthority(int(b)) {
				break
			}
			if b == '[' {
				p.insideBrackets = true
			} else if b == ']' {
				p.insideBrackets = false
			}
		}
		if p.hostBufferEmpty() {
			p.hostRun = p.input[p.pointer:j]
		} else {
			p.buffer = append(append(p.buffer, p.hostRun...), p.input[p.pointer:j]...)
			p.hostRun = ""
		}
		p.pointer = j - 1
	}
	return next
}

// hostBufferEmpty reports whether the host state's buffer (buffer, or
// hostRun) is the empty string.
func (p *parser) hostBufferEmpty() bool { return len(p.buffer) == 0 && p.hostRun == "" }

// portState is section 4.4, port state.
func (p *parser) portState(c int) step {
	url := p.url
	switch {
	case c != eof && infra.IsASCIIDigit(byte(c)): // step 1
		p.buffer = append(p.buffer, byte(c))
	case p.endsAuthority(c) || p.stateOverride != noState: // step 2
		if len(p.buffer) > 0 {
			port := 0
			for _, d := range p.buffer {
				port = port*10 + int(d-'0')
				if port > 0xFFFF {
					return p.failWith(validation.PortOutOfRange)
				}
			}
			if int32(port) == url.schemeType.defaultPort() {
				url.port = -1
			} else {
				url.port = int32(port)
			}
			p.buffer = p.buffer[:0]
			if p.stateOverride != noState {
				return stop
			}
		}
		if p.stateOverride != noState {
			return failed
		}
		p.reconsumeIn(pathStartState)
	default: // step 3
		return p.failWith(validation.PortInvalid)
	}
	return next
}
