"""URLSearchParams (section 6.2): a standalone list of name-value pairs, or a
URL's own, whose changes run the Standard's update steps on the URL's query."""
from __future__ import annotations

import threading
from collections.abc import Sequence
from ctypes import POINTER, byref, c_bool, c_size_t, c_void_p
from typing import (TYPE_CHECKING, Any, Dict, Iterable, Iterator, List, Mapping, Optional,
                    Tuple, Union)

from ._abi import OK
from ._cdefs import Str
from ._lib import lib
from ._record import Handle, read_handle
from .editions import record_edition
from ._strings import enc, view
from . import _fork
from .errors import raise_status

if TYPE_CHECKING:
    from .url import URL


class URLSearchParams:
    """URLSearchParams (section 6.2). URLSearchParams(init) takes a str (one
    leading "?" is skipped), a mapping, an iterable of (name, value) pairs or
    another URLSearchParams. Iterating gives the (name, value) pairs.

    Mapping-like as well: keys() gives every pair's name (a name appears as
    often as it has pairs), params[name] its first value (as get(); KeyError
    when absent), so dict(params) holds each name's first value; get_all()
    gives all of them."""

    __slots__ = ("_p", "_url", "_lock", "__weakref__")

    def __init__(self, init: Union[str, bytes, Mapping[str, str], Iterable[Sequence[str]],
                                   "URLSearchParams", None] = "") -> None:
        self._p: Optional[int] = None
        self._url: Optional["URL"] = None
        self._lock = threading.Lock()
        pairs: Optional[List[Tuple[str, str]]] = None
        text = b""
        if init is None:
            pass
        elif isinstance(init, (str, bytes)):
            text = enc(init)
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
        st = lib.wurl_search_params_new(text, len(text), byref(p))
        if st:
            raise_status(st)
        self._p = p.value
        _fork.track(self, _fork.search_params_state)
        for k, v in pairs or ():
            self.append(k, v)

    @classmethod
    def _owned_by(cls, url: "URL", m: Handle, p: int) -> "URLSearchParams":
        sp = cls.__new__(cls)
        sp._p = p
        sp._url = url  # keeps the URL, whose handle owns p, alive
        sp._lock = m.lock  # calls on it change the URL's handle
        return sp

    def __del__(self, _lib: Any = lib) -> None:  # (a default: globals may be gone at exit)
        p = getattr(self, "_p", None)
        if p is not None and getattr(self, "_url", None) is None:
            self._p = None
            _lib.wurl_search_params_free(p)

    def close(self) -> None:
        """Frees a standalone object now (a URL's own object lives with its URL)."""
        if self._url is None:
            with self._lock:
                p, self._p = self._p, None
                if p is not None:
                    lib.wurl_search_params_free(p)

    def __enter__(self) -> "URLSearchParams":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _handle(self) -> int:
        if _fork.stale:  # made before a fork: a list of this process's library
            _fork.renew(self)
        if self._p is None or (self._url is not None and self._url._state().closed):
            raise ValueError("whatwgurl: operation on a closed URLSearchParams")
        return self._p

    def _change(self, fn: Any, *args: Any) -> None:
        with self._lock:
            st = fn(self._handle(), *args)
            if self._url is not None:  # the URL's new href and offsets
                self._url._put(read_handle(self._url._state().h, record_edition(self._url._p)))
        if st:
            raise_status(st)

    def append(self, name: str, value: str) -> None:
        n, v = enc(name), enc(value)
        self._change(lib.wurl_search_params_append, n, len(n), v, len(v))

    def delete(self, name: str, value: Optional[str] = None) -> None:
        n = enc(name)
        v = None if value is None else enc(value)
        # A non-NULL pointer for the empty value: ctypes passes b"" as one.
        self._change(lib.wurl_search_params_delete, n, len(n), v, 0 if v is None else len(v))

    def set(self, name: str, value: str) -> None:
        n, v = enc(name), enc(value)
        self._change(lib.wurl_search_params_set, n, len(n), v, len(v))

    def sort(self) -> None:
        self._change(lib.wurl_search_params_sort)

    def get(self, name: str) -> Optional[str]:
        n = enc(name)
        out, found = Str(), c_bool()
        with self._lock:
            st = lib.wurl_search_params_get(self._handle(), n, len(n), byref(out), byref(found))
            value = view(out) if found.value else None
        if st:
            raise_status(st)
        return value

    def get_all(self, name: str) -> List[str]:
        n = enc(name)
        arr, count = POINTER(Str)(), c_size_t()
        with self._lock:
            st = lib.wurl_search_params_get_all(self._handle(), n, len(n), byref(arr), byref(count))
            values = [view(arr[i]) for i in range(count.value)] if st == OK else []
        if st:
            raise_status(st)
        return values

    def has(self, name: str, value: Optional[str] = None) -> bool:
        n = enc(name)
        v = None if value is None else enc(value)
        out = c_bool()
        with self._lock:
            st = lib.wurl_search_params_has(self._handle(), n, len(n), v,
                                           0 if v is None else len(v), byref(out))
        if st:
            raise_status(st)
        return out.value

    @property
    def size(self) -> int:
        n = c_size_t()
        with self._lock:
            st = lib.wurl_search_params_size(self._handle(), byref(n))
        if st:
            raise_status(st)
        return n.value

    def __len__(self) -> int:
        return self.size

    def _pairs(self) -> List[Tuple[str, str]]:
        n, name, value = c_size_t(), Str(), Str()
        out = []
        with self._lock:
            h = self._handle()
            st = lib.wurl_search_params_size(h, byref(n))
            for i in range(n.value if st == OK else 0):
                st = lib.wurl_search_params_entry(h, i, byref(name), byref(value))
                if st:
                    break
                out.append((view(name), view(value)))
        if st:
            raise_status(st)
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

    # Mapping-like: keys() and [name] make dict(params) work, one entry per
    # name holding its FIRST value, as get() gives it (get_all() has them
    # all); [name] = value is set() and del [name] is delete().
    def __getitem__(self, name: str) -> str:
        """The first value of name, as get(); KeyError when name is absent."""
        value = self.get(name)
        if value is None:
            raise KeyError(name)
        return value

    def __setitem__(self, name: str, value: str) -> None:
        """set(name, value): the first pair of name takes value, the others go."""
        self.set(name, value)

    def __delitem__(self, name: str) -> None:
        """delete(name); KeyError when name is absent."""
        if not self.has(name):
            raise KeyError(name)
        self.delete(name)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.has(name)

    def __str__(self) -> str:
        out = Str()
        with self._lock:
            st = lib.wurl_search_params_to_string(self._handle(), byref(out))
            s = view(out) if st == OK else ""
        if st:
            raise_status(st)
        return s

    def to_string(self, encoding: Optional[str] = None) -> str:
        """The serialization; with encoding (an Encoding Standard label), as a
        form submitted from a document in that encoding (section 5.2)."""
        if encoding is None:
            return str(self)
        f = lib.wurl_search_params_to_string_with_encoding
        e = enc(encoding)
        out = Str()
        with self._lock:
            st = f(self._handle(), e, len(e), byref(out))
            s = view(out) if st == OK else ""
        if st:
            raise_status(st, encoding)
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
