package whatwgurl

import (
	"strconv"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// The rewriting fast path: an input that canonical declines is often one
// cheap rewrite away from a canonical URL that the basic URL parser (with no
// base URL) makes the same URL record of. rewriteCanonical writes that
// rewrite and runs canonical on it; when canonical takes it, the rewrite is
// the href. The rewrites touch only what comes before the input's first '?'
// or '#', and never lengthen it:
//
//   - the scheme is ASCII lowercased: the scheme state appends each code
//     point lowercased (section 4.4);
//   - in a special URL, '\' becomes '/': every state before the query and
//     fragment states treats the two alike when url is special;
//   - in a special URL whose authority has no '@' (no credentials) and no
//     '[' (no IPv6 address), the authority is ASCII lowercased: the host
//     parser lowercases an ASCII domain (domain to ASCII, section 3.5), and
//     a port of other than digits fails either way;
//   - in a URL that is not a file URL, with the same authority, a port of
//     digits is written as its number (without leading zeros), or dropped
//     with its ':' when it is empty or the scheme's default port (the port
//     state); a file URL's host state takes ':' into the host instead.
//
// Anything canonical then declines goes to the full parser, as before. The
// C library runs a copy (wurl__canonical_rewrite in capi/canonical.c), held
// to this one by fastpath_c_test.go; TestRewriteAgrees holds this one to
// the full parser.

// parseRewritten is parse's rewriting fast path: the href of input when
// rewriteCanonical takes it, with its components in c. The rewrites are
// held to the parser of the default edition with no base URL, so only such
// a parse takes them.
func parseRewritten(input string, base *URL, ed Edition, c *Components) (string, bool) {
	if base != nil || ed != Default {
		return "", false
	}
	// The rewrite goes into a pooled parser's buffer, so that one the fast
	// path then declines costs no allocation; the href is a copy.
	p := getParser()
	b, slash, ok := rewriteCanonical(p.buffer[:0], input, c)
	href := ""
	if ok {
		if slash {
			b = append(b, '/')
		}
		href = string(b)
		c.edition = ed
	}
	p.buffer = b[:0]
	putParser(p)
	return href, ok
}

// rewriteCanonical appends the rewrite of input to dst and, when canonical
// takes the rewrite (which differs from input), returns it with its
// components in c (offsets from its start) and slash as canonical's.
func rewriteCanonical(dst []byte, input string, c *Components) (out []byte, slash, ok bool) {
	n := len(input)
	i := 0
	for i < n && input[i] != ':' {
		b := input[i]
		if !infra.IsASCIIAlpha(b) && (i == 0 || !(infra.IsASCIIDigit(b) || b == '+' || b == '-' || b == '.')) {
			return dst, false, false
		}
		i++
	}
	if i == 0 || i == n {
		return dst, false, false
	}
	start := len(dst)
	dst = append(dst, input[:i]...)
	infra.ASCIILowercaseInPlace(dst[start:])
	t := schemeTypeOf(dst[start:])
	// The end of the part the rewrites touch.
	q := i
	for q < n && input[q] != '?' && input[q] != '#' {
		q++
	}
	head := len(dst)
	dst = append(dst, input[i:q]...)
	if t.special() {
		for k := head; k < len(dst); k++ {
			if dst[k] == '\\' {
				dst[k] = '/'
			}
		}
	}
	dst = rewriteAuthority(dst, head+1, t)
	dst = append(dst, input[q:]...)
	if string(dst[start:]) == input {
		return dst, false, false
	}
	*c = Components{} // canonical sets only what its way through sets
	// canonical reads the rewrite only while it runs.
	slash, ok = canonical(unsafe.String(&dst[start], len(dst)-start), c)
	return dst, slash, ok
}

// rewriteAuthority rewrites the authority of the URL whose scheme type is t
// and whose text after "scheme:" starts at b[i] and runs to the end of b,
// which holds no '?' or '#' (and in a special URL no '\').
func rewriteAuthority(b []byte, i int, t SchemeType) []byte {
	if i+1 >= len(b) || b[i] != '/' || b[i+1] != '/' {
		return b
	}
	a := i + 2
	end := a
	hostEnd := -1
	for end < len(b) && b[end] != '/' {
		switch b[end] {
		case '@', '[':
			return b
		case ':':
			if hostEnd < 0 {
				hostEnd = end
			}
		}
		end++
	}
	if t.special() {
		infra.ASCIILowercaseInPlace(b[a:end])
	}
	if hostEnd <= a || t == SchemeFile {
		return b
	}
	port := 0
	for k := hostEnd + 1; k < end; k++ {
		if !infra.IsASCIIDigit(b[k]) {
			return b
		}
		if port = port*10 + int(b[k]-'0'); port > 0xFFFF {
			return b
		}
	}
	w := hostEnd // where what follows the host goes
	if end > hostEnd+1 && int32(port) != t.defaultPort() {
		var num [5]byte
		digits := strconv.AppendInt(num[:0], int64(port), 10)
		if len(digits) == end-hostEnd-1 {
			return b // already as the port state writes it
		}
		w = hostEnd + 1 + copy(b[hostEnd+1:], digits)
	}
	return append(b[:w], b[end:]...)
}
