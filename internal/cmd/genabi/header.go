package main

import (
	"fmt"
	"strings"
)

// The header is hand-written documentation with generated blocks in it: each
// block runs from its BEGIN line to its END line, both included, and is
// replaced as a whole. The rest of the header is left as it is.

const (
	beginMark = "/* BEGIN GENERATED %s: go generate ./internal/cmd/genabi; do not edit */"
	endMark   = "/* END GENERATED %s */"
)

// headerBlocks are the header's generated blocks by name, in header order.
func (a *abi) headerBlocks() []block {
	return []block{
		{"version", a.versionMacros()},
		{"wurl_status", cEnum(a.Status)},
		{"wurl_host_type", cEnum(a.Host)},
		{"wurl_scheme_type", cEnum(a.Scheme)},
		{"wurl_validation_error", cEnum(a.Validation) +
			"\n/* The number of validation error types (WURL_VERR_NONE excluded). */\n" +
			fmt.Sprintf("#define WURL_VALIDATION_ERROR_COUNT %d\n", len(a.Validation.Values)-1)},
		{"wurl_edition", cEnum(a.Edition) +
			"\n/* The number of editions: an edition argument at or above it is invalid. */\n" +
			fmt.Sprintf("#define WURL_EDITION_COUNT %d\n", len(a.Edition.Values))},
		{"wurl_encode_set", cEnum(a.Encode)},
		{"wurl_components", cComponents()},
		{"wurl_attribute", cEnum(a.Attribute)},
		{"wurl_attribute_range", cAttributeRange()},
		{"wurl_pattern_component", cEnum(a.PatternComponent) +
			fmt.Sprintf("#define WURL_PATTERN_COMPONENT_COUNT %d\n", len(a.PatternComponent.Values))},
		{"wurl_pattern_error", cEnum(a.PatternError)},
	}
}

type block struct {
	Name string
	Body string // C text, each line ending in a newline
}

func (a *abi) versionMacros() string {
	v := a.Version
	return fmt.Sprintf("#define WHATWGURL_VERSION_MAJOR %d\n#define WHATWGURL_VERSION_MINOR %d\n"+
		"#define WHATWGURL_VERSION_PATCH %d\n"+
		"/* The same as a string, \"MAJOR.MINOR.PATCH\": what wurl_version() returns. */\n"+
		"#define WHATWGURL_VERSION_STRING %q\n", v.Major, v.Minor, v.Patch, v.String())
}

// cComment is doc as a C comment, one " * " line per line of doc.
func cComment(doc string) string {
	lines := strings.Split(doc, "\n")
	if len(lines) == 1 {
		return "/* " + doc + " */\n"
	}
	return "/* " + strings.Join(lines, "\n * ") + " */\n"
}

// cEnum is e as a typedef'd C enum, each value's doc beside it.
func cEnum(e enum) string {
	var b strings.Builder
	b.WriteString(cComment(e.Doc))
	fmt.Fprintf(&b, "typedef enum %s {\n", e.Type)
	lines := make([]string, len(e.Values))
	width := 0
	for i, v := range e.Values {
		lines[i] = fmt.Sprintf("  %s%s = %d", e.Prefix, v.Name, v.Value)
		if i < len(e.Values)-1 {
			lines[i] += ","
		}
		width = max(width, len(lines[i]))
	}
	for i, v := range e.Values {
		if v.Doc == "" {
			b.WriteString(lines[i] + "\n")
			continue
		}
		fmt.Fprintf(&b, "%-*s /* %s */\n", width, lines[i], v.Doc)
	}
	fmt.Fprintf(&b, "} %s;\n", e.Type)
	return b.String()
}

func cComponents() string {
	var b strings.Builder
	b.WriteString("typedef struct wurl_components {\n")
	width := 0
	for _, f := range componentFields {
		width = max(width, len(f.CType)+len(f.Name)+4)
	}
	for _, f := range componentFields {
		decl := fmt.Sprintf("  %s %s;", f.CType, f.Name)
		if f.Doc == "" {
			b.WriteString(decl + "\n")
			continue
		}
		fmt.Fprintf(&b, "%-*s /* %s */\n", width, decl, f.Doc)
	}
	b.WriteString("} wurl_components;\n\n")
	b.WriteString("/* The offset of a component the URL does not have (a null query or fragment). */\n")
	fmt.Fprintf(&b, "#define WURL_OMITTED UINT32_C(0x%X)\n", omitted)
	return b.String()
}

// spliceHeader returns header with every generated block replaced by its
// current text. Every block must be there exactly once, and nothing else may
// claim to be a generated block.
func spliceHeader(header string, blocks []block) (string, error) {
	if n := strings.Count(header, "/* BEGIN GENERATED "); n != len(blocks) {
		return "", fmt.Errorf("the header has %d generated blocks, want %d", n, len(blocks))
	}
	for _, bl := range blocks {
		begin, end := fmt.Sprintf(beginMark, bl.Name), fmt.Sprintf(endMark, bl.Name)
		i := strings.Index(header, begin)
		if i < 0 || strings.Count(header, begin) != 1 {
			return "", fmt.Errorf("the header needs the line %q exactly once", begin)
		}
		j := strings.Index(header[i:], end)
		if j < 0 {
			return "", fmt.Errorf("the header has no %q after its BEGIN line", end)
		}
		j += i + len(end)
		header = header[:i] + begin + "\n" + bl.Body + end + header[j:]
	}
	return header, nil
}
