package legacy

import "unicode/utf8"

// handler is the handler of a stateless encoder for one non-ASCII code point:
// it appends the code point's bytes to dst, or reports false for the
// Standard's "error with codePoint". Every stateless encoder of the Standard
// returns an ASCII code point as a byte of the same value (its step 2), so
// encodeOrFail does that itself.
type handler interface {
	handle(dst []byte, cp rune) ([]byte, bool)
}

// encodeOrFail is "encode or fail" for a stateless encoder: process the queue
// in fatal mode, stopping after the first error. Stateless encoders return
// finished for end-of-queue, so the end of input adds nothing. Bytes of input
// that are not valid UTF-8 (which callers never pass) are taken as U+FFFD.
func encodeOrFail(h handler, dst []byte, input string) ([]byte, int, rune) {
	for i := 0; i < len(input); {
		if c := input[i]; c < utf8.RuneSelf {
			dst = append(dst, c)
			i++
			continue
		}
		cp, size := utf8.DecodeRuneInString(input[i:])
		i += size
		var ok bool
		if dst, ok = h.handle(dst, cp); !ok {
			return dst, i, cp
		}
	}
	return dst, len(input), -1
}

// trailOffset is the offset the Big5, gb18030 and Shift_JIS encoders add to
// a trail byte: 0x40 if trail is less than 0x3F, otherwise high.
func trailOffset(trail, high byte) byte {
	if trail < 0x3F {
		return 0x40
	}
	return high
}
