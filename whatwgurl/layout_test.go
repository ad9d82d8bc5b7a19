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

// The point of the layout: a URL in the allocator's 48-byte size class.
func TestURLSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 && unsafe.Sizeof(URL{}) > 48 {
		t.Errorf("a URL takes %d bytes, more than 48", unsafe.Sizeof(URL{}))
	}
}
