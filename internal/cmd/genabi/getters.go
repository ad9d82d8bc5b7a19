package main

import (
	"fmt"
	"slices"
	"strings"
)

// Where each getter of the URL class (section 6.1) finds its value in a
// URL's href, given the URL's components: the one definition that the
// header's wurl_attribute_range (used by the C getters, the Arrow export and
// the C++ url_view) and the Python package's getters are generated from. The
// engine's own getters (whatwgurl/url.go) are held to it on the WPT data by
// TestGetterRangesMatchTheEngine.

// bound is one end of a getter's range, as C and as Python.
type bound interface {
	c() string  // a C expression over c (const wurl_components *) and href_len
	py() string // a Python expression over c (the record's tuple)
}

// hrefEnd is the length of the href.
type hrefEnd struct{}

// offset is a field of the components, plus a constant.
type offset struct {
	Field string // a componentFields name: "scheme_end"
	Plus  int
}

// firstOf is the first of Fields that the URL has (that is not
// WURL_OMITTED), or the href's end when it has none of them.
type firstOf struct{ Fields []string }

// portOr is PortEnd when the URL's port is not null, else Else.
type portOr struct{ PortEnd, Else string }

func (hrefEnd) c() string  { return "href_len" }
func (hrefEnd) py() string { return "c[HREF_LEN]" }

func (o offset) c() string {
	if o.Plus != 0 {
		return fmt.Sprintf("c->%s + %d", o.Field, o.Plus)
	}
	return "c->" + o.Field
}

func (o offset) py() string {
	if o.Plus != 0 {
		return fmt.Sprintf("c[%s] + %d", strings.ToUpper(o.Field), o.Plus)
	}
	return fmt.Sprintf("c[%s]", strings.ToUpper(o.Field))
}

// c is only used for a firstOf of at most one field: cAttributeRange writes
// longer ones as statements.
func (f firstOf) c() string {
	if len(f.Fields) == 0 {
		return "href_len"
	}
	x := f.Fields[0]
	return fmt.Sprintf("c->%s != WURL_OMITTED ? c->%s : href_len", x, x)
}

// cEnd writes "r.end = END;" for b, as statements when it is a firstOf of
// several fields (the last one first, each overriding the ones after it).
func cEnd(w *strings.Builder, b bound, indent string) {
	f, ok := b.(firstOf)
	if !ok || len(f.Fields) < 2 {
		fmt.Fprintf(w, "%sr.end = %s;\n", indent, b.c())
		return
	}
	fmt.Fprintf(w, "%sr.end = href_len;\n", indent)
	for i := len(f.Fields) - 1; i >= 0; i-- {
		x := f.Fields[i]
		fmt.Fprintf(w, "%sif (c->%s != WURL_OMITTED) r.end = c->%s;\n", indent, x, x)
	}
}

// py is only used for a firstOf of one field: getterPython writes longer
// ones as statements.
func (f firstOf) py() string {
	if len(f.Fields) == 0 {
		return hrefEnd{}.py()
	}
	x := strings.ToUpper(f.Fields[0])
	return fmt.Sprintf("c[%s] if c[%s] != OMITTED else c[HREF_LEN]", x, x)
}

func (p portOr) c() string {
	return fmt.Sprintf("c->port >= 0 ? c->%s : c->%s", p.PortEnd, p.Else)
}

func (p portOr) py() string {
	return fmt.Sprintf("c[%s] if c[PORT] >= 0 else c[%s]", strings.ToUpper(p.PortEnd), strings.ToUpper(p.Else))
}

// getterRange is where one getter's value lies: href[Start, End). With
// Delimited, Start is the offset of the component's delimiter ('?', '#'),
// WURL_OMITTED when the component is null, and the getter gives "" when the
// component is null or empty (the range holds the delimiter alone).
type getterRange struct {
	Attr      string // an attributeNames entry
	Start     offset // the zero offset{} is 0
	End       bound
	Delimited bool
	PyDoc     string // the Python property's docstring
	PySet     string // what the Python URL's setter takes, for type checkers: "" is str
}

var getterRanges = []getterRange{
	{Attr: "href", End: hrefEnd{},
		PyDoc: `The serialized URL (section 4.5); setting it parses a new URL
        (URLError when that fails).`},
	{Attr: "protocol", End: offset{"scheme_end", 1},
		PyDoc: `The scheme followed by ":" ("https:").`},
	{Attr: "username", Start: offset{Field: "username_start"}, End: offset{Field: "username_end"},
		PyDoc: `The username, percent-encoded ("" when none).`},
	{Attr: "password", Start: offset{Field: "password_start"}, End: offset{Field: "password_end"},
		PyDoc: `The password, percent-encoded ("" when none).`},
	{Attr: "host", Start: offset{Field: "host_start"}, End: portOr{"port_end", "host_end"},
		PyDoc: `The serialized host with ":" and the port when the port is not null
        ("example.com:8080"; "" when the host is null).`},
	{Attr: "hostname", Start: offset{Field: "host_start"}, End: offset{Field: "host_end"},
		PyDoc: `The serialized host ("example.com", "[::1]"; "" when null). See host_type.`},
	{Attr: "port", Start: offset{Field: "port_start"}, End: offset{Field: "port_end"},
		PySet: "Union[str, int]", // a number is written as JavaScript's ToString does
		PyDoc: `The port as a string ("" when null, as it is for the default port of a
        special scheme); port_number gives it as an int.`},
	{Attr: "pathname", Start: offset{Field: "path_start"}, End: firstOf{[]string{"query_start", "fragment_start"}},
		PyDoc: `The path: "/a/b" (serialized with its "/"s), or an opaque path as it is.`},
	{Attr: "search", Start: offset{Field: "query_start"}, End: firstOf{[]string{"fragment_start"}}, Delimited: true,
		PyDoc: `The query with its "?" ("" when the query is null or empty);
        search_params gives it as name-value pairs.`},
	{Attr: "hash", Start: offset{Field: "fragment_start"}, End: hrefEnd{}, Delimited: true,
		PyDoc: `The fragment with its "#" ("" when the fragment is null or empty).`},
}

func (o offset) startC() string {
	if o.Field == "" {
		return "0"
	}
	return o.c()
}

func (o offset) startPy() string {
	if o.Field == "" {
		return "0"
	}
	return o.py()
}

// cAttributeRange is the switch cases of the header's wurl_attribute_range,
// one per getter range; the function around them is written in the header.
func cAttributeRange() string {
	var b strings.Builder
	for _, g := range getterRanges {
		fmt.Fprintf(&b, "  case WURL_ATTR_%s:\n", strings.ToUpper(g.Attr))
		if g.Delimited {
			f := g.Start.Field
			fmt.Fprintf(&b, "    if (c->%s == WURL_OMITTED) break;\n", f)
			cEnd(&b, g.End, "    ")
			fmt.Fprintf(&b, "    if (r.end - c->%s > 1) r.start = c->%s;\n", f, f)
			b.WriteString("    else r.end = 0;\n")
			b.WriteString("    break;\n")
			continue
		}
		fmt.Fprintf(&b, "    r.start = %s;\n", g.Start.startC())
		cEnd(&b, g.End, "    ")
		b.WriteString("    break;\n")
	}
	return b.String()
}

const pyGettersHead = `# Code generated by internal/cmd/genabi; DO NOT EDIT.
"""The getters of section 6.1 as slices of a record (href, components): the
same ranges as the C header's wurl_attribute_range, from the same Go
definition (internal/cmd/genabi/getters.go)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from ._record import Record

`

const pyGettersClass = `

class AttributeGetters:
    """The getters of section 6.1 over the record _p: pure slicing."""

    __slots__ = ()
    _p: Record
`

// getterPython is one property of AttributeGetters.
func getterPython(b *strings.Builder, g getterRange) {
	fmt.Fprintf(b, "\n    @property\n    def %s(self) -> str:\n", g.Attr)
	fmt.Fprintf(b, "        \"\"\"%s\"\"\"\n", g.PyDoc)
	if g.Attr == "href" {
		b.WriteString("        return self._p[0]\n")
		return
	}
	b.WriteString("        h, c = self._p\n")
	if g.Delimited {
		fmt.Fprintf(b, "        s = %s\n", g.Start.py())
		b.WriteString("        if s == OMITTED:\n            return \"\"\n")
		fmt.Fprintf(b, "        end = %s\n", g.End.py())
		b.WriteString("        return h[s:end] if end - s > 1 else \"\"\n")
		return
	}
	if f, ok := g.End.(firstOf); ok && len(f.Fields) > 1 {
		// The first field the URL has, as nested tests: no call, no tuple.
		indent := "        "
		for _, x := range f.Fields {
			fmt.Fprintf(b, "%send = c[%s]\n", indent, strings.ToUpper(x))
			fmt.Fprintf(b, "%sif end == OMITTED:\n", indent)
			indent += "    "
		}
		fmt.Fprintf(b, "%send = c[HREF_LEN]\n", indent)
		fmt.Fprintf(b, "        return h[%s:end]\n", g.Start.startPy())
		return
	}
	start := g.Start.startPy()
	if start == "0" {
		start = ""
	}
	fmt.Fprintf(b, "        return h[%s:%s]\n", start, g.End.py())
}

// pyAccessorsHead opens the class that declares each getter with the
// setter the URL class gives it: url.py adds the setters at run time, in a
// loop that type checkers do not follow, so they read this class instead.
const pyAccessorsHead = `

if TYPE_CHECKING:
    class AttributeAccessors(AttributeGetters):
        """For type checkers only: the getters with the URL class's setters."""
`

// accessorPython is one property of AttributeAccessors: the getter and its
// setter, declared.
func accessorPython(b *strings.Builder, g getterRange) {
	set := g.PySet
	if set == "" {
		set = "str"
	}
	fmt.Fprintf(b, "\n        @property\n        def %s(self) -> str: ...\n", g.Attr)
	fmt.Fprintf(b, "\n        @%s.setter\n        def %s(self, value: %s) -> None: ...\n", g.Attr, g.Attr, set)
}

// pythonGetters is examples/python/whatwgurl/_getters.py.
func pythonGetters() string {
	var body strings.Builder
	for _, g := range getterRanges {
		getterPython(&body, g)
	}
	body.WriteString(pyAccessorsHead)
	for _, g := range getterRanges {
		accessorPython(&body, g)
	}
	// The names of _abi the getters use, in the order of _abi.
	var names []string
	for _, n := range append([]string{"HREF_LEN"}, componentNames()...) {
		if strings.Contains(body.String(), "c["+n+"]") {
			names = append(names, n)
		}
	}
	names = append(names, "OMITTED")
	slices.Sort(names)
	return pyGettersHead + pyImport("._abi", names) + pyGettersClass + body.String()
}

// componentNames are the indices of the record's components, as _abi names
// them.
func componentNames() []string {
	var out []string
	for _, f := range componentFields {
		if f.GoField != "" {
			out = append(out, strings.ToUpper(f.Name))
		}
	}
	return out
}

// pyImport is "from module import (names...)" wrapped at 100 columns.
func pyImport(module string, names []string) string {
	head := "from " + module + " import ("
	var b strings.Builder
	line := head
	for i, n := range names {
		item := n
		if i < len(names)-1 {
			item += ","
		} else {
			item += ")"
		}
		if len(line)+1+len(item) > 99 {
			b.WriteString(line + "\n")
			line = strings.Repeat(" ", len(head)) + item
			continue
		}
		if line != head {
			line += " "
		}
		line += item
	}
	b.WriteString(line + "\n")
	return b.String()
}
