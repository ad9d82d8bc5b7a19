package wptdata

import (
	"encoding/json"
	"testing"
)

// Objects reads a WPT data file that is a JSON array of comment strings and
// test objects (urltestdata.json, toascii.json, IdnaTestV2.json,
// percent-encoding.json) and returns the objects, in order, as T.
func Objects[T any](tb testing.TB, rel string) []T {
	tb.Helper()
	var items []json.RawMessage
	if err := json.Unmarshal(File(tb, rel), &items); err != nil {
		tb.Fatal(err)
	}
	out := make([]T, 0, len(items))
	for _, item := range items {
		if len(item) > 0 && item[0] == '"' {
			continue // a comment
		}
		var v T
		if err := json.Unmarshal(item, &v); err != nil {
			tb.Fatalf("%s: %v", rel, err)
		}
		out = append(out, v)
	}
	return out
}
