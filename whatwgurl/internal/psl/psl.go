// Package psl holds the Public Suffix List and its algorithm
// (https://publicsuffix.org/list/), for section 3.2's "public suffix".
//
// The list is golang.org/x/net/publicsuffix's compiled-in copy (both the
// ICANN and the private section), read out of that package's data by
// psl_table_test.go into psl_table.go (go generate). The package itself is
// not imported by the library: it imports net/http/cookiejar, which links
// net/http, crypto/tls and their package initializers into every program
// that uses it (2 MB of the 5.6 MB C library). psl_table_test.go fails when
// the table is stale and holds the lookup below to x/net's PublicSuffix on
// every rule of the list.
package psl

import "strings"

//go:generate go test -count=1 -run TestTable . -args -update-psl-table

// A node of the table is one label of the list's rules, read from the right:
// the root's children are the top-level labels, a node's children the
// labels to the left of it in some rule. Each node is a uint64:
//
//	bits  0-5   the label's length
//	bits  6-25  the label's offset in labels
//	bits 26-27  its kind: the node is a rule, an exception rule ("!"), or
//	            only a parent of rules
//	bit  28     "*." followed by the node's name is a rule (a wildcard)
//	bits 29-44  the index of its first child
//	bits 45-56  its number of children
//
// A node's children are consecutive in nodes, sorted by label; the root's
// are nodes[:rootChildren].
const (
	lengthBits   = 6
	offsetBits   = 20
	kindBits     = 2
	wildcardBits = 1
	childBits    = 16
	countBits    = 12

	kindRule      = 0
	kindException = 1
	kindParent    = 2
)

// node gives the parts of nodes[i].
func node(i uint32) (label string, kind uint32, wildcard bool, first, count uint32) {
	x := nodes[i]
	length := uint32(x & (1<<lengthBits - 1))
	x >>= lengthBits
	offset := uint32(x & (1<<offsetBits - 1))
	x >>= offsetBits
	kind = uint32(x & (1<<kindBits - 1))
	x >>= kindBits
	wildcard = x&1 != 0
	x >>= wildcardBits
	first = uint32(x & (1<<childBits - 1))
	x >>= childBits
	count = uint32(x & (1<<countBits - 1))
	return labels[offset : offset+length], kind, wildcard, first, count
}

// find returns the index of the node among nodes[lo:hi] whose label is
// label.
func find(label string, lo, hi uint32) (uint32, bool) {
	for lo < hi {
		mid := lo + (hi-lo)/2
		l, _, _, _, _ := node(mid)
		switch {
		case l < label:
			lo = mid + 1
		case l == label:
			return mid, true
		default:
			hi = mid
		}
	}
	return 0, false
}

// PublicSuffix returns the public suffix of domain by the list's algorithm:
// of the rules that match domain, an exception rule prevails, else the one
// with the most labels, else the default rule "*"; the public suffix is
// the domain's labels that the prevailing rule matches, less the leftmost
// one for an exception rule. domain is a domain as the host serializer
// writes it (ASCII lowercase), without a trailing "."; its labels are split
// on "." strictly, so an empty label is a label that no listed rule names
// (a wildcard matches it, as it matches any label). The result is a suffix
// of domain made of whole labels.
//
// Rules are matched from the right, one label at a time, down the table's
// tree: a rule with more labels is always found after the rules it ends
// with, and the walk stops at the first label the tree has no node for,
// since no longer rule can match then.
func PublicSuffix(domain string) string {
	start := -1 // where the public suffix starts; -1 until a rule matches
	end := len(domain)
	lo, hi := uint32(0), uint32(rootChildren)
	wildcard := false
	for {
		dot := strings.LastIndexByte(domain[:end], '.')
		if wildcard { // "*." and the labels right of this one
			start = dot + 1
		}
		i, ok := find(domain[dot+1:end], lo, hi)
		if !ok {
			break
		}
		_, kind, w, first, count := node(i)
		switch kind {
		case kindRule:
			start = dot + 1
		case kindException:
			return domain[end+1:]
		}
		wildcard, lo, hi = w, first, first+count
		if dot < 0 {
			break
		}
		end = dot
	}
	if start < 0 { // the default rule "*": the last label
		return domain[strings.LastIndexByte(domain, '.')+1:]
	}
	return domain[start:]
}
