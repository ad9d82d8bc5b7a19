package urlpattern

// parserState is a constructor string parser's state (section 1.6).
type parserState uint8

const (
	stateInit parserState = iota
	stateProtocol
	stateAuthority
	stateUsername
	statePassword
	stateHostname
	statePort
	statePathname
	stateSearch
	stateHash
	stateDone
)

// stateComponent maps the states that name a component to it.
var stateComponent = [...]component{
	stateProtocol: protocolComponent,
	stateUsername: usernameComponent,
	statePassword: passwordComponent,
	stateHostname: hostnameComponent,
	statePort:     portComponent,
	statePathname: pathnameComponent,
	stateSearch:   searchComponent,
	stateHash:     hashComponent,
}

// constructorStringParser is the constructor string parser struct.
type constructorStringParser struct {
	input                            string
	tokens                           []token
	result                           initValues
	componentStart                   int
	tokenIndex                       int
	tokenIncrement                   int
	groupDepth                       int
	hostnameIPv6BracketDepth         int
	protocolMatchesSpecialSchemeFlag bool
	state                            parserState
}

// parseConstructorString is "parse a constructor string".
func parseConstructorString(input string) (initValues, error) {
	tokens, _ := tokenize(input, policyLenient) // the lenient policy never fails
	p := &constructorStringParser{input: input, tokens: tokens, tokenIncrement: 1}
	for p.tokenIndex < len(p.tokens) {
		p.tokenIncrement = 1
		if p.tokens[p.tokenIndex].typ == tokenEnd {
			if p.state == stateInit {
				// No protocol terminator: a relative pattern, starting at
				// the hash, the search or the pathname.
				p.rewind()
				switch {
				case p.isHashPrefix():
					p.changeState(stateHash, 1)
				case p.isSearchPrefix():
					p.changeState(stateSearch, 1)
				default:
					p.changeState(statePathname, 0)
				}
				p.tokenIndex += p.tokenIncrement
				continue
			}
			if p.state == stateAuthority {
				// No "@": there is no username or password.
				p.rewindAndSetState(stateHostname)
				p.tokenIndex += p.tokenIncrement
				continue
			}
			p.changeState(stateDone, 0)
			break
		}
		if p.isGroupOpen() {
			// Component boundaries never lie inside "{ ... }".
			p.groupDepth++
			p.tokenIndex += p.tokenIncrement
			continue
		}
		if p.groupDepth > 0 {
			if p.isGroupClose() {
				p.groupDepth--
			} else {
				p.tokenIndex += p.tokenIncrement
				continue
			}
		}
		switch p.state {
		case stateInit:
			if p.isProtocolSuffix() {
				p.rewindAndSetState(stateProtocol)
			}
		case stateProtocol:
			if p.isProtocolSuffix() {
				if err := p.computeProtocolMatchesSpecialSchemeFlag(); err != nil {
					return initValues{}, err
				}
				nextState, skip := statePathname, 1
				if p.nextIsAuthoritySlashes() {
					nextState, skip = stateAuthority, 3
				} else if p.protocolMatchesSpecialSchemeFlag {
					nextState = stateAuthority
				}
				p.changeState(nextState, skip)
			}
		case stateAuthority:
			if p.isIdentityTerminator() {
				p.rewindAndSetState(stateUsername)
			} else if p.isPathnameStart() || p.isSearchPrefix() || p.isHashPrefix() {
				p.rewindAndSetState(stateHostname)
			}
		case stateUsername:
			if p.isPasswordPrefix() {
				p.changeState(statePassword, 1)
			} else if p.isIdentityTerminator() {
				p.changeState(stateHostname, 1)
			}
		case statePassword:
			if p.isIdentityTerminator() {
				p.changeState(stateHostname, 1)
			}
		case stateHostname:
			switch {
			case p.isIPv6Open():
				p.hostnameIPv6BracketDepth++
			case p.isIPv6Close():
				p.hostnameIPv6BracketDepth--
			case p.isPortPrefix() && p.hostnameIPv6BracketDepth == 0:
				p.changeState(statePort, 1)
			case p.isPathnameStart():
				p.changeState(statePathname, 0)
			case p.isSearchPrefix():
				p.changeState(stateSearch, 1)
			case p.isHashPrefix():
				p.changeState(stateHash, 1)
			}
		case statePort:
			switch {
			case p.isPathnameStart():
				p.changeState(statePathname, 0)
			case p.isSearchPrefix():
				p.changeState(stateSearch, 1)
			case p.isHashPrefix():
				p.changeState(stateHash, 1)
			}
		case statePathname:
			if p.isSearchPrefix() {
				p.changeState(stateSearch, 1)
			} else if p.isHashPrefix() {
				p.changeState(stateHash, 1)
			}
		case stateSearch:
			if p.isHashPrefix() {
				p.changeState(stateHash, 1)
			}
		case stateHash:
			// Do nothing.
		}
		p.tokenIndex += p.tokenIncrement
	}
	if p.result.has[hostnameComponent] && !p.result.has[portComponent] {
		// A pattern without a port means the default port, not any port.
		p.result.set(portComponent, "")
	}
	return p.result, nil
}

// changeState is "change state".
func (p *constructorStringParser) changeState(newState parserState, skip int) {
	if p.state != stateInit && p.state != stateAuthority && p.state != stateDone {
		p.result.set(stateComponent[p.state], p.makeComponentString())
	}
	if p.state != stateInit && newState != stateDone {
		switch p.state {
		case stateProtocol, stateAuthority, stateUsername, statePassword:
			switch newState {
			case statePort, statePathname, stateSearch, stateHash:
				if !p.result.has[hostnameComponent] {
					p.result.set(hostnameComponent, "")
				}
			}
		}
		switch p.state {
		case stateProtocol, stateAuthority, stateUsername, statePassword, stateHostname, statePort:
			if (newState == stateSearch || newState == stateHash) && !p.result.has[pathnameComponent] {
				if p.protocolMatchesSpecialSchemeFlag {
					p.result.set(pathnameComponent, "/")
				} else {
					p.result.set(pathnameComponent, "")
				}
			}
		}
		switch p.state {
		case stateProtocol, stateAuthority, stateUsername, statePassword, stateHostname, statePort, statePathname:
			if newState == stateHash && !p.result.has[searchComponent] {
				p.result.set(searchComponent, "")
			}
		}
	}
	p.state = newState
	p.tokenIndex += skip
	p.componentStart = p.tokenIndex
	p.tokenIncrement = 0
}

// rewind is "rewind".
func (p *constructorStringParser) rewind() {
	p.tokenIndex = p.componentStart
	p.tokenIncrement = 0
}

// rewindAndSetState is "rewind and set state".
func (p *constructorStringParser) rewindAndSetState(state parserState) {
	p.rewind()
	p.state = state
}

// getSafeToken is "get a safe token".
func (p *constructorStringParser) getSafeToken(index int) *token {
	if index < len(p.tokens) {
		return &p.tokens[index]
	}
	return &p.tokens[len(p.tokens)-1] // the end token
}

// isNonSpecialPatternChar is "is a non-special pattern char".
func (p *constructorStringParser) isNonSpecialPatternChar(index int, value string) bool {
	t := p.getSafeToken(index)
	if t.value != value {
		return false
	}
	return t.typ == tokenChar || t.typ == tokenEscapedChar || t.typ == tokenInvalidChar
}

func (p *constructorStringParser) isProtocolSuffix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

func (p *constructorStringParser) nextIsAuthoritySlashes() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex+1, "/") && p.isNonSpecialPatternChar(p.tokenIndex+2, "/")
}

func (p *constructorStringParser) isIdentityTerminator() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "@")
}

func (p *constructorStringParser) isPasswordPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

func (p *constructorStringParser) isPortPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, ":")
}

func (p *constructorStringParser) isPathnameStart() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "/")
}

// isSearchPrefix is "is a search prefix": a "?" that cannot be a modifier.
func (p *constructorStringParser) isSearchPrefix() bool {
	if p.isNonSpecialPatternChar(p.tokenIndex, "?") {
		return true
	}
	if p.tokens[p.tokenIndex].value != "?" {
		return false
	}
	previousIndex := p.tokenIndex - 1
	if previousIndex < 0 {
		return true
	}
	switch p.getSafeToken(previousIndex).typ {
	case tokenName, tokenRegexp, tokenClose, tokenAsterisk:
		return false
	}
	return true
}

func (p *constructorStringParser) isHashPrefix() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "#")
}

func (p *constructorStringParser) isGroupOpen() bool {
	return p.tokens[p.tokenIndex].typ == tokenOpen
}

func (p *constructorStringParser) isGroupClose() bool {
	return p.tokens[p.tokenIndex].typ == tokenClose
}

func (p *constructorStringParser) isIPv6Open() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "[")
}

func (p *constructorStringParser) isIPv6Close() bool {
	return p.isNonSpecialPatternChar(p.tokenIndex, "]")
}

// makeComponentString is "make a component string".
func (p *constructorStringParser) makeComponentString() string {
	t := &p.tokens[p.tokenIndex]
	componentStartToken := p.getSafeToken(p.componentStart)
	return p.input[componentStartToken.index:t.index]
}

// computeProtocolMatchesSpecialSchemeFlag is "compute protocol matches a
// special scheme flag": the protocol is compiled early, as it decides
// whether an authority and a "/" pathname follow.
func (p *constructorStringParser) computeProtocolMatchesSpecialSchemeFlag() error {
	protocolString := p.makeComponentString()
	protocol, err := compileComponent(protocolString, canonicalizeProtocol, defaultOptions)
	if err != nil {
		return withComponent(err, "protocol")
	}
	if protocol.matchesSpecialScheme() {
		p.protocolMatchesSpecialSchemeFlag = true
	}
	return nil
}
