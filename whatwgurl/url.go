package whatwgurl

// URL is a parsed URL (section 4.1), with the getters and setters of the URL
// class (section 6.1). The zero URL is not valid; get one from Parse.
//
// A URL is not safe for concurrent use when one of the goroutines changes it.
type URL struct {
	href string
	sp   *SearchParams // the live URLSearchParams object, made on first use
	layout
}

// Href returns the URL's serialization (section 6.1, href getter).
func (u *URL) Href() string { return u.href }

// String returns the URL's href.
func (u *URL) String() string { return u.href }

// Scheme returns the URL's scheme, without the ':'.
func (u *URL) Scheme() string { return u.href[:u.schemeEndAt()] }

// Protocol returns the scheme followed by ':' (section 6.1, protocol getter).
func (u *URL) Protocol() string { return u.href[:u.schemeEndAt()+1] }

// Username returns the URL's username (section 6.1).
func (u *URL) Username() string {
	if u.hostStart <= uint32(u.schemeEnd)+3 {
		return "" // no credentials (or a scheme of longScheme bytes)
	}
	return u.username()
}

// username is Username for a URL with credentials, out of line so that
// Username inlines.
//
//go:noinline
func (u *URL) username() string {
	start, end, _, _ := u.userinfo()
	return u.href[start:end]
}

// Password returns the URL's password (section 6.1).
func (u *URL) Password() string {
	if u.hostStart <= uint32(u.schemeEnd)+3 {
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
	return u.href[start:end]
}

// Host returns the serialized host and, if the port is not null, ':' and the
// port (section 6.1, host getter). It is "" when the host is null.
func (u *URL) Host() string {
	// The port, when not null, runs to the path's start; a URL without a
	// host keeps its host's offsets there.
	return u.href[u.hostStart:u.pathStart]
}

// Hostname returns the serialized host, "" when it is null (section 6.1).
func (u *URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Port returns the serialized port, "" when it is null (section 6.1).
func (u *URL) Port() string {
	if u.hasPort() {
		return u.href[u.hostEnd+1 : u.pathStart]
	}
	return ""
}

// Pathname returns the URL path serialized (section 6.1, pathname getter).
func (u *URL) Pathname() string { return u.href[u.pathStart:u.pathEnd()] }

// pathEnd returns the end of the path.
func (u *URL) pathEnd() uint32 { return pathEndOf(u.queryStart, u.fragmentStart, len(u.href)) }

// queryEnd returns the end of the query (which must not be Absent).
func (u *URL) queryEnd() uint32 { return queryEndOf(u.fragmentStart, len(u.href)) }

// Search returns "?" and the query, or "" when the query is null or empty
// (section 6.1, search getter).
func (u *URL) Search() string {
	if u.queryStart == Absent {
		return ""
	}
	s := u.href[u.queryStart:u.queryEnd()]
	if len(s) == 1 {
		return ""
	}
	return s
}

// Hash returns "#" and the fragment, or "" when the fragment is null or empty
// (section 6.1, hash getter).
func (u *URL) Hash() string {
	if u.fragmentStart == Absent || int(u.fragmentStart)+1 == len(u.href) {
		return ""
	}
	return u.href[u.fragmentStart:]
}

// Query returns the URL's query without '?', and whether it is non-null.
func (u *URL) Query() (string, bool) {
	if u.queryStart == Absent {
		return "", false
	}
	return u.href[u.queryStart+1 : u.queryEnd()], true
}

// Fragment returns the URL's fragment without '#', and whether it is non-null.
func (u *URL) Fragment() (string, bool) {
	if u.fragmentStart == Absent {
		return "", false
	}
	return u.href[u.fragmentStart+1:], true
}

// HasOpaquePath reports whether the URL has an opaque path (section 4.1).
func (u *URL) HasOpaquePath() bool { return u.schemeBits&opaquePathBit != 0 }

// HostType returns what the URL's host is.
func (u *URL) HostType() HostType { return u.hostType }
