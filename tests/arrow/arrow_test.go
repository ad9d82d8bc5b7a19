package arrowtest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
)

// ---- data ----

// loadWPT reads urltestdata.json's test objects.
func loadWPT(t testing.TB) []wptdata.URLTest {
	out := wptdata.URLTests(t, "url/urltestdata.json")
	if len(out) < 500 {
		t.Fatalf("urltestdata.json: only %d cases", len(out))
	}
	return out
}

// datasets returns each dataset file's lines (as bench/c/bench.c reads
// them: a leading BOM dropped, CR before LF dropped), by short name; nil with
// one NOTE line when the folder is missing.
func datasets(t testing.TB) map[string][]string {
	dir := wptdata.DatasetsDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.txt"))
	if len(files) == 0 {
		fmt.Printf("NOTE: datasets not found (%s): dataset checks skipped; set WHATWGURL_DATASETS_DIR\n", dir)
		return nil
	}
	out := map[string][]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
		s := strings.TrimSuffix(string(b), "\n")
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimSuffix(l, "\r")
		}
		rel, _ := filepath.Rel(dir, f)
		out[strings.TrimSuffix(rel, ".txt")] = lines
	}
	return out
}

// ---- building columns with arrow-go ----

// layout names a way arrow-go holds a column of strings.
type layout string

const (
	utf8       layout = "utf8"
	largeUTF8  layout = "large_utf8"
	stringView layout = "string_view"
	binary     layout = "binary"
	largeBin   layout = "large_binary"
	binaryView layout = "binary_view"
)

var allLayouts = []layout{utf8, largeUTF8, stringView, binary, largeBin, binaryView}

// column builds values as an arrow-go array of layout l; valid[i] false
// makes row i null (valid nil: no nulls).
func column(l layout, values []string, valid []bool) arrow.Array {
	mem := memory.DefaultAllocator
	ok := func(i int) bool { return valid == nil || valid[i] }
	switch l {
	case utf8, largeUTF8, stringView:
		var b interface {
			Append(string)
			AppendNull()
			NewArray() arrow.Array
			Release()
		}
		switch l {
		case utf8:
			b = array.NewStringBuilder(mem)
		case largeUTF8:
			b = array.NewLargeStringBuilder(mem)
		default:
			v := array.NewStringViewBuilder(mem)
			v.SetBlockSize(4096) // several data buffers on a large column
			b = v
		}
		defer b.Release()
		for i, v := range values {
			if ok(i) {
				b.Append(v)
			} else {
				b.AppendNull()
			}
		}
		return b.NewArray()
	default:
		var dt arrow.BinaryDataType = arrow.BinaryTypes.Binary
		switch l {
		case largeBin:
			dt = arrow.BinaryTypes.LargeBinary
		case binaryView:
			dt = arrow.BinaryTypes.BinaryView
		}
		b := array.NewBuilder(mem, dt)
		defer b.Release()
		for i, v := range values {
			if !ok(i) {
				b.AppendNull()
				continue
			}
			switch bb := b.(type) {
			case *array.BinaryBuilder:
				bb.Append([]byte(v))
			case *array.BinaryViewBuilder:
				bb.Append([]byte(v))
			}
		}
		return b.NewArray()
	}
}

// ---- checking an exported batch ----

// checker compares an imported struct array with the per-URL getters.
type checker struct {
	t              *testing.T
	passed, failed int
	maxDataBuffers int // the most data buffers seen in a string child
}

// check compares the struct array arr (as imported by arrow-go) row by row
// with want (nil: a null row). It returns whether every row matched.
func (c *checker) check(what string, f arrow.Field, arr arrow.Array, want []*URL) bool {
	t := c.t
	t.Helper()
	st, ok := arr.(*array.Struct)
	if !ok {
		t.Errorf("%s: imported a %s, want a struct", what, arr.DataType())
		c.failed++
		return false
	}
	typ := f.Type.(*arrow.StructType)
	bad := 0
	fail := func(format string, args ...any) {
		bad++
		if bad <= 10 {
			t.Errorf(what+": "+format, args...)
		}
	}
	if st.Len() != len(want) || typ.NumFields() != 11 || st.NumField() != 11 {
		fail("%d rows, %d fields; want %d rows, 11 fields", st.Len(), typ.NumFields(), len(want))
		c.failed++
		return false
	}
	for k, name := range append(append([]string{}, Components...), "host_type") {
		fd := typ.Field(k)
		wantType := arrow.DataType(arrow.BinaryTypes.StringView)
		if k == 10 {
			wantType = arrow.PrimitiveTypes.Int8
		}
		if fd.Name != name || !arrow.TypeEqual(fd.Type, wantType) || !fd.Nullable {
			fail("field %d is %s %s nullable=%v, want %s %s", k, fd.Name, fd.Type, fd.Nullable, name, wantType)
		}
		if v, ok := st.Field(k).(interface{ ValidateFull() error }); ok {
			if err := v.ValidateFull(); err != nil {
				fail("field %s: %v", name, err)
			}
		}
		if k < 10 {
			if n := len(st.Field(k).Data().Buffers()) - 2; n > c.maxDataBuffers {
				c.maxDataBuffers = n
			}
		}
	}
	if bad > 0 {
		c.failed++
		return false
	}
	children := make([]*array.StringView, 10)
	for k := range children {
		children[k] = st.Field(k).(*array.StringView)
	}
	types := st.Field(10).(*array.Int8)
	for i, w := range want {
		rowBad := bad
		if (w == nil) != st.IsNull(i) {
			fail("row %d: null %v, want %v", i, st.IsNull(i), w == nil)
		}
		for k, ch := range children {
			if ch.IsNull(i) != st.IsNull(i) {
				fail("row %d: %s null %v, struct null %v", i, Components[k], ch.IsNull(i), st.IsNull(i))
			}
			if w != nil && !ch.IsNull(i) && ch.Value(i) != w.Values[k] {
				fail("row %d: %s %q, want %q", i, Components[k], ch.Value(i), w.Values[k])
			}
		}
		if w != nil && !types.IsNull(i) && types.Value(i) != w.HostType {
			fail("row %d: host_type %d, want %d", i, types.Value(i), w.HostType)
		}
		if bad == rowBad {
			c.passed++
		} else {
			c.failed++
		}
	}
	return bad == 0
}

// expect is Parse of every input (nil where it fails or the row is null).
func expect(inputs []string, valid []bool, base *string) []*URL {
	out := make([]*URL, len(inputs))
	for i, in := range inputs {
		if valid != nil && !valid[i] {
			continue
		}
		if u := Parse(in, base); u.Status == OK {
			out[i] = &u
		}
	}
	return out
}

// roundTrip parses col with wurl_parse_arrow, exports the batch with
// wurl_batch_to_arrow, imports it with arrow-go and checks it against want;
// then the same through wurl_parse_arrow_to_arrow.
func (c *checker) roundTrip(what string, col arrow.Array, base *string, want []*URL) {
	c.t.Helper()
	c.oneCall(what, col, base, want)
	b, st := ParseArrow(col, base)
	if st != OK {
		c.t.Errorf("%s: wurl_parse_arrow: %s", what, StatusName(st))
		c.failed++
		return
	}
	f, arr, err := b.ToArrow()
	if err != nil {
		c.t.Errorf("%s: %v", what, err)
		c.failed++
		b.Free()
		return
	}
	defer arr.Release()
	c.check(what, f, arr, want)
}

// oneCall parses and exports col with wurl_parse_arrow_to_arrow, imports
// the struct array with arrow-go and checks it against want.
func (c *checker) oneCall(what string, col arrow.Array, base *string, want []*URL) {
	c.t.Helper()
	f, arr, err := ParseArrowToArrow(col, base)
	if err != nil {
		c.t.Errorf("%s: %v", what, err)
		c.failed++
		return
	}
	defer arr.Release()
	c.check(what+" in one call", f, arr, want)
}

// ---- the tests ----

// TestWPT runs urltestdata.json through both directions: each base's inputs
// as an arrow-go column (every layout) into wurl_parse_arrow, and through
// wurl_parse_batch; each batch out through wurl_batch_to_arrow into arrow-go.
// Every value must equal the per-URL getters' and, where WPT gives it, WPT's.
func TestWPT(t *testing.T) {
	groups := wptdata.ByBase(loadWPT(t))
	ch := &checker{t: t}
	wptPassed, wptFailed := 0, 0
	for gi, g := range groups {
		inputs := make([]string, len(g.Tests))
		for i, c := range g.Tests {
			inputs[i] = c.Input
		}
		want := expect(inputs, nil, g.Base)
		// WPT's own expectations against the per-URL getters (so that the
		// getters are the right reference here).
		for i, c := range g.Tests {
			ok := (want[i] == nil) == c.Failure
			if ok && want[i] != nil {
				wpt := c.Attributes()
				for k, name := range Components {
					if wpt[name] != want[i].Values[k] {
						ok = false
					}
				}
			}
			if ok {
				wptPassed++
			} else {
				wptFailed++
				t.Errorf("WPT %q (base %v): getters disagree with WPT", c.Input, c.Base)
			}
		}
		for _, l := range allLayouts {
			col := column(l, inputs, nil)
			ch.roundTrip(fmt.Sprintf("WPT group %d %s", gi, l), col, g.Base, want)
			col.Release()
		}
		b, err := ParseBatch(inputs, g.Base)
		if err != nil {
			t.Errorf("WPT group %d: %v", gi, err)
			continue
		}
		f, arr, err := b.ToArrow()
		if err != nil {
			t.Errorf("WPT group %d: %v", gi, err)
			b.Free()
			continue
		}
		ch.check(fmt.Sprintf("WPT group %d wurl_parse_batch", gi), f, arr, want)
		arr.Release()
	}
	t.Logf("WPT urltestdata.json through Arrow (%d bases, every layout both ways): %d passed, %d failed",
		len(groups), wptPassed, wptFailed)
	t.Logf("rows checked through arrow-go: %d passed, %d failed", ch.passed, ch.failed)
	if ch.failed > 0 || wptFailed > 0 {
		t.Fail()
	}
}

// TestLayouts: nulls and slices of every layout arrow-go makes, read by
// wurl_parse_arrow as the rows they are; the batch's statuses say which rows
// were null (WURL_ERR_INVALID_ARGUMENT) and the export makes them null.
func TestLayouts(t *testing.T) {
	cases := loadWPT(t)
	var inputs []string
	for _, c := range cases {
		if c.Base == nil {
			inputs = append(inputs, c.Input)
		}
	}
	inputs = append(inputs, strings.Repeat("https://long.example/"+strings.Repeat("p", 50), 3))
	valid := make([]bool, len(inputs))
	for i := range valid {
		valid[i] = i%5 != 2
	}
	ch := &checker{t: t}
	for _, l := range allLayouts {
		for _, nulls := range []bool{false, true} {
			v := valid
			if !nulls {
				v = nil
			}
			col := column(l, inputs, v)
			for _, sl := range [][2]int{{0, len(inputs)}, {7, len(inputs) - 3}, {len(inputs) / 2, len(inputs) / 2}, {13, 14}} {
				what := fmt.Sprintf("%s nulls=%v slice %v", l, nulls, sl)
				part := array.NewSlice(col, int64(sl[0]), int64(sl[1]))
				var pv []bool
				if v != nil {
					pv = v[sl[0]:sl[1]]
				}
				want := expect(inputs[sl[0]:sl[1]], pv, nil)
				b, st := ParseArrow(part, nil)
				if st != OK {
					t.Errorf("%s: %s", what, StatusName(st))
					part.Release()
					continue
				}
				for i, s := range b.Statuses() {
					in := inputs[sl[0]+i]
					wantSt := Parse(in, nil).Status
					if pv != nil && !pv[i] {
						wantSt = InvalidArgument
					}
					if s != wantSt {
						t.Errorf("%s: row %d (%q): status %s, want %s", what, i, in, StatusName(s), StatusName(wantSt))
					}
				}
				f, arr, err := b.ToArrow()
				if err != nil {
					t.Errorf("%s: %v", what, err)
				} else {
					ch.check(what, f, arr, want)
					arr.Release()
				}
				ch.oneCall(what, part, nil, want)
				part.Release()
			}
			col.Release()
		}
	}
	t.Logf("rows checked through arrow-go: %d passed, %d failed", ch.passed, ch.failed)
}

// TestBadInput: what arrow-go exports that is not a string column is
// refused with WURL_ERR_INVALID_ARGUMENT (tests/c/test_arrow.c has the
// malformed structs).
func TestBadInput(t *testing.T) {
	mem := memory.DefaultAllocator
	ib := array.NewInt32Builder(mem)
	ib.AppendValues([]int32{1, 2, 3}, nil)
	ints := ib.NewArray()
	defer ints.Release()
	lb := array.NewListBuilder(mem, arrow.BinaryTypes.String)
	lb.Append(true)
	lb.ValueBuilder().(*array.StringBuilder).Append("http://a/")
	list := lb.NewArray()
	defer list.Release()
	db := array.NewDictionaryBuilder(mem, &arrow.DictionaryType{IndexType: arrow.PrimitiveTypes.Int8, ValueType: arrow.BinaryTypes.String})
	db.(*array.BinaryDictionaryBuilder).AppendString("http://a/")
	dict := db.NewArray()
	defer dict.Release()
	for _, arr := range []arrow.Array{ints, list, dict} {
		if _, st := ParseArrow(arr, nil); st != InvalidArgument {
			t.Errorf("%s: %s, want WURL_ERR_INVALID_ARGUMENT", arr.DataType(), StatusName(st))
		}
	}
	if _, st := ParseArrowC(nil, nil, nil); st != InvalidArgument {
		t.Errorf("NULL structs: %s", StatusName(st))
	}
}

// TestDatasets: every URL of every dataset, as a string_view column and as a
// utf8 one, both ways, checked against the per-URL getters. With the library
// built with small export windows (mk/lib.mk, WHATWGURL_ARROW_WINDOWS=1)
// the large datasets' exports must use several data buffers; with the
// normal build exactly one.
func TestDatasets(t *testing.T) {
	sets := datasets(t)
	if sets == nil {
		t.Skip("datasets not found")
	}
	names := make([]string, 0, len(sets))
	for n := range sets {
		names = append(names, n)
	}
	sort.Strings(names)
	ch := &checker{t: t}
	for _, name := range names {
		urls := sets[name]
		want := expect(urls, nil, nil)
		for _, l := range []layout{stringView, utf8} {
			col := column(l, urls, nil)
			ch.roundTrip(fmt.Sprintf("%s %s", name, l), col, nil, want)
			col.Release()
		}
	}
	t.Logf("dataset rows checked through arrow-go: %d passed, %d failed", ch.passed, ch.failed)
	if os.Getenv("WHATWGURL_ARROW_WINDOWS") == "1" {
		if ch.maxDataBuffers < 2 {
			t.Errorf("windowed build: at most %d data buffer per child, want several", ch.maxDataBuffers)
		}
	} else if ch.maxDataBuffers != 1 {
		t.Errorf("at most %d data buffers per child, want exactly 1", ch.maxDataBuffers)
	}
}
