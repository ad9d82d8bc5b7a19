package whatwgurl

import (
	"strconv"
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// Absent marks a component offset for a component the URL does not have: a
// null query or fragment.
const Absent = ^uint32(0)

// HostType says what a URL's host is (section 3.1).
type HostType uint8

// Host types; the values match the C ABI's.
const (
	HostNone   = HostType(host.None)   // the URL's host is null
	HostDomain = HostType(host.Domain) // a domain
	HostIPv4   = HostType(host.IPv4)   // an IPv4 address
	HostIPv6   = HostType(host.IPv6)   // an IPv6 address, serialized in brackets
	HostOpaque = HostType(host.Opaque) // an opaque host
	HostEmpty  = HostType(host.Empty)  // the empty host
)

// SchemeType identifies the special schemes (section 4.2); every other scheme
// is SchemeOther.
type SchemeType uint8

// Scheme types; the values match the C ABI's.
const (
	SchemeOther SchemeType = iota
	SchemeHTTP
	SchemeHTTPS
	SchemeWS
	SchemeWSS
	SchemeFTP
	SchemeFile
)

// Components locates each component of a URL in its href. Every range is a
// half-open byte range [start, end) of the href; an empty range is an empty
// component. The layout is:
//
//	scheme ":" ["//" [username [":" password] "@"] host [":" port]] ["/."] path ["?" query] ["#" fragment]
//
// It is what the C ABI keeps beside each href, so that getters never need Go.
type Components struct {
	SchemeEnd     uint32 // href[:SchemeEnd] is the scheme; href[SchemeEnd] is ':'
	UsernameStart uint32 // href[UsernameStart:UsernameEnd] is the username
	UsernameEnd   uint32
	PasswordStart uint32 // href[PasswordStart:PasswordEnd] is the password
	PasswordEnd   uint32
	HostStart     uint32 // href[HostStart:HostEnd] is the serialized host
	HostEnd       uint32
	PortStart     uint32 // href[PortStart:PortEnd] is the port's digits
	PortEnd       uint32
	PathStart     uint32 // the path runs from PathStart to the query, fragment or end
	QueryStart    uint32 // index of the '?' that starts the query, or Absent
	FragmentStart uint32 // index of the '#' that starts the fragment, or Absent
	Port          int32  // the port as a number, or -1 when it is null
	HostType      HostType
	SchemeType    SchemeType
	OpaquePath    bool // the URL has an opaque path (section 4.1)

	// edition is the edition of the Standard the URL was parsed with,
	// which its setters follow. It travels with the components (from
	// (*URL).Components to FromComponents) and takes their padding byte,
	// so the components are no larger for it.
	edition Edition
}

// pathEnd returns the end of the path in an href of length n.
func (c *Components) pathEnd(n int) uint32 { return pathEndOf(c.QueryStart, c.FragmentStart, n) }

// queryEnd returns the end of the query (which must not be Absent).
func (c *Components) queryEnd(n int) uint32 { return queryEndOf(c.FragmentStart, n) }

// pathEndOf returns the end of the path of an href of length n whose query
// and fragment start at queryStart and fragmentStart (each maybe Absent):
// the path runs to the query, the fragment or the end.
func pathEndOf(queryStart, fragmentStart uint32, n int) uint32 {
	if queryStart != Absent {
		return queryStart
	}
	return queryEndOf(fragmentStart, n)
}

// queryEndOf returns the end of a query of an href of length n whose
// fragment starts at fragmentStart (maybe Absent).
func queryEndOf(fragmentStart uint32, n int) uint32 {
	if fragmentStart != Absent {
		return fragmentStart
	}
	return uint32(n)
}

// fit reports whether c can describe href: every offset within href and in
// the layout's order, the delimiters where c says they are, values every
// getter and setter can work with, and types that agree with the text they
// describe (agree). It is FromComponents' check, the one gate of components
// that come from outside the engine (the C ABI's base components).
func (c *Components) fit(href string) bool {
	n := uint64(len(href))
	if !c.edition.Valid() || c.SchemeEnd == 0 || uint64(c.SchemeEnd) >= n || href[c.SchemeEnd] != ':' {
		return false
	}
	if c.SchemeEnd >= c.UsernameStart || c.UsernameStart > c.UsernameEnd ||
		c.UsernameEnd > c.PasswordStart || c.PasswordStart > c.PasswordEnd ||
		c.PasswordEnd > c.HostStart || c.HostStart > c.HostEnd ||
		c.HostEnd > c.PortStart || c.PortStart > c.PortEnd ||
		c.PortEnd > c.PathStart || uint64(c.PathStart) > n {
		return false
	}
	end := c.PathStart
	if c.QueryStart != Absent {
		if c.QueryStart < end || uint64(c.QueryStart) >= n || href[c.QueryStart] != '?' {
			return false
		}
		end = c.QueryStart
	}
	if c.FragmentStart != Absent {
		if c.FragmentStart < end || uint64(c.FragmentStart) >= n || href[c.FragmentStart] != '#' {
			return false
		}
	}
	return c.Port >= -1 && c.Port <= 0xFFFF && (c.Port >= 0) == (c.PortEnd > c.PortStart) &&
		c.HostType <= HostEmpty && c.SchemeType <= SchemeFile && c.agree(href)
}

// agree reports whether c's types and delimiters say what href's text says,
// as the URL serializer writes a URL record (section 4.5): the scheme type
// is the scheme's, the host type the host's (and one that the scheme
// allows), the port the digits', and no component holds the delimiter that
// ends it. The parser reads a base's types as they are (relative state
// copies them), so a record that lies here would make it parse against a
// base other than the href, and the result would depend on which path took
// the input. It checks the text only so far as the types go: a domain of
// allowed bytes that domain to ASCII would still change (an "xn--" label
// that does not decode) is not looked for.
func (c *Components) agree(href string) bool {
	st := c.SchemeType
	if st != schemeTypeOf(href[:c.SchemeEnd]) {
		return false
	}
	afterScheme := c.SchemeEnd + 1
	path := href[c.PathStart:c.pathEnd(len(href))]
	if c.HostType == HostNone {
		// No "//": every authority offset right after ':' (the order checks
		// make them equal), the path there or after "/." when it starts with
		// "//" (the serializer's step 3).
		if st.special() || c.PortEnd != afterScheme || c.UsernameStart != afterScheme {
			return false
		}
		slashes := len(path) >= 2 && path[0] == '/' && path[1] == '/'
		switch c.PathStart {
		case afterScheme:
			if slashes {
				return false
			}
		case afterScheme + 2:
			if href[afterScheme:c.PathStart] != "/." || !slashes {
				return false
			}
		default:
			return false
		}
		if c.OpaquePath != (path == "" || path[0] != '/') {
			return false
		}
	} else if c.OpaquePath || !c.authorityAgrees(href) || (path != "" && path[0] != '/') ||
		(st.special() && path == "") {
		return false
	}
	if strings.IndexByte(path, '?') >= 0 || strings.IndexByte(path, '#') >= 0 {
		return false
	}
	if c.QueryStart != Absent && strings.IndexByte(href[c.QueryStart:c.queryEnd(len(href))], '#') >= 0 {
		return false
	}
	return true
}

// authorityAgrees checks "//" [username [":" password] "@"] host [":" port]
// of a URL whose host is not null.
func (c *Components) authorityAgrees(href string) bool {
	st := c.SchemeType
	if c.UsernameStart != c.SchemeEnd+3 || href[c.SchemeEnd+1:c.UsernameStart] != "//" {
		return false
	}
	// The userinfo percent-encode set holds ':' and '@', so neither is in a
	// username, nor '@' in a password.
	username := href[c.UsernameStart:c.UsernameEnd]
	if strings.IndexByte(username, ':') >= 0 || strings.IndexByte(username, '@') >= 0 {
		return false
	}
	if c.PasswordEnd > c.PasswordStart {
		if c.PasswordStart != c.UsernameEnd+1 || href[c.UsernameEnd] != ':' ||
			strings.IndexByte(href[c.PasswordStart:c.PasswordEnd], '@') >= 0 {
			return false
		}
	} else if c.PasswordStart != c.UsernameEnd {
		return false
	}
	credentials := c.PasswordEnd > c.UsernameStart
	if st == SchemeFile && (credentials || c.Port >= 0) {
		return false // the file host state has neither
	}
	if credentials {
		if c.HostStart != c.PasswordEnd+1 || href[c.PasswordEnd] != '@' {
			return false
		}
	} else if c.HostStart != c.UsernameStart {
		return false
	}
	if c.Port >= 0 {
		if c.PortStart != c.HostEnd+1 || href[c.HostEnd] != ':' || c.Port == st.defaultPort() ||
			href[c.PortStart:c.PortEnd] != strconv.Itoa(int(c.Port)) {
			return false
		}
	} else if c.PortStart != c.HostEnd {
		return false
	}
	if c.PathStart != c.PortEnd {
		return false
	}
	h := href[c.HostStart:c.HostEnd]
	switch c.HostType {
	case HostEmpty:
		// Only file and non-special schemes have the empty host, and the
		// parser fails on credentials or a port without a host.
		return h == "" && (st == SchemeFile || !st.special()) && !credentials && c.Port < 0
	case HostDomain:
		// A file URL's host "localhost" becomes the empty host.
		return h != "" && st.special() && scanClass(h, 0, cDomain) == len(h) && !host.EndsInANumber(h) &&
			(st != SchemeFile || h != "localhost")
	case HostIPv4:
		return st.special() && isDottedDecimal(h)
	case HostIPv6:
		return len(h) > 2 && h[0] == '[' && h[len(h)-1] == ']' && isSerializedIPv6(h[1:len(h)-1])
	case HostOpaque:
		if h == "" || st.special() {
			return false
		}
		for i := 0; i < len(h); i++ {
			if !host.InSerializedOpaqueHost(h[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// isSerializedIPv6 reports whether s holds only what the IPv6 serializer
// writes: lowercase hex digits and ':'.
func isSerializedIPv6(s string) bool {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b != ':' && !infra.IsASCIIDigit(b) && (b < 'a' || b > 'f') {
			return false
		}
	}
	return true
}
