package main

/*
#include "internal.h"
*/
import "C"

import "github.com/whatwgurl/whatwgurl/internal/cpufeature"

// The engine's scans and canonical.c's run sixteen bytes a step with SSSE3.
// cpu.c has the answer without a CPUID of its own (from glibc's table);
// said here, after the engine's initializer (which, built with the tag
// whatwgurl_capi, asks nothing) and before any call enters the engine, it
// spares each process that loads the library a trap to the hypervisor on a
// virtual machine, which its first call waited for (bench-first).
func init() {
	cpufeature.SSSE3 = C.wurl__cpu_features()&C.WURL_CPU_SSSE3 != 0
}
