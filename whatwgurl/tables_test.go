package whatwgurl

import (
	"fmt"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/gentables"
)

//go:generate go test -count=1 -run TestGeneratedTables . -args -update-tables

// TestGeneratedTables holds tables_gen.go to the functions that derive its
// tables (byteClassTable and the others it names); with -update-tables
// (go generate ./whatwgurl) it writes the file from them.
func TestGeneratedTables(t *testing.T) {
	classes := byteClassTable()
	f := gentables.New("whatwgurl", "tables_test.go", "go generate ./whatwgurl")
	gentables.Table(f, "byteClass holds the fast path's byte classes: bit cX of entry b is set\nwhen byte b is in class cX (byteClassTable).",
		"byteClass", "[256]uint16", classes[:])
	words := prefixWordsTable()
	f.Printf("\n// prefixWords holds the prefixWord of each special scheme, in prefixOrder\n// (prefixWordsTable).\nvar prefixWords = [len(prefixOrder)]prefixWord{\n")
	for _, w := range words {
		f.Printf("\t{word: 0x%016x, mask: 0x%016x, scheme: %s, end: %d},\n", w.word, w.mask, schemeConst(w.scheme), w.end)
	}
	f.Printf("}\n")
	domain, path := domainRunTable(&classes), pathRunTable(&classes)
	gentables.Table(f, "domainRun is the domain class less 'x' (domainRunTable).", "domainRun", "[256]uint8", domain[:])
	gentables.Table(f, "pathRun is the class of a path's bytes less '.' and '%' (pathRunTable).", "pathRun", "[256]uint8", path[:])
	f.Printf("\n// classTables holds the vectorTable of each class bit k of byteClass, with\n// no pair (classTablesOf).\nvar classTables = [len(byteClassNames)]*vectorTable{\n")
	for k, tab := range classTablesOf(&classes) {
		f.Printf("\t&%s, // %s\n", vectorTableLiteral(tab), byteClassNames[k])
	}
	f.Printf("}\n\n// The tables of scanDomain's and scanPath's vector forms (domainTableOf,\n// hostTableOf, pathTableOf).\nvar (\n")
	f.Printf("\tdomainTable = &%s\n\thostTable   = &%s\n\tpathTable   = &%s\n)\n",
		vectorTableLiteral(domainTableOf(&classes)), vectorTableLiteral(hostTableOf(&classes)),
		vectorTableLiteral(pathTableOf(&classes)))
	gentables.Check(t, "tables_gen.go", f)

	if gentables.Updating() {
		return
	}
	if byteClass != classes || prefixWords != words || domainRun != domain || pathRun != path {
		t.Errorf("the compiled tables differ from the derived ones: rebuild after go generate")
	}
	for k, tab := range classTablesOf(&classes) {
		if *classTables[k] != *tab {
			t.Errorf("classTables[%d] differs from the derived one", k)
		}
	}
	if *domainTable != *domainTableOf(&classes) || *hostTable != *hostTableOf(&classes) || *pathTable != *pathTableOf(&classes) {
		t.Errorf("the scans' vector tables differ from the derived ones")
	}
}

// schemeConst is the name of the SchemeType constant of a special scheme.
func schemeConst(st SchemeType) string {
	for _, name := range []string{"HTTPS", "HTTP", "File", "WSS", "WS", "FTP"} {
		if strings.EqualFold(name, st.Name()) {
			return "Scheme" + name
		}
	}
	panic("no constant for scheme " + st.Name())
}

// vectorTableLiteral is t as a composite literal.
func vectorTableLiteral(t *vectorTable) string {
	bytesOf := func(v [16]uint8) string {
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = fmt.Sprintf("0x%02x", x)
		}
		return "{" + strings.Join(s, ", ") + "}"
	}
	pair := func(v [16]uint8) string {
		for _, x := range v[1:] {
			if x != v[0] {
				panic("a vectorTable pair byte not repeated")
			}
		}
		return "{" + strings.Repeat(gentables.Index(int(v[0]))+", ", 15) + gentables.Index(int(v[0])) + "}"
	}
	s := "vectorTable{lo: [16]uint8" + bytesOf(t.lo)
	if t.a != ([16]uint8{}) || t.b != ([16]uint8{}) || t.c != ([16]uint8{}) {
		s += ", a: [16]uint8" + pair(t.a) + ", b: [16]uint8" + pair(t.b) + ", c: [16]uint8" + pair(t.c)
	}
	if t.afterA != 0 {
		s += fmt.Sprintf(", afterA: %d", t.afterA)
	}
	return s + "}"
}
