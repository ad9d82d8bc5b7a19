//go:build whatwgurl_workcount

package whatwgurl

import "github.com/whatwgurl/whatwgurl/whatwgurl/internal/workcount"

// The counting build (-tags whatwgurl_workcount) opens the engine's work
// counts (internal/workcount) to the C library's counting build
// (capi/workcount.go), which cannot import a package of the engine's
// internal tree. Nothing here exists in a normal build.

// WorkCounter holds the totals of each kind of work: bytes parsed,
// serialized and copied, tuples visited, in that order.
type WorkCounter = workcount.Counter

// CountCopied adds n bytes of href copied to change a query, for a copy made
// outside the engine (the C library's own query writes).
func CountCopied(n int) { workcount.Add(workcount.Copied, n) }
