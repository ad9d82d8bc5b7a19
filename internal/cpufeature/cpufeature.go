// Package cpufeature holds what is known of the processor's vector
// extensions that the engine's scans may use, so that a program that has
// already asked the processor can say so, and the engine need not ask
// again.
//
// Asking is the CPUID instruction, which on a virtual machine is a trap to
// the hypervisor, tens of microseconds apiece. The C library (capi) has
// its answers from glibc, which asked at the start of the process, and
// tells them here before its first call enters the engine; a Go program
// tells nothing, and the engine asks at its first scan.
package cpufeature

import "sync/atomic"

// The states of a feature.
const (
	Unknown = iota // nobody has said
	Absent
	Present
)

// SSSE3 is the state of SSSE3, whose byte shuffle the engine's sixteen-byte
// scans look classes up with. An atomic, so that a scan may read it while
// another goroutine's first scan writes it (both the same answer); on
// amd64 its load is a plain move.
var SSSE3 atomic.Uint32

// Of returns the state that has says.
func Of(has bool) uint32 {
	if has {
		return Present
	}
	return Absent
}
