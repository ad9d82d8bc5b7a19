package whatwgurl

// TEMPORARY: signatures of the parser API, filled in by the parser files.

// Parse parses input with no base URL (section 6.1, the URL constructor).
func Parse(input string) (*URL, error) { panic("whatwgurl: parser not written yet") }

// Parse parses ref against u as the base URL.
func (u *URL) Parse(ref string) (*URL, error) { panic("whatwgurl: parser not written yet") }

// CanParse reports whether input parses against base (nil for none).
func CanParse(input string, base *URL) bool { panic("whatwgurl: parser not written yet") }

// AppendParse parses input against base (nil for none), appends the href to
// dst and returns it with the components of the new URL, whose offsets are
// relative to the start of the appended href. On failure it returns dst as
// it was and the validation error that made the parse fail.
func AppendParse(dst []byte, input string, base *URL) ([]byte, Components, ValidationErrorType) {
	panic("whatwgurl: parser not written yet")
}

// FromComponents returns the URL whose href and components are href and c,
// as AppendParse or Components gave them. It trusts them: it does not check.
func FromComponents(href string, c Components) URL { return URL{href: href, c: c} }

// updateFromSearchParams is the URLSearchParams update steps (section 6.2)
// seen from the URL: serialized is the list's serialization.
func (u *URL) updateFromSearchParams(serialized string) { panic("not written yet") }
