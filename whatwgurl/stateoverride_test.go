package whatwgurl

import "testing"

func TestParseWithStateOverride(t *testing.T) {
	dummy := MustParse("https://dummy.invalid/")
	tests := []struct {
		input  string
		state  StateOverride
		ok     bool
		getter func(*URL) string
		want   string
	}{
		{"EXAMPLE.com", HostnameStateOverride, true, (*URL).Hostname, "example.com"},
		{"a:b", HostnameStateOverride, false, nil, ""},             // a port in the hostname state fails
		{"a b", HostnameStateOverride, false, nil, ""},             // a forbidden code point
		{"x/y", HostnameStateOverride, true, (*URL).Hostname, "x"}, // stops at the path
		{"8080", PortStateOverride, true, (*URL).Port, "8080"},
		{"443", PortStateOverride, true, (*URL).Port, ""}, // https's default port
		{"99999", PortStateOverride, false, nil, ""},
		{"8x", PortStateOverride, true, (*URL).Port, "8"},
		{"/a/../b c", PathStartStateOverride, true, (*URL).Pathname, "/b%20c"},
		{"a b?c", OpaquePathStateOverride, true, (*URL).Pathname, "a b"},
		{"q=1 2#x", QueryStateOverride, true, func(u *URL) string { q, _ := u.Query(); return q }, "q=1%202%23x"}, // # is in the query set
		{"f g#h", FragmentStateOverride, true, func(u *URL) string { f, _ := u.Fragment(); return f }, "f%20g#h"},
	}
	for _, tc := range tests {
		u, ok := dummy.ParseWithStateOverride(tc.input, tc.state)
		if ok != tc.ok {
			t.Errorf("%q (state %d): ok %v, want %v", tc.input, tc.state, ok, tc.ok)
			continue
		}
		if ok && tc.getter(u) != tc.want {
			t.Errorf("%q (state %d): %q, want %q", tc.input, tc.state, tc.getter(u), tc.want)
		}
	}
	if dummy.Href() != "https://dummy.invalid/" {
		t.Errorf("the URL changed: %s", dummy.Href())
	}
	if _, ok := dummy.ParseWithStateOverride("x", 0); ok {
		t.Error("state 0 accepted")
	}
}
