//go:build !race

package whatwgurl

const raceEnabled = false
