"""A URL as the binding keeps it: a record, the tuple

    _p = (href, c)

with c = (len(href), then the component offsets, port, host type, scheme
type and opaque-path flag that _abi.COMPONENTS_READ_FMT reads), indexed by the
names of _abi (c[QUERY_START]). A record is made by ONE foreign call, which
writes the href and the components into a buffer of the pool (wurl_parse_to),
and is replaced as a whole, so a reader on another thread always sees an href
and offsets that belong together. Getters slice the href in Python: an href
is ASCII (the URL serializer writes nothing else; the href is decoded as
UTF-8, the codec Python decodes fastest, and taken only when it has as many
characters as bytes, which holds for ASCII alone), so its byte offsets are its
str indices.

What needs the engine beyond parsing (setters, search params, origin, ...)
needs a C handle: Handle holds one, with the lock that every use of it and
every change of the owner's record takes, and frees it when it goes.
"""
from __future__ import annotations

import collections
import ctypes
import struct
import threading
from ctypes import byref, c_size_t, c_void_p
from typing import Any, Deque, Optional, Tuple, Union, cast

from ._abi import (COMPONENTS_READ_FMT, HAS_OPAQUE_PATH, HOST_TYPE, HOST_TYPE_NAMES, HREF_LEN, PORT,
                   SCHEME_END)
from ._cdefs import Components, ParseTarget
from ._getters import AttributeGetters
from ._lib import fast, lib
from ._abi import EDITIONS
from ._strings import enc
from .errors import raise_status

#: A record, (href, c), as the module's docstring says.
Record = Tuple[str, Tuple[int, ...]]
#: A buffer for a parse, (view, cap, href, ref), as new_block makes it.
Buffer = Tuple[Any, int, Any, Any]

TARGET_SIZE = ctypes.sizeof(ParseTarget)
# A wurl_parse_target read in one unpack: buf and cap skipped, href_len, then
# the components the record keeps.
_TARGET = struct.Struct("@16xN" + COMPONENTS_READ_FMT)
unpack_target = _TARGET.unpack_from
# A record's components packed back as a base for wurl_parse_to_with_base
# (the derived flags it skips are ignored by the library).
_pack_components = struct.Struct("@" + COMPONENTS_READ_FMT).pack
assert _TARGET.size <= TARGET_SIZE, "wurl_parse_target layout"
#: The offset of href_is_input in a block (new_block's view reads it as an int).
HREF_IS_INPUT = ParseTarget.href_is_input.offset
assert struct.calcsize("@" + COMPONENTS_READ_FMT) == ctypes.sizeof(Components)
INT_MAX = 0x7FFFFFFF  # lengths up to this cross as plain ints (see _lib.fast)
_WRAP = 1 << 32


def widen(c: Tuple[int, ...]) -> Tuple[int, ...]:
    """The components c as read (COMPONENTS_READ_FMT reads the offsets as
    signed ints), with the offsets of an href of 2 GiB or more made whole
    again: one of 2^31 or more reads negative, below -1 (OMITTED, which no
    offset reaches). Only such an href needs it (c[HREF_LEN] > INT_MAX)."""
    return (c[:SCHEME_END] + tuple(v + _WRAP if v < -1 else v for v in c[SCHEME_END:PORT])
            + c[PORT:])


def narrow(c: Tuple[int, ...]) -> Tuple[int, ...]:
    """The components of a record as COMPONENTS_READ_FMT packs them: widen
    undone."""
    if c[HREF_LEN] <= INT_MAX:
        return c[SCHEME_END:C_LEN]
    return tuple(v - _WRAP if v > INT_MAX else v for v in c[SCHEME_END:PORT]) + c[PORT:C_LEN]
# The buffers free for a parse, each a Buffer as new_block makes it. A
# parse takes one (pop) and puts it back (append) once it has read it, both
# atomic, so no two parses share one: not two threads, nor a parse
# and one that a finalizer or signal handler runs on the same thread between
# the foreign call and the read. There are as many as parses ever ran at
# once. (Cheaper than a threading.local: ~200 instructions per URL() under
# callgrind; a list would shrink and regrow its storage at each pop.) No
# buffer of the pool holds more than INT_MAX bytes (give_back), so an href
# read from one needs no widen.
pool: Deque[Buffer] = collections.deque()
EDITION_NAMES = {v: k for k, v in EDITIONS.items()}
# The items of a record's c; a record of an edition other than the default
# has that edition (a wurl_edition) as one more item.
C_LEN = len(unpack_target(bytes(TARGET_SIZE)))


def new_block(cap: int) -> Buffer:
    """A buffer for a parse, (view, cap, href, ref): a block, a
    wurl_parse_target followed by cap bytes for the href, its buf pointing
    there; view, a memoryview of the block's bytes (format "B"), which
    unpack_target reads (a struct unpack asks a memoryview for its buffer
    for less than a ctypes array: ~60 instructions per URL() under
    callgrind) and whose item HREF_IS_INPUT is the target's href_is_input,
    as an int; href, those cap
    bytes as a char array of their own (slicing it costs less than slicing
    the block at an offset); and ref, byref(block), made once, which a
    foreign call takes as it is (the block passed itself is converted into
    a new such argument at each call: ~120 instructions per URL()). ref
    and view keep the block alive."""
    blk = (ctypes.c_char * (TARGET_SIZE + cap))()
    t = ParseTarget.from_buffer(blk)
    t.buf = ctypes.addressof(blk) + TARGET_SIZE
    t.cap = cap
    return (memoryview(blk).cast("B"), cap, (ctypes.c_char * cap).from_buffer(blk, TARGET_SIZE),
            byref(blk))


def _size_arg(n: int) -> Any:
    return n if n <= INT_MAX else c_size_t(n)


def record_in(buf: Buffer, ed: int) -> Tuple[Optional[Record], int]:
    """The record written into the buffer buf, of the edition ed (0: none
    recorded), or None when the href did not fit; and the href's length.
    ValueError if the href is not ASCII (see above)."""
    view, cap, hv, _ = buf
    c = unpack_target(view)
    n = c[HREF_LEN]
    if n >= cap:
        return None, n
    if n > INT_MAX:
        c = widen(c)
    h = hv[:n].decode()
    if len(h) != n:
        raise not_ascii(h)
    if ed:
        c += (ed,)
    return (h, c), n


def not_ascii(h: str) -> ValueError:
    """The error of an href that is not ASCII (the URL serializer writes
    nothing else)."""
    return ValueError(f"whatwgurl: the library wrote an href that is not ASCII: {h!r}")


def give_back(buf: Buffer) -> None:
    """Puts a buffer back in the pool, unless it holds more than INT_MAX
    bytes (see pool)."""
    if buf[1] <= INT_MAX:
        pool.append(buf)


def take_block() -> Buffer:
    """A buffer of the pool, or a new one; give it back with give_back."""
    try:
        return pool.pop()
    except IndexError:
        return new_block(4096)


def parse_record(b: bytes, base: Any, ed: int = 0) -> Union[Record, int]:
    """The record of the encoded input b parsed against base (None, a str or
    bytes, or a Getters object, whose record goes in as it is) in the edition
    ed (a wurl_edition), or the failing status. (URL.__init__ has its own
    copy of the common case.)"""
    buf = take_block()
    try:
        while True:
            st = _parse_to(b, base, ed, buf[3])
            if st:
                return st
            r, n = record_in(buf, ed)
            if r is not None:
                return r
            buf = new_block(max(2 * buf[1], n + 1))  # too small: grow, parse again
    finally:
        give_back(buf)


def _parse_to(b: bytes, base: Any, ed: int, ref: Any) -> int:
    """The status of the parse of b against base in the edition ed into the
    block of a buffer (ref: its byref)."""
    if ed:
        bb = bc = None
        if isinstance(base, Getters):
            bh, bcs = base._p
            bb, bc = bh.encode("ascii"), _pack_components(*narrow(bcs))
        elif base is not None:
            bb = enc(base)
        return lib.wurl_parse_to_edition(b, len(b), bb, 0 if bb is None else len(bb), bc, ed, ref)
    if base is None:
        return fast.wurl_parse_to(b, _size_arg(len(b)), ref)
    if isinstance(base, Getters):
        bh, bcs = base._p
        bb = bh.encode("ascii")
        return fast.wurl_parse_to_with_base(b, _size_arg(len(b)), bb, _size_arg(len(bb)),
                                            _pack_components(*narrow(bcs)), ref)
    bb = enc(base)
    return fast.wurl_parse_to_with_base(b, _size_arg(len(b)), bb, _size_arg(len(bb)), None, ref)


def read_handle(h: Optional[int], ed: int = 0) -> Record:
    """The record of a C handle (wurl_get_to: no Go, works after fork), of
    the edition ed, the handle's; ValueError for None (NULL: closed)."""
    buf = take_block()
    try:
        while True:
            st = lib.wurl_get_to(h, buf[3])
            if st:
                raise_status(st)
            r, n = record_in(buf, ed)
            if r is not None:
                return r
            buf = new_block(max(2 * buf[1], n + 1))
    finally:
        give_back(buf)


def handle_from_href(href: str, ed: int = 0) -> int:
    """A new C handle for a URL's href (a canonical href: the engine's fast
    path) that keeps the edition ed for its setters."""
    b = href.encode("ascii")
    h = c_void_p()
    st = lib.wurl_parse_edition(b, len(b), None, 0, ed, byref(h))
    if st:
        raise_status(st)
    return cast(int, h.value)  # not NULL: the parse succeeded


class Handle:
    """The C handle of a URL that has needed one, its lock (every use of h
    and every change of the URL's record happens under it), and the URL's
    live search params (a weakref). Frees h when the URL lets go of it."""

    __slots__ = ("h", "lock", "sp", "closed")

    def __init__(self, h: Optional[int] = None) -> None:
        self.h = h
        self.lock = threading.Lock()
        self.sp: Optional[Any] = None
        self.closed = False

    # lib is a default argument: the module's globals may be gone at exit.
    def __del__(self, _lib: Any = lib) -> None:
        h, self.h = self.h, None
        if h is not None:
            _lib.wurl_free(h)


class Getters(AttributeGetters):
    """The getters of section 6.1 over the record _p: pure slicing (the
    generated AttributeGetters), and what the record says beside them."""

    __slots__ = ()
    _p: Record

    @property
    def port_number(self) -> Optional[int]:
        """The port as a number, None when the port is null."""
        port = self._p[1][PORT]
        return None if port < 0 else port

    @property
    def host_type(self) -> str:
        """What the host is: "domain", "ipv4", "ipv6", "opaque" or "empty"
        (the kinds of section 3.1), or "none" when the host is null."""
        return HOST_TYPE_NAMES[self._p[1][HOST_TYPE]]

    @property
    def has_opaque_path(self) -> bool:
        """Whether the path is opaque (a URL such as "mailto:x" or "data:,")."""
        return bool(self._p[1][HAS_OPAQUE_PATH])

    @property
    def edition(self) -> str:
        """The edition of the Standard the URL was parsed with: "2025" or "2026"."""
        c = self._p[1]
        return EDITION_NAMES[c[C_LEN] if len(c) > C_LEN else 0]

    def __str__(self) -> str:
        return self._p[0]
