package whatwgurl

// scanVector is scanRun's vector form, for len(s) >= 16 on a processor with
// SSSE3 (vectorScan).
//
//go:noescape
func scanVector(s string, i int, t *vectorTable) int

// cpuHasSSSE3 reports whether the processor has SSSE3's byte shuffle.
func cpuHasSSSE3() bool

// vectorScan says whether the scans run sixteen bytes a step.
var vectorScan = cpuHasSSSE3()
