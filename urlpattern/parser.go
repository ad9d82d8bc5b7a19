package urlpattern

import "strconv"

// partType is a part's type (section 2.1.3, Parts).
type partType uint8

const (
	partFixedText       partType = iota // "fixed-text"
	partRegexp                          // "regexp"
	partSegmentWildcard                 // "segment-wildcard"
	partFullWildcard                    // "full-wildcard"
)

// modifier is a part's modifier.
type modifier uint8

const (
	modifierNone       modifier = iota // "none"
	modifierOptional                   // "optional", "?"
	modifierZeroOrMore                 // "zero-or-more", "*"
	modifierOneOrMore                  // "one-or-more", "+"
)

// part is a part (section 2.1.3): a fixed text, or one matching group with
// its prefix, suffix and modifier.
type part struct {
	typ      partType
	value    string
	modifier modifier
	name     string
	prefix   string
	suffix   string
	// valueIndex is where a regexp part's value begins in the pattern
	// string, so that an error in the generated regular expression can
	// point at what the user wrote (partRegexp only).
	valueIndex int
}

// options is the options struct (section 2.1.4).
type options struct {
	delimiterCodePoint string // "" or one ASCII code point
	prefixCodePoint    string // "" or one ASCII code point
	ignoreCase         bool
}

// The options of section 3 ("default options", "hostname options",
// "pathname options").
var (
	defaultOptions  = options{}
	hostnameOptions = options{delimiterCodePoint: "."}
	pathnameOptions = options{delimiterCodePoint: "/", prefixCodePoint: "/"}
)

// encodingCallback is an encoding callback (section 2.1.5): it validates and
// encodes a fixed text piece of a pattern string.
type encodingCallback func(string) (string, error)

// fullWildcardRegexpValue is the "full wildcard regexp value".
const fullWildcardRegexpValue = ".*"

// patternParser is the pattern parser struct (section 2.1.5).
type patternParser struct {
	tokens                []token
	encodingCallback      encodingCallback
	segmentWildcardRegexp string
	parts                 []part
	pendingFixedValue     []byte
	index                 int
	nextNumericName       int
	names                 map[string]struct{} // the names in parts, for "is a duplicate name"
	input                 string
}

// parsePatternString is "parse a pattern string" (section 2.1.5).
func parsePatternString(input string, opts options, callback encodingCallback) ([]part, error) {
	p := &patternParser{
		encodingCallback:      callback,
		segmentWildcardRegexp: generateSegmentWildcardRegexp(opts),
		input:                 input,
	}
	tokens, err := tokenize(input, policyStrict)
	if err != nil {
		return nil, err
	}
	p.tokens = tokens
	for p.index < len(p.tokens) {
		// <prefix char><name><regexp><modifier>
		charToken := p.tryToConsumeToken(tokenChar)
		nameToken := p.tryToConsumeToken(tokenName)
		regexpOrWildcardToken := p.tryToConsumeRegexpOrWildcardToken(nameToken)
		if nameToken != nil || regexpOrWildcardToken != nil {
			prefix := ""
			if charToken != nil {
				prefix = charToken.value
			}
			if prefix != "" && prefix != opts.prefixCodePoint {
				p.pendingFixedValue = append(p.pendingFixedValue, prefix...)
				prefix = ""
			}
			if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
				return nil, err
			}
			modifierToken := p.tryToConsumeModifierToken()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, "", modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		fixedToken := charToken
		if fixedToken == nil {
			fixedToken = p.tryToConsumeToken(tokenEscapedChar)
		}
		if fixedToken != nil {
			p.pendingFixedValue = append(p.pendingFixedValue, fixedToken.value...)
			continue
		}
		// <open><char prefix><name><regexp><char suffix><close><modifier>
		if openToken := p.tryToConsumeToken(tokenOpen); openToken != nil {
			prefix := p.consumeText()
			nameToken = p.tryToConsumeToken(tokenName)
			regexpOrWildcardToken = p.tryToConsumeRegexpOrWildcardToken(nameToken)
			suffix := p.consumeText()
			if _, err := p.consumeRequiredToken(tokenClose); err != nil {
				return nil, err
			}
			modifierToken := p.tryToConsumeModifierToken()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
			return nil, err
		}
		if _, err := p.consumeRequiredToken(tokenEnd); err != nil {
			return nil, err
		}
	}
	return p.parts, nil
}

// generateSegmentWildcardRegexp is "generate a segment wildcard regexp".
func generateSegmentWildcardRegexp(opts options) string {
	return "[^" + escapeRegexpString(opts.delimiterCodePoint) + "]+?"
}

// tryToConsumeToken is "try to consume a token".
func (p *patternParser) tryToConsumeToken(typ tokenType) *token {
	next := &p.tokens[p.index]
	if next.typ != typ {
		return nil
	}
	p.index++
	return next
}

// tryToConsumeModifierToken is "try to consume a modifier token".
func (p *patternParser) tryToConsumeModifierToken() *token {
	if t := p.tryToConsumeToken(tokenOtherModifier); t != nil {
		return t
	}
	return p.tryToConsumeToken(tokenAsterisk)
}

// tryToConsumeRegexpOrWildcardToken is "try to consume a regexp or wildcard
// token".
func (p *patternParser) tryToConsumeRegexpOrWildcardToken(nameToken *token) *token {
	t := p.tryToConsumeToken(tokenRegexp)
	if nameToken == nil && t == nil {
		t = p.tryToConsumeToken(tokenAsterisk)
	}
	return t
}

// consumeRequiredToken is "consume a required token".
func (p *patternParser) consumeRequiredToken(typ tokenType) (*token, error) {
	t := p.tryToConsumeToken(typ)
	if t == nil {
		return nil, newError(ErrUnexpectedToken, p.input, p.tokens[p.index].index)
	}
	return t, nil
}

// consumeText is "consume text".
func (p *patternParser) consumeText() string {
	var result []byte
	for {
		t := p.tryToConsumeToken(tokenChar)
		if t == nil {
			t = p.tryToConsumeToken(tokenEscapedChar)
		}
		if t == nil {
			break
		}
		result = append(result, t.value...)
	}
	return string(result)
}

// maybeAddPartFromPendingFixedValue is "maybe add a part from the pending
// fixed value".
func (p *patternParser) maybeAddPartFromPendingFixedValue() error {
	if len(p.pendingFixedValue) == 0 {
		return nil
	}
	encodedValue, err := p.encodingCallback(string(p.pendingFixedValue))
	if err != nil {
		return err
	}
	p.pendingFixedValue = p.pendingFixedValue[:0]
	p.parts = append(p.parts, part{typ: partFixedText, value: encodedValue, modifier: modifierNone})
	return nil
}

// addPart is "add a part".
func (p *patternParser) addPart(prefix string, nameToken, regexpOrWildcardToken *token, suffix string, modifierToken *token) error {
	mod := modifierNone
	if modifierToken != nil {
		switch modifierToken.value {
		case "?":
			mod = modifierOptional
		case "*":
			mod = modifierZeroOrMore
		case "+":
			mod = modifierOneOrMore
		}
	}
	if nameToken == nil && regexpOrWildcardToken == nil && mod == modifierNone {
		// A "{foo}" grouping: plain text joined with the text around it.
		p.pendingFixedValue = append(p.pendingFixedValue, prefix...)
		return nil
	}
	if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
		return err
	}
	if nameToken == nil && regexpOrWildcardToken == nil {
		// A "{foo}?" grouping: its own part, as the modifier applies to it.
		if prefix == "" {
			return nil
		}
		encodedValue, err := p.encodingCallback(prefix)
		if err != nil {
			return err
		}
		p.parts = append(p.parts, part{typ: partFixedText, value: encodedValue, modifier: mod})
		return nil
	}
	regexpValue := ""
	switch {
	case regexpOrWildcardToken == nil:
		regexpValue = p.segmentWildcardRegexp
	case regexpOrWildcardToken.typ == tokenAsterisk:
		regexpValue = fullWildcardRegexpValue
	default:
		regexpValue = regexpOrWildcardToken.value
	}
	typ := partRegexp
	switch regexpValue {
	case p.segmentWildcardRegexp:
		typ = partSegmentWildcard
		regexpValue = ""
	case fullWildcardRegexpValue:
		typ = partFullWildcard
		regexpValue = ""
	}
	name := ""
	if nameToken != nil {
		name = nameToken.value
	} else if regexpOrWildcardToken != nil {
		name = strconv.Itoa(p.nextNumericName)
		p.nextNumericName++
	}
	if p.isDuplicateName(name) {
		idx := -1
		if nameToken != nil {
			idx = nameToken.index
		}
		e := newError(ErrDuplicateName, p.input, idx)
		e.Construct = name
		return e
	}
	encodedPrefix, err := p.encodingCallback(prefix)
	if err != nil {
		return err
	}
	encodedSuffix, err := p.encodingCallback(suffix)
	if err != nil {
		return err
	}
	valueIndex := 0
	if typ == partRegexp {
		valueIndex = regexpOrWildcardToken.index + 1 // the token is "(" value ")"
	}
	p.parts = append(p.parts, part{
		typ:        typ,
		value:      regexpValue,
		modifier:   mod,
		name:       name,
		prefix:     encodedPrefix,
		suffix:     encodedSuffix,
		valueIndex: valueIndex,
	})
	if p.names == nil {
		p.names = make(map[string]struct{})
	}
	p.names[name] = struct{}{}
	return nil
}

// isDuplicateName is "is a duplicate name", with a set instead of a walk
// over the part list so that a pattern with many groups stays linear.
func (p *patternParser) isDuplicateName(name string) bool {
	_, dup := p.names[name]
	return dup
}
