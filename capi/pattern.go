package main

/*
#include "internal.h"

#ifndef WURL_PATTERN_LAYOUT
#define WURL_PATTERN_LAYOUT
#define WURL_MAGIC_PATTERN 0x70727577u // "wurp"
#define WURL_MAGIC_PATTERN_RESULT 0x72727577u // "wurr"

// A pattern: this header, then its eight pattern strings (each followed by
// a NUL) in the same block. handle is the index in patterns (pattern_table.go) of the Go
// *urlpattern.URLPattern, made by the engine of generation gen (wurl__gen,
// set by the C side: a pattern made before a fork is unusable after it).
struct wurl_pattern {
  uint32_t magic;
  uint32_t has_regexp_groups;
  uint32_t gen;
  uintptr_t handle;
  wurl_str components[WURL_PATTERN_COMPONENT_COUNT];
};

// A result: this header, the match, the groups of every component, then
// every string, in one block.
struct wurl_pattern_result {
  uint32_t magic;
  wurl_pattern_match match;
};
#endif
*/
import "C"

import (
	"errors"
	"strings"
	"sync"
	"unsafe"

	"github.com/whatwgurl/whatwgurl/urlpattern"
)

// patternErrors maps the package's error kinds to wurl_pattern_error.
var patternErrors = []struct {
	kind error
	code C.int
}{
	{urlpattern.ErrRelativeWithoutBase, C.WURL_PATTERN_ERR_RELATIVE_WITHOUT_BASE},
	{urlpattern.ErrInvalidBaseURL, C.WURL_PATTERN_ERR_INVALID_BASE_URL},
	{urlpattern.ErrTokenize, C.WURL_PATTERN_ERR_TOKENIZE},
	{urlpattern.ErrUnexpectedToken, C.WURL_PATTERN_ERR_UNEXPECTED_TOKEN},
	{urlpattern.ErrDuplicateName, C.WURL_PATTERN_ERR_DUPLICATE_NAME},
	{urlpattern.ErrInvalidComponent, C.WURL_PATTERN_ERR_INVALID_COMPONENT},
	{urlpattern.ErrInvalidRegExp, C.WURL_PATTERN_ERR_INVALID_REGEXP},
	{urlpattern.ErrUnsupportedRegExp, C.WURL_PATTERN_ERR_UNSUPPORTED_REGEXP},
}

// initOf reads a C init: a member with data NULL does not exist. The
// strings are copied, as the Init outlives the call (in an exec result).
func initOf(in *C.wurl_pattern_init) *urlpattern.Init {
	member := func(s C.wurl_str) *string {
		if s.data == nil {
			return nil
		}
		v := strings.Clone(cstr(s.data, s.len))
		return &v
	}
	return &urlpattern.Init{
		Protocol: member(in.protocol), Username: member(in.username), Password: member(in.password),
		Hostname: member(in.hostname), Port: member(in.port), Pathname: member(in.pathname),
		Search: member(in.search), Hash: member(in.hash), BaseURL: member(in.base_url),
	}
}

// wurlgo_pattern_new makes a pattern from the string in (base when hasBase)
// or, when init is not NULL, from init, and writes it to *out as a new C
// block. On WURL_ERR_PARSE *why is the wurl_pattern_error and, when msg is
// not NULL, *msg an owned message.
//
//export wurlgo_pattern_new
func wurlgo_pattern_new(in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	init *C.wurl_pattern_init, flags C.uint32_t, out **C.struct_wurl_pattern, why *C.int, msg *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	opts := urlpattern.Options{IgnoreCase: flags&C.WURL_PATTERN_IGNORE_CASE != 0}
	var p *urlpattern.URLPattern
	var err error
	if init != nil {
		p, err = urlpattern.New(initOf(init), nil, opts)
	} else {
		// Copies: the pattern keeps pieces of its input, and C may free it.
		var b *string
		if hasBase != 0 {
			s := strings.Clone(cstr(base, baseLen))
			b = &s
		}
		p, err = urlpattern.New(urlpattern.String(strings.Clone(cstr(in, inLen))), b, opts)
	}
	if err != nil {
		*why = C.WURL_PATTERN_ERR_NONE
		for _, pe := range patternErrors {
			if errors.Is(err, pe.kind) {
				*why = pe.code
			}
		}
		if msg != nil {
			if st := newCString(msg, err.Error()); st != stOK {
				return st
			}
		}
		return stParse
	}
	components := [C.WURL_PATTERN_COMPONENT_COUNT]string{
		p.Protocol(), p.Username(), p.Password(), p.Hostname(),
		p.Port(), p.Pathname(), p.Search(), p.Hash(),
	}
	size := int(unsafe.Sizeof(C.struct_wurl_pattern{}))
	for _, s := range components {
		size += len(s) + 1
	}
	// Zeroed: storing a view is a pointer write, whose barrier reads the old value.
	blk := (*C.struct_wurl_pattern)(C.calloc(1, C.size_t(size)))
	if blk == nil {
		return stNoMemory
	}
	w := newBlockWriter(unsafe.Pointer(blk), int(unsafe.Sizeof(*blk)), size)
	for i, s := range components {
		blk.components[i] = w.str(s)
	}
	blk.has_regexp_groups = 0
	if p.HasRegExpGroups() {
		blk.has_regexp_groups = 1
	}
	blk.handle = C.uintptr_t(registerPattern(p))
	blk.magic = C.WURL_MAGIC_PATTERN
	*out = blk
	return stOK
}

// wurlgo_pattern_release deletes the Go side of a pattern.
//
//export wurlgo_pattern_release
func wurlgo_pattern_release(h C.uintptr_t) {
	defer func() { _ = recover() }()
	releasePattern(uintptr(h))
}

// wurlgo_pattern_match is test (out NULL) or exec (out not NULL) of the
// pattern p on the string in (against base when hasBase) or, when init is
// not NULL, on init. *matched is set for test; *out for exec (NULL when
// there is no match).
//
//export wurlgo_pattern_match
func wurlgo_pattern_match(p *C.struct_wurl_pattern, in *C.char, inLen C.size_t, base *C.char, baseLen C.size_t,
	hasBase C.int, init *C.wurl_pattern_init, matched *C.bool, out **C.struct_wurl_pattern_result) (st C.int) {
	defer recoverStatus(&st)
	pattern := patternOf(uintptr(p.handle))
	var input urlpattern.Input
	var b *string
	if init != nil {
		input = initOf(init)
	} else {
		input = urlpattern.String(cstr(in, inLen))
		if hasBase != 0 {
			s := cstr(base, baseLen)
			b = &s
		}
	}
	if out == nil {
		ok, err := pattern.Test(input, b)
		if err != nil {
			return stInternal // only an init with a base throws, which C cannot express
		}
		*matched = C.bool(ok)
		return stOK
	}
	r, err := pattern.Exec(input, b)
	if err != nil {
		return stInternal
	}
	if r == nil {
		return stOK
	}
	return newResult(r, out)
}

// wurlgo_pattern_first is FirstMatch of the n patterns ps on the string in
// (against base when hasBase): *index is the position of the first that
// matches, or n.
//
//export wurlgo_pattern_first
func wurlgo_pattern_first(ps **C.struct_wurl_pattern, n C.size_t, in *C.char, inLen C.size_t, base *C.char,
	baseLen C.size_t, hasBase C.int, index *C.size_t) (st C.int) {
	defer recoverStatus(&st)
	var buf [32]*urlpattern.URLPattern
	list := buf[:0]
	table := currentPatterns()
	for _, p := range unsafe.Slice(ps, int(n)) {
		list = append(list, table.of(uintptr(p.handle)))
	}
	var b *string
	if hasBase != 0 {
		s := cstr(base, baseLen)
		b = &s
	}
	i, err := urlpattern.FirstMatch(list, urlpattern.String(cstr(in, inLen)), b)
	if err != nil {
		return stInternal // only an init with a base throws, and C gives a string
	}
	if i < 0 {
		i = int(n)
	}
	*index = C.size_t(i)
	return stOK
}

// newResult writes r into a new C result block.
func newResult(r *urlpattern.Result, out **C.struct_wurl_pattern_result) C.int {
	comps := [C.WURL_PATTERN_COMPONENT_COUNT]*urlpattern.ComponentResult{
		&r.Protocol, &r.Username, &r.Password, &r.Hostname, &r.Port, &r.Pathname, &r.Search, &r.Hash,
	}
	// Sizes first: the header, the groups, then the strings.
	groups, strs := 0, 0
	for _, c := range comps {
		groups += len(c.Groups)
		strs += len(c.Input) + 1
		for _, g := range c.Groups {
			strs += len(g.Name) + len(g.Value) + 2
		}
	}
	var init *urlpattern.Init
	for _, in := range r.Inputs {
		switch in := in.(type) {
		case urlpattern.String:
			strs += len(in) + 1
		case *urlpattern.Init:
			init = in
			for _, m := range initMembers(in) {
				if m != nil {
					strs += len(*m) + 1
				}
			}
		}
	}
	head := int(unsafe.Sizeof(C.struct_wurl_pattern_result{}))
	groupSize := int(unsafe.Sizeof(C.wurl_pattern_group{}))
	size := head + groups*groupSize + strs
	if size > maxLen {
		return stTooLong
	}
	blk := (*C.struct_wurl_pattern_result)(C.calloc(1, C.size_t(size)))
	if blk == nil {
		return stNoMemory
	}
	gs := unsafe.Slice((*C.wurl_pattern_group)(unsafe.Add(unsafe.Pointer(blk), head)), groups)
	w := newBlockWriter(unsafe.Pointer(blk), head+groups*groupSize, size)
	m := &blk.match
	for i, c := range comps {
		cr := &m.components[i]
		cr.input = w.str(c.Input)
		cr.group_count = C.size_t(len(c.Groups))
		if len(c.Groups) > 0 {
			cr.groups = &gs[0]
		}
		for j, g := range c.Groups {
			gs[j].name = w.str(g.Name)
			gs[j].value = w.str(g.Value)
			gs[j].matched = C.bool(g.Matched)
		}
		gs = gs[len(c.Groups):]
	}
	if init != nil {
		m.input_count = 1
		m.input_is_init = true
		dst := [...]*C.wurl_str{
			&m.init.protocol, &m.init.username, &m.init.password, &m.init.hostname,
			&m.init.port, &m.init.pathname, &m.init.search, &m.init.hash, &m.init.base_url,
		}
		for i, v := range initMembers(init) {
			if v != nil {
				*dst[i] = w.str(*v)
			}
		}
	} else {
		for i, in := range r.Inputs {
			m.inputs[i] = w.str(string(in.(urlpattern.String)))
		}
		m.input_count = C.size_t(len(r.Inputs))
	}
	blk.magic = C.WURL_MAGIC_PATTERN_RESULT
	*out = blk
	return stOK
}

func initMembers(in *urlpattern.Init) [9]*string {
	return [9]*string{in.Protocol, in.Username, in.Password, in.Hostname, in.Port,
		in.Pathname, in.Search, in.Hash, in.BaseURL}
}

// blockWriter copies strings, each followed by a NUL, into a C block.
type blockWriter struct {
	buf []byte
	off int
}

func newBlockWriter(blk unsafe.Pointer, off, size int) *blockWriter {
	return &blockWriter{buf: unsafe.Slice((*byte)(blk), size), off: off}
}

// str copies s and returns the view of the copy.
func (w *blockWriter) str(s string) C.wurl_str {
	p := &w.buf[w.off]
	copy(w.buf[w.off:], s)
	w.buf[w.off+len(s)] = 0
	w.off += len(s) + 1
	return C.wurl_str{data: (*C.char)(unsafe.Pointer(p)), len: C.size_t(len(s))}
}

// componentNames returns the names of wurl_pattern_component's values, from
// the table genabi writes beside the header's enum (abi_names.c). They are
// read at the first call that needs them, not at the library's load: the
// calls into C would otherwise delay every process's first call into Go.
var componentNames = sync.OnceValue(func() (names [C.WURL_PATTERN_COMPONENT_COUNT]string) {
	for i := range names {
		names[i] = C.GoString(C.wurl__pattern_component_name(C.wurl_pattern_component(i)))
	}
	return names
})

// wurlgo_pattern_compare is compareComponent.
//
//export wurlgo_pattern_compare
func wurlgo_pattern_compare(c C.int, left, right *C.struct_wurl_pattern, result *C.int) (st C.int) {
	defer recoverStatus(&st)
	r, err := urlpattern.CompareComponent(componentNames()[c], patternOf(uintptr(left.handle)), patternOf(uintptr(right.handle)))
	if err != nil {
		return stInvalidArgument
	}
	*result = C.int(r)
	return stOK
}

// wurlgo_pattern_generate is generate; the groups are n name and value views.
//
//export wurlgo_pattern_generate
func wurlgo_pattern_generate(p *C.struct_wurl_pattern, c C.int, names, values *C.wurl_str, n C.size_t,
	out *C.wurl_string) (st C.int) {
	defer recoverStatus(&st)
	groups := make(map[string]string, int(n))
	if n > 0 {
		ns, vs := unsafe.Slice(names, int(n)), unsafe.Slice(values, int(n))
		for i := range ns {
			// Copies: Go's map hash reads past the end of a key in C memory.
			groups[strings.Clone(cstr(ns[i].data, ns[i].len))] = cstr(vs[i].data, vs[i].len)
		}
	}
	s, err := patternOf(uintptr(p.handle)).Generate(componentNames()[c], groups)
	if err != nil {
		return stParse
	}
	return newCString(out, s)
}
