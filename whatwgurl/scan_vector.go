package whatwgurl

import "math/bits"

// The scans of the fast path run sixteen bytes a step where the processor
// can (scan_amd64.s, as the C library's copy does), eight bytes a step in
// Go elsewhere or for inputs shorter than sixteen bytes; both give the same
// answers (TestVectorScanAgrees). The vector form looks a byte's class up
// in two 16-entry tables, by its low and by its high nibble, and stops as
// well at the pairs of bytes that scanDomain's "xn--" labels and scanPath's
// dot segments start with, which the 8-byte form stops at one by one.

// vectorTable is what the vector scan of a class looks bytes up in: lo,
// the class's nibble table (bit h of entry l is set when byte h<<4|l is in
// the class; no byte of 0x80 or more is in a class, TestClassNibbles), and
// the pair it stops at as well, a byte b or c right after a byte a (both
// at or after where the scan starts), each repeated in every byte (a NUL
// for none: NUL is in no class). afterA is 1 when the scan's first byte
// counts as right after an a (scanVector reads it as a byte).
type vectorTable struct {
	lo, a, b, c [16]uint8
	afterA      uint8
}

// newVectorTable returns the vectorTable of the class bits class of the
// byte classes classes, and the pair a, b, c.
func newVectorTable(classes *[256]uint16, class uint16, a, b, c byte) *vectorTable {
	t := new(vectorTable)
	for x := 0; x < 0x80; x++ {
		if classes[x]&class != 0 {
			t.lo[x&15] |= 1 << (x >> 4)
		}
	}
	for k := range 16 {
		t.a[k], t.b[k], t.c[k] = a, b, c
	}
	return t
}

// The vector tables, derived here and kept as static data in
// tables_gen.go: classTables holds the vectorTable of each class bit k of
// byteClass, with no pair; domainTable, hostTable and pathTable are those
// of scanDomain's and scanPath's vector forms. The run of a domain stops at
// each 'x' after a '.', where a label may start with "xn--"; the run of a
// path at each '.' or '%' after a '/', where a dot segment may start.
// hostTable is domainTable for a scan from the host's start, which starts a
// label as a '.' does: its first byte stops the run when it is an 'x', so
// that no look at the host's first four bytes is needed before the scan.
func classTablesOf(classes *[256]uint16) (t [len(byteClassNames)]*vectorTable) {
	for k := range t {
		t[k] = newVectorTable(classes, 1<<k, 0, 0, 0)
	}
	return t
}

func domainTableOf(classes *[256]uint16) *vectorTable {
	return newVectorTable(classes, cDomain, '.', 'x', 'x')
}

func hostTableOf(classes *[256]uint16) *vectorTable {
	t := domainTableOf(classes)
	t.afterA = 1
	return t
}

func pathTableOf(classes *[256]uint16) *vectorTable {
	return newVectorTable(classes, cPathRun, '/', '.', '%')
}

// scanRun returns the index of the first byte of s at or after i that is
// not in class, or len(s); by the vector scan (vectorScan, len(s) >= 16).
func scanRun(s string, i int, class uint16) int {
	return scanVector(s, i, classTables[bits.TrailingZeros16(class)])
}
