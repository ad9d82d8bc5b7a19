// Package sequences plays seeded random sequences of URL setters and
// URLSearchParams methods (sections 6.1 and 6.2) on URLs of every shape, and
// checks at every step that every way of holding the URL agrees: the Go URL
// whose searchParams object was taken first, the one whose object is taken
// only when a step needs it, objects taken after any prefix of setters, the
// URL re-parsed from its href where the Standard says they must agree, and a
// model of the list that follows the Standard's steps literally.
//
// A played sequence is a Record: its steps and what the Go URL showed after
// each. internal/cmd/sequences writes records as JSON lines, which the C
// (tests/c/test_sequences.c) and Python (examples/python/tests/
// test_sequences.py) replays compare against their own observations.
package sequences

// Getters are the URL getters observed after every step, in this order.
var Getters = [10]string{"href", "protocol", "username", "password", "host", "hostname",
	"port", "pathname", "search", "hash"}

// A Step is one call: Step[0] is a setter's attribute name (one of
// Getters) with the value in Step[1], or a URLSearchParams method:
//
//	append name value     set name value
//	delete name [value]   has name [value]
//	get name              getAll name
//	sort    size    toString    entries
type Step []string

// Sequence is a URL and the steps played on it.
type Sequence struct {
	Seed  uint64 `json:"seed"`
	Href  string `json:"href"`
	Steps []Step `json:"steps"`
}

// Observation is what the URL shows after a step.
type Observation struct {
	// Result is what the step returned: for get a string or nil (null);
	// getAll []string; has bool; size int; toString a string; entries
	// [][2]string; the href setter whether it succeeded (a bool); nil for
	// the other setters and methods.
	Result any `json:"r"`
	// URL holds the getters, in the order of Getters.
	URL [10]string `json:"u"`
	// List is the URL's searchParams object's list.
	List [][2]string `json:"sp"`
}

// Record is a played sequence with the observation after each step.
type Record struct {
	Sequence
	Obs []Observation `json:"obs"`
}
