// Package infra holds the primitives every layer of the engine shares, each
// in one place: the Infra Standard's ASCII code point classes and hex
// digits (ascii.go), the URL Standard's classes built from them alone, URL
// code points, percent-encoded bytes and URL units (urlunits.go), and the
// Encoding Standard's UTF-8 decode (utf8.go). It is the bottom layer: it
// imports nothing of the engine.
package infra

import "unicode/utf8"

// ScalarValueString returns s as a scalar value string (the USVString a Web
// IDL binding would receive): s itself when it is valid UTF-8, otherwise s
// read by the Encoding Standard's UTF-8 decoder, in which each maximal
// invalid subsequence becomes one U+FFFD.
func ScalarValueString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string(AppendScalarValues(make([]byte, 0, len(s)+8), s))
}

// appendScalarValues appends the UTF-8 decoding of s to dst, with the error
// mode replacement. It follows the Encoding Standard's UTF-8 decoder: a byte
// that does not fit the sequence begun so far ends that sequence with one
// U+FFFD and is then read again as the start of a new one. Go's utf8 package
// agrees on what is valid but replaces invalid input one byte at a time, so
// it would give more U+FFFD than the decoder for a truncated sequence.
func AppendScalarValues[S ~string | ~[]byte](dst []byte, s S) []byte {
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			dst = append(dst, b)
			i++
			continue
		}
		needed, lower, upper := leadByte(b)
		if needed == 0 {
			dst = append(dst, "\uFFFD"...)
			i++
			continue
		}
		j := i + 1
		for seen := 0; seen < needed; seen++ {
			if j >= len(s) || s[j] < lower || s[j] > upper {
				break
			}
			lower, upper = 0x80, 0xBF
			j++
		}
		if j-i == needed+1 {
			for k := i; k < j; k++ {
				dst = append(dst, s[k])
			}
		} else {
			// The byte at j (if any) is not consumed: it is read again.
			dst = append(dst, "\uFFFD"...)
		}
		i = j
	}
	return dst
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
