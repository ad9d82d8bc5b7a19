"""Columns through the Python binding, without pandas: the Arrow
C Data Interface export read through ctypes and compared with the getters
(WPT's urltestdata.json, and the datasets when present), its ownership
rules, to_dict(), parse_column() on lists with missing values; pyarrow's
import and export when pyarrow is installed (skipped otherwise)."""
import ctypes
import glob
import math
import os
import unittest
from ctypes import byref, c_void_p

from whatwgurl import URL, URLError, columnar, parse_column, parse_many
from whatwgurl import _cdefs, _lib

from wpt_data import REPO, load

COMPONENTS = columnar.COMPONENTS

try:
    import pyarrow
except ImportError:
    pyarrow = None


def host_type(inp, base):
    """The wurl_host_type of inp against base, from the C getters."""
    h = c_void_p()
    b = None if base is None else base.encode()
    i = inp.encode("utf-8", "surrogatepass").decode("utf-8", "replace").encode() \
        if isinstance(inp, str) else inp
    if _lib.lib.wurl_parse(i, len(i), b, 0 if b is None else len(b), byref(h)) != 0:
        return None
    c = _cdefs.Components()
    _lib.lib.wurl_get_components(h, byref(c))
    _lib.lib.wurl_free(h)
    return c.host_type


def bit(arr, i):
    """Whether row i of an ArrowArray (ctypes) is valid."""
    v = arr.buffers[0]
    if not v:
        return True
    byte = ctypes.string_at(v + (arr.offset + i) // 8, 1)[0]
    return bool(byte >> ((arr.offset + i) % 8) & 1)


def view(arr, i):
    """Value i of a utf8_view ArrowArray (ctypes), as bytes."""
    raw = ctypes.string_at(arr.buffers[1] + (arr.offset + i) * 16, 16)
    n = int.from_bytes(raw[0:4], "little", signed=True)
    if n <= 12:
        if any(raw[4 + n:]):
            raise AssertionError(f"row {i}: inline view not zero-padded")
        return raw[4:4 + n]
    k = int.from_bytes(raw[8:12], "little", signed=True)
    off = int.from_bytes(raw[12:16], "little", signed=True)
    nvar = arr.n_buffers - 3
    sizes = ctypes.cast(arr.buffers[arr.n_buffers - 1], ctypes.POINTER(ctypes.c_int64))
    if not (0 <= k < nvar and 0 <= off and off + n <= sizes[k]):
        raise AssertionError(f"row {i}: bad view (buffer {k}, offset {off}, length {n})")
    data = ctypes.string_at(arr.buffers[2 + k] + off, n)
    if data[:4] != raw[4:8]:
        raise AssertionError(f"row {i}: prefix {raw[4:8]!r} is not {data[:4]!r}")
    return data


def datasets():
    """{name: urls} of the benchmark datasets, or {} with a note."""
    d = os.environ.get("WHATWGURL_DATASETS_DIR") or os.path.join(os.path.dirname(REPO),
                                                                 "shared", "datasets")
    out = {}
    for f in sorted(glob.glob(os.path.join(d, "*", "*.txt"))):
        with open(f, encoding="utf-8", errors="surrogateescape") as fh:
            out[os.path.relpath(f, d)] = fh.read().lstrip("\ufeff").splitlines()
    return out


def each_dataset(test, check):
    """check(urls) for each benchmark dataset, each in a subTest of test;
    test is skipped when there are none."""
    sets = datasets()
    if not sets:
        test.skipTest("datasets not found (set WHATWGURL_DATASETS_DIR)")
    for name, urls in sets.items():
        with test.subTest(name):
            check(urls)


def wpt_groups():
    """urltestdata.json's inputs grouped by base, in order of appearance."""
    groups = {}
    for case in load("urltestdata.json"):
        if isinstance(case, dict):
            groups.setdefault(case.get("base"), []).append(case["input"])
    return groups


class TestExportThroughCtypes(unittest.TestCase):
    """export_c(): the C structs read as a consumer reads them."""

    def check_export(self, exp, inputs, base, want_valid=None):
        s, a = exp.schema, exp.array
        self.assertEqual((s.format, s.n_children), (b"+s", 11))
        names = [s.children[k].contents.name.decode() for k in range(11)]
        formats = [s.children[k].contents.format for k in range(11)]
        self.assertEqual(names, list(COMPONENTS) + ["host_type"])
        self.assertEqual(formats, [b"vu"] * 10 + [b"c"])
        self.assertEqual((a.length, a.offset, a.n_buffers, a.n_children),
                         (len(inputs), 0, 1, 11))
        children = [a.children[k].contents for k in range(11)]
        nulls = 0
        for i, inp in enumerate(inputs):
            u = None
            if want_valid is None or want_valid[i]:
                u = URL.parse(inp, base)
            nulls += u is None
            self.assertEqual(bit(a, i), u is not None, (inp, base))
            for k, c in enumerate(children):
                self.assertEqual(bit(c, i), u is not None, (inp, base, k))
                if u is None:
                    continue
                if k == 10:
                    got = ctypes.string_at(c.buffers[1] + i, 1)[0]
                    self.assertEqual(got, host_type(inp, base), (inp, base))
                else:
                    self.assertEqual(view(c, i).decode("ascii"), getattr(u, COMPONENTS[k]),
                                     (inp, base, COMPONENTS[k]))
        self.assertEqual(a.null_count, nulls)
        for c in children:
            self.assertEqual((c.length, c.null_count), (len(inputs), nulls))
        return len(inputs)

    def test_wpt(self):
        rows = 0
        for base, inputs in wpt_groups().items():
            batch = parse_many(inputs, base)
            rows += self.check_export(columnar.export_c(batch), inputs, base)
            # The same inputs with missing values between them: null rows.
            mixed = [v for inp in inputs for v in (inp, None)]
            batch = parse_column(mixed, base)
            self.check_export(columnar.export_c(batch), mixed, base,
                              [v is not None for v in mixed])
        self.assertGreater(rows, 800)

    def test_datasets(self):
        each_dataset(self, lambda urls: self.check_export(columnar.export_c(parse_many(urls)), urls, None))

    def test_parse_export_c(self):
        """The column parsed and exported in one call: the same struct array."""
        rows = 0
        for base, inputs in wpt_groups().items():
            rows += self.check_export(columnar.parse_export_c(inputs, base), inputs, base)
            mixed = [v for inp in inputs for v in (inp, None)]
            self.check_export(columnar.parse_export_c(mixed, base), mixed, base,
                              [v is not None for v in mixed])
        self.assertGreater(rows, 800)
        self.check_export(columnar.parse_export_c([]), [], None)
        # A base given as a URL or as a parsed batch's URL: its href.
        inputs = ["a", "../b?c", "//h/p", "https://x/"]
        for base in (URL("https://base.example/d/e"), parse_many(["https://base.example/d/e"])[0]):
            self.check_export(columnar.parse_export_c(inputs, base), inputs, base.href)
            self.check_export(columnar.export_c(parse_column(inputs, base)), inputs, base.href)
        with self.assertRaises(URLError):
            columnar.parse_export_c(["a"], "not a base")
        with self.assertRaises(TypeError):
            columnar.parse_export_c([1, 2])
        with self.assertRaises(TypeError):
            columnar.parse_export_c("https://a/")

    def test_parse_export_c_datasets(self):
        each_dataset(self, lambda urls: self.check_export(columnar.parse_export_c(urls), urls, None))

    def test_ownership(self):
        inputs = ["https://user:pw@EXAMPLE.com:8443/long/path/name?query=1#fragment", "bad",
                  "http://h/"]
        batch = parse_many(inputs)
        exp = columnar.export_c(batch)
        # The ParsedBatch keeps its own copy and stays readable...
        self.assertEqual(batch.hrefs, [URL.parse(s).href if URL.parse(s) else None
                                       for s in inputs])
        self.assertEqual(batch[0].hostname, "example.com")
        self.assertEqual(len(list(batch)), 3)
        # ... but its memory is the structs' now.
        with self.assertRaises(ValueError):
            batch.to_dict()
        with self.assertRaises(ValueError):
            columnar.export_c(batch)
        # A consumer moves the struct array out, then a child out of it.
        moved = columnar.ArrowArray.from_buffer_copy(exp.array)
        exp.array.release = _cdefs.ARRAY_RELEASE()  # NULL: moved
        self.assertTrue(exp.released)
        child = columnar.ArrowArray.from_buffer_copy(moved.children[9].contents)
        moved.children[9].contents.release = _cdefs.ARRAY_RELEASE()
        moved.release(byref(moved))  # the parent goes first
        self.assertFalse(moved.release)
        self.assertEqual(view(child, 0), b"#fragment")  # the child still reads its views
        child.release(byref(child))
        del exp  # releases the schema; nothing else is left
        self.assertEqual(batch[2].href, "http://h/")

    def test_to_arrow_needs_pyarrow(self):
        if pyarrow is not None:
            self.skipTest("pyarrow is installed (TestPyArrow)")
        batch = parse_many(["http://a/"])
        with self.assertRaises(ImportError):
            batch.to_arrow()
        self.assertEqual(batch.to_dict()["href"], ["http://a/"])  # still the batch's


class TestToDict(unittest.TestCase):
    def test_values_and_failures(self):
        groups = wpt_groups()
        for base, inputs in groups.items():
            d = parse_many(inputs, base).to_dict()
            self.assertEqual(list(d), list(COMPONENTS))
            for i, inp in enumerate(inputs):
                u = URL.parse(inp, base)
                for name in COMPONENTS:
                    self.assertEqual(d[name][i], None if u is None else getattr(u, name),
                                     (inp, base, name))

    def test_empty(self):
        self.assertEqual(parse_many([]).to_dict(), {name: [] for name in COMPONENTS})

    def test_texts_in_the_batch(self):
        # components() has the library write the texts into the batch's
        # memory (kept for the next batch): the same texts, plain and
        # dictionary encoded, batch after batch, and twice on one batch.
        inputs = [u for group in wpt_groups().values() for u in group] * 3
        for _ in range(3):
            b = parse_many(inputs)
            n = len(b)
            codes = [(ctypes.c_int32 * n)() for _ in COMPONENTS]
            ptrs = (c_void_p * len(COMPONENTS))(*[ctypes.addressof(c) if k % 2 else None
                                                 for k, c in enumerate(codes)])
            want = columnar._texts(b._b, 0, ptrs)
            want_codes = [list(c) for c in codes]
            for again in range(2):
                self.assertEqual(columnar._texts(b._b, 0, ptrs, True), want, again)
                self.assertEqual([list(c) for c in codes], want_codes)
            self.assertEqual(columnar._texts(b._b, 1 << 7, None, True)[7],
                             columnar._texts(b._b, 1 << 7)[7])


class TestParseColumn(unittest.TestCase):
    def test_missing_values(self):
        values = ["https://EXAMPLE.com/a", None, "bad", float("nan"), "http://h/\ud800",
                  b"http://b/\xff", ""]
        b = parse_column(values)
        self.assertEqual(b.hrefs, ["https://example.com/a", None, None, None,
                                   "http://h/%EF%BF%BD", "http://b/%EF%BF%BD", None])
        # With a base, "" is the base itself, while a missing value stays missing.
        b = parse_column(values, base="http://base.example/dir/")
        self.assertEqual(b.hrefs[1], None)
        self.assertEqual(b.hrefs[2], "http://base.example/dir/bad")
        self.assertEqual(b.hrefs[6], "http://base.example/dir/")
        self.assertEqual(b.to_dict()["hostname"][1], None)
        # A column of nothing but missing values, and an empty one.
        self.assertEqual(parse_column([None, math.nan]).hrefs, [None, None])
        self.assertEqual(parse_column([]).hrefs, [])

    def test_same_as_parse_many(self):
        inputs = [inp for inputs in wpt_groups().values() for inp in inputs]
        self.assertEqual(parse_column(inputs).hrefs, parse_many(inputs).hrefs)
        self.assertEqual(parse_column(iter(inputs[:5])).hrefs, parse_many(inputs[:5]).hrefs)
        with_none = inputs + [None]
        self.assertEqual(parse_column(with_none).hrefs, parse_many(inputs).hrefs + [None])

    def test_errors(self):
        with self.assertRaises(URLError):
            parse_column(["x", None], base="not a base")
        with self.assertRaises(URLError):
            parse_column(["x"], base="not a base")
        with self.assertRaises(TypeError):
            parse_column(["http://a/", 5, None])


@unittest.skipIf(pyarrow is None, "pyarrow not installed")
class TestPyArrow(unittest.TestCase):
    def test_to_arrow(self):
        for base, inputs in wpt_groups().items():
            batch = parse_many(inputs, base)
            arr = batch.to_arrow()
            self.assertIs(batch.to_arrow(), arr)
            self.assertEqual(arr.type.num_fields, 11)
            arr.validate(full=True)
            rows = arr.to_pylist()
            for inp, row in zip(inputs, rows):
                u = URL.parse(inp, base)
                if u is None:
                    self.assertIsNone(row)
                    continue
                self.assertEqual({k: row[k] for k in COMPONENTS},
                                 {k: getattr(u, k) for k in COMPONENTS})
                self.assertEqual(row["host_type"], host_type(inp, base))
            self.assertEqual(batch.hrefs, arr.field("href").to_pylist())

    def test_parse_column_arrow(self):
        inputs = [inp for inputs in wpt_groups().values() for inp in inputs]
        inputs = [s.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
                  for s in inputs]
        with_nulls = [v for s in inputs for v in (s, None)]
        want = parse_column(with_nulls).hrefs
        for typ in (pyarrow.string(), pyarrow.large_string(), getattr(pyarrow, "string_view",
                                                                        pyarrow.string)()):
            arr = pyarrow.array(with_nulls, type=typ)
            self.assertEqual(parse_column(arr).hrefs, want, typ)
            self.assertEqual(parse_column(arr.slice(3, 50)).hrefs, want[3:53], typ)
            chunked = pyarrow.chunked_array([arr.slice(0, 10), arr.slice(10)])
            self.assertEqual(parse_column(chunked).hrefs, want, typ)

    def test_parse_to_arrow(self):
        inputs = [inp for inputs in wpt_groups().values() for inp in inputs]
        inputs = [s.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
                  for s in inputs]
        with_nulls = [v for s in inputs for v in (s, None)]
        want = parse_column(with_nulls).to_arrow().to_pylist()
        got = columnar.parse_to_arrow(with_nulls)
        got.validate(full=True)
        self.assertEqual(got.to_pylist(), want)
        for typ in (pyarrow.string(), pyarrow.large_string(), getattr(pyarrow, "string_view",
                                                                        pyarrow.string)()):
            arr = pyarrow.array(with_nulls, type=typ)
            self.assertEqual(columnar.parse_to_arrow(arr).to_pylist(), want, typ)
            self.assertEqual(columnar.parse_to_arrow(arr.slice(3, 50)).to_pylist(), want[3:53], typ)


if __name__ == "__main__":
    unittest.main()
