package main

/*
#include "internal.h"
*/
import "C"

import "github.com/whatwgurl/whatwgurl/internal/cpufeature"

// The engine's scans and canonical.c's run sixteen bytes a step with SSSE3.
// cpu.c has the answer without a CPUID of its own (from glibc's table);
// told here, before any call enters the engine, the engine asks nothing
// either, which spares a process's first call a trap to the hypervisor
// on a virtual machine (bench-first).
func init() {
	cpufeature.SSSE3.Store(cpufeature.Of(C.wurl__cpu_features()&C.WURL_CPU_SSSE3 != 0))
}
