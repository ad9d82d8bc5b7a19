package ecmascript

import "strconv"

// Error says why a source is refused: invalid ECMAScript (the grammar or an
// early error rejects it; RegExpCreate would throw a SyntaxError), or valid
// ECMAScript that Go's regexp package cannot run (Unsupported).
type Error struct {
	Unsupported bool
	Pos         int    // byte offset in the source, or -1
	Msg         string // what is wrong, or the construct that is unsupported
}

func (e *Error) Error() string {
	s := "invalid regular expression: "
	if e.Unsupported {
		s = "regular expression construct not supported by RE2: "
	}
	s += e.Msg
	if e.Pos >= 0 {
		s += " at " + strconv.Itoa(e.Pos)
	}
	return s
}
