package host

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"

// Section 3.2: forbidden host code points and forbidden domain code points.
// Both are ASCII, so a byte-indexed table decides them for UTF-8 input: every
// byte of a multi-byte sequence is >= 0x80 and in neither table.

// forbiddenHostTable derives forbiddenHost (tables_gen.go): the forbidden
// host code points.
func forbiddenHostTable() (t [256]bool) {
	for _, c := range "\x00\t\n\r #/:<>?@[\\]^|" {
		t[c] = true
	}
	return t
}

// forbiddenDomainTable derives forbiddenDomain (tables_gen.go) from
// forbiddenHost: the forbidden domain code points are the forbidden host
// code points, the C0 controls, U+0025 (%) and U+007F DELETE.
func forbiddenDomainTable(forbiddenHost *[256]bool) (t [256]bool) {
	t = *forbiddenHost
	for c := range t {
		t[c] = t[c] || infra.IsC0Control(byte(c))
	}
	t['%'] = true
	t[0x7F] = true
	return t
}

// InSerializedOpaqueHost reports whether b can be a byte of an opaque host
// as the opaque-host parser writes it (section 3.5): not a forbidden host
// code point, and not percent-encoded by the C0 control percent-encode set.
func InSerializedOpaqueHost(b byte) bool { return b > ' ' && b < 0x7F && !forbiddenHost[b] }
