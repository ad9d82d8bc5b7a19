// Command emptylib is the floor of bench-first's figure: a C shared library
// built by the same Go as libwhatwgurl.so, whose wurl_parse and wurl_free
// do nothing. Its first call in a new process waits for what every Go
// library waits for there (the Go runtime's start, which dlopen begins on
// a thread of its own) and no more, so firstparse.c times it as it times
// the library, and the difference is the library's own: its packages'
// initializers and its first parse.
//
//	go build -buildmode=c-shared -o libemptygo.so ./cmd/emptylib
package main

import "C"

import "unsafe"

// wurl_parse has the signature of the library's and parses nothing.
//
//export wurl_parse
func wurl_parse(input *C.char, inputLen C.size_t, base *C.char, baseLen C.size_t, out *unsafe.Pointer) C.int {
	*out = nil
	return 0
}

// wurl_free frees nothing.
//
//export wurl_free
func wurl_free(unsafe.Pointer) {}

func main() {}
