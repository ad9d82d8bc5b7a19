package urlpattern

import "strings"

// A stepMatcher tests a component without its regular expression, as the
// note in "compile a component" allows, for the part lists that read left
// to right without a choice: fixed texts, segment wildcards and full
// wildcards (with their prefixes and suffixes), none with a modifier except
// an optional last part, each wildcard followed by nothing, by fixed text
// that ends the list, or (a segment wildcard) by fixed text that begins
// with the delimiter it stops at. Such a list, "/:owner/:repo/*?", matches
// where its regular expression matches, and the run of each wildcard is
// fixed by what follows it. Only test uses it: exec needs the groups, which
// the regular expression gives.
type stepMatcher struct {
	steps []step
	// optional is where the optional last part's steps begin, or -1: the
	// input matches steps[:optional] or all the steps.
	optional  int
	delimiter byte // the segment wildcard's delimiter code point (ASCII)
	hasDelim  bool
}

type stepKind uint8

const (
	stepText    stepKind = iota // fixed text
	stepSegment                 // a segment wildcard: "[^<delimiter>]+?", one or more code points but the delimiter
	stepAny                     // a full wildcard: ".*", code points but line terminators
)

type step struct {
	kind stepKind
	text string // for stepText
}

// compileSteps returns the stepMatcher of parts, or nil when the part list
// needs its regular expression (a custom regexp, a modifier, ignoreCase, or
// a wildcard whose run would depend on what comes later).
func compileSteps(parts []part, opts options) *stepMatcher {
	if opts.ignoreCase {
		return nil
	}
	m := &stepMatcher{optional: -1}
	if d := opts.delimiterCodePoint; d != "" {
		m.delimiter, m.hasDelim = d[0], true
	}
	for i := range parts {
		p := &parts[i]
		switch {
		case p.modifier == modifierOptional && i == len(parts)-1:
			m.optional = len(m.steps)
		case p.modifier != modifierNone:
			return nil
		}
		switch p.typ {
		case partFixedText:
			m.addText(p.value)
		case partSegmentWildcard, partFullWildcard:
			m.addText(p.prefix)
			kind := stepSegment
			if p.typ == partFullWildcard {
				kind = stepAny
			}
			m.steps = append(m.steps, step{kind: kind})
			m.addText(p.suffix)
		default:
			return nil
		}
	}
	if m.optional >= 0 && !m.decided(m.steps[:m.optional]) || !m.decided(m.steps) {
		return nil
	}
	return m
}

// addText appends fixed text, joined to the text before it unless the
// optional part begins between them.
func (m *stepMatcher) addText(s string) {
	if s == "" {
		return
	}
	if n := len(m.steps); n > 0 && n != m.optional && m.steps[n-1].kind == stepText {
		m.steps[n-1].text += s
		return
	}
	m.steps = append(m.steps, step{kind: stepText, text: s})
}

// decided reports whether steps read without a choice: each wildcard is
// last, or followed by text that is last, or (a segment wildcard) by text
// that begins with the delimiter.
func (m *stepMatcher) decided(steps []step) bool {
	for i, s := range steps {
		if s.kind == stepText || i == len(steps)-1 {
			continue
		}
		next := steps[i+1]
		if next.kind != stepText {
			return false
		}
		if i+2 == len(steps) {
			continue
		}
		if s.kind != stepSegment || !m.hasDelim || next.text[0] != m.delimiter {
			return false
		}
	}
	return true
}

// test reports whether input matches the part list.
func (m *stepMatcher) test(input string) bool {
	if m.optional >= 0 && m.match(m.steps[:m.optional], input) {
		return true
	}
	return m.match(m.steps, input)
}

func (m *stepMatcher) match(steps []step, input string) bool {
	pos := 0
	for i := 0; i < len(steps); i++ {
		s := &steps[i]
		if s.kind == stepText {
			if !strings.HasPrefix(input[pos:], s.text) {
				return false
			}
			pos += len(s.text)
			continue
		}
		end, next := len(input), len(input)
		switch {
		case i+2 == len(steps): // then text that ends the list
			last := steps[i+1].text
			if len(input)-pos < len(last) || !strings.HasSuffix(input, last) {
				return false
			}
			end -= len(last)
			i++
		case i+1 < len(steps): // a segment wildcard, then text that begins with the delimiter
			k := strings.IndexByte(input[pos:], m.delimiter)
			if k < 0 {
				return false
			}
			end = pos + k
			next = end
		}
		run := input[pos:end]
		if s.kind == stepSegment {
			if run == "" || m.hasDelim && strings.IndexByte(run, m.delimiter) >= 0 {
				return false
			}
		} else if hasLineTerminator(run) {
			return false
		}
		pos = next
	}
	return pos == len(input)
}
