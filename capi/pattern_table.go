package main

import (
	"sync"
	"sync/atomic"

	"github.com/whatwgurl/whatwgurl/urlpattern"
)

// patterns holds the Go side of every live wurl_pattern: a pattern's C
// block keeps its index (the block's handle). Reading one is two loads,
// with no write, so threads that match at the same time do not contend; a
// runtime/cgo.Handle is a sync.Map lookup, and a router that reads 20
// patterns per URL spent 15% of its instructions on those lookups.
//
// The table is copied when it grows (doubling), under mu like every write;
// a reader keeps the table it loaded for its call. That is safe: a handle
// a reader may use was registered before its call began, so it is in that
// table or a later one, and every copy carries it over.
var patterns struct {
	table atomic.Pointer[patternTable]
	mu    sync.Mutex
	next  uintptr   // the handles given so far
	free  []uintptr // handles of released patterns, for reuse
}

type patternTable []atomic.Pointer[urlpattern.URLPattern]

// currentPatterns is the table now, for reading many patterns at once.
func currentPatterns() patternTable {
	if t := patterns.table.Load(); t != nil {
		return *t
	}
	return nil
}

// of returns the pattern of handle h.
func (t patternTable) of(h uintptr) *urlpattern.URLPattern { return t[h].Load() }

// patternOf returns the pattern of handle h.
func patternOf(h uintptr) *urlpattern.URLPattern { return currentPatterns().of(h) }

// registerPattern keeps p and returns its handle.
func registerPattern(p *urlpattern.URLPattern) uintptr {
	patterns.mu.Lock()
	defer patterns.mu.Unlock()
	t := currentPatterns()
	var h uintptr
	if n := len(patterns.free); n > 0 {
		h = patterns.free[n-1]
		patterns.free = patterns.free[:n-1]
	} else {
		h = patterns.next
		patterns.next++
		if h == uintptr(len(t)) {
			grown := make(patternTable, max(64, 2*len(t)))
			for i := range t {
				grown[i].Store(t[i].Load())
			}
			patterns.table.Store(&grown)
			t = grown
		}
	}
	t[h].Store(p)
	return h
}

// releasePattern forgets the pattern of handle h.
func releasePattern(h uintptr) {
	patterns.mu.Lock()
	defer patterns.mu.Unlock()
	if t := currentPatterns(); h < uintptr(len(t)) && t[h].Swap(nil) != nil {
		patterns.free = append(patterns.free, h)
	}
}
