package urlpattern

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// wptSeeds adds WPT's pattern strings and inputs to a fuzz corpus.
func wptSeeds(f *testing.F, add func(pattern, input string)) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "wpt", "urlpattern", "urlpatterntestdata.json"))
	if err != nil {
		f.Fatal(err)
	}
	var entries []wptEntry
	if err := json.Unmarshal(b, &entries); err != nil {
		f.Fatal(err)
	}
	str := func(v any) string {
		switch v := v.(type) {
		case string:
			return v
		case map[string]any:
			for _, k := range []string{"pathname", "hostname", "protocol", "search"} {
				if s, ok := v[k].(string); ok {
					return s
				}
			}
		}
		return ""
	}
	for _, e := range entries {
		var p, in string
		if len(e.Pattern) > 0 {
			p = str(e.Pattern[0])
		}
		if len(e.Inputs) > 0 {
			in = str(e.Inputs[0])
		}
		add(p, in)
	}
}

// checkError fails unless err is nil or one of the package's errors.
func checkError(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error of type %T: %v", err, err)
	}
	known := false
	for _, k := range []error{ErrRelativeWithoutBase, ErrBaseURLWithInit, ErrInvalidBaseURL, ErrTokenize,
		ErrUnexpectedToken, ErrDuplicateName, ErrInvalidComponent, ErrInvalidRegExp, ErrUnsupportedRegExp} {
		known = known || e.Kind == k
	}
	if !known || e.Error() == "" {
		t.Fatalf("unknown error kind: %v", err)
	}
}

// FuzzNew: the constructor never panics, fails only with the package's
// errors, and what it makes has valid pattern strings that compile again
// (a pattern string is well formed).
func FuzzNew(f *testing.F) {
	wptSeeds(f, func(p, _ string) {
		f.Add(p, uint8(0), false)
		f.Add(p, uint8(5), true)
	})
	f.Fuzz(func(t *testing.T, pattern string, which uint8, ignoreCase bool) {
		opts := Options{IgnoreCase: ignoreCase}
		base := "https://example.com/a/b"
		p, err := New(String(pattern), &base, opts)
		checkError(t, err)
		if err == nil {
			checkPattern(t, p, opts)
		}
		init := &Init{}
		fields := []**string{&init.Protocol, &init.Username, &init.Password, &init.Hostname,
			&init.Port, &init.Pathname, &init.Search, &init.Hash}
		*fields[int(which)%len(fields)] = &pattern
		p, err = New(init, nil, opts)
		checkError(t, err)
		if err == nil {
			checkPattern(t, p, opts)
		}
	})
}

func checkPattern(t *testing.T, p *URLPattern, opts Options) {
	t.Helper()
	init := &Init{}
	fields := []**string{&init.Protocol, &init.Username, &init.Password, &init.Hostname,
		&init.Port, &init.Pathname, &init.Search, &init.Hash}
	for c := range numComponents {
		s := p.components[c].patternString
		if !utf8.ValidString(s) {
			t.Fatalf("%s pattern string %q is not UTF-8", c, s)
		}
		// Not the hostname: the Standard's own pattern strings need not
		// compile again there (TestHostnamePatternStringQuirk).
		if c != hostnameComponent {
			*fields[c] = &s
		}
	}
	_ = p.HasRegExpGroups()
	if _, err := New(init, nil, opts); err != nil {
		t.Fatalf("the pattern strings of %v do not compile again: %v", p, err)
	}
}

// FuzzExec: matching never panics, and Test, Exec, TestURL and ExecURL
// agree, for URL strings and for inits.
func FuzzExec(f *testing.F) {
	wptSeeds(f, func(p, in string) { f.Add(p, in) })
	f.Add("/:a((?:a+)+)b", "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")
	f.Fuzz(func(t *testing.T, pattern, input string) {
		p, err := New(&Init{Pathname: &pattern}, nil, Options{})
		if err != nil {
			checkError(t, err)
			return
		}
		ok, err := p.Test(String(input), nil)
		checkError(t, err)
		r, _ := p.Exec(String(input), nil)
		if ok != (r != nil) {
			t.Fatalf("Test = %v, Exec = %v", ok, r)
		}
		if u, err := whatwgurl.Parse(input); err == nil {
			if p.TestURL(u) != ok || (p.ExecURL(u) != nil) != ok {
				t.Fatalf("TestURL disagrees with Test on %q", input)
			}
		}
		in := &Init{Pathname: &input}
		ok, _ = p.Test(in, nil)
		r, _ = p.Exec(in, nil)
		if ok != (r != nil) {
			t.Fatalf("Test(init) = %v, Exec(init) = %v", ok, r)
		}
		if r != nil {
			for _, g := range r.Pathname.Groups {
				if !g.Matched && g.Value != "" {
					t.Fatalf("an undefined group with a value: %+v", g)
				}
			}
		}
	})
}
