// Package cpufeature holds whether the processor has the vector extension
// the engine's sixteen-byte scans use, found out once, at initialization,
// by whoever can do it cheapest.
//
// Asking is the CPUID instruction, which on a virtual machine is a trap to
// the hypervisor, tens of microseconds apiece. In a Go program the engine
// asks in its package initializer. The C library (capi) already has the
// answer from glibc, which asked at the start of the process: built with
// the tag whatwgurl_capi (LIB_TAGS in mk/lib.mk), the engine leaves it to
// capi's initializer, which runs after the engine's and before any call
// can enter the engine, and says it here.
package cpufeature

// SSSE3 is whether the processor has SSSE3, whose byte shuffle the scans
// look classes up with. A plain variable, as the scans read it on every
// call: written during initialization only (and by tests, which toggle
// it), before anything that reads it runs.
var SSSE3 bool
