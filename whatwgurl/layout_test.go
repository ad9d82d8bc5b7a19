package whatwgurl

import (
	"strings"
	"testing"
	"unsafe"
)

// sliced is what each getter returns of an href with components c, read
// the way Components documents them.
func sliced(href string, c Components) map[string]any {
	m := map[string]any{
		"scheme": href[:c.SchemeEnd], "username": href[c.UsernameStart:c.UsernameEnd],
		"password": href[c.PasswordStart:c.PasswordEnd], "hostname": href[c.HostStart:c.HostEnd],
		"port": href[c.PortStart:c.PortEnd], "pathname": href[c.PathStart:c.pathEnd(len(href))],
		"host": href[c.HostStart:c.HostEnd], "query": "", "hasQuery": c.QueryStart != Absent,
		"fragment": "", "hasFragment": c.FragmentStart != Absent, "portNumber": c.Port,
		"hostType": c.HostType, "opaque": c.OpaquePath, "edition": c.edition,
	}
	if c.Port >= 0 {
		m["host"] = href[c.HostStart:c.PortEnd]
	}
	if c.QueryStart != Absent {
		m["query"] = href[c.QueryStart+1 : c.queryEnd(len(href))]
	}
	if c.FragmentStart != Absent {
		m["fragment"] = href[c.FragmentStart+1:]
	}
	return m
}

// gotten is what u's getters return, under sliced's names.
func gotten(u *URL) map[string]any {
	q, hasQ := u.Query()
	f, hasF := u.Fragment()
	return map[string]any{
		"scheme": u.Scheme(), "username": u.Username(), "password": u.Password(),
		"hostname": u.Hostname(), "port": u.Port(), "pathname": u.Pathname(), "host": u.Host(),
		"query": q, "hasQuery": hasQ, "fragment": f, "hasFragment": hasF,
		"portNumber": u.portNumber(), "hostType": u.HostType(), "opaque": u.HasOpaquePath(),
		"edition": u.Edition(),
	}
}

// checkLayout asserts that the URL of input keeps the components that the
// parser finds for it (AppendParse returns them as the parser writes them,
// without a URL) and that each getter is the slice they say.
func checkLayout(t *testing.T, ps Parser, input string) {
	t.Helper()
	u, err := ps.Parse(input)
	if err != nil {
		return
	}
	_, want, k := ps.AppendParse(nil, input, nil)
	if k != ValidationErrorType(0) {
		t.Fatalf("%.60q parses, but AppendParse fails: %v", input, k)
	}
	if got := u.Components(); got != want {
		t.Errorf("Parse(%.60q).Components() = %+v, the parser gives %+v", input, got, want)
	}
	w, g := sliced(u.Href(), want), gotten(u)
	for name, v := range w {
		if g[name] != v {
			t.Errorf("%.60q: %s = %.40q, the components give %.40q", u.Href(), name, g[name], v)
		}
	}
}

// Every WPT input and dataset input, in both editions.
func TestLayoutKeepsComponents(t *testing.T) {
	var inputs []string
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		if ut.Base == nil {
			inputs = append(inputs, ut.Input)
		}
	}
	for _, name := range datasetFiles {
		inputs = append(inputs, datasetLines(t, name)...)
	}
	if len(inputs) < 1000 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	for _, in := range inputs {
		checkLayout(t, Parser{}, in)
		checkLayout(t, Parser{Edition: Edition2026}, in)
	}
}

// Long components, a scheme longer than a uint16 holds among them.
func TestLayoutLongComponents(t *testing.T) {
	long := strings.Repeat("a", 1<<16+3)
	for _, in := range []string{
		long + ":opaque?q#f",
		long + "://user:pass@host:99/p?q#f",
		long + "://host/p",
		long + ":/p",
		"https://" + long + ":" + long + "@example.com:8080/" + long + "?" + long + "#" + long,
		"https://:" + long + "@example.com/",
		"foo://" + long + "@" + long + ":1/",
		"file:///" + long,
		strings.Repeat("s", 254) + "://u@h/", strings.Repeat("s", 255) + "://u:p@h/", strings.Repeat("s", 256) + "://u@h:1/",
	} {
		checkLayout(t, Parser{}, in)
		u := MustParse(in)
		c := u.Components()
		v, err := FromComponents(u.Href(), c)
		if err != nil || v.Components() != c {
			t.Errorf("%.40q: FromComponents gives %+v, %v", in, v.Components(), err)
		}
	}
}

// The point of the layout: a URL in the allocator's 32-byte size class.
func TestURLSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 && unsafe.Sizeof(URL{}) > 32 {
		t.Errorf("a URL takes %d bytes, more than 32", unsafe.Sizeof(URL{}))
	}
}

// canonicalOffsets, which finds again the offsets of a long href that the
// fast path took, gives the offsets the fast path writes, on every WPT and
// dataset input that it takes (all shorter than 64 KiB).
func TestCanonicalOffsets(t *testing.T) {
	var inputs []string
	for _, ut := range loadURLTests(t, "url/urltestdata.json") {
		inputs = append(inputs, ut.Input)
	}
	for _, name := range datasetFiles {
		inputs = append(inputs, datasetLines(t, name)...)
	}
	took := 0
	for _, in := range inputs {
		var u URL
		slash, ok := canonicalInto(in, &u.layout)
		if !ok {
			continue
		}
		took++
		u.setCanonical(canonicalHref(in, slash))
		href := u.Href()
		v := u
		v.setHref(href, canonicalOffsets(href, &u.layout))
		if v.layout != u.layout {
			t.Errorf("%.60q: canonicalOffsets gives %+v, the fast path %+v", in, v.layout, u.layout)
		}
	}
	if took < 1000 {
		t.Fatalf("the fast path took only %d inputs", took)
	}
}

// An href of 64 KiB or more keeps its offsets in the URL's urlExt: every
// getter, setter and Components of such a URL agree with the parser,
// whichever way the URL was made, and so do those of the short URL it
// becomes again.
func TestLayoutLongHrefs(t *testing.T) {
	long := strings.Repeat("a", 1<<16)
	inputs := []string{
		"https://example.com/" + long + "?" + long + "#" + long,
		"https://example.com:8080/" + long,
		"http://" + long + ".com",
		"http://" + long + ".com:81",
		"http://example.com/?" + long,
		"http://example.com/#" + long,
		"foo:" + long + "?q#f",
		"sc://" + long + "/x?y#z",
		"file:///" + long,
		"https://user:pass@example.com/" + long + "?q",
		"HTTPS://Example.com/" + long + "?q#f",
		// hrefs of maxShort and maxShort+1 bytes, the input's own or with
		// the "/" that the fast path adds.
		"https://example.com/" + strings.Repeat("b", maxShort-len("https://example.com/")),
		"https://example.com/" + strings.Repeat("b", maxShort+1-len("https://example.com/")),
		"http://" + strings.Repeat("h", maxShort-1-len("http://")),
		"http://" + strings.Repeat("h", maxShort-len("http://")),
	}
	for _, in := range inputs {
		checkLayout(t, Parser{}, in)
		want := MustParse(in)
		var u URL
		if err := u.SetHref(in); err != nil {
			t.Fatalf("SetHref(%.40q): %v", in, err)
		}
		if u.Components() != want.Components() || u.Href() != want.Href() {
			t.Errorf("SetHref(%.40q) gives %+v, Parse %+v", in, u.Components(), want.Components())
		}
		w, g := sliced(want.Href(), want.Components()), gotten(&u)
		for name, x := range w {
			if g[name] != x {
				t.Errorf("SetHref(%.40q): %s = %.40q, the components give %.40q", in, name, g[name], x)
			}
		}
		// Back to a short href, and long again through a setter.
		if err := u.SetHref("https://example.com/?a=1#f"); err != nil || u.Search() != "?a=1" || u.Hash() != "#f" || u.Pathname() != "/" {
			t.Errorf("after %.40q, SetHref of a short href gives %q %q %q (%v)", in, u.Pathname(), u.Search(), u.Hash(), err)
		}
		u.SetPathname(long)
		if u.Pathname() != "/"+long || u.Search() != "?a=1" || u.Hash() != "#f" || u.Hostname() != "example.com" {
			t.Errorf("a long pathname: %.20q %q %q %q", u.Pathname(), u.Search(), u.Hash(), u.Hostname())
		}
		if u.Components() != MustParse(u.Href()).Components() {
			t.Errorf("a long pathname: %+v, the parser %+v", u.Components(), MustParse(u.Href()).Components())
		}
	}
}

// A query that search params make 64 KiB long, and back: the URL's
// offsets move into its urlExt and out again, with its URLSearchParams
// object kept.
func TestLayoutLongQuery(t *testing.T) {
	for _, in := range []string{"https://example.com/p", "https://example.com/p#frag"} {
		u := MustParse(in)
		sp := u.SearchParams()
		value := strings.Repeat("v", 1<<12)
		for k := 0; k < 20; k++ {
			sp.Append("k", value)
		}
		if u.SearchParams() != sp || !u.isLong() {
			t.Fatalf("%q: after appends, long %v, same object %v", in, u.isLong(), u.SearchParams() == sp)
		}
		v := MustParse(u.Href())
		if u.Components() != v.Components() || u.Search() != v.Search() || u.Hash() != v.Hash() {
			t.Errorf("%q: a long query gives %+v, the parser %+v", in, u.Components(), v.Components())
		}
		sp.Delete("k")
		if u.SearchParams() != sp || u.isLong() || u.Href() != in || u.Components() != MustParse(in).Components() {
			t.Errorf("%q: after the query is deleted: %q %+v, long %v", in, u.Href(), u.Components(), u.isLong())
		}
	}
}

// A urlExt is never changed once a URL points to it: a copy of a URL
// keeps its offsets and its URLSearchParams object (or none) whatever
// happens to the other.
func TestURLExtNotShared(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("a", 1<<16) + "?x=1#f"
	u := MustParse(long)
	c := *u
	cl := u.Clone()
	u.SetSearch("y=2")
	u.SearchParams().Append("z", "3")
	u.SetHref("https://example.com/short")
	for _, v := range []*URL{&c, cl} {
		if v.Href() != long || v.Search() != "?x=1" || v.Hash() != "#f" || v.HasSearchParams() {
			t.Errorf("the copy changed with the URL: %.30q %q %q, search params %v", v.Href(), v.Search(), v.Hash(), v.HasSearchParams())
		}
	}
	// A short URL's copy does not share the object made after the copy.
	s := MustParse("https://example.com/?a=1")
	sc := *s
	s.SearchParams().Set("a", "2")
	if sc.HasSearchParams() || sc.Search() != "?a=1" || s.Search() != "?a=2" {
		t.Errorf("copy %q (search params %v), URL %q", sc.Search(), sc.HasSearchParams(), s.Search())
	}
}

// The zero URL: every getter gives "" (or null), and SetHref and
// UnmarshalText make it a URL.
func TestZeroURL(t *testing.T) {
	var u URL
	for name, v := range gotten(&u) {
		switch v {
		case "", false, int32(-1), HostNone, Edition(0):
		default:
			t.Errorf("the zero URL's %s is %v", name, v)
		}
	}
	if u.Href() != "" || u.Search() != "" || u.Hash() != "" || u.Host() != "" || u.HasSearchParams() {
		t.Errorf("the zero URL: %q %q %q %q", u.Href(), u.Search(), u.Hash(), u.Host())
	}
	if err := u.UnmarshalText([]byte("https://example.com/a?b#c")); err != nil || u.Pathname() != "/a" || u.Search() != "?b" {
		t.Errorf("UnmarshalText into the zero URL: %v %q %q", err, u.Pathname(), u.Search())
	}
}

// Goroutines that parse, copy and change URLs of their own, short and
// long, share nothing (run with -race).
func TestLayoutConcurrent(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("a", 1<<16)
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func() {
			defer func() { done <- true }()
			for k := 0; k < 50; k++ {
				for _, in := range []string{"https://example.com/?a=1", long + "?a=1"} {
					u := MustParse(in)
					c := u.Clone()
					u.SearchParams().Append("b", "2")
					if c.Search() != "?a=1" || u.Search() != "?a=1&b=2" {
						t.Errorf("%.30q: %q %q", in, c.Search(), u.Search())
						return
					}
				}
			}
		}()
	}
	for g := 0; g < 4; g++ {
		<-done
	}
}
