package whatwgurl

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"

// The validation error types of the Standard's table in section 1.1, in the
// late-2025 edition's order, then those the 2026 edition added. Each one's String method returns the Standard's name: for example
// ValidationIPv4TooManyParts.String() is "IPv4-too-many-parts".
const (
	ValidationDomainToASCII                        ValidationErrorType = validation.DomainToASCII
	ValidationDomainInvalidCodePoint               ValidationErrorType = validation.DomainInvalidCodePoint
	ValidationDomainToUnicode                      ValidationErrorType = validation.DomainToUnicode
	ValidationHostInvalidCodePoint                 ValidationErrorType = validation.HostInvalidCodePoint
	ValidationIPv4EmptyPart                        ValidationErrorType = validation.IPv4EmptyPart
	ValidationIPv4TooManyParts                     ValidationErrorType = validation.IPv4TooManyParts
	ValidationIPv4NonNumericPart                   ValidationErrorType = validation.IPv4NonNumericPart
	ValidationIPv4NonDecimalPart                   ValidationErrorType = validation.IPv4NonDecimalPart
	ValidationIPv4OutOfRangePart                   ValidationErrorType = validation.IPv4OutOfRangePart
	ValidationIPv6Unclosed                         ValidationErrorType = validation.IPv6Unclosed
	ValidationIPv6InvalidCompression               ValidationErrorType = validation.IPv6InvalidCompression
	ValidationIPv6TooManyPieces                    ValidationErrorType = validation.IPv6TooManyPieces
	ValidationIPv6MultipleCompression              ValidationErrorType = validation.IPv6MultipleCompression
	ValidationIPv6InvalidCodePoint                 ValidationErrorType = validation.IPv6InvalidCodePoint
	ValidationIPv6TooFewPieces                     ValidationErrorType = validation.IPv6TooFewPieces
	ValidationIPv4InIPv6TooManyPieces              ValidationErrorType = validation.IPv4InIPv6TooManyPieces
	ValidationIPv4InIPv6InvalidCodePoint           ValidationErrorType = validation.IPv4InIPv6InvalidCodePoint
	ValidationIPv4InIPv6OutOfRangePart             ValidationErrorType = validation.IPv4InIPv6OutOfRangePart
	ValidationIPv4InIPv6TooFewParts                ValidationErrorType = validation.IPv4InIPv6TooFewParts
	ValidationInvalidURLUnit                       ValidationErrorType = validation.InvalidURLUnit
	ValidationSpecialSchemeMissingFollowingSolidus ValidationErrorType = validation.SpecialSchemeMissingFollowingSolidus
	ValidationMissingSchemeNonRelativeURL          ValidationErrorType = validation.MissingSchemeNonRelativeURL
	ValidationInvalidReverseSolidus                ValidationErrorType = validation.InvalidReverseSolidus
	ValidationInvalidCredentials                   ValidationErrorType = validation.InvalidCredentials
	ValidationHostMissing                          ValidationErrorType = validation.HostMissing
	ValidationPortOutOfRange                       ValidationErrorType = validation.PortOutOfRange
	ValidationPortInvalid                          ValidationErrorType = validation.PortInvalid
	ValidationFileInvalidWindowsDriveLetter        ValidationErrorType = validation.FileInvalidWindowsDriveLetter
	ValidationFileInvalidWindowsDriveLetterHost    ValidationErrorType = validation.FileInvalidWindowsDriveLetterHost

	// The types the 2026 edition's table added; only Edition2026 reports
	// them (and it reports neither ValidationDomainInvalidCodePoint nor
	// ValidationDomainToUnicode, which its table dropped).
	ValidationDomainPercentEncoded ValidationErrorType = validation.DomainPercentEncoded
	ValidationIPv4TooFewParts      ValidationErrorType = validation.IPv4TooFewParts
	ValidationIPv6PieceLeadingZero ValidationErrorType = validation.IPv6PieceLeadingZero
	ValidationIPv4NonASCIIInput    ValidationErrorType = validation.IPv4NonASCIIInput
)

// ValidationErrorTypeByName returns the type the Standard names name (such
// as "host-missing"), or false.
func ValidationErrorTypeByName(name string) (ValidationErrorType, bool) {
	k := validation.ByName(name)
	return k, k != validation.None
}
