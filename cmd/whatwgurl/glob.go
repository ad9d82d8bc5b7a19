package main

import "unicode/utf8"

// globMatch reports whether name matches the glob pattern: "*" matches any
// run of characters (also none), "?" any one character, and every other
// byte itself; a "\" makes the byte after it match itself ("\*" is a star).
// Unlike path.Match, "/" is not special and there are no classes: search
// parameter names are not paths.
func globMatch(pattern, name string) bool {
	// The classic backtracking walk: remember the last "*" and how much of
	// name it has taken, and give it one more byte on a mismatch.
	p, n := 0, 0
	star, starN := -1, 0
	for n < len(name) {
		switch {
		case p < len(pattern) && pattern[p] == '*':
			star, starN = p, n
			p++
		case p < len(pattern) && pattern[p] == '?':
			_, size := utf8.DecodeRuneInString(name[n:])
			p++
			n += size
		case p+1 < len(pattern) && pattern[p] == '\\' && pattern[p+1] == name[n]:
			p += 2
			n++
		case p < len(pattern) && pattern[p] != '\\' && pattern[p] == name[n]:
			p++
			n++
		case star >= 0:
			_, size := utf8.DecodeRuneInString(name[starN:])
			starN += size
			p, n = star+1, starN
		default:
			return false
		}
	}
	for p < len(pattern) && pattern[p] == '*' {
		p++
	}
	return p == len(pattern)
}
