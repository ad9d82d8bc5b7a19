package whatwgurl

import (
	"strconv"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// record is the URL record of section 4.1 while the basic URL parser works on
// it. Each component is kept serialized, as the URL serializer will write it:
//   - host is the host serialized (IPv6 in brackets); hostKind None is null.
//   - path of a URL without an opaque path is "/" + segment for each
//     segment, so the path list is empty exactly when path is empty, and no
//     segment contains '/'. With opaquePath it is the opaque path itself.
//
// A record's slices are reused across parses (see parserPool), so a parse
// allocates only its result.
type record struct {
	scheme      []byte
	schemeType  SchemeType
	username    []byte
	password    []byte
	host        []byte
	hostKind    host.Kind
	port        int32 // -1 is null
	path        []byte
	opaquePath  bool
	query       []byte
	hasQuery    bool
	fragment    []byte
	hasFragment bool
}

func (r *record) reset() {
	r.scheme = r.scheme[:0]
	r.schemeType = SchemeOther
	r.username = r.username[:0]
	r.password = r.password[:0]
	r.host = r.host[:0]
	r.hostKind = host.None
	r.port = -1
	r.path = r.path[:0]
	r.opaquePath = false
	r.query = r.query[:0]
	r.hasQuery = false
	r.fragment = r.fragment[:0]
	r.hasFragment = false
}

// load sets r to the URL u (a clone: no slice of r aliases u).
func (r *record) load(u *URL) {
	h, comps := u.href(), u.Components()
	c := &comps
	r.scheme = append(r.scheme[:0], h[:c.SchemeEnd]...)
	r.schemeType = c.SchemeType
	r.username = append(r.username[:0], h[c.UsernameStart:c.UsernameEnd]...)
	r.password = append(r.password[:0], h[c.PasswordStart:c.PasswordEnd]...)
	r.host = append(r.host[:0], h[c.HostStart:c.HostEnd]...)
	r.hostKind = host.Kind(c.HostType)
	r.port = c.Port
	r.path = append(r.path[:0], h[c.PathStart:c.pathEnd(len(h))]...)
	r.opaquePath = c.OpaquePath
	q, hasQ := u.Query()
	r.query = append(r.query[:0], q...)
	r.hasQuery = hasQ
	f, hasF := u.Fragment()
	r.fragment = append(r.fragment[:0], f...)
	r.hasFragment = hasF
}

// clearQuery sets the query to null.
func (r *record) clearQuery() {
	r.query = r.query[:0]
	r.hasQuery = false
}

// includesCredentials (section 4.2): username or password is not empty.
func (r *record) includesCredentials() bool { return len(r.username) > 0 || len(r.password) > 0 }

// cannotHaveUsernamePasswordPort (section 4.2): host is null or the empty
// host, or the scheme is "file".
func (r *record) cannotHaveUsernamePasswordPort() bool {
	return r.hostKind == host.None || r.hostKind == host.Empty || r.schemeType == SchemeFile
}

// shortenPath is "shorten a url's path" (section 4.2).
func (r *record) shortenPath() { r.path = r.path[:shortenedLen(r.path, r.schemeType)] }

// shortenedLen is the length of path, a path list held as a record holds it
// ("/" before each segment), once shortened (section 4.2) in a URL of the
// scheme scheme: its last segment removed, except the one segment of a file
// URL that is a normalized Windows drive letter. Whether the path has one
// segment is found by looking no further than its second "/", so that
// shortening stays linear.
func shortenedLen(path []byte, scheme SchemeType) int {
	if scheme == SchemeFile && len(path) > 0 && strings.IndexByte(infra.BytesView(path[1:]), '/') < 0 {
		if seg, _ := firstPathSegment(infra.BytesView(path)); isNormalizedWindowsDriveLetter(seg) {
			return len(path)
		}
	}
	if i := strings.LastIndexByte(infra.BytesView(path), '/'); i >= 0 {
		return i
	}
	return len(path)
}

// appendSegment appends seg to the path list.
func (r *record) appendSegment(seg []byte) {
	r.path = append(r.path, '/')
	r.path = append(r.path, seg...)
}

// sizeHint is at least the length of the href serialize writes: the
// components and room for every delimiter and the longest port.
func (r *record) sizeHint() int {
	return len(r.scheme) + len(r.username) + len(r.password) + len(r.host) + len(r.path) +
		len(r.query) + len(r.fragment) + len("://:@:65535/.?#")
}

// serialize is the URL serializer (section 4.5): it appends the href to dst
// and returns the components of it, with offsets relative to len(dst).
func (r *record) serialize(dst []byte) ([]byte, Components) {
	start := len(dst)
	off := func() uint32 { return uint32(len(dst) - start) }
	var c Components
	dst = append(dst, r.scheme...)
	c.SchemeEnd = off()
	dst = append(dst, ':')
	c.SchemeType = r.schemeType
	c.HostType = HostType(r.hostKind)
	c.Port = r.port
	c.OpaquePath = r.opaquePath
	if r.hostKind != host.None {
		dst = append(dst, '/', '/')
		c.UsernameStart = off()
		if r.includesCredentials() {
			dst = append(dst, r.username...)
			c.UsernameEnd = off()
			c.PasswordStart = c.UsernameEnd
			if len(r.password) > 0 {
				dst = append(dst, ':')
				c.PasswordStart = off()
				dst = append(dst, r.password...)
			}
			c.PasswordEnd = off()
			dst = append(dst, '@')
		} else {
			c.UsernameEnd, c.PasswordStart, c.PasswordEnd = c.UsernameStart, c.UsernameStart, c.UsernameStart
		}
		c.HostStart = off()
		dst = append(dst, r.host...)
		c.HostEnd = off()
		c.PortStart, c.PortEnd = c.HostEnd, c.HostEnd
		if r.port >= 0 {
			dst = append(dst, ':')
			c.PortStart = off()
			dst = strconv.AppendInt(dst, int64(r.port), 10)
			c.PortEnd = off()
		}
	} else {
		e := off()
		c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd = e, e, e, e
		c.HostStart, c.HostEnd, c.PortStart, c.PortEnd = e, e, e, e
		// Step 3: keep "web+demo:/.//not-a-host/" from re-parsing with a host.
		if !r.opaquePath && len(r.path) > 1 && r.path[0] == '/' && r.path[1] == '/' {
			dst = append(dst, '/', '.')
		}
	}
	c.PathStart = off()
	dst = append(dst, r.path...)
	c.QueryStart, c.FragmentStart = Absent, Absent
	if r.hasQuery {
		c.QueryStart = off()
		dst = append(dst, '?')
		dst = append(dst, r.query...)
	}
	if r.hasFragment {
		c.FragmentStart = off()
		dst = append(dst, '#')
		dst = append(dst, r.fragment...)
	}
	return dst, c
}
