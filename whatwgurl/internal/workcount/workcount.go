// Package workcount counts the work that search params do, for the tests that
// keep each operation's cost from growing with the list: bytes parsed,
// serialized and copied, and tuples visited. Nothing counts until a test (or
// the C library's counting build, through ../../workcount_build.go) installs
// Hook; until then each count costs one load and one branch.
package workcount

// Kind is what a count measures.
type Kind int

const (
	Parsed     Kind = iota // bytes read by the application/x-www-form-urlencoded parser
	Serialized             // bytes written by its serializer
	Copied                 // bytes of a URL's href copied to change its query
	Visited                // tuples of a list looked at or moved
	NumKinds
)

// Hook receives every count when it is not nil. It is set once, before the
// work to count runs (it is a plain variable, read without synchronization).
var Hook func(k Kind, n int)

// Add reports n units of kind k to Hook.
func Add(k Kind, n int) {
	if Hook != nil {
		Hook(k, n)
	}
}

// Counter is a Hook's state: the totals of each kind. Not safe for
// concurrent use; a test counts one goroutine's work.
type Counter [NumKinds]int

// Install makes c receive the counts from now on and returns a function that
// uninstalls it.
func (c *Counter) Install() (uninstall func()) {
	Hook = func(k Kind, n int) { c[k] += n }
	return func() { Hook = nil }
}

// Total is the sum of every kind.
func (c *Counter) Total() int {
	t := 0
	for _, n := range c {
		t += n
	}
	return t
}
