package validation

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
)

func TestNamesRoundTrip(t *testing.T) {
	for k := Kind(1); k < numKinds; k++ {
		if names[k] == "" {
			t.Fatalf("kind %d has no name", k)
		}
		if got := ByName(k.String()); got != k {
			t.Errorf("ByName(%q) = %d, want %d", k.String(), got, k)
		}
	}
	if Count != 33 {
		t.Errorf("Count = %d, the two editions' tables have 33 rows between them", Count)
	}
}

// TestRowsPerEdition: the late-2025 table has 29 rows; the 2026 one drops
// domain-invalid-code-point and domain-to-Unicode and adds four.
func TestRowsPerEdition(t *testing.T) {
	for _, tc := range []struct {
		e    edition.Edition
		rows int
	}{{edition.Y2025, 29}, {edition.Y2026, 31}} {
		n := 0
		for k := Kind(1); k < numKinds; k++ {
			if k.In(tc.e) {
				n++
			}
		}
		if n != tc.rows {
			t.Errorf("edition %s: %d rows, want %d", tc.e, n, tc.rows)
		}
	}
	if None.In(edition.Y2025) || DomainToASCII.In(edition.Edition(edition.Count)) {
		t.Error("In accepts no error or an unknown edition")
	}
}

func TestReportSince(t *testing.T) {
	old := &Reporter{Edition: edition.Y2025}
	old.ReportSince(edition.Y2026, IPv4TooFewParts)
	if len(old.Kinds) != 0 {
		t.Errorf("a late-2025 reporter recorded %v", old.Kinds)
	}
	r := &Reporter{Edition: edition.Y2026}
	r.ReportSince(edition.Y2026, IPv4TooFewParts)
	if len(r.Kinds) != 1 || !r.Since(edition.Y2026) || old.Since(edition.Y2026) {
		t.Errorf("a 2026 reporter recorded %v", r.Kinds)
	}
	var none *Reporter
	none.ReportSince(edition.Y2025, HostMissing) // must not panic
	if none.Since(edition.Y2025) {
		t.Error("a nil reporter collects")
	}
}

func TestNilReporter(t *testing.T) {
	var r *Reporter
	r.Report(HostMissing) // must not panic
}
