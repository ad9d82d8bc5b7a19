package whatwgurl

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// Render returns the URL in a form for people to read, following section
// 4.8 "URL rendering". It is for display only: never parse it, store it or
// compare it in place of Href.
//
// The rendering is the href (section 4.5) with these changes:
//
//   - The scheme and "://" (or ":") are kept as in the href: a general
//     library does not know the display surface, so it does not drop the
//     scheme as 4.8.1 allows a single-scheme surface to.
//   - The username and password are dropped, with their "@" (4.8.1).
//   - The host is RenderHost's. The port is kept.
//   - In the path (opaque or not), query and fragment, each run of
//     percent-encoded bytes is percent-decoded and read as UTF-8 (4.8.3).
//     Every UTF-8 sequence in it that decodes to a code point allowed below
//     is written as that code point; every other byte keeps its "%XX" as
//     written in the href. So invalid UTF-8 stays encoded.
//   - A non-ASCII code point is written decoded unless it is hidden or can
//     spoof (see isHiddenOrSpoofing): C1 controls; White_Space; category Cf
//     (format: bidi controls U+061C, U+200E, U+200F, U+202A-U+202E,
//     U+2066-U+2069, zero width U+200B-U+200D, U+2060, U+FEFF, soft hyphen
//     U+00AD, tag characters, ...); Variation_Selector and the other
//     Default_Ignorable_Code_Point code points (Hangul fillers, ...); U+2800
//     BRAILLE PATTERN BLANK; private use, unassigned and noncharacter code
//     points; U+FFFD, which would look like an invalid byte; the lock
//     symbols U+1F50F, U+1F510, U+1F512 and U+1F513, which imitate a
//     browser's security indicator. A combining mark (category M) is
//     decoded only right after a non-ASCII code point this rendering decoded
//     itself, so that no mark can combine with a delimiter such as "/" or
//     with text that was already in the href.
//   - An ASCII code point is written decoded only if it is an ASCII
//     alphanumeric, "." or "_", or, outside the fragment, "-" or "~"
//     (RFC 3986's unreserved characters). Every other ASCII code point
//     stays encoded: it is a delimiter here or in a syntax carried inside
//     URLs (RFC 3986's reserved :/?#[]@!$&'()*+,;= with "&", "=" and "+"
//     (space) for application/x-www-form-urlencoded queries), or it is in
//     a percent-encode set (C0 controls, space, DEL, and "%<>\^`{|}). In
//     the fragment "-" and "~" stay encoded too: text fragment directives
//     (":~:text=a-,b") read them as syntax next to text already there.
//     "%2E" cannot make a "." or ".." segment: the URL parser has already
//     removed those (section 4.4, path state).
//
// Parsing the rendering gives back the URL without its credentials, with
// the same components split the same way; only the percent-encoding of
// the decoded code points may differ.
func (u *URL) Render() string {
	var b strings.Builder
	b.Grow(u.hrefLen())
	b.WriteString(u.Protocol())
	if u.hostType != HostNone {
		b.WriteString("//")
		b.WriteString(u.RenderHost())
		if u.portNumber() >= 0 {
			b.WriteByte(':')
			b.WriteString(u.Port())
		}
	} else if !u.HasOpaquePath() && strings.HasPrefix(u.Pathname(), "//") {
		// Section 4.5 step 3: keeps the path from reading as a host.
		b.WriteString("/.")
	}
	renderDecoded(&b, u.Pathname(), false)
	if q, ok := u.Query(); ok {
		b.WriteByte('?')
		renderDecoded(&b, q, false)
	}
	if f, ok := u.Fragment(); ok {
		b.WriteByte('#')
		renderDecoded(&b, f, true)
	}
	return b.String()
}

// RenderHost returns the URL's host alone for people to read, as section
// 4.8.1 suggests where they must tell the host from the rest of the URL.
// A domain goes through "domain to Unicode" (section 3.3, as 4.8.3 says),
// except that a label whose Unicode form has a code point isHiddenOrSpoofing
// refuses (a zero width joiner, say) is left in its ASCII "xn--" form. IP
// addresses, opaque hosts (left percent-encoded) and the empty host are
// written as serialized; a null host gives "".
func (u *URL) RenderHost() string {
	h := u.Hostname()
	if u.hostType != HostDomain {
		return h
	}
	uni := Parser{Edition: u.edition}.DomainToUnicode(h)
	if uni == h {
		return h
	}
	ascii, labels := strings.Split(h, "."), strings.Split(uni, ".")
	if len(ascii) != len(labels) {
		return h
	}
	for i, label := range labels {
		for _, r := range label {
			if r >= utf8.RuneSelf && isHiddenOrSpoofing(r) {
				labels[i] = ascii[i]
				break
			}
		}
	}
	return strings.Join(labels, ".")
}

// renderDecoded writes s, a path, query or fragment as the href has it,
// with the percent-encoded bytes Render may decode decoded.
func renderDecoded(b *strings.Builder, s string, fragment bool) {
	afterDecoded := false // the last code point written is one decoded here, not ASCII
	for i := 0; i < len(s); {
		if _, ok := infra.PercentEncodedByteAt(s, i); !ok {
			b.WriteByte(s[i])
			afterDecoded = false
			i++
			continue
		}
		// A run of percent-encoded bytes: a UTF-8 sequence may span it.
		var run []byte
		j := i
		for {
			b, ok := infra.PercentEncodedByteAt(s, j)
			if !ok {
				break
			}
			run = append(run, b)
			j += 3
		}
		for k := 0; k < len(run); {
			r, size := utf8.DecodeRune(run[k:])
			encoded := s[i+3*k : i+3*(k+size)]
			switch {
			case r == utf8.RuneError && size == 1: // invalid UTF-8
				b.WriteString(encoded)
				afterDecoded = false
			case r < utf8.RuneSelf:
				if isRenderableASCII(byte(r), fragment) {
					b.WriteByte(byte(r))
				} else {
					b.WriteString(encoded)
				}
				afterDecoded = false
			case isHiddenOrSpoofing(r) || (unicode.Is(unicode.M, r) && !afterDecoded):
				b.WriteString(encoded)
				afterDecoded = false
			default:
				b.WriteRune(r)
				afterDecoded = true
			}
			k += size
		}
		i = j
	}
}

// isRenderableASCII reports whether Render decodes the ASCII byte c: only
// RFC 3986's unreserved characters, and in the fragment not "-" or "~",
// which text fragment directives (":~:text=a-,b") read as syntax.
func isRenderableASCII(c byte, fragment bool) bool {
	switch {
	case infra.IsASCIIAlphanumeric(c), c == '.', c == '_':
		return true
	case c == '-', c == '~':
		return !fragment
	}
	return false
}

// isHiddenOrSpoofing reports whether the non-ASCII code point r would be
// invisible, reorder or blank out text, look like something else on
// display, or is not a character at all (section 4.8.3: "unless that
// renders those sequences invisible", "spoofing risks").
func isHiddenOrSpoofing(r rune) bool {
	switch r {
	case 0x2800, // BRAILLE PATTERN BLANK: shows as a space but is no White_Space
		0xFFFD,                             // REPLACEMENT CHARACTER: reads as an invalid byte
		0x1F50F, 0x1F510, 0x1F512, 0x1F513: // lock symbols: a fake security indicator
		return true
	}
	return unicode.In(r,
		unicode.Cc,                 // C1 controls (and C0, DEL, which are ASCII)
		unicode.Cf,                 // format: bidi controls, zero width, soft hyphen, tags
		unicode.Co,                 // private use: no agreed glyph
		unicode.White_Space,        // NBSP, NEL, the U+2000 spaces, U+3000, ...
		unicode.Variation_Selector, // invisible modifiers
		unicode.Other_Default_Ignorable_Code_Point, // Hangul fillers, U+034F, ...
		unicode.Noncharacter_Code_Point,
	) || !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.C) // unassigned
}
