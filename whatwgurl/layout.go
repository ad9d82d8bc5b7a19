package whatwgurl

import (
	"strings"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// How a URL keeps its components. A parse allocates one URL, and in a
// program that parses many URLs the allocation and the garbage collector's
// share of it cost about as much as the parse's scan of the bytes; the
// collector runs once per so many bytes allocated, so a URL is kept in 32
// bytes, the allocator's size class below the 48 that a string href, a
// pointer and 32-bit offsets took (and the 80 of a whole Components): a
// pointer to the href's bytes, a pointer to what few URLs need (urlExt),
// and a layout of 16 bytes, the href's length and its offsets in 16 bits.
// An href of 64 KiB or more, which hardly anyone writes, keeps its length
// and offsets in its urlExt, at full width, and its layout's length says
// so (isLong): each getter tests it once.
//
// It keeps the offsets that the getters read most (the host's, the path's,
// the query's and the fragment's), so that those getters are slices of the
// href, and finds the others from them when asked, by the layout of the
// href (see Components), which fit holds components from outside the
// engine to:
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
//     digits follow the ':' there, and the port's number is theirs;
//   - a null query or fragment starts at 0 (Components' Absent), where no
//     query or fragment can start, since the scheme is first: the fast
//     path then writes nothing for them into a new URL's zeroed layout.

// layout is the part of a URL that says where its components lie in its
// href, when the href is shorter than 64 KiB: the href's length and the
// offsets in 16 bits. It holds no pointer, so that the fast path fills one
// in place and a new URL takes it without the collector's write barrier.
type layout struct {
	n                                                        uint16 // the href's length, or longHref
	hostStart, hostEnd, pathStart, queryStart, fragmentStart uint16 // see above
	schemeEnd                                                uint8  // or longScheme
	hostType                                                 HostType
	schemeBits                                               uint8 // SchemeType | opaquePathBit
	edition                                                  Edition
}

// longHref in a layout's n: the href is 64 KiB or longer, and the urlExt
// holds its length and offsets. The layout's other offsets then only
// send each getter that tests them first to the urlExt, or say null: they
// are hostStart longHref (hasCredentials), hostEnd 0 and pathStart 1
// (Port), and queryStart and fragmentStart 0 when the query or fragment
// is null, else 1.
const longHref = 1<<16 - 1

// maxShort is the length of the longest href whose offsets a layout holds.
const maxShort = longHref - 1

// offsets are the href's length and the offsets of a layout at full
// width, as a URL whose href is 64 KiB or longer keeps them in its urlExt.
// The code off the way of parses and getters reads them from URL.offsets,
// which gives a null query's or fragment's start as Absent, as Components
// does.
type offsets struct {
	n                                                        uint32
	hostStart, hostEnd, pathStart, queryStart, fragmentStart uint32
}

// urlExt is what a URL keeps apart from its 32 bytes: the offsets of an
// href of 64 KiB or more, and the URL's URLSearchParams object. Most URLs
// have neither and no urlExt (a nil ext); one whose href became short may
// keep the urlExt of its long href, whose offsets are then not read. A
// urlExt is never changed once a URL points to it, since a copy of the URL
// (Clone, or *u) points to it too: a URL that needs other offsets or
// another object takes a new one.
type urlExt struct {
	offsets                         // when the URL's href is long
	pathEnd, queryEnd uint32        // and where its path and query end, for the getters
	sp                *SearchParams // the live URLSearchParams object, made on first use
}

// isLong reports whether u's offsets are in its urlExt.
func (u *URL) isLong() bool { return u.n == longHref }

// href returns the URL's href.
func (u *URL) href() string { return stringAt(u.p, u.hrefLen()) }

// stringAt returns the string of the n bytes at p, the first of a string
// of at least n bytes (an href): unsafe.String without its test that the
// bytes do not wrap around the address space, which no string's do, on the
// way of every getter.
func stringAt(p *byte, n int) string {
	return *(*string)(unsafe.Pointer(&struct {
		p *byte
		n int
	}{p, n}))
}

// hrefLen returns the length of the URL's href.
func (u *URL) hrefLen() int {
	if u.isLong() {
		return int(u.ext.n)
	}
	return int(u.n)
}

// offsets returns the href's length and the URL's offsets at full width,
// a null query's or fragment's start as Absent.
func (u *URL) offsets() offsets {
	o := offsets{
		n: uint32(u.n), hostStart: uint32(u.hostStart), hostEnd: uint32(u.hostEnd), pathStart: uint32(u.pathStart),
		queryStart: uint32(u.queryStart), fragmentStart: uint32(u.fragmentStart),
	}
	if u.isLong() {
		o = u.ext.offsets
	}
	if o.queryStart == 0 {
		o.queryStart = Absent
	}
	if o.fragmentStart == 0 {
		o.fragmentStart = Absent
	}
	return o
}

// searchParams returns the URL's URLSearchParams object, nil when it has
// made none (the zero URL has no urlExt).
func (u *URL) searchParams() *SearchParams {
	if u.ext == nil {
		return nil
	}
	return u.ext.sp
}

// setSearchParams makes sp the URL's URLSearchParams object (nil: none),
// in a new urlExt (see urlExt).
func (u *URL) setSearchParams(sp *SearchParams) {
	if u.searchParams() == sp {
		return
	}
	if !u.isLong() && sp == nil {
		u.ext = nil
		return
	}
	e := &urlExt{sp: sp}
	if u.isLong() {
		e.offsets, e.pathEnd, e.queryEnd = u.ext.offsets, u.ext.pathEnd, u.ext.queryEnd
	}
	u.ext = e
}

// setHref makes href, with the offsets o (whose n is not read, a null
// query's or fragment's start Absent), the URL's; the rest of its layout
// stays.
func (u *URL) setHref(href string, o offsets) {
	u.p = unsafe.StringData(href)
	o.n = uint32(len(href))
	if o.queryStart == Absent {
		o.queryStart = 0
	}
	if o.fragmentStart == Absent {
		o.fragmentStart = 0
	}
	if len(href) > maxShort {
		e := &urlExt{offsets: o, pathEnd: uint32(pathEndAt(int(o.queryStart), int(o.fragmentStart), int(o.n))), sp: u.searchParams()}
		e.queryEnd = o.n
		if o.fragmentStart != 0 {
			e.queryEnd = o.fragmentStart
		}
		u.ext = e
		// What the getters test in the layout before they read the
		// urlExt (see longHref).
		u.n, u.hostStart, u.hostEnd, u.pathStart = longHref, longHref, 0, 1
		u.queryStart, u.fragmentStart = uint16(min(o.queryStart, 1)), uint16(min(o.fragmentStart, 1))
		return
	}
	u.n = uint16(o.n)
	u.hostStart, u.hostEnd, u.pathStart = uint16(o.hostStart), uint16(o.hostEnd), uint16(o.pathStart)
	u.queryStart, u.fragmentStart = uint16(o.queryStart), uint16(o.fragmentStart)
}

// canonicalHref returns the href of an input that canonicalInto took: the
// input, and "/" when it said so.
func canonicalHref(input string, slash bool) string {
	if slash {
		return input + "/"
	}
	return input
}

// setCanonical makes href, of an input that canonicalInto took, the URL's,
// whose layout canonicalInto wrote (but the href's length, which this
// sets). It inlines, for Parse.
func (u *URL) setCanonical(href string) {
	if len(href) > maxShort {
		u.setLongCanonical(href)
		return
	}
	u.p = unsafe.StringData(href)
	u.n = uint16(len(href))
}

// setLongCanonical is setCanonical for an href of 64 KiB or more, whose
// offsets canonicalInto cut to 16 bits: they are found again.
func (u *URL) setLongCanonical(href string) {
	u.setHref(href, canonicalOffsets(href, &u.layout))
}

// canonicalOffsets returns the offsets of an href that canonicalInto took
// (with the "/" it may add), of the layout l that it wrote but for the
// offsets, by the shape such an href has: no credentials; a host, when
// there is one, right after "//", of bytes that are not ':', '/', '?' or
// '#'; then perhaps ':' and the port's digits; a path without '?' or '#'
// (an opaque one too); a query without '#'.
func canonicalOffsets(href string, l *layout) offsets {
	var o offsets
	se := int(l.schemeEnd)
	if l.schemeEnd == longScheme {
		se = strings.IndexByte(href, ':')
	}
	i := se + 1
	o.hostStart, o.hostEnd = uint32(i), uint32(i)
	if l.hostType != HostNone {
		i += 2
		o.hostStart = uint32(i)
		for i < len(href) && !strings.ContainsRune(":/?#", rune(href[i])) {
			i++
		}
		o.hostEnd = uint32(i)
		if i < len(href) && href[i] == ':' {
			for i++; i < len(href) && infra.IsASCIIDigit(href[i]); i++ {
			}
		}
	}
	o.pathStart = uint32(i)
	o.queryStart, o.fragmentStart = Absent, Absent
	end := len(href)
	if k := strings.IndexByte(href[i:], '#'); k >= 0 {
		end = i + k
		o.fragmentStart = uint32(end)
	}
	if k := strings.IndexByte(href[i:end], '?'); k >= 0 {
		o.queryStart = uint32(i + k)
	}
	return o
}

// store sets u to the URL whose href is href and whose components are c,
// keeping u's URLSearchParams object.
func (u *URL) store(href string, c *Components) {
	o := offsets{
		hostStart: c.HostStart, hostEnd: c.HostEnd, pathStart: c.PathStart,
		queryStart: c.QueryStart, fragmentStart: c.FragmentStart,
	}
	if c.HostType == HostNone {
		o.hostStart, o.hostEnd = c.PathStart, c.PathStart
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
	u.setHref(href, o)
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
	return strings.IndexByte(u.href(), ':') // a scheme holds no ':'
}

// userinfo returns where the username and the password lie, all four
// equal to the host's start when the URL has no credentials.
func (u *URL) userinfo() (usernameStart, usernameEnd, passwordStart, passwordEnd int) {
	h := int(u.offsets().hostStart)
	if u.hostType == HostNone {
		a := u.schemeEndAt() + 1
		return a, a, a, a
	}
	start := u.schemeEndAt() + 3
	if h == start {
		return h, h, h, h
	}
	at := h - 1 // the '@'
	if k := strings.IndexByte(u.href()[start:at], ':'); k >= 0 {
		return start, start + k, start + k + 1, at
	}
	return start, at, at, at
}

// hasPort reports whether the URL's port is not null: the path starts
// after the host's end (a URL without a host keeps its host's offsets at
// the path's start).
func (u *URL) hasPort() bool {
	if u.isLong() {
		return u.ext.pathStart > u.ext.hostEnd
	}
	return u.pathStart > u.hostEnd
}

// portNumber returns the URL's port, or -1 when it is null.
func (u *URL) portNumber() int32 {
	o := u.offsets()
	if o.pathStart <= o.hostEnd {
		return -1
	}
	p := int32(0)
	for _, d := range []byte(u.href()[o.hostEnd+1 : o.pathStart]) {
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
	o := u.offsets()
	h, he, ps := o.hostStart, o.hostEnd, o.pathStart
	c.SchemeEnd = se
	c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd = h, h, h, h
	c.HostStart, c.HostEnd, c.PortStart, c.PortEnd = h, he, he, he
	c.PathStart, c.QueryStart, c.FragmentStart = ps, o.queryStart, o.fragmentStart
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
