package urlpattern

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// The WPT urlpattern data (testdata/wpt/urlpattern, or
// $WHATWGURL_WPT_DIR/urlpattern), run as WPT's urlpatterntests.js runs it
// in a browser. The JavaScript binding's part (overload resolution,
// dictionary conversion) is emulated here by callConstructor and callMatch.

// wptEntry is one object of urlpatterntestdata.json; JSON values stay as
// encoding/json decodes them (string, map[string]any, nil, ...), the way
// the runner sees JavaScript values.
type wptEntry struct {
	Pattern                []any           `json:"pattern"`
	Inputs                 []any           `json:"inputs"`
	HasInputs              bool            `json:"-"`
	ExpectedObj            any             `json:"expected_obj"`
	ExpectedMatch          json.RawMessage `json:"expected_match"`
	ExactlyEmptyComponents []string        `json:"exactly_empty_components"`
}

func (e *wptEntry) UnmarshalJSON(b []byte) error {
	type plain wptEntry
	if err := json.Unmarshal(b, (*plain)(e)); err != nil {
		return err
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(b, &keys); err != nil {
		return err
	}
	_, e.HasInputs = keys["inputs"]
	return nil
}

// errWebIDL stands for a TypeError the JavaScript binding throws before the
// Standard's steps run (a string where a dictionary is expected).
var errWebIDL = errors.New("webidl: cannot convert to a dictionary")

// toInput converts a JavaScript URLPatternInput: a string or a dictionary
// (undefined or null is the dictionary {}).
func toInput(v any) (Input, error) {
	switch v := v.(type) {
	case string:
		return String(v), nil
	case nil:
		return &Init{}, nil
	case map[string]any:
		init := &Init{}
		for key, p := range map[string]**string{
			"protocol": &init.Protocol, "username": &init.Username, "password": &init.Password,
			"hostname": &init.Hostname, "port": &init.Port, "pathname": &init.Pathname,
			"search": &init.Search, "hash": &init.Hash, "baseURL": &init.BaseURL,
		} {
			if s, ok := v[key]; ok {
				str := jsToString(s)
				*p = &str
			}
		}
		return init, nil
	}
	return nil, errWebIDL
}

// jsToString is JavaScript's ToString for the values JSON holds.
func jsToString(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case map[string]any:
		return "[object Object]"
	case nil:
		return "null"
	}
	return fmt.Sprint(v)
}

func toOptions(v any) (Options, error) {
	switch v := v.(type) {
	case nil:
		return Options{}, nil
	case map[string]any:
		b, _ := v["ignoreCase"].(bool)
		return Options{IgnoreCase: b}, nil
	}
	return Options{}, errWebIDL
}

// callConstructor is new URLPattern(...args) with WebIDL's overload
// resolution: constructor(input, USVString baseURL, options) when a second
// argument is a string or a third is given, else constructor(input, options).
func callConstructor(args []any) (*URLPattern, error) {
	var in any
	if len(args) > 0 {
		in = args[0]
	}
	input, err := toInput(in)
	if err != nil {
		return nil, err
	}
	switch {
	case len(args) >= 3 || (len(args) == 2 && isString(args[1])):
		base := jsToString(args[1])
		var opts Options
		if len(args) >= 3 {
			if opts, err = toOptions(args[2]); err != nil {
				return nil, err
			}
		}
		return New(input, &base, opts)
	case len(args) == 2:
		opts, err := toOptions(args[1])
		if err != nil {
			return nil, err
		}
		return New(input, nil, opts)
	}
	return New(input, nil, Options{})
}

func isString(v any) bool { _, ok := v.(string); return ok }

// callMatch is test(...inputs) or exec(...inputs).
func callMatch(p *URLPattern, args []any) (bool, *Result, error, error) {
	var in any
	if len(args) > 0 {
		in = args[0]
	}
	input, err := toInput(in)
	if err != nil {
		return false, nil, err, err
	}
	var base *string
	if len(args) > 1 {
		b := jsToString(args[1])
		base = &b
	}
	ok, testErr := p.Test(input, base)
	r, execErr := p.Exec(input, base)
	return ok, r, testErr, execErr
}

// earlierComponents is the runner's EARLIER_COMPONENTS.
var earlierComponents = map[string][]string{
	"protocol": {}, "hostname": {"protocol"}, "port": {"protocol", "hostname"},
	"username": {}, "password": {}, "pathname": {"protocol", "hostname", "port"},
	"search": {"protocol", "hostname", "port", "pathname"},
	"hash":   {"protocol", "hostname", "port", "pathname", "search"},
}

// expectedPatternString computes the expected getter value as the runner
// does when expected_obj does not give it.
func expectedPatternString(t *testing.T, e *wptEntry, c string) string {
	if obj, ok := e.ExpectedObj.(map[string]any); ok {
		if v, ok := obj[c].(string); ok {
			return v
		}
	}
	var baseURL *whatwgurl.URL
	var first map[string]any
	if len(e.Pattern) > 0 {
		first, _ = e.Pattern[0].(map[string]any)
	}
	if b, ok := first["baseURL"].(string); ok && b != "" {
		baseURL = whatwgurl.MustParse(b)
	} else if len(e.Pattern) > 1 && isString(e.Pattern[1]) {
		baseURL = whatwgurl.MustParse(e.Pattern[1].(string))
	}
	for _, x := range e.ExactlyEmptyComponents {
		if x == c {
			return ""
		}
	}
	if first != nil {
		if v, ok := first[c].(string); ok && v != "" {
			return v
		}
		for _, earlier := range earlierComponents[c] {
			if _, ok := first[earlier]; ok {
				return "*"
			}
		}
	}
	if baseURL != nil && c != "username" && c != "password" {
		switch c {
		case "protocol":
			return baseURL.Scheme()
		case "hostname":
			return baseURL.Hostname()
		case "port":
			return baseURL.Port()
		case "pathname":
			return baseURL.Pathname()
		case "search":
			return strings.TrimPrefix(baseURL.Search(), "?")
		case "hash":
			return strings.TrimPrefix(baseURL.Hash(), "#")
		}
	}
	return "*"
}

func getter(p *URLPattern, name string) string {
	c, _ := componentByString(name)
	return p.components[c].patternString
}

// wptOutcome says what happened to one entry.
type wptOutcome struct {
	failures    []string
	unsupported string // the construct, when ErrUnsupportedRegExp was returned
}

func (o *wptOutcome) errorf(format string, args ...any) {
	o.failures = append(o.failures, fmt.Sprintf(format, args...))
}

func noteUnsupported(o *wptOutcome, err error) {
	var e *Error
	if errors.As(err, &e) && e.Kind == ErrUnsupportedRegExp && o.unsupported == "" {
		o.unsupported = e.Construct + " in " + e.Component
	}
}

// runWPTEntry runs one entry as urlpatterntests.js does.
func runWPTEntry(t *testing.T, e *wptEntry) wptOutcome {
	var o wptOutcome
	p, err := callConstructor(e.Pattern)
	noteUnsupported(&o, err)
	if e.ExpectedObj == "error" {
		if err == nil {
			o.errorf("constructor succeeded (%v), want TypeError", p)
		} else if o.unsupported != "" {
			o.errorf("constructor: %v, want a TypeError of the Standard", err)
		}
		return o
	}
	if err != nil {
		o.errorf("constructor: %v", err)
		return o
	}
	for c := range numComponents {
		name := c.String()
		if got, want := getter(p, name), expectedPatternString(t, e, name); got != want {
			o.errorf("%s = %q, want %q", name, got, want)
		}
	}
	var expected any
	if len(e.ExpectedMatch) > 0 {
		if err := json.Unmarshal(e.ExpectedMatch, &expected); err != nil {
			t.Fatal(err)
		}
	}
	ok, result, testErr, execErr := callMatch(p, e.Inputs)
	noteUnsupported(&o, testErr)
	if expected == "error" {
		if testErr == nil {
			o.errorf("test() did not throw")
		}
		if execErr == nil {
			o.errorf("exec() did not throw")
		}
		return o
	}
	if testErr != nil || execErr != nil {
		o.errorf("test/exec threw: %v / %v", testErr, execErr)
		return o
	}
	wantMatch, _ := expected.(map[string]any)
	if ok != (wantMatch != nil) {
		o.errorf("test() = %v, want %v", ok, wantMatch != nil)
	}
	if wantMatch == nil {
		if result != nil {
			o.errorf("exec() = %+v, want null", result)
		}
		return o
	}
	if result == nil {
		o.errorf("exec() = null, want a match")
		return o
	}
	wantInputs, hasInputs := wantMatch["inputs"].([]any)
	if !hasInputs {
		wantInputs = e.Inputs
	}
	checkInputs(&o, result.Inputs, wantInputs)
	for c := range numComponents {
		name := c.String()
		want, _ := wantMatch[name].(map[string]any)
		if want == nil {
			want = map[string]any{"input": "", "groups": map[string]any{}}
			empty := false
			for _, x := range e.ExactlyEmptyComponents {
				empty = empty || x == name
			}
			if !empty {
				want["groups"].(map[string]any)["0"] = ""
			}
		}
		checkComponentResult(&o, name, result.component(c), want)
	}
	return o
}

func checkInputs(o *wptOutcome, got []Input, want []any) {
	if len(got) != len(want) {
		o.errorf("exec() inputs length %d, want %d", len(got), len(want))
		return
	}
	for i, g := range got {
		switch g := g.(type) {
		case String:
			if w, ok := want[i].(string); !ok || string(g) != w {
				o.errorf("exec() inputs[%d] = %q, want %v", i, string(g), want[i])
			}
		case *Init:
			w, _ := want[i].(map[string]any)
			fields := [numComponents]*string{g.Protocol, g.Username, g.Password, g.Hostname, g.Port, g.Pathname, g.Search, g.Hash}
			for c := range numComponents {
				wv, has := w[c.String()]
				switch {
				case fields[c] == nil && has:
					o.errorf("exec() inputs[%d].%s undefined, want %v", i, c, wv)
				case fields[c] != nil && (!has || *fields[c] != jsToString(wv)):
					o.errorf("exec() inputs[%d].%s = %q, want %v", i, c, *fields[c], wv)
				}
			}
		}
	}
}

func checkComponentResult(o *wptOutcome, name string, got *ComponentResult, want map[string]any) {
	if got.Input != want["input"] {
		o.errorf("exec().%s.input = %q, want %v", name, got.Input, want["input"])
	}
	wantGroups, _ := want["groups"].(map[string]any)
	if len(got.Groups) != len(wantGroups) {
		o.errorf("exec().%s.groups = %v, want %v", name, got.Groups, wantGroups)
		return
	}
	for _, g := range got.Groups {
		w, has := wantGroups[g.Name]
		switch {
		case !has:
			o.errorf("exec().%s.groups has %q, want %v", name, g.Name, wantGroups)
		case w == nil && g.Matched:
			o.errorf("exec().%s.groups[%q] = %q, want undefined", name, g.Name, g.Value)
		case w != nil && (!g.Matched || g.Value != w):
			o.errorf("exec().%s.groups[%q] = %q (matched %v), want %v", name, g.Name, g.Value, g.Matched, w)
		}
	}
}

func TestWPTURLPatternTestData(t *testing.T) {
	var entries []wptEntry
	wptdata.Unmarshal(t, wptdata.File(t, "urlpattern/urlpatterntestdata.json"), &entries)
	passed, failed := 0, 0
	var unsupported []string
	for i := range entries {
		e := &entries[i]
		name, _ := json.Marshal(e.Pattern)
		in, _ := json.Marshal(e.Inputs)
		var o wptOutcome
		t.Run(fmt.Sprintf("%d %s %s", i, name, in), func(t *testing.T) {
			o = runWPTEntry(t, e)
			for _, f := range o.failures {
				t.Error(f)
			}
		})
		if o.unsupported != "" {
			unsupported = append(unsupported, fmt.Sprintf("%s: %s", name, o.unsupported))
		}
		if len(o.failures) == 0 {
			passed++
		} else {
			failed++
		}
	}
	if len(entries) != 369 {
		t.Errorf("%d entries, want 369", len(entries))
	}
	wptdata.Report(t, "urlpatterntestdata.json", "", passed, failed)
	reportUnsupported("urlpatterntestdata.json", unsupported)
}

// reportUnsupported prints the WPT cases the RE2 translation cannot run.
func reportUnsupported(file string, cases []string) {
	fmt.Printf("WPT %s cases affected by RE2 limits: %d\n", file, len(cases))
	for _, c := range cases {
		fmt.Printf("  RE2-unsupported: %s\n", c)
	}
}
