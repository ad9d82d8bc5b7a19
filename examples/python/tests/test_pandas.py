"""Columns with pandas: to_pandas() against the getters (WPT's
urltestdata.json, and the datasets when present), None for failed rows,
parse_column() on Series with missing values, components() keeping the
Series' index. Needs pandas (Debian's python3-pandas: mk/python.mk runs this
with /usr/bin/python3); without it the module is skipped."""
import unittest

try:
    import numpy as np
    import pandas as pd
except ImportError:
    raise unittest.SkipTest("pandas is not installed for this interpreter "
                            "(make test-columnar-python runs this with Debian's)")

from whatwgurl import URL, columnar, parse_column, parse_many

from test_columnar import COMPONENTS, each_dataset, wpt_groups


class TestToPandas(unittest.TestCase):
    def check_frame(self, df, inputs, base):
        self.assertEqual(list(df.columns), list(COMPONENTS))
        self.assertEqual(len(df), len(inputs))
        self.assertTrue(all(dt == object for dt in df.dtypes))
        cols = {name: df[name].tolist() for name in COMPONENTS}
        for i, inp in enumerate(inputs):
            u = None if inp is None else URL.parse(inp, base)
            for name in COMPONENTS:
                got = cols[name][i]
                if u is None:
                    self.assertIsNone(got, (inp, base, name))
                else:
                    self.assertEqual(got, getattr(u, name), (inp, base, name))

    def test_wpt(self):
        for base, inputs in wpt_groups().items():
            self.check_frame(parse_many(inputs, base).to_pandas(), inputs, base)

    def test_datasets(self):
        each_dataset(self, lambda urls: self.check_frame(columnar.components(pd.Series(urls)), urls, None))

    def test_series_with_missing_values(self):
        s = pd.Series(["https://a.example/x?q#f", None, np.nan, pd.NA, "bad", "http://b/"],
                      index=[10, 11, 12, 13, 14, 15], dtype=object)
        df = columnar.components(s)
        self.assertEqual(list(df.index), [10, 11, 12, 13, 14, 15])
        self.assertEqual(df["hostname"].tolist(), ["a.example", None, None, None, None, "b"])
        self.assertEqual(df.loc[10, "hash"], "#f")
        self.check_frame(df, ["https://a.example/x?q#f", None, None, None, "bad", "http://b/"],
                         None)
        # pandas' string dtype, and a base.
        s = pd.Series(["x", None, "/y"], dtype="string")
        self.assertEqual(parse_column(s, base="http://h/d/").hrefs,
                         ["http://h/d/x", None, "http://h/y"])

    def test_series_with_a_nul(self):
        # An input that holds a NUL cannot be joined with NULs: the Series
        # (chunks of its array joined, past the first chunk) is parsed
        # input by input instead, with the same frame.
        urls = [f"https://example.com/{i}" for i in range(700)]
        urls[650] = "http://h/a\0b"
        s = pd.Series(urls, dtype=object)
        for df in (columnar.components(s), parse_column(s).to_pandas()):
            self.check_frame(df, urls, None)
            self.assertEqual(df["pathname"][650], "/a%00b")

    def test_href_column_reuses_canonical_inputs(self):
        # A Series' input that is its own href is the href column's value; a
        # rewritten, failed or non-ASCII input, or a str subclass, is not.
        class S(str):
            pass
        urls = [f"https://example.com/{i}" for i in range(600)]
        urls[3] = "HTTP://example.com/up"
        urls[4] = "nope"
        urls[5] = "http://h/\u00e9"
        urls[6] = S("https://example.com/sub")
        urls[599] = "http://no-slash"
        s = pd.Series(urls, dtype=object)
        batch = parse_column(s)
        s[0] = "https://changed/"  # the batch keeps its own copy of the values
        df = batch.to_pandas(index=s.index)
        s[0] = urls[0]
        self.check_frame(df, urls, None)
        hrefs = df["href"].tolist()
        self.assertIs(hrefs[1], urls[1])
        self.assertIs(hrefs[7], urls[7])
        self.assertEqual([type(h) for h in hrefs if h is not None], [str] * 599)
        self.assertEqual(hrefs[3:7], ["http://example.com/up", None, "http://h/%C3%A9",
                                      "https://example.com/sub"])
        self.assertEqual(hrefs[599], "http://no-slash/")
        # Writing to the frame leaves the batch's inputs as they were.
        df.loc[1, "href"] = "written"
        self.assertEqual(batch.to_pandas()["href"][1], urls[1])
        self.assertEqual(batch.hrefs[1], urls[1])

    def test_batches_keep_no_joined_inputs(self):
        # No batch keeps the inputs as joined for the library (as large as
        # the inputs): the results' flags say which inputs are their hrefs,
        # and the memory serves the frame's arrays. components()' batch and
        # parse_column's, which its caller sees, both read right.
        urls = ["https://example.com/a", "HTTP://example.com/b", "nope", "https://example.com/c"]
        s = pd.Series(urls, dtype=object)
        for batch in (columnar._parse_column(s, None, None, False), parse_column(s),
                      parse_many(urls)):
            self.assertFalse([x for x in batch._inputs if isinstance(x, bytes)])
            self.assertEqual(batch._changed_rows(), [1, 2])
            self.assertEqual(columnar._changed_rows(batch).tolist(), [1, 2])
            want = [URL.parse(x) for x in urls]
            self.assertEqual(batch.hrefs, [None if u is None else u.href for u in want])
            self.check_frame(batch.to_pandas(), urls, None)

    def test_components_and_series_apart(self):
        # components() gives the Series' own str objects as hrefs where they
        # are their hrefs, in a column of its own: writing to the frame
        # leaves the Series as it was, and the other way round.
        urls = ["https://example.com/a", "HTTP://example.com/b", "nope", "https://example.com/c"]
        cases = [pd.Series(urls, dtype=object), pd.Series(urls, dtype=object, index=[5, 6, 7, 8])]
        for s in cases:
            with self.subTest(index=list(s.index)):
                df = columnar.components(s)
                self.check_frame(df, urls, None)
                self.assertIs(df["href"].iloc[0], s.iloc[0])
                df.iloc[0, 0] = "written"
                self.assertEqual(s.tolist(), urls)
                s.iloc[3] = "https://changed/"
                self.assertEqual(df["href"].iloc[3], urls[3])
                s.iloc[3] = urls[3]

    def test_to_pandas_index_and_empty(self):
        b = parse_many(["http://a/", "b"])
        df = b.to_pandas(index=pd.Index(["one", "two"]))
        self.assertEqual(df.loc["one", "href"], "http://a/")
        self.assertIsNone(df.loc["two", "protocol"])
        empty = parse_many([]).to_pandas()
        self.assertEqual((len(empty), list(empty.columns)), (0, list(COMPONENTS)))
        meta = columnar.components_meta()
        self.assertEqual(list(meta.columns), list(COMPONENTS))
        self.assertTrue(all(dt == object for dt in meta.dtypes))
        # Equal values share one str (dictionary encoded columns).
        df = parse_many(["https://h/a", "https://h/b"]).to_pandas()
        self.assertIs(df["protocol"][0], df["protocol"][1])

    def test_host_column(self):
        # The host column is made from hostname and port: batches where no
        # row, every row and some rows have a port, with failed rows.
        cases = [
            ["http://a/", "https://b:443/", "bad", "file:///x", "mailto:m"],
            ["http://a:1/", "https://b:8443/", "foo://[::1]:0/", "ws://c:65535"],
            ["http://a:81/", "bad", "http://a/", "foo://h:/", "foo://u@h:7?q", "http://[::1]:80/"],
            [],
        ]
        for inputs in cases:
            with self.subTest(inputs=inputs):
                df = parse_many(inputs).to_pandas()
                self.check_frame(df, inputs, None)
                if inputs:  # a column of its own: writing to it leaves hostname as it was
                    before = df["hostname"].tolist()
                    df.loc[0, "host"] = "written"
                    self.assertEqual(df["hostname"].tolist(), before)

    def test_single_valued_columns(self):
        # A dictionary-encoded column with one value in every row that did
        # not fail is filled, not taken by its codes: with and without failed
        # rows, every row failed, one value that is not "", and columns of
        # two values beside it.
        cases = [
            ["http://a/", "http://b/x", "http://c/"],
            ["http://a/", "bad", "http://b/", ""],
            ["bad", "http://u:p@h/", "also bad"],
            ["http://u:p@h/", "http://u:p@h2/", "https://u:q@h/"],
            ["bad", "", "nope"],
            ["mailto:x"],
            ["http://a:81/#f", "http://b:81/#f", "x"],
        ]
        for inputs in cases:
            with self.subTest(inputs=inputs):
                df = parse_many(inputs).to_pandas()
                self.check_frame(df, inputs, None)
                # Each a column of its own: writing to one leaves the others.
                before = {name: df[name].tolist() for name in COMPONENTS}
                df.loc[0, "username"] = "written"
                for name in COMPONENTS:
                    if name != "username":
                        self.assertEqual(df[name].tolist(), before[name], name)

    def test_same_as_to_dict(self):
        inputs = [inp for inputs in wpt_groups().values() for inp in inputs]
        b = parse_many(inputs)
        self.assertEqual({k: v.tolist() for k, v in b.to_pandas().items()}, b.to_dict())


if __name__ == "__main__":
    unittest.main()
