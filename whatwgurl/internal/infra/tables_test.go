package infra

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/gentables"
)

//go:generate go test -count=1 -run TestGeneratedTables . -args -update-tables

// TestGeneratedTables holds tables_gen.go to urlCodePointASCIITable and
// hexValueTable; with -update-tables (go generate
// ./whatwgurl/internal/infra) it writes the file from them.
func TestGeneratedTables(t *testing.T) {
	units, hex := urlCodePointASCIITable(), hexValueTable()
	f := gentables.New("infra", "tables_test.go", "go generate ./whatwgurl/internal/infra")
	gentables.Table(f, "urlCodePointASCII holds the ASCII URL code points (urlCodePointASCIITable).",
		"urlCodePointASCII", "[0x80]bool", units[:])
	gentables.Table(f, "hexValue holds the value of each ASCII hex digit, NotHex for any other\nbyte (hexValueTable).",
		"hexValue", "[256]byte", hex[:])
	gentables.Check(t, "tables_gen.go", f)
	if !gentables.Updating() && (urlCodePointASCII != units || hexValue != hex) {
		t.Errorf("the compiled tables differ from the derived ones: rebuild after go generate")
	}
}
