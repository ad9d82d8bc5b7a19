package whatwgurl

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"

// EncodeSet names a percent-encode set of section 1.3.
type EncodeSet uint8

// The percent-encode sets, each containing the ones before it except where
// the Standard says otherwise (the query set lacks U+0060 of the fragment
// set). The values match the C ABI's.
const (
	C0ControlSet      EncodeSet = iota // C0 control percent-encode set
	FragmentSet                        // fragment percent-encode set
	QuerySet                           // query percent-encode set
	SpecialQuerySet                    // special-query percent-encode set
	PathSet                            // path percent-encode set
	UserinfoSet                        // userinfo percent-encode set
	ComponentSet                       // component percent-encode set
	FormURLEncodedSet                  // application/x-www-form-urlencoded percent-encode set
)

var encodeSets = [...]*percent.Set{
	C0ControlSet:      percent.C0Control,
	FragmentSet:       percent.Fragment,
	QuerySet:          percent.Query,
	SpecialQuerySet:   percent.SpecialQuery,
	PathSet:           percent.Path,
	UserinfoSet:       percent.Userinfo,
	ComponentSet:      percent.Component,
	FormURLEncodedSet: percent.FormURLEncoded,
}

func (s EncodeSet) set() *percent.Set {
	if int(s) < len(encodeSets) {
		return encodeSets[s]
	}
	return percent.Component
}

// Valid reports whether s names one of the sets.
func (s EncodeSet) Valid() bool { return int(s) < len(encodeSets) }

// PercentEncode runs "UTF-8 percent-encode" (section 1.3) on s with set;
// with spaceAsPlus U+0020 becomes "+". Input that is not valid UTF-8 is read
// as U+FFFD. An unknown set is treated as the component set.
func PercentEncode(s string, set EncodeSet, spaceAsPlus bool) string {
	s = toScalarValues(s)
	if !spaceAsPlus && !percent.NeedsEncoding(s, set.set()) {
		return s
	}
	return string(percent.AppendUTF8(make([]byte, 0, len(s)+8), s, set.set(), spaceAsPlus))
}

// PercentDecode runs "percent-decode" (section 1.3) on s and returns the
// bytes, which need not be UTF-8.
func PercentDecode(s string) []byte { return percent.Decode(s) }

// PercentDecodeString percent-decodes s and reads the bytes as UTF-8
// without BOM, each invalid sequence becoming U+FFFD.
func PercentDecodeString(s string) string {
	return toScalarValues(string(percent.Decode(s)))
}
