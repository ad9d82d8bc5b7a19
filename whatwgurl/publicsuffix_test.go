package whatwgurl

import (
	"fmt"
	"strings"
	"testing"
)

// psNull marks an expected null result in the tables below.
const psNull = "<null>"

func orPSNull(s string, ok bool) string {
	if !ok {
		return psNull
	}
	return s
}

// The example table of section 3.2, whose host inputs are written unparsed,
// then cases it does not show.
var publicSuffixTests = []struct {
	host, publicSuffix, registrableDomain string
}{
	{"com", "com", psNull},
	{"example.com", "com", "example.com"},
	{"www.example.com", "com", "example.com"},
	{"sub.www.example.com", "com", "example.com"},
	{"EXAMPLE.COM", "com", "example.com"},
	{"example.com.", "com.", "example.com."},
	{"github.io", "github.io", psNull},
	{"whatwg.github.io", "github.io", "whatwg.github.io"},
	{"إختبار", "xn--kgbechtv", psNull},
	{"example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
	{"sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
	{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", psNull, psNull},

	// Not domains: IPv4 in its forms, and hosts that do not parse.
	{"192.168.0.1", psNull, psNull},
	{"0xC0.0250.1", psNull, psNull},
	{"1.2.3.4.", psNull, psNull},
	{"[::1]", psNull, psNull},
	{"", psNull, psNull},
	{"a b", psNull, psNull},
	{"exa%mple.com", psNull, psNull},

	// Multi-label ICANN suffixes, wildcard and exception rules.
	{"www.amazon.co.uk", "co.uk", "amazon.co.uk"},
	{"co.uk", "co.uk", psNull},
	{"foo.kawasaki.jp", "foo.kawasaki.jp", psNull},
	{"a.foo.kawasaki.jp", "foo.kawasaki.jp", "a.foo.kawasaki.jp"},
	{"city.kawasaki.jp", "kawasaki.jp", "city.kawasaki.jp"},
	{"www.ck", "ck", "www.ck"},
	{"x.www.ck", "ck", "www.ck"},
	{"x.y.ck", "y.ck", "x.y.ck"},

	// The default rule "*" for a TLD that is not listed.
	{"cromulent", "cromulent", psNull},
	{"foo.cromulent", "cromulent", "foo.cromulent"},
	{"foo.cromulent.", "cromulent.", "foo.cromulent."},
	{"localhost", "localhost", psNull},

	// Empty labels are labels; only "*" matches them.
	{"a..com", "com", ".com"},
	{"example.com..", ".", "com.."},
	{"..", ".", ".."},
	{"com.", "com.", psNull},
}

func TestPublicSuffix(t *testing.T) {
	for _, tt := range publicSuffixTests {
		t.Run(tt.host, func(t *testing.T) {
			if got := orPSNull(PublicSuffix(tt.host)); got != tt.publicSuffix {
				t.Errorf("PublicSuffix(%q) = %q, want %q", tt.host, got, tt.publicSuffix)
			}
			if got := orPSNull(RegistrableDomain(tt.host)); got != tt.registrableDomain {
				t.Errorf("RegistrableDomain(%q) = %q, want %q", tt.host, got, tt.registrableDomain)
			}
		})
	}
}

// The URL methods agree with the functions on a special URL's host, and are
// null for the hosts a domain-less URL has.
func TestURLPublicSuffix(t *testing.T) {
	for _, tt := range publicSuffixTests {
		u, err := Parse("https://" + tt.host + "/")
		if err != nil {
			continue // "", "a b" and the like are no URL's host
		}
		t.Run(tt.host, func(t *testing.T) {
			if got := orPSNull(u.PublicSuffix()); got != tt.publicSuffix {
				t.Errorf("%s: PublicSuffix() = %q, want %q", u, got, tt.publicSuffix)
			}
			if got := orPSNull(u.RegistrableDomain()); got != tt.registrableDomain {
				t.Errorf("%s: RegistrableDomain() = %q, want %q", u, got, tt.registrableDomain)
			}
		})
	}
	for _, in := range []string{
		"sc://www.example.com/",      // an opaque host
		"sc://EXAMPLE.COM/",          // an opaque host, kept as written
		"file:///etc/passwd",         // the empty host
		"file://localhost/x",         // localhost becomes the empty host
		"mailto:someone@example.com", // a null host
		"http://10.0.0.1/",
		"http://[2001:db8::1]/",
	} {
		u := MustParse(in)
		if ps, ok := u.PublicSuffix(); ok {
			t.Errorf("%s: PublicSuffix() = %q, want null", in, ps)
		}
		if rd, ok := u.RegistrableDomain(); ok {
			t.Errorf("%s: RegistrableDomain() = %q, want null", in, rd)
		}
	}
}

// Over every WPT URL with a domain host: the public suffix is a suffix of
// the host made of whole labels, and the registrable domain is it plus
// exactly one more label.
func TestPublicSuffixWPT(t *testing.T) {
	n := 0
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		u, err := parseWPT(Parser{}, ut)
		if err != nil || u.HostType() != HostDomain {
			continue
		}
		n++
		h := u.Hostname()
		ps, ok := u.PublicSuffix()
		if !ok || !strings.HasSuffix(h, ps) || (len(ps) < len(h) && h[len(h)-len(ps)-1] != '.') {
			t.Errorf("%s: public suffix %q (%v) is not a label suffix of %q", u, ps, ok, h)
			continue
		}
		rd, ok := u.RegistrableDomain()
		if !ok {
			if ps != h {
				t.Errorf("%s: null registrable domain though %q is longer than %q", u, h, ps)
			}
			continue
		}
		if !strings.HasSuffix(rd, "."+ps) || strings.Contains(rd[:len(rd)-len(ps)-1], ".") {
			t.Errorf("%s: registrable domain %q is not one label before %q", u, rd, ps)
		}
	}
	if n == 0 {
		t.Fatal("no WPT URL had a domain host")
	}
	t.Logf("%d WPT URLs with a domain host", n)
}

func ExamplePublicSuffix() {
	for _, host := range []string{"www.example.co.uk", "whatwg.github.io", "EXAMPLE.COM.", "127.0.0.1"} {
		ps, ok := PublicSuffix(host)
		rd, ok2 := RegistrableDomain(host)
		fmt.Printf("%s: %q %v, %q %v\n", host, ps, ok, rd, ok2)
	}
	// Output:
	// www.example.co.uk: "co.uk" true, "example.co.uk" true
	// whatwg.github.io: "github.io" true, "whatwg.github.io" true
	// EXAMPLE.COM.: "com." true, "example.com." true
	// 127.0.0.1: "" false, "" false
}
