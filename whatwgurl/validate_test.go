package whatwgurl

import (
	"slices"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// TestValidationErrorExamples checks each example of the Standard's
// validation error table (section 1.1, as testdata/validation/examples.json
// lists them, and examples-2026.json for the 2026 edition): parsing it in
// that edition reports that type, and fails when the table says the parser
// fails, with that type as the reason. No parse reports a type the edition's
// table does not have.
func TestValidationErrorExamples(t *testing.T) {
	for _, tc := range []struct {
		file string
		ed   Edition
	}{{"validation/examples.json", Edition2025}, {"validation/examples-2026.json", Edition2026}} {
		t.Run(tc.ed.String(), func(t *testing.T) { testValidationErrorExamples(t, tc.file, tc.ed) })
	}
}

func testValidationErrorExamples(t *testing.T, file string, ed Edition) {
	table := wptdata.ValidationExamplesIn(t, file)
	rows := 0
	for k := validation.Kind(1); int(k) <= validation.Count; k++ {
		if k.In(ed) {
			rows++
		}
	}
	if len(table) != rows {
		t.Errorf("table has %d types, the engine's for edition %s %d", len(table), ed, rows)
	}
	cases := 0
	for _, row := range table {
		kind := validation.ByName(row.Type)
		if kind == validation.None || !kind.In(ed) {
			t.Errorf("the engine has no validation error named %q in edition %s", row.Type, ed)
			continue
		}
		for _, c := range row.Cases {
			cases++
			t.Run(row.Type+"/"+c.Input, func(t *testing.T) {
				var base *URL
				if c.Base != nil {
					base = MustParse(*c.Base)
				}
				_, errs, err := Parser{Edition: ed}.Validate(c.Input, base)
				if !slices.Contains(errs, kind) {
					t.Errorf("reported %v, want %s among them", errs, row.Type)
				}
				for _, k := range errs {
					if !k.In(ed) {
						t.Errorf("reported %s, which edition %s's table lacks", k, ed)
					}
				}
				failure := row.Failure
				if c.Failure != nil {
					failure = *c.Failure
				}
				if failure {
					pe, ok := err.(*ParseError)
					if !ok {
						t.Fatalf("parse did not fail (err %v)", err)
					}
					if pe.Type != kind {
						t.Errorf("failed with %s, want %s", pe.Type, row.Type)
					}
				} else if err != nil {
					t.Errorf("parse failed: %v", err)
				}
			})
		}
	}
	if cases < 30 {
		t.Errorf("only %d cases", cases)
	}
}

// A valid URL string reports no validation error at all.
func TestNoValidationErrors(t *testing.T) {
	for _, in := range []string{
		"https://example.org/",
		"https://example.org:8080/a/b?c=d#e",
		"file:///C:/path",
		"mailto:someone@example.org",
		"https://[::1]/",
		"https://127.0.0.1/",
	} {
		_, errs, err := Validate(in, nil)
		if err != nil || len(errs) != 0 {
			t.Errorf("Validate(%q) = %v, %v; want no errors", in, errs, err)
		}
	}
}

// The exported constants are the Standard's 29 types, in its order.
func TestValidationConstants(t *testing.T) {
	table := wptdata.ValidationExamples(t)
	all := []ValidationErrorType{ValidationDomainToASCII, ValidationDomainInvalidCodePoint, ValidationDomainToUnicode,
		ValidationHostInvalidCodePoint, ValidationIPv4EmptyPart, ValidationIPv4TooManyParts, ValidationIPv4NonNumericPart,
		ValidationIPv4NonDecimalPart, ValidationIPv4OutOfRangePart, ValidationIPv6Unclosed, ValidationIPv6InvalidCompression,
		ValidationIPv6TooManyPieces, ValidationIPv6MultipleCompression, ValidationIPv6InvalidCodePoint,
		ValidationIPv6TooFewPieces, ValidationIPv4InIPv6TooManyPieces, ValidationIPv4InIPv6InvalidCodePoint,
		ValidationIPv4InIPv6OutOfRangePart, ValidationIPv4InIPv6TooFewParts, ValidationInvalidURLUnit,
		ValidationSpecialSchemeMissingFollowingSolidus, ValidationMissingSchemeNonRelativeURL,
		ValidationInvalidReverseSolidus, ValidationInvalidCredentials, ValidationHostMissing, ValidationPortOutOfRange,
		ValidationPortInvalid, ValidationFileInvalidWindowsDriveLetter, ValidationFileInvalidWindowsDriveLetterHost}
	if len(all) != len(table) {
		t.Fatalf("%d constants, the table has %d types", len(all), len(table))
	}
	for i, row := range table {
		if all[i].String() != row.Type {
			t.Errorf("constant %d is %q, the table's row %d is %q", i, all[i], i, row.Type)
		}
		if k, ok := ValidationErrorTypeByName(row.Type); !ok || k != all[i] {
			t.Errorf("ValidationErrorTypeByName(%q) = %v, %v", row.Type, k, ok)
		}
	}
}

// C1 controls (U+0080 to U+009F) are not URL code points (section 4.3: the
// non-ASCII ones start at U+00A0), so each one is an invalid-URL-unit
// validation error wherever the Standard checks URL code points: the path,
// opaque path, query and fragment states (section 4.4) and the opaque-host
// parser (section 3.5 step 2). U+00A0 is the first non-ASCII URL code point.
func TestC1ControlsAreInvalidURLUnits(t *testing.T) {
	for _, c := range []struct{ component, before, after string }{
		{"special path", "https://example.com/a", "b"},
		{"non-special path", "foo://h/a", "b"},
		{"path without host", "foo:/a", "b"},
		{"opaque path", "mailto:a", "b"},
		{"special query", "https://example.com/?a", "b"},
		{"non-special query", "foo://h/?a", "b"},
		{"fragment", "https://example.com/#a", "b"},
		{"opaque-path fragment", "mailto:x#a", "b"},
		{"opaque host", "foo://a", "b/"},
	} {
		for r := rune(0x80); r <= 0xA0; r++ {
			in := c.before + string(r) + c.after
			_, errs, err := Validate(in, nil)
			if err != nil {
				t.Errorf("%s: Validate(%+q) failed: %v", c.component, in, err)
				continue
			}
			want := []ValidationErrorType{ValidationInvalidURLUnit}
			if r == 0xA0 {
				want = nil // a URL code point
			}
			if !slices.Equal(errs, want) {
				t.Errorf("%s: Validate(%+q) reported %v, want %v", c.component, in, errs, want)
			}
		}
	}
}

// The authority state (section 4.4) does not check URL code points: a C1
// control in the userinfo is percent-encoded and reported only as part of
// the credentials (invalid-credentials), as the Standard's steps say.
func TestC1ControlInUserinfo(t *testing.T) {
	for r := rune(0x80); r <= 0x9F; r++ {
		in := "https://a" + string(r) + "b:c" + string(r) + "@example.com/"
		u, errs, err := Validate(in, nil)
		if err != nil {
			t.Fatalf("Validate(%+q) failed: %v", in, err)
		}
		if want := []ValidationErrorType{ValidationInvalidCredentials}; !slices.Equal(errs, want) {
			t.Errorf("Validate(%+q) reported %v, want %v", in, errs, want)
		}
		enc := string(percentEncodeRune(r))
		if u.Username() != "a"+enc+"b" || u.Password() != "c"+enc {
			t.Errorf("Validate(%+q): username %q password %q", in, u.Username(), u.Password())
		}
	}
}

// percentEncodeRune is the UTF-8 percent-encoding of r written out by hand
// ("%C2%85" for U+0085).
func percentEncodeRune(r rune) []byte {
	var out []byte
	for _, b := range []byte(string(r)) {
		out = append(out, '%', "0123456789ABCDEF"[b>>4], "0123456789ABCDEF"[b&15])
	}
	return out
}
