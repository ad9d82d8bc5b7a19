//go:build whatwgurl_workcount

package main

/*
#cgo CFLAGS: -DWURL_WORKCOUNT
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"runtime/metrics"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// The counting build of the library (-tags whatwgurl_workcount), for
// tests/c/test_sp_work.c and tests/c/test_huge_gc.c only: every search-params
// count of the engine and of this package goes to counter, which
// wurl_debug_work reads, and wurl_debug_forced_gcs counts the collections the
// library asks for. Not in the header: the normal build has no such function.
// WURL_WORKCOUNT turns on the C side's counts too (batch.c's
// wurl_debug_batch_work, for tests/c/test_batch_work.c).

var counter whatwgurl.WorkCounter

// countCopied counts n bytes of href copied by this package's query writes.
func countCopied(n int) { whatwgurl.CountCopied(n) }

func init() { counter.Install() }

// wurl_debug_work copies the totals so far, by kind (parsed, serialized,
// copied, visited), into out[0, n).
//
//export wurl_debug_work
func wurl_debug_work(out *C.uint64_t, n C.size_t) {
	dst := unsafe.Slice(out, int(n))
	for k := range dst {
		if k < len(counter) {
			dst[k] = C.uint64_t(counter[k])
		}
	}
}

// wurl_debug_forced_gcs is how many garbage collections the Go runtime has
// run because the program asked for one (runtime.GC), as runtime/metrics
// counts them: collectAfterHuge's, since nothing else in the library asks.
//
//export wurl_debug_forced_gcs
func wurl_debug_forced_gcs() C.uint64_t {
	s := []metrics.Sample{{Name: "/gc/cycles/forced:gc-cycles"}}
	metrics.Read(s)
	return C.uint64_t(s[0].Value.Uint64())
}
