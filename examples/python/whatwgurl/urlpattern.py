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

first_match() is a router: the first of many patterns that a URL matches,
with the URL parsed once for all of them (wurl_pattern_first_match):

    >>> routes = [URLPattern("https://example.com/books/:id(\\d+)"),
    ...           URLPattern("https://example.com/*")]
    >>> first_match(routes, "https://example.com/books/x")
    1
"""
from __future__ import annotations

import weakref
from collections.abc import Mapping
from collections.abc import Iterable
from ctypes import byref, c_bool, c_int, c_size_t, c_void_p
from typing import Any, Dict, List, NoReturn, Optional, TypedDict, Union

from . import _fork
from ._abi import ERR_PARSE, OK, PATTERN_ERROR_NAMES
from ._cdefs import (INIT_FIELDS, INIT_KEYS, PATTERN_COMPONENTS, InStr, PatternInit, PatternMatch,
                     String)
from ._lib import lib
from ._strings import enc, take, view
from ._record import Getters
from .errors import URLPatternError, raise_status
from .url import URL

__all__ = ["URLPattern", "URLPatternError", "URLPatternResult", "URLPatternComponentResult",
           "COMPONENTS", "first_match"]

#: The components, in the Standard's order (wurl_pattern_component's values).
COMPONENTS = PATTERN_COMPONENTS

_IGNORE_CASE = 1  # WURL_PATTERN_IGNORE_CASE, a flag of wurl_pattern_new

#: What URLPattern takes where the Standard takes a URL string: a str, or
#: the package's own URL (its href).
URLLike = Union[str, URL]
#: A URLPatternInit: component names (and "baseURL") to strings.
Init = Mapping[str, Union[str, int, URL]]


class URLPatternComponentResult(TypedDict):
    """URLPatternComponentResult: the component of the URL that was matched,
    and each group's value (None when it did not participate)."""
    input: str
    groups: Dict[str, Optional[str]]


class URLPatternResult(TypedDict):
    """URLPatternResult, what exec() gives: the inputs (the URL string and
    the base, or the init), then each component's result."""
    inputs: List[Union[str, Dict[str, str]]]
    protocol: URLPatternComponentResult
    username: URLPatternComponentResult
    password: URLPatternComponentResult
    hostname: URLPatternComponentResult
    port: URLPatternComponentResult
    pathname: URLPatternComponentResult
    search: URLPatternComponentResult
    hash: URLPatternComponentResult


def _member(v: Any, key: str) -> bytes:
    if isinstance(v, str):
        return enc(v)
    if isinstance(v, Getters):
        return v.href.encode("ascii")
    if isinstance(v, int) and not isinstance(v, bool):
        return str(v).encode()  # JavaScript's ToString, e.g. a port number
    raise TypeError(f"URLPatternInit member {key!r} must be a str, not {type(v).__name__}")


def _init_of(d: Init) -> PatternInit:
    init = PatternInit()
    init.keep = []  # the bytes the struct points to, alive as long as it
    # Other keys are ignored, as WebIDL ignores what a dictionary does not
    # declare (WPT tests {"ignoreCase": true} as an init).
    for key, field in zip(INIT_KEYS, INIT_FIELDS):
        if key in d:
            b = _member(d[key], key)
            init.keep.append(b)
            setattr(init, field, InStr(b, len(b)))
    return init


def _raise(st: int, message: str = "") -> NoReturn:
    raise_status(st, what="URLPattern", parse=URLPatternError(message or "URL pattern error"))


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

    def __init__(self, input: Union[str, Init, None] = None, base_url: Optional[URLLike] = None,
                 *, ignore_case: bool = False) -> None:
        self._h = None
        out = c_void_p()
        why = c_int(0)
        msg = String()
        flags = _IGNORE_CASE if ignore_case else 0
        if isinstance(input, str):
            b = enc(input)
            base = None if base_url is None else enc(_url_arg(base_url, "base_url"))
            st = lib.wurl_pattern_new(b, len(b), base, len(base) if base else 0, flags,
                                         byref(out), byref(why), byref(msg))
        elif input is None or isinstance(input, Mapping):
            if base_url is not None:
                raise URLPatternError("a base URL given beside a dict: put it in the dict's "
                                      "'baseURL' member", "base-url-with-init")
            init = _init_of(input or {})
            st = lib.wurl_pattern_new_init(byref(init), None, 0, flags, byref(out), byref(why),
                                              byref(msg))
        else:
            raise TypeError(f"URLPattern input must be a str or a dict, not {type(input).__name__}")
        if st != OK:
            text = take(msg)
            if st == ERR_PARSE:
                raise URLPatternError(text, PATTERN_ERROR_NAMES[why.value])
            _raise(st, text)
        self._h = out.value
        self._finalizer = weakref.finalize(self, lib.wurl_pattern_free, out.value)
        # Made again after a fork from the same arguments (_fork).
        again = ((dict(input) if isinstance(input, Mapping) else input, base_url),
                 {"ignore_case": ignore_case})
        _fork.track(self, lambda _: again)

    def _handle(self) -> int:
        if _fork.stale:  # made before a fork: compiled again in this process
            _fork.renew(self)
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
        return view(lib.wurl_pattern_get_component(self._handle(), i))

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
        return bool(lib.wurl_pattern_has_regexp_groups(self._handle()))

    def test(self, input: Union[URLLike, Init, None] = None,
             base_url: Optional[URLLike] = None) -> bool:
        """test(input, baseURL): whether the URL (a str, resolved against
        base_url, or a dict of components) matches."""
        matched = c_bool(False)
        h = self._handle()
        if isinstance(input, (str, Getters)):
            b = enc(_url_arg(input, "input"))
            base = None if base_url is None else enc(_url_arg(base_url, "base_url"))
            st = lib.wurl_pattern_test(h, b, len(b), base, len(base) if base else 0, byref(matched))
        else:
            init = self._init_arg(input, base_url)
            st = lib.wurl_pattern_test_init(h, byref(init), None, 0, byref(matched))
        if st != OK:
            _raise(st)
        return matched.value

    def exec(self, input: Union[URLLike, Init, None] = None,
             base_url: Optional[URLLike] = None) -> Optional[URLPatternResult]:
        """exec(input, baseURL): the match as a dict shaped as URLPatternResult
        ({"inputs": [...], "protocol": {"input": ..., "groups": {...}}, ...}),
        or None when the URL does not match."""
        out = c_void_p()
        h = self._handle()
        if isinstance(input, (str, Getters)):
            b = enc(_url_arg(input, "input"))
            base = None if base_url is None else enc(_url_arg(base_url, "base_url"))
            st = lib.wurl_pattern_exec(h, b, len(b), base, len(base) if base else 0, byref(out))
        else:
            init = self._init_arg(input, base_url)
            st = lib.wurl_pattern_exec_init(h, byref(init), None, 0, byref(out))
        if st != OK:
            _raise(st)
        if not out.value:
            return None
        try:
            return _result(lib.wurl_pattern_result_match(out.value).contents)
        finally:
            lib.wurl_pattern_result_free(out.value)

    @staticmethod
    def _init_arg(input: Any, base_url: Optional[URLLike]) -> PatternInit:
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
        names, values = (InStr * max(n, 1))(), (InStr * max(n, 1))()
        keep: List[bytes] = []  # the bytes names and values point to
        for i, (k, v) in enumerate(groups.items()):
            kb, vb = enc(_str_arg(k, "group name")), enc(_str_arg(v, "group value"))
            keep += (kb, vb)
            names[i], values[i] = InStr(kb, len(kb)), InStr(vb, len(vb))
        out = String()
        st = lib.wurl_pattern_generate(self._handle(), c, names, values, n, byref(out))
        if st == ERR_PARSE:
            raise URLPatternError(f"cannot generate {component} from {self!r}", "generate")
        if st != OK:
            _raise(st)
        return take(out)

    @staticmethod
    def compare_component(component: str, left: "URLPattern", right: "URLPattern") -> int:
        """compareComponent(component, left, right): -1, 0 or 1, from the less
        to the more specific. Not in the Standard yet (WPT's tentative tests)."""
        c = _component_index(component)
        if not isinstance(left, URLPattern) or not isinstance(right, URLPattern):
            raise TypeError("compare_component compares two URLPattern objects")
        r = c_int(0)
        st = lib.wurl_pattern_compare_component(c, left._handle(), right._handle(), byref(r))
        if st != OK:
            _raise(st)
        return r.value

    def __repr__(self) -> str:
        if self._h is None or not self._finalizer.alive:
            return "URLPattern(<closed>)"
        parts = ", ".join(f"{c}={self._component(i)!r}" for i, c in enumerate(COMPONENTS))
        return f"URLPattern({parts})"


def first_match(patterns: Iterable[URLPattern], input: URLLike,
                base_url: Optional[URLLike] = None) -> Optional[int]:
    """A router: the position in patterns of the first that the URL input
    (resolved against base_url when given) matches, as test() on each in
    turn finds it; None when none does (a URL or base that does not parse
    matches none). The URL is parsed once for all of them and the library is
    entered once, where test() on each parses it every time."""
    routes = list(patterns)
    for p in routes:
        if not isinstance(p, URLPattern):
            raise TypeError(f"first_match routes URLPattern objects, not {type(p).__name__}")
    handles = (c_void_p * max(len(routes), 1))(*[p._handle() for p in routes])
    b = enc(_url_arg(input, "input"))
    base = None if base_url is None else enc(_url_arg(base_url, "base_url"))
    at = c_size_t(len(routes))
    st = lib.wurl_pattern_first_match(handles, len(routes), b, len(b), base,
                                      len(base) if base else 0, byref(at))
    if st != OK:
        _raise(st)
    return at.value if at.value < len(routes) else None


def _str_arg(v: Any, what: str) -> str:
    if not isinstance(v, str):
        raise TypeError(f"{what} must be a str, not {type(v).__name__}")
    return v


def _url_arg(v: Any, what: str) -> str:
    """A URL string argument: a str, or a URL's href."""
    if isinstance(v, Getters):
        return v.href
    if not isinstance(v, str):
        raise TypeError(f"{what} must be a str or a URL, not {type(v).__name__}")
    return v


def _result(m: PatternMatch) -> URLPatternResult:
    """A wurl_pattern_match as the JavaScript URLPatternResult."""
    if m.input_is_init:
        inputs: List[Any] = [{key: view(getattr(m.init, field))
                              for key, field in zip(INIT_KEYS, INIT_FIELDS)
                              if getattr(m.init, field).data}]
    else:
        inputs = [view(m.inputs[i]) for i in range(m.input_count)]
    result: Any = {"inputs": inputs}
    for i, name in enumerate(COMPONENTS):
        cr = m.components[i]
        groups = {}
        for g in range(cr.group_count):
            gr = cr.groups[g]
            groups[view(gr.name)] = view(gr.value) if gr.matched else None
        result[name] = {"input": view(cr.input), "groups": groups}
    return result
