package wptdata

import "testing"

// ValidationRow is one row of testdata/validation/examples.json (or of
// examples-2026.json, the 2026 edition's table): a type of the Standard's
// validation error table (section 1.1), whether the table says the parser
// fails, and example inputs that report it. A case's own Failure, where
// given, says whether that case fails: the 2026 table's domain-to-ASCII
// fails only for some domains.
type ValidationRow struct {
	Type    string `json:"type"`
	Failure bool   `json:"failure"`
	Cases   []struct {
		Input   string  `json:"input"`
		Base    *string `json:"base"`
		Failure *bool   `json:"failure"`
	} `json:"cases"`
}

// ValidationExamples returns the rows of examples.json, in the table's order.
func ValidationExamples(tb testing.TB) []ValidationRow {
	return ValidationExamplesIn(tb, "validation/examples.json")
}

// ValidationExamplesIn returns the rows of file, a table like examples.json
// under testdata/.
func ValidationExamplesIn(tb testing.TB, file string) []ValidationRow {
	tb.Helper()
	var rows []ValidationRow
	Unmarshal(tb, TestdataFile(tb, file), &rows)
	return rows
}
