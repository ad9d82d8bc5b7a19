package ecmascript

import (
	"slices"
	"sync"
	"unicode"
)

// The Unicode property escapes \p{...} of ECMAScript regular expressions
// (ECMA-262, "UnicodeMatchProperty" and its tables), built from Go's unicode
// package. Properties that ECMAScript knows but Go has no table for make
// propertyUnsupported: the pattern is valid but this package cannot run it.

type propertyResult uint8

const (
	propertyOK propertyResult = iota
	propertyUnknown
	propertyUnsupported
)

// The name tables below are static data, and their maps are built at the
// first \p{...} that looks a name up, not at package initialization, which
// every program pays (a C process at its first call into the library).

// generalCategoryAliases gives the map of every General_Category value name
// ECMAScript accepts (short, long and other aliases) to Go's short name,
// from generalCategoryGroups: each group is the short name, then the others.
var generalCategoryAliases = aliases(generalCategoryGroups)

var generalCategoryGroups = [][]string{
	{"C", "Other"}, {"Cc", "Control", "cntrl"}, {"Cf", "Format"}, {"Cn", "Unassigned"},
	{"Co", "Private_Use"}, {"Cs", "Surrogate"}, {"L", "Letter"}, {"LC", "Cased_Letter"},
	{"Ll", "Lowercase_Letter"}, {"Lm", "Modifier_Letter"}, {"Lo", "Other_Letter"},
	{"Lt", "Titlecase_Letter"}, {"Lu", "Uppercase_Letter"}, {"M", "Mark", "Combining_Mark"},
	{"Mc", "Spacing_Mark"}, {"Me", "Enclosing_Mark"}, {"Mn", "Nonspacing_Mark"}, {"N", "Number"},
	{"Nd", "Decimal_Number", "digit"}, {"Nl", "Letter_Number"}, {"No", "Other_Number"},
	{"P", "Punctuation", "punct"}, {"Pc", "Connector_Punctuation"}, {"Pd", "Dash_Punctuation"},
	{"Pe", "Close_Punctuation"}, {"Pf", "Final_Punctuation"}, {"Pi", "Initial_Punctuation"},
	{"Po", "Other_Punctuation"}, {"Ps", "Open_Punctuation"}, {"S", "Symbol"},
	{"Sc", "Currency_Symbol"}, {"Sk", "Modifier_Symbol"}, {"Sm", "Math_Symbol"},
	{"So", "Other_Symbol"}, {"Z", "Separator"}, {"Zl", "Line_Separator"},
	{"Zp", "Paragraph_Separator"}, {"Zs", "Space_Separator"},
}

// binaryPropertyAliases gives the map of the binary property names
// ECMAScript accepts (table-binary-unicode-properties) to their canonical
// names, from binaryPropertyGroups: each group is the canonical name, then
// its aliases.
var binaryPropertyAliases = aliases(binaryPropertyGroups)

var binaryPropertyGroups = [][]string{
	{"ASCII"}, {"ASCII_Hex_Digit", "AHex"}, {"Alphabetic", "Alpha"}, {"Any"}, {"Assigned"},
	{"Bidi_Control", "Bidi_C"}, {"Bidi_Mirrored", "Bidi_M"}, {"Case_Ignorable", "CI"}, {"Cased"},
	{"Changes_When_Casefolded", "CWCF"}, {"Changes_When_Casemapped", "CWCM"},
	{"Changes_When_Lowercased", "CWL"}, {"Changes_When_NFKC_Casefolded", "CWKCF"},
	{"Changes_When_Titlecased", "CWT"}, {"Changes_When_Uppercased", "CWU"}, {"Dash"},
	{"Default_Ignorable_Code_Point", "DI"}, {"Deprecated", "Dep"}, {"Diacritic", "Dia"}, {"Emoji"},
	{"Emoji_Component", "EComp"}, {"Emoji_Modifier", "EMod"}, {"Emoji_Modifier_Base", "EBase"},
	{"Emoji_Presentation", "EPres"}, {"Extended_Pictographic", "ExtPict"}, {"Extender", "Ext"},
	{"Grapheme_Base", "Gr_Base"}, {"Grapheme_Extend", "Gr_Ext"}, {"Hex_Digit", "Hex"},
	{"IDS_Binary_Operator", "IDSB"}, {"IDS_Trinary_Operator", "IDST"}, {"ID_Continue", "IDC"},
	{"ID_Start", "IDS"}, {"Ideographic", "Ideo"}, {"Join_Control", "Join_C"},
	{"Logical_Order_Exception", "LOE"}, {"Lowercase", "Lower"}, {"Math"},
	{"Noncharacter_Code_Point", "NChar"}, {"Pattern_Syntax", "Pat_Syn"},
	{"Pattern_White_Space", "Pat_WS"}, {"Quotation_Mark", "QMark"}, {"Radical"},
	{"Regional_Indicator", "RI"}, {"Sentence_Terminal", "STerm"}, {"Soft_Dotted", "SD"},
	{"Terminal_Punctuation", "Term"}, {"Unified_Ideograph", "UIdeo"}, {"Uppercase", "Upper"},
	{"Variation_Selector", "VS"}, {"White_Space", "space"}, {"XID_Continue", "XIDC"},
	{"XID_Start", "XIDS"},
}

// aliases returns the function that gives the map of each name of each
// group to the group's first name, built at its first call.
func aliases(groups [][]string) func() map[string]string {
	return sync.OnceValue(func() map[string]string {
		m := map[string]string{}
		for _, g := range groups {
			for _, name := range g {
				m[name] = g[0]
			}
		}
		return m
	})
}

// stringProperties are the properties of strings of v-mode
// (table-binary-unicode-properties-of-strings).
var stringProperties = []string{
	"Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_Modifier_Sequence",
	"RGI_Emoji_Flag_Sequence", "RGI_Emoji_Tag_Sequence", "RGI_Emoji_ZWJ_Sequence", "RGI_Emoji",
}

// generalCategorySet returns the code points of a General_Category value
// given by Go's short name (plus LC and Cn, which Go's map lacks, and C,
// which in Go lacks the unassigned code points).
func generalCategorySet(short string) *charSet {
	switch short {
	case "LC":
		return tableSet(unicode.Lu, unicode.Ll, unicode.Lt)
	case "Cn":
		return unassignedSet()
	case "C":
		s := tableSet(unicode.C)
		s.union(unassignedSet())
		return s
	}
	return tableSet(unicode.Categories[short])
}

func unassignedSet() *charSet {
	s := tableSet(unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.C)
	s.complement()
	return s
}

// binaryPropertySet returns the code points of a canonical binary property
// name, or nil when Go has no table for it.
func binaryPropertySet(name string) *charSet {
	if t, ok := unicode.Properties[name]; ok {
		return tableSet(t)
	}
	switch name {
	case "ASCII":
		return &charSet{ranges: []runeRange{{0, 0x7F}}}
	case "Any":
		return &charSet{ranges: []runeRange{{0, maxRune}}}
	case "Assigned":
		s := unassignedSet()
		s.complement()
		return s
	case "Alphabetic":
		return tableSet(unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Other_Alphabetic)
	case "Lowercase":
		return tableSet(unicode.Ll, unicode.Other_Lowercase)
	case "Uppercase":
		return tableSet(unicode.Lu, unicode.Other_Uppercase)
	case "Cased":
		return tableSet(unicode.Ll, unicode.Other_Lowercase, unicode.Lu, unicode.Other_Uppercase, unicode.Lt)
	case "Math":
		return tableSet(unicode.Sm, unicode.Other_Math)
	case "Grapheme_Extend":
		return tableSet(unicode.Me, unicode.Mn, unicode.Other_Grapheme_Extend)
	case "Grapheme_Base":
		s := tableSet(unicode.Cc, unicode.Cf, unicode.Cs, unicode.Co, unicode.Zl, unicode.Zp,
			unicode.Me, unicode.Mn, unicode.Other_Grapheme_Extend)
		s.union(unassignedSet())
		s.complement()
		return s
	case "ID_Start":
		s := tableSet(unicode.L, unicode.Nl, unicode.Other_ID_Start)
		s.subtract(tableSet(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
		return s
	case "ID_Continue":
		s := tableSet(unicode.L, unicode.Nl, unicode.Other_ID_Start, unicode.Mn, unicode.Mc,
			unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
		s.subtract(tableSet(unicode.Pattern_Syntax, unicode.Pattern_White_Space))
		return s
	}
	return nil
}

// lookupProperty resolves \p{name} or \p{name=value}. strings reports a
// property of strings.
func lookupProperty(name, value string, hasValue bool) (set *charSet, strings bool, res propertyResult) {
	if hasValue {
		switch name {
		case "General_Category", "gc":
			if short, ok := generalCategoryAliases()[value]; ok {
				return generalCategorySet(short), false, propertyOK
			}
			return nil, false, propertyUnknown
		case "Script", "sc":
			if t, ok := unicode.Scripts[value]; ok {
				return tableSet(t), false, propertyOK
			}
			// A valid short alias (sc=Latn) or a script newer than Go's
			// tables cannot be told from an invalid name here.
			return nil, false, propertyUnsupported
		case "Script_Extensions", "scx":
			return nil, false, propertyUnsupported
		}
		return nil, false, propertyUnknown
	}
	if short, ok := generalCategoryAliases()[name]; ok {
		return generalCategorySet(short), false, propertyOK
	}
	if canonical, ok := binaryPropertyAliases()[name]; ok {
		if s := binaryPropertySet(canonical); s != nil {
			return s, false, propertyOK
		}
		return nil, false, propertyUnsupported
	}
	if slices.Contains(stringProperties, name) {
		return nil, true, propertyUnsupported
	}
	return nil, false, propertyUnknown
}
