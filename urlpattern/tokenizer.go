package urlpattern

import (
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/urlpattern/internal/ecmascript"
)

// tokenType is a token's type (section 2.1.1, Tokens).
type tokenType uint8

const (
	tokenOpen          tokenType = iota // "{"
	tokenClose                          // "}"
	tokenRegexp                         // "(<regular expression>)"
	tokenName                           // ":<name>"
	tokenChar                           // a code point without syntactic meaning
	tokenEscapedChar                    // "\<char>"
	tokenOtherModifier                  // "?" or "+"
	tokenAsterisk                       // "*"
	tokenEnd                            // the end of the pattern string
	tokenInvalidChar                    // a code point invalid where it is
)

// token is a token (section 2.1.1). index is the byte offset of its first
// code point in the pattern string (the Standard counts code points; byte
// offsets name the same substrings).
type token struct {
	typ   tokenType
	index int
	value string
}

// tokenizePolicy is a tokenize policy (section 2.1.2).
type tokenizePolicy uint8

const (
	policyStrict tokenizePolicy = iota
	policyLenient
)

// tokenizer is the tokenizer struct of section 2.1.2.
type tokenizer struct {
	input     string
	policy    tokenizePolicy
	tokens    []token
	index     int
	nextIndex int
	codePoint rune
}

// tokenize is "tokenize" (section 2.1.2). input must be valid UTF-8.
func tokenize(input string, policy tokenizePolicy) ([]token, error) {
	t := &tokenizer{input: input, policy: policy}
	n := len(input)
	for t.index < n {
		t.seekAndGetNextCodePoint(t.index)
		switch t.codePoint {
		case '*':
			t.addTokenWithDefaultPositionAndLength(tokenAsterisk)
			continue
		case '+', '?':
			t.addTokenWithDefaultPositionAndLength(tokenOtherModifier)
			continue
		case '\\':
			if t.index == n-1 {
				if err := t.processTokenizingError(t.nextIndex, t.index); err != nil {
					return nil, err
				}
				continue
			}
			escapedIndex := t.nextIndex
			t.getNextCodePoint()
			t.addTokenWithDefaultLength(tokenEscapedChar, t.nextIndex, escapedIndex)
			continue
		case '{':
			t.addTokenWithDefaultPositionAndLength(tokenOpen)
			continue
		case '}':
			t.addTokenWithDefaultPositionAndLength(tokenClose)
			continue
		case ':':
			if err := t.name(); err != nil {
				return nil, err
			}
			continue
		case '(':
			if err := t.regexp(); err != nil {
				return nil, err
			}
			continue
		}
		t.addTokenWithDefaultPositionAndLength(tokenChar)
	}
	t.addTokenWithDefaultLength(tokenEnd, t.index, t.index)
	return t.tokens, nil
}

// name is the U+003A (:) branch of tokenize, step 4.7.
func (t *tokenizer) name() error {
	namePosition := t.nextIndex
	nameStart := namePosition
	for namePosition < len(t.input) {
		t.seekAndGetNextCodePoint(namePosition)
		if !isValidNameCodePoint(t.codePoint, namePosition == nameStart) {
			break
		}
		namePosition = t.nextIndex
	}
	if namePosition <= nameStart {
		return t.processTokenizingError(nameStart, t.index)
	}
	t.addTokenWithDefaultLength(tokenName, namePosition, nameStart)
	return nil
}

// regexp is the U+0028 (() branch of tokenize, step 4.8.
func (t *tokenizer) regexp() error {
	n := len(t.input)
	depth := 1
	regexpPosition := t.nextIndex
	regexpStart := regexpPosition
	failed := false
	for regexpPosition < n {
		t.seekAndGetNextCodePoint(regexpPosition)
		if t.codePoint >= utf8.RuneSelf {
			failed = true
			break
		}
		if regexpPosition == regexpStart && t.codePoint == '?' {
			failed = true
			break
		}
		if t.codePoint == '\\' {
			if regexpPosition == n-1 {
				failed = true
				break
			}
			t.getNextCodePoint()
			if t.codePoint >= utf8.RuneSelf {
				failed = true
				break
			}
			regexpPosition = t.nextIndex
			continue
		}
		if t.codePoint == ')' {
			depth--
			if depth == 0 {
				regexpPosition = t.nextIndex
				break
			}
		} else if t.codePoint == '(' {
			depth++
			if regexpPosition == n-1 {
				failed = true
				break
			}
			temporaryPosition := t.nextIndex
			t.getNextCodePoint()
			// A group inside a regexp must be (?...): no unnamed capture.
			if t.codePoint != '?' {
				failed = true
				break
			}
			t.nextIndex = temporaryPosition
		}
		regexpPosition = t.nextIndex
	}
	if failed {
		return t.processTokenizingError(regexpStart, t.index)
	}
	if depth != 0 {
		return t.processTokenizingError(regexpStart, t.index)
	}
	regexpLength := regexpPosition - regexpStart - 1
	if regexpLength == 0 {
		return t.processTokenizingError(regexpStart, t.index)
	}
	t.addToken(tokenRegexp, regexpPosition, regexpStart, regexpLength)
	return nil
}

// getNextCodePoint is "get the next code point".
func (t *tokenizer) getNextCodePoint() {
	r, w := utf8.DecodeRuneInString(t.input[t.nextIndex:])
	t.codePoint = r
	t.nextIndex += w
}

// seekAndGetNextCodePoint is "seek and get the next code point".
func (t *tokenizer) seekAndGetNextCodePoint(index int) {
	t.nextIndex = index
	t.getNextCodePoint()
}

// addToken is "add a token".
func (t *tokenizer) addToken(typ tokenType, nextPosition, valuePosition, valueLength int) {
	t.tokens = append(t.tokens, token{
		typ:   typ,
		index: t.index,
		value: t.input[valuePosition : valuePosition+valueLength],
	})
	t.index = nextPosition
}

// addTokenWithDefaultLength is "add a token with default length".
func (t *tokenizer) addTokenWithDefaultLength(typ tokenType, nextPosition, valuePosition int) {
	t.addToken(typ, nextPosition, valuePosition, nextPosition-valuePosition)
}

// addTokenWithDefaultPositionAndLength is "add a token with default position
// and length".
func (t *tokenizer) addTokenWithDefaultPositionAndLength(typ tokenType) {
	t.addTokenWithDefaultLength(typ, t.nextIndex, t.index)
}

// processTokenizingError is "process a tokenizing error".
func (t *tokenizer) processTokenizingError(nextPosition, valuePosition int) error {
	if t.policy == policyStrict {
		return newError(ErrTokenize, t.input, t.index)
	}
	t.addTokenWithDefaultLength(tokenInvalidChar, nextPosition, valuePosition)
	return nil
}

// isValidNameCodePoint is "is a valid name code point": ECMAScript's
// IdentifierStart or IdentifierPart code points, as in a group name.
func isValidNameCodePoint(c rune, first bool) bool { return ecmascript.IsIdentifierCodePoint(c, first) }
