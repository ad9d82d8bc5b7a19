//go:build !whatwgurl_noneturl

// The conversions to and from net/url. The C library (capi, mk/lib.mk)
// is built with the tag whatwgurl_noneturl, which leaves this file out: no
// C caller can reach these functions, and importing net/url would run the
// initializers of what it imports (internal/godebug, net/netip) in every
// process that loads the library, before its first call can enter Go
// (bench-first: 0.15 ms of that call).

package whatwgurl

import (
	"errors"
	"net/url"
)

// ErrNotNetURL is wrapped by the error NetURL returns for a URL that
// net/url cannot represent (see NetURL).
var ErrNotNetURL = errors.New("net/url cannot represent this URL")

// NetURLError is the error of NetURL: the href that net/url cannot
// represent, and why.
type NetURLError struct {
	Href string
	// Err is net/url's parse error, or nil when net/url parsed the href but
	// serializes it to something else (NetString).
	Err error
	// NetString is what net/url's String gives for the href when Err is nil.
	NetString string
}

func (e *NetURLError) Error() string {
	if e.Err != nil {
		return "whatwgurl: " + ErrNotNetURL.Error() + ": " + quote(e.Href) + ": " + e.Err.Error()
	}
	return "whatwgurl: " + ErrNotNetURL.Error() + ": " + quote(e.Href) + " reads back as " + quote(e.NetString)
}

// Unwrap returns ErrNotNetURL, and net/url's error when there is one.
func (e *NetURLError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrNotNetURL, e.Err}
	}
	return []error{ErrNotNetURL}
}

// NetURL returns u as a net/url URL, for APIs such as net/http that take
// one. It is net/url's own reading of u's href (url.Parse), so its fields
// mean what net/url says they mean (Host holds the port, Path is
// percent-decoded with RawPath kept when needed), and its String() equals
// u.Href() exactly.
//
// Not every URL of the Standard has such a form; for those NetURL returns a
// *NetURLError (wrapping ErrNotNetURL) and no URL. What net/url cannot hold:
// an empty fragment ("https://h/p#"); an empty host with an empty path
// ("sc://"); a "%" not followed by two hex digits ("https://h/100%"); a
// percent-encoded byte in an opaque host ("sc://%41/"); host bytes net/url
// rejects ("sc://a{b/"); and bytes net/url writes percent-encoded where the
// Standard leaves them ("\" and "|" in a path, "(" in a password, "#" in a
// fragment). In WPT's urltestdata.json net/url holds 566 of the 611 valid
// URLs; in the benchmark datasets all but those with an empty fragment.
func (u *URL) NetURL() (*url.URL, error) {
	nu, err := url.Parse(u.href())
	if err != nil {
		return nil, &NetURLError{Href: u.href(), Err: err}
	}
	if s := nu.String(); s != u.href() {
		return nil, &NetURLError{Href: u.href(), NetString: s}
	}
	return nu, nil
}

// FromNetURL parses nu's String() with the Standard's parser (no base): the
// URL a browser would make of it. A nil nu, and a relative or otherwise
// unparsable one, gives an error (a *ParseError for the latter).
func FromNetURL(nu *url.URL) (*URL, error) {
	if nu == nil {
		return nil, errors.New("whatwgurl: FromNetURL of a nil *url.URL")
	}
	return Parse(nu.String())
}
