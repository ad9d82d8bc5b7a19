"""URL patterns: the URL Pattern Standard (https://urlpattern.spec.whatwg.org/)
over libwhatwgurl's wurl_pattern_* functions.

    >>> from whatwgurl import URLPattern
    >>> p = URLPattern("https://example.com/books/:id")
    >>> p.test("https://example.com/books/42")
    True
    >>> p.exec("https://example.com/books/42")["pathname"]
    {'input': '/books/42', 'groups': {'id': '42'}}

A pattern is made from a constructor string (resolved against base_url when
given) or from a dict of components (protocol, username, password, hostname,
port, pathname, search, hash, baseURL); a component the dict does not give
is the wildcard "*". exec() returns a dict shaped as JavaScript's
URLPatternResult, with None for a group that did not participate
(undefined), or None when the URL does not match. The Standard's TypeErrors
are raised as URLPatternError, a TypeError.

Custom regexp groups are ECMAScript syntax run by a linear-time engine
(RE2): a pattern needing what it cannot do (lookaround, backreferences) is
refused with URLPatternError whose kind is "unsupported-regexp". A pattern is
immutable and may be used from several threads.
"""
from __future__ import annotations

import ctypes
import weakref
from collections.abc import Mapping
from ctypes import POINTER, Structure, byref, c_bool, c_char_p, c_int, c_size_t, c_uint32, c_void_p
from typing import Any, Dict, List, Optional, Union

from . import _lib
from ._lib import Str, String

__all__ = ["URLPattern", "URLPatternError", "COMPONENTS"]

#: The components, in the Standard's order (wurl_pattern_component's values).
COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")

# wurl_status values used here.
_OK, _ERR_PARSE, _ERR_INVALID_ARGUMENT, _ERR_INVALID_HANDLE = 0, 1, 2, 3
_ERR_TOO_LONG, _ERR_NO_MEMORY, _ERR_FORKED = 4, 5, 8
_IGNORE_CASE = 1

# The members of URLPatternInit, with the C struct's field for each.
_INIT_KEYS = COMPONENTS + ("baseURL",)
_INIT_FIELDS = COMPONENTS + ("base_url",)


class _InStr(Structure):
    """A wurl_str passed in: data NULL means the member does not exist."""
    _fields_ = [("data", c_char_p), ("len", c_size_t)]


class _Init(Structure):
    """wurl_pattern_init."""
    _fields_ = [(f, _InStr) for f in _INIT_FIELDS]


class _Group(Structure):
    """wurl_pattern_group."""
    _fields_ = [("name", Str), ("value", Str), ("matched", c_bool)]


class _ComponentResult(Structure):
    """wurl_pattern_component_result."""
    _fields_ = [("input", Str), ("groups", POINTER(_Group)), ("group_count", c_size_t)]


class _OutInit(Structure):
    """wurl_pattern_init as a result holds it (views)."""
    _fields_ = [(f, Str) for f in _INIT_FIELDS]


class _Match(Structure):
    """wurl_pattern_match."""
    _fields_ = [("components", _ComponentResult * 8), ("input_count", c_size_t),
                ("inputs", Str * 2), ("input_is_init", c_bool), ("init", _OutInit)]


_L = _lib.lib
_SIGNATURES = [
    ("wurl_pattern_error_name", c_char_p, [c_int]),
    ("wurl_pattern_new", c_int, [c_char_p, c_size_t, c_char_p, c_size_t, c_uint32,
                                 POINTER(c_void_p), POINTER(c_int), POINTER(String)]),
    ("wurl_pattern_new_init", c_int, [POINTER(_Init), c_char_p, c_size_t, c_uint32,
                                      POINTER(c_void_p), POINTER(c_int), POINTER(String)]),
    ("wurl_pattern_free", None, [c_void_p]),
    ("wurl_pattern_get_component", Str, [c_void_p, c_int]),
    ("wurl_pattern_has_regexp_groups", c_bool, [c_void_p]),
    ("wurl_pattern_test", c_int, [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_bool)]),
    ("wurl_pattern_test_init", c_int, [c_void_p, POINTER(_Init), c_char_p, c_size_t,
                                       POINTER(c_bool)]),
    ("wurl_pattern_exec", c_int, [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_pattern_exec_init", c_int, [c_void_p, POINTER(_Init), c_char_p, c_size_t,
                                       POINTER(c_void_p)]),
    ("wurl_pattern_result_match", POINTER(_Match), [c_void_p]),
    ("wurl_pattern_result_free", None, [c_void_p]),
    ("wurl_pattern_compare_component", c_int, [c_int, c_void_p, c_void_p, POINTER(c_int)]),
    ("wurl_pattern_generate", c_int, [c_void_p, c_int, POINTER(_InStr), POINTER(_InStr), c_size_t,
                                      POINTER(String)]),
    ("wurl_string_free", None, [String]),
]
_missing = [name for name, _, _ in _SIGNATURES if not hasattr(_L, name)]
if _missing:
    raise ImportError(f"whatwgurl: {_L._name} lacks {', '.join(_missing)}: it is older than "
                      "this binding; rebuild it (`make lib`)")
_F = {}
for _name, _res, _args in _SIGNATURES:
    _f = getattr(_L, _name)
    _f.restype = _res
    _f.argtypes = _args
    _F[_name] = _f


class URLPatternError(TypeError):
    """The Standard's TypeError. .kind names the step that threw, as
    wurl_pattern_error_name gives it ("relative-without-base",
    "invalid-regexp", "unsupported-regexp", ...); None for an error of the
    arguments themselves."""

    def __init__(self, message: str, kind: Optional[str] = None) -> None:
        super().__init__(message)
        self.kind = kind


def _enc(s: str) -> bytes:
    """A str as UTF-8, lone surrogates as U+FFFD (the USVString conversion)."""
    try:
        return s.encode("utf-8")
    except UnicodeEncodeError:
        return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace").encode()


def _member(v: Any, key: str) -> bytes:
    if isinstance(v, str):
        return _enc(v)
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v).encode()  # JavaScript's ToString, e.g. a port number
    raise TypeError(f"URLPatternInit member {key!r} must be a str, not {type(v).__name__}")


def _init_of(d: Mapping) -> _Init:
    init = _Init()
    init.keep = []  # the bytes the struct points to, alive as long as it
    # Other keys are ignored, as WebIDL ignores what a dictionary does not
    # declare (WPT tests {"ignoreCase": true} as an init).
    for key, field in zip(_INIT_KEYS, _INIT_FIELDS):
        if key in d:
            b = _member(d[key], key)
            init.keep.append(b)
            setattr(init, field, _InStr(b, len(b)))
    return init


def _string(v: Str) -> str:
    return ctypes.string_at(v.data, v.len).decode("utf-8", "replace") if v.len else ""


def _raise(st: int, what: str = "") -> None:
    if st == _ERR_FORKED:
        from . import ForkedProcessError  # the package's, resolved at call time
        raise ForkedProcessError("whatwgurl cannot run in a process forked from one that loaded it;"
                                 " use multiprocessing's 'spawn' or 'forkserver' start method")
    if st == _ERR_TOO_LONG:
        raise ValueError("whatwgurl: input of 4 GiB or more")
    if st == _ERR_NO_MEMORY:
        raise MemoryError("whatwgurl: out of memory")
    if st == _ERR_INVALID_HANDLE:
        raise ValueError("whatwgurl: operation on a closed URLPattern")
    if st == _ERR_PARSE:
        raise URLPatternError(what or "URL pattern error")
    raise RuntimeError(f"whatwgurl: {_L.wurl_status_name(st).decode()} {what}")


def _component_index(component: str) -> int:
    try:
        return COMPONENTS.index(component)
    except ValueError:
        raise TypeError(f"{component!r} is not a URLPatternComponent; one of "
                        + ", ".join(COMPONENTS)) from None


class URLPattern:
    """new URLPattern(input, baseURL, options): input is a constructor string
    or a dict of components (None: {}); base_url, only with a string,
    resolves a relative one; ignore_case is URLPatternOptions.ignoreCase."""

    __slots__ = ("_h", "_finalizer", "__weakref__")

    def __init__(self, input: Union[str, Mapping, None] = None, base_url: Optional[str] = None,
                 *, ignore_case: bool = False) -> None:
        self._h = None
        out = c_void_p()
        why = c_int(0)
        msg = String()
        flags = _IGNORE_CASE if ignore_case else 0
        if isinstance(input, str):
            b = _enc(input)
            base = None if base_url is None else _enc(_str_arg(base_url, "base_url"))
            st = _F["wurl_pattern_new"](b, len(b), base, len(base) if base else 0, flags,
                                         byref(out), byref(why), byref(msg))
        elif input is None or isinstance(input, Mapping):
            if base_url is not None:
                raise URLPatternError("a base URL given beside a dict: put it in the dict's "
                                      "'baseURL' member", "base-url-with-init")
            init = _init_of(input or {})
            st = _F["wurl_pattern_new_init"](byref(init), None, 0, flags, byref(out), byref(why),
                                              byref(msg))
        else:
            raise TypeError(f"URLPattern input must be a str or a dict, not {type(input).__name__}")
        if st != _OK:
            text = ""
            if msg.data:
                text = ctypes.string_at(msg.data, msg.len).decode("utf-8", "replace")
                _F["wurl_string_free"](msg)
            if st == _ERR_PARSE:
                raise URLPatternError(text, _F["wurl_pattern_error_name"](why.value).decode())
            _raise(st, text)
        self._h = out.value
        self._finalizer = weakref.finalize(self, _F["wurl_pattern_free"], out.value)

    def _handle(self) -> int:
        if self._h is None or not self._finalizer.alive:
            raise ValueError("whatwgurl: operation on a closed URLPattern")
        return self._h

    def close(self) -> None:
        """Frees the C pattern now (it is freed anyway when the object dies)."""
        if self._h is not None:
            self._finalizer()

    def __enter__(self) -> "URLPattern":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _component(self, i: int) -> str:
        return _string(_F["wurl_pattern_get_component"](self._handle(), i))

    @property
    def protocol(self) -> str:
        return self._component(0)

    @property
    def username(self) -> str:
        return self._component(1)

    @property
    def password(self) -> str:
        return self._component(2)

    @property
    def hostname(self) -> str:
        return self._component(3)

    @property
    def port(self) -> str:
        return self._component(4)

    @property
    def pathname(self) -> str:
        return self._component(5)

    @property
    def search(self) -> str:
        return self._component(6)

    @property
    def hash(self) -> str:
        return self._component(7)

    @property
    def has_regexp_groups(self) -> bool:
        """Whether a component uses a custom regexp group (hasRegExpGroups)."""
        return bool(_F["wurl_pattern_has_regexp_groups"](self._handle()))

    def test(self, input: Union[str, Mapping, None] = None, base_url: Optional[str] = None) -> bool:
        """test(input, baseURL): whether the URL (a str, resolved against
        base_url, or a dict of components) matches."""
        matched = c_bool(False)
        h = self._handle()
        if isinstance(input, str):
            b = _enc(input)
            base = None if base_url is None else _enc(_str_arg(base_url, "base_url"))
            st = _F["wurl_pattern_test"](h, b, len(b), base, len(base) if base else 0, byref(matched))
        else:
            init = self._init_arg(input, base_url)
            st = _F["wurl_pattern_test_init"](h, byref(init), None, 0, byref(matched))
        if st != _OK:
            _raise(st)
        return matched.value

    def exec(self, input: Union[str, Mapping, None] = None,
             base_url: Optional[str] = None) -> Optional[Dict[str, Any]]:
        """exec(input, baseURL): the match as a dict shaped as URLPatternResult
        ({"inputs": [...], "protocol": {"input": ..., "groups": {...}}, ...}),
        or None when the URL does not match."""
        out = c_void_p()
        h = self._handle()
        if isinstance(input, str):
            b = _enc(input)
            base = None if base_url is None else _enc(_str_arg(base_url, "base_url"))
            st = _F["wurl_pattern_exec"](h, b, len(b), base, len(base) if base else 0, byref(out))
        else:
            init = self._init_arg(input, base_url)
            st = _F["wurl_pattern_exec_init"](h, byref(init), None, 0, byref(out))
        if st != _OK:
            _raise(st)
        if not out.value:
            return None
        try:
            return _result(_F["wurl_pattern_result_match"](out.value).contents)
        finally:
            _F["wurl_pattern_result_free"](out.value)

    @staticmethod
    def _init_arg(input: Any, base_url: Optional[str]) -> _Init:
        if input is not None and not isinstance(input, Mapping):
            raise TypeError(f"URLPattern input must be a str or a dict, not {type(input).__name__}")
        if base_url is not None:
            raise URLPatternError("a base URL given beside a dict: put it in the dict's 'baseURL' "
                                  "member", "base-url-with-init")
        return _init_of(input or {})

    def generate(self, component: str, groups: Mapping[str, str]) -> str:
        """generate(component, groups): the component string this pattern's
        component matches with these group values. Not in the Standard yet
        (WPT's tentative tests, Chromium); raises URLPatternError when the
        component has a regexp group, "*", a modifier, or a group missing."""
        c = _component_index(component)
        n = len(groups)
        names, values = (_InStr * max(n, 1))(), (_InStr * max(n, 1))()
        keep = []  # the bytes names and values point to
        for i, (k, v) in enumerate(groups.items()):
            kb, vb = _enc(_str_arg(k, "group name")), _enc(_str_arg(v, "group value"))
            keep += (kb, vb)
            names[i], values[i] = _InStr(kb, len(kb)), _InStr(vb, len(vb))
        out = String()
        st = _F["wurl_pattern_generate"](self._handle(), c, names, values, n, byref(out))
        if st == _ERR_PARSE:
            raise URLPatternError(f"cannot generate {component} from {self!r}", "generate")
        if st != _OK:
            _raise(st)
        try:
            return ctypes.string_at(out.data, out.len).decode() if out.len else ""
        finally:
            _F["wurl_string_free"](out)

    @staticmethod
    def compare_component(component: str, left: "URLPattern", right: "URLPattern") -> int:
        """compareComponent(component, left, right): -1, 0 or 1, from the less
        to the more specific. Not in the Standard yet (WPT's tentative tests)."""
        c = _component_index(component)
        if not isinstance(left, URLPattern) or not isinstance(right, URLPattern):
            raise TypeError("compare_component compares two URLPattern objects")
        r = c_int(0)
        st = _F["wurl_pattern_compare_component"](c, left._handle(), right._handle(), byref(r))
        if st != _OK:
            _raise(st)
        return r.value

    def __repr__(self) -> str:
        if self._h is None or not self._finalizer.alive:
            return "URLPattern(<closed>)"
        parts = ", ".join(f"{c}={self._component(i)!r}" for i, c in enumerate(COMPONENTS))
        return f"URLPattern({parts})"


def _str_arg(v: Any, what: str) -> str:
    if not isinstance(v, str):
        raise TypeError(f"{what} must be a str, not {type(v).__name__}")
    return v


def _result(m: _Match) -> Dict[str, Any]:
    """A wurl_pattern_match as the JavaScript URLPatternResult."""
    if m.input_is_init:
        inputs: List[Any] = [{key: _string(getattr(m.init, field))
                              for key, field in zip(_INIT_KEYS, _INIT_FIELDS)
                              if getattr(m.init, field).data}]
    else:
        inputs = [_string(m.inputs[i]) for i in range(m.input_count)]
    result: Dict[str, Any] = {"inputs": inputs}
    for i, name in enumerate(COMPONENTS):
        cr = m.components[i]
        groups = {}
        for g in range(cr.group_count):
            gr = cr.groups[g]
            groups[_string(gr.name)] = _string(gr.value) if gr.matched else None
        result[name] = {"input": _string(cr.input), "groups": groups}
    return result
