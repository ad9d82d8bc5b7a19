// Package adacpp times ada's own C++ API, ada::parse<ada::url_aggregator>
// followed by get_href, in-process, with one cgo call per timed pass over a
// whole dataset: the cgo cost (tens of ns) is paid once per pass of at least
// 100,000 parses, so it is amortized to nothing. This is the "ada C++" side
// of the goal that Go Parse+Href be at most ada C++'s time.
//
// ada itself is not compiled here: adacpp.cpp includes only ada.h and links
// against the ada.cpp that the goada package (imported below) compiles, with
// goada's flags (-O3 -std=c++20). ada.h is looked up on the include path,
// which must hold goada's module folder:
//
//	CGO_CXXFLAGS="-O2 -I$(go list -m -f '{{.Dir}}' github.com/ada-url/goada)" go build ./cmd/urlbench
//
// (`make bench` does this). A plain `go build` without it still builds: the
// C++ file then compiles to stubs, Available reports false and the harness
// leaves the side out, saying how to get it.
package adacpp

/*
#cgo CXXFLAGS: -O3 -std=c++20
#include <stdlib.h>
#include "adacpp.h"
*/
import "C"

import (
	"time"
	"unsafe"

	_ "github.com/ada-url/goada" // ada.cpp's compiled symbols (ada::parse<url_aggregator>, ...)
)

// Available tells whether ada.h was found at build time.
func Available() bool { return C.adacpp_available() != 0 }

// HowToEnable says how to build with ada.h when Available is false.
const HowToEnable = `build with CGO_CXXFLAGS="-O2 -I$(go list -m -f '{{.Dir}}' github.com/ada-url/goada)" (make bench does)`

// A Set is a dataset copied into C memory once, for timed passes.
type Set struct {
	c *C.adacpp_set
	n int
}

var sink C.size_t

// Prepare copies urls into C memory. Call Release when done.
func Prepare(urls []string) *Set {
	total := 0
	for _, s := range urls {
		total += len(s)
	}
	data := make([]byte, 0, total+1)
	lens := make([]C.size_t, len(urls)+1)
	for i, s := range urls {
		data = append(data, s...)
		lens[i] = C.size_t(len(s))
	}
	data = append(data, 0) // so &data[0] exists for an empty set
	c := C.adacpp_prepare((*C.char)(unsafe.Pointer(&data[0])), &lens[0], C.size_t(len(urls)))
	return &Set{c: c, n: len(urls)}
}

// Len is the number of URLs in the set.
func (s *Set) Len() int { return s.n }

// Release frees the C copy.
func (s *Set) Release() {
	if s.c != nil {
		C.adacpp_release(s.c)
		s.c = nil
	}
}

// Time runs reps passes of ada::parse<url_aggregator> + get_href over the set
// in one cgo call and returns the time the C++ loop measured.
func (s *Set) Time(reps int) time.Duration {
	return time.Duration(C.adacpp_time(s.c, C.int(reps), &sink))
}

// Href parses one URL with ada's C++ API (one cgo call: for probes, not
// timing) and returns a copy of its href; ok is false when ada rejects it.
func Href(s string) (href string, ok bool) {
	b := append([]byte(s), 0) // never empty, so &b[0] exists
	var p *C.char
	var n C.size_t
	if C.adacpp_href((*C.char)(unsafe.Pointer(&b[0])), C.size_t(len(s)), &p, &n) == 0 {
		return "", false
	}
	return C.GoStringN(p, C.int(n)), true
}
