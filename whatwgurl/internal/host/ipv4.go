package host

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// text is what the IPv4 code reads: the host parser hands it either the
// caller's string or bytes it already wrote to dst, and neither should be
// copied into the other form.
type text interface{ ~string | ~[]byte }

// numberCap is above every value the IPv4 parser compares against
// (256^4), so an IPv4 number may saturate there without changing a result.
const numberCap = 1 << 40

// EndsInANumber is the ends in a number checker (section 3.5).
func EndsInANumber(input string) bool { return endsInANumber(input) }

func endsInANumber[T text](input T) bool {
	// Steps 1-3: last is the last part, or the one before an empty last part.
	end := len(input)
	if end > 0 && input[end-1] == '.' {
		end--
		if end == 0 {
			return false // the only part was the empty string
		}
	}
	start := end
	for start > 0 && input[start-1] != '.' {
		start--
	}
	last := input[start:end]
	// Step 4.
	if len(last) > 0 {
		digits := true
		for i := 0; i < len(last); i++ {
			if !infra.IsASCIIDigit(last[i]) {
				digits = false
				break
			}
		}
		if digits {
			return true
		}
	}
	// Step 5.
	_, _, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4Number is the IPv4 number parser (section 3.5). It returns the
// number (saturated at numberCap), whether a validation error is due (a
// 0x or 0 prefix), and false for failure.
func parseIPv4Number[T text](input T) (n uint64, validationError, ok bool) {
	// Step 1.
	if len(input) == 0 {
		return 0, false, false
	}
	// Steps 3-5.
	radix := uint64(10)
	if len(input) >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X') {
		validationError, radix, input = true, 16, input[2:]
	} else if len(input) >= 2 && input[0] == '0' {
		validationError, radix, input = true, 8, input[1:]
	}
	// Step 6.
	if len(input) == 0 {
		return 0, true, true
	}
	// Steps 7-8.
	for i := 0; i < len(input); i++ {
		// A byte that is no hex digit has infra.NotHex, above every radix.
		d := uint64(infra.HexDigitValue(input[i]))
		if d >= radix {
			return 0, false, false
		}
		if n < numberCap {
			n = n*radix + d
		}
	}
	if n > numberCap {
		n = numberCap
	}
	return n, validationError, true
}

// ParseIPv4 is the IPv4 parser (section 3.5). Non-fatal validation errors go
// to r; on failure it returns the validation error that caused it.
//
// The Standard says the IPv4 parser is not to be invoked directly: the host
// parser calls it only for input that ends in a number.
func ParseIPv4(input string, r *validation.Reporter) (uint32, validation.Kind) {
	return parseIPv4(input, r)
}

func parseIPv4[T text](input T, r *validation.Reporter) (uint32, validation.Kind) {
	// Steps 1-2: strictly split on ".", dropping one empty last part.
	// Input ending in "." splits into at least two parts, so the empty last
	// one is removed; "" alone is one empty part and stays.
	if len(input) == 0 || input[len(input)-1] == '.' {
		r.Report(validation.IPv4EmptyPart)
		if len(input) > 0 {
			input = input[:len(input)-1]
		}
	}
	// Steps 3-5. numbers holds at most four parts; the fifth part fails at
	// step 3 before any part is parsed.
	parts := 1
	for i := 0; i < len(input); i++ {
		if input[i] == '.' {
			parts++
		}
	}
	if parts < 4 {
		// 2026 edition, IPv4 parser step 3.
		r.ReportSince(edition.Y2026, validation.IPv4TooFewParts)
	}
	if parts > 4 {
		return 0, validation.IPv4TooManyParts
	}
	var numbers [4]uint64
	count := 0
	for start := 0; start <= len(input); {
		end := start
		for end < len(input) && input[end] != '.' {
			end++
		}
		n, nonDecimal, ok := parseIPv4Number(input[start:end])
		if !ok {
			return 0, validation.IPv4NonNumericPart
		}
		if nonDecimal {
			r.Report(validation.IPv4NonDecimalPart)
		}
		numbers[count] = n
		count++
		start = end + 1
	}
	// Steps 6-8.
	outOfRange := false
	for _, n := range numbers[:count] {
		if n > 255 {
			outOfRange = true
		}
	}
	if outOfRange {
		for _, n := range numbers[:count-1] {
			if n > 255 {
				return 0, validation.IPv4OutOfRangePart
			}
		}
		if numbers[count-1] >= 1<<(8*(5-count)) {
			return 0, validation.IPv4OutOfRangePart
		}
		// Step 6 reports; only steps 7 and 8 fail.
		r.Report(validation.IPv4OutOfRangePart)
	}
	// Steps 9-13.
	ipv4 := numbers[count-1]
	for i, n := range numbers[:count-1] {
		ipv4 += n << (8 * (3 - i))
	}
	return uint32(ipv4), validation.None
}

// AppendIPv4 appends the IPv4 serializer's output for addr (section 3.6):
// four decimal numbers separated by ".".
func AppendIPv4(dst []byte, addr uint32) []byte {
	for shift := 24; shift >= 0; shift -= 8 {
		dst = appendDecimalByte(dst, byte(addr>>shift))
		if shift != 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

func appendDecimalByte(dst []byte, b byte) []byte {
	switch {
	case b >= 100:
		return append(dst, '0'+b/100, '0'+b/10%10, '0'+b%10)
	case b >= 10:
		return append(dst, '0'+b/10, '0'+b%10)
	}
	return append(dst, '0'+b)
}
