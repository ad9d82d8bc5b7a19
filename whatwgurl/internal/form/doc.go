// Package form implements section 5 of the URL Standard, the
// application/x-www-form-urlencoded format: its parser (5.1), its serializer
// (5.2), and the list operations URLSearchParams (section 6.2) builds on,
// such as sorting names by code units.
//
// A list is a []Pair. Names and values are Go strings that hold scalar value
// strings (valid UTF-8); infra.ScalarValueString turns any other Go string into one
// the way the Standard's "UTF-8 decode" would read its bytes.
package form

// Pair is one name-value tuple of a list (section 5).
type Pair struct {
	Name, Value string
}
