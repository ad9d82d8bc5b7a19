"""Columns of URLs: parse_many() results as Arrow arrays, pandas DataFrames
and dicts of lists, and parse_column() for a list, a pandas Series or a
pyarrow array.

    >>> from whatwgurl import parse_column
    >>> batch = parse_column(["https://EXAMPLE.com/a?q", None, "bad"])
    >>> batch.to_dict()["hostname"]
    ['example.com', None, None]

What crosses into the library is one call per column each way, through the
Arrow C Data Interface (include/whatwgurl.h, section COLUMNS):

- to_arrow(batch): wurl_batch_to_arrow exports the batch as a struct array
  (children href ... hash as utf8_view pointing into the batch's hrefs, and
  host_type as int8; null rows for inputs that failed) that pyarrow imports
  without a copy. Without pyarrow, export_c(batch) gives the exported C
  structs themselves (ctypes), for any other consumer.
- to_dict(batch) / to_pandas(batch): one wurl_batch_columns call gives each
  component as one NUL-separated text, which str.split turns into a list of
  str in one step (the per-value work of Python is the making of each str);
  to_pandas() asks for the components that repeat a lot dictionary encoded
  (distinct values and int32 codes), so it makes one str per distinct
  value; None where the input failed.
- parse_export_c(values) / parse_to_arrow(values): the same struct array as
  export_c(parse_column(values)) / to_arrow(...), in one call
  (wurl_parse_arrow_to_arrow) with no batch between, for a caller who wants
  only the columns: cheaper, and no ParsedBatch to read.
- parse_column(values): a pyarrow array is handed over as it is
  (wurl_parse_arrow reads its buffers in place); a list or a Series without
  missing values goes through parse_many; with missing values (None, NaN,
  pandas.NA) the column is built as an Arrow utf8 array in one buffer, with
  its validity bitmap, for wurl_parse_arrow, and its missing rows are null
  rows of the result.

Ownership: an exported batch belongs to its Arrow arrays (the C interface's
rule). to_arrow() keeps the pyarrow array on the ParsedBatch, so the batch
stays readable and to_arrow() gives the same array each time; export_c()
hands the memory over to whoever takes the structs, and the ParsedBatch
keeps a copy of its own results (see export_c).

pandas and numpy are needed only by to_pandas() (and a Series by pandas);
pyarrow only by to_arrow() and by parse_column() on pyarrow input. Importing
this module needs none of them.
"""
from __future__ import annotations

import ctypes
from ctypes import POINTER, byref, c_int64, c_void_p
from typing import Any, Dict, List, NoReturn, Optional, Sequence

from ._abi import ERR_PARSE, OK
from ._cdefs import (ARRAY_RELEASE, SCHEMA_RELEASE, ArrowArray, ArrowSchema, BatchResult, Str,
                     String)
from ._lib import lib
from ._strings import enc
from .batch import _IS_INPUT, ParsedBatch, _parse_owned, parse_many
from .editions import Edition, edition_value
from .errors import raise_status
from .url import base_bytes, base_error

__all__ = ["COMPONENTS", "ArrowSchema", "ArrowArray", "CArrowExport", "export_c", "to_arrow",
           "to_dict", "to_pandas", "parse_column", "parse_export_c", "parse_to_arrow", "components",
           "components_meta"]

#: The components, in the order of the exported children and of to_dict().
COMPONENTS = ("href", "protocol", "username", "password", "host", "hostname", "port",
              "pathname", "search", "hash")


# ---- the export ----------------------------------------------------------------


class CArrowExport:
    """Arrow C Data Interface structs: .schema and .array (ctypes), owned by
    this object until a consumer moves them (an import does: it copies them
    and marks them released), and released when it goes, or at release().
    Consumers take the addresses: schema_address and array_address (for
    example pyarrow.Array._import_from_c(array_address, schema_address))."""

    __slots__ = ("schema", "array")

    def __init__(self) -> None:
        self.schema = ArrowSchema()
        self.array = ArrowArray()

    @property
    def schema_address(self) -> int:
        return ctypes.addressof(self.schema)

    @property
    def array_address(self) -> int:
        return ctypes.addressof(self.array)

    @property
    def released(self) -> bool:
        """Whether the array was released, or moved to a consumer."""
        return not self.array.release

    def release(self) -> None:
        """Releases what was not moved (each struct at most once)."""
        for s in (self.array, self.schema):
            if s.release:
                s.release(byref(s))

    def __del__(self) -> None:
        try:
            self.release()
        except Exception:  # interpreter shutdown
            pass


# batch._arrow: None (not exported), the pyarrow array made by to_arrow()
# (which owns the batch's memory: the ParsedBatch keeps it alive while it
# reads that memory), or _HANDED_OVER (export_c() gave the memory away).
_HANDED_OVER = "handed over by export_c()"


def _state(batch: Any) -> Any:
    state = getattr(batch, "_arrow", None)
    if state is _HANDED_OVER:
        raise ValueError("whatwgurl: this batch's memory was handed over by export_c(); "
                         "read it from the consumer")
    return state


def _export(batch: Any) -> CArrowExport:
    exp = CArrowExport()
    st = lib.wurl_batch_to_arrow(batch._b, byref(exp.schema), byref(exp.array))
    if st != OK:
        _raise(st)
    return exp


def _hand_over(batch: Any) -> None:
    """Makes the ParsedBatch independent of the library's memory: its
    results and hrefs copied into Python objects, its handle dropped."""
    batch._recs = memoryview(bytes(batch._records()))
    batch._hrefs_text()
    batch._b = None
    batch._arrow = _HANDED_OVER


def export_c(batch: Any) -> CArrowExport:
    """The batch as Arrow C Data Interface structs (see CArrowExport), with
    no pyarrow needed: a struct array, one row per input, null where it
    failed, children href ... hash as utf8_view ("vu") and host_type as int8
    ("c"), zero-copy. The batch's memory goes with them (the C interface's
    rule): the ParsedBatch keeps its own copy of its results and stays
    readable as a sequence, but to_arrow(), to_pandas(), to_dict() and
    export_c() no longer work on it. After to_arrow(), this gives a new
    export of that pyarrow array instead."""
    state = _state(batch)
    if state is not None:
        exp = CArrowExport()
        state._export_to_c(exp.array_address, exp.schema_address)
        return exp
    exp = _export(batch)
    _hand_over(batch)
    return exp


def to_arrow(batch: Any) -> Any:
    """The batch as a pyarrow.StructArray (one row per input, null where it
    failed; children href ... hash as string_view, host_type as int8),
    imported through the C Data Interface without a copy; the same array on
    every call. ImportError without pyarrow (export_c() needs none)."""
    try:
        import pyarrow as pa
    except ImportError:
        raise ImportError("to_arrow() needs pyarrow; export_c() gives the Arrow C Data "
                          "Interface structs without it") from None
    state = _state(batch)
    if state is None:
        exp = _export(batch)
        try:
            state = pa.Array._import_from_c(exp.array_address, exp.schema_address)
        except BaseException:
            if not exp.released:  # still ours: the batch's memory goes when exp goes
                _hand_over(batch)
            raise
        batch._arrow = state
    return state


# ---- columns of str ------------------------------------------------------------


# wurl_batch_columns' bit for texts written into the batch's memory (kept
# with it for the next batch) instead of new memory the caller frees.
_COLUMNS_IN_BATCH = 1 << 31


def _texts(b: int, which: int = 0, codes: Any = None, in_batch: bool = False) -> List[str]:
    """The components of every result (wurl_batch_columns, NUL as the
    separator), each as one str ("" for those which leaves out; which 0:
    all); with codes (the address of ten pointers, each NULL or to room for
    n int32), dictionary encoded where not NULL. in_batch: the library
    writes them into the batch's memory (for a batch no other thread reads:
    two such calls on one batch must not overlap)."""
    out = (String * len(COMPONENTS))()
    st = lib.wurl_batch_columns(b, 0, which | (_COLUMNS_IN_BATCH if in_batch else 0), out, codes)
    if st != OK:
        _raise(st)
    texts = []
    try:
        for s in out:
            # An href is ASCII, and so is every component of it.
            texts.append(str((ctypes.c_char * s.len).from_address(s.data), "ascii")
                         if s.len else "")
    finally:
        if not in_batch:
            for s in out:
                lib.wurl_string_free(s)
    return texts


def _failed_rows(batch: Any) -> List[int]:
    """The rows whose input failed (or was missing)."""
    return batch._failed_rows() if batch._n else []


def _columns(batch: Any) -> Dict[str, List[Any]]:
    _state(batch)
    n = batch._n
    if n == 0:
        return {name: [] for name in COMPONENTS}
    cols: Dict[str, List[Any]] = {}
    for name, text in zip(COMPONENTS, _texts(batch._b)):
        col: List[Any] = text.split("\0")
        col.pop()  # the text ends with a NUL
        cols[name] = col
    return cols


def to_dict(batch: Any) -> Dict[str, List[Optional[str]]]:
    """{component: list of values}, for the ten components in COMPONENTS
    order; None in every list where the input failed."""
    cols = _columns(batch)
    failed = _failed_rows(batch)
    if failed:
        for col in cols.values():
            for i in failed:
                col[i] = None
    return cols


# The results' size (batch._IS_INPUT is where href_is_input is in one).
_RESULT_SIZE = ctypes.sizeof(BatchResult)


def _changed_rows(batch: Any) -> Any:
    """ParsedBatch._changed_rows as an intp array, read by numpy in one
    strided pass over the results' flags: 2.3 ns a URL on the datasets,
    where the strided copy into bytes that the batch makes without numpy
    takes 9.4."""
    import numpy as np
    flags = np.frombuffer(batch._records(), dtype=np.uint8)[_IS_INPUT::_RESULT_SIZE]
    return np.flatnonzero(flags == 0)


def _href_column(batch: Any) -> Any:
    """The href column as an object array ("" where an input failed): the
    inputs the batch kept, copied, with the hrefs of those that cannot
    stand for them put in (see ParsedBatch._reuse); else the href block
    split."""
    import numpy as np
    n = batch._n
    reuse = batch._reuse(lambda: _changed_rows(batch))
    if reuse is None:
        return np.fromiter(batch._href_list(), dtype=object, count=n)
    inputs, rows = reuse
    col = inputs.copy() if isinstance(inputs, np.ndarray) else \
        np.fromiter(inputs, dtype=object, count=n)
    if len(rows):
        at = np.asarray(rows, dtype=np.intp)
        hrefs = np.empty(len(at), dtype=object)
        hrefs[:] = _hrefs_at(batch, at)
        col[at] = hrefs
    return col


# A result's href.data and href.len, as indices of the results read as
# int64, and its status as int32.
_HREF_DATA = (BatchResult.href.offset + Str.data.offset) // 8
_HREF_LEN = (BatchResult.href.offset + Str.len.offset) // 8
assert _RESULT_SIZE % 8 == 0 and BatchResult.status.offset == 0


def _hrefs_at(batch: Any, at: Any) -> List[str]:
    """The hrefs of the rows at (an intp array; "" where failed), as
    ParsedBatch._hrefs_at gives them, with numpy: each href with the NUL
    that follows it in the href block, gathered by one index into one text,
    then split. Row by row (an unpack of its result and a str of a slice),
    the datasets' changed rows (1 in 116) cost about three times as much."""
    import numpy as np
    recs = batch._records()
    ok = np.frombuffer(recs, dtype=np.int32)[at * (_RESULT_SIZE // 4)] == OK
    good = at[ok] * (_RESULT_SIZE // 8)
    words = np.frombuffer(recs, dtype=np.int64)
    block = lib.wurl_batch_hrefs(batch._b)
    starts = words[good + _HREF_DATA] - (block.data or 0)
    sizes = words[good + _HREF_LEN] + 1  # and the NUL
    got: List[str] = []
    if len(good):
        # The index of the gathered bytes in the block: a run of +1 steps
        # per href, which jumps to the next href's start where one ends.
        ends = np.cumsum(sizes)
        step = np.ones(int(ends[-1]), dtype=np.intp)
        step[0] = starts[0]
        step[ends[:-1]] = starts[1:] - (starts[:-1] + sizes[:-1]) + 1
        block_bytes = np.frombuffer((ctypes.c_char * block.len).from_address(block.data),
                                    dtype=np.uint8)
        got = str(block_bytes[np.cumsum(step)].tobytes(), "ascii").split("\0")
        got.pop()  # the text ends with a NUL
    if len(got) == len(at):
        return got
    out = [""] * len(at)
    for j, href in zip(np.flatnonzero(ok).tolist(), got):
        out[j] = href
    return out


def to_pandas(batch: Any, index: Any = None) -> Any:
    """A pandas.DataFrame with one column (object dtype, str) per component,
    in COMPONENTS order, and one row per input (index: the DataFrame's index,
    for example the Series the batch was parsed from); None where the input
    failed.

    The href column is the inputs themselves (the batch's copy of them),
    with a str of its own only for a row whose input is not its href (see
    _href_column), the pathname column (mostly distinct values) one split
    of the library's text. The others come dictionary encoded
    (wurl_batch_columns with codes): one str per distinct value, then one
    numpy take by the codes, so a column of few distinct values (protocol,
    port, often hostname) costs about a pointer copy per row; equal values
    are then the same str object. The host column is not asked of the
    library: it is the hostname column copied, with ":" and the port added
    in the rows that have one."""
    return _to_pandas(batch, index, False)


def _to_pandas(batch: Any, index: Any, private: bool) -> Any:
    """to_pandas(); private: nobody else reads the batch (components()'s),
    so the library may write the texts into its memory (see _texts)."""
    import numpy as np
    import pandas as pd
    _state(batch)
    n = batch._n
    if n == 0:
        return pd.DataFrame({name: np.empty(0, dtype=object) for name in COMPONENTS},
                            index=index)
    pathname, host, hostname, port = (COMPONENTS.index(c)
                                      for c in ("pathname", "host", "hostname", "port"))
    codes = np.empty((len(COMPONENTS), n), dtype=np.int32)
    ptrs = (c_void_p * len(COMPONENTS))(*[None if k in (0, pathname, host) else
                                          codes[k].ctypes.data for k in range(len(COMPONENTS))])
    # All but href and host (made below from hostname and port).
    texts = _texts(batch._b, (1 << len(COMPONENTS)) - 2 - (1 << host), ptrs, private)
    # The rows that failed: code -1 in any dictionary-encoded column.
    failed = np.flatnonzero(codes[1] < 0)
    arrays = {}
    ports: List[Optional[str]] = []
    # The pathname first: its text is the largest, and the columns made
    # after it reuse its memory once it goes.
    for k in [pathname] + [k for k in range(len(COMPONENTS)) if k not in (pathname, host)]:
        name = COMPONENTS[k]
        if k in (0, pathname):  # one entry per input, "" where it failed
            col = _href_column(batch) if k == 0 else \
                np.fromiter(texts[k].split("\0"), dtype=object, count=n)
            # The text (megabytes for the pathname) goes now: the columns
            # made after it reuse its memory instead of fresh pages.
            texts[k] = ""
            if len(failed):
                col[failed] = None
        else:
            values: List[Optional[str]] = texts[k].split("\0")  # type: ignore[assignment]
            values[-1] = None  # the text ends with a NUL; code -1 (failed) takes this one
            if len(values) == 2:
                # One value in every row that did not fail (most usernames and
                # passwords, often the protocol): a fill, cheaper than a take.
                col = np.empty(n, dtype=object)
                col.fill(values[0])
                if len(failed):
                    col[failed] = None
            else:
                distinct = np.fromiter(values, dtype=object, count=len(values))
                col = distinct[codes[k].astype(np.intp)]  # (faster than a take by int32)
        arrays[name] = col
        if k == port:
            ports = values
    # Section 6.1's host getter: the host, then ":" and the port when the
    # port is not null (port is "" when it is null). Most rows have none:
    # their host is their hostname (a copy of the column, one of its own).
    with_port = codes[port] >= 0
    if "" in ports:
        with_port &= codes[port] != ports.index("")
    rows = np.flatnonzero(with_port)
    del codes, with_port  # (their memory serves the copy)
    col = arrays["hostname"].copy()
    if len(rows):
        col[rows] = col[rows] + ":" + arrays["port"][rows]
    arrays["host"] = col
    return pd.DataFrame({name: arrays[name] for name in COMPONENTS}, index=index, copy=False)


# ---- parsing a column ----------------------------------------------------------


def _raise(st: int) -> NoReturn:
    raise_status(st, what="or exported batch", invalid_argument=TypeError(
        "whatwgurl: not an Arrow string column (utf8, large_utf8, utf8_view or a binary form)"))


def _parse_c(schema: ArrowSchema, array: ArrowArray, base: Any, ed: int = 0) -> Any:
    """wurl_parse_arrow on C structs, as a ParsedBatch."""
    bb = base_bytes(base)
    out = c_void_p()
    st = lib.wurl_parse_arrow_edition(byref(schema), byref(array), bb, 0 if bb is None else len(bb),
                                      ed, byref(out))
    if st == ERR_PARSE:  # a column fails as a whole only when its base does
        raise base_error(base)
    if st != OK:
        _raise(st)
    return ParsedBatch._new(out.value, True, ed)


def _export_pyarrow(values: Any) -> CArrowExport:
    """A pyarrow string array or chunked array exported through the C Data
    Interface as one plain string column (chunks combined, a dictionary
    decoded), for the library to read; released when the export goes."""
    import pyarrow as pa
    if isinstance(values, pa.ChunkedArray):
        values = values.combine_chunks() if values.num_chunks != 1 else values.chunk(0)
    if pa.types.is_dictionary(values.type):
        values = values.dictionary_decode()
    exp = CArrowExport()
    values._export_to_c(exp.array_address, exp.schema_address)
    return exp


def _parse_pyarrow(values: Any, base: Any, ed: int = 0) -> Any:
    exp = _export_pyarrow(values)
    try:
        return _parse_c(exp.schema, exp.array, base, ed)
    finally:
        exp.release()


def _is_missing(v: Any) -> bool:
    # None, NaN (v != v) and pandas.NA / NaT (whose bool() raises or is odd).
    if v is None:
        return True
    if isinstance(v, (str, bytes)):
        return False
    try:
        return bool(v != v)
    except TypeError:
        return True


class _Utf8Column:
    """An Arrow utf8 array made in Python: the values in one buffer (UTF-8,
    lone surrogates as U+FFFD as everywhere in the package), int32 or int64
    offsets, a validity bitmap. Only read by wurl_parse_arrow during the
    call; its release callback only marks it released."""

    def __init__(self, strs: Sequence[str], valid: Sequence[bool]) -> None:

        data = b"".join(map(enc, strs)) if strs else b""
        lens = [0]
        total = 0
        for s in strs:
            total += len(enc(s)) if not s.isascii() else len(s)
            lens.append(total)
        wide = total > 0x7FFFFFFF
        n = len(strs)
        self._offsets = ((c_int64 if wide else ctypes.c_int32) * (n + 1))(*lens)
        self._data = ctypes.create_string_buffer(data, len(data) + 1)
        bits = bytearray((n + 7) // 8)
        nulls = 0
        for i, ok in enumerate(valid):
            if ok:
                bits[i >> 3] |= 1 << (i & 7)
            else:
                nulls += 1
        self._bits = (ctypes.c_uint8 * max(1, len(bits))).from_buffer_copy(bytes(bits) or b"\0")
        self._buffers = (c_void_p * 3)(ctypes.addressof(self._bits) if nulls else None,
                                       ctypes.addressof(self._offsets),
                                       ctypes.addressof(self._data))
        self.schema = ArrowSchema()
        self.schema.format = b"U" if wide else b"u"
        self.schema.release = _NO_SCHEMA_RELEASE
        self.array = ArrowArray()
        self.array.length = n
        self.array.null_count = nulls
        self.array.n_buffers = 3
        self.array.buffers = ctypes.cast(self._buffers, POINTER(c_void_p))
        self.array.release = _NO_ARRAY_RELEASE


# The release callbacks of columns made here: nothing to free (Python owns
# the memory); wurl_parse_arrow never calls them, but a released struct is
# one whose release is NULL, so they must exist.
_NO_SCHEMA_RELEASE = SCHEMA_RELEASE(lambda s: None)
_NO_ARRAY_RELEASE = ARRAY_RELEASE(lambda a: None)


def _parse_with_missing(values: Sequence[Any], missing: Sequence[bool], base: Any,
                        ed: int = 0) -> Any:
    strs = ["" if m else v for v, m in zip(values, missing)]
    for v in strs:
        if not isinstance(v, (str, bytes)):
            raise TypeError(f"expected str, got {type(v).__name__}")
    strs = [v.decode("utf-8", "replace") if isinstance(v, bytes) else v for v in strs]
    col = _Utf8Column(strs, [not m for m in missing])
    return _parse_c(col.schema, col.array, base, ed)


def parse_column(values: Any, base: Any = None, *, edition: Edition = None) -> Any:
    """Parses a column of URLs in one call into the library: a list (or any
    iterable) of str, a pandas.Series, a pyarrow Array or ChunkedArray of
    strings. Gives a ParsedBatch with one result per value, in order; a
    missing value (None, NaN, pandas.NA; a null of an Arrow array) gives a
    None result, as an input that is not a URL does. URLError when base is
    not a URL. edition="2026" parses by the 2026 text of the Standard."""
    return _parse_column(values, base, edition, True)


def _parse_column(values: Any, base: Any, edition: Edition, own_copy: bool) -> Any:
    """parse_column(); own_copy False: the batch of a Series keeps its
    values' array itself, not a copy (for a batch nobody else sees, read
    once by to_pandas, which copies them anyway)."""
    ed = edition_value(edition)
    if isinstance(values, (str, bytes, bytearray, memoryview)):
        raise TypeError(f"parse_column() takes a column of URLs, not a {type(values).__name__}")
    mod = type(values).__module__ or ""
    if mod.startswith("pyarrow"):
        return _parse_pyarrow(values, base, ed)
    if mod.startswith("pandas"):
        dtype = str(getattr(values, "dtype", ""))
        if "pyarrow" in dtype:  # an Arrow-backed Series: its array, as it is
            import pyarrow as pa
            return _parse_pyarrow(pa.array(values), base, ed)
        series = values
        array = values.to_numpy(dtype=object)
        try:
            # The batch keeps a copy of the Series' values (which its owner
            # may change): to_pandas() copies it as the href column.
            return _parse_owned(array, base, ed,  # the common case: no missing value
                                array.copy() if own_copy else array)
        except TypeError:
            missing = series.isna().to_numpy().tolist()
            if not any(missing):
                raise
        return _parse_with_missing(array.tolist(), missing, base, ed)
    if not isinstance(values, (list, tuple)):
        values = list(values)
    try:
        return parse_many(values, base, edition=edition)
    except TypeError:
        missing = [_is_missing(v) for v in values]
        if not any(missing):
            raise
    return _parse_with_missing(values, missing, base, ed)


def _column_c(values: Any) -> Any:
    """values as an object with .schema and .array, the C structs of an
    Arrow string column (a CArrowExport for a pyarrow array, released when
    it goes; a _Utf8Column otherwise), read by the library during a call."""
    if isinstance(values, (str, bytes, bytearray, memoryview)):
        raise TypeError(f"a column of URLs, not a {type(values).__name__}")
    mod = type(values).__module__ or ""
    if mod.startswith("pandas") and "pyarrow" in str(getattr(values, "dtype", "")):
        import pyarrow as pa
        values = pa.array(values)
        mod = "pyarrow"
    if mod.startswith("pyarrow"):
        return _export_pyarrow(values)
    if mod.startswith("pandas"):
        values = values.to_numpy(dtype=object).tolist()
    elif not isinstance(values, (list, tuple)):
        values = list(values)
    missing = [_is_missing(v) for v in values]
    strs = ["" if m else v for v, m in zip(values, missing)]
    for v in strs:
        if not isinstance(v, (str, bytes)):
            raise TypeError(f"expected str, got {type(v).__name__}")
    strs = [v.decode("utf-8", "replace") if isinstance(v, bytes) else v for v in strs]
    return _Utf8Column(strs, [not m for m in missing])


def parse_export_c(values: Any, base: Any = None, *, edition: Edition = None) -> CArrowExport:
    """Parses a column of URLs (as parse_column() takes it) and exports the
    results in one call into the library (wurl_parse_arrow_to_arrow): the
    struct array export_c(parse_column(values, base)) gives (null rows for
    missing values and for inputs that are not URLs), with no ParsedBatch
    between, as Arrow C Data Interface structs (see CArrowExport). URLError
    when base is not a URL."""
    ed = edition_value(edition)
    col = _column_c(values)
    bb = base_bytes(base)
    exp = CArrowExport()
    st = lib.wurl_parse_arrow_to_arrow_edition(byref(col.schema), byref(col.array), bb,
                                               0 if bb is None else len(bb), ed, byref(exp.schema),
                                               byref(exp.array))
    if st == ERR_PARSE:  # a column fails as a whole only when its base does
        raise base_error(base)
    if st != OK:
        _raise(st)
    return exp


def parse_to_arrow(values: Any, base: Any = None, *, edition: Edition = None) -> Any:
    """parse_export_c() imported by pyarrow: a pyarrow.StructArray, as
    to_arrow(parse_column(values, base)) gives, made in one call into the
    library. ImportError without pyarrow."""
    import pyarrow as pa
    exp = parse_export_c(values, base, edition=edition)
    return pa.Array._import_from_c(exp.array_address, exp.schema_address)


def components(values: Any, base: Any = None) -> Any:
    """parse_column(values, base).to_pandas(), with the index of values when
    it is a pandas Series: the function to map over the partitions of a
    Dask or Spark column (see the README)."""
    # The batch goes straight into to_pandas, which copies the values it
    # keeps (as the href column): it needs no copy of its own first. Nobody
    # else sees it: the library writes the columns' texts into its memory,
    # which it keeps for the next batch (no fresh pages a call).
    return _to_pandas(_parse_column(values, base, None, False),
                      getattr(values, "index", None), True)


def components_meta() -> Any:
    """An empty DataFrame shaped as components() gives (Dask's meta=)."""
    import pandas as pd
    return pd.DataFrame({name: pd.Series([], dtype=object) for name in COMPONENTS})
