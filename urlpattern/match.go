package urlpattern

import "github.com/whatwgurl/whatwgurl/whatwgurl"

// Result is URLPatternResult: what Exec returns on a match.
type Result struct {
	// Inputs are the arguments matched: the *Init, or the URL String and,
	// when given, the base URL String.
	Inputs   []Input
	Protocol ComponentResult
	Username ComponentResult
	Password ComponentResult
	Hostname ComponentResult
	Port     ComponentResult
	Pathname ComponentResult
	Search   ComponentResult
	Hash     ComponentResult
}

// ComponentResult is URLPatternComponentResult: the component's input and
// its groups, in the order of the pattern's group name list.
type ComponentResult struct {
	Input  string
	Groups []Group
}

// Group is one entry of a component result's groups record. A group that
// did not participate in the match (undefined in JavaScript) has Matched
// false and an empty Value.
type Group struct {
	Name    string
	Value   string
	Matched bool
}

// Group returns the value of the group called name, and whether it exists
// and matched.
func (r *ComponentResult) Group(name string) (string, bool) {
	for _, g := range r.Groups {
		if g.Name == name {
			return g.Value, g.Matched
		}
	}
	return "", false
}

// Component returns the result of component name ("protocol" ... "hash"),
// or nil for another name.
func (r *Result) Component(name string) *ComponentResult {
	for c := range numComponents {
		if c.String() == name {
			return r.component(c)
		}
	}
	return nil
}

func (r *Result) component(c component) *ComponentResult {
	return [numComponents]*ComponentResult{
		&r.Protocol, &r.Username, &r.Password, &r.Hostname,
		&r.Port, &r.Pathname, &r.Search, &r.Hash,
	}[c]
}

// Test is the test() method: whether input (a URL String, resolved against
// baseURL when it is not nil, or an Init) matches. The error is the
// TypeError of giving a baseURL with an *Init; a URL that does not parse
// does not match.
func (p *URLPattern) Test(input Input, baseURL *string) (bool, error) {
	values, ok, err := p.componentValues(input, baseURL)
	if err != nil || !ok {
		return false, err
	}
	return p.testValues(&values), nil
}

// FirstMatch is a router: the index of the first of patterns that input
// matches, as Test on each in turn finds it, or -1 when none does. It reads
// input once for all of them (once for each edition of the URL Standard
// among them, in turn) where Test on each would parse it again for every
// pattern. Its error is Test's.
func FirstMatch(patterns []*URLPattern, input Input, baseURL *string) (int, error) {
	var values [numComponents]string
	var ps whatwgurl.Parser
	read, ok := false, false
	for i, p := range patterns {
		if !read || p.ps != ps {
			var err error
			if values, ok, err = p.componentValues(input, baseURL); err != nil {
				return -1, err
			}
			ps, read = p.ps, true
		}
		if ok && p.testValues(&values) {
			return i, nil
		}
	}
	return -1, nil
}

// testValues is the second half of "match" when only whether it is null
// matters: every component's regular expression against its value.
func (p *URLPattern) testValues(values *[numComponents]string) bool {
	for _, c := range p.order {
		if !p.components[c].test(values[c]) {
			return false
		}
	}
	return true
}

// Exec is the exec() method: the match result, or nil when input does not
// match. Its error is Test's.
func (p *URLPattern) Exec(input Input, baseURL *string) (*Result, error) {
	values, ok, err := p.componentValues(input, baseURL)
	if err != nil || !ok {
		return nil, err
	}
	return p.execValues(values, matchInputs(input, baseURL)), nil
}

// TestURL is "match" given a URL record: whether the parsed URL u matches.
// A router that tests one URL against many patterns parses it once.
func (p *URLPattern) TestURL(u *whatwgurl.URL) bool {
	values := urlComponents(u)
	return p.testValues(&values)
}

// ExecURL is "match" given a URL record; Inputs holds u's serialization.
func (p *URLPattern) ExecURL(u *whatwgurl.URL) *Result {
	return p.execValues(urlComponents(u), []Input{String(u.Href())})
}

func (p *URLPattern) execValues(values [numComponents]string, inputs []Input) *Result {
	result := &Result{Inputs: inputs}
	for c := range numComponents {
		cr, ok := p.components[c].exec(values[c])
		if !ok {
			return nil
		}
		*result.component(c) = cr
	}
	return result
}

// componentValues is the first half of "match": the eight strings the
// component regular expressions run on. ok is false when the match is null
// before any regular expression runs.
func (p *URLPattern) componentValues(input Input, baseURL *string) (values [numComponents]string, ok bool, err error) {
	if in, ok := asInit(input); ok {
		if baseURL != nil {
			return values, false, newError(ErrBaseURLWithInit, *baseURL, -1)
		}
		iv := in.values()
		applied, err := processInit(&iv, processURL, p.ps)
		if err != nil {
			return values, false, nil // a throw here is a null match
		}
		return applied.v, true, nil
	}
	if in, ok := input.(String); ok {
		var base *whatwgurl.URL
		if baseURL != nil {
			var err error
			if base, err = p.ps.Parse(*baseURL); err != nil {
				return values, false, nil
			}
		}
		var u *whatwgurl.URL
		var err error
		if base != nil {
			u, err = p.ps.ParseWithBaseURL(string(in), base)
		} else {
			u, err = p.ps.Parse(string(in))
		}
		if err != nil {
			return values, false, nil
		}
		return urlComponents(u), true, nil
	}
	return values, false, nil
}

// matchInputs is the inputs list of "match": the Init, or the URL and the
// base as the JavaScript binding sees them (USVStrings).
func matchInputs(input Input, baseURL *string) []Input {
	if in, ok := asInit(input); ok {
		iv := in.values()
		return []Input{iv.init()}
	}
	inputs := []Input{String(scalarValues(string(input.(String))))}
	if baseURL != nil {
		inputs = append(inputs, String(scalarValues(*baseURL)))
	}
	return inputs
}

// urlComponents reads the eight components of a URL as "match" does.
func urlComponents(u *whatwgurl.URL) [numComponents]string {
	q, _ := u.Query()
	f, _ := u.Fragment()
	return [numComponents]string{
		u.Scheme(), u.Username(), u.Password(), u.Hostname(),
		u.Port(), u.Pathname(), q, f,
	}
}
