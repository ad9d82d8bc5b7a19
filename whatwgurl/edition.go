package whatwgurl

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// Edition is an edition of the URL Standard: a Parser's choice of which
// text's rules to follow. Its String method returns the year. The zero
// Edition is Edition2025, the default of every package-level function.
type Edition = edition.Edition

const (
	// Edition2025 is the late-2025 Living Standard (whatwg/url 5252665,
	// 2025-10-30), which the WPT data in testdata/wpt/url matches: the
	// default.
	Edition2025 = edition.Y2025
	// Edition2026 is the text of July 2026 (whatwg/url 6ae8486), which
	// browsers follow, with the IPv4-non-ASCII-input validation error
	// added after it. It differs from Edition2025 in the domain parser
	// (an ASCII domain, after percent-decoding, is kept lowercased when
	// Unicode ToASCII fails), in domain to Unicode (a domain ToUnicode
	// records an error for is returned as it is) and in the validation
	// errors: domain-to-ASCII whenever strict ToASCII fails, no
	// domain-invalid-code-point or domain-to-Unicode, and
	// domain-percent-encoded, IPv4-too-few-parts, IPv6-piece-leading-zero,
	// IPv4-non-ASCII-input and invalid-URL-unit for a space in an opaque
	// path. Both editions use golang.org/x/net/idna's Unicode 17 IDNA data;
	// the 2026 text names Unicode 18's.
	Edition2026 = edition.Y2026

	// Default is the edition of the package-level functions.
	Default = edition.Default
)

// EditionByName returns the edition whose year is name ("2025", "2026").
func EditionByName(name string) (Edition, bool) { return edition.ByName(name) }

// Parser parses URLs with the options it holds. The zero Parser is what the
// package-level functions use. A Parser is a value: parsers with different
// editions can be used side by side, from any number of goroutines.
type Parser struct {
	// Edition is the edition of the Standard the parser follows. A URL
	// keeps the edition it was parsed with: its setters, and parses that
	// use it as the base through (*URL).Parse, follow the same edition.
	Edition Edition
}

// Edition returns the edition of the Standard u was parsed with, which its
// setters follow.
func (u *URL) Edition() Edition { return u.edition }

// Edition returns the edition of the Standard the URL these components
// describe was parsed with (FromComponents gives it back to the URL). The C
// ABI keeps it beside the components of each handle.
func (c Components) Edition() Edition { return c.edition }

// Parse parses input with no base URL, as new URL(input) does.
func (ps Parser) Parse(input string) (*URL, error) {
	return parse(input, nil, nil, ps.Edition, nil)
}

// ParseWithBaseURL parses input against base (nil for none), as new
// URL(input, base) does.
func (ps Parser) ParseWithBaseURL(input string, base *URL) (*URL, error) {
	return parse(input, base, nil, ps.Edition, nil)
}

// ParseWithBase runs the API URL parser (section 6.1): it parses base, then
// input against it.
func (ps Parser) ParseWithBase(input, base string) (*URL, error) {
	b, err := ps.Parse(base)
	if err != nil {
		return nil, err
	}
	return ps.ParseWithBaseURL(input, b)
}

// CanParse reports whether input parses against base (nil for none).
func (ps Parser) CanParse(input string, base *URL) bool {
	return canParse(input, base, ps.Edition)
}

// Validate is the package-level Validate in the parser's edition: the
// validation errors are those of that edition's table.
func (ps Parser) Validate(input string, base *URL) (*URL, []ValidationErrorType, error) {
	r := validation.Reporter{Edition: ps.Edition}
	u, err := parse(input, base, nil, ps.Edition, &r)
	return u, r.Kinds, err
}

// ParseWithEncoding is the package-level ParseWithEncoding in the parser's
// edition.
func (ps Parser) ParseWithEncoding(input string, base *URL, label string) (*URL, error) {
	enc, err := lookupEncoding(label)
	if err != nil {
		return nil, err
	}
	return parse(input, base, enc, ps.Edition, nil)
}

// AppendParse is the package-level AppendParse in the parser's edition.
func (ps Parser) AppendParse(dst []byte, input string, base *URL) ([]byte, Components, ValidationErrorType) {
	return appendParse(dst, input, base, ps.Edition)
}

// ParseInto is the package-level ParseInto in the parser's edition.
func (ps Parser) ParseInto(input string, base *URL, room func(n int) []byte) ([]byte, Components, ValidationErrorType) {
	return parseInto(input, base, ps.Edition, room)
}

// FromComponents is the package-level FromComponents for a URL parsed in
// the parser's edition, which its setters then follow (the package-level
// one keeps the edition c came with).
func (ps Parser) FromComponents(href string, c Components) (URL, error) {
	c.edition = ps.Edition
	return FromComponents(href, c)
}
