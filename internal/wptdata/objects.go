package wptdata

import (
	"encoding/json"
	"testing"
)

// Unmarshal decodes data, the JSON of a test file, into v; data that does
// not decode fails the test.
func Unmarshal(tb testing.TB, data []byte, v any) {
	tb.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		tb.Fatal(err)
	}
}

// Objects reads a WPT data file that is a JSON array of comment strings and
// test objects (urltestdata.json, toascii.json, IdnaTestV2.json,
// percent-encoding.json) and returns the objects, in order, as T.
func Objects[T any](tb testing.TB, rel string) []T {
	tb.Helper()
	var items []json.RawMessage
	Unmarshal(tb, File(tb, rel), &items)
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

// URLTest is one object of urltestdata.json (and of its variants): an input,
// its base, and the URL's attributes, or whether parsing fails.
type URLTest struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Origin   *string `json:"origin"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
	// SearchParams is the expected serialization of searchParams, if given.
	SearchParams *string `json:"searchParams"`
}

// URLTests returns the test objects of a urltestdata-style file (for
// example "url/urltestdata.json"), without its comment strings.
func URLTests(tb testing.TB, rel string) []URLTest {
	tb.Helper()
	return Objects[URLTest](tb, rel)
}

// Attributes are the URL's attributes as WPT gives them, by name.
func (t *URLTest) Attributes() map[string]string {
	return map[string]string{
		"href": t.Href, "protocol": t.Protocol, "username": t.Username, "password": t.Password,
		"host": t.Host, "hostname": t.Hostname, "port": t.Port, "pathname": t.Pathname,
		"search": t.Search, "hash": t.Hash,
	}
}

// BaseGroup is the tests of a urltestdata-style file that have one base
// (nil: no base), in file order.
type BaseGroup struct {
	Base  *string
	Tests []URLTest
}

// ByBase groups tests by base, the groups in the order of each base's first
// appearance, for the runners that parse many inputs against one base.
func ByBase(tests []URLTest) []*BaseGroup {
	var groups []*BaseGroup
	byBase := map[string]*BaseGroup{}
	for _, t := range tests {
		key := "\x00none"
		if t.Base != nil {
			key = *t.Base
		}
		g := byBase[key]
		if g == nil {
			g = &BaseGroup{Base: t.Base}
			byBase[key] = g
			groups = append(groups, g)
		}
		g.Tests = append(g.Tests, t)
	}
	return groups
}

// SetterTest is one case of setters_tests.json: a setter applied with
// NewValue to the URL Href, and the attributes it must leave.
type SetterTest struct {
	Comment  string            `json:"comment"`
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
}

// SetterTests returns the cases of a setters_tests.json-style file by
// attribute name ("protocol", "host", ...), leaving out its comment.
func SetterTests(tb testing.TB, rel string) map[string][]SetterTest {
	tb.Helper()
	var raw map[string]json.RawMessage
	Unmarshal(tb, File(tb, rel), &raw)
	out := map[string][]SetterTest{}
	for attr, r := range raw {
		if attr == "comment" {
			continue
		}
		var list []SetterTest
		Unmarshal(tb, r, &list)
		out[attr] = list
	}
	return out
}
