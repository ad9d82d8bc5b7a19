// Command genabi writes what the C header, the C library and the Python
// package must agree on, from one set of Go definitions (defs.go, which reads
// the engine's exported constants) and the file VERSION:
//
//   - include/whatwgurl.h: the blocks between its BEGIN GENERATED and END
//     GENERATED lines (the version macros, the enums, wurl_components,
//     wurl_attribute_range); the rest of the header is hand-written
//     documentation;
//   - capi/abi_names.c: wurl_version, wurl_status_name,
//     wurl_validation_error_name, wurl_pattern_error_name and the names of
//     the pattern components (for capi/pattern.go);
//   - capi/canonical_tables.h: the data of the fast path's copy in C (byte
//     classes, special schemes, default ports), read from the engine;
//   - examples/python/whatwgurl/_abi.py: the same values for the binding;
//   - examples/python/whatwgurl/_getters.py: the getters of section 6.1 as
//     slices, from the ranges of getters.go (which the header's
//     wurl_attribute_range is made from too);
//   - capi/engine_exports.h: the Go entry points of capi/*.go (their
//     //export lines), which a forked child sends to a private copy of the
//     library (capi/engine.c).
//
// Run it with go generate ./internal/cmd/genabi (or go run
// ./internal/cmd/genabi -root . from the repository's root). Its test fails
// when a file it writes is stale.
package main

//go:generate go run . -root ../../..

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

// The files genabi writes, relative to the repository's root.
const (
	headerPath  = "include/whatwgurl.h"
	cNamesPath  = "capi/abi_names.c"
	canonPath   = "capi/canonical_tables.h"
	pythonPath  = "examples/python/whatwgurl/_abi.py"
	gettersPath = "examples/python/whatwgurl/_getters.py"
	versionPath = "VERSION"
)

func main() {
	root := flag.String("root", ".", "the repository's root")
	flag.Parse()
	files, err := generate(*root)
	if err == nil {
		for _, f := range files {
			if err = os.WriteFile(filepath.Join(*root, f.Path), []byte(f.Text), 0o644); err != nil {
				break
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genabi:", err)
		os.Exit(1)
	}
}

type file struct {
	Path string // relative to the root
	Text string
}

// generate returns every file genabi writes, with its new contents, reading
// VERSION and the current header under root.
func generate(root string) ([]file, error) {
	ver, err := os.ReadFile(filepath.Join(root, versionPath))
	if err != nil {
		return nil, err
	}
	a, err := load(string(ver))
	if err != nil {
		return nil, err
	}
	header, err := os.ReadFile(filepath.Join(root, headerPath))
	if err != nil {
		return nil, err
	}
	h, err := spliceHeader(string(header), a.headerBlocks())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", headerPath, err)
	}
	exports, err := engineExports(root)
	if err != nil {
		return nil, err
	}
	return []file{{headerPath, h}, {cNamesPath, a.cNames()},
		{canonPath, canonicalTables()}, {pythonPath, a.python()}, {gettersPath, pythonGetters()},
		{engineExportsPath, engineHeader(exports)}}, nil
}
