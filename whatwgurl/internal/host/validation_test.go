package host

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/edition"
	"slices"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/validation"
)

// TestValidationExamples runs the host rows of the Standard's validation
// error table (section 1.1; shared/validation/examples.json): the host
// parser, given the host part of each example URL, reports that error or,
// where the table says the parser fails, fails with it.
func TestValidationExamples(t *testing.T) {
	rows := wptdata.ValidationExamples(t)
	hostRows := 0
	for _, row := range rows {
		kind := validation.ByName(row.Type)
		if kind == validation.None {
			t.Fatalf("unknown validation error type %q", row.Type)
		}
		// The host rows of the table: IDNA and host parsing.
		if kind < validation.DomainToASCII || kind > validation.IPv4InIPv6TooFewParts {
			continue
		}
		hostRows++
		t.Run(row.Type, func(t *testing.T) {
			if kind == validation.DomainToUnicode {
				// Only domain to Unicode reports it, never the host parser.
				var r validation.Reporter
				DomainToUnicode("xn--a.example", edition.Y2025, &r)
				if !slices.Contains(r.Kinds, kind) {
					t.Errorf("DomainToUnicode(%q) reported %v, want %v", "xn--a.example", r.Kinds, kind)
				}
				return
			}
			if len(row.Cases) == 0 {
				t.Fatalf("no examples for %s", row.Type)
			}
			for _, c := range row.Cases {
				t.Run(c.Input, func(t *testing.T) {
					input, isOpaque := hostOf(t, c.Input)
					var r validation.Reporter
					out, _, verr := Parse(nil, input, isOpaque, edition.Y2025, &r)
					switch {
					case row.Failure && verr != kind:
						t.Errorf("Parse(%q, %v) = %q, error %v; want failure with %v",
							input, isOpaque, out, verr, kind)
					case !row.Failure && verr != validation.None:
						t.Errorf("Parse(%q, %v) failed with %v; the table says %v does not fail",
							input, isOpaque, verr, kind)
					case !row.Failure && !slices.Contains(r.Kinds, kind):
						t.Errorf("Parse(%q, %v) reported %v, want %v", input, isOpaque, r.Kinds, kind)
					}
				})
			}
		})
	}
	if hostRows != 19 {
		t.Errorf("found %d host rows, the Standard's table has 19", hostRows)
	}
}

// hostOf returns what the URL parser's host state would buffer for
// absolute URL input "scheme://host...", and whether the host parser gets
// isOpaque (a non-special scheme). It handles the forms examples.json uses:
// no userinfo, and the host state's end (section 4.4, host state step 3).
func hostOf(t *testing.T, input string) (string, bool) {
	t.Helper()
	scheme, rest, ok := strings.Cut(input, "://")
	if !ok || strings.Contains(rest, "@") {
		t.Fatalf("example %q is not of the form scheme://host", input)
	}
	special := false
	switch scheme {
	case "ftp", "file", "http", "https", "ws", "wss":
		special = true
	}
	insideBrackets := false
	for i := 0; i < len(rest); i++ {
		switch c := rest[i]; {
		case c == '/' || c == '?' || c == '#' || (special && c == '\\'):
			return rest[:i], !special
		case c == ':' && !insideBrackets:
			return rest[:i], !special
		case c == '[':
			insideBrackets = true
		case c == ']':
			insideBrackets = false
		}
	}
	return rest, !special
}
