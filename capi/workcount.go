//go:build whatwgurl_workcount

package main

/*
#include <stddef.h>
#include <stdint.h>
*/
import "C"

import (
	"unsafe"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// The counting build of the library (-tags whatwgurl_workcount), for
// tests/c/test_sp_work.c only: every search-params count of the engine and of
// this package goes to counter, which wurl_debug_work reads. Not in the
// header: the normal build has no such function.

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
