// Package infra holds the primitives every layer of the engine shares, each
// in one place: the Infra Standard's ASCII code point classes and hex
// digits (ascii.go), the URL Standard's classes built from them alone, URL
// code points, percent-encoded bytes and URL units (urlunits.go), and the
// Encoding Standard's UTF-8 decode (utf8.go). It is the bottom layer: it
// imports nothing of the engine.
package infra

import (
	"unicode/utf8"
	"unsafe"
)

// ScalarValueString returns s as a scalar value string (the USVString a Web
// IDL binding would receive): s itself when it is valid UTF-8, otherwise s
// read by the Encoding Standard's UTF-8 decoder, in which each maximal
// invalid subsequence becomes one U+FFFD. The result is built in one
// allocation of its exact length.
func ScalarValueString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	n := 0
	for i := 0; i < len(s); {
		j, valid := nextSequence(s, i)
		if valid {
			n += j - i
		} else {
			n += len("\uFFFD")
		}
		i = j
	}
	b := AppendScalarValues(make([]byte, 0, n), s)
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not used again
}

// AppendScalarValues appends the UTF-8 decoding of s to dst, with the error
// mode replacement. It follows the Encoding Standard's UTF-8 decoder: a byte
// that does not fit the sequence begun so far ends that sequence with one
// U+FFFD and is then read again as the start of a new one. Go's utf8 package
// agrees on what is valid but replaces invalid input one byte at a time, so
// it would give more U+FFFD than the decoder for a truncated sequence.
func AppendScalarValues[S ~string | ~[]byte](dst []byte, s S) []byte {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			dst = append(dst, s[i])
			i++
			continue
		}
		j, valid := nextSequence(s, i)
		if valid {
			dst = append(dst, s[i:j]...)
		} else {
			dst = append(dst, "\uFFFD"...)
		}
		i = j
	}
	return dst
}

// nextSequence reads the byte sequence that starts at s[i] as the UTF-8
// decoder does and returns where it ends and whether it is a code point
// (valid) or an invalid sequence, read as one U+FFFD. An invalid sequence
// ends before the byte that does not fit it, which starts the next one.
func nextSequence[S ~string | ~[]byte](s S, i int) (end int, valid bool) {
	b := s[i]
	if b < utf8.RuneSelf {
		return i + 1, true
	}
	needed, lower, upper := leadByte(b)
	if needed == 0 {
		return i + 1, false
	}
	j := i + 1
	for seen := 0; seen < needed; seen++ {
		if j >= len(s) || s[j] < lower || s[j] > upper {
			return j, false
		}
		lower, upper = 0x80, 0xBF
		j++
	}
	return j, true
}

// leadByte returns, for a UTF-8 decoder that has no sequence in progress and
// reads byte b (>= 0x80), the number of continuation bytes needed and the
// range allowed for the first of them. needed is 0 when b cannot start a
// sequence.
func leadByte(b byte) (needed int, lower, upper byte) {
	lower, upper = 0x80, 0xBF
	switch {
	case 0xC2 <= b && b <= 0xDF:
		needed = 1
	case 0xE0 <= b && b <= 0xEF:
		needed = 2
		if b == 0xE0 {
			lower = 0xA0 // no overlong forms
		} else if b == 0xED {
			upper = 0x9F // no surrogates
		}
	case 0xF0 <= b && b <= 0xF4:
		needed = 3
		if b == 0xF0 {
			lower = 0x90 // no overlong forms
		} else if b == 0xF4 {
			upper = 0x8F // nothing above U+10FFFF
		}
	}
	return needed, lower, upper
}
