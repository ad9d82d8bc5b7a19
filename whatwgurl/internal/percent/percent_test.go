package percent

import (
	"strings"
	"testing"
)

// The examples of section 1.3 that need no legacy encoding.
func TestStandardExamples(t *testing.T) {
	if got := string(AppendByte(nil, 0x23)); got != "%23" {
		t.Errorf("percent-encode 0x23 = %q", got)
	}
	if got := string(AppendByte(nil, 0x7F)); got != "%7F" {
		t.Errorf("percent-encode 0x7F = %q", got)
	}
	for _, c := range []struct{ in, want string }{
		{"%25%s%1G", "%%s%1G"},
		{"‽%25%2E", "\xE2\x80\xBD%."},
		{"%", "%"},
		{"%4", "%4"},
		{"%41", "A"},
		{"%4a%4A", "JJ"},
	} {
		if got := string(Decode(c.in)); got != c.want {
			t.Errorf("percent-decode %q = %q, want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"≡", "%E2%89%A1"},
		{"‽", "%E2%80%BD"},
		{"Say what‽", "Say%20what%E2%80%BD"},
	} {
		if got := string(AppendUTF8(nil, c.in, Userinfo, false)); got != c.want {
			t.Errorf("UTF-8 percent-encode %q = %q, want %q", c.in, got, c.want)
		}
	}
}

// Each set contains exactly what section 1.3 lists, checked against the
// definitions spelled out as code point lists.
func TestSetMembership(t *testing.T) {
	ascii := func(s *Set) string {
		var b strings.Builder
		for c := 0x20; c < 0x7F; c++ {
			if s[c] {
				b.WriteByte(byte(c))
			}
		}
		return b.String()
	}
	for _, c := range []struct {
		name string
		set  *Set
		want string
	}{
		{"C0 control", C0Control, ""},
		{"fragment", Fragment, " \"<>`"},
		{"query", Query, " \"#<>"},
		{"special-query", SpecialQuery, " \"#'<>"},
		{"path", Path, " \"#<>?^`{}"},
		{"userinfo", Userinfo, " \"#/:;<=>?@[\\]^`{|}"},
		{"component", Component, " \"#$%&+,/:;<=>?@[\\]^`{|}"},
		{"form", FormURLEncoded, " !\"#$%&'()+,/:;<=>?@[\\]^`{|}~"},
	} {
		if got := ascii(c.set); got != c.want {
			t.Errorf("%s set printable ASCII = %q, want %q", c.name, got, c.want)
		}
		for b := 0; b < 0x20; b++ {
			if !c.set[b] {
				t.Errorf("%s set lacks C0 control %#x", c.name, b)
			}
		}
		for b := 0x7F; b < 0x100; b++ {
			if !c.set[b] {
				t.Errorf("%s set lacks %#x", c.name, b)
			}
		}
	}
}

func TestSpaceAsPlus(t *testing.T) {
	if got := string(AppendUTF8(nil, "a b+c", FormURLEncoded, true)); got != "a+b%2Bc" {
		t.Errorf("got %q", got)
	}
}
