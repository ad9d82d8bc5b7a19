package whatwgurl

import "github.com/whatwgurl/whatwgurl/internal/cpufeature"

// scanVector is scanRun's vector form, for len(s) >= 16 on a processor with
// SSSE3 (vectorScan).
//
//go:noescape
func scanVector(s string, i int, t *vectorTable) int

// cpuHasSSSE3 reports whether the processor has SSSE3's byte shuffle.
func cpuHasSSSE3() bool

// vectorScan says whether the scans run sixteen bytes a step: whether the
// processor has SSSE3, as the library's C side told (cpufeature), else
// asked here once, at the first scan that would use it, not when the
// package loads: a program that never scans 16 bytes never asks.
func vectorScan() bool {
	if s := cpufeature.SSSE3.Load(); s != cpufeature.Unknown {
		return s == cpufeature.Present
	}
	return askSSSE3()
}

//go:noinline
func askSSSE3() bool {
	has := cpuHasSSSE3()
	cpufeature.SSSE3.Store(cpufeature.Of(has))
	return has
}
