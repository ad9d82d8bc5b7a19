package whatwgurl

import "strings"

// How a URL keeps its components. A parse allocates one URL, and in a
// program that parses many URLs the allocation and the garbage collector's
// share of it cost about as much as the parse's scan of the bytes; the
// collector runs once per so many bytes allocated, so a URL is kept in 48
// bytes, the allocator's size class below the 80 that a whole Components
// took. It keeps the offsets that the getters read most (the host's, the
// path's, the query's and the fragment's) as Components has them, so that
// those getters are slices of the href as before, and finds the others
// from them when asked, by the layout of the href (see Components), which
// fit holds components from outside the engine to:
//
//   - the scheme ends at schemeEnd, a byte: a scheme of longScheme bytes
//     or more, which hardly anyone writes, is found again as the href's
//     first ':'; the "//" of a host follows the scheme's ':';
//   - a URL without a host keeps hostStart and hostEnd at pathStart, so
//     that its host and its port are empty slices there;
//   - credentials are there when the host starts later than right after
//     "//": the userinfo runs to the '@' before the host, the username to
//     the userinfo's first ':' (neither has a ':' of its own, nor '@');
//   - a port is there when the path starts after the host's end: its
//     digits follow the ':' there, and the port's number is theirs.

// layout is where a URL's components lie in its href. It holds no pointer,
// so that the fast path fills one on the stack and a new URL takes it as a
// plain copy, without the collector's write barrier.
type layout struct {
	hostStart, hostEnd, pathStart, queryStart, fragmentStart uint32 // as in Components
	schemeEnd                                                uint8  // or longScheme
	hostType                                                 HostType
	schemeBits                                               uint8 // SchemeType | opaquePathBit
	edition                                                  Edition
}

// store sets u to the URL whose href is href and whose components are c,
// keeping u's URLSearchParams object.
func (u *URL) store(href string, c *Components) {
	u.href = href
	u.hostStart, u.hostEnd, u.pathStart = c.HostStart, c.HostEnd, c.PathStart
	u.queryStart, u.fragmentStart = c.QueryStart, c.FragmentStart
	if c.HostType == HostNone {
		u.hostStart, u.hostEnd = c.PathStart, c.PathStart
	}
	u.schemeEnd = longScheme
	if c.SchemeEnd < longScheme {
		u.schemeEnd = uint8(c.SchemeEnd)
	}
	u.hostType, u.edition = c.HostType, c.edition
	u.schemeBits = uint8(c.SchemeType)
	if c.OpaquePath {
		u.schemeBits |= opaquePathBit
	}
}

// longScheme in schemeEnd: the scheme is at least that long.
const longScheme = 1<<8 - 1

// opaquePathBit is the bit of schemeBits that says the URL has an opaque
// path; the others hold its SchemeType.
const opaquePathBit = 0x80

// schemeType returns the URL's SchemeType.
func (u *URL) schemeType() SchemeType { return SchemeType(u.schemeBits &^ opaquePathBit) }

// schemeEndAt returns the index of the ':' that ends the scheme.
func (u *URL) schemeEndAt() int {
	if u.schemeEnd != longScheme {
		return int(u.schemeEnd)
	}
	return strings.IndexByte(u.href, ':') // a scheme holds no ':'
}

// userinfo returns where the username and the password lie, all four
// equal to the host's start when the URL has no credentials.
func (u *URL) userinfo() (usernameStart, usernameEnd, passwordStart, passwordEnd int) {
	h := int(u.hostStart)
	if u.hostType == HostNone {
		a := u.schemeEndAt() + 1
		return a, a, a, a
	}
	start := u.schemeEndAt() + 3
	if h == start {
		return h, h, h, h
	}
	at := h - 1 // the '@'
	if k := strings.IndexByte(u.href[start:at], ':'); k >= 0 {
		return start, start + k, start + k + 1, at
	}
	return start, at, at, at
}

// hasPort reports whether the URL's port is not null: the path starts
// after the host's end (a URL without a host keeps its host's offsets at
// the path's start).
func (u *URL) hasPort() bool { return u.pathStart > u.hostEnd }

// portNumber returns the URL's port, or -1 when it is null.
func (u *URL) portNumber() int32 {
	if !u.hasPort() {
		return -1
	}
	p := int32(0)
	for _, d := range []byte(u.href[u.hostEnd+1 : u.pathStart]) {
		p = p*10 + int32(d-'0')
	}
	return p
}

// Components returns where each component lies in Href.
func (u *URL) Components() Components {
	var c Components
	u.components(&c)
	return c
}

// components sets c to the URL's Components. Out of line, it writes the
// caller's struct in place.
func (u *URL) components(c *Components) {
	se := uint32(u.schemeEnd)
	if se == longScheme {
		se = uint32(u.schemeEndAt())
	}
	h, he, ps := u.hostStart, u.hostEnd, u.pathStart
	c.SchemeEnd = se
	c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd = h, h, h, h
	c.HostStart, c.HostEnd, c.PortStart, c.PortEnd = h, he, he, he
	c.PathStart, c.QueryStart, c.FragmentStart = ps, u.queryStart, u.fragmentStart
	c.Port = -1
	c.HostType, c.SchemeType, c.OpaquePath, c.edition = u.hostType, u.schemeType(), u.schemeBits&opaquePathBit != 0, u.edition
	if u.hostType == HostNone {
		// No "//": the authority's offsets are all right after ':'.
		a := se + 1
		c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd = a, a, a, a
		c.HostStart, c.HostEnd, c.PortStart, c.PortEnd = a, a, a, a
		return
	}
	if h != se+3 {
		us, ue, pws, pwe := u.userinfo()
		c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd = uint32(us), uint32(ue), uint32(pws), uint32(pwe)
	}
	if ps > he {
		c.PortStart, c.PortEnd, c.Port = he+1, ps, u.portNumber()
	}
}
