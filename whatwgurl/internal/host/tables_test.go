package host

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/gentables"
)

//go:generate go test -count=1 -run TestGeneratedTables . -args -update-tables

// TestGeneratedTables holds tables_gen.go to the functions that derive its
// tables (forbiddenHostTable and the others); with -update-tables (go
// generate ./whatwgurl/internal/host) it writes the file from them.
func TestGeneratedTables(t *testing.T) {
	host := forbiddenHostTable()
	domain := forbiddenDomainTable(&host)
	same := sameInDomainTable(&domain)
	stop := fastPathStopTable()
	f := gentables.New("host", "tables_test.go", "go generate ./whatwgurl/internal/host")
	gentables.Table(f, "forbiddenHost holds the forbidden host code points (section 3.2;\nforbiddenHostTable).",
		"forbiddenHost", "[256]bool", host[:])
	gentables.Table(f, "forbiddenDomain holds the forbidden domain code points (section 3.2;\nforbiddenDomainTable).",
		"forbiddenDomain", "[256]bool", domain[:])
	gentables.Table(f, "sameInDomain holds the bytes that domain to ASCII keeps as they are and\nthat are not forbidden domain code points (sameInDomainTable).",
		"sameInDomain", "[256]bool", same[:])
	gentables.Table(f, "fastPathStop holds the bytes that end asciiFastPath (fastPathStopTable).",
		"fastPathStop", "[256]bool", stop[:])
	gentables.Check(t, "tables_gen.go", f)
	if !gentables.Updating() && (forbiddenHost != host || forbiddenDomain != domain || sameInDomain != same || fastPathStop != stop) {
		t.Errorf("the compiled tables differ from the derived ones: rebuild after go generate")
	}
}
