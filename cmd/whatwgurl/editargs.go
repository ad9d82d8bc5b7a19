package main

import (
	"strings"
)

// parseEdits checks the edit options, in command-line order.
func parseEdits(raw []rawEdit) (edits, error) {
	var e edits
	setBy := map[setter]string{}      // the --set of each component, for duplicates
	iteratedBy := map[setter]string{} // likewise for --iterate
	for _, r := range raw {
		ed := edit{kind: r.kind}
		switch r.kind {
		case editSet:
			name, v, ok := strings.Cut(r.value, "=")
			if !ok || name == "" {
				return e, usageCodef(exitSet, "%s wants NAME=VALUE, not %q", r.flag, r.value)
			}
			// trurl's NAME:=VALUE (VALUE already percent-encoded) is the
			// same set here: the setters percent-encode only what the
			// Standard's sets say, and never a '%'. NAME?=VALUE sets only
			// an empty component.
			name = strings.TrimSuffix(name, ":")
			name, ed.ifUnset = strings.CutSuffix(name, "?")
			name = strings.TrimSuffix(name, ":")
			s, err := lookupSetter(r.flag, name)
			if err != nil {
				return e, err
			}
			if _, dup := setBy[s]; dup {
				return e, usageCodef(exitSet, "duplicate --set for component %s", name)
			}
			if _, dup := iteratedBy[s]; dup {
				return e, usageCodef(exitIterate, "duplicate --iterate and --set for component %s", name)
			}
			setBy[s] = name
			ed.setter, ed.value = s, v
		case editIterate:
			name, v, ok := strings.Cut(r.value, "=")
			if !ok || name == "" || v == "" {
				return e, usageCodef(exitIterate, "--iterate wants NAME=ITEM1 ITEM2 ..., not %q", r.value)
			}
			s, err := lookupSetter(r.flag, name)
			if err != nil {
				return e, usageCodef(exitIterate, "%s", err.Error())
			}
			if _, dup := iteratedBy[s]; dup {
				return e, usageCodef(exitIterate, "duplicate component for iterate: %s", name)
			}
			if _, dup := setBy[s]; dup {
				return e, usageCodef(exitIterate, "duplicate --iterate and --set for component %s", name)
			}
			iteratedBy[s] = name
			ed.setter, ed.iter = s, len(e.iterates)
			e.iterates = append(e.iterates, iterate{setter: s, values: strings.Split(v, " ")})
		case editAppendQuery:
			name, v, ok := strings.Cut(r.value, "=")
			switch {
			case !ok || name == "":
				return e, usageCodef(exitAppend, "%s wants path=SEGMENT or query=NAME=VALUE, not %q", r.flag, r.value)
			case name == "search" || name == "query":
				ed.name, ed.value, _ = strings.Cut(v, "=")
			case name == "pathname" || name == "path":
				ed.kind, ed.value = editAppendPath, v
			default:
				return e, usageCodef(exitAppend, "%s works on path or query, not %q", r.flag, name)
			}
		case editTrim:
			ed.value = r.value
			if r.flag == "--trim" {
				name, glob, ok := strings.Cut(r.value, "=")
				if !ok || (name != "search" && name != "query") {
					return e, usageCodef(exitTrim, "--trim works on query=GLOB, not %q", r.value)
				}
				ed.value = glob
			}
		case editReplace, editReplaceAppend:
			if r.value == "" {
				return e, usageCodef(exitReplace, "No data passed to replace component")
			}
			ed.name, ed.value, _ = strings.Cut(r.value, "=")
		case editRedirect:
			ed.value = r.value
		}
		e.list = append(e.list, ed)
	}
	return e, nil
}

// buildHost is the host of the URL buildInput makes, which the host set
// replaces: a reserved name (RFC 2606), so a host set the setter refuses
// shows as a failed URL, not as this host.
const buildHost = "host.invalid"

// buildInput is the URL the sets make when no URL is given (trurl's
// "--set host=example.com --set scheme=ftp"): the scheme's, with a host
// the host set then replaces. It needs a scheme and a host to set.
func (e *edits) buildInput() (string, bool) {
	scheme, host := "", false
	for _, ed := range e.list {
		if ed.kind != editSet && ed.kind != editIterate {
			continue
		}
		switch ed.setter {
		case setProtocol:
			scheme = strings.TrimSuffix(ed.value, ":")
			if ed.kind == editIterate {
				scheme = e.iterates[ed.iter].values[0]
			}
		case setHost, setHostname:
			host = true
		}
	}
	if scheme == "" || !host {
		return "", false
	}
	return scheme + "://" + buildHost, true
}
