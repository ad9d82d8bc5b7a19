package whatwgurl

// StateOverride names a state of the basic URL parser (section 4.4) that
// another Standard passes as state override. The URL Pattern Standard's
// canonicalization (its "encoding callbacks") runs the parser this way on a
// dummy URL, and needs to know when the parser returns failure, which the
// setters of section 6.1 do not say.
type StateOverride uint8

// The states URL Pattern gives as state override.
const (
	HostnameStateOverride   StateOverride = iota + 1 // hostname state
	PortStateOverride                                // port state
	PathStartStateOverride                           // path start state
	OpaquePathStateOverride                          // opaque path state
	QueryStateOverride                               // query state
	FragmentStateOverride                            // fragment state
)

var overrideStates = [...]state{
	HostnameStateOverride:   hostnameState,
	PortStateOverride:       portState,
	PathStartStateOverride:  pathStartState,
	OpaquePathStateOverride: opaquePathState,
	QueryStateOverride:      queryState,
	FragmentStateOverride:   fragmentState,
}

// ParseWithStateOverride runs the basic URL parser on input with a copy of u
// as url and state as state override, and returns the copy. ok is false when
// the parser returns failure; the copy then keeps what the parser did before
// failing, as a setter's URL does.
//
// The component the state writes starts empty, as URL Pattern's canonicalize
// steps and the setters make it: PathStartStateOverride empties the path
// list, OpaquePathStateOverride makes the path the empty opaque path, and
// QueryStateOverride and FragmentStateOverride set the query or the fragment
// to the empty string. An unknown state returns u's copy and false. Input
// that is not valid UTF-8 is read as U+FFFD.
func (u *URL) ParseWithStateOverride(input string, state StateOverride) (result *URL, ok bool) {
	v := u.Clone()
	if state == 0 || int(state) >= len(overrideStates) {
		return v, false
	}
	v.modify(func(p *parser, r *record) {
		switch state {
		case PathStartStateOverride, OpaquePathStateOverride:
			r.path = r.path[:0]
			r.opaquePath = state == OpaquePathStateOverride
		case QueryStateOverride:
			r.query = r.query[:0]
			r.hasQuery = true
		case FragmentStateOverride:
			r.fragment = r.fragment[:0]
			r.hasFragment = true
		}
		ok = p.basicParse(toScalarValues(input), nil, r, overrideStates[state])
	})
	return v, ok
}
