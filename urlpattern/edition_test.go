package urlpattern

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// TestEdition: a pattern of the 2026 edition canonicalizes its hostname and
// parses what it matches by the 2026 text; the default pattern by the
// late-2025 one, in which "xn--a" is no hostname.
func TestEdition(t *testing.T) {
	opts := Options{Edition: whatwgurl.Edition2026}
	if _, err := New(String("https://xn--a/*"), nil, Options{}); err == nil {
		t.Error("2025: https://xn--a/* compiled")
	}
	p, err := New(String("https://xn--a/*"), nil, opts)
	if err != nil {
		t.Fatalf("2026: %v", err)
	}
	for _, tt := range []struct {
		input Input
		want  bool
	}{
		{String("https://%78n--a/x"), true},
		{String("https://XN--A/y"), true},
		{String("https://xn--b/x"), false},
		{Init{Hostname: ptr("XN--a"), Protocol: ptr("https"), Pathname: ptr("/z")}, true},
	} {
		if got, err := p.Test(tt.input, nil); err != nil || got != tt.want {
			t.Errorf("2026: Test(%v) = %v, %v; want %v", tt.input, got, err, tt.want)
		}
	}
	if got, _ := p.Test(String("/x"), ptr("https://%78n--a/")); !got {
		t.Error("2026: a base of the 2026 edition")
	}
	if _, err := New(String("https://a/*"), nil, Options{Edition: 7}); err == nil {
		t.Error("an unknown edition compiled")
	}
}

func ptr(s string) *string { return &s }
