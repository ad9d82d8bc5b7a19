package whatwgurl

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// setterTest is one case of WPT's setters_tests.json.
type setterTest = wptdata.SetterTest

// setterFuncs are the URL's setters by WPT attribute name.
var setterFuncs = map[string]func(u *URL, v string){
	"href":     func(u *URL, v string) { _ = u.SetHref(v) },
	"protocol": func(u *URL, v string) { u.SetProtocol(v) },
	"username": func(u *URL, v string) { u.SetUsername(v) },
	"password": func(u *URL, v string) { u.SetPassword(v) },
	"host":     func(u *URL, v string) { u.SetHost(v) },
	"hostname": func(u *URL, v string) { u.SetHostname(v) },
	"port":     func(u *URL, v string) { u.SetPort(v) },
	"pathname": func(u *URL, v string) { u.SetPathname(v) },
	"search":   func(u *URL, v string) { u.SetSearch(v) },
	"hash":     func(u *URL, v string) { u.SetHash(v) },
}

func loadSetterTests(t *testing.T, rel string) map[string][]setterTest {
	return wptdata.SetterTests(t, rel)
}

func TestWPTSetters(t *testing.T) { runSetterTests(t, "url/setters_tests.json", Parser{}) }

// TestWPTSetters2026 runs the newer setters_tests.json with Edition2026: the
// URLs are parsed in that edition, and their setters follow it.
func TestWPTSetters2026(t *testing.T) {
	runSetterTests(t, wpt2026+"setters_tests.json", Parser{Edition: Edition2026})
}

func runSetterTests(t *testing.T, rel string, ps Parser) {
	all := loadSetterTests(t, rel)
	total, passed := 0, 0
	for attr, list := range all {
		set, ok := setterFuncs[attr]
		if !ok {
			t.Errorf("no setter for %q", attr)
			continue
		}
		for _, st := range list {
			total++
			ok := t.Run(attr+"/"+st.Href+"/"+st.NewValue, func(t *testing.T) {
				u, err := ps.Parse(st.Href)
				if err != nil {
					t.Fatalf("parse %q: %v", st.Href, err)
				}
				set(u, st.NewValue)
				checkGetters(t, u, st.Expected)
				// The new href must re-parse to itself.
				v, err := ps.Parse(u.Href())
				if err != nil || v.Href() != u.Href() {
					t.Errorf("href %q does not re-parse to itself", u.Href())
				}
			})
			if ok {
				passed++
			}
		}
	}
	wptdata.Report(t, wptName(rel), "", passed, total-passed)
	if total < 250 {
		t.Errorf("only %d setter tests read", total)
	}
}
