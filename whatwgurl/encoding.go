package whatwgurl

import (
	"errors"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/legacy"
)

// ErrUnknownEncoding is returned for an encoding label that the Encoding
// Standard does not know.
var ErrUnknownEncoding = errors.New("whatwgurl: unknown encoding label")

// lookupEncoding runs "get an encoding" on label and then "get an output
// encoding" (section 4.4, step 5). It returns nil for UTF-8.
func lookupEncoding(label string) (encoding, error) {
	e, ok := legacy.Lookup(label)
	if !ok {
		return nil, ErrUnknownEncoding
	}
	if e = e.Output(); e.IsUTF8() {
		return nil, nil
	}
	return e, nil
}

// EncodingName returns the name of the encoding label names ("sjis" gives
// "Shift_JIS"), or false when the label is unknown.
func EncodingName(label string) (string, bool) {
	e, ok := legacy.Lookup(label)
	if !ok {
		return "", false
	}
	return e.Name(), true
}

// ParseWithEncoding parses input against base (nil for none) with an
// encoding override (section 4.4): the query of a special URL other than
// ws: and wss: is percent-encoded after encoding it with the encoding that
// label names, as in an HTML page in that encoding. The label is a WHATWG
// encoding label ("shift_jis", "latin1", ...); replacement, UTF-16BE and
// UTF-16LE become UTF-8 as the Standard's "get an output encoding" says.
func ParseWithEncoding(input string, base *URL, label string) (*URL, error) {
	return Parser{}.ParseWithEncoding(input, base, label)
}

// StringWithEncoding is the application/x-www-form-urlencoded serializer
// (section 5.2) with an encoding override: names and values are encoded with
// the encoding label names (after "get an output encoding"), and code points
// it cannot encode become "%26%23" + decimal + "%3B", as a form submitted
// from a page in that encoding is.
func (p *SearchParams) StringWithEncoding(label string) (string, error) {
	enc, err := lookupEncoding(label)
	if err != nil {
		return "", err
	}
	if enc == nil {
		return p.String(), nil
	}
	return string(p.list.appendSerializedWith(nil, enc.NewEncoder())), nil
}
