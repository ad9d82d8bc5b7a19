//go:build race

package whatwgurl

// raceEnabled: under the race detector, sync.Pool drops items at random, so
// allocation counts do not hold.
const raceEnabled = true
