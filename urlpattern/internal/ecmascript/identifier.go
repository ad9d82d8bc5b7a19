package ecmascript

import (
	"unicode"
	"unicode/utf8"
)

// IsIdentifierCodePoint reports whether c may start (first) or continue an
// ECMAScript identifier (IdentifierStartChar, IdentifierPartChar), as in a
// capture group's name.
func IsIdentifierCodePoint(c rune, first bool) bool {
	if c < utf8.RuneSelf {
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', c == '$', c == '_':
			return true
		case '0' <= c && c <= '9':
			return !first
		}
		return false
	}
	if first {
		return isIDStart(c)
	}
	return c == 0x200C || c == 0x200D || isIDContinue(c)
}

// isIDStart is Unicode's ID_Start (UAX #31): letters, letter numbers and
// Other_ID_Start, less Pattern_Syntax and Pattern_White_Space.
func isIDStart(c rune) bool {
	if unicode.Is(unicode.Pattern_Syntax, c) || unicode.Is(unicode.Pattern_White_Space, c) {
		return false
	}
	return unicode.IsLetter(c) || unicode.Is(unicode.Nl, c) || unicode.Is(unicode.Other_ID_Start, c)
}

// isIDContinue is Unicode's ID_Continue: ID_Start, Mn, Mc, Nd, Pc and
// Other_ID_Continue, less Pattern_Syntax and Pattern_White_Space.
func isIDContinue(c rune) bool {
	if isIDStart(c) {
		return true
	}
	if unicode.Is(unicode.Pattern_Syntax, c) || unicode.Is(unicode.Pattern_White_Space, c) {
		return false
	}
	return unicode.In(c, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}
