package percent

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/gentables"
)

//go:generate go test -count=1 -run TestGeneratedTables . -args -update-tables

// TestGeneratedTables holds tables_gen.go to definedSets, and each exported
// set to its table; with -update-tables (go generate
// ./whatwgurl/internal/percent) it writes the file from definedSets.
func TestGeneratedTables(t *testing.T) {
	f := gentables.New("percent", "tables_test.go", "go generate ./whatwgurl/internal/percent")
	sets := definedSets()
	for _, s := range sets {
		gentables.Table(f, s.name+" is the table of a set of section 1.3 (definedSets).", s.name, "Set", s.set[:])
	}
	gentables.Check(t, "tables_gen.go", f)
	if gentables.Updating() {
		return
	}
	exported := map[string]*Set{
		"c0ControlSet": C0Control, "fragmentSet": Fragment, "querySet": Query, "specialQuerySet": SpecialQuery,
		"pathSet": Path, "userinfoSet": Userinfo, "componentSet": Component, "formURLEncodedSet": FormURLEncoded,
	}
	if len(exported) != len(sets) {
		t.Fatalf("%d sets defined, %d exported", len(sets), len(exported))
	}
	for _, s := range sets {
		if got := exported[s.name]; got == nil || *got != *s.set {
			t.Errorf("the set of %s differs from its definition: rebuild after go generate", s.name)
		}
	}
}
