"""Batch parsing: parse_many() parses a list of inputs in one foreign call and
gives a lazy ParsedBatch of immutable ParsedURL records."""
from __future__ import annotations

import ctypes
import operator
import struct
from ctypes import byref, c_char_p, c_size_t, c_void_p
from itertools import compress
from typing import (Any, Callable, Dict, Iterable, Iterator, List, Optional, Sequence, SupportsIndex,
                    Tuple, Union, overload)

from ._abi import COMPONENTS_READ_FMT, ERR_PARSE, HREF_LEN, OK, STATUS_NAMES
from ._cdefs import BatchResult
from ._lib import lib
from ._record import INT_MAX, Getters, widen
from ._strings import enc
from .editions import Edition, edition_value
from .errors import raise_status, validation_error_name
from .url import URL, Base, base_bytes, base_error, url_from_record


class ParsedURL(Getters):
    """One result of parse_many(): an immutable URL record (its href and
    component offsets) with the URL class's getters. to_url() makes a URL."""

    __slots__ = ("_p",)

    def __init__(self, href: str, c: Tuple[int, ...]) -> None:
        self._p = (href, c)

    def to_url(self) -> URL:
        return url_from_record(self._p)

    def __repr__(self) -> str:
        return f"ParsedURL({self._p[0]!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Getters):  # a ParsedURL or a URL
            return self._p[0] == other._p[0]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._p[0])

    def __reduce__(self) -> Tuple[Any, ...]:
        return (ParsedURL, self._p)


# A wurl_batch_result read in one unpack: status, failure, href.data, then a
# record's components (href.len and the components _abi.COMPONENTS_READ_FMT
# reads), then padding to the struct's alignment.
_RECORD = struct.Struct("@iiPN" + COMPONENTS_READ_FMT + "0P")
# Where each starts in what _RECORD unpacks:
_STATUS, _FAILURE, _HREF_DATA, _COMPONENTS = 0, 1, 2, 3
# Where a result's href_is_input is in it (a record is a wurl_batch_result).
_IS_INPUT = BatchResult.href_is_input.offset
assert _IS_INPUT < _RECORD.size
assert _RECORD.size == ctypes.sizeof(BatchResult), "wurl_batch_result layout"
assert BatchResult.status.offset == 0 and _RECORD.size % 4 == 0
_new_parsed = ParsedURL.__new__
_STRETCH = 1024  # results whose statuses ParsedBatch._failed_rows compares at once
# ParsedBatch._hrefs_at decodes the whole href block when more than one row
# in this many is asked for; fewer are read one by one. A row read on its
# own costs about what decoding 20 hrefs costs (a memoryview slice and its
# decoding against a slice of the decoded block).
_DECODE_ALL_AT = 16


class ParsedBatch(Sequence[Optional[ParsedURL]]):
    """What parse_many() gives: a read-only sequence of ParsedURL (None where
    an input is not a URL), in input order. It is lazy: the results stay in
    the library's memory (one block, freed when this object goes) and an item
    becomes a Python object when it is read. .hrefs gives every href at once
    (the cheapest way to read them all). Safe to read from several threads;
    works in a forked child (no call into the engine)."""

    __slots__ = ("_b", "_n", "_joined", "_recs", "_text", "_start", "_arrow", "_ed", "_inputs")
    _b: Optional[int]
    _n: int
    _joined: bool
    _recs: Optional[memoryview]
    _text: Optional[str]
    _start: int
    _arrow: Any
    _ed: Tuple[int, ...]
    # The inputs as kept (see _reuse), and whether each of them is a str
    # itself (else _reuse finds the subclasses among them).
    _inputs: Optional[Tuple[Sequence[Any], bool]]

    def __init__(self) -> None:
        raise TypeError("ParsedBatch is made by parse_many()")

    @classmethod
    def _new(cls, b: Optional[int], joined: bool, ed: int = 0,
             inputs: Optional[Tuple[Sequence[Any], bool]] = None
             ) -> "ParsedBatch":
        self = object.__new__(cls)
        self._inputs = inputs
        self._ed = (ed,) if ed else ()  # what a record of this edition ends with
        self._b = b
        self._n = lib.wurl_batch_size(b)
        self._joined = joined
        self._recs = None
        self._text = None
        self._start = 0
        return self

    def __del__(self, _lib: Any = lib) -> None:  # (a default: globals may be gone at exit)
        b = getattr(self, "_b", None)
        if b:
            self._b = None
            self._recs = None
            _lib.wurl_batch_free(b)

    def _records(self) -> memoryview:
        """The results array, in the library's memory (valid while self is)."""
        recs = self._recs
        if recs is None:
            size = self._n * _RECORD.size
            ptr = lib.wurl_batch_results(self._b) if size else None
            recs = memoryview((ctypes.c_char * size).from_address(ptr) if ptr
                              else b"").cast("B")
            self._recs = recs
        return recs

    def _hrefs_text(self) -> str:
        """The href block, decoded once (hrefs are ASCII: see _record.py)."""
        text = self._text
        if text is None:
            block = lib.wurl_batch_hrefs(self._b)
            self._start = block.data or 0
            # Decoded from the library's memory, without a bytes copy first.
            text = str((ctypes.c_char * block.len).from_address(block.data), "ascii") \
                if block.len else ""
            self._text = text
        return text

    def _href_list(self) -> List[str]:
        """One str per input, its href, "" where it failed: the inputs
        themselves with the hrefs of the others put in (see _reuse), else
        the href block split."""
        reuse = self._reuse()
        if reuse is None:
            entries = self._hrefs_text().split("\0")
            entries.pop()  # the block ends with a NUL
            return entries
        inputs, rows = reuse
        out = list(inputs)
        for i, href in zip(rows, self._hrefs_at(rows)):
            out[i] = href
        return out

    def _reuse(self, changed: Optional[Callable[[], Sequence[int]]] = None
               ) -> Optional[Tuple[Sequence[Any], Sequence[int]]]:
        """The inputs parse_many joined, and the rows, in order, whose input
        cannot stand for its href: an input that is its own href (a
        canonical input: most inputs of real data) and a str itself (no
        subclass) is its href, with no new str (making the strs is most of
        the cost of reading every href); the others (failed, rewritten, a
        subclass) are read from the block. None when the batch kept no
        inputs, or its memory was handed over (no more calls on it).
        changed: what gives the rows whose href is not their input, in
        order, when not _changed_rows (columnar reads them with numpy)."""
        kept = self._inputs
        if kept is None or self._b is None:
            return None
        inputs, all_str = kept
        rows = self._changed_rows() if changed is None else changed()
        if not all_str:  # rare: find the subclasses
            rows = sorted(set(rows).union(i for i, t in enumerate(map(type, inputs))
                                          if t is not str))
        return inputs, rows

    def _changed_rows(self) -> List[int]:
        """The rows whose href is not their input (the failed ones too), in
        order: those whose result says href_is_input false (the library
        sets it exactly), found by bytes.find in the flags taken out of the
        results in one strided copy, so that the work in Python is per such
        row (0.9% of the datasets' URLs)."""
        flags = bytes(self._records()[_IS_INPUT::_RECORD.size])
        rows = []
        i = flags.find(0)
        while i >= 0:
            rows.append(i)
            i = flags.find(0, i + 1)
        return rows

    def _hrefs_at(self, rows: Sequence[int]) -> List[str]:
        """The hrefs of these rows ("" where failed): for the rows whose
        input is not their href. When they are few, each is read from the
        library's memory on its own: decoding the whole block for them
        would cost more than all of them."""
        recs = self._records()
        out = []
        if self._text is None and len(rows) * _DECODE_ALL_AT < self._n:
            block = lib.wurl_batch_hrefs(self._b)
            view = memoryview((ctypes.c_char * block.len).from_address(block.data)
                              if block.len else b"").cast("B")
            for i in rows:
                rec = _RECORD.unpack_from(recs, i * _RECORD.size)
                off = rec[_HREF_DATA] - (block.data or 0)
                out.append(str(view[off:off + rec[_COMPONENTS + HREF_LEN]], "ascii")
                           if rec[_STATUS] == OK else "")
            return out
        text = self._hrefs_text()
        for i in rows:
            rec = _RECORD.unpack_from(recs, i * _RECORD.size)
            off = rec[_HREF_DATA] - self._start
            out.append(text[off:off + rec[_COMPONENTS + HREF_LEN]] if rec[_STATUS] == OK else "")
        return out

    def __len__(self) -> int:
        return self._n

    def _item(self, rec: Tuple[Any, ...], text: str) -> Optional[ParsedURL]:
        if rec[_STATUS] != OK:
            return None
        off = rec[_HREF_DATA] - self._start
        c = rec[_COMPONENTS:]
        if c[HREF_LEN] > INT_MAX:
            c = widen(c)
        u = _new_parsed(ParsedURL)
        u._p = (text[off:off + c[HREF_LEN]], c + self._ed)
        return u

    @overload
    def __getitem__(self, i: SupportsIndex) -> Optional[ParsedURL]: ...

    @overload
    def __getitem__(self, i: slice) -> List[Optional[ParsedURL]]: ...

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
        if self._joined and len(text) <= INT_MAX:  # (else an href may need widen)
            # The href block has one entry per input: zip it with the records.
            new = _new_parsed
            ed = self._ed
            for href, rec in zip(self._href_list(), _RECORD.iter_unpack(recs)):
                if href:
                    u = new(ParsedURL)
                    u._p = (href, rec[_COMPONENTS:] + ed)
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
        out: List[Optional[str]] = self._href_list()  # type: ignore[assignment]
        for i in self._failed_rows():
            out[i] = None
        return out

    def _failed_rows(self) -> List[int]:
        """The rows whose input failed (or was missing), by their statuses
        (each result starts with its status, a C int), a stretch at a time:
        a stretch that compares equal to zeros has none (a comparison in C,
        no Python object per row)."""
        statuses = self._records().cast("i")[::_RECORD.size // 4]
        n = self._n
        zeros = memoryview(bytes(4 * min(n, _STRETCH))).cast("i")
        rows: List[int] = []
        for i in range(0, n, _STRETCH):
            part = statuses[i:i + _STRETCH]
            if part != zeros[:len(part)]:
                rows += compress(range(i, i + len(part)), part.tolist())
        return rows

    @property
    def failures(self) -> List[Optional[str]]:
        """For each input, the validation error that made it fail (section
        1.1, as URLError.validation_error names it), None where it parsed;
        the status's name ("WURL_ERR_TOO_LONG", ...) where it failed otherwise."""
        out: List[Optional[str]] = []
        for rec in _RECORD.iter_unpack(self._records()):
            st = rec[_STATUS]
            out.append(None if st == OK else
                       validation_error_name(rec[_FAILURE]) if st == ERR_PARSE else
                       STATUS_NAMES[st])
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

    # Columns (columnar.py): pyarrow.StructArray, pandas.DataFrame, {name: list}.
    def to_arrow(self) -> Any:
        from . import columnar
        return columnar.to_arrow(self)

    def to_pandas(self, index: Any = None) -> Any:
        from . import columnar
        return columnar.to_pandas(self, index)

    def to_dict(self) -> Dict[str, List[Optional[str]]]:
        from . import columnar
        return columnar.to_dict(self)


def _batch_by_pointers(urls: Sequence[Any], bb: Optional[bytes],
                       ed: int) -> Tuple[int, Optional[int]]:
    """wurl_parse_batch over an array of inputs: the safe path for inputs
    that are not str or that contain a NUL."""
    encoded = [enc(u) for u in urls]
    n = len(encoded)
    ptrs = (c_char_p * n)(*encoded)
    lens = (c_size_t * n)(*map(len, encoded))
    out = c_void_p()
    st = lib.wurl_parse_batch_edition(ptrs, lens, n, bb, 0 if bb is None else len(bb), ed,
                                      byref(out))
    return st, out.value


def parse_many(urls: Iterable[Union[str, bytes]], base: Base = None, *,
               edition: Edition = None) -> ParsedBatch:
    """Parses every input against base in one call into the library; gives a
    ParsedBatch: per input a ParsedURL, None where the input is not a URL.
    URLError when base is not a URL. edition="2026" parses by the 2026 text.

    The list of str is joined with NULs and encoded in one step, and the
    library splits it again (wurl_parse_joined), so the per-input work in
    Python is the join; inputs that are not str or that contain a NUL take a
    slower, per-input path with the same results."""
    if isinstance(urls, (list, tuple)):
        urls = list(urls)  # the batch keeps them: a copy the caller cannot change
    else:
        if isinstance(urls, (str, bytes, bytearray, memoryview)):
            raise TypeError(f"parse_many() takes a list (or another iterable) of URLs, not a "
                            f"{type(urls).__name__}: for one URL, use URL()")
        urls = list(urls)
    return _parse_owned(urls, base, edition_value(edition))


def _parse_owned(urls: Sequence[Any], base: Base, ed: int, keep: Optional[Sequence[Any]] = None
                 ) -> ParsedBatch:
    """parse_many() of a list (or a numpy object array) that is the batch's
    from now on (nothing else changes it): the batch keeps it (or keep, the
    same values in another sequence, such as a copy of the array), to give
    canonical inputs back as their hrefs. The joined inputs (as large as the
    inputs) go as soon as the library has parsed them: the results' flags
    say which inputs are their hrefs."""
    n = len(urls)
    bb = base_bytes(base)
    data, all_str = _join(urls) if n else (None, False)
    st, b, joined = OK, None, False
    if data is not None:
        out = c_void_p()
        st = lib.wurl_parse_joined_edition(data, len(data), 0, bb, 0 if bb is None else len(bb), ed,
                                           byref(out))
        b = out.value
        joined = st == OK and lib.wurl_batch_size(b) == n
        if st == OK and not joined:  # an input held a NUL
            lib.wurl_batch_free(b)
    if st == OK and not joined:
        st, b = _batch_by_pointers(urls, bb, ed)
    if st == ERR_PARSE:  # a batch fails as a whole only when the base does
        raise base_error(base)
    if st:
        raise_status(st)
    kept = (urls if keep is None else keep, all_str) if joined and data is not None else None
    return ParsedBatch._new(b, joined, ed, kept)


# Inputs joined at a time: one non-ASCII input makes its whole joined str
# wide, whose UTF-8 encoding costs several times a copy; per chunk, only
# its own chunk pays. Large enough that the cost per chunk does not count.
_JOIN_CHUNK = 256


def _join(urls: Sequence[Any]) -> Tuple[Optional[bytes], bool]:
    """The inputs (a list, or a numpy object array) as UTF-8, NUL between
    them (None when one is not a str), and whether every input is a str
    itself, not a subclass (see ParsedBatch._reuse)."""
    parts = []
    exact = 0
    for i in range(0, len(urls), _JOIN_CHUNK):
        chunk = urls[i:i + _JOIN_CHUNK]
        if type(chunk) is not list:
            # An array's chunk as a list (which str.join reads fastest),
            # made chunk by chunk: each of its objects is then read while
            # the cache still holds it, where a list of the whole array
            # first reads every object once more, from memory.
            chunk = chunk.tolist()  # type: ignore[attr-defined]
        try:
            s = "\0".join(chunk)
        except TypeError:
            return None, False
        # The types are counted here, while the join has just brought the
        # chunk's objects into the cache: a pass of its own over the whole
        # list afterwards misses the cache on every one of them.
        exact += operator.countOf(map(type, chunk), str)
        try:
            parts.append(s.encode())
        except UnicodeEncodeError:
            parts.append(enc(s))  # lone surrogates: U+FFFD (a NUL never pairs)
    return b"\0".join(parts), exact == len(urls)
