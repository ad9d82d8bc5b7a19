package ecmascript

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The URL Pattern Standard compiles each component with
// RegExpCreate(source, "v") (or "vi"): an ECMAScript regular expression in
// Unicode sets mode. This file parses that syntax (ECMA-262, 22.2.1, with the
// UnicodeMode, UnicodeSetsMode and NamedCaptureGroups parameters set),
// reports what the grammar and its early errors reject as an invalid
// expression, and builds a tree that emit.go writes in the syntax of Go's
// regexp package (RE2). Constructs RE2 cannot run (lookaround,
// backreferences) are reported as unsupported only when the whole pattern
// is otherwise valid, so an invalid pattern is always reported invalid, as
// in a browser.

// reOp is the kind of a node of the parsed regular expression.
type reOp uint8

const (
	opAlternate reOp = iota // subs joined by |
	opConcat                // subs in sequence
	opLiteral               // r
	opSet                   // set (a class, an escape like \d, or .)
	opAssert                // assert: '^', '$', 'b' or 'B'
	opGroup                 // subs[0] in a group; capture > 0 when capturing
	opRepeat                // subs[0] repeated min..max (max -1: no limit)
	opEmpty                 // matches the empty string (stands for unsupported constructs)
)

type reNode struct {
	op      reOp
	r       rune
	set     *charSet
	assert  byte
	subs    []*reNode
	capture int    // opGroup: the ECMAScript group number, 0 if not capturing
	flags   string // opGroup: Go flags to set ("i", "-i") or ""
	min     int
	max     int
	greedy  bool
	// Memos of hasCapture and nullable (ecmaemit.go), so that nested
	// quantifiers do not walk their subtrees again and again.
	memo, hasCap, canBeEmpty bool
}

// maxNesting bounds the depth of groups and classes. Go's regexp parser
// refuses deeper nesting than 1000; stopping here keeps the recursion of
// this parser bounded too.
const maxNesting = 1000

// maxRepeat is RE2's (and Go's) largest repetition count.
const maxRepeat = 1000

// reSyntaxError is raised (as a panic, recovered by parseECMAScript) by the
// parser when the grammar or an early error rejects the pattern.
type reSyntaxError struct {
	pos int
	msg string
}

// reStop is raised when parsing cannot go on (nesting too deep).
type reStop struct {
	pos       int
	construct string
}

type altStep struct{ disjunction, alternative int }

type namedGroup struct {
	name string
	path []altStep
	pos  int
}

type esParser struct {
	src        string
	pos        int
	ignoreCase bool // the i flag where the parser is
	dotAll     bool // the s flag
	multiline  bool // the m flag
	captures   int
	depth      int
	disjs      int
	path       []altStep
	names      []namedGroup
	numRefs    []struct{ n, pos int }
	nameRefs   []struct {
		name string
		pos  int
	}
	unsupported    string // the first construct RE2 cannot run
	unsupportedPos int
}

// parseECMAScript parses source as a v-mode regular expression. It returns
// the tree and the number of capture groups, or an *Error of kind
// *Error.
func parseECMAScript(source string, ignoreCase bool) (tree *reNode, captures int, err error) {
	p := &esParser{src: source, ignoreCase: ignoreCase}
	defer func() {
		switch e := recover().(type) {
		case nil:
		case reSyntaxError:
			tree, captures = nil, 0
			err = &Error{Pos: e.pos, Msg: e.msg}
		case reStop:
			tree, captures = nil, 0
			err = &Error{Unsupported: true, Pos: e.pos, Msg: e.construct}
		default:
			panic(e)
		}
	}()
	tree = p.parseDisjunction()
	if p.pos < len(p.src) {
		p.fail("unmatched ')'")
	}
	p.checkReferences()
	p.checkGroupNames()
	if p.unsupported != "" {
		return nil, 0, &Error{Unsupported: true, Pos: p.unsupportedPos, Msg: p.unsupported}
	}
	return tree, p.captures, nil
}

func (p *esParser) fail(msg string) { panic(reSyntaxError{p.pos, msg}) }

// unsupportedHere records a construct RE2 cannot run; parsing goes on so
// that a syntax error later in the pattern still wins.
func (p *esParser) unsupportedHere(construct string, pos int) {
	if p.unsupported == "" {
		p.unsupported, p.unsupportedPos = construct, pos
	}
}

func (p *esParser) more() bool { return p.pos < len(p.src) }

func (p *esParser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

func (p *esParser) peekAt(i int) byte {
	if p.pos+i < len(p.src) {
		return p.src[p.pos+i]
	}
	return 0
}

func (p *esParser) eat(s string) bool {
	if strings.HasPrefix(p.src[p.pos:], s) {
		p.pos += len(s)
		return true
	}
	return false
}

func (p *esParser) expect(s string, msg string) {
	if !p.eat(s) {
		p.fail(msg)
	}
}

func (p *esParser) enter() {
	p.depth++
	if p.depth > maxNesting {
		panic(reStop{p.pos, "groups or classes nested deeper than " + strconv.Itoa(maxNesting)})
	}
}

func (p *esParser) leave() { p.depth-- }

// parseDisjunction is Disjunction :: Alternative ( | Alternative )*.
func (p *esParser) parseDisjunction() *reNode {
	disj := p.disjs
	p.disjs++
	var alts []*reNode
	for alt := 0; ; alt++ {
		p.path = append(p.path, altStep{disj, alt})
		alts = append(alts, p.parseAlternative())
		p.path = p.path[:len(p.path)-1]
		if !p.eat("|") {
			break
		}
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &reNode{op: opAlternate, subs: alts}
}

// parseAlternative is Alternative :: Term*.
func (p *esParser) parseAlternative() *reNode {
	n := &reNode{op: opConcat}
	for p.more() && p.peek() != '|' && p.peek() != ')' {
		n.subs = append(n.subs, p.parseTerm())
	}
	return n
}

// parseTerm is Term :: Assertion | Atom Quantifier?.
func (p *esParser) parseTerm() *reNode {
	start := p.pos
	switch c := p.peek(); c {
	case '^', '$':
		p.pos++
		if p.multiline {
			p.unsupportedHere("multiline anchor "+string(c)+" (m modifier)", start)
		}
		return p.noQuantifier(&reNode{op: opAssert, assert: c})
	case '\\':
		if b := p.peekAt(1); b == 'b' || b == 'B' {
			p.pos += 2
			return p.noQuantifier(&reNode{op: opAssert, assert: b})
		}
		return p.parseQuantifier(p.parseAtomEscape())
	case '(':
		if p.eat("(?=") || p.eat("(?!") {
			p.lookaround("lookahead assertion " + p.src[start:p.pos] + "...)")
			return p.noQuantifier(&reNode{op: opEmpty})
		}
		if p.eat("(?<=") || p.eat("(?<!") {
			p.lookaround("lookbehind assertion " + p.src[start:p.pos] + "...)")
			return p.noQuantifier(&reNode{op: opEmpty})
		}
		return p.parseQuantifier(p.parseGroup())
	case '[':
		set, _ := p.parseClass()
		return p.parseQuantifier(&reNode{op: opSet, set: set})
	case '.':
		p.pos++
		return p.parseQuantifier(&reNode{op: opSet, set: p.dotSet()})
	case '*', '+', '?':
		p.fail("nothing to repeat")
	case '{':
		p.fail("lone quantifier brackets or nothing to repeat")
	case '}', ']':
		p.fail("lone '" + string(c) + "'")
	}
	r, w := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += w
	return p.parseQuantifier(&reNode{op: opLiteral, r: r})
}

func (p *esParser) lookaround(construct string) {
	start := p.pos
	p.enter()
	p.parseDisjunction()
	p.expect(")", "unterminated group")
	p.leave()
	p.unsupportedHere(construct, start)
}

// noQuantifier rejects a quantifier after an assertion: in Unicode mode
// only atoms can be quantified.
func (p *esParser) noQuantifier(n *reNode) *reNode {
	if c := p.peek(); c == '*' || c == '+' || c == '?' || c == '{' {
		p.fail("nothing to repeat")
	}
	return n
}

// parseGroup parses ( Disjunction ), (?: ...), (?<name> ...) and the
// modifiers group (?ims-ims: ...).
func (p *esParser) parseGroup() *reNode {
	start := p.pos
	p.enter()
	defer p.leave()
	switch {
	case p.eat("(?<"):
		name := p.parseGroupName()
		p.captures++
		n := &reNode{op: opGroup, capture: p.captures}
		p.names = append(p.names, namedGroup{name: name, path: append([]altStep(nil), p.path...), pos: start})
		n.subs = []*reNode{p.parseDisjunction()}
		p.expect(")", "unterminated group")
		return n
	case p.eat("(?:"):
		n := &reNode{op: opGroup}
		n.subs = []*reNode{p.parseDisjunction()}
		p.expect(")", "unterminated group")
		return n
	case p.eat("(?"):
		return p.parseModifiers()
	}
	p.pos++ // (
	p.captures++
	n := &reNode{op: opGroup, capture: p.captures}
	n.subs = []*reNode{p.parseDisjunction()}
	p.expect(")", "unterminated group")
	return n
}

// parseModifiers parses (?add-remove: Disjunction ) after "(?".
func (p *esParser) parseModifiers() *reNode {
	seen := map[byte]bool{}
	var add, remove []byte
	readFlags := func(dst *[]byte) {
		for c := p.peek(); c == 'i' || c == 'm' || c == 's'; c = p.peek() {
			if seen[c] {
				p.fail("repeated modifier flag")
			}
			seen[c] = true
			*dst = append(*dst, c)
			p.pos++
		}
	}
	readFlags(&add)
	dash := p.eat("-")
	if dash {
		readFlags(&remove)
		if len(add) == 0 && len(remove) == 0 {
			p.fail("invalid group")
		}
	}
	if !p.eat(":") {
		p.fail("invalid group")
	}
	savedI, savedS, savedM := p.ignoreCase, p.dotAll, p.multiline
	n := &reNode{op: opGroup}
	for _, c := range add {
		p.setFlag(c, true)
	}
	for _, c := range remove {
		p.setFlag(c, false)
	}
	if p.ignoreCase != savedI {
		n.flags = map[bool]string{true: "i", false: "-i"}[p.ignoreCase]
	}
	n.subs = []*reNode{p.parseDisjunction()}
	p.expect(")", "unterminated group")
	p.ignoreCase, p.dotAll, p.multiline = savedI, savedS, savedM
	return n
}

func (p *esParser) setFlag(c byte, on bool) {
	switch c {
	case 'i':
		p.ignoreCase = on
	case 's':
		p.dotAll = on
	case 'm':
		p.multiline = on
	}
}

// parseGroupName parses GroupName's RegExpIdentifierName and the closing
// '>' after "(?<" or "\k<".
func (p *esParser) parseGroupName() string {
	var name []rune
	for {
		if !p.more() {
			p.fail("invalid capture group name")
		}
		if p.eat(">") {
			break
		}
		var c rune
		if p.eat("\\u") {
			c = p.parseUnicodeEscapeBody()
		} else {
			var w int
			c, w = utf8.DecodeRuneInString(p.src[p.pos:])
			p.pos += w
		}
		if !IsIdentifierCodePoint(c, len(name) == 0) {
			p.fail("invalid capture group name")
		}
		name = append(name, c)
	}
	if len(name) == 0 {
		p.fail("invalid capture group name")
	}
	return string(name)
}

// parseQuantifier parses an optional Quantifier after atom.
func (p *esParser) parseQuantifier(atom *reNode) *reNode {
	start := p.pos
	lo, hi := 0, 0
	switch p.peek() {
	case '*':
		p.pos++
		lo, hi = 0, -1
	case '+':
		p.pos++
		lo, hi = 1, -1
	case '?':
		p.pos++
		lo, hi = 0, 1
	case '{':
		var ok bool
		lo, hi, ok = p.parseBraces()
		if !ok {
			p.fail("incomplete quantifier")
		}
		if hi >= 0 && lo > hi {
			p.fail("numbers out of order in {} quantifier")
		}
	default:
		return atom
	}
	greedy := !p.eat("?")
	if lo > maxRepeat || hi > maxRepeat {
		p.unsupportedHere("repetition count above "+strconv.Itoa(maxRepeat)+" "+p.src[start:p.pos], start)
	}
	if hi > 1 && hi > lo && hasCapture(atom) && nullable(atom) {
		// RE2 takes empty iterations among the optional ones of {n,m},
		// which ECMAScript refuses; their captures would differ.
		p.unsupportedHere("{n,m} repetition "+p.src[start:p.pos]+" of a group with captures that can match the empty string", start)
	}
	return &reNode{op: opRepeat, subs: []*reNode{atom}, min: lo, max: hi, greedy: greedy}
}

// parseBraces parses {n}, {n,} or {n,m}; counts saturate.
func (p *esParser) parseBraces() (lo, hi int, ok bool) {
	i := p.pos + 1
	digits := func() (int, bool) {
		j, v := i, 0
		for i < len(p.src) && '0' <= p.src[i] && p.src[i] <= '9' {
			if v < 1<<30 {
				v = v*10 + int(p.src[i]-'0')
			}
			i++
		}
		return v, i > j
	}
	lo, ok = digits()
	if !ok {
		return 0, 0, false
	}
	hi = lo
	if i < len(p.src) && p.src[i] == ',' {
		i++
		var has bool
		if hi, has = digits(); !has {
			hi = -1
		}
	}
	if i >= len(p.src) || p.src[i] != '}' {
		return 0, 0, false
	}
	p.pos = i + 1
	return lo, hi, true
}

// parseAtomEscape parses \ AtomEscape outside a class.
func (p *esParser) parseAtomEscape() *reNode {
	start := p.pos
	p.pos++ // backslash
	if !p.more() {
		p.fail("\\ at end of pattern")
	}
	c := p.peek()
	switch {
	case '1' <= c && c <= '9':
		n := 0
		for p.more() && '0' <= p.peek() && p.peek() <= '9' {
			if n < 1<<30 {
				n = n*10 + int(p.peek()-'0')
			}
			p.pos++
		}
		p.numRefs = append(p.numRefs, struct{ n, pos int }{n, start})
		p.unsupportedHere("backreference "+p.src[start:p.pos], start)
		return &reNode{op: opEmpty}
	case c == 'k':
		p.pos++
		if !p.eat("<") {
			p.fail("invalid named reference")
		}
		name := p.parseGroupName()
		p.nameRefs = append(p.nameRefs, struct {
			name string
			pos  int
		}{name, start})
		p.unsupportedHere("backreference "+p.src[start:p.pos], start)
		return &reNode{op: opEmpty}
	case strings.IndexByte("dDsSwWpP", c) >= 0:
		set, strs := p.parseClassEscape()
		if strs {
			return &reNode{op: opEmpty} // a property of strings: unsupported already
		}
		return &reNode{op: opSet, set: set}
	}
	return &reNode{op: opLiteral, r: p.parseCharacterEscape()}
}

// parseCharacterEscape parses CharacterEscape after the backslash (Unicode
// mode: the identity escapes are only the syntax characters and '/').
func (p *esParser) parseCharacterEscape() rune {
	c := p.peek()
	p.pos++
	switch c {
	case 'f':
		return '\f'
	case 'n':
		return '\n'
	case 'r':
		return '\r'
	case 't':
		return '\t'
	case 'v':
		return '\v'
	case 'c':
		if l := p.peek(); ('a' <= l && l <= 'z') || ('A' <= l && l <= 'Z') {
			p.pos++
			return rune(l) % 32
		}
		p.fail("invalid unicode escape \\c")
	case '0':
		if d := p.peek(); '0' <= d && d <= '9' {
			p.fail("invalid decimal escape")
		}
		return 0
	case 'x':
		h1, ok1 := hexValue(p.peek())
		h2, ok2 := hexValue(p.peekAt(1))
		if !ok1 || !ok2 {
			p.fail("invalid escape \\x")
		}
		p.pos += 2
		return rune(h1<<4 | h2)
	case 'u':
		return p.parseUnicodeEscapeBody()
	case '^', '$', '\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '/':
		return rune(c)
	}
	p.pos--
	p.fail("invalid escape")
	return 0
}

// parseUnicodeEscapeBody parses RegExpUnicodeEscapeSequence after "\u":
// {hex...} or four hex digits, joining a surrogate pair written as two
// escapes.
func (p *esParser) parseUnicodeEscapeBody() rune {
	if p.eat("{") {
		v, n := 0, 0
		for {
			h, ok := hexValue(p.peek())
			if !ok {
				break
			}
			if v <= maxRune {
				v = v<<4 | h
			}
			p.pos++
			n++
		}
		if n == 0 || v > maxRune || !p.eat("}") {
			p.fail("invalid unicode escape")
		}
		return rune(v)
	}
	v, ok := p.hex4(p.pos)
	if !ok {
		p.fail("invalid unicode escape")
	}
	p.pos += 4
	if 0xD800 <= v && v <= 0xDBFF && strings.HasPrefix(p.src[p.pos:], "\\u") {
		if t, ok := p.hex4(p.pos + 2); ok && 0xDC00 <= t && t <= 0xDFFF {
			p.pos += 6
			return 0x10000 + (v-0xD800)<<10 + (t - 0xDC00)
		}
	}
	return v
}

func (p *esParser) hex4(at int) (rune, bool) {
	if at+4 > len(p.src) {
		return 0, false
	}
	v := 0
	for i := at; i < at+4; i++ {
		h, ok := hexValue(p.src[i])
		if !ok {
			return 0, false
		}
		v = v<<4 | h
	}
	return rune(v), true
}

func hexValue(c byte) (int, bool) {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0'), true
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10, true
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10, true
	}
	return 0, false
}

// parseClassEscape parses CharacterClassEscape (d D s S w W p{} P{}) at the
// letter after the backslash. It returns the folded set, or strings=true for
// a property of strings (recorded as unsupported).
func (p *esParser) parseClassEscape() (set *charSet, strs bool) {
	start := p.pos - 1
	c := p.peek()
	p.pos++
	switch c {
	case 'd', 'D':
		set = &charSet{ranges: []runeRange{{'0', '9'}}}
	case 's', 'S':
		set = whiteSpaceSet()
	case 'w', 'W':
		set = &charSet{ranges: []runeRange{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}}
	case 'p', 'P':
		set, strs = p.parseProperty(c == 'P', start)
		if strs {
			return nil, true
		}
	}
	p.fold(set)
	if c == 'D' || c == 'S' || c == 'W' || c == 'P' {
		set.complement()
	}
	return set, false
}

// parseProperty parses {name} or {name=value} after \p or \P.
func (p *esParser) parseProperty(negated bool, start int) (*charSet, bool) {
	if !p.eat("{") {
		p.fail("invalid property name")
	}
	end := strings.IndexByte(p.src[p.pos:], '}')
	if end < 0 {
		p.fail("invalid property name")
	}
	body := p.src[p.pos : p.pos+end]
	name, value, hasValue := strings.Cut(body, "=")
	if !isPropertyName(name) || (hasValue && !isPropertyName(value)) {
		p.fail("invalid property name")
	}
	p.pos += end + 1
	set, strs, res := lookupProperty(name, value, hasValue)
	switch {
	case res == propertyUnknown:
		p.pos = start
		p.fail("invalid property name " + body)
	case strs && negated:
		p.pos = start
		p.fail("negated property of strings " + body)
	case res == propertyUnsupported:
		p.unsupportedHere("Unicode property "+body+" (no table for it in Go)", start)
		if strs {
			return nil, true
		}
		return &charSet{}, false
	}
	return set, strs
}

func isPropertyName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// whiteSpaceSet is \s: WhiteSpace and LineTerminator (ECMA-262 12.2, 12.3).
func whiteSpaceSet() *charSet {
	s := tableSet(unicode.Zs)
	s.ranges = append(s.ranges, runeRange{'\t', '\r'}, runeRange{0xA0, 0xA0}, runeRange{0xFEFF, 0xFEFF},
		runeRange{0x2028, 0x2029})
	s.normalize()
	return s
}

// dotSet is what '.' matches: every code point but the line terminators,
// or every code point under the s flag.
func (p *esParser) dotSet() *charSet {
	if p.dotAll {
		return &charSet{ranges: []runeRange{{0, maxRune}}}
	}
	s := &charSet{ranges: []runeRange{{'\n', '\n'}, {'\r', '\r'}, {0x2028, 0x2029}}}
	s.complement()
	return s
}

// fold applies MaybeSimpleCaseFolding where the i flag is on.
func (p *esParser) fold(s *charSet) {
	if p.ignoreCase {
		s.foldClose()
	}
}

// parseClass parses a CharacterClass ([...] or [^...]) in v-mode and
// returns its set and whether it may contain strings (MayContainStrings).
func (p *esParser) parseClass() (*charSet, bool) {
	p.enter()
	defer p.leave()
	p.pos++ // [
	negated := p.eat("^")
	set, mayContainStrings := p.parseClassContents()
	p.expect("]", "unterminated character class")
	if negated {
		if mayContainStrings {
			p.fail("negated character class may contain strings")
		}
		set.complement()
		return set, false
	}
	return set, mayContainStrings
}

// parseClassContents parses ClassContents: a ClassUnion, ClassIntersection
// or ClassSubtraction, up to the closing ']'.
func (p *esParser) parseClassContents() (*charSet, bool) {
	if p.peek() == ']' {
		return &charSet{}, false
	}
	first, firstStrings, isOperand := p.parseClassSetItem()
	switch {
	case isOperand && strings.HasPrefix(p.src[p.pos:], "&&"):
		p.fold(first)
		for p.eat("&&") {
			if p.peek() == '&' {
				p.fail("invalid set operation in character class")
			}
			operand, operandStrings := p.parseClassSetOperand()
			p.fold(operand)
			first.intersect(operand)
			firstStrings = firstStrings && operandStrings
		}
		if p.peek() != ']' {
			p.fail("invalid set operation in character class")
		}
		return first, firstStrings
	case isOperand && strings.HasPrefix(p.src[p.pos:], "--"):
		p.fold(first)
		for p.eat("--") {
			operand, _ := p.parseClassSetOperand()
			p.fold(operand)
			first.subtract(operand)
		}
		if p.peek() != ']' {
			p.fail("invalid set operation in character class")
		}
		return first, firstStrings
	}
	union := first
	mayContainStrings := firstStrings
	for p.more() && p.peek() != ']' {
		item, itemStrings, _ := p.parseClassSetItem()
		// Gathered, and sorted once below: a long class stays linear.
		union.ranges = append(union.ranges, item.ranges...)
		union.strings = append(union.strings, item.strings...)
		mayContainStrings = mayContainStrings || itemStrings
	}
	union.normalize()
	p.fold(union)
	return union, mayContainStrings
}

// parseClassSetItem parses a ClassSetRange or a ClassSetOperand; isOperand
// is false for a range (which cannot take part in && or --).
func (p *esParser) parseClassSetItem() (set *charSet, mayContainStrings, isOperand bool) {
	if c, ok := p.tryClassSetCharacter(); ok {
		if p.peek() == '-' && p.peekAt(1) != '-' {
			p.pos++
			hi, ok := p.tryClassSetCharacter()
			if !ok {
				p.fail("invalid character class range")
			}
			if c > hi {
				p.fail("range out of order in character class")
			}
			s := &charSet{ranges: []runeRange{{c, hi}}}
			return s, false, false
		}
		return &charSet{ranges: []runeRange{{c, c}}}, false, true
	}
	set, mayContainStrings = p.parseClassSetOperand()
	return set, mayContainStrings, true
}

// parseClassSetOperand parses a ClassSetOperand: a NestedClass, a
// ClassStringDisjunction or a ClassSetCharacter.
func (p *esParser) parseClassSetOperand() (*charSet, bool) {
	switch {
	case p.peek() == '[':
		return p.parseClass()
	case p.peek() == '\\' && strings.IndexByte("dDsSwWpP", p.peekAt(1)) >= 0 && p.peekAt(1) != 0:
		p.pos++
		set, strs := p.parseClassEscape()
		if strs {
			// A property of strings: already unsupported; its strings are
			// unknown here, so stand in an empty set that may hold strings.
			return &charSet{}, true
		}
		return set, false
	case strings.HasPrefix(p.src[p.pos:], "\\q{"):
		return p.parseClassStringDisjunction()
	}
	c, ok := p.tryClassSetCharacter()
	if !ok {
		p.fail("invalid character in character class")
	}
	return &charSet{ranges: []runeRange{{c, c}}}, false
}

// parseClassStringDisjunction parses \q{ClassString|...}.
func (p *esParser) parseClassStringDisjunction() (*charSet, bool) {
	p.pos += 3
	set := &charSet{}
	mayContainStrings := false
	var cur []rune
	for {
		if !p.more() {
			p.fail("unterminated class string disjunction")
		}
		if p.eat("|") || p.peek() == '}' {
			if len(cur) != 1 {
				mayContainStrings = true
			}
			set.addString(string(cur))
			cur = cur[:0]
			if p.eat("}") {
				break
			}
			continue
		}
		c, ok := p.tryClassSetCharacter()
		if !ok {
			p.fail("invalid character in class string disjunction")
		}
		cur = append(cur, c)
	}
	set.normalize()
	return set, mayContainStrings
}

// tryClassSetCharacter parses a ClassSetCharacter if one is next. It does
// not consume an operand escape (\d, \p{...}, \q{...}) or a syntax
// character; it fails on what can be neither.
func (p *esParser) tryClassSetCharacter() (rune, bool) {
	if !p.more() {
		return 0, false
	}
	c := p.peek()
	if c == '\\' {
		b := p.peekAt(1)
		switch {
		case b == 0:
			p.fail("\\ at end of pattern")
		case strings.IndexByte("dDsSwWpPq", b) >= 0:
			return 0, false
		case b == 'b':
			p.pos += 2
			return '\b', true
		case strings.IndexByte("&-!#%,:;<=>@`~", b) >= 0:
			p.pos += 2
			return rune(b), true
		}
		p.pos++
		return p.parseCharacterEscape(), true
	}
	if strings.IndexByte("()[]{}/-|", c) >= 0 {
		if c == '[' || c == ']' {
			return 0, false
		}
		p.fail("invalid character '" + string(c) + "' in character class")
	}
	if strings.IndexByte("&!#$%*+,.:;<=>?@^`~", c) >= 0 && p.peekAt(1) == c {
		p.fail("invalid set operation in character class")
	}
	r, w := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += w
	return r, true
}

// checkReferences applies the early errors of backreferences: \N must name
// an existing group, \k<name> an existing name.
func (p *esParser) checkReferences() {
	for _, ref := range p.numRefs {
		if ref.n > p.captures {
			panic(reSyntaxError{ref.pos, "invalid backreference"})
		}
	}
	if len(p.nameRefs) == 0 {
		return
	}
	names := make(map[string]bool, len(p.names))
	for _, g := range p.names {
		names[g.name] = true
	}
	for _, ref := range p.nameRefs {
		if !names[ref.name] {
			panic(reSyntaxError{ref.pos, "invalid named reference"})
		}
	}
}

// checkGroupNames applies the early error on duplicate group names: two
// groups may share a name only when they lie in different alternatives of
// a disjunction (so that at most one of them can participate).
func (p *esParser) checkGroupNames() {
	type trieNode struct {
		children    map[altStep]*trieNode
		disjunction int
		terminal    bool
	}
	roots := map[string]*trieNode{}
	for _, g := range p.names {
		n := roots[g.name]
		if n == nil {
			n = &trieNode{disjunction: -1}
			roots[g.name] = n
		}
		for _, step := range g.path {
			if n.terminal {
				panic(reSyntaxError{g.pos, "duplicate capture group name"})
			}
			if n.children == nil {
				n.children = map[altStep]*trieNode{}
				n.disjunction = step.disjunction
			} else if n.disjunction != step.disjunction {
				panic(reSyntaxError{g.pos, "duplicate capture group name"})
			}
			child := n.children[step]
			if child == nil {
				child = &trieNode{disjunction: -1}
				n.children[step] = child
			}
			n = child
		}
		if n.terminal || n.children != nil {
			panic(reSyntaxError{g.pos, "duplicate capture group name"})
		}
		n.terminal = true
	}
}
