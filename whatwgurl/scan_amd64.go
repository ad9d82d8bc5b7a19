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
// processor has SSSE3 (cpufeature), one load as for a variable of the
// package.
func vectorScan() bool { return cpufeature.SSSE3 }

// The processor is asked here, once, unless the C library tells the answer
// it already has (cpufeature.ToldByCAPI).
func init() {
	if !cpufeature.ToldByCAPI {
		cpufeature.SSSE3 = cpuHasSSSE3()
	}
}
