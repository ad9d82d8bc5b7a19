package wptdata

import (
	"bufio"
	"bytes"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/idna"
)

// The IDNA data is Unicode 17's (IdnaTestV2.json and toascii.json are
// generated from it), and golang.org/x/net/idna carries Unicode 17's tables
// only when built with Go 1.27 or newer; with Go 1.26 it has Unicode 15's.
// The module supports both, so the host tests name the inputs whose answer
// needs the newer tables: testdata/idna/unicode15-differs.txt lists them.
// With the older tables each listed case must still differ (the list is
// exact both ways) and is reported as skipped, never as passed; with the
// newer tables the list plays no part and every case must pass.

// idnaTablesUnicode is the Unicode version of x/net/idna's tables in this
// build.
const idnaTablesUnicode = idna.UnicodeVersion

// olderIDNATables reports whether this build's x/net/idna tables predate the
// Unicode version that the WPT IDNA data needs.
func olderIDNATables() bool { return idnaTablesUnicode != "17.0.0" }

const unicode15List = "idna/unicode15-differs.txt"

var (
	unicode15Once sync.Once
	unicode15Set  map[string]bool
	unicode15Err  error
)

// unicode15Differs reads the list: one Go-quoted input per line, '#' starts
// a comment line.
func unicode15Differs(tb testing.TB) map[string]bool {
	tb.Helper()
	unicode15Once.Do(func() {
		unicode15Set = map[string]bool{}
		sc := bufio.NewScanner(bytes.NewReader(TestdataFile(tb, unicode15List)))
		for n := 1; sc.Scan(); n++ {
			line := strings.TrimSpace(sc.Text())
			if line == "" || line[0] == '#' {
				continue
			}
			s, err := strconv.Unquote(line)
			if err != nil {
				unicode15Err = fmt.Errorf("testdata/%s:%d: %v", unicode15List, n, err)
				return
			}
			unicode15Set[s] = true
		}
	})
	if unicode15Err != nil {
		tb.Fatal(unicode15Err)
	}
	return unicode15Set
}

// Outcome is how one host test ended.
type Outcome int

const (
	Passed Outcome = iota
	Failed
	// Differs: the input needs newer IDNA tables than this build's, and
	// differs as the list says (skipped, not passed).
	Differs
)

// HostCase runs check for one host test named by its input. With tables
// older than the data's, an input on the list must fail check: the failure
// is logged and the case skipped; if it passes, the list is wrong and the
// test fails.
func HostCase(t *testing.T, input string, check func(testing.TB)) Outcome {
	listed := false
	ok := t.Run(input, func(t *testing.T) {
		if !olderIDNATables() || !unicode15Differs(t)[input] {
			check(t)
			return
		}
		listed = true
		r := &recorder{TB: t}
		done := make(chan struct{})
		go func() {
			defer close(done)
			check(r)
		}()
		<-done
		if !r.failed {
			t.Fatalf("%q is listed in testdata/%s but passes with x/net/idna's Unicode %s tables: remove it",
				input, unicode15List, idnaTablesUnicode)
		}
		t.Skipf("differs with x/net/idna's Unicode %s tables (the data needs 17.0.0): %s",
			idnaTablesUnicode, r.first)
	})
	switch {
	case !ok:
		if olderIDNATables() && !listed {
			t.Logf("if %q fails only for want of Unicode 17's IDNA data, this line in testdata/%s lists it: %s",
				input, unicode15List, strconv.Quote(input))
		}
		return Failed
	case listed:
		return Differs
	}
	return Passed
}

// HostCases runs HostCase for each input and reports the counts (Report,
// plus the cases that differ with older tables).
func HostCases[T any](t *testing.T, file, how string, tests []T, input func(T) string, check func(testing.TB, T)) {
	t.Helper()
	HostCasesTableFree(t, file, how, tests, input, check, nil)
}

// HostCasesTableFree is HostCases where the inputs tableFree reports true
// for cannot depend on the IDNA tables: they run as every other case, even
// where the list names them. (The 2026 edition's domain parser keeps an
// ASCII domain, lowercased, whatever ToASCII makes of it.) A nil tableFree
// is HostCases.
func HostCasesTableFree[T any](t *testing.T, file, how string, tests []T, input func(T) string, check func(testing.TB, T), tableFree func(string) bool) {
	t.Helper()
	var n [3]int
	for _, tt := range tests {
		in := input(tt)
		if tableFree != nil && tableFree(in) {
			if t.Run(in, func(t *testing.T) { check(t, tt) }) {
				n[Passed]++
			} else {
				n[Failed]++
			}
			continue
		}
		n[HostCase(t, in, func(tb testing.TB) { check(tb, tt) })]++
	}
	Report(t, file, how, n[Passed], n[Failed])
	if olderIDNATables() {
		t.Logf("%s through Go (%s): %d skipped: they need IDNA data newer than x/net/idna's Unicode %s tables in this build (Go 1.26; listed in testdata/%s)",
			file, how, n[Differs], idnaTablesUnicode, unicode15List)
	}
}

// recorder stands for the test while a listed case runs: it notes the first
// failure instead of failing the test.
type recorder struct {
	testing.TB
	failed bool
	first  string
}

func (r *recorder) Helper() {}
func (r *recorder) Fail()   { r.note("failed") }
func (r *recorder) FailNow() {
	r.note("failed")
	runtime.Goexit()
}
func (r *recorder) Error(args ...any)                 { r.note(fmt.Sprint(args...)) }
func (r *recorder) Errorf(format string, args ...any) { r.note(fmt.Sprintf(format, args...)) }
func (r *recorder) Fatal(args ...any) {
	r.note(fmt.Sprint(args...))
	runtime.Goexit()
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.note(fmt.Sprintf(format, args...))
	runtime.Goexit()
}
func (r *recorder) Failed() bool { return r.failed }

func (r *recorder) note(msg string) {
	if !r.failed {
		r.failed, r.first = true, msg
	}
}
