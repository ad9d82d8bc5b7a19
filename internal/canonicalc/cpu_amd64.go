//go:build cgo

package canonicalc

/*
#include "internal.h"

// What the compiler's own test (libgcc's, which the library leaves out:
// see cpu.c) says of the same extensions.
static unsigned compiler_cpu_features(void) {
  __builtin_cpu_init();
  return WURL_CPU_KNOWN | (__builtin_cpu_supports("ssse3") ? WURL_CPU_SSSE3 : 0u) |
         (__builtin_cpu_supports("avx2") ? WURL_CPU_AVX2 : 0u);
}
*/
import "C"

// CPUFeatures gives, as WURL_CPU_* bits, the vector extensions of this
// processor as cpu.c finds them (from glibc's table where it has one), as
// its CPUID fallback finds them, and as the compiler's
// __builtin_cpu_supports finds them, for a test that holds the first two to
// the third.
func CPUFeatures() (ours, cpuid, compilers uint) {
	return uint(C.wurl__cpu_features()), uint(C.wurl__cpu_features_cpuid()), uint(C.compiler_cpu_features())
}
