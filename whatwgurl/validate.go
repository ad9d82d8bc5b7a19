package whatwgurl

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"

// Validate parses input against base (nil for none) like (*URL).Parse and
// also returns every validation error the basic URL parser reported, in the
// order it reported them (section 1.1; a URL string that parses with none is
// a valid URL string, modulo the Standard's writing rules). A plain Parse
// does not collect them and does not pay for them.
func Validate(input string, base *URL) (u *URL, errs []ValidationErrorType, err error) {
	var r validation.Reporter
	u, err = parse(input, base, nil, Default, &r)
	return u, r.Kinds, err
}
