//go:build cgo && amd64

package canonicalc

import "testing"

// cpu.c reads glibc's table of the processor's features, or asks CPUID
// itself, instead of linking libgcc's feature test: either way it must
// find what that test finds, or a fast path would run where the processor
// lacks its instructions (or never run).
func TestCPUFeaturesAsTheCompilerSees(t *testing.T) {
	ours, cpuid, compilers := CPUFeatures()
	if ours != compilers {
		t.Errorf("cpu.c finds %03b (known, SSSE3, AVX2 from the right), the compiler's test %03b", ours, compilers)
	}
	if cpuid != compilers {
		t.Errorf("cpu.c's CPUID fallback finds %03b, the compiler's test %03b", cpuid, compilers)
	}
	t.Logf("SSSE3 %v, AVX2 %v", ours&2 != 0, ours&4 != 0)
}
