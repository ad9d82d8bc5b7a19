package ecmascript

import (
	"sort"
	"sync"
	"unicode"
)

// charSet is the CharSet of an ECMAScript character class in v-mode: code
// points as sorted, disjoint, non-adjacent ranges, plus strings of other
// than one code point (from \q{...}). It supports the class set operations
// (union, intersection "&&", subtraction "--", complement) that RE2 lacks,
// so that a class is emitted to Go as plain ranges.
type charSet struct {
	ranges  []runeRange
	strings []string // sorted, unique; never a string of exactly one code point
}

type runeRange struct{ lo, hi rune }

const maxRune = unicode.MaxRune

// addRange adds lo..hi; normalize must run before the set is read.
func (s *charSet) addRange(lo, hi rune) { s.ranges = append(s.ranges, runeRange{lo, hi}) }

// addString adds a string, or its code point when it has exactly one.
func (s *charSet) addString(str string) {
	rs := []rune(str)
	if len(rs) == 1 {
		s.addRange(rs[0], rs[0])
		return
	}
	s.strings = append(s.strings, str)
}

// normalize sorts and merges the ranges and sorts and dedups the strings.
func (s *charSet) normalize() {
	if len(s.ranges) > 1 {
		sort.Slice(s.ranges, func(i, j int) bool { return s.ranges[i].lo < s.ranges[j].lo })
		out := s.ranges[:1]
		for _, r := range s.ranges[1:] {
			last := &out[len(out)-1]
			if r.lo <= last.hi+1 {
				if r.hi > last.hi {
					last.hi = r.hi
				}
				continue
			}
			out = append(out, r)
		}
		s.ranges = out
	}
	if len(s.strings) > 1 {
		sort.Strings(s.strings)
		out := s.strings[:1]
		for _, str := range s.strings[1:] {
			if str != out[len(out)-1] {
				out = append(out, str)
			}
		}
		s.strings = out
	}
}

// union adds t to s.
func (s *charSet) union(t *charSet) {
	s.ranges = append(s.ranges, t.ranges...)
	s.strings = append(s.strings, t.strings...)
	s.normalize()
}

// complementRanges returns the code points not in rs (rs normalized).
func complementRanges(rs []runeRange) []runeRange {
	var out []runeRange
	next := rune(0)
	for _, r := range rs {
		if r.lo > next {
			out = append(out, runeRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= maxRune {
		out = append(out, runeRange{next, maxRune})
	}
	return out
}

// intersectRanges returns the code points in both a and b (both normalized).
func intersectRanges(a, b []runeRange) []runeRange {
	var out []runeRange
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		lo, hi := max(a[i].lo, b[j].lo), min(a[i].hi, b[j].hi)
		if lo <= hi {
			out = append(out, runeRange{lo, hi})
		}
		if a[i].hi < b[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

// intersect keeps in s what is also in t (both normalized).
func (s *charSet) intersect(t *charSet) {
	s.ranges = intersectRanges(s.ranges, t.ranges)
	s.strings = filterStrings(s.strings, t.strings, true)
}

// subtract removes from s what is in t (both normalized).
func (s *charSet) subtract(t *charSet) {
	s.ranges = intersectRanges(s.ranges, complementRanges(t.ranges))
	s.strings = filterStrings(s.strings, t.strings, false)
}

// filterStrings keeps the strings of a that are (keep) or are not (!keep)
// in b; both sorted.
func filterStrings(a, b []string, keep bool) []string {
	var out []string
	for _, str := range a {
		i := sort.SearchStrings(b, str)
		if (i < len(b) && b[i] == str) == keep {
			out = append(out, str)
		}
	}
	return out
}

// complement is CharacterComplement: s must hold no strings (the Standard
// makes a negated class that may contain strings a SyntaxError).
func (s *charSet) complement() { s.ranges = complementRanges(s.ranges) }

// contains reports whether code point c is in s (normalized).
func (s *charSet) contains(c rune) bool {
	i := sort.Search(len(s.ranges), func(i int) bool { return s.ranges[i].hi >= c })
	return i < len(s.ranges) && s.ranges[i].lo <= c
}

// foldClose adds to s every code point that case-folds like one in it, and
// writes each string in its folded form: MaybeSimpleCaseFolding for the i
// flag, with Go's case orbits (unicode.SimpleFold, the simple case folding
// that Go's regexp uses for (?i)), so that sets built from folded leaves are
// closed under folding and Go's (?i) leaves them as they are.
func (s *charSet) foldClose() {
	folding := foldingRunes()
	var extra []runeRange
	for _, r := range s.ranges {
		i := sort.Search(len(folding), func(i int) bool { return folding[i] >= r.lo })
		for ; i < len(folding) && folding[i] <= r.hi; i++ {
			c := folding[i]
			for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
				if !s.contains(f) {
					extra = append(extra, runeRange{f, f})
				}
			}
		}
	}
	for i, str := range s.strings {
		s.strings[i] = foldString(str)
	}
	if len(extra) == 0 && len(s.strings) == 0 {
		return // already closed, as most large sets (complements) are
	}
	s.ranges = append(s.ranges, extra...)
	s.normalize()
}

// foldingRunes returns, sorted, the code points that have another code point
// in their case orbit (a few thousand), so that folding a class walks those
// and not every code point of its ranges.
var foldingRunes = sync.OnceValue(func() []rune {
	var out []rune
	for c := rune(0); c <= maxFoldRune; c++ {
		if unicode.SimpleFold(c) != c {
			out = append(out, c)
		}
	}
	return out
})

// maxFoldRune is at or above every code point that has a simple case
// folding (the last are in the Adlam block); TestMaxFoldRune checks it
// against the unicode package.
const maxFoldRune = 0x1E943

// foldRune returns one representative of c's case orbit: the least code
// point in it.
func foldRune(c rune) rune {
	least := c
	for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}

func foldString(str string) string {
	rs := []rune(str)
	for i, c := range rs {
		rs[i] = foldRune(c)
	}
	return string(rs)
}

// tableSet returns the code points of a Unicode range table.
func tableSet(tables ...*unicode.RangeTable) *charSet {
	s := &charSet{}
	for _, t := range tables {
		for _, r := range t.R16 {
			addStrided(s, rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
		for _, r := range t.R32 {
			addStrided(s, rune(r.Lo), rune(r.Hi), rune(r.Stride))
		}
	}
	s.normalize()
	return s
}

func addStrided(s *charSet, lo, hi, stride rune) {
	if stride == 1 {
		s.addRange(lo, hi)
		return
	}
	for c := lo; c <= hi; c += stride {
		s.addRange(c, c)
	}
}
