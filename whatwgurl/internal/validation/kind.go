// Package validation defines the URL Standard's validation error types
// (section 1.1, the table under "Writing") and a cheap way to collect them.
//
// The parser reports every validation error through a *Reporter. A nil
// *Reporter discards them, so a plain parse pays one nil check per report.
package validation

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"

// Kind is one row of the validation error table in section 1.1.
// The zero Kind means "no error".
type Kind uint8

// The validation error types, in the order of the late-2025 Standard's
// table, then the types the 2026 edition added (appended, so that every
// earlier type keeps its value in the C ABI).
const (
	None Kind = iota

	// 1.1 "IDNA" rows.
	DomainToASCII
	DomainInvalidCodePoint
	DomainToUnicode

	// 1.1 "Host parsing" rows.
	HostInvalidCodePoint
	IPv4EmptyPart
	IPv4TooManyParts
	IPv4NonNumericPart
	IPv4NonDecimalPart
	IPv4OutOfRangePart
	IPv6Unclosed
	IPv6InvalidCompression
	IPv6TooManyPieces
	IPv6MultipleCompression
	IPv6InvalidCodePoint
	IPv6TooFewPieces
	IPv4InIPv6TooManyPieces
	IPv4InIPv6InvalidCodePoint
	IPv4InIPv6OutOfRangePart
	IPv4InIPv6TooFewParts

	// 1.1 "URL parsing" rows.
	InvalidURLUnit
	SpecialSchemeMissingFollowingSolidus
	MissingSchemeNonRelativeURL
	InvalidReverseSolidus
	InvalidCredentials
	HostMissing
	PortOutOfRange
	PortInvalid
	FileInvalidWindowsDriveLetter
	FileInvalidWindowsDriveLetterHost

	// Added by the 2026 edition ("Host parsing" rows).
	DomainPercentEncoded
	IPv4TooFewParts
	IPv6PieceLeadingZero
	IPv4NonASCIIInput

	numKinds
)

// Count is the number of validation error types in the Standard's table.
const Count = int(numKinds) - 1

var names = [numKinds]string{
	None:                                 "",
	DomainToASCII:                        "domain-to-ASCII",
	DomainInvalidCodePoint:               "domain-invalid-code-point",
	DomainToUnicode:                      "domain-to-Unicode",
	HostInvalidCodePoint:                 "host-invalid-code-point",
	IPv4EmptyPart:                        "IPv4-empty-part",
	IPv4TooManyParts:                     "IPv4-too-many-parts",
	IPv4NonNumericPart:                   "IPv4-non-numeric-part",
	IPv4NonDecimalPart:                   "IPv4-non-decimal-part",
	IPv4OutOfRangePart:                   "IPv4-out-of-range-part",
	IPv6Unclosed:                         "IPv6-unclosed",
	IPv6InvalidCompression:               "IPv6-invalid-compression",
	IPv6TooManyPieces:                    "IPv6-too-many-pieces",
	IPv6MultipleCompression:              "IPv6-multiple-compression",
	IPv6InvalidCodePoint:                 "IPv6-invalid-code-point",
	IPv6TooFewPieces:                     "IPv6-too-few-pieces",
	IPv4InIPv6TooManyPieces:              "IPv4-in-IPv6-too-many-pieces",
	IPv4InIPv6InvalidCodePoint:           "IPv4-in-IPv6-invalid-code-point",
	IPv4InIPv6OutOfRangePart:             "IPv4-in-IPv6-out-of-range-part",
	IPv4InIPv6TooFewParts:                "IPv4-in-IPv6-too-few-parts",
	InvalidURLUnit:                       "invalid-URL-unit",
	SpecialSchemeMissingFollowingSolidus: "special-scheme-missing-following-solidus",
	MissingSchemeNonRelativeURL:          "missing-scheme-non-relative-URL",
	InvalidReverseSolidus:                "invalid-reverse-solidus",
	InvalidCredentials:                   "invalid-credentials",
	HostMissing:                          "host-missing",
	PortOutOfRange:                       "port-out-of-range",
	PortInvalid:                          "port-invalid",
	FileInvalidWindowsDriveLetter:        "file-invalid-Windows-drive-letter",
	FileInvalidWindowsDriveLetterHost:    "file-invalid-Windows-drive-letter-host",
	DomainPercentEncoded:                 "domain-percent-encoded",
	IPv4TooFewParts:                      "IPv4-too-few-parts",
	IPv6PieceLeadingZero:                 "IPv6-piece-leading-zero",
	IPv4NonASCIIInput:                    "IPv4-non-ASCII-input",
}

// editions holds, for the types one edition's table lacks, the editions
// whose table has them: domain-invalid-code-point and domain-to-Unicode
// are the late-2025 table's only, the types appended above the 2026 one's.
var editions = map[Kind][edition.Count]bool{
	DomainInvalidCodePoint: {edition.Y2025: true},
	DomainToUnicode:        {edition.Y2025: true},
	DomainPercentEncoded:   {edition.Y2026: true},
	IPv4TooFewParts:        {edition.Y2026: true},
	IPv6PieceLeadingZero:   {edition.Y2026: true},
	IPv4NonASCIIInput:      {edition.Y2026: true},
}

// In reports whether k is a row of edition e's table.
func (k Kind) In(e edition.Edition) bool {
	if k == None || k >= numKinds || !e.Valid() {
		return false
	}
	in, ok := editions[k]
	return !ok || in[e]
}

// String returns the type's name as the Standard writes it, e.g. "IPv4-part".
func (k Kind) String() string {
	if k >= numKinds {
		return "unknown-validation-error"
	}
	return names[k]
}

// ByName returns the Kind the Standard names name, or None.
func ByName(name string) Kind {
	for k := Kind(1); k < numKinds; k++ {
		if names[k] == name {
			return k
		}
	}
	return None
}

// Reporter collects validation errors in the order they are reported.
// A nil *Reporter is valid and discards everything. Edition is the edition
// of the parse: the rules that only report (and so need no edition when
// nothing is collected) read it here.
type Reporter struct {
	Kinds   []Kind
	Edition edition.Edition
}

// Report records k. It is a no-op on a nil Reporter.
func (r *Reporter) Report(k Kind) {
	if r != nil {
		r.Kinds = append(r.Kinds, k)
	}
}

// ReportSince records k when r collects the errors of edition e or a later
// one: a validation error that edition e's table added.
func (r *Reporter) ReportSince(e edition.Edition, k Kind) {
	if r != nil && r.Edition >= e {
		r.Kinds = append(r.Kinds, k)
	}
}

// Since reports whether r collects the errors of edition e or a later one.
// It is false for a nil r, which collects nothing.
func (r *Reporter) Since(e edition.Edition) bool { return r != nil && r.Edition >= e }
