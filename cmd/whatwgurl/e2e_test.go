package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// toolBinary returns the built command: $WHATWGURL_CLI when set (make
// test-cli sets it to build/whatwgurl), else a fresh go build.
func toolBinary(t *testing.T) string {
	if p := os.Getenv("WHATWGURL_CLI"); p != "" {
		return p
	}
	if testing.Short() {
		t.Skip("SKIPPING: -short and no WHATWGURL_CLI: not building the binary")
	}
	bin := filepath.Join(t.TempDir(), "whatwgurl")
	gocmd, err := exec.LookPath("go")
	if err != nil {
		gocmd = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	cmd := exec.Command(gocmd, "build", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// The built binary, run as a user runs it: URLs on stdin through a pipe,
// rows on stdout, notes on stderr, the exit status.
func TestBinaryEndToEnd(t *testing.T) {
	bin := toolBinary(t)
	inputs := manyLines(20000)
	want := expectRows(inputs)
	tests := []struct {
		name     string
		args     []string
		stdin    string
		wantOut  string // "" with check
		check    func(t *testing.T, out string)
		wantErr  string // a part of stderr
		wantCode int
	}{
		{name: "canonical hrefs", stdin: "HTTPS://EXAMPLE.com:443/a/../b\nhttp://example.com/\n",
			wantOut: "https://example.com/b\nhttp://example.com/\n"},
		{name: "many lines on every core keep their order", args: []string{"--fields", "line,href,error", "-q", "-j", "4", "--aligned"},
			stdin: strings.Join(inputs, "\n") + "\n", check: func(t *testing.T, out string) {
				got := lines(out)
				if len(got) != len(want) {
					t.Fatalf("%d rows for %d lines", len(got), len(want))
				}
				for i := range want {
					if got[i] != want[i] {
						t.Fatalf("row %d = %q, want %q", i+1, got[i], want[i])
					}
				}
			}},
		{name: "a failed line", stdin: "https://a/\nnot a url\n",
			wantOut: "https://a/\n", wantErr: "<stdin>:2: missing-scheme-non-relative-URL"},
		{name: "--verify stops at a failed line", stdin: "https://a/\nnot a url\nhttps://b/\n", args: []string{"--verify"},
			wantOut: "https://a/\n", wantErr: "missing-scheme-non-relative-URL [not a url]", wantCode: exitVerify},
		{name: "bare arguments are URLs", args: []string{"https://example.com/", "HTTP://B/../c"},
			wantOut: "https://example.com/\nhttp://b/c\n"},
		{name: "edits and a format", stdin: "https://example.com/p?utm_source=x&b=2&a=1\n",
			args:    []string{"--trim", "search=utm_*", "--sort-search", "--set", "port=8080", "--get", "{host}{pathname}{search}"},
			wantOut: "example.com:8080/p?a=1&b=2\n"},
		{name: "usage error", args: []string{"--fields", "nope"}, wantErr: `unknown field "nope"`, wantCode: exitGet},
		{name: "--version", args: []string{"--version"}, check: func(t *testing.T, out string) {
			if !strings.HasPrefix(out, "whatwgurl version "+version+" ") {
				t.Errorf("--version printed %q", out)
			}
		}},
		{name: "help", args: []string{"--help"}, check: func(t *testing.T, out string) {
			if out != helpText {
				t.Errorf("--help printed %d bytes, not the help", len(out))
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := tc.args
			if tc.stdin != "" {
				args = append(args, "-f", "-")
			}
			cmd := exec.Command(bin, args...)
			cmd.Stdin = strings.NewReader(tc.stdin)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tc.wantCode {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.wantCode, errOut.String())
			}
			if tc.check != nil {
				tc.check(t, out.String())
			} else if out.String() != tc.wantOut {
				t.Errorf("stdout %q, want %q", out.String(), tc.wantOut)
			}
			if !strings.Contains(errOut.String(), tc.wantErr) {
				t.Errorf("stderr %q does not hold %q", errOut.String(), tc.wantErr)
			}
		})
	}
}
