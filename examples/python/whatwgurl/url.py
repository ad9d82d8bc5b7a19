"""The URL class (section 6.1) and URL.canParse.

A URL is a record (_record.py): parsing it is one foreign call and reading it
is slicing in Python. It gets a C handle only when a setter, search_params or
another operation of the engine needs one, and frees it when it dies (or at
the end of a `with` block, or by close()).
"""
from __future__ import annotations

import threading
import weakref
from operator import attrgetter
from ctypes import byref, c_bool, c_void_p
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Tuple, Union

from ._abi import (ATTR_HASH, ATTR_HOST, ATTR_HOSTNAME, ATTR_HREF, ATTR_PASSWORD, ATTR_PATHNAME,
                   ATTR_PORT, ATTR_PROTOCOL, ATTR_SEARCH, ATTR_USERNAME, ERR_PARSE,
                   ERR_UNKNOWN_ENCODING, HREF_LEN)
from ._cdefs import String
from ._lib import fast, lib, on_load
from ._record import (HREF_IS_INPUT, INT_MAX, Getters, Handle, Record, handle_from_href, new_block,
                      not_ascii, parse_record, pool, read_handle, unpack_target)
from ._strings import enc, shown, take
from .editions import Edition, edition_name, edition_value, record_edition
from .errors import URLError, raise_status, validation_error_name
from .search_params import URLSearchParams

# What a base may be wherever one is taken.
Base = Union[str, bytes, "URL", Getters, None]

_handle_lock = threading.Lock()  # makes each URL's Handle exactly once
# _record's pool under a name no import binds: CPython 3.11 compiles x.m() as
# a method call (no bound method made, ~450 instructions less per URL() under
# callgrind) only when no import statement bound x.
_pool = pool
# fast.wurl_parse_to as a global of this module, for URL(): a module global
# is read for less than an attribute of `fast` (~55 instructions per URL()
# under callgrind). It is fast's stand-in until the library is loaded, and
# the loaded function from then on (_bind, run by _lib.load).
_wurl_parse_to = fast.wurl_parse_to


def _bind(dll: Any) -> None:
    global _wurl_parse_to
    _wurl_parse_to = fast.wurl_parse_to


on_load.append(_bind)


# The setters: each getter of Getters (with its docstring) is given a setter
# that goes through the handle, by the loop after the class. Type checkers do
# not follow a setter added that way: they read the getters with their
# setters from AttributeAccessors, which genabi writes from the getter table.
if TYPE_CHECKING:
    from ._getters import AttributeAccessors

    class _Attributes(AttributeAccessors, Getters):
        pass
else:
    _Attributes = Getters


class URL(_Attributes):
    """A URL (section 6.1, the URL class). URL(input, base=None) parses input
    against base (a str or a URL) and raises URLError when it fails, whose
    validation_error names why and is_base says whether the base failed.
    input and a str base may also be bytes, read as UTF-8 (each invalid
    sequence as U+FFFD); every result is a str. edition="2026" parses by the
    July 2026 text of the Standard (editions.py) and the URL keeps it for its
    setters; the default is the late-2025 one."""

    # _h is _p[0], the href, in a slot of its own so that the href getter is
    # a C attrgetter (no Python frame: ~500 fewer instructions per read under
    # callgrind). _put writes both, _p first: each getter reads one of them.
    __slots__ = ("_p", "_h", "_m", "__weakref__")
    _m: Optional[Handle]

    def __init__(self, input: Union[str, bytes], base: Base = None, *,
                 edition: Edition = None) -> None:
        # _m (the C handle's state) is left unset until _state() needs it.
        if type(input) is str:
            text: Optional[str] = input
            try:
                b = input.encode()
            except UnicodeEncodeError:
                b = enc(input)
        else:
            text = None
            b = enc(input)
        if base is None and edition is None:
            # parse_record's common case inline: the call is most of the cost.
            n = len(b)
            if n <= INT_MAX:
                try:
                    view, cap, hv, ref = buf = _pool.pop()
                except IndexError:
                    view, cap, hv, ref = buf = new_block(4096)
                st = _wurl_parse_to(b, n, ref)
                if not st:
                    c = unpack_target(view)
                    n = c[HREF_LEN]
                    if n < cap:
                        if view[HREF_IS_INPUT] and text is not None:
                            # The input is its own href (so ASCII, and the
                            # str it was encoded from): no new str.
                            _pool.append(buf)
                            self._p = (text, c)
                            self._h = text
                            return
                        hb = hv[:n]
                        _pool.append(buf)
                        h = hb.decode()
                        if len(h) != n:
                            raise not_ascii(h)
                        self._p = (h, c)
                        self._h = h
                        return
                _pool.append(buf)
                if st == ERR_PARSE:
                    raise parse_error(input, None)
        ed = 0 if edition is None else edition_value(edition)
        # The rest (a base, another edition, a huge input, an href larger than
        # the buffer, other statuses) takes the general path.
        p = parse_record(b, base, ed)
        if isinstance(p, int):
            if p == ERR_PARSE:
                raise parse_error(input, base)
            raise_status(p, shown(input))
        self._p = p
        self._h = p[0]

    @classmethod
    def _from_handle(cls, h: Optional[int], ed: int = 0) -> "URL":
        """A URL that takes over the C handle h (of the edition ed)."""
        try:
            p = read_handle(h, ed)
        except BaseException:
            lib.wurl_free(h)
            raise
        return url_from_record(p, h)

    @classmethod
    def parse(cls, input: Union[str, bytes], base: Base = None, *,
              edition: Edition = None) -> Optional["URL"]:
        """URL.parse(): the URL, or None when input does not parse."""
        p = parse_record(enc(input), base, edition_value(edition))
        if isinstance(p, int):
            if p == ERR_PARSE:
                return None
            raise_status(p, shown(input))
        u = cls.__new__(cls)
        u._p = p
        u._h = p[0]
        u._m = None
        return u

    @staticmethod
    def can_parse(input: Union[str, bytes], base: Base = None, *, edition: Edition = None) -> bool:
        """URL.canParse()."""
        return can_parse(input, base, edition=edition)

    @classmethod
    def parse_with_encoding(cls, input: Union[str, bytes], encoding: str,
                            base: Base = None, *, edition: Edition = None) -> "URL":
        """Parses with an encoding override for the query (section 4.4), as a
        document in that encoding does; encoding is an Encoding Standard label.
        Raises LookupError for an unknown label, URLError when it fails."""
        b, e = enc(input), enc(encoding)
        bb = base_bytes(base)
        ed = edition_value(edition)
        h = c_void_p()
        st = lib.wurl_parse_with_encoding_edition(b, len(b), bb, 0 if bb is None else len(bb), e,
                                                  len(e), ed, byref(h))
        if st == ERR_PARSE:
            raise parse_error(input, base)
        if st:
            raise_status(st, encoding if st == ERR_UNKNOWN_ENCODING else shown(input))
        return cls._from_handle(h.value, ed)

    def _put(self, p: Record) -> None:
        """Replaces the record (a setter's, with the lock of the handle held)."""
        self._p = p
        self._h = p[0]

    # -- the C handle, for what needs the engine

    def _state(self) -> Handle:
        m = getattr(self, "_m", None)
        if m is None:
            with _handle_lock:
                m = getattr(self, "_m", None)
                if m is None:
                    m = self._m = Handle()
        return m

    def _handle(self, m: Handle) -> int:
        """m's handle, made now if need be; call with m.lock held."""
        if m.closed:
            raise ValueError("whatwgurl: operation on a closed URL")
        if m.h is None:
            m.h = handle_from_href(self._p[0], record_edition(self._p))
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
                lib.wurl_free(h)

    def __enter__(self) -> "URL":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- setters: through the handle, then the new record read back

    def _set(self, attr: int, value: Union[str, bytes]) -> bool:
        v = enc(value)
        changed = c_bool()
        m = self._state()
        with m.lock:
            h = self._handle(m)
            st = lib.wurl_set(h, attr, v, len(v), byref(changed))
            if changed.value:
                self._put(read_handle(h, record_edition(self._p)))
        if st == ERR_PARSE and attr == ATTR_HREF:
            raise parse_error(value, None)  # the href setter's failure: the new URL's
        if st:
            raise_status(st, value if isinstance(value, str) else None)
        return changed.value

    @property
    def search_params(self) -> URLSearchParams:
        """The URL's own, live URLSearchParams: changing it changes the URL's
        query, and setting the URL's search changes what it reads."""
        m = self._state()
        sp = m.sp() if m.sp is not None else None
        if sp is None:
            with m.lock:
                sp = m.sp() if m.sp is not None else None
                if sp is None:
                    p = lib.wurl_get_search_params(self._handle(m))
                    if not p:
                        raise MemoryError("whatwgurl: out of memory")
                    sp = URLSearchParams._owned_by(self, m, p)
                    m.sp = weakref.ref(sp)
        return sp

    # -- other capabilities (through the handle)

    def _owned(self, f: Callable[..., int]) -> str:
        """What f (a function of the handle and an owned-string out) gives."""
        out = String()
        m = self._state()
        with m.lock:
            st = f(self._handle(m), byref(out))
        if st:
            raise_status(st)
        return take(out)

    def _owned_or_none(self, f: Callable[..., int]) -> Optional[str]:
        """As _owned, for a function whose result may be null (a found flag)."""
        out, found = String(), c_bool()
        m = self._state()
        with m.lock:
            st = f(self._handle(m), byref(out), byref(found))
        if st:
            raise_status(st)
        return take(out) if found.value else None

    @property
    def origin(self) -> str:
        """The serialized origin ("null" for an opaque origin)."""
        return self._owned(lib.wurl_get_origin)

    @property
    def public_suffix(self) -> Optional[str]:
        """The public suffix of the host (section 3.2), or None."""
        return self._owned_or_none(lib.wurl_get_public_suffix)

    @property
    def registrable_domain(self) -> Optional[str]:
        """The registrable domain of the host (section 3.2), or None."""
        return self._owned_or_none(lib.wurl_get_registrable_domain)

    def render(self) -> str:
        """The URL for people to read (section 4.8); never parse or store it."""
        return self._owned(lib.wurl_render)

    def render_host(self) -> str:
        """The host for people to read (section 4.8)."""
        return self._owned(lib.wurl_render_host)

    def equals(self, other: Getters, exclude_fragments: bool = False) -> bool:
        """URL equivalence (section 4.6): the serializations are equal, both
        without their fragments when exclude_fragments (false by default, as
        in the Standard). TypeError when other is not a URL or ParsedURL."""
        if not isinstance(other, Getters):
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
        if not isinstance(other, Getters):  # a URL or a ParsedURL
            return NotImplemented
        return self._p[0] == other._p[0]

    # Mutable (the setters change the href): a URL hashed by its href would
    # be lost from a dict or set after a setter. ParsedURL is hashable.
    __hash__ = None  # type: ignore[assignment]

    def __copy__(self) -> "URL":
        return url_from_record(self._p)  # independent: it gets a handle of its own if it needs one

    def __deepcopy__(self, memo: Dict[int, Any]) -> "URL":
        return self.__copy__()

    def __reduce__(self) -> Tuple[Any, ...]:
        if record_edition(self._p):
            return (_unpickle, (self._p[0], edition_name(record_edition(self._p))))
        return (URL, (self._p[0],))


def _setter(attr: int) -> Callable[[URL, Any], None]:
    def fset(self: URL, value: Any) -> None:
        # A port may be given as a number (JavaScript's ToString).
        self._set(attr, str(value) if attr == ATTR_PORT and isinstance(value, int) else value)
    return fset


# href reads the slot _h (see URL.__slots__); the others slice the record.
URL.href = property(attrgetter("_h"), _setter(ATTR_HREF),  # type: ignore[assignment]
                    doc=Getters.href.__doc__)
for _name, _attr in (("protocol", ATTR_PROTOCOL),
                     ("username", ATTR_USERNAME), ("password", ATTR_PASSWORD),
                     ("host", ATTR_HOST), ("hostname", ATTR_HOSTNAME), ("port", ATTR_PORT),
                     ("pathname", ATTR_PATHNAME), ("search", ATTR_SEARCH), ("hash", ATTR_HASH)):
    setattr(URL, _name, getattr(Getters, _name).setter(_setter(_attr)))
del _name, _attr


def url_from_record(p: Record, h: Optional[int] = None) -> URL:
    """A URL over the record p, taking over the C handle h when given."""
    u = URL.__new__(URL)
    u._p = p
    u._h = p[0]
    u._m = Handle(h) if h is not None else None
    return u


def _unpickle(href: str, edition: str) -> URL:
    return URL(href, edition=edition)


def can_parse(input: Union[str, bytes], base: Base = None, *, edition: Edition = None) -> bool:
    """URL.canParse(): whether input parses against base."""
    b = enc(input)
    bb = base_bytes(base)
    ed = edition_value(edition)
    if ed:
        return bool(lib.wurl_can_parse_edition(b, len(b), bb, 0 if bb is None else len(bb), ed))
    if bb is None:
        return bool(lib.wurl_can_parse(b, len(b), None, 0))
    return bool(lib.wurl_can_parse(b, len(b), bb, len(bb)))


def base_bytes(base: Base) -> Optional[bytes]:
    """A base as the calls that take it as a string want it: a URL (or a
    ParsedURL) gives its href."""
    if base is None:
        return None
    if isinstance(base, Getters):
        return base._p[0].encode("ascii")
    return enc(base)


def base_error(base: Base) -> URLError:
    """The error of a base string that failed to parse (the URL constructor's
    step 2), said by the call that failed just now on this thread."""
    why = validation_error_name(lib.wurl_last_parse_failure().error)
    return URLError(f"Invalid base URL {base!r}: {why}", shown(base), why, is_base=True)


def parse_error(input: Union[str, bytes], base: Base) -> URLError:
    """The error of a parse of input against base that failed just now on
    this thread, with the validation error that made it fail: it names the
    base when the base string is what failed (the URL constructor's step 2
    fails before the input is read), else the input."""
    f = lib.wurl_last_parse_failure()
    if f.base:
        return base_error(base)
    why = validation_error_name(f.error)
    return URLError(f"Invalid URL {input!r}: {why}", shown(input), why)
