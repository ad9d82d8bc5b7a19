//go:build !cgo

package canonicalc

// Available reports whether the C fast path is compiled in: not without cgo.
const Available = false

// Components is as in the cgo build.
type Components struct {
	Offsets                                                 [12]uint32
	Port                                                    int32
	HostType, SchemeType                                    uint8
	OpaquePath                                              bool
	HasCredentials, HasHost, HasPort, HasQuery, HasFragment bool
}

// Canonical is never called without cgo (see Available).
func Canonical(string) (c Components, slash, ok bool) { panic("canonicalc: built without cgo") }

// CanonicalWord is never called without cgo (see Available).
func CanonicalWord(string) (c Components, slash, ok bool) { panic("canonicalc: built without cgo") }

// Vector is false without cgo.
func Vector() bool { return false }

// Rewrite is never called without cgo (see Available).
func Rewrite(string) (out string, c Components, slash, ok bool) {
	panic("canonicalc: built without cgo")
}
