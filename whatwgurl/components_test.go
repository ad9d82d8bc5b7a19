package whatwgurl

import (
	"errors"
	"testing"
)

// FromComponents checks what it is given: components that do not fit the
// href give ErrInvalidComponents, never a URL whose getters panic.
func TestFromComponentsRejects(t *testing.T) {
	good := MustParse("https://u:p@example.com:8080/a?q#f")
	g := good.Components()
	for _, tc := range []struct {
		name string
		href string
		c    Components
	}{
		{"host past the end (a forged handle)", "a:b", Components{SchemeEnd: 1, HostEnd: 9}},
		{"zero components", good.Href(), Components{}},
		{"empty scheme", ":x", Components{UsernameStart: 1, UsernameEnd: 1, PasswordStart: 1, PasswordEnd: 1,
			HostStart: 1, HostEnd: 1, PortStart: 1, PortEnd: 1, PathStart: 1, QueryStart: Absent, FragmentStart: Absent, Port: -1}},
		{"scheme not before ':'", good.Href(), with(g, func(c *Components) { c.SchemeEnd-- })},
		{"username start before the scheme's end", good.Href(), with(g, func(c *Components) { c.UsernameStart = c.SchemeEnd })},
		{"username end before its start", good.Href(), with(g, func(c *Components) { c.UsernameEnd = c.UsernameStart - 1 })},
		{"password before the username", good.Href(), with(g, func(c *Components) { c.PasswordStart = c.UsernameEnd - 1 })},
		{"host end before its start", good.Href(), with(g, func(c *Components) { c.HostEnd = c.HostStart - 1 })},
		{"port before the host", good.Href(), with(g, func(c *Components) { c.PortStart = c.HostEnd - 1 })},
		{"path start past the end", good.Href(), with(g, func(c *Components) { c.PathStart = uint32(len(good.Href()) + 1) })},
		{"query not at '?'", good.Href(), with(g, func(c *Components) { c.QueryStart-- })},
		{"query past the end", good.Href(), with(g, func(c *Components) { c.QueryStart = uint32(len(good.Href())) })},
		{"query before the path", good.Href(), with(g, func(c *Components) { c.QueryStart = c.PathStart - 1 })},
		{"fragment not at '#'", good.Href(), with(g, func(c *Components) { c.FragmentStart++ })},
		{"fragment before the query", good.Href(), with(g, func(c *Components) {
			c.FragmentStart, c.QueryStart = c.QueryStart, c.FragmentStart
		})},
		{"port out of range", good.Href(), with(g, func(c *Components) { c.Port = 70000 })},
		{"port null with digits", good.Href(), with(g, func(c *Components) { c.Port = -1 })},
		{"host type unknown", good.Href(), with(g, func(c *Components) { c.HostType = HostEmpty + 1 })},
		{"scheme type unknown", good.Href(), with(g, func(c *Components) { c.SchemeType = SchemeFile + 1 })},
		{"href cut short", good.Href()[:10], g},
		// Types and delimiters that lie about the text: the parser would read
		// such a base as another URL than its href.
		{"scheme type other for https", good.Href(), with(g, func(c *Components) { c.SchemeType = SchemeOther })},
		{"scheme type http for https", good.Href(), with(g, func(c *Components) { c.SchemeType = SchemeHTTP })},
		{"scheme type https for sc", "sc://h/", with(MustParse("sc://h/").Components(),
			func(c *Components) { c.SchemeType = SchemeHTTPS })},
		{"host type opaque in a special URL", good.Href(), with(g, func(c *Components) { c.HostType = HostOpaque })},
		{"host type IPv4 for a domain", good.Href(), with(g, func(c *Components) { c.HostType = HostIPv4 })},
		{"host type IPv6 for a domain", good.Href(), with(g, func(c *Components) { c.HostType = HostIPv6 })},
		{"host type none with an authority", good.Href(), with(g, func(c *Components) { c.HostType = HostNone })},
		{"host type empty with a host", good.Href(), with(g, func(c *Components) { c.HostType = HostEmpty })},
		{"host type domain for IPv4", "http://1.2.3.4/", with(MustParse("http://1.2.3.4/").Components(),
			func(c *Components) { c.HostType = HostDomain })},
		{"host type domain for IPv6", "http://[::1]/", with(MustParse("http://[::1]/").Components(),
			func(c *Components) { c.HostType = HostDomain })},
		{"host type domain for the empty host", "file:///x", with(MustParse("file:///x").Components(),
			func(c *Components) { c.HostType = HostDomain })},
		{"host type domain for an opaque host", "sc://h/", with(MustParse("sc://h/").Components(),
			func(c *Components) { c.HostType = HostDomain })},
		{"port number not the digits", good.Href(), with(g, func(c *Components) { c.Port = 8081 })},
		{"username holding the password", good.Href(), with(g, func(c *Components) {
			c.UsernameEnd, c.PasswordStart = c.PasswordEnd, c.PasswordEnd
		})},
		{"host holding the port", good.Href(), with(g, func(c *Components) {
			c.HostEnd, c.PortStart, c.Port = c.PortEnd, c.PortEnd, -1
		})},
		{"opaque path with a host", good.Href(), with(g, func(c *Components) { c.OpaquePath = true })},
		{"path holding the query", good.Href(), with(g, func(c *Components) { c.QueryStart = Absent })},
		{"query holding the fragment", good.Href(), with(g, func(c *Components) { c.FragmentStart = Absent })},
		{"opaque path not said", "sc:opaque", with(MustParse("sc:opaque").Components(),
			func(c *Components) { c.OpaquePath = false })},
		{"opaque path said of a list", "sc:/a", with(MustParse("sc:/a").Components(),
			func(c *Components) { c.OpaquePath = true })},
		{"the default port", "http://h:80/", Components{SchemeEnd: 4, UsernameStart: 7, UsernameEnd: 7,
			PasswordStart: 7, PasswordEnd: 7, HostStart: 7, HostEnd: 8, PortStart: 9, PortEnd: 11, PathStart: 11,
			QueryStart: Absent, FragmentStart: Absent, Port: 80, HostType: HostDomain, SchemeType: SchemeHTTP}},
		{"a domain in upper case", "http://EX/", with(MustParse("http://ex/").Components(), func(*Components) {})},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u, err := FromComponents(tc.href, tc.c)
			if !errors.Is(err, ErrInvalidComponents) {
				t.Errorf("FromComponents(%q, %+v) = %q, %v; want ErrInvalidComponents", tc.href, tc.c, u.href(), err)
			}
		})
	}
}

func with(c Components, change func(*Components)) Components {
	change(&c)
	return c
}

// Every URL the parser gives comes back whole through FromComponents.
func TestFromComponentsRoundTrip(t *testing.T) {
	n := 0
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		u, err := parseWPT(Parser{}, ut)
		if err != nil {
			continue
		}
		v, err := FromComponents(u.Href(), u.Components())
		if err != nil {
			t.Errorf("FromComponents(%q, %+v): %v", u.Href(), u.Components(), err)
			continue
		}
		if getters(&v)["href"] != u.Href() || v.Components() != u.Components() {
			t.Errorf("FromComponents(%q) gave %q", u.Href(), v.Href())
		}
		n++
	}
	if n < 500 {
		t.Errorf("only %d URLs", n)
	}
}

// Whatever fits passes every getter and setter without a panic: each
// offset of real URLs' components is moved to the values most likely to
// break an index (0, 1, the end and around it, Absent), and each URL that
// FromComponents accepts is read and changed through the whole API.
func TestFromComponentsNeverPanics(t *testing.T) {
	accepted, rejected := 0, 0
	for _, href := range []string{"https://u:p@example.com:8080/a/b?q=1#f", "sc:opaque?q#f", "file:///C:/x",
		"sc://h", "http://[::1]/", "web+demo:/.//not-a-host/", "a:"} {
		u := MustParse(href)
		n := uint32(len(u.Href()))
		for field := 0; field < 12; field++ {
			for _, v := range []uint32{0, 1, 2, n - 1, n, n + 1, Absent} {
				c := u.Components()
				*offsetField(&c, field) = v
				w, err := FromComponents(u.Href(), c)
				if err != nil {
					rejected++
					continue
				}
				accepted++
				exerciseURL(t, &w)
			}
		}
	}
	t.Logf("%d component sets accepted and exercised, %d rejected", accepted, rejected)
}

// offsetField returns the field'th offset of c, in the layout's order.
func offsetField(c *Components, field int) *uint32 {
	return [...]*uint32{&c.SchemeEnd, &c.UsernameStart, &c.UsernameEnd, &c.PasswordStart, &c.PasswordEnd,
		&c.HostStart, &c.HostEnd, &c.PortStart, &c.PortEnd, &c.PathStart, &c.QueryStart, &c.FragmentStart}[field]
}

// exerciseURL calls every getter of u, then every setter on copies of it.
func exerciseURL(t *testing.T, u *URL) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("panic on %q %+v: %v", u.href(), u.Components(), r)
		}
	}()
	_ = getters(u)
	_, _ = u.Query()
	_, _ = u.Fragment()
	_ = u.Render()
	_ = u.SearchParams().String()
	_, _ = u.RegistrableDomain()
	for _, set := range setterFuncs {
		for _, v := range []string{"", "x", "/a/../b", "?q", "#f", "1", "[::1]", "u:p@h:2"} {
			w := u.Clone()
			set(w, v)
		}
	}
}

// FuzzFromComponents: arbitrary components over an arbitrary href either
// fail the check or give a URL the whole API can use.
func FuzzFromComponents(f *testing.F) {
	for _, s := range wptSeeds() {
		if u, err := Parse(s); err == nil {
			c := u.Components()
			f.Add(u.Href(), c.SchemeEnd, c.UsernameStart, c.UsernameEnd, c.PasswordStart, c.PasswordEnd,
				c.HostStart, c.HostEnd, c.PortStart, c.PortEnd, c.PathStart, c.QueryStart, c.FragmentStart,
				c.Port, uint8(c.HostType), uint8(c.SchemeType), c.OpaquePath)
		}
	}
	f.Fuzz(func(t *testing.T, href string, schemeEnd, userStart, userEnd, passStart, passEnd, hostStart, hostEnd,
		portStart, portEnd, pathStart, query, fragment uint32, port int32, hostType, schemeType uint8, opaque bool) {
		c := Components{schemeEnd, userStart, userEnd, passStart, passEnd, hostStart, hostEnd, portStart, portEnd,
			pathStart, query, fragment, port, HostType(hostType), SchemeType(schemeType), opaque, Default}
		u, err := FromComponents(href, c)
		if err != nil {
			return
		}
		exerciseURL(t, &u)
	})
}

// A base given by its components is the URL its href is: the parser reads
// the base's types, so components that lie about them would make a
// relative input resolve against another URL. FromComponents refuses them;
// true components resolve as the string base does.
func TestFromComponentsBaseAsItsHref(t *testing.T) {
	const href = "http://ex/a/b"
	c := MustParse(href).Components()
	c.SchemeType = SchemeOther
	if u, err := FromComponents(href, c); err == nil {
		v, _ := u.Parse(`..\x y`)
		t.Errorf("FromComponents took %q with scheme type other; `..\\x y` against it gives %v", href, v)
	}
	base, err := FromComponents(href, MustParse(href).Components())
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{`..\x y`, `//h\p`, "?q", "#f", "/p"} {
		got, err1 := base.Parse(in)
		want, err2 := ParseWithBase(in, href)
		if (err1 == nil) != (err2 == nil) || (err1 == nil && got.Href() != want.Href()) {
			t.Errorf("%q against the components base gives %v %v, against the string %v %v", in, got, err1, want, err2)
		}
	}
}
