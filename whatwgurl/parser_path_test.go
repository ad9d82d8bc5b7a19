package whatwgurl

import (
	"math/rand"
	"strings"
	"testing"
)

// The path state runs whole plain segments in pathSegments when validation
// errors are not collected (Parse) and one step at a time in pathStep when
// they are (Validate): both must give every URL the same path. Paths made of
// dot segments (in each spelling), plain and percent-encoded segments,
// Windows drive letters and the delimiters around them, in special, file and
// other URLs, with and without a base.
func TestPathSegmentsAgreeWithPathStep(t *testing.T) {
	tokens := []string{"a", "b", "ab", ".", "..", "%2e", "%2E", "%2e%2E", ".%2e", "/", "/", "/",
		"\\", "?", "#", "C:", "c|", "%", "é", "\t", " ", "x%41", "..%2f"}
	prefixes := []string{"http://h/", "file:///", "file://h/", "file://", "foo://h/", "foo:/", "foo:",
		"http://h/a/b/", "file:///C:/", "file:C|/", ""}
	bases := []string{"", "http://x/y/z", "file:///D:/q/r"}
	r := rand.New(rand.NewSource(1))
	for range 20000 {
		var b strings.Builder
		b.WriteString(prefixes[r.Intn(len(prefixes))])
		for k := r.Intn(12); k >= 0; k-- {
			b.WriteString(tokens[r.Intn(len(tokens))])
		}
		input, base := b.String(), bases[r.Intn(len(bases))]
		var u *URL
		var err error
		var baseURL *URL
		if base == "" {
			u, err = Parse(input)
		} else {
			baseURL = MustParse(base)
			u, err = baseURL.Parse(input)
		}
		v, _, verr := Validate(input, baseURL)
		if (err == nil) != (verr == nil) {
			t.Fatalf("%q against %q: Parse fails: %v, Validate fails: %v", input, base, err, verr)
		}
		if err == nil && u.Href() != v.Href() {
			t.Fatalf("%q against %q: Parse gives %q, Validate %q", input, base, u.Href(), v.Href())
		}
	}
}
