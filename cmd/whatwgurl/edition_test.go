package main

import (
	"strings"
	"testing"
)

// TestEdition: --edition 2026 parses, validates, bases and edits by the 2026
// text; without it, or with 2025, the late-2025 one; another year is a
// usage error.
func TestEdition(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"2026 keeps an ASCII host IDNA rejects", []string{"--edition", "2026", "https://%78n--a/"}, "https://xn--a/\n"},
		{"2026 with a base", []string{"--edition=2026", "--base", "https://xn--/", "/p"}, "https://xn--/p\n"},
		{"2026 edits follow it", []string{"--edition", "2026", "--set", "host=XN--b", "https://x/"}, "https://xn--b/\n"},
		{"2026 validation errors", []string{"--edition", "2026", "--get", "{validation}", "https://1.2.3/"}, "IPv4-too-few-parts\n"},
		{"2025 by default", []string{"--aligned", "https://%78n--a/"}, "\n"},
		{"2025 by name", []string{"--edition", "2025", "--aligned", "https://%78n--a/"}, "\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, _ := runTool(t, "", tt.args...)
			if out != tt.want {
				t.Errorf("whatwgurl %q = %q (stderr %q), want %q", tt.args, out, errOut, tt.want)
			}
		})
	}
	if _, errOut, code := runTool(t, "", "--edition", "2024", "https://x/"); code == exitOK ||
		!strings.Contains(errOut, "--edition") {
		t.Errorf("--edition 2024: exit %d, stderr %q", code, errOut)
	}
}
