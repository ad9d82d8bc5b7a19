package whatwgurl

// URL is a parsed URL (section 4.1), with the getters and setters of the URL
// class (section 6.1). The zero URL is not valid; get one from Parse.
//
// A URL is not safe for concurrent use when one of the goroutines changes it.
type URL struct {
	href string
	c    Components
	sp   *SearchParams // the live URLSearchParams object, made on first use
}

// Href returns the URL's serialization (section 6.1, href getter).
func (u *URL) Href() string { return u.href }

// String returns the URL's href.
func (u *URL) String() string { return u.href }

// Components returns where each component lies in Href.
func (u *URL) Components() Components { return u.c }

// Scheme returns the URL's scheme, without the ':'.
func (u *URL) Scheme() string { return u.href[:u.c.SchemeEnd] }

// Protocol returns the scheme followed by ':' (section 6.1, protocol getter).
func (u *URL) Protocol() string { return u.href[:u.c.SchemeEnd+1] }

// Username returns the URL's username (section 6.1).
func (u *URL) Username() string { return u.href[u.c.UsernameStart:u.c.UsernameEnd] }

// Password returns the URL's password (section 6.1).
func (u *URL) Password() string { return u.href[u.c.PasswordStart:u.c.PasswordEnd] }

// Host returns the serialized host and, if the port is not null, ':' and the
// port (section 6.1, host getter). It is "" when the host is null.
func (u *URL) Host() string {
	if u.c.Port >= 0 {
		return u.href[u.c.HostStart:u.c.PortEnd]
	}
	return u.href[u.c.HostStart:u.c.HostEnd]
}

// Hostname returns the serialized host, "" when it is null (section 6.1).
func (u *URL) Hostname() string { return u.href[u.c.HostStart:u.c.HostEnd] }

// Port returns the serialized port, "" when it is null (section 6.1).
func (u *URL) Port() string { return u.href[u.c.PortStart:u.c.PortEnd] }

// Pathname returns the URL path serialized (section 6.1, pathname getter).
func (u *URL) Pathname() string { return u.href[u.c.PathStart:u.c.pathEnd(len(u.href))] }

// Search returns "?" and the query, or "" when the query is null or empty
// (section 6.1, search getter).
func (u *URL) Search() string {
	if u.c.QueryStart == Absent {
		return ""
	}
	s := u.href[u.c.QueryStart:u.c.queryEnd(len(u.href))]
	if len(s) == 1 {
		return ""
	}
	return s
}

// Hash returns "#" and the fragment, or "" when the fragment is null or empty
// (section 6.1, hash getter).
func (u *URL) Hash() string {
	if u.c.FragmentStart == Absent || int(u.c.FragmentStart)+1 == len(u.href) {
		return ""
	}
	return u.href[u.c.FragmentStart:]
}

// Query returns the URL's query without '?', and whether it is non-null.
func (u *URL) Query() (string, bool) {
	if u.c.QueryStart == Absent {
		return "", false
	}
	return u.href[u.c.QueryStart+1 : u.c.queryEnd(len(u.href))], true
}

// Fragment returns the URL's fragment without '#', and whether it is non-null.
func (u *URL) Fragment() (string, bool) {
	if u.c.FragmentStart == Absent {
		return "", false
	}
	return u.href[u.c.FragmentStart+1:], true
}

// HasOpaquePath reports whether the URL has an opaque path (section 4.1).
func (u *URL) HasOpaquePath() bool { return u.c.OpaquePath }

// HostType returns what the URL's host is.
func (u *URL) HostType() HostType { return u.c.HostType }
