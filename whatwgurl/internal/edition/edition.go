// Package edition names the editions of the URL Standard the engine
// implements. Every layer that behaves differently in a later edition takes
// the Edition of the parse it serves; there is no package-level switch.
package edition

// Edition is an edition of the URL Standard. The zero Edition is the
// default, the late-2025 text.
type Edition uint8

const (
	// Y2025 is the late-2025 Living Standard (whatwg/url 5252665,
	// 2025-10-30): the default.
	Y2025 Edition = iota
	// Y2026 is the text of July 2026 (whatwg/url 6ae8486, 2026-07-02) with
	// the IPv4-non-ASCII-input validation error merged after it: the
	// domain parser keeps an ASCII domain when Unicode ToASCII fails,
	// domain to Unicode keeps a domain when ToUnicode records an error,
	// and the validation error table changed.
	Y2026

	numEditions
)

// Default is the edition a parse uses unless its caller asks for another.
const Default = Y2025

var names = [numEditions]string{Y2025: "2025", Y2026: "2026"}

// String returns the edition's year, "2025" or "2026".
func (e Edition) String() string {
	if e >= numEditions {
		return "unknown-edition"
	}
	return names[e]
}

// Valid reports whether e is an edition the engine implements.
func (e Edition) Valid() bool { return e < numEditions }

// ByName returns the edition whose year is name ("2025" or "2026").
func ByName(name string) (Edition, bool) {
	for e := Edition(0); e < numEditions; e++ {
		if names[e] == name {
			return e, true
		}
	}
	return Default, false
}

// Count is the number of editions.
const Count = int(numEditions)
