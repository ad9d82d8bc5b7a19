package main

import (
	"reflect"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// evalRange is what getterRanges says of g for a URL: its value, sliced
// from the href as the generated C and Python slice it.
func evalRange(g getterRange, href string, c whatwgurl.Components) string {
	field := func(name string) uint32 {
		for _, f := range componentFields {
			if f.Name == name && f.GoField != "" {
				v := reflect.ValueOf(c).FieldByName(f.GoField)
				if v.CanInt() {
					return uint32(v.Int())
				}
				return uint32(v.Uint())
			}
		}
		panic("no component field " + name)
	}
	n := uint32(len(href))
	var end uint32
	switch b := g.End.(type) {
	case hrefEnd:
		end = n
	case offset:
		end = field(b.Field) + uint32(b.Plus)
	case firstOf:
		end = n
		for _, x := range b.Fields {
			if v := field(x); v != whatwgurl.Absent {
				end = v
				break
			}
		}
	case portOr:
		end = field(b.Else)
		if c.Port >= 0 {
			end = field(b.PortEnd)
		}
	}
	var start uint32
	if g.Start.Field != "" {
		start = field(g.Start.Field) + uint32(g.Start.Plus)
	}
	if g.Delimited && (start == whatwgurl.Absent || end-start <= 1) {
		return ""
	}
	return href[start:end]
}

// TestGetterRangesMatchTheEngine holds getterRanges (and so the header's
// wurl_attribute_range and the Python getters made from them) to the
// engine's getters, on every URL of the WPT data.
func TestGetterRangesMatchTheEngine(t *testing.T) {
	getters := map[string]func(*whatwgurl.URL) string{
		"href": (*whatwgurl.URL).Href, "protocol": (*whatwgurl.URL).Protocol,
		"username": (*whatwgurl.URL).Username, "password": (*whatwgurl.URL).Password,
		"host": (*whatwgurl.URL).Host, "hostname": (*whatwgurl.URL).Hostname,
		"port": (*whatwgurl.URL).Port, "pathname": (*whatwgurl.URL).Pathname,
		"search": (*whatwgurl.URL).Search, "hash": (*whatwgurl.URL).Hash,
	}
	if len(getterRanges) != len(attributeNames) {
		t.Fatalf("%d getter ranges for %d attributes", len(getterRanges), len(attributeNames))
	}
	for i, g := range getterRanges {
		if g.Attr != attributeNames[i] || getters[g.Attr] == nil {
			t.Fatalf("getter range %d is %q, want %q (wurl_attribute's order)", i, g.Attr, attributeNames[i])
		}
	}
	urls := wptURLs(t)
	if len(urls) < 500 {
		t.Fatalf("only %d URLs in the WPT data", len(urls))
	}
	for _, u := range urls {
		for _, g := range getterRanges {
			if got, want := evalRange(g, u.Href(), u.Components()), getters[g.Attr](u); got != want {
				t.Errorf("%s of %q: the range gives %q, the engine %q", g.Attr, u.Href(), got, want)
			}
		}
	}
}

// wptURLs are the URLs that parse among the WPT inputs: urltestdata.json's
// (with their bases) and setters_tests.json's hrefs.
func wptURLs(t *testing.T) []*whatwgurl.URL {
	var out []*whatwgurl.URL
	keep := func(u *whatwgurl.URL, err error) {
		if err == nil {
			out = append(out, u)
		}
	}
	for _, ut := range wptdata.URLTests(t, "url/urltestdata.json") {
		if ut.Base != nil {
			keep(whatwgurl.ParseWithBase(ut.Input, *ut.Base))
		} else {
			keep(whatwgurl.Parse(ut.Input))
		}
	}
	for _, list := range wptdata.SetterTests(t, "url/setters_tests.json") {
		for _, st := range list {
			keep(whatwgurl.Parse(st.Href))
		}
	}
	return out
}
