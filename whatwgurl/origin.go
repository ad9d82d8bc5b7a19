package whatwgurl

import "strconv"

// Origin is an origin (section 4.7; HTML's definition): either a tuple of
// scheme, host and port, or opaque.
type Origin struct {
	Opaque bool
	Scheme string
	Host   string // the serialized host
	Port   int32  // -1 when null
}

// Serialize returns the serialization of the origin: "null" when opaque,
// else scheme "://" host, then ":" port when the port is not null.
func (o Origin) Serialize() string {
	if o.Opaque {
		return "null"
	}
	s := o.Scheme + "://" + o.Host
	if o.Port >= 0 {
		s += ":" + strconv.Itoa(int(o.Port))
	}
	return s
}

// OriginTuple returns the URL's origin (section 4.7). A blob: URL has no
// blob URL entry here, so its origin comes from its path's URL.
func (u *URL) OriginTuple() Origin {
	switch u.schemeType() {
	case SchemeHTTP, SchemeHTTPS, SchemeWS, SchemeWSS, SchemeFTP:
		return Origin{Scheme: u.Scheme(), Host: u.Hostname(), Port: u.portNumber()}
	case SchemeOther:
		if u.Scheme() == "blob" {
			pathURL, err := Parse(u.Pathname())
			if err == nil && (pathURL.schemeType() == SchemeHTTP || pathURL.schemeType() == SchemeHTTPS ||
				pathURL.schemeType() == SchemeFile) {
				return pathURL.OriginTuple()
			}
		}
	}
	// file: "When in doubt, return a new opaque origin"; every other scheme
	// has an opaque origin.
	return Origin{Opaque: true, Port: -1}
}

// Origin returns the serialization of the URL's origin (the origin getter).
func (u *URL) Origin() string {
	switch u.schemeType() {
	case SchemeHTTP, SchemeHTTPS, SchemeWS, SchemeWSS, SchemeFTP:
		// The serialization is the href up to the end of the host and port,
		// minus the credentials.
		// A special URL has a host, and its host and port end where its
		// path starts; its scheme is shorter than longScheme.
		o, afterSlashes := u.offsets(), int(u.schemeEnd)+3
		h := u.href()
		if int(o.hostStart) == afterSlashes {
			return h[:o.pathStart]
		}
		return h[:afterSlashes] + h[o.hostStart:o.pathStart]
	}
	return u.OriginTuple().Serialize()
}
