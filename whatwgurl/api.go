package whatwgurl

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"

// ValidationErrorType is a validation error type of the Standard's table in
// section 1.1. Its String method returns the Standard's name, such as
// "IPv4-too-many-parts".
type ValidationErrorType = validation.Kind

// ParseError is the error of a failed parse: the validation error that made
// the basic URL parser return failure.
type ParseError struct {
	Input string
	Type  ValidationErrorType
}

func (e *ParseError) Error() string {
	return "whatwgurl: cannot parse " + quote(e.Input) + ": " + e.Type.String()
}

func quote(s string) string {
	const max = 200
	if len(s) > max {
		s = s[:max] + "..."
	}
	return "\"" + s + "\""
}
