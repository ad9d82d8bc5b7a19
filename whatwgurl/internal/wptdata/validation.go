package wptdata

import (
	"encoding/json"
	"testing"
)

// ValidationRow is one row of testdata/validation/examples.json: a type of
// the Standard's validation error table (section 1.1), whether the table
// says the parser fails, and example inputs that report it.
type ValidationRow struct {
	Type    string `json:"type"`
	Failure bool   `json:"failure"`
	Cases   []struct {
		Input string  `json:"input"`
		Base  *string `json:"base"`
	} `json:"cases"`
}

// ValidationExamples returns the rows of examples.json, in the table's order.
func ValidationExamples(tb testing.TB) []ValidationRow {
	tb.Helper()
	var rows []ValidationRow
	if err := json.Unmarshal(TestdataFile(tb, "validation/examples.json"), &rows); err != nil {
		tb.Fatal(err)
	}
	return rows
}
