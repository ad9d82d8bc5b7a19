package urlpattern

import (
	"errors"
	"strconv"
)

// Every error this package returns is an *Error. The Standard throws a
// TypeError in each of these cases; Kind says which step threw, and
// errors.Is(err, ErrX) tests for it.
var (
	// ErrRelativeWithoutBase: "create", step 2.2: a constructor string
	// without a protocol and no base URL.
	ErrRelativeWithoutBase = errors.New("urlpattern: relative pattern string without a base URL")
	// ErrBaseURLWithInit: "create", step 3.2, and "match", step 12.1: a
	// base URL given beside a URLPatternInit.
	ErrBaseURLWithInit = errors.New("urlpattern: base URL given with a URLPatternInit")
	// ErrInvalidBaseURL: "process a URLPatternInit", step 11.2: the base URL
	// does not parse.
	ErrInvalidBaseURL = errors.New("urlpattern: invalid base URL")
	// ErrTokenize: "process a tokenizing error" under the strict policy.
	ErrTokenize = errors.New("urlpattern: invalid pattern syntax")
	// ErrUnexpectedToken: "consume a required token" found another token.
	ErrUnexpectedToken = errors.New("urlpattern: unexpected token in pattern")
	// ErrDuplicateName: "add a part", a group name used twice in one
	// component.
	ErrDuplicateName = errors.New("urlpattern: duplicate group name")
	// ErrInvalidComponent: an encoding callback (section 3.1) threw: the
	// text of a component is not valid for the URL parser.
	ErrInvalidComponent = errors.New("urlpattern: invalid component")
	// ErrInvalidRegExp: "compile a component", RegExpCreate threw: the
	// component's regular expression is not a valid ECMAScript regular
	// expression with the v flag.
	ErrInvalidRegExp = errors.New("urlpattern: invalid regular expression")
	// ErrUnsupportedRegExp: the regular expression is valid ECMAScript but
	// needs what Go's linear-time regexp (RE2) cannot do; Error.Construct
	// names it. The Standard has no such error: see the package doc.
	ErrUnsupportedRegExp = errors.New("urlpattern: regular expression construct not supported by RE2")
	// ErrInvalidGenerate: generate() cannot produce the component (not in
	// the Standard at commit 203d435c; see Generate).
	ErrInvalidGenerate = errors.New("urlpattern: cannot generate component")
)

// Error is the TypeError of the Standard, with what threw it.
type Error struct {
	Kind      error  // one of the ErrX sentinels
	Component string // "protocol" ... "hash", or "" when not about one component
	Input     string // the pattern string, URL or value that failed
	Index     int    // byte offset in Input where the error lies, or -1
	Construct string // ErrUnsupportedRegExp: the construct; ErrInvalidRegExp: what is wrong
}

func (e *Error) Error() string {
	s := e.Kind.Error()
	if e.Component != "" {
		s += " in " + e.Component
	}
	if e.Construct != "" {
		s += ": " + e.Construct
	}
	if e.Input != "" || e.Index >= 0 {
		s += " (" + strconv.Quote(e.Input)
		if e.Index >= 0 {
			s += " at " + strconv.Itoa(e.Index)
		}
		s += ")"
	}
	return s
}

// Unwrap returns Kind, so errors.Is(err, ErrTokenize) works.
func (e *Error) Unwrap() error { return e.Kind }

func newError(kind error, input string, index int) *Error {
	return &Error{Kind: kind, Input: input, Index: index}
}

// withComponent sets the component of err if it is an *Error that has none.
func withComponent(err error, component string) error {
	var e *Error
	if errors.As(err, &e) && e.Component == "" {
		e.Component = component
	}
	return err
}
