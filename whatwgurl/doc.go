// Package whatwgurl implements the WHATWG URL Standard (https://url.spec.whatwg.org/):
// the basic URL parser, hosts and IDNA, percent-encoding, serializing,
// equivalence, origins, the application/x-www-form-urlencoded format, and the
// URL and URLSearchParams APIs.
//
// A URL is held as its serialization (href) plus the offsets of its
// components in it, so every getter is a substring and a parse of a URL that
// is already in canonical form copies the input once.
//
// Input that is not valid UTF-8 is read as the Standard's "UTF-8 decode"
// would read it: each maximal invalid sequence becomes U+FFFD, which the
// parser then percent-encodes (or rejects, in a host) like any other code
// point.
package whatwgurl
