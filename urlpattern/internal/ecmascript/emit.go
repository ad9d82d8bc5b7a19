package ecmascript

import (
	"errors"
	"io"
	"regexp"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Regexp is an ECMAScript regular expression written in Go's syntax and
// compiled by Go's regexp package, which runs in time linear in the input.
type Regexp struct {
	re       *regexp.Regexp
	captures []int          // captures[i-1]: the Go submatch of ECMAScript group i
	resets   []captureReset // in the order of the repetitions, outer first
	source   string         // the ECMAScript source
	goSource string
}

// captureReset emulates two steps of ECMAScript's RepeatMatcher that RE2
// lacks, for a repeated atom that contains captures. The atom is wrapped in
// an extra Go group, iteration, whose span is the last iteration's.
//   - ECMAScript clears the captures inside the atom at the start of each
//     iteration, where RE2 (like Perl) keeps the last value each took: a
//     capture inside (Go groups first..last) that starts before the last
//     iteration was set by an earlier one and reads as undefined.
//   - ECMAScript refuses an iteration beyond the minimum that matches the
//     empty string. RE2's program for x* and x? can take one such iteration,
//     only as the first (a loop back to the same instruction at the same
//     position is never taken twice): with emptyCheck (min 0, max 1 or no
//     limit, an atom that can match empty), an empty last iteration was that
//     one, and ECMAScript would have taken none.
type captureReset struct {
	iteration   int
	first, last int
	emptyCheck  bool
}

// Compile is RegExpCreate(source, "v") ("vi" with ignoreCase): it parses
// source as ECMAScript and compiles it with Go's regexp package. Its error
// is an *Error.
func Compile(source string, ignoreCase bool) (*Regexp, error) {
	tree, captures, err := parseECMAScript(source, ignoreCase)
	if err != nil {
		return nil, err
	}
	e := &emitter{captures: make([]int, captures), ignoreCase: ignoreCase}
	if ignoreCase {
		e.b.WriteString("(?i)")
	}
	e.emit(tree)
	goSource := e.b.String()
	re, err := regexp.Compile(goSource)
	if err != nil {
		// The tree is valid ECMAScript and well-formed Go syntax; what Go
		// still refuses are its limits (nesting, size).
		why := err.Error()
		var se *syntax.Error
		if errors.As(err, &se) {
			why = string(se.Code)
		}
		return nil, &Error{Unsupported: true, Pos: -1, Msg: "beyond Go's regexp limits: " + why}
	}
	return &Regexp{re: re, captures: e.captures, resets: e.resets, source: source, goSource: goSource}, nil
}

// Match reports whether the regular expression matches input.
func (c *Regexp) Match(input string) bool { return c.re.MatchString(input) }

// MatchReader reports whether the regular expression matches the runes r
// reads (the tests count the runes RE2 reads).
func (c *Regexp) MatchReader(r io.RuneReader) bool { return c.re.MatchReader(r) }

// GoSource is the expression in Go's syntax.
func (c *Regexp) GoSource() string { return c.goSource }

// Exec is RegExpBuiltinExec: on a match it returns, for each ECMAScript
// capture group, its value and whether it participated (undefined when
// not).
func (c *Regexp) Exec(input string) (values []string, defined []bool, ok bool) {
	loc := c.re.FindStringSubmatchIndex(input)
	if loc == nil {
		return nil, nil, false
	}
	for _, r := range c.resets {
		start, end := loc[2*r.iteration], loc[2*r.iteration+1]
		if r.emptyCheck && start >= 0 && start == end {
			start = -1 // no iteration: every capture inside is undefined
			loc[2*r.iteration], loc[2*r.iteration+1] = -1, -1
		}
		for g := r.first; g <= r.last; g++ {
			if loc[2*g] >= 0 && (start < 0 || loc[2*g] < start) {
				loc[2*g], loc[2*g+1] = -1, -1
			}
		}
	}
	values = make([]string, len(c.captures))
	defined = make([]bool, len(c.captures))
	for i, g := range c.captures {
		if loc[2*g] >= 0 {
			values[i] = input[loc[2*g]:loc[2*g+1]]
			defined[i] = true
		}
	}
	return values, defined, true
}

// emitter writes a parsed tree in Go's regexp syntax.
type emitter struct {
	b          strings.Builder
	groups     int // Go groups written so far
	captures   []int
	resets     []captureReset
	ignoreCase bool // whether Go's i flag is on where the emitter writes
}

func (e *emitter) emit(n *reNode) {
	switch n.op {
	case opAlternate:
		for i, sub := range n.subs {
			if i > 0 {
				e.b.WriteByte('|')
			}
			e.emit(sub)
		}
	case opConcat:
		for _, sub := range n.subs {
			e.emit(sub)
		}
	case opLiteral:
		writeLiteral(&e.b, n.r)
	case opSet:
		writeSet(&e.b, n.set, e.ignoreCase)
	case opAssert:
		switch n.assert {
		case '^':
			e.b.WriteString(`\A`)
		case '$':
			e.b.WriteString(`\z`)
		case 'b':
			e.b.WriteString(`\b`)
		case 'B':
			e.b.WriteString(`\B`)
		}
	case opGroup:
		if n.capture > 0 {
			e.groups++
			e.captures[n.capture-1] = e.groups
			e.b.WriteByte('(')
		} else {
			e.b.WriteString("(?" + n.flags + ":")
		}
		saved := e.ignoreCase
		switch n.flags {
		case "i":
			e.ignoreCase = true
		case "-i":
			e.ignoreCase = false
		}
		e.emit(n.subs[0])
		e.ignoreCase = saved
		e.b.WriteByte(')')
	case opRepeat:
		sub := n.subs[0]
		emptyCheck := n.min == 0 && (n.max == 1 || n.max == -1) && nullable(sub)
		if hasCapture(sub) && (n.max > 1 || n.max == -1 || emptyCheck) {
			e.groups++
			r := captureReset{iteration: e.groups, first: e.groups + 1, emptyCheck: emptyCheck}
			i := len(e.resets)
			e.resets = append(e.resets, r)
			// (sub)quantifier: the group keeps the last iteration's span.
			e.b.WriteByte('(')
			e.emit(sub)
			e.b.WriteByte(')')
			e.resets[i].last = e.groups
		} else if isAtom(sub) {
			e.emit(sub)
		} else {
			e.b.WriteString("(?:")
			e.emit(sub)
			e.b.WriteByte(')')
		}
		e.writeQuantifier(n)
	case opEmpty:
		e.b.WriteString("(?:)")
	}
}

func (e *emitter) writeQuantifier(n *reNode) {
	switch {
	case n.min == 0 && n.max == -1:
		e.b.WriteByte('*')
	case n.min == 1 && n.max == -1:
		e.b.WriteByte('+')
	case n.min == 0 && n.max == 1:
		e.b.WriteByte('?')
	case n.max == -1:
		e.b.WriteString("{" + strconv.Itoa(n.min) + ",}")
	case n.min == n.max:
		e.b.WriteString("{" + strconv.Itoa(n.min) + "}")
	default:
		e.b.WriteString("{" + strconv.Itoa(n.min) + "," + strconv.Itoa(n.max) + "}")
	}
	if !n.greedy {
		e.b.WriteByte('?')
	}
}

// isAtom reports whether n is written as one Go atom that a quantifier can
// follow.
func isAtom(n *reNode) bool {
	switch n.op {
	case opLiteral, opGroup:
		return true
	case opSet:
		return len(n.set.strings) == 0
	}
	return false
}

// nullable reports whether n can match the empty string.
func nullable(n *reNode) bool {
	props(n)
	return n.canBeEmpty
}

// hasCapture reports whether n holds a capturing group.
func hasCapture(n *reNode) bool {
	props(n)
	return n.hasCap
}

// props computes n's memos once, from its subtrees'.
func props(n *reNode) {
	if n.memo {
		return
	}
	n.memo = true
	for _, sub := range n.subs {
		props(sub)
		n.hasCap = n.hasCap || sub.hasCap
	}
	switch n.op {
	case opLiteral:
		n.canBeEmpty = false
	case opSet:
		n.canBeEmpty = len(n.set.strings) > 0 && n.set.strings[0] == ""
	case opAssert, opEmpty:
		n.canBeEmpty = true
	case opConcat:
		n.canBeEmpty = true
		for _, sub := range n.subs {
			n.canBeEmpty = n.canBeEmpty && sub.canBeEmpty
		}
	case opAlternate:
		for _, sub := range n.subs {
			n.canBeEmpty = n.canBeEmpty || sub.canBeEmpty
		}
	case opGroup:
		n.canBeEmpty = n.subs[0].canBeEmpty
		n.hasCap = n.hasCap || n.capture > 0
	case opRepeat:
		n.canBeEmpty = n.min == 0 || n.subs[0].canBeEmpty
	}
}

// writeLiteral writes code point r as a Go regexp literal.
func writeLiteral(b *strings.Builder, r rune) {
	if r < 0x80 && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
		b.WriteRune(r)
		return
	}
	b.WriteString(`\x{` + strconv.FormatInt(int64(r), 16) + `}`)
}

// writeSet writes a class: its strings (longest first, as v-mode matches
// them) as alternatives, then its code points as a Go class. Under Go's i
// flag (folded) the code points go in (?-i:...): the parser closed them
// under case folding already, and Go's (?i) would fold them again, code
// point by code point over the ranges (milliseconds for a complement). The
// strings stay under (?i), which folds their literals.
func writeSet(b *strings.Builder, s *charSet, folded bool) {
	if len(s.strings) == 0 {
		writeRanges(b, s.ranges, folded)
		return
	}
	strs := append([]string(nil), s.strings...)
	// Longest first; equal lengths keep their sorted order.
	sort.SliceStable(strs, func(i, j int) bool {
		return utf8.RuneCountInString(strs[i]) > utf8.RuneCountInString(strs[j])
	})
	b.WriteString("(?:")
	n := 0
	for _, str := range strs {
		if str == "" {
			continue
		}
		if n > 0 {
			b.WriteByte('|')
		}
		for _, r := range str {
			writeLiteral(b, r)
		}
		n++
	}
	if len(s.ranges) > 0 {
		if n > 0 {
			b.WriteByte('|')
		}
		writeRanges(b, s.ranges, folded)
		n++
	}
	if strs[len(strs)-1] == "" {
		// The empty string matches last.
		if n > 0 {
			b.WriteByte('|')
		}
	}
	b.WriteByte(')')
}

// writeRanges writes a Go character class; an empty set is a class that
// matches nothing.
func writeRanges(b *strings.Builder, rs []runeRange, folded bool) {
	if len(rs) == 0 {
		b.WriteString(`[^\x{0}-\x{10ffff}]`)
		return
	}
	if folded {
		b.WriteString("(?-i:")
		defer b.WriteByte(')')
	}
	b.WriteByte('[')
	for _, r := range rs {
		writeClassRune(b, r.lo)
		if r.hi != r.lo {
			b.WriteByte('-')
			writeClassRune(b, r.hi)
		}
	}
	b.WriteByte(']')
}

func writeClassRune(b *strings.Builder, r rune) {
	if r < 0x80 && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
		b.WriteRune(r)
		return
	}
	b.WriteString(`\x{` + strconv.FormatInt(int64(r), 16) + `}`)
}
