package whatwgurl

import (
	"runtime"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/host"
)

// growthShapes are the shapes of huge input that TestParseGrowsLinearly
// (and bench/c/huge.c, through the C ABI) scale up: prefix, then unit
// repeated, then suffix.
var growthShapes = []struct {
	name, prefix, unit, suffix string
	fails                      bool // the parse fails (after reading the input)
	idna                       bool // the host goes through golang.org/x/net/idna
}{
	{name: "path-nonascii", prefix: "http://h/", unit: "é\u00ff😀"},
	{name: "path-segments", prefix: "http://h/", unit: "abc/"},
	{name: "path-dots", prefix: "http://h/", unit: "a/./b/../"},
	{name: "path-pct2e", prefix: "http://h/", unit: "%2e/%2E%2e/a/"},
	{name: "path-percent", prefix: "http://h/", unit: "%41%e9"},
	{name: "path-backslash", prefix: "http://h/", unit: `a\`},
	{name: "path-tabs", prefix: "http://h/", unit: "a\t\n"},
	{name: "path-invalid-utf8", prefix: "http://h/", unit: "a\xff"},
	{name: "query-nonascii", prefix: "http://h/?", unit: "é 😀="},
	{name: "fragment-nonascii", prefix: "http://h/#", unit: "é 😀"},
	{name: "userinfo", prefix: "http://", unit: "ué:@", suffix: "h/"},
	{name: "host-labels", prefix: "http://", unit: "a.", suffix: "/"},
	{name: "host-labels-upper", prefix: "http://", unit: "A.", suffix: "/"},
	{name: "host-nonascii", prefix: "http://", unit: "é.", suffix: "/", idna: true},
	{name: "host-bidi", prefix: "http://", unit: "א.", suffix: "/", idna: true},
	{name: "host-opaque", prefix: "foo://", unit: "aé", suffix: "/"},
	{name: "ipv6", prefix: "http://[", unit: "0:", suffix: "]/", fails: true},
	{name: "opaque-path", prefix: "mailto:", unit: "aé "},
	{name: "data", prefix: "data:text/plain;base64,", unit: "QUJD"},
	{name: "file-drive", prefix: "file:///", unit: "c|/../"},
}

// growthInput is shape's input of about n bytes.
func growthInput(prefix, unit, suffix string, n int) string {
	return prefix + strings.Repeat(unit, max(1, (n-len(prefix)-len(suffix))/len(unit))) + suffix
}

// TestParseGrowsLinearly parses every shape of huge input at 100 KB, 500 KB
// and 2 MB, as the C ABI does (ParseInto, the href written into memory the
// caller provides), and counts what the parse allocates: per input byte,
// the bytes and the allocations must not grow with the input (a parse that
// copied its input again and again, or kept a string per label, would),
// and the bytes allocated, an upper bound of the parse's peak memory, must
// be at most 3 × (input + href). Hosts that go through IDNA are the
// exception to the last rule: golang.org/x/net/idna allocates per label,
// garbage that the collector takes back as the parse goes on; their peak
// is what bench/c/huge.c measures.
func TestParseGrowsLinearly(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts do not hold under the race detector")
	}
	sizes := []int{100_000, 500_000, 2_000_000}
	for _, sh := range growthShapes {
		t.Run(sh.name, func(t *testing.T) {
			var bytesPerByte, allocsPerByte []float64
			for _, n := range sizes {
				in := growthInput(sh.prefix, sh.unit, sh.suffix, n)
				var room []byte
				into := func(k int) []byte {
					if cap(room) < k {
						room = make([]byte, 0, k)
					}
					return room[:0]
				}
				ParseInto(in, nil, into) // sizes room
				// Empty the parser pool (two collections), so that every
				// size is measured from the same start.
				runtime.GC()
				runtime.GC()
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				href, _, k := ParseInto(in, nil, into)
				runtime.ReadMemStats(&after)
				if failed := k != 0; failed != sh.fails {
					t.Fatalf("%d bytes: parse failed %v (%v), want %v", len(in), failed, k, sh.fails)
				}
				bytes := float64(after.TotalAlloc - before.TotalAlloc)
				allocs := float64(after.Mallocs - before.Mallocs)
				bytesPerByte = append(bytesPerByte, bytes/float64(len(in)))
				allocsPerByte = append(allocsPerByte, allocs/float64(len(in)))
				t.Logf("%8d bytes in, %9d href: %5.2f bytes and %.5f allocations per input byte, bytes %.2f × (input + href)",
					len(in), len(href), bytes/float64(len(in)), allocs/float64(len(in)), bytes/float64(len(in)+len(href)))
				if limit := 3*float64(len(in)+len(href)) + 1<<16; !sh.idna && bytes > limit {
					t.Errorf("%d bytes in: %.0f bytes allocated, more than 3 × (input + href)", len(in), bytes)
				}
			}
			last := len(sizes) - 1
			if bytesPerByte[last] > 1.25*bytesPerByte[0]+0.25 {
				t.Errorf("bytes allocated per input byte grow: %.2f at %d bytes, %.2f at %d",
					bytesPerByte[0], sizes[0], bytesPerByte[last], sizes[last])
			}
			if allocsPerByte[last] > 1.25*allocsPerByte[0]+1e-4 {
				t.Errorf("allocations per input byte grow: %.5f at %d bytes, %.5f at %d",
					allocsPerByte[0], sizes[0], allocsPerByte[last], sizes[last])
			}
		})
	}
}

// TestPoolLetsHugeBuffersGo: after the parse of a huge URL (by
// AppendParse, as the C ABI parses), the parser that goes back to the pool
// holds no huge buffer (the pool would keep it for the life of the
// process), whichever component was huge.
func TestPoolLetsHugeBuffersGo(t *testing.T) {
	big := 1 << 20
	for _, in := range []string{
		"http://" + strings.Repeat("u", big) + "@h/",
		"http://u:" + strings.Repeat("p", big) + "@h/",
		"http://" + strings.Repeat("H", big) + "/",
		"foo://" + strings.Repeat("é", big) + "/",
		"http://h/" + strings.Repeat("é", big),
		"http://h/?" + strings.Repeat("é", big),
		"http://h/#" + strings.Repeat("é", big),
	} {
		if _, _, k := AppendParse(nil, in, nil); k != 0 {
			t.Fatalf("%.20q: %v", in, k)
		}
		p := getParser()
		if n := p.retained(); n > 1<<16 {
			t.Errorf("%.20q...: a parser from the pool holds %d bytes", in, n)
		}
		putParser(p)
	}
}

// TestParseCopiesLongHostOnce: the URL parser hands a long host to the host
// parser as the slice of input it is, so parsing a URL with a huge host
// allocates what the host parser allocates on that host and no copy of the
// host beside it (the href goes into the room the caller gives).
func TestParseCopiesLongHostOnce(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts do not hold under the race detector")
	}
	allocated := func(f func()) uint64 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.GC() // empties the parser pool
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	for _, domain := range []string{strings.Repeat("é.", 1<<19), strings.Repeat("a.", 1<<19) + "é"} {
		in := "http://" + domain + "/"
		room := make([]byte, 0, 8<<20)
		hostOnly := allocated(func() { host.Parse(nil, domain, false, edition.Y2025, nil) })
		parse := allocated(func() { ParseInto(in, nil, func(int) []byte { return room[:0] }) })
		t.Logf("%d bytes of host: the URL parser allocates %d bytes, the host parser %d", len(domain), parse, hostOnly)
		if parse > hostOnly+1<<16 {
			t.Errorf("%.20q...: the URL parser allocates %d bytes more than the host parser", in, parse-hostOnly)
		}
	}
}
