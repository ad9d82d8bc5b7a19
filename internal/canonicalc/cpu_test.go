//go:build cgo && amd64

package canonicalc

import "testing"

// cpu.c asks CPUID itself, leaf by leaf, instead of linking libgcc's
// feature test: it must find what that test finds, or a fast path would
// run where the processor lacks its instructions (or never run).
func TestCPUFeaturesAsTheCompilerSees(t *testing.T) {
	ours, compilers := CPUFeatures()
	if ours != compilers {
		t.Fatalf("cpu.c finds %03b (known, SSSE3, AVX2 from the right), the compiler's test %03b", ours, compilers)
	}
	t.Logf("SSSE3 %v, AVX2 %v", ours&2 != 0, ours&4 != 0)
}
