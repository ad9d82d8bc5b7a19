package urlpattern

import (
	"strings"

	"github.com/whatwgurl/whatwgurl/urlpattern/internal/ecmascript"
)

// A stepMatcher tests a component without its regular expression, as the
// note in "compile a component" allows, for the part lists that read left
// to right without a choice: fixed texts, segment wildcards and full
// wildcards (with their prefixes and suffixes), none with a modifier except
// an optional last part, each wildcard followed by nothing, by fixed text
// that ends the list, or (a segment wildcard) by fixed text that begins
// with the delimiter it stops at. Such a list, "/:owner/:repo/*?", matches
// where its regular expression matches, and the run of each wildcard is
// fixed by what follows it. The list may also end in a custom regexp part
// after fixed text, "/*.:ext(js|mjs)": then each place where that text
// occurs (the last first) splits the input into what the steps before it
// must match and what the custom regexp alone must match (a few places:
// beyond that the component's own expression decides). Only test uses it:
// exec needs the groups, which the regular expression gives.
type stepMatcher struct {
	steps []step
	// optional is where the optional last part's steps begin, or -1: the
	// input matches steps[:optional] or all the steps.
	optional  int
	delimiter byte // the segment wildcard's delimiter code point (ASCII)
	hasDelim  bool
	// last, when not nil, is the custom regexp of the last part, anchored
	// ("^(?:value)$"); steps then ends with the text before it.
	last *ecmascript.Regexp
}

// maxSplits is how many places of the text before a last custom regexp
// test tries before it leaves the input to the component's expression: a
// bound on the work, linear in the input.
const maxSplits = 8

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
		case partRegexp:
			m.addText(p.prefix)
			if !lastRegexpAlone(parts, i) || len(m.steps) == 0 || m.steps[len(m.steps)-1].kind != stepText {
				return nil
			}
			re, err := ecmascript.Compile("^(?:"+p.value+")$", false)
			if err != nil {
				return nil
			}
			m.last = re
		default:
			return nil
		}
	}
	if m.optional >= 0 && (m.last != nil || !m.decided(m.steps[:m.optional])) || !m.decided(m.steps) ||
		m.last != nil && !m.decided(m.steps[:len(m.steps)-1]) {
		return nil
	}
	return m
}

// lastRegexpAlone reports whether the regexp part parts[i] can be matched
// apart from what precedes it: it is last, has no modifier and no suffix,
// and its value holds no assertion (^, $, \b, \B) that would read past
// its own text.
func lastRegexpAlone(parts []part, i int) bool {
	p := &parts[i]
	return i == len(parts)-1 && p.modifier == modifierNone && p.suffix == "" &&
		!strings.ContainsAny(p.value, "^$") && !strings.Contains(p.value, `\b`) && !strings.Contains(p.value, `\B`)
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

// test reports whether input matches the part list; sure is false when
// the component's regular expression must decide instead.
func (m *stepMatcher) test(input string) (matched, sure bool) {
	if m.last != nil {
		return m.testLast(input)
	}
	if m.optional >= 0 && m.match(m.steps[:m.optional], input) {
		return true, true
	}
	return m.match(m.steps, input), true
}

// testLast is test for a list that ends in a custom regexp after text.
func (m *stepMatcher) testLast(input string) (matched, sure bool) {
	head, text := m.steps[:len(m.steps)-1], m.steps[len(m.steps)-1].text
	end := len(input)
	for tries := 0; ; tries++ {
		k := strings.LastIndex(input[:end], text)
		if k < 0 {
			return false, true
		}
		if tries == maxSplits {
			return false, false
		}
		if m.last.Match(input[k+len(text):]) && m.match(head, input[:k]) {
			return true, true
		}
		end = k + len(text) - 1 // the next place may overlap this one
	}
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
