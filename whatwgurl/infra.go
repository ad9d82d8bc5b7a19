package whatwgurl

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
)

// isWindowsDriveLetter: two code points, an ASCII alpha then ':' or '|'
// (section 4.2). isNormalizedWindowsDriveLetter requires ':'.
func isWindowsDriveLetter[T ~string | ~[]byte](s T) bool {
	return len(s) == 2 && infra.IsASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

func isNormalizedWindowsDriveLetter(s string) bool {
	return isWindowsDriveLetter(s) && s[1] == ':'
}

// startsWithWindowsDriveLetter (section 4.2): length >= 2, its first two code
// points are a Windows drive letter, and the third, if any, is one of / \ ? #.
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// firstPathSegment returns path[0] of a path serialized as the URL
// serializer writes it ("/" before each segment), and false when the path
// list is empty.
func firstPathSegment(path string) (seg string, ok bool) {
	if path == "" {
		return "", false
	}
	seg = path[1:]
	if i := strings.IndexByte(seg, '/'); i >= 0 {
		seg = seg[:i]
	}
	return seg, true
}

// isSingleDotSegment and isDoubleDotSegment (section 4.2), ASCII
// case-insensitive for "%2e".
func isSingleDotSegment[T ~string | ~[]byte](b T) bool {
	switch len(b) {
	case 1:
		return b[0] == '.'
	case 3:
		return b[0] == '%' && b[1] == '2' && (b[2]|0x20) == 'e'
	}
	return false
}

func isDoubleDotSegment[T ~string | ~[]byte](b T) bool {
	switch len(b) {
	case 2:
		return b[0] == '.' && b[1] == '.'
	case 4:
		return (b[0] == '.' && isPercent2E(b[1:])) || (isPercent2E(b) && b[3] == '.')
	case 6:
		return isPercent2E(b) && isPercent2E(b[3:])
	}
	return false
}

func isPercent2E[T ~string | ~[]byte](b T) bool {
	return b[0] == '%' && b[1] == '2' && (b[2]|0x20) == 'e'
}

// toScalarValues returns s as a scalar value string: s itself when it is
// valid UTF-8, otherwise s read by the Encoding Standard's UTF-8 decoder
// (each maximal invalid subsequence becomes one U+FFFD), as the conversion
// to a USVString does before the Standard's algorithms see it.
func toScalarValues(s string) string { return infra.ScalarValueString(s) }

// ScalarValueString returns s as a scalar value string, what a Web IDL
// binding passes for a USVString argument: s itself when it is valid UTF-8,
// otherwise s read by the Encoding Standard's UTF-8 decoder (each maximal
// invalid subsequence becomes one U+FFFD). The engine's functions read
// their string arguments so; a layer over the engine (urlpattern) calls it
// for its own.
func ScalarValueString(s string) string { return infra.ScalarValueString(s) }
