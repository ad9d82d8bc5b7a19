package main

import (
	"reflect"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/urlpattern"
)

// TestPatternComponentsAreTheEngines: wurl_pattern_component's names are
// the urlpattern package's, in its order (its Init's members, then
// BaseURL), and each is a component CompareComponent knows.
func TestPatternComponentsAreTheEngines(t *testing.T) {
	typ := reflect.TypeFor[urlpattern.Init]()
	if typ.NumField() != len(patternComponentNames)+1 || typ.Field(len(patternComponentNames)).Name != "BaseURL" {
		t.Fatalf("urlpattern.Init has %d members; want the %d components and BaseURL",
			typ.NumField(), len(patternComponentNames))
	}
	p := urlpattern.MustNew(&urlpattern.Init{}, nil, urlpattern.Options{})
	for i, name := range patternComponentNames {
		if got := strings.ToLower(typ.Field(i).Name); got != name {
			t.Errorf("component %d is %q, urlpattern.Init's member %d is %q", i, name, i, got)
		}
		if _, err := urlpattern.CompareComponent(name, p, p); err != nil {
			t.Errorf("CompareComponent(%q): %v", name, err)
		}
	}
	if _, err := urlpattern.CompareComponent("href", p, p); err == nil {
		t.Error("CompareComponent(\"href\") accepted a name that is not a component")
	}
}

// TestPatternErrorNames: each wurl_pattern_error's name is its C name in
// lower case with dashes.
func TestPatternErrorNames(t *testing.T) {
	want := map[string]string{"NONE": "none", "RELATIVE_WITHOUT_BASE": "relative-without-base",
		"INVALID_BASE_URL": "invalid-base-url", "BASE_WITH_INIT": "base-with-init"}
	for _, v := range patternErrors.Values {
		if w, ok := want[v.Name]; ok && patternErrorName(v) != w {
			t.Errorf("%s: name %q, want %q", v.Name, patternErrorName(v), w)
		}
	}
}
