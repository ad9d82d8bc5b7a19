package main

// The performance goals, each once: the figure, its limit, and the name of
// the measurement (a key of figures, filled by read.go from what the
// benchmarks left behind) that gives it. A goal with no measurement prints
// "not measured": nobody measures it yet.
//
// perDataset goals print one column per dataset (the first table); the others
// one figure (the second table).
type goal struct {
	figure     string
	perDataset bool
	atLeast    bool // the figure must be at least limit (else at most)
	limit      float64
	unit       string
	measure    string // key of figures; "" when nothing measures it
}

var goals = []goal{
	// The limits the project now aims at: a parse costs a scan of the bytes
	// and one allocation.
	{"Go Parse+Href / ada C++ in-process", true, false, 0.4, "", "go/ada-cpp"},
	{"C ABI parse+href+free / ada C API", true, false, 0.45, "", "c/parse"},
	{"wurl_parse_batch per URL / ada C API", true, false, 0.3, "", "c/batch"},
	{"Arrow parse + export / batch", true, false, 1.1, "", "arrow/ratio"},
	// Instruction counts back the time ratios above, against the same
	// limits (the Go one against ada's C API, whose parse is ada's C++
	// parse).
	{"Go Parse+Href instructions/URL / ada C API (callgrind)", true, false, 0.4, "", "goicount/parse"},
	{"C ABI instructions/URL / ada C API (callgrind)", true, false, 0.45, "", "icount/parse"},
	{"C batch instructions/URL / ada C API (callgrind)", true, false, 0.3, "", "icount/batch"},
	// Goals met earlier, kept so that no figure gets worse.
	{"Go Parse+Href / goada", true, false, 0.33, "", "go/goada"},
	{"Go allocs per canonical URL", true, false, 1, "", "go/allocs"},
	{"C getter wurl_get_hostname (ns/call, in cache)", true, false, 5, " ns", "c/wurl_get_hostname"},
	{"C getter wurl_get_components (ns/call, in cache)", true, false, 5, " ns", "c/wurl_get_components"},

	{"Python URL(s).href / urlsplit(s)", false, false, 0.35, "", "python/URL(s).href"},
	{"Python parse_many with every href read / urlsplit", false, false, 0.08, "", "python/parse_many"},
	{"pandas DataFrame of the ten components vs Series.map(urlsplit)", false, true, 20, "x", "columnar/speedup"},
	// The worst dataset's ratio; the detail lists every dataset's.
	{"URLPattern: a 20-pattern router per URL / ada's url_pattern (C++)", false, false, 0.5, "", "pattern/router"},
	{"URLPattern router instructions/URL / ada's url_pattern (callgrind)", false, false, 0.5, "", "pattern/icount"},
	{"first non-canonical parse in a new C process (dlopen excluded)", false, false, 1, " ms", "first/parse"},
	{"installed library size", false, false, 4, " MB", "install/size"},
	{"peak memory / (input + href) at 100 MB: non-ASCII hosts", false, false, 3, "", "huge/host-nonascii"},
	{"peak memory / (input + href) at 100 MB: Bidi hosts", false, false, 3, "", "huge/host-bidi"},
	{"peak memory / (input + href) at 100 MB: invalid-UTF-8 paths", false, false, 3, "", "huge/path-invalid-utf8"},
}
