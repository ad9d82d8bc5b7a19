package percent

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"

// AppendByte appends the percent-encoding of b ("%" and two upper-case hex
// digits) to dst: section 1.3, "percent-encode a byte".
func AppendByte(dst []byte, b byte) []byte {
	return append(dst, '%', infra.UpperHexDigits[b>>4], infra.UpperHexDigits[b&0xF])
}

// NeedsEncoding reports whether UTF-8 percent-encoding s with set would change it.
func NeedsEncoding(s string, set *Set) bool {
	for i := 0; i < len(s); i++ {
		if set[s[i]] {
			return true
		}
	}
	return false
}

// AppendUTF8 appends the UTF-8 percent-encoding of the scalar value string s
// using set (section 1.3, "UTF-8 percent-encode"). s must be valid UTF-8; the
// URL parser guarantees it. With spaceAsPlus, U+0020 becomes "+".
//
// When dst may lack the room, it is grown once to the exact length first, so
// that a long s is not copied again and again as append grows dst.
func AppendUTF8(dst []byte, s string, set *Set, spaceAsPlus bool) []byte {
	if cap(dst)-len(dst) < 3*len(s) {
		dst = infra.Grow(dst, EncodedLen(s, set, spaceAsPlus))
	}
	return appendBytes(dst, s, set, spaceAsPlus)
}

// EncodedLen is the length of the UTF-8 percent-encoding of s with set.
func EncodedLen(s string, set *Set, spaceAsPlus bool) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if set[s[i]] && !(spaceAsPlus && s[i] == ' ') {
			n += 2
		}
	}
	return n
}

// appendBytes is step 5.3 of percent-encode after encoding: each byte of an
// encoder's output, as it is or percent-encoded.
func appendBytes[T ~string | ~[]byte](dst []byte, bytes T, set *Set, spaceAsPlus bool) []byte {
	for i := 0; i < len(bytes); i++ {
		b := bytes[i]
		switch {
		case spaceAsPlus && b == ' ':
			dst = append(dst, '+')
		case set[b]:
			dst = AppendByte(dst, b)
		default:
			dst = append(dst, b)
		}
	}
	return dst
}

// Encoder is one instance of an Encoding Standard encoder, used through its
// "encode or fail" hook. An instance keeps its state (ISO-2022-JP has some)
// between calls, as the Encoding Standard's note on encode or fail requires.
type Encoder interface {
	// EncodeOrFail appends to dst the encoding of input until either all of
	// input is encoded, end-of-queue included, or a code point cannot be
	// encoded. It returns the extended dst, how many bytes of input it
	// consumed (including the failing code point), and the failing code point,
	// or -1 when it reached the end of input.
	EncodeOrFail(dst []byte, input string) (out []byte, consumed int, failed rune)
}

// AppendAfterEncoding implements "percent-encode after encoding" (section 1.3)
// with encoder, an instance for this call alone. A nil encoder means UTF-8.
func AppendAfterEncoding(dst []byte, encoder Encoder, input string, set *Set, spaceAsPlus bool) []byte {
	if encoder == nil {
		return AppendUTF8(dst, input, set, spaceAsPlus)
	}
	var scratch [64]byte
	for {
		encoded, n, failed := encoder.EncodeOrFail(scratch[:0], input)
		input = input[n:]
		dst = appendBytes(dst, encoded, set, spaceAsPlus)
		if failed < 0 {
			return dst
		}
		// Step 5.4: the numeric character reference, itself percent-encoded.
		dst = append(dst, "%26%23"...)
		dst = appendDecimal(dst, uint32(failed))
		dst = append(dst, "%3B"...)
	}
}

func appendDecimal(dst []byte, v uint32) []byte {
	var buf [10]byte
	i := len(buf)
	for {
		i--
		buf[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return append(dst, buf[i:]...)
}
