package edition

import "testing"

func TestNames(t *testing.T) {
	for e := Edition(0); e < numEditions; e++ {
		if got, ok := ByName(e.String()); !ok || got != e {
			t.Errorf("ByName(%q) = %v, %v", e.String(), got, ok)
		}
	}
	if _, ok := ByName("2024"); ok {
		t.Error("ByName accepts 2024")
	}
	if Default != Y2025 || Edition(0) != Default {
		t.Error("the zero Edition is not the late-2025 default")
	}
	if Edition(numEditions).Valid() || Edition(numEditions).String() != "unknown-edition" {
		t.Error("an unknown edition passes for a known one")
	}
}
