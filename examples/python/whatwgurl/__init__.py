"""whatwgurl: the WHATWG URL Standard (https://url.spec.whatwg.org/) for Python.

A ctypes binding of libwhatwgurl, the project's C library (a Go engine):

    >>> from whatwgurl import URL
    >>> u = URL("../c?x=1#f", "https://EXAMPLE.com/a/b")
    >>> u.href
    'https://example.com/c?x=1#f'
    >>> u.search_params.append("y", "2 3"); u.search
    '?x=1&y=2+3'

Strings cross as UTF-8; a lone surrogate in a str becomes U+FFFD, as the
Standard's USVString conversion does. Objects own C handles, freed when the
object dies (or at the end of a `with` block, or by close()); the values read
from them are Python copies. Each object has a lock, so one object may be used
from several threads.

Fork: the library holds the Go runtime, which cannot run in a child made by
fork() without exec(). In such a child every call that needs the engine raises
ForkedProcessError; use multiprocessing's "spawn" or "forkserver" start method,
or create the pool before the parent first imports whatwgurl.
"""
from __future__ import annotations

import ctypes
import os
import struct
import threading
import weakref
from ctypes import POINTER, byref, c_bool, c_char_p, c_int, c_size_t, c_void_p
from typing import (Any, Dict, Iterable, Iterator, List, Mapping, NamedTuple, Optional,
                    Sequence, Tuple, Union)

from . import _lib
from ._lib import OMITTED, Components, Str, String

__all__ = [
    "URL", "URLSearchParams", "URLError", "ForkedProcessError", "WhatwgURLError",
    "ParsedURL", "ValidationReport", "parse_many", "can_parse", "domain_to_ascii",
    "domain_to_unicode", "host_parse", "percent_encode", "percent_decode", "public_suffix",
    "registrable_domain", "validate", "missing_functions", "library_version", "ENCODE_SETS",
]

_L = _lib.lib
_string_at = ctypes.string_at

# wurl_status values.
OK, ERR_PARSE, ERR_INVALID_ARGUMENT, ERR_INVALID_HANDLE, ERR_TOO_LONG = 0, 1, 2, 3, 4
ERR_NO_MEMORY, ERR_UNKNOWN_ENCODING, ERR_INTERNAL, ERR_FORKED, ERR_UNSUPPORTED = 5, 6, 7, 8, 9

_ATTRS = ("href", "protocol", "username", "password", "host", "hostname", "port",
          "pathname", "search", "hash")

#: The percent-encode sets of section 1.3, by name, for percent_encode().
ENCODE_SETS = {
    "c0-control": 0, "fragment": 1, "query": 2, "special-query": 3, "path": 4,
    "userinfo": 5, "component": 6, "application/x-www-form-urlencoded": 7,
}


class WhatwgURLError(Exception):
    """Base of the errors the library reports (besides ValueError subclasses)."""


class URLError(ValueError):
    """The input is not a valid URL (or host). .input holds it; .validation_error
    names the validation error that made the parser fail, when known."""

    def __init__(self, message: str, input: Optional[str] = None,
                 validation_error: Optional[str] = None) -> None:
        super().__init__(message)
        self.input = input
        self.validation_error = validation_error


class ForkedProcessError(RuntimeError):
    """Raised in a child made by fork() without exec() after the library was
    loaded: the Go runtime inside it cannot run there."""


_FORK_MESSAGE = (
    "whatwgurl cannot run in a process forked from one that loaded it (the Go runtime "
    "inside libwhatwgurl does not survive fork() without exec()). Use multiprocessing "
    "with the 'spawn' or 'forkserver' start method "
    "(multiprocessing.get_context('spawn')), or create the worker pool before the "
    "parent first imports whatwgurl, or fork and exec.")

# The library sets its own flag at fork; this one lets the calls that return
# bool (wurl_can_parse) say so too.
_forked = False


def _after_fork_in_child() -> None:
    global _forked
    _forked = True


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


def _status_name(st: int) -> str:
    return _L.wurl_status_name(st).decode()


def _raise(st: int, input: Optional[str] = None) -> None:
    if st == ERR_FORKED:
        raise ForkedProcessError(_FORK_MESSAGE)
    if st == ERR_PARSE:
        raise URLError(f"Invalid URL: {input!r}" if input is not None else "Invalid URL", input)
    if st == ERR_NO_MEMORY:
        raise MemoryError("whatwgurl: out of memory")
    if st == ERR_TOO_LONG:
        raise ValueError("whatwgurl: input or result of 4 GiB or more")
    if st == ERR_UNKNOWN_ENCODING:
        raise LookupError(f"unknown encoding: {input!r}")
    if st == ERR_INVALID_HANDLE:
        raise ValueError("whatwgurl: operation on a closed object")
    if st == ERR_UNSUPPORTED:
        raise NotImplementedError("whatwgurl: this build of the library lacks that function")
    raise WhatwgURLError(f"whatwgurl: {_status_name(st)}")


def _check_fork() -> None:
    if _forked:
        raise ForkedProcessError(_FORK_MESSAGE)


def _enc(s: Union[str, bytes]) -> bytes:
    """A str as UTF-8, lone surrogates as U+FFFD (the USVString conversion:
    a surrogate pair written as two code points is one scalar value)."""
    if type(s) is str:
        try:
            return s.encode("utf-8")
        except UnicodeEncodeError:
            return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace").encode()
    if isinstance(s, (bytes, bytearray, memoryview)):
        return bytes(s)
    if isinstance(s, str):
        return _enc(str(s))
    raise TypeError(f"expected str, got {type(s).__name__}")


def _view(v: Str) -> str:
    """Copies a borrowed view into a str now, before its owner can change."""
    return _string_at(v.data, v.len).decode("utf-8", "replace") if v.len else ""


def _take(s: String) -> str:
    """Copies an owned string into a str and frees it."""
    try:
        return _string_at(s.data, s.len).decode("utf-8", "replace") if s.len else ""
    finally:
        _L.wurl_string_free(s)


def _require(name: str) -> Any:
    f = getattr(_L, name, None)
    if f is None or name in _lib.missing:
        raise NotImplementedError(f"whatwgurl: the loaded library has no {name}()")
    return f


def missing_functions() -> List[str]:
    """The C functions this binding knows of that the loaded library lacks."""
    return list(_lib.missing)


def library_version() -> str:
    """The C library's version, "MAJOR.MINOR.PATCH"."""
    return _L.wurl_version().decode()


def _validation_name(kind: int) -> Optional[str]:
    if kind == 0 or "wurl_validation_error_name" in _lib.missing:
        return None
    return _L.wurl_validation_error_name(kind).decode()


# ---- URL ------------------------------------------------------------------


def _parse_handle(input: Union[str, bytes], base: Union[str, bytes, "URL", None]) -> int:
    """A new C handle for input against base; raises on failure."""
    b = _enc(input)
    h = c_void_p()
    if base is None:
        st = _L.wurl_parse(b, len(b), None, 0, byref(h))
    elif isinstance(base, URL):
        with base._lock:
            if base._h is None:
                raise ValueError("whatwgurl: the base URL is closed")
            st = _L.wurl_parse_with_base_url(b, len(b), base._h, byref(h))
    else:
        bb = _enc(base)
        st = _L.wurl_parse(b, len(b), bb, len(bb), byref(h))
    if st:
        _raise(st, input if isinstance(input, str) else repr(input))
    return h.value


class URL:
    """A URL (section 6.1, the URL class). URL(input, base=None) parses input
    against base (a str or a URL) and raises URLError when it fails."""

    __slots__ = ("_h", "_lock", "_href", "_parts", "_sp", "__weakref__")

    def __init__(self, input: Union[str, bytes], base: Union[str, bytes, "URL", None] = None
                 ) -> None:
        self._h: Optional[int] = None
        self._lock = threading.Lock()
        self._href: Optional[str] = None
        self._parts: Optional[tuple] = None
        self._sp: Optional[weakref.ref] = None
        self._h = _parse_handle(input, base)

    @classmethod
    def _from_handle(cls, h: int) -> "URL":
        u = cls.__new__(cls)
        u._lock = threading.Lock()
        u._href = None
        u._parts = None
        u._sp = None
        u._h = h
        return u

    @classmethod
    def parse(cls, input: Union[str, bytes], base: Union[str, bytes, "URL", None] = None
              ) -> Optional["URL"]:
        """URL.parse(): the URL, or None when input does not parse."""
        try:
            return cls(input, base)
        except URLError:
            return None

    @staticmethod
    def can_parse(input: Union[str, bytes], base: Union[str, bytes, "URL", None] = None
                  ) -> bool:
        """URL.canParse()."""
        return can_parse(input, base)

    @classmethod
    def parse_with_encoding(cls, input: Union[str, bytes], encoding: str,
                            base: Union[str, bytes, None] = None) -> "URL":
        """Parses with an encoding override for the query (section 4.4), as a
        document in that encoding does; encoding is an Encoding Standard label.
        Raises LookupError for an unknown label, URLError when it fails."""
        f = _require("wurl_parse_with_encoding")
        b, e = _enc(input), _enc(encoding)
        bb = None if base is None else _enc(base)
        h = c_void_p()
        st = f(b, len(b), bb, 0 if bb is None else len(bb), e, len(e), byref(h))
        if st:
            _raise(st, encoding if st == ERR_UNKNOWN_ENCODING else input)
        return cls._from_handle(h.value)

    # -- lifetime

    def __del__(self, _free: Any = _L.wurl_free) -> None:
        h = getattr(self, "_h", None)
        if h is not None:
            self._h = None
            _free(h)

    def close(self) -> None:
        """Frees the C handle now. Values already read stay valid; later calls
        that need the handle raise ValueError."""
        with self._lock:
            h, self._h = self._h, None
            if h is not None:
                self._fill()  # keep href readable after close
                _L.wurl_free(h)

    def __enter__(self) -> "URL":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _handle(self) -> int:
        h = self._h
        if h is None:
            raise ValueError("whatwgurl: operation on a closed URL")
        return h

    # -- reading: copies of the C memory, refreshed after each change

    def _fill(self) -> tuple:
        """(href, components) copied from the handle; call with the lock held."""
        parts = self._parts
        if parts is None:
            c = Components()
            v = _L.wurl_get_href(self._h)
            raw = _string_at(v.data, v.len)
            _L.wurl_get_components(self._h, byref(c))
            parts = (raw.decode("utf-8", "replace"), raw, c.scheme_end, c.username_start,
                     c.username_end, c.password_start, c.password_end, c.host_start,
                     c.host_end, c.port_start, c.port_end, c.path_start, c.query_start,
                     c.fragment_start, c.port, c.host_type, c.scheme_type, c.has_opaque_path)
            self._parts = parts
            self._href = parts[0]
        return parts

    def _p(self) -> tuple:
        parts = self._parts
        if parts is None:
            with self._lock:
                if self._h is None and self._parts is None:
                    raise ValueError("whatwgurl: operation on a closed URL")
                parts = self._fill()
        return parts

    def _invalidate(self) -> None:
        self._parts = None
        self._href = None

    @property
    def href(self) -> str:
        h = self._href
        if h is None:
            h = self._p()[0]
        return h

    @href.setter
    def href(self, value: str) -> None:
        self._set(0, value, raise_parse=True)

    def _slice(self, start: int, end: int) -> str:
        p = self._p()
        if len(p[0]) == len(p[1]):  # ASCII (every href is): offsets are indices
            return p[0][start:end]
        return p[1][start:end].decode("utf-8", "replace")

    @property
    def protocol(self) -> str:
        return self._slice(0, self._p()[2] + 1)

    @protocol.setter
    def protocol(self, value: str) -> None:
        self._set(1, value)

    @property
    def username(self) -> str:
        p = self._p()
        return self._slice(p[3], p[4])

    @username.setter
    def username(self, value: str) -> None:
        self._set(2, value)

    @property
    def password(self) -> str:
        p = self._p()
        return self._slice(p[5], p[6])

    @password.setter
    def password(self, value: str) -> None:
        self._set(3, value)

    @property
    def host(self) -> str:
        p = self._p()
        return self._slice(p[7], p[10] if p[14] >= 0 else p[8])

    @host.setter
    def host(self, value: str) -> None:
        self._set(4, value)

    @property
    def hostname(self) -> str:
        p = self._p()
        return self._slice(p[7], p[8])

    @hostname.setter
    def hostname(self, value: str) -> None:
        self._set(5, value)

    @property
    def port(self) -> str:
        p = self._p()
        return self._slice(p[9], p[10])

    @port.setter
    def port(self, value: Union[str, int]) -> None:
        self._set(6, str(value) if isinstance(value, int) else value)

    @property
    def pathname(self) -> str:
        p = self._p()
        end = p[12] if p[12] != OMITTED else (p[13] if p[13] != OMITTED else len(p[1]))
        return self._slice(p[11], end)

    @pathname.setter
    def pathname(self, value: str) -> None:
        self._set(7, value)

    @property
    def search(self) -> str:
        p = self._p()
        qs = p[12]
        if qs == OMITTED:
            return ""
        end = p[13] if p[13] != OMITTED else len(p[1])
        return self._slice(qs, end) if end - qs > 1 else ""

    @search.setter
    def search(self, value: str) -> None:
        self._set(8, value)

    @property
    def hash(self) -> str:
        p = self._p()
        fs = p[13]
        if fs == OMITTED or fs + 1 >= len(p[1]):
            return ""
        return self._slice(fs, len(p[1]))

    @hash.setter
    def hash(self, value: str) -> None:
        self._set(9, value)

    @property
    def port_number(self) -> Optional[int]:
        """The port as a number, None when the port is null."""
        port = self._p()[14]
        return None if port < 0 else port

    @property
    def has_opaque_path(self) -> bool:
        return bool(self._p()[17])

    @property
    def origin(self) -> str:
        """The serialized origin ("null" for an opaque origin)."""
        out = String()
        with self._lock:
            st = _L.wurl_get_origin(self._handle(), byref(out))
        if st:
            _raise(st)
        return _take(out)

    @property
    def search_params(self) -> "URLSearchParams":
        """The URL's own, live URLSearchParams: changing it changes the URL's
        query, and setting the URL's search changes what it reads."""
        sp = self._sp() if self._sp is not None else None
        if sp is None:
            with self._lock:
                p = _L.wurl_get_search_params(self._handle())
            if not p:
                raise MemoryError("whatwgurl: out of memory")
            sp = URLSearchParams._owned_by(self, p)
            self._sp = weakref.ref(sp)
        return sp

    def _set(self, attr: int, value: Union[str, bytes], raise_parse: bool = False) -> bool:
        v = _enc(value)
        changed = c_bool()
        with self._lock:
            st = _L.wurl_set(self._handle(), attr, v, len(v), byref(changed))
            if changed.value:
                self._invalidate()
        if st:
            _raise(st, value if isinstance(value, str) else None)
        return changed.value

    # -- other capabilities

    def _owned(self, fname: str, found: bool = False) -> Optional[str]:
        f = _require(fname)
        out = String()
        if found:
            ok = c_bool()
            with self._lock:
                st = f(self._handle(), byref(out), byref(ok))
            if st:
                _raise(st)
            return _take(out) if ok.value else None
        with self._lock:
            st = f(self._handle(), byref(out))
        if st:
            _raise(st)
        return _take(out)

    @property
    def public_suffix(self) -> Optional[str]:
        """The public suffix of the host (section 3.2), or None."""
        return self._owned("wurl_get_public_suffix", found=True)

    @property
    def registrable_domain(self) -> Optional[str]:
        """The registrable domain of the host (section 3.2), or None."""
        return self._owned("wurl_get_registrable_domain", found=True)

    def render(self) -> str:
        """The URL for people to read (section 4.8); never parse or store it."""
        return self._owned("wurl_render")  # type: ignore[return-value]

    def render_host(self) -> str:
        """The host for people to read (section 4.8)."""
        return self._owned("wurl_render_host")  # type: ignore[return-value]

    def equals(self, other: "URL", exclude_fragments: bool = True) -> bool:
        """URL equivalence (section 4.6), ignoring fragments unless told."""
        if not isinstance(other, URL):
            return NotImplemented  # type: ignore[return-value]
        a, b = self.href, other.href
        if exclude_fragments:
            a, b = a.partition("#")[0], b.partition("#")[0]
        return a == b

    def to_json(self) -> str:
        return self.href

    # -- Python protocols

    def __str__(self) -> str:
        return self.href

    def __repr__(self) -> str:
        return f"URL({self.href!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, URL):
            return NotImplemented
        return self.href == other.href

    def __hash__(self) -> int:
        return hash(self.href)

    def __copy__(self) -> "URL":
        with self._lock:
            h = _L.wurl_clone(self._handle())
        if not h:
            raise MemoryError("whatwgurl: out of memory")
        return URL._from_handle(h)

    def __deepcopy__(self, memo: Dict[int, Any]) -> "URL":
        return self.__copy__()

    def __reduce__(self) -> Tuple[Any, ...]:
        return (URL, (self.href,))


# ---- functions --------------------------------------------------------------


def can_parse(input: Union[str, bytes], base: Union[str, bytes, URL, None] = None) -> bool:
    """URL.canParse(): whether input parses against base."""
    _check_fork()
    if isinstance(base, URL):
        base = base.href
    b = _enc(input)
    if base is None:
        return bool(_L.wurl_can_parse(b, len(b), None, 0))
    bb = _enc(base)
    return bool(_L.wurl_can_parse(b, len(b), bb, len(bb)))


def domain_to_ascii(domain: Union[str, bytes], be_strict: bool = False) -> str:
    """Domain to ASCII (section 3.3); URLError when the domain cannot be converted."""
    f = _require("wurl_domain_to_ascii")
    d = _enc(domain)
    out, why = String(), c_int()
    st = f(d, len(d), be_strict, byref(out), byref(why))
    if st == ERR_PARSE:
        raise URLError(f"Invalid domain: {domain!r}", str(domain), _validation_name(why.value))
    if st:
        _raise(st)
    return _take(out)


def domain_to_unicode(domain: Union[str, bytes]) -> str:
    """Domain to Unicode (section 3.3); labels it cannot convert stay as they are."""
    f = _require("wurl_domain_to_unicode")
    d = _enc(domain)
    out = String()
    st = f(d, len(d), byref(out))
    if st:
        _raise(st)
    return _take(out)


_HOST_TYPES = {1: "domain", 2: "ipv4", 3: "ipv6", 4: "opaque", 5: "empty"}


def host_parse(input: Union[str, bytes], is_opaque: bool = False) -> Tuple[str, str]:
    """The host parser and serializer (sections 3.5, 3.6): (serialized host, kind),
    kind one of "domain", "ipv4", "ipv6", "opaque", "empty". URLError on failure."""
    f = _require("wurl_host_parse")
    d = _enc(input)
    out, typ, why = String(), c_int(), c_int()
    st = f(d, len(d), is_opaque, byref(out), byref(typ), byref(why))
    if st == ERR_PARSE:
        raise URLError(f"Invalid host: {input!r}", str(input), _validation_name(why.value))
    if st:
        _raise(st)
    return _take(out), _HOST_TYPES.get(typ.value, "unknown")


def percent_encode(s: Union[str, bytes], encode_set: str = "component",
                   space_as_plus: bool = False) -> str:
    """UTF-8 percent-encode (section 1.3) with a percent-encode set named as in
    ENCODE_SETS ("component", "path", "query", ...)."""
    f = _require("wurl_percent_encode")
    try:
        code = ENCODE_SETS[encode_set]
    except KeyError:
        raise ValueError(f"unknown percent-encode set {encode_set!r}; "
                         f"one of {sorted(ENCODE_SETS)}") from None
    d = _enc(s)
    out = String()
    st = f(d, len(d), code, space_as_plus, byref(out))
    if st:
        _raise(st)
    return _take(out)


def percent_decode(s: Union[str, bytes], as_bytes: bool = False) -> Union[str, bytes]:
    """Percent-decode (section 1.3): bytes when as_bytes, else UTF-8 decoded
    without BOM or fail (invalid sequences as U+FFFD)."""
    f = _require("wurl_percent_decode")
    d = _enc(s)
    out = String()
    st = f(d, len(d), byref(out))
    if st:
        _raise(st)
    try:
        raw = _string_at(out.data, out.len) if out.len else b""
    finally:
        _L.wurl_string_free(out)
    return raw if as_bytes else raw.decode("utf-8", "replace")


def _found(fname: str, host: Union[str, bytes]) -> Optional[str]:
    f = _require(fname)
    d = _enc(host)
    out, ok = String(), c_bool()
    st = f(d, len(d), byref(out), byref(ok))
    if st:
        _raise(st)
    return _take(out) if ok.value else None


def public_suffix(host: Union[str, bytes]) -> Optional[str]:
    """The public suffix of host (section 3.2), or None."""
    return _found("wurl_public_suffix", host)


def registrable_domain(host: Union[str, bytes]) -> Optional[str]:
    """The registrable domain of host (section 3.2), or None."""
    return _found("wurl_registrable_domain", host)


class ValidationReport(NamedTuple):
    """What validate() found: every validation error (the Standard's names, in
    the order reported), the one that made the parse fail (None when it
    parsed), and the URL (None when it did not)."""
    errors: List[str]
    failure: Optional[str]
    url: Optional[URL]

    @property
    def valid(self) -> bool:
        return self.url is not None and not self.errors


def validate(input: Union[str, bytes], base: Union[str, bytes, None] = None) -> ValidationReport:
    """Parses input, collecting every validation error (section 1.1)."""
    f = _require("wurl_validate")
    b = _enc(input)
    bb = None if base is None else _enc(base)
    h = c_void_p()
    rep = _lib.ValidationReport()
    st = f(b, len(b), bb, 0 if bb is None else len(bb), byref(h), byref(rep))
    try:
        if st not in (OK, ERR_PARSE):
            _raise(st)
        errors = [_validation_name(rep.errors[i]) or "" for i in range(rep.count)]
        failure = _validation_name(rep.failure)
    finally:
        _L.wurl_validation_report_free(byref(rep))
    return ValidationReport(errors, failure, URL._from_handle(h.value) if st == OK else None)


# ---- URLSearchParams -----------------------------------------------------------


class URLSearchParams:
    """URLSearchParams (section 6.2). URLSearchParams(init) takes a str (one
    leading "?" is skipped), a mapping, an iterable of (name, value) pairs or
    another URLSearchParams. Iterating gives the (name, value) pairs."""

    __slots__ = ("_p", "_url", "_lock", "__weakref__")

    def __init__(self, init: Union[str, bytes, Mapping[str, str], Iterable[Sequence[str]],
                                   "URLSearchParams", None] = "") -> None:
        self._p: Optional[int] = None
        self._url: Optional[URL] = None
        self._lock = threading.Lock()
        pairs: Optional[List[Tuple[str, str]]] = None
        text = b""
        if init is None:
            pass
        elif isinstance(init, (str, bytes)):
            text = _enc(init)
        elif isinstance(init, URLSearchParams):
            pairs = list(init)
        elif isinstance(init, Mapping):
            pairs = [(k, v) for k, v in init.items()]
        else:
            pairs = []
            for pair in init:
                pair = list(pair)
                if len(pair) != 2:
                    raise TypeError("URLSearchParams: each pair needs exactly two items, "
                                    f"got {len(pair)}")
                pairs.append((pair[0], pair[1]))
        p = c_void_p()
        st = _L.wurl_search_params_new(text, len(text), byref(p))
        if st:
            _raise(st)
        self._p = p.value
        for k, v in pairs or ():
            self.append(k, v)

    @classmethod
    def _owned_by(cls, url: URL, p: int) -> "URLSearchParams":
        sp = cls.__new__(cls)
        sp._p = p
        sp._url = url  # keeps the URL, which owns p, alive
        sp._lock = url._lock  # calls on it change the URL's handle
        return sp

    def __del__(self, _free: Any = _L.wurl_search_params_free) -> None:
        p = getattr(self, "_p", None)
        if p is not None and getattr(self, "_url", None) is None:
            self._p = None
            _free(p)

    def close(self) -> None:
        """Frees a standalone object now (a URL's own object lives with its URL)."""
        if self._url is None:
            with self._lock:
                p, self._p = self._p, None
                if p is not None:
                    _L.wurl_search_params_free(p)

    def __enter__(self) -> "URLSearchParams":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _handle(self) -> int:
        if self._p is None or (self._url is not None and self._url._h is None):
            raise ValueError("whatwgurl: operation on a closed URLSearchParams")
        return self._p

    def _change(self, fn: Any, *args: Any) -> None:
        with self._lock:
            st = fn(self._handle(), *args)
            if self._url is not None:
                self._url._invalidate()
        if st:
            _raise(st)

    def append(self, name: str, value: str) -> None:
        n, v = _enc(name), _enc(value)
        self._change(_L.wurl_search_params_append, n, len(n), v, len(v))

    def delete(self, name: str, value: Optional[str] = None) -> None:
        n = _enc(name)
        v = None if value is None else _enc(value)
        # A non-NULL pointer for the empty value: ctypes passes b"" as one.
        self._change(_L.wurl_search_params_delete, n, len(n), v, 0 if v is None else len(v))

    def set(self, name: str, value: str) -> None:
        n, v = _enc(name), _enc(value)
        self._change(_L.wurl_search_params_set, n, len(n), v, len(v))

    def sort(self) -> None:
        self._change(_L.wurl_search_params_sort)

    def get(self, name: str) -> Optional[str]:
        n = _enc(name)
        out, found = Str(), c_bool()
        with self._lock:
            st = _L.wurl_search_params_get(self._handle(), n, len(n), byref(out), byref(found))
            value = _view(out) if found.value else None
        if st:
            _raise(st)
        return value

    def get_all(self, name: str) -> List[str]:
        n = _enc(name)
        arr, count = POINTER(Str)(), c_size_t()
        with self._lock:
            st = _L.wurl_search_params_get_all(self._handle(), n, len(n), byref(arr), byref(count))
            values = [_view(arr[i]) for i in range(count.value)] if st == OK else []
        if st:
            _raise(st)
        return values

    def has(self, name: str, value: Optional[str] = None) -> bool:
        n = _enc(name)
        v = None if value is None else _enc(value)
        out = c_bool()
        with self._lock:
            st = _L.wurl_search_params_has(self._handle(), n, len(n), v,
                                           0 if v is None else len(v), byref(out))
        if st:
            _raise(st)
        return out.value

    @property
    def size(self) -> int:
        n = c_size_t()
        with self._lock:
            st = _L.wurl_search_params_size(self._handle(), byref(n))
        if st:
            _raise(st)
        return n.value

    def __len__(self) -> int:
        return self.size

    def _pairs(self) -> List[Tuple[str, str]]:
        n, name, value = c_size_t(), Str(), Str()
        out = []
        with self._lock:
            h = self._handle()
            st = _L.wurl_search_params_size(h, byref(n))
            for i in range(n.value if st == OK else 0):
                st = _L.wurl_search_params_entry(h, i, byref(name), byref(value))
                if st:
                    break
                out.append((_view(name), _view(value)))
        if st:
            _raise(st)
        return out

    def __iter__(self) -> Iterator[Tuple[str, str]]:
        """The pairs as they are now (a snapshot: changing the object while
        iterating does not disturb the loop)."""
        return iter(self._pairs())

    def items(self) -> List[Tuple[str, str]]:
        return self._pairs()

    entries = items

    def keys(self) -> List[str]:
        return [k for k, _ in self._pairs()]

    def values(self) -> List[str]:
        return [v for _, v in self._pairs()]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.has(name)

    def __str__(self) -> str:
        out = Str()
        with self._lock:
            st = _L.wurl_search_params_to_string(self._handle(), byref(out))
            s = _view(out) if st == OK else ""
        if st:
            _raise(st)
        return s

    def to_string(self, encoding: Optional[str] = None) -> str:
        """The serialization; with encoding (an Encoding Standard label), as a
        form submitted from a document in that encoding (section 5.2)."""
        if encoding is None:
            return str(self)
        f = _require("wurl_search_params_to_string_with_encoding")
        e = _enc(encoding)
        out = Str()
        with self._lock:
            st = f(self._handle(), e, len(e), byref(out))
            s = _view(out) if st == OK else ""
        if st:
            _raise(st, encoding)
        return s

    def __repr__(self) -> str:
        return f"URLSearchParams({self._pairs()!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, URLSearchParams):
            return NotImplemented
        return self._pairs() == other._pairs()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __copy__(self) -> "URLSearchParams":
        return URLSearchParams(str(self))

    def __deepcopy__(self, memo: Dict[int, Any]) -> "URLSearchParams":
        return self.__copy__()

    def __reduce__(self) -> Tuple[Any, ...]:
        return (URLSearchParams, (str(self),))


# ---- batch parsing ----------------------------------------------------------------


class ParsedURL:
    """One result of parse_many(): an immutable record of a parsed URL's href
    and components, with the URL class's getters. to_url() makes a URL."""

    __slots__ = ("href", "_c")

    def __init__(self, href: str, c: tuple) -> None:
        self.href = href
        self._c = c

    @property
    def protocol(self) -> str:
        return self.href[:self._c[0] + 1]

    @property
    def username(self) -> str:
        return self.href[self._c[1]:self._c[2]]

    @property
    def password(self) -> str:
        return self.href[self._c[3]:self._c[4]]

    @property
    def host(self) -> str:
        c = self._c
        return self.href[c[5]:c[8] if c[12] >= 0 else c[6]]

    @property
    def hostname(self) -> str:
        return self.href[self._c[5]:self._c[6]]

    @property
    def port(self) -> str:
        return self.href[self._c[7]:self._c[8]]

    @property
    def pathname(self) -> str:
        c = self._c
        end = c[10] if c[10] != OMITTED else (c[11] if c[11] != OMITTED else len(self.href))
        return self.href[c[9]:end]

    @property
    def search(self) -> str:
        c = self._c
        qs = c[10]
        if qs == OMITTED:
            return ""
        end = c[11] if c[11] != OMITTED else len(self.href)
        return self.href[qs:end] if end - qs > 1 else ""

    @property
    def hash(self) -> str:
        fs = self._c[11]
        if fs == OMITTED or fs + 1 >= len(self.href):
            return ""
        return self.href[fs:]

    @property
    def port_number(self) -> Optional[int]:
        return None if self._c[12] < 0 else self._c[12]

    def to_url(self) -> URL:
        return URL(self.href)

    def __str__(self) -> str:
        return self.href

    def __repr__(self) -> str:
        return f"ParsedURL({self.href!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (ParsedURL, URL)):
            return self.href == other.href
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.href)


_RESULT = struct.Struct(_lib.BATCH_RESULT_FMT)
assert _RESULT.size == ctypes.sizeof(_lib.BatchResult), "wurl_batch_result layout"


def parse_many(urls: Iterable[Union[str, bytes]], base: Union[str, bytes, None] = None
               ) -> List[Optional[ParsedURL]]:
    """Parses every input against base in one call into the library; gives a
    ParsedURL per input, None where the input is not a URL. URLError when base
    is not a URL."""
    encoded = [_enc(u) for u in urls]
    n = len(encoded)
    bb = None if base is None else _enc(base)
    ptrs = (c_char_p * n)(*encoded)
    lens = (c_size_t * n)(*map(len, encoded))
    out = c_void_p()
    st = _L.wurl_parse_batch(ptrs, lens, n, bb, 0 if bb is None else len(bb), byref(out))
    if st:
        _raise(st, None if bb is None else str(base))
    b = out.value
    try:
        if n == 0:
            return []
        block = _L.wurl_batch_hrefs(b)
        raw = _string_at(block.data, block.len) if block.len else b""
        text = raw.decode("utf-8", "replace")
        ascii_only = len(text) == len(raw)
        start = block.data or 0
        results: List[Optional[ParsedURL]] = []
        append = results.append
        for rec in _RESULT.iter_unpack(_string_at(_L.wurl_batch_results(b), n * _RESULT.size)):
            if rec[0] != OK:
                if rec[0] == ERR_FORKED or rec[0] == ERR_NO_MEMORY:
                    _raise(rec[0])
                append(None)
                continue
            off = rec[1] - start
            href = (text[off:off + rec[2]] if ascii_only
                    else raw[off:off + rec[2]].decode("utf-8", "replace"))
            append(ParsedURL(href, rec[3:16]))
        return results
    finally:
        _L.wurl_batch_free(b)
