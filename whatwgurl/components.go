package whatwgurl

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"

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
	// so a URL is no larger for it.
	edition Edition
}

// pathEnd returns the end of the path in an href of length n.
func (c *Components) pathEnd(n int) uint32 {
	if c.QueryStart != Absent {
		return c.QueryStart
	}
	if c.FragmentStart != Absent {
		return c.FragmentStart
	}
	return uint32(n)
}

// queryEnd returns the end of the query (which must not be Absent).
func (c *Components) queryEnd(n int) uint32 {
	if c.FragmentStart != Absent {
		return c.FragmentStart
	}
	return uint32(n)
}

// fit reports whether c can describe href: every offset within href and in
// the layout's order, the delimiters where c says they are, and values
// every getter and setter can work with. It is FromComponents' check.
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
		c.HostType <= HostEmpty && c.SchemeType <= SchemeFile
}
