package legacy

import "unicode/utf8"

// iso2022JPState is the ISO-2022-JP encoder state.
type iso2022JPState uint8

const (
	iso2022JPASCII iso2022JPState = iota
	iso2022JPRoman
	iso2022JPJis0208
)

// The escape sequences that switch the decoder's state.
var (
	escASCII   = [3]byte{0x1B, 0x28, 0x42} // ESC ( B
	escRoman   = [3]byte{0x1B, 0x28, 0x4A} // ESC ( J
	escJis0208 = [3]byte{0x1B, 0x24, 0x42} // ESC $ B
)

// iso2022JPEncoder is the ISO-2022-JP encoder of the Encoding Standard, the
// only encoder with state. The state survives an error, as the note on
// "encode or fail" requires: the next call continues in the same state.
type iso2022JPEncoder struct{ state iso2022JPState }

// EncodeOrFail implements percent.Encoder. Reaching the end of input runs the
// handler for end-of-queue, which switches back to ASCII (steps 1 and 2).
func (e *iso2022JPEncoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	for i := 0; i < len(input); {
		cp, size := utf8.DecodeRuneInString(input[i:])
		i += size
		var failed rune
		if dst, failed = e.handle(dst, cp); failed >= 0 {
			return dst, i, failed
		}
	}
	if e.state != iso2022JPASCII {
		e.state = iso2022JPASCII
		dst = append(dst, escASCII[:]...)
	}
	return dst, len(input), -1
}

// handle runs steps 3 to 14 of the handler for cp and returns the code point
// of an error, or -1. Where the Standard restores the code point to the queue
// after a state change, the loop runs the handler again on it.
func (e *iso2022JPEncoder) handle(dst []byte, cp rune) ([]byte, rune) {
	for {
		ascii := cp < 0x80
		switch {
		case e.state != iso2022JPJis0208 && (cp == 0x0E || cp == 0x0F || cp == 0x1B):
			// Step 3: U+FFFD rather than cp, so no escape can be smuggled in.
			return dst, 0xFFFD
		case e.state == iso2022JPASCII && ascii:
			return append(dst, byte(cp)), -1
		case e.state == iso2022JPRoman && (ascii && cp != 0x5C && cp != 0x7E || cp == 0xA5 || cp == 0x203E):
			switch cp {
			case 0xA5:
				return append(dst, 0x5C), -1
			case 0x203E:
				return append(dst, 0x7E), -1
			}
			return append(dst, byte(cp)), -1
		case ascii: // step 6: the state is not ASCII
			dst = append(dst, escASCII[:]...)
			e.state = iso2022JPASCII
			continue
		case cp == 0xA5 || cp == 0x203E: // step 7: the state is not Roman
			dst = append(dst, escRoman[:]...)
			e.state = iso2022JPRoman
			continue
		case cp == 0x2212:
			cp = 0xFF0D
		case cp >= 0xFF61 && cp <= 0xFF9F:
			cp = rune(iso2022JPKatakana[cp-0xFF61])
		}
		pointer, ok := jis0208Index.lookup(cp)
		if !ok {
			if e.state == iso2022JPJis0208 {
				dst = append(dst, escASCII[:]...)
				e.state = iso2022JPASCII
				continue
			}
			return dst, cp
		}
		if e.state != iso2022JPJis0208 {
			dst = append(dst, escJis0208[:]...)
			e.state = iso2022JPJis0208
			continue
		}
		return append(dst, byte(pointer/94+0x21), byte(pointer%94+0x21)), -1
	}
}
