package validation

import "testing"

func TestNamesRoundTrip(t *testing.T) {
	for k := Kind(1); k < numKinds; k++ {
		if names[k] == "" {
			t.Fatalf("kind %d has no name", k)
		}
		if got := ByName(k.String()); got != k {
			t.Errorf("ByName(%q) = %d, want %d", k.String(), got, k)
		}
	}
	if Count != 29 {
		t.Errorf("Count = %d, the Standard's table has 29 rows", Count)
	}
}

func TestNilReporter(t *testing.T) {
	var r *Reporter
	r.Report(HostMissing) // must not panic
}
