//go:build !amd64

package whatwgurl

// Elsewhere the scans run eight bytes a step, in Go.
func vectorScan() bool { return false }

func scanVector(s string, i int, t *vectorTable) int { panic("whatwgurl: no vector scan here") }
