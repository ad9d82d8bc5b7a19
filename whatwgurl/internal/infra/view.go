package infra

import "unsafe"

// BytesView returns b as a string without copying. The caller must not keep
// the string past the next change of b.
func BytesView(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}
