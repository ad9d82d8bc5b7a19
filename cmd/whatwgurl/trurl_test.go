package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// trurlCase is a case of trurl's tests.json.
type trurlCase struct {
	Input struct {
		Arguments []string `json:"arguments"`
		Stdin     *string  `json:"stdin"`
	} `json:"input"`
	Expected struct {
		Stdout     json.RawMessage `json:"stdout"`
		Stderr     json.RawMessage `json:"stderr"`
		ReturnCode int             `json:"returncode"`
	} `json:"expected"`
	Required []string `json:"required"`
	Excludes []string `json:"excludes"`
}

// trurlRun is what the CLI did with a case's arguments.
type trurlRun struct {
	stdout, stderr string
	code           int
}

func loadTrurlCases(t *testing.T) []trurlCase {
	var cases []trurlCase
	wptdata.Unmarshal(t, wptdata.TestdataFile(t, "trurl/tests.json"), &cases)
	return cases
}

// trurlMatch says whether the run gives what trurl's case expects, as
// trurl's test.py compares: stdout exactly (or as JSON when a list is
// expected), stderr exactly (with our name for trurl's), as "something"
// (true) or one of a list, and the return code.
func trurlMatch(tc *trurlCase, got trurlRun) (bool, string) {
	var why []string
	var wantOut any
	if err := json.Unmarshal(tc.Expected.Stdout, &wantOut); err != nil {
		return false, err.Error()
	}
	switch w := wantOut.(type) {
	case string:
		if got.stdout != w {
			why = append(why, fmt.Sprintf("stdout %q, trurl %q", got.stdout, w))
		}
	default:
		var gotJSON any
		if json.Unmarshal([]byte(got.stdout), &gotJSON) != nil || !reflect.DeepEqual(gotJSON, w) {
			why = append(why, fmt.Sprintf("stdout %s, trurl %s", got.stdout, tc.Expected.Stdout))
		}
	}
	var wantErr any
	if len(tc.Expected.Stderr) > 0 {
		if err := json.Unmarshal(tc.Expected.Stderr, &wantErr); err != nil {
			return false, err.Error()
		}
	}
	ours := func(s string) string { return strings.ReplaceAll(s, "trurl", "whatwgurl") }
	switch w := wantErr.(type) {
	case string:
		if got.stderr != ours(w) {
			why = append(why, fmt.Sprintf("stderr %q, trurl %q", got.stderr, w))
		}
	case bool:
		if (got.stderr != "") != w {
			why = append(why, fmt.Sprintf("stderr %q, trurl's is empty: %v", got.stderr, !w))
		}
	case []any:
		ok := false
		for _, alt := range w {
			ok = ok || got.stderr == ours(alt.(string))
		}
		if !ok {
			why = append(why, fmt.Sprintf("stderr %q, trurl one of %q", got.stderr, w))
		}
	}
	if got.code != tc.Expected.ReturnCode {
		why = append(why, fmt.Sprintf("exit %d, trurl %d", got.code, tc.Expected.ReturnCode))
	}
	return len(why) == 0, strings.Join(why, "; ")
}

// TestTrurlSuite runs trurl's own test suite through the CLI (its main
// function, in testdata/trurl where the cases' files are).
func TestTrurlSuite(t *testing.T) {
	cases := loadTrurlCases(t)
	t.Chdir(filepath.Join(wptdata.Testdata(t), "trurl"))
	passed, differ, failed, schemed, schemedCases := 0, 0, 0, 0, 0
	for i := range cases {
		tc := &cases[i]
		n := i + 1
		stdin := ""
		if tc.Input.Stdin != nil {
			stdin = *tc.Input.Stdin
		}
		var out, errOut bytes.Buffer
		code := run(tc.Input.Arguments, strings.NewReader(stdin), &out, &errOut)
		got := trurlRun{out.String(), errOut.String(), code}
		ok, why := trurlMatch(tc, got)
		d, listed := trurlDifferences[n]
		switch {
		case ok && !listed:
			passed++
		case ok && listed:
			failed++
			t.Errorf("case %d %q passes, but is listed as a difference (%s)", n, tc.Input.Arguments, d.reason)
		case !listed:
			failed++
			t.Errorf("case %d %q: %s", n, tc.Input.Arguments, why)
		default:
			if msg := d.check(t, got); msg != "" {
				failed++
				t.Errorf("case %d %q differs from trurl (%s), but not as the Standard says: %s", n, tc.Input.Arguments, d.reason, msg)
			} else {
				differ++
			}
			if d.reason == rScheme {
				schemedCases++
				// With the scheme written, the case is trurl's.
				args := withScheme(tc.Input.Arguments)
				var out, errOut bytes.Buffer
				code := run(args, strings.NewReader(stdin), &out, &errOut)
				ok, why := trurlMatch(tc, trurlRun{out.String(), errOut.String(), code})
				reason, listed := trurlSchemedDifferences[n]
				switch {
				case ok && !listed:
					schemed++
				case ok:
					t.Errorf("case %d with the scheme written, %q, passes but is listed (%s)", n, args, reason)
				case !listed:
					t.Errorf("case %d with the scheme written, %q: %s", n, args, why)
				}
			}
		}
	}
	t.Logf("trurl tests.json through CLI: %d passed, %d differ by the Standard (listed), %d failed", passed, differ, failed)
	t.Logf("trurl tests.json through CLI, the %d cases without a scheme with it written: %d passed, %d differ by the Standard (listed)",
		schemedCases, schemed, len(trurlSchemedDifferences))
}

// withScheme is a case's arguments with the scheme trurl guesses written
// before each URL argument that has none ("example.com" is
// "http://example.com", "ftp.example.com" "ftp://ftp.example.com", as
// libcurl guesses): the same case, asked of the Standard with the scheme
// given.
func withScheme(args []string) []string {
	out := slices.Clone(args)
	for i := 0; i < len(out); i++ {
		a := out[i]
		if a == "--" {
			break
		}
		if len(a) > 1 && a[0] == '-' {
			if opt, ok := lookupOption(a); ok && opt.value && a != "--url" {
				i++ // its value
			}
			continue
		}
		if a != "" && !strings.Contains(a, "://") {
			scheme := "http"
			if strings.HasPrefix(a, "ftp.") {
				scheme = "ftp"
			}
			out[i] = scheme + "://" + a
		}
	}
	return out
}
