"""Batch parsing: parse_many() parses a list of inputs in one foreign call and
gives a lazy ParsedBatch of immutable ParsedURL records."""
from __future__ import annotations

import ctypes
import operator
import struct
from ctypes import byref, c_char_p, c_size_t, c_void_p
from itertools import compress
from typing import (Any, Dict, Iterable, Iterator, List, Optional, Sequence, SupportsIndex,
                    Tuple, Union, overload)

from ._abi import COMPONENTS_READ_FMT, ERR_PARSE, HREF_LEN, OK, STATUS_NAMES
from ._cdefs import BatchResult, Str
from ._lib import lib
from ._record import INT_MAX, Getters, widen
from ._strings import enc
from .editions import Edition, edition_value
from .errors import raise_status, validation_error_name
from .url import URL, Base, base_bytes, base_error, url_from_record

_string_at = ctypes.string_at


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
assert _RECORD.size == ctypes.sizeof(BatchResult), "wurl_batch_result layout"
# The results as an array of size_t: result i's href.len is item
# i * _STRIDE + _HREF_LEN (0 for a failed one).
_SIZE_T = ctypes.sizeof(c_size_t)
_HREF_LEN_AT = BatchResult.href.offset + Str.len.offset
_STRIDE, _HREF_LEN = _RECORD.size // _SIZE_T, _HREF_LEN_AT // _SIZE_T
assert _RECORD.size % _SIZE_T == 0 and _HREF_LEN_AT % _SIZE_T == 0
assert BatchResult.status.offset == 0 and _RECORD.size % 4 == 0
_new_parsed = ParsedURL.__new__
_STRETCH = 1024  # results whose statuses ParsedBatch._failed_rows compares at once


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
    _inputs: Optional[List[Tuple[Sequence[str], bytes]]]

    def __init__(self) -> None:
        raise TypeError("ParsedBatch is made by parse_many()")

    @classmethod
    def _new(cls, b: Optional[int], joined: bool, ed: int = 0,
             inputs: Optional[List[Tuple[Sequence[str], bytes]]] = None) -> "ParsedBatch":
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
        """One str per input, its href, "" where it failed: the href block
        split. But where a chunk of inputs (as parse_many joined them) is
        the same bytes as its stretch of the block, each of those inputs is
        its own href (a canonical input: most inputs of real data), and the
        input str itself goes in the list: no new str for it (making the
        strs is most of the cost of reading every href), and the block is
        decoded only where it differs."""
        inputs = self._inputs
        if inputs is None:
            entries = self._hrefs_text().split("\0")
            entries.pop()  # the block ends with a NUL
            return entries
        if self._b is None:  # handed over by export_c(): the block's copy
            block = self._hrefs_text().encode("ascii")
        else:
            hb = lib.wurl_batch_hrefs(self._b)
            block = _string_at(hb.data, hb.len)
        out: List[str] = []
        lens = None
        pos = i = 0
        for chunk, joined in inputs:
            k = len(chunk)
            end = pos + len(joined)
            if block.startswith(joined, pos) and block.startswith(b"\0", end) and \
                    list(map(type, chunk)).count(str) == k:  # str itself, no subclass
                out += chunk
            else:
                if lens is None:
                    lens = self._records().cast("N")[_HREF_LEN::_STRIDE]
                # An entry is its href (none where it failed) and a NUL.
                end = pos + sum(lens[i:i + k]) + k - 1
                out += block[pos:end].decode("ascii").split("\0")
            pos = end + 1
            i += k
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
    if not isinstance(urls, (list, tuple)):
        if isinstance(urls, (str, bytes, bytearray, memoryview)):
            raise TypeError(f"parse_many() takes a list (or another iterable) of URLs, not a "
                            f"{type(urls).__name__}: for one URL, use URL()")
        urls = list(urls)
    n = len(urls)
    bb = base_bytes(base)
    ed = edition_value(edition)
    joined_in = _join(urls) if n else None
    st, b, joined, chunks = OK, None, False, None
    if joined_in is not None:
        data, chunks = joined_in
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
    return ParsedBatch._new(b, joined, ed, chunks if joined else None)


# Inputs joined at a time: a chunk whose inputs are all their own hrefs
# gives them back as they are (see ParsedBatch._href_list), so smaller
# chunks match more often; 64 balances that against the cost per chunk
# (measured with callgrind on the datasets: 256 makes ~90 instructions per
# URL more, 32 no fewer).
_JOIN_CHUNK = 64


def _join(urls: Sequence[Any]) -> Optional[Tuple[bytes, List[Tuple[Sequence[str], bytes]]]]:
    """The inputs as UTF-8, NUL between them, and the chunks they were
    joined in, each (its inputs, and their UTF-8 joined: what ParsedBatch's
    hrefs compare with the href block; the batch keeps them, a copy of the
    input's text); None when one is not a str. Joined and
    encoded a chunk at a time: one non-ASCII input makes a whole joined str
    wide, whose UTF-8 encoding is several times slower than a copy; per
    chunk, only its own chunk pays."""
    parts = []
    chunks = []
    for i in range(0, len(urls), _JOIN_CHUNK):
        chunk = urls[i:i + _JOIN_CHUNK]
        try:
            s = "\0".join(chunk)
        except TypeError:
            return None
        try:
            b = s.encode()
        except UnicodeEncodeError:
            b = enc(s)  # lone surrogates: U+FFFD (a NUL never pairs)
        parts.append(b)
        chunks.append((chunk, b))
    return b"\0".join(parts), chunks

