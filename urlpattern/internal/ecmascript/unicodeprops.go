package ecmascript

import "unicode"

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

// generalCategoryAliases maps every General_Category value name ECMAScript
// accepts (short, long and other aliases) to Go's short name.
var generalCategoryAliases = map[string]string{
	"C": "C", "Other": "C", "Cc": "Cc", "Control": "Cc", "cntrl": "Cc",
	"Cf": "Cf", "Format": "Cf", "Cn": "Cn", "Unassigned": "Cn",
	"Co": "Co", "Private_Use": "Co", "Cs": "Cs", "Surrogate": "Cs",
	"L": "L", "Letter": "L", "LC": "LC", "Cased_Letter": "LC",
	"Ll": "Ll", "Lowercase_Letter": "Ll", "Lm": "Lm", "Modifier_Letter": "Lm",
	"Lo": "Lo", "Other_Letter": "Lo", "Lt": "Lt", "Titlecase_Letter": "Lt",
	"Lu": "Lu", "Uppercase_Letter": "Lu",
	"M": "M", "Mark": "M", "Combining_Mark": "M", "Mc": "Mc", "Spacing_Mark": "Mc",
	"Me": "Me", "Enclosing_Mark": "Me", "Mn": "Mn", "Nonspacing_Mark": "Mn",
	"N": "N", "Number": "N", "Nd": "Nd", "Decimal_Number": "Nd", "digit": "Nd",
	"Nl": "Nl", "Letter_Number": "Nl", "No": "No", "Other_Number": "No",
	"P": "P", "Punctuation": "P", "punct": "P", "Pc": "Pc", "Connector_Punctuation": "Pc",
	"Pd": "Pd", "Dash_Punctuation": "Pd", "Pe": "Pe", "Close_Punctuation": "Pe",
	"Pf": "Pf", "Final_Punctuation": "Pf", "Pi": "Pi", "Initial_Punctuation": "Pi",
	"Po": "Po", "Other_Punctuation": "Po", "Ps": "Ps", "Open_Punctuation": "Ps",
	"S": "S", "Symbol": "S", "Sc": "Sc", "Currency_Symbol": "Sc",
	"Sk": "Sk", "Modifier_Symbol": "Sk", "Sm": "Sm", "Math_Symbol": "Sm",
	"So": "So", "Other_Symbol": "So",
	"Z": "Z", "Separator": "Z", "Zl": "Zl", "Line_Separator": "Zl",
	"Zp": "Zp", "Paragraph_Separator": "Zp", "Zs": "Zs", "Space_Separator": "Zs",
}

// binaryPropertyAliases maps the binary property names ECMAScript accepts
// (table-binary-unicode-properties) to their canonical names.
var binaryPropertyAliases = map[string]string{
	"ASCII": "ASCII", "ASCII_Hex_Digit": "ASCII_Hex_Digit", "AHex": "ASCII_Hex_Digit",
	"Alphabetic": "Alphabetic", "Alpha": "Alphabetic", "Any": "Any", "Assigned": "Assigned",
	"Bidi_Control": "Bidi_Control", "Bidi_C": "Bidi_Control",
	"Bidi_Mirrored": "Bidi_Mirrored", "Bidi_M": "Bidi_Mirrored",
	"Case_Ignorable": "Case_Ignorable", "CI": "Case_Ignorable", "Cased": "Cased",
	"Changes_When_Casefolded": "Changes_When_Casefolded", "CWCF": "Changes_When_Casefolded",
	"Changes_When_Casemapped": "Changes_When_Casemapped", "CWCM": "Changes_When_Casemapped",
	"Changes_When_Lowercased": "Changes_When_Lowercased", "CWL": "Changes_When_Lowercased",
	"Changes_When_NFKC_Casefolded": "Changes_When_NFKC_Casefolded", "CWKCF": "Changes_When_NFKC_Casefolded",
	"Changes_When_Titlecased": "Changes_When_Titlecased", "CWT": "Changes_When_Titlecased",
	"Changes_When_Uppercased": "Changes_When_Uppercased", "CWU": "Changes_When_Uppercased",
	"Dash": "Dash", "Default_Ignorable_Code_Point": "Default_Ignorable_Code_Point", "DI": "Default_Ignorable_Code_Point",
	"Deprecated": "Deprecated", "Dep": "Deprecated", "Diacritic": "Diacritic", "Dia": "Diacritic",
	"Emoji": "Emoji", "Emoji_Component": "Emoji_Component", "EComp": "Emoji_Component",
	"Emoji_Modifier": "Emoji_Modifier", "EMod": "Emoji_Modifier",
	"Emoji_Modifier_Base": "Emoji_Modifier_Base", "EBase": "Emoji_Modifier_Base",
	"Emoji_Presentation": "Emoji_Presentation", "EPres": "Emoji_Presentation",
	"Extended_Pictographic": "Extended_Pictographic", "ExtPict": "Extended_Pictographic",
	"Extender": "Extender", "Ext": "Extender",
	"Grapheme_Base": "Grapheme_Base", "Gr_Base": "Grapheme_Base",
	"Grapheme_Extend": "Grapheme_Extend", "Gr_Ext": "Grapheme_Extend",
	"Hex_Digit": "Hex_Digit", "Hex": "Hex_Digit",
	"IDS_Binary_Operator": "IDS_Binary_Operator", "IDSB": "IDS_Binary_Operator",
	"IDS_Trinary_Operator": "IDS_Trinary_Operator", "IDST": "IDS_Trinary_Operator",
	"ID_Continue": "ID_Continue", "IDC": "ID_Continue", "ID_Start": "ID_Start", "IDS": "ID_Start",
	"Ideographic": "Ideographic", "Ideo": "Ideographic",
	"Join_Control": "Join_Control", "Join_C": "Join_Control",
	"Logical_Order_Exception": "Logical_Order_Exception", "LOE": "Logical_Order_Exception",
	"Lowercase": "Lowercase", "Lower": "Lowercase", "Math": "Math",
	"Noncharacter_Code_Point": "Noncharacter_Code_Point", "NChar": "Noncharacter_Code_Point",
	"Pattern_Syntax": "Pattern_Syntax", "Pat_Syn": "Pattern_Syntax",
	"Pattern_White_Space": "Pattern_White_Space", "Pat_WS": "Pattern_White_Space",
	"Quotation_Mark": "Quotation_Mark", "QMark": "Quotation_Mark", "Radical": "Radical",
	"Regional_Indicator": "Regional_Indicator", "RI": "Regional_Indicator",
	"Sentence_Terminal": "Sentence_Terminal", "STerm": "Sentence_Terminal",
	"Soft_Dotted": "Soft_Dotted", "SD": "Soft_Dotted",
	"Terminal_Punctuation": "Terminal_Punctuation", "Term": "Terminal_Punctuation",
	"Unified_Ideograph": "Unified_Ideograph", "UIdeo": "Unified_Ideograph",
	"Uppercase": "Uppercase", "Upper": "Uppercase",
	"Variation_Selector": "Variation_Selector", "VS": "Variation_Selector",
	"White_Space": "White_Space", "space": "White_Space",
	"XID_Continue": "XID_Continue", "XIDC": "XID_Continue", "XID_Start": "XID_Start", "XIDS": "XID_Start",
}

// stringProperties are the properties of strings of v-mode
// (table-binary-unicode-properties-of-strings).
var stringProperties = map[string]bool{
	"Basic_Emoji": true, "Emoji_Keycap_Sequence": true, "RGI_Emoji_Modifier_Sequence": true,
	"RGI_Emoji_Flag_Sequence": true, "RGI_Emoji_Tag_Sequence": true,
	"RGI_Emoji_ZWJ_Sequence": true, "RGI_Emoji": true,
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
			if short, ok := generalCategoryAliases[value]; ok {
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
	if short, ok := generalCategoryAliases[name]; ok {
		return generalCategorySet(short), false, propertyOK
	}
	if canonical, ok := binaryPropertyAliases[name]; ok {
		if s := binaryPropertySet(canonical); s != nil {
			return s, false, propertyOK
		}
		return nil, false, propertyUnsupported
	}
	if stringProperties[name] {
		return nil, true, propertyUnsupported
	}
	return nil, false, propertyUnknown
}
