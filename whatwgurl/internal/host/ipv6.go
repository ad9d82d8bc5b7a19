package host

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// ParseIPv6 is the IPv6 parser (section 3.5) on input without its brackets.
// On failure it returns the validation error that caused it; the one error
// it reports is the 2026 edition's IPv6-piece-leading-zero.
func ParseIPv6(input string, r *validation.Reporter) ([8]uint16, validation.Kind) {
	// Every IPv6 parser error is fatal (returned, not reported) but the 2026
	// edition's IPv6-piece-leading-zero.
	var address [8]uint16
	pieceIndex := 0
	compress := -1 // null
	pointer := 0
	n := len(input)

	// Step 5: a leading "::".
	if n > 0 && input[0] == ':' {
		if n < 2 || input[1] != ':' {
			return address, validation.IPv6InvalidCompression
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}

	// Step 6.
pieces:
	for pointer < n {
		if pieceIndex == 8 {
			return address, validation.IPv6TooManyPieces
		}
		if input[pointer] == ':' {
			if compress != -1 {
				return address, validation.IPv6MultipleCompression
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		// Step 6.4.
		value, length := uint16(0), 0
		for length < 4 && pointer < n {
			d := infra.HexDigitValue(input[pointer])
			if d == infra.NotHex {
				break
			}
			value = value<<4 | uint16(d)
			pointer++
			length++
		}
		if pointer < n {
			switch input[pointer] {
			case '.':
				// Step 6.5: IPv4 in IPv6.
				if length == 0 {
					return address, validation.IPv4InIPv6InvalidCodePoint
				}
				pointer -= length
				if pieceIndex > 6 {
					return address, validation.IPv4InIPv6TooManyPieces
				}
				if k := parseIPv4InIPv6(input[pointer:], &address, pieceIndex); k != validation.None {
					return address, k
				}
				pieceIndex += 2 // step 6.5.5.7 moved past both pieces
				break pieces
			case ':':
				// Step 6.6.
				pointer++
				if pointer == n {
					return address, validation.IPv6InvalidCodePoint
				}
			default:
				// Step 6.7.
				return address, validation.IPv6InvalidCodePoint
			}
		}
		// 2026 edition, IPv6 parser step 6.8: a piece of more than one
		// digit whose value would fit in fewer.
		if length > 1 && value < 1<<(4*(length-1)) {
			r.ReportSince(edition.Y2026, validation.IPv6PieceLeadingZero)
		}
		address[pieceIndex] = value
		pieceIndex++
	}

	// Steps 7-8.
	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			j := compress + swaps - 1
			address[pieceIndex], address[j] = address[j], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return address, validation.IPv6TooFewPieces
	}
	return address, validation.None
}

// parseIPv4InIPv6 runs step 6.5.4 to 6.5.6 of the IPv6 parser on input, the
// rest of the IPv6 input from the first digit of the dotted part, writing the
// two pieces at pieceIndex and pieceIndex+1.
func parseIPv4InIPv6(input string, address *[8]uint16, pieceIndex int) validation.Kind {
	numbersSeen := 0
	pointer := 0
	for pointer < len(input) {
		// Step 6.5.5.2.
		if numbersSeen > 0 {
			if input[pointer] == '.' && numbersSeen < 4 {
				pointer++
			} else {
				return validation.IPv4InIPv6InvalidCodePoint
			}
		}
		// Step 6.5.5.3.
		if pointer == len(input) || !infra.IsASCIIDigit(input[pointer]) {
			return validation.IPv4InIPv6InvalidCodePoint
		}
		// Step 6.5.5.4.
		ipv4Piece := -1
		for pointer < len(input) && infra.IsASCIIDigit(input[pointer]) {
			number := int(input[pointer] - '0')
			switch ipv4Piece {
			case -1:
				ipv4Piece = number
			case 0:
				return validation.IPv4InIPv6InvalidCodePoint
			default:
				ipv4Piece = ipv4Piece*10 + number
			}
			if ipv4Piece > 255 {
				return validation.IPv4InIPv6OutOfRangePart
			}
			pointer++
		}
		// Steps 6.5.5.5-6.5.5.7.
		address[pieceIndex] = address[pieceIndex]<<8 | uint16(ipv4Piece)
		numbersSeen++
		if numbersSeen == 2 || numbersSeen == 4 {
			pieceIndex++
		}
	}
	// Step 6.5.6.
	if numbersSeen != 4 {
		return validation.IPv4InIPv6TooFewParts
	}
	return validation.None
}

// AppendIPv6 appends the IPv6 serializer's output for addr (section 3.6),
// without the brackets the host serializer adds.
func AppendIPv6(dst []byte, addr [8]uint16) []byte {
	compress := compressedPieceIndex(addr)
	ignore0 := false
	for pieceIndex, piece := range addr {
		if ignore0 && piece == 0 {
			continue
		}
		ignore0 = false
		if compress == pieceIndex {
			if pieceIndex == 0 {
				dst = append(dst, "::"...)
			} else {
				dst = append(dst, ':')
			}
			ignore0 = true
			continue
		}
		dst = appendHex16(dst, piece)
		if pieceIndex != 7 {
			dst = append(dst, ':')
		}
	}
	return dst
}

// compressedPieceIndex is "find the IPv6 address compressed piece index"
// (section 3.6): the first longest run of two or more zero pieces, or -1.
func compressedPieceIndex(addr [8]uint16) int {
	longestIndex, longestSize := -1, 1
	foundIndex, foundSize := -1, 0
	for pieceIndex, piece := range addr {
		if piece != 0 {
			if foundSize > longestSize {
				longestIndex, longestSize = foundIndex, foundSize
			}
			foundIndex, foundSize = -1, 0
			continue
		}
		if foundIndex == -1 {
			foundIndex = pieceIndex
		}
		foundSize++
	}
	if foundSize > longestSize {
		return foundIndex
	}
	return longestIndex
}

// appendHex16 appends v as the shortest lowercase hexadecimal number.
func appendHex16(dst []byte, v uint16) []byte {
	switch {
	case v >= 0x1000:
		return append(dst, infra.LowerHexDigits[v>>12], infra.LowerHexDigits[v>>8&0xF], infra.LowerHexDigits[v>>4&0xF], infra.LowerHexDigits[v&0xF])
	case v >= 0x100:
		return append(dst, infra.LowerHexDigits[v>>8], infra.LowerHexDigits[v>>4&0xF], infra.LowerHexDigits[v&0xF])
	case v >= 0x10:
		return append(dst, infra.LowerHexDigits[v>>4], infra.LowerHexDigits[v&0xF])
	}
	return append(dst, infra.LowerHexDigits[v])
}
