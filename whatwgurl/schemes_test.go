package whatwgurl

import (
	"strconv"
	"testing"
)

// The table of special schemes against the parser: each name maps to its
// type, and a port is dropped exactly when it is the scheme's default.
func TestSpecialSchemes(t *testing.T) {
	n := 0
	for st := range SpecialSchemes() {
		n++
		name := st.Name()
		if got := SchemeTypeOf(name); got != st || !st.Special() {
			t.Errorf("SchemeTypeOf(%q) = %d, want %d (special)", name, got, st)
		}
		host := "//h"
		if st == SchemeFile {
			if st.DefaultPort() != -1 {
				t.Errorf("file has default port %d", st.DefaultPort())
			}
			continue
		}
		for _, port := range []int32{st.DefaultPort(), 8080} {
			u, err := Parse(name + ":" + host + ":" + strconv.Itoa(int(port)) + "/")
			if err != nil {
				t.Fatal(err)
			}
			if dropped := u.Port() == ""; dropped != (port == st.DefaultPort()) {
				t.Errorf("%s with port %d: port %q", name, port, u.Port())
			}
		}
	}
	if n != 6 || SchemeTypeOf("HTTP") != SchemeOther || SchemeTypeOf("sc") != SchemeOther ||
		SchemeOther.Special() || SchemeOther.DefaultPort() != -1 || SchemeOther.Name() != "" {
		t.Errorf("the special schemes are six, lowercase, and SchemeOther is none of them")
	}
}
