"""whatwgurl: the WHATWG URL Standard (https://url.spec.whatwg.org/) for Python.

A ctypes binding of libwhatwgurl, the project's C library (a Go engine):

    >>> from whatwgurl import URL
    >>> u = URL("../c?x=1#f", "https://EXAMPLE.com/a/b")
    >>> u.href
    'https://example.com/c?x=1#f'
    >>> u.search_params.append("y", "2 3"); u.search
    '?x=1&y=2+3'

Strings cross as UTF-8; a lone surrogate in a str becomes U+FFFD, as the
Standard's USVString conversion does. A URL is its href and the offsets of
its components, made by one call into the library and read by slicing in
Python; it gets a C handle only when a setter, search_params or origin needs
the engine, and frees it when it dies (or at the end of a `with` block, or by
close()). parse_many() parses a whole list in one call and gives a lazy
ParsedBatch. A URL or URLSearchParams may be used from several threads.

Fork: the library holds the Go runtime, which cannot run in a child made by
fork() without exec(). In such a child every call that needs the engine raises
ForkedProcessError; use multiprocessing's "spawn" or "forkserver" start method,
or create the pool before the parent first imports whatwgurl.
"""
from __future__ import annotations

import ctypes
import operator
import os
import struct
import threading
import weakref
from ctypes import POINTER, byref, c_bool, c_char_p, c_int, c_size_t, c_void_p
from collections.abc import Sequence
from typing import (Any, Dict, Iterable, Iterator, List, Mapping, NamedTuple, Optional, Tuple,
                    Union)

from . import _lib
from ._abi import (ENCODE_SETS, ERR_FORKED, ERR_INVALID_HANDLE, ERR_NO_MEMORY, ERR_PARSE,
                   ERR_TOO_LONG, ERR_UNKNOWN_ENCODING, OK)
from ._lib import OMITTED, Components, Str, String

__all__ = [
    "URL", "URLSearchParams", "URLError", "ForkedProcessError", "WhatwgURLError",
    "ParsedURL", "ParsedBatch", "ValidationReport", "parse_many", "can_parse", "domain_to_ascii",
    "domain_to_unicode", "host_parse", "percent_encode", "percent_decode", "public_suffix",
    "registrable_domain", "validate", "library_version", "ENCODE_SETS",
]

_L = _lib.lib
_string_at = ctypes.string_at

_ATTRS = ("href", "protocol", "username", "password", "host", "hostname", "port",
          "pathname", "search", "hash")



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


def library_version() -> str:
    """The C library's version, "MAJOR.MINOR.PATCH"."""
    return _L.wurl_version().decode()


def _validation_name(kind: int) -> Optional[str]:
    if kind == 0 or "wurl_validation_error_name" in _lib.missing:
        return None
    return _L.wurl_validation_error_name(kind).decode()


# ---- URL ------------------------------------------------------------------
#
# A URL is what the engine makes of it: its href and the offsets of its
# components in the href. URL(s) makes ONE foreign call, which writes both
# into this thread's buffer (wurl_parse_to); the object then holds
#     _p = (href, c)
# with c = (len(href), scheme_end, username_start, username_end,
# password_start, password_end, host_start, host_end, port_start, port_end,
# path_start, query_start, fragment_start, port, host_type, scheme_type,
# has_opaque_path), one tuple replaced as a whole, so a reader on another
# thread always sees an href and offsets that belong together. Getters slice
# the href in Python: an href is ASCII (the URL serializer writes nothing
# else; the decode below is strict and would raise otherwise), so its byte
# offsets are its str indices. No C handle, nothing to free, no finalizer.
#
# Setters, search_params, origin and the other operations of the engine need
# a C handle: the first of them makes one from the href (a parse of a
# canonical href, the engine's fast path) and the URL keeps it, with a lock,
# in a _Handle that frees it when the URL goes (or at close()).

_fast = _lib.fast
_parse_to = _fast.wurl_parse_to
_parse_to_with_base = _fast.wurl_parse_to_with_base
_TARGET_SIZE = ctypes.sizeof(_lib.ParseTarget)
_unpack_target = struct.Struct(_lib.TARGET_FMT).unpack_from
_pack_components = struct.Struct("@" + _lib.COMPONENTS_READ_FMT).pack
assert struct.calcsize(_lib.TARGET_FMT) <= _TARGET_SIZE, "wurl_parse_target layout"
assert struct.calcsize("@" + _lib.COMPONENTS_READ_FMT) == ctypes.sizeof(Components)
_INT_MAX = 0x7FFFFFFF  # lengths up to this cross as plain ints (see _lib.fast)
_tls = threading.local()


def _new_block(cap: int) -> Tuple[Any, int]:
    """This thread's buffer, (block, cap): a wurl_parse_target followed by cap
    bytes for the href, its buf pointing there."""
    blk = (ctypes.c_char * (_TARGET_SIZE + cap))()
    t = _lib.ParseTarget.from_buffer(blk)
    t.buf = ctypes.addressof(blk) + _TARGET_SIZE
    t.cap = cap
    st = _tls.st = (blk, cap)
    return st


def _size_arg(n: int) -> Any:
    return n if n <= _INT_MAX else c_size_t(n)


def _parse_p(b: bytes, base: Union[str, bytes, "URL", None]) -> Union[tuple, int]:
    """(href, c) for the encoded input b against base, or the failing status.
    (URL.__init__ has its own copy of the common case: no base.)"""
    try:
        blk, cap = _tls.st
    except AttributeError:
        blk, cap = _new_block(4096)
    while True:
        if base is None:
            st = _parse_to(b, _size_arg(len(b)), blk)
        elif isinstance(base, URL):
            bh, bc = base._p
            bb = bh.encode("ascii")
            st = _parse_to_with_base(b, _size_arg(len(b)), bb, _size_arg(len(bb)),
                                     _pack_components(*bc[1:]), blk)
        else:
            bb = _enc(base)
            st = _parse_to_with_base(b, _size_arg(len(b)), bb, _size_arg(len(bb)), None, blk)
        if st:
            return st
        c = _unpack_target(blk)
        n = c[0]
        if n < cap:
            return (blk[_TARGET_SIZE:_TARGET_SIZE + n].decode("ascii"), c)
        blk, cap = _new_block(max(2 * cap, n + 1))  # too small: grow, parse again


def _read_handle(h: int) -> tuple:
    """(href, c) of a C handle (wurl_get_to: no Go, works after fork)."""
    try:
        blk, cap = _tls.st
    except AttributeError:
        blk, cap = _new_block(4096)
    while True:
        st = _L.wurl_get_to(h, blk)
        if st:
            _raise(st)
        c = _unpack_target(blk)
        n = c[0]
        if n < cap:
            return (blk[_TARGET_SIZE:_TARGET_SIZE + n].decode("ascii"), c)
        blk, cap = _new_block(max(2 * cap, n + 1))


def _handle_from_href(href: str) -> int:
    b = href.encode("ascii")
    h = c_void_p()
    st = _L.wurl_parse(b, len(b), None, 0, byref(h))
    if st:
        _raise(st)
    return h.value


class _Handle:
    """The C handle of a URL that has needed one, its lock (every use of h
    and every change of the URL's _p happens under it), and the URL's live
    search params (a weakref). Frees h when the URL lets go of it."""

    __slots__ = ("h", "lock", "sp", "closed")

    def __init__(self, h: Optional[int] = None) -> None:
        self.h = h
        self.lock = threading.Lock()
        self.sp: Optional[weakref.ref] = None
        self.closed = False

    def __del__(self, _free: Any = _L.wurl_free) -> None:
        h, self.h = self.h, None
        if h is not None:
            _free(h)


_handle_lock = threading.Lock()  # makes each URL's _Handle exactly once


def _url_from_p(p: tuple, h: Optional[int] = None) -> "URL":
    u = URL.__new__(URL)
    u._p = p
    u._m = _Handle(h) if h is not None else None
    return u


class _Getters:
    """The getters of section 6.1 over _p = (href, c): pure slicing."""

    __slots__ = ()
    _p: tuple

    @property
    def href(self) -> str:
        return self._p[0]

    @property
    def protocol(self) -> str:
        h, c = self._p
        return h[:c[1] + 1]

    @property
    def username(self) -> str:
        h, c = self._p
        return h[c[2]:c[3]]

    @property
    def password(self) -> str:
        h, c = self._p
        return h[c[4]:c[5]]

    @property
    def host(self) -> str:
        h, c = self._p
        return h[c[6]:c[9] if c[13] >= 0 else c[7]]

    @property
    def hostname(self) -> str:
        h, c = self._p
        return h[c[6]:c[7]]

    @property
    def port(self) -> str:
        h, c = self._p
        return h[c[8]:c[9]]

    @property
    def pathname(self) -> str:
        h, c = self._p
        end = c[11] if c[11] != OMITTED else (c[12] if c[12] != OMITTED else c[0])
        return h[c[10]:end]

    @property
    def search(self) -> str:
        h, c = self._p
        qs = c[11]
        if qs == OMITTED:
            return ""
        end = c[12] if c[12] != OMITTED else c[0]
        return h[qs:end] if end - qs > 1 else ""

    @property
    def hash(self) -> str:
        h, c = self._p
        fs = c[12]
        if fs == OMITTED or fs + 1 >= c[0]:
            return ""
        return h[fs:]

    @property
    def port_number(self) -> Optional[int]:
        """The port as a number, None when the port is null."""
        port = self._p[1][13]
        return None if port < 0 else port

    @property
    def has_opaque_path(self) -> bool:
        return bool(self._p[1][16])

    def __str__(self) -> str:
        return self._p[0]


class URL(_Getters):
    """A URL (section 6.1, the URL class). URL(input, base=None) parses input
    against base (a str or a URL) and raises URLError when it fails."""

    __slots__ = ("_p", "_m", "__weakref__")

    def __init__(self, input: Union[str, bytes], base: Union[str, bytes, "URL", None] = None
                 ) -> None:
        self._m: Optional[_Handle] = None
        if type(input) is str:
            try:
                b = input.encode()
            except UnicodeEncodeError:
                b = _enc(input)
        else:
            b = _enc(input)
        if base is None:
            # _parse_p's common case inline: the call is most of the cost.
            try:
                blk, cap = _tls.st
            except AttributeError:
                blk, cap = _new_block(4096)
            n = len(b)
            if n <= _INT_MAX:
                st = _parse_to(b, n, blk)
                if not st:
                    c = _unpack_target(blk)
                    if c[0] < cap:
                        self._p = (blk[_TARGET_SIZE:_TARGET_SIZE + c[0]].decode("ascii"), c)
                        return
                elif st == ERR_PARSE:
                    _raise(st, input if isinstance(input, str) else repr(input))
        # The rest (a base, a huge input, an href larger than the buffer, other
        # statuses) takes the general path.
        p = _parse_p(b, base)
        if type(p) is int:
            if p == ERR_PARSE:
                raise _parse_error(input, base)
            _raise(p, input if isinstance(input, str) else repr(input))
        self._p = p

    @classmethod
    def _from_handle(cls, h: int) -> "URL":
        """A URL that takes over the C handle h."""
        try:
            p = _read_handle(h)
        except BaseException:
            _L.wurl_free(h)
            raise
        return _url_from_p(p, h)

    @classmethod
    def parse(cls, input: Union[str, bytes], base: Union[str, bytes, "URL", None] = None
              ) -> Optional["URL"]:
        """URL.parse(): the URL, or None when input does not parse."""
        p = _parse_p(_enc(input), base)
        if type(p) is int:
            if p == ERR_PARSE:
                return None
            _raise(p, input if isinstance(input, str) else None)
        u = cls.__new__(cls)
        u._p = p
        u._m = None
        return u

    @staticmethod
    def can_parse(input: Union[str, bytes], base: Union[str, bytes, "URL", None] = None
                  ) -> bool:
        """URL.canParse()."""
        return can_parse(input, base)

    @classmethod
    def parse_with_encoding(cls, input: Union[str, bytes], encoding: str,
                            base: Union[str, bytes, "URL", None] = None) -> "URL":
        """Parses with an encoding override for the query (section 4.4), as a
        document in that encoding does; encoding is an Encoding Standard label.
        Raises LookupError for an unknown label, URLError when it fails."""
        f = _L.wurl_parse_with_encoding
        b, e = _enc(input), _enc(encoding)
        bb = _base_bytes(base)
        h = c_void_p()
        st = f(b, len(b), bb, 0 if bb is None else len(bb), e, len(e), byref(h))
        if st == ERR_PARSE:
            raise _parse_error(input, base)
        if st:
            _raise(st, encoding if st == ERR_UNKNOWN_ENCODING else input)
        return cls._from_handle(h.value)

    # -- the C handle, for what needs the engine

    def _state(self) -> _Handle:
        m = self._m
        if m is None:
            with _handle_lock:
                m = self._m
                if m is None:
                    m = self._m = _Handle()
        return m

    def _handle(self, m: _Handle) -> int:
        """m's handle, made now if need be; call with m.lock held."""
        if m.closed:
            raise ValueError("whatwgurl: operation on a closed URL")
        if m.h is None:
            m.h = _handle_from_href(self._p[0])
        return m.h

    def close(self) -> None:
        """Frees the URL's C handle, if it has one, now. The getters keep
        working (they read Python copies); setters, search_params and the
        other operations that need the engine then raise ValueError."""
        m = self._state()
        with m.lock:
            h, m.h = m.h, None
            m.closed = True
            if h is not None:
                _L.wurl_free(h)

    def __enter__(self) -> "URL":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- setters: through the handle, then the new href and offsets read back

    def _set(self, attr: int, value: Union[str, bytes]) -> bool:
        v = _enc(value)
        changed = c_bool()
        m = self._state()
        with m.lock:
            h = self._handle(m)
            st = _L.wurl_set(h, attr, v, len(v), byref(changed))
            if changed.value:
                self._p = _read_handle(h)
        if st:
            _raise(st, value if isinstance(value, str) else None)
        return changed.value

    @_Getters.href.setter
    def href(self, value: str) -> None:
        self._set(0, value)

    @_Getters.protocol.setter
    def protocol(self, value: str) -> None:
        self._set(1, value)

    @_Getters.username.setter
    def username(self, value: str) -> None:
        self._set(2, value)

    @_Getters.password.setter
    def password(self, value: str) -> None:
        self._set(3, value)

    @_Getters.host.setter
    def host(self, value: str) -> None:
        self._set(4, value)

    @_Getters.hostname.setter
    def hostname(self, value: str) -> None:
        self._set(5, value)

    @_Getters.port.setter
    def port(self, value: Union[str, int]) -> None:
        self._set(6, str(value) if isinstance(value, int) else value)

    @_Getters.pathname.setter
    def pathname(self, value: str) -> None:
        self._set(7, value)

    @_Getters.search.setter
    def search(self, value: str) -> None:
        self._set(8, value)

    @_Getters.hash.setter
    def hash(self, value: str) -> None:
        self._set(9, value)

    @property
    def search_params(self) -> "URLSearchParams":
        """The URL's own, live URLSearchParams: changing it changes the URL's
        query, and setting the URL's search changes what it reads."""
        m = self._state()
        sp = m.sp() if m.sp is not None else None
        if sp is None:
            with m.lock:
                sp = m.sp() if m.sp is not None else None
                if sp is None:
                    p = _L.wurl_get_search_params(self._handle(m))
                    if not p:
                        raise MemoryError("whatwgurl: out of memory")
                    sp = URLSearchParams._owned_by(self, m, p)
                    m.sp = weakref.ref(sp)
        return sp

    # -- other capabilities (through the handle)

    def _owned(self, fname: str, found: bool = False) -> Optional[str]:
        f = getattr(_L, fname)
        out = String()
        m = self._state()
        if found:
            ok = c_bool()
            with m.lock:
                st = f(self._handle(m), byref(out), byref(ok))
            if st:
                _raise(st)
            return _take(out) if ok.value else None
        with m.lock:
            st = f(self._handle(m), byref(out))
        if st:
            _raise(st)
        return _take(out)

    @property
    def origin(self) -> str:
        """The serialized origin ("null" for an opaque origin)."""
        return self._owned("wurl_get_origin")  # type: ignore[return-value]

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

    def equals(self, other: Union["URL", "ParsedURL"], exclude_fragments: bool = False
               ) -> bool:
        """URL equivalence (section 4.6): the serializations are equal, both
        without their fragments when exclude_fragments (false by default, as
        in the Standard). TypeError when other is not a URL or ParsedURL."""
        if not isinstance(other, (URL, ParsedURL)):
            raise TypeError(f"URL.equals() takes a URL or a ParsedURL, not "
                            f"{type(other).__name__}")
        a, b = self._p[0], other._p[0]
        if exclude_fragments:
            a, b = a.partition("#")[0], b.partition("#")[0]
        return a == b

    def to_json(self) -> str:
        return self._p[0]

    # -- Python protocols

    def __repr__(self) -> str:
        return f"URL({self._p[0]!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (URL, ParsedURL)):
            return NotImplemented
        return self._p[0] == other._p[0]

    # Mutable (the setters change the href): a URL hashed by its href would
    # be lost from a dict or set after a setter. ParsedURL is hashable.
    __hash__ = None  # type: ignore[assignment]

    def __copy__(self) -> "URL":
        return _url_from_p(self._p)  # independent: it gets a handle of its own if it needs one

    def __deepcopy__(self, memo: Dict[int, Any]) -> "URL":
        return self.__copy__()

    def __reduce__(self) -> Tuple[Any, ...]:
        return (URL, (self._p[0],))


# ---- functions --------------------------------------------------------------


def can_parse(input: Union[str, bytes], base: Union[str, bytes, URL, None] = None) -> bool:
    """URL.canParse(): whether input parses against base."""
    _check_fork()
    b = _enc(input)
    bb = _base_bytes(base)
    if bb is None:
        return bool(_L.wurl_can_parse(b, len(b), None, 0))
    return bool(_L.wurl_can_parse(b, len(b), bb, len(bb)))


def _base_bytes(base: Union[str, bytes, URL, None]) -> Optional[bytes]:
    """A base as the calls that take it as a string want it: a URL (or a
    ParsedURL) gives its href."""
    if base is None:
        return None
    if isinstance(base, _Getters):
        return base._p[0].encode("ascii")
    return _enc(base)


def _parse_error(input: Union[str, bytes], base: Union[str, bytes, URL, None]) -> URLError:
    """The error of a parse of input against base that failed: it names the
    base when the base is a string that is not a URL (the URL constructor's
    step 2 fails before the input is read), else the input."""
    if base is not None and not isinstance(base, _Getters) and not can_parse(base):
        return URLError(f"Invalid base URL: {base!r}",
                        base if isinstance(base, str) else repr(base))
    return URLError(f"Invalid URL: {input!r}", input if isinstance(input, str) else repr(input))


def domain_to_ascii(domain: Union[str, bytes], be_strict: bool = False) -> str:
    """Domain to ASCII (section 3.3); URLError when the domain cannot be converted."""
    f = _L.wurl_domain_to_ascii
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
    f = _L.wurl_domain_to_unicode
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
    f = _L.wurl_host_parse
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
    f = _L.wurl_percent_encode
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
    f = _L.wurl_percent_decode
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
    f = getattr(_L, fname)
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


def validate(input: Union[str, bytes], base: Union[str, bytes, URL, None] = None
             ) -> ValidationReport:
    """Parses input, collecting every validation error (section 1.1)."""
    f = _L.wurl_validate
    b = _enc(input)
    bb = _base_bytes(base)
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
                # WebIDL's sequence<sequence<USVString>>: a string is not a
                # sequence there, so "ab" is not the pair ("a", "b").
                if isinstance(pair, (str, bytes, bytearray)):
                    raise TypeError("URLSearchParams: each pair must be a sequence of two "
                                    f"strings, not a {type(pair).__name__}")
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
    def _owned_by(cls, url: URL, m: _Handle, p: int) -> "URLSearchParams":
        sp = cls.__new__(cls)
        sp._p = p
        sp._url = url  # keeps the URL, whose handle owns p, alive
        sp._lock = m.lock  # calls on it change the URL's handle
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
        if self._p is None or (self._url is not None and self._url._m.closed):
            raise ValueError("whatwgurl: operation on a closed URLSearchParams")
        return self._p

    def _change(self, fn: Any, *args: Any) -> None:
        with self._lock:
            st = fn(self._handle(), *args)
            if self._url is not None:  # the URL's new href and offsets
                self._url._p = _read_handle(self._url._m.h)
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
        f = _L.wurl_search_params_to_string_with_encoding
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


class ParsedURL(_Getters):
    """One result of parse_many(): an immutable URL record (its href and
    component offsets) with the URL class's getters. to_url() makes a URL."""

    __slots__ = ("_p",)

    def __init__(self, href: str, c: tuple) -> None:
        self._p = (href, c)

    def to_url(self) -> URL:
        return _url_from_p(self._p)

    def __repr__(self) -> str:
        return f"ParsedURL({self._p[0]!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (ParsedURL, URL)):
            return self._p[0] == other._p[0]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._p[0])

    def __reduce__(self) -> Tuple[Any, ...]:
        return (ParsedURL, self._p)


_RECORD = struct.Struct(_lib.BATCH_RECORD_FMT)
assert _RECORD.size == ctypes.sizeof(_lib.BatchResult), "wurl_batch_result layout"
_new_parsed = ParsedURL.__new__


class ParsedBatch(Sequence):
    """What parse_many() gives: a read-only sequence of ParsedURL (None where
    an input is not a URL), in input order. It is lazy: the results stay in
    the library's memory (one block, freed when this object goes) and an item
    becomes a Python object when it is read. .hrefs gives every href at once
    (the cheapest way to read them all). Safe to read from several threads;
    works in a forked child (no call into the engine)."""

    __slots__ = ("_b", "_n", "_joined", "_recs", "_text", "_start")

    def __init__(self) -> None:
        raise TypeError("ParsedBatch is made by parse_many()")

    @classmethod
    def _new(cls, b: int, joined: bool) -> "ParsedBatch":
        self = object.__new__(cls)
        self._b = b
        self._n = _L.wurl_batch_size(b)
        self._joined = joined
        self._recs = None
        self._text = None
        self._start = 0
        return self

    def __del__(self, _free: Any = _L.wurl_batch_free) -> None:
        b = getattr(self, "_b", None)
        if b:
            self._b = None
            self._recs = None
            _free(b)

    def _records(self) -> memoryview:
        """The results array, in the library's memory (valid while self is)."""
        recs = self._recs
        if recs is None:
            size = self._n * _RECORD.size
            ptr = _L.wurl_batch_results(self._b) if size else None
            recs = memoryview((ctypes.c_char * size).from_address(ptr) if ptr
                              else b"").cast("B")
            self._recs = recs
        return recs

    def _hrefs_text(self) -> str:
        """The href block, decoded once (ASCII: see the URL section)."""
        text = self._text
        if text is None:
            block = _L.wurl_batch_hrefs(self._b)
            self._start = block.data or 0
            text = _string_at(block.data, block.len).decode("ascii") if block.len else ""
            self._text = text
        return text

    def __len__(self) -> int:
        return self._n

    def _item(self, rec: tuple, text: str) -> Optional[ParsedURL]:
        if rec[0] != OK:
            return None
        off = rec[1] - self._start
        u = _new_parsed(ParsedURL)
        u._p = (text[off:off + rec[2]], rec[2:])
        return u

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._n))]
        i = operator.index(i)
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("ParsedBatch index out of range")
        text = self._hrefs_text()
        return self._item(_RECORD.unpack_from(self._records(), i * _RECORD.size), text)

    def __iter__(self) -> Iterator[Optional[ParsedURL]]:
        text = self._hrefs_text()
        recs = self._records()
        if self._joined:
            # The href block has one entry per input: zip it with the records.
            new = _new_parsed
            for href, rec in zip(text.split("\0"), _RECORD.iter_unpack(recs)):
                if href:
                    u = new(ParsedURL)
                    u._p = (href, rec[2:])
                    yield u
                else:
                    yield None
        else:
            for rec in _RECORD.iter_unpack(recs):
                yield self._item(rec, text)

    @property
    def hrefs(self) -> List[Optional[str]]:
        """Every result's href, None where the input is not a URL."""
        if not self._joined:
            return [None if u is None else u._p[0] for u in self]
        if self._n == 0:
            return []
        out: List[Optional[str]] = self._hrefs_text().split("\0")  # type: ignore[assignment]
        out.pop()  # the block ends with a NUL
        # Failures are empty entries (an href never is): found by C-level scans.
        i = -1
        try:
            while True:
                i = out.index("", i + 1)
                out[i] = None
        except ValueError:
            pass
        return out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (ParsedBatch, list, tuple)):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    # The batch owns one block of C memory, freed when it dies, and never
    # changes: a copy is the batch itself (as for a tuple). The default copy
    # and pickle would carry the raw pointer into a second owner, which frees
    # the block again or reads it after the first owner freed it.
    def __copy__(self) -> "ParsedBatch":
        return self

    def __deepcopy__(self, memo: Dict[int, Any]) -> "ParsedBatch":
        return self

    def __reduce__(self) -> Tuple[Any, ...]:
        raise TypeError("a ParsedBatch holds C memory and cannot be pickled; pickle "
                        "list(batch) (ParsedURL objects) or batch.hrefs instead")

    def __repr__(self) -> str:
        return f"<ParsedBatch of {self._n} results>"


def _batch_by_pointers(urls: Sequence[Any], bb: Optional[bytes]) -> Tuple[int, int]:
    """wurl_parse_batch over an array of inputs: the safe path for inputs
    that are not str or that contain a NUL."""
    encoded = [_enc(u) for u in urls]
    n = len(encoded)
    ptrs = (c_char_p * n)(*encoded)
    lens = (c_size_t * n)(*map(len, encoded))
    out = c_void_p()
    st = _L.wurl_parse_batch(ptrs, lens, n, bb, 0 if bb is None else len(bb), byref(out))
    return st, out.value


def parse_many(urls: Iterable[Union[str, bytes]],
               base: Union[str, bytes, URL, None] = None) -> ParsedBatch:
    """Parses every input against base in one call into the library; gives a
    ParsedBatch: per input a ParsedURL, None where the input is not a URL.
    URLError when base is not a URL.

    The list of str is joined with NULs and encoded in one step, and the
    library splits it again (wurl_parse_joined), so the per-input work in
    Python is the join; inputs that are not str or that contain a NUL take a
    slower, per-input path with the same results."""
    if not isinstance(urls, (list, tuple)):
        urls = list(urls)
    n = len(urls)
    bb = _base_bytes(base)
    data = _join(urls) if n else None
    b = None
    if data is not None:
        out = c_void_p()
        st = _L.wurl_parse_joined(data, len(data), 0, bb, 0 if bb is None else len(bb),
                                  byref(out))
        b = out.value
        if st == OK and _L.wurl_batch_size(b) != n:  # an input held a NUL
            _L.wurl_batch_free(b)
            b = None
    joined = b is not None
    if not joined:
        st, b = _batch_by_pointers(urls, bb)
    if st == ERR_PARSE:  # a batch fails as a whole only when the base does
        raise URLError(f"Invalid base URL: {base!r}",
                       base if isinstance(base, str) else repr(base))
    if st:
        _raise(st)
    return ParsedBatch._new(b, joined)


_JOIN_CHUNK = 256


def _join(urls: Sequence[Any]) -> Optional[bytes]:
    """The inputs as UTF-8, NUL between them; None when one is not a str.
    Joined and encoded a chunk at a time: one non-ASCII input makes a whole
    joined str wide, whose UTF-8 encoding is several times slower than a
    copy; per chunk, only its own chunk pays."""
    parts = []
    for i in range(0, len(urls), _JOIN_CHUNK):
        try:
            s = "\0".join(urls[i:i + _JOIN_CHUNK])
        except TypeError:
            return None
        try:
            parts.append(s.encode())
        except UnicodeEncodeError:
            parts.append(_enc(s))  # lone surrogates: U+FFFD (a NUL never pairs)
    return b"\0".join(parts)
