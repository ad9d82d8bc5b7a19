package whatwgurl

// URL is a parsed URL (section 4.1), with the getters and setters of the URL
// class (section 6.1). The zero URL is not valid; get one from Parse.
//
// A URL is not safe for concurrent use when one of the goroutines changes it.
type URL struct {
	p   *byte   // the href's first byte (an href is never empty); nil in the zero URL
	ext *urlExt // nil but for an href of 64 KiB or more, or a URLSearchParams object
	layout
}

// Each getter takes the offsets from the layout, or from the urlExt when
// the href is too long for the layout (layout.go), then slices the href
// once (a component that ends before the href's end, from the string of
// the href's bytes up to that end); each inlines. The layout's way comes
// first, where the compiler lays it out straight through.

// Href returns the URL's serialization (section 6.1, href getter).
func (u *URL) Href() string {
	if int(u.n) != longHref {
		return stringAt(u.p, int(u.n))
	}
	return stringAt(u.p, int(u.ext.n))
}

// String returns the URL's href.
func (u *URL) String() string { return u.Href() }

// Scheme returns the URL's scheme, without the ':'.
func (u *URL) Scheme() string {
	if u.schemeEnd == longScheme {
		return u.longScheme(0)
	}
	return stringAt(u.p, int(u.schemeEnd)) // the href's first bytes
}

// Protocol returns the scheme followed by ':' (section 6.1, protocol getter).
func (u *URL) Protocol() string {
	if u.schemeEnd == longScheme {
		return u.longScheme(1)
	}
	return stringAt(u.p, int(u.schemeEnd)+1)
}

// longScheme is Scheme, and Protocol with colon 1, for a scheme of
// longScheme bytes or more, out of line so that both inline.
//
//go:noinline
func (u *URL) longScheme(colon int) string { return u.href()[:u.schemeEndAt()+colon] }

// Username returns the URL's username (section 6.1).
func (u *URL) Username() string {
	if !u.hasCredentials() {
		return ""
	}
	return u.username()
}

// hasCredentials is false when the URL has neither username nor password:
// its host starts right after "//" (or it has none). It may be true for a
// URL that has none: one of a scheme of longScheme bytes, or whose href is
// 64 KiB or longer (its layout's hostStart is longHref).
func (u *URL) hasCredentials() bool { return u.hostStart > uint16(u.schemeEnd)+3 }

// username is Username for a URL with credentials, out of line so that
// Username inlines.
//
//go:noinline
func (u *URL) username() string {
	start, end, _, _ := u.userinfo()
	return u.href()[start:end]
}

// Password returns the URL's password (section 6.1).
func (u *URL) Password() string {
	if !u.hasCredentials() {
		return ""
	}
	return u.password()
}

// password is Password for a URL with credentials, out of line so that
// Password inlines.
//
//go:noinline
func (u *URL) password() string {
	_, _, start, end := u.userinfo()
	return u.href()[start:end]
}

// Host returns the serialized host and, if the port is not null, ':' and the
// port (section 6.1, host getter). It is "" when the host is null.
func (u *URL) Host() string {
	// The port, when not null, runs to the path's start; a URL without a
	// host keeps its host's offsets there.
	if int(u.n) != longHref {
		return stringAt(u.p, int(u.pathStart))[u.hostStart:]
	}
	return stringAt(u.p, int(u.ext.pathStart))[u.ext.hostStart:]
}

// Hostname returns the serialized host, "" when it is null (section 6.1).
func (u *URL) Hostname() string {
	if int(u.n) != longHref {
		return stringAt(u.p, int(u.hostEnd))[u.hostStart:]
	}
	return stringAt(u.p, int(u.ext.hostEnd))[u.ext.hostStart:]
}

// Port returns the serialized port, "" when it is null (section 6.1).
func (u *URL) Port() string {
	switch {
	case u.pathStart == u.hostEnd: // null, a long href's not
		return ""
	case int(u.n) != longHref:
		return stringAt(u.p, int(u.pathStart))[u.hostEnd+1:]
	case u.ext.pathStart == u.ext.hostEnd:
		return ""
	}
	return stringAt(u.p, int(u.ext.pathStart))[u.ext.hostEnd+1:]
}

// Pathname returns the URL path serialized (section 6.1, pathname getter).
func (u *URL) Pathname() string {
	if int(u.n) != longHref {
		return stringAt(u.p, pathEndAt(int(u.queryStart), int(u.fragmentStart), int(u.n)))[u.pathStart:]
	}
	return stringAt(u.p, int(u.ext.pathEnd))[u.ext.pathStart:]
}

// pathEndAt returns where a path ends that the query q and the fragment f
// (each 0 when null) follow, in an href of n bytes.
func pathEndAt(q, f, n int) int {
	if f != 0 {
		n = f
	}
	if q != 0 {
		n = q
	}
	return n
}

// pathEnd returns the end of the path.
func (u *URL) pathEnd() uint32 {
	o := u.offsets()
	return pathEndOf(o.queryStart, o.fragmentStart, int(o.n))
}

// queryEnd returns the end of the query (which must not be null).
func (u *URL) queryEnd() uint32 {
	o := u.offsets()
	return queryEndOf(o.fragmentStart, int(o.n))
}

// Search returns "?" and the query, or "" when the query is null or empty
// (section 6.1, search getter).
func (u *URL) Search() string {
	if u.queryStart == 0 { // null, a long href's too
		return ""
	}
	var start, end int
	if int(u.n) != longHref {
		start, end = int(u.queryStart), int(u.fragmentStart)
		if end == 0 {
			end = int(u.n)
		}
	} else {
		start, end = int(u.ext.queryStart), int(u.ext.queryEnd)
	}
	if end == start+1 { // only the '?'
		return ""
	}
	return stringAt(u.p, end)[start:]
}

// Hash returns "#" and the fragment, or "" when the fragment is null or empty
// (section 6.1, hash getter).
func (u *URL) Hash() string {
	if u.fragmentStart == 0 { // null, a long href's too
		return ""
	}
	start, n := int(u.fragmentStart), int(u.n)
	if n == longHref {
		start, n = int(u.ext.fragmentStart), int(u.ext.n)
	}
	if n == start+1 { // only the '#'
		return ""
	}
	return stringAt(u.p, n)[start:]
}

// Query returns the URL's query without '?', and whether it is non-null.
func (u *URL) Query() (string, bool) {
	if u.queryStart == 0 { // null, a long href's too
		return "", false
	}
	if int(u.n) != longHref {
		end := int(u.fragmentStart)
		if end == 0 {
			end = int(u.n)
		}
		return stringAt(u.p, end)[u.queryStart+1:], true
	}
	return stringAt(u.p, int(u.ext.queryEnd))[u.ext.queryStart+1:], true
}

// Fragment returns the URL's fragment without '#', and whether it is non-null.
func (u *URL) Fragment() (string, bool) {
	if u.fragmentStart == 0 { // null, a long href's too
		return "", false
	}
	if int(u.n) != longHref {
		return stringAt(u.p, int(u.n))[u.fragmentStart+1:], true
	}
	return stringAt(u.p, int(u.ext.n))[u.ext.fragmentStart+1:], true
}

// HasOpaquePath reports whether the URL has an opaque path (section 4.1).
func (u *URL) HasOpaquePath() bool { return u.schemeBits&opaquePathBit != 0 }

// HostType returns what the URL's host is.
func (u *URL) HostType() HostType { return u.hostType }
