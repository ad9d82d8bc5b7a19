package whatwgurl

import "testing"

// TestHostTypeString: each host type's name, from a URL with such a host.
func TestHostTypeString(t *testing.T) {
	for _, c := range []struct{ input, want string }{
		{"mailto:someone@example.com", "none"},
		{"http://example.com/", "domain"},
		{"http://1.2.3.4/", "ipv4"},
		{"http://[::1]/", "ipv6"},
		{"sc://opaque.example/", "opaque"},
		{"file:///etc", "empty"},
	} {
		u, err := Parse(c.input)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.HostType().String(); got != c.want {
			t.Errorf("%s: host type %q, want %q", c.input, got, c.want)
		}
	}
	if got := HostType(HostEmpty + 1).String(); got != "" {
		t.Errorf("a value past the host types is %q, want \"\"", got)
	}
}
