package form

import (
	"slices"
	"unicode/utf8"
)

// Sort sorts list in place by name, stably, as URLSearchParams's sort()
// method does (section 6.2): a is less than b when a's name is code unit less
// than b's name.
func Sort(list []Pair) {
	slices.SortStableFunc(list, func(a, b Pair) int {
		return CompareCodeUnits(a.Name, b.Name)
	})
}

// CompareCodeUnits compares a and b as sequences of UTF-16 code units (the
// Infra Standard's "code unit less than"), returning -1, 0 or +1, without
// converting them to UTF-16.
//
// UTF-8 byte order is code point order, and that equals code unit order
// except between U+E000..U+FFFF and the code points above U+FFFF: the latter
// start with a surrogate (0xD800..0xDBFF), so they sort first in UTF-16. The
// comparison is byte-wise up to the first differing code point, which alone
// is then compared by its UTF-16 order.
func CompareCodeUnits(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	if i == n {
		switch {
		case len(a) < len(b):
			return -1
		case len(a) > len(b):
			return +1
		}
		return 0
	}
	// Back up to the start of the code point in which a and b first differ;
	// the bytes before i are common, so it starts at the same place in both.
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	ra, _ := utf8.DecodeRuneInString(a[i:])
	rb, _ := utf8.DecodeRuneInString(b[i:])
	ka, kb := codeUnitKey(ra), codeUnitKey(rb)
	switch {
	case ka < kb:
		return -1
	case ka > kb:
		return +1
	}
	// Different bytes decoding to the same code point only happens in
	// invalid UTF-8 (both read as U+FFFD); fall back to byte order there.
	if a[i:] < b[i:] {
		return -1
	}
	return +1
}

// codeUnitKey maps a code point to a number whose order between two
// different code points is the order of their UTF-16 encodings.
func codeUnitKey(r rune) rune {
	if r >= 0xE000 && r <= 0xFFFF {
		return r + 0x110000 // after every surrogate pair
	}
	return r
}
