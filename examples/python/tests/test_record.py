"""A record's offsets (_record.py): the binding reads the uint32_t offsets of
wurl_components as signed ints (WURL_OMITTED is then -1, a cached small int),
and widens them back for an href of 2 GiB or more, whose offsets of 2^31 or
more read negative. Such an href is too big to parse in a test: these tests
read records packed as the library writes them."""
import ctypes
import struct
import unittest

from whatwgurl import URL, _abi, _record
from whatwgurl._cdefs import Components, ParseTarget

# wurl_components as the library lays it out: the offsets unsigned.
_C_FIELDS = [name for name, _ in _abi.COMPONENT_FIELDS]


def target(href_len, **offsets):
    """A wurl_parse_target's bytes: href_len and the components offsets (each
    field not given WURL_OMITTED, the C value), port -1."""
    t = ParseTarget()
    t.href_len = href_len
    c = Components()
    for name, fmt in _abi.COMPONENT_FIELDS:
        if fmt == "I":
            setattr(c, name, offsets.get(name, 0xFFFFFFFF))
    c.port = -1
    t.components = c
    return bytes(t)


GIB = 1 << 30
# (name, href_len, offsets as the library writes them)
CASES = [
    ("small", 40, dict(scheme_end=5, username_start=8, username_end=8, password_start=8,
                       password_end=8, host_start=8, host_end=11, port_start=11, port_end=11,
                       path_start=11, query_start=20)),
    ("query past 2 GiB", 2 * GIB + 10, dict(scheme_end=5, username_start=8, username_end=8,
                                            password_start=8, password_end=8, host_start=8,
                                            host_end=11, port_start=11, port_end=11,
                                            path_start=11, query_start=2 * GIB + 1)),
    ("everything past 3 GiB", 4 * GIB - 2, dict(
        scheme_end=3 * GIB, username_start=3 * GIB + 3, username_end=3 * GIB + 3,
        password_start=3 * GIB + 3, password_end=3 * GIB + 3, host_start=3 * GIB + 3,
        host_end=3 * GIB + 9, port_start=3 * GIB + 9, port_end=3 * GIB + 9,
        path_start=3 * GIB + 9, query_start=3 * GIB + 20, fragment_start=4 * GIB - 3)),
]


class TestOffsets(unittest.TestCase):
    def test_omitted_is_minus_one_in_a_record(self):
        c = URL("https://example.com/p")._p[1]
        self.assertEqual(c[_abi.QUERY_START], -1)
        self.assertEqual(c[_abi.FRAGMENT_START], -1)
        self.assertEqual(_abi.OMITTED, -1)

    def test_a_read_record_holds_the_offsets_the_library_wrote(self):
        for name, n, offsets in CASES:
            with self.subTest(name):
                c = _record.unpack_target(target(n, **offsets))
                if c[_abi.HREF_LEN] > _record.INT_MAX:
                    c = _record.widen(c)
                self.assertEqual(c[_abi.HREF_LEN], n)
                for field in _C_FIELDS[:_abi.PORT - 1]:
                    want = offsets.get(field)
                    got = c[getattr(_abi, field.upper())]
                    self.assertEqual(got, _abi.OMITTED if want is None else want, field)

    def test_a_record_packs_back_as_the_library_wrote_it(self):
        comp = struct.Struct("@" + _abi.COMPONENTS_READ_FMT)
        for name, n, offsets in CASES:
            with self.subTest(name):
                raw = target(n, **offsets)
                c = _record.unpack_target(raw)
                if c[_abi.HREF_LEN] > _record.INT_MAX:
                    c = _record.widen(c)
                at = ParseTarget.components.offset
                self.assertEqual(comp.pack(*_record.narrow(c)), raw[at:at + comp.size])

    def test_the_pool_keeps_no_buffer_of_more_than_int_max_bytes(self):
        # (what lets URL() read a pooled buffer's offsets without widen)
        for cap, kept in [(4096, True), (_record.INT_MAX, True), (_record.INT_MAX + 1, False)]:
            with self.subTest(cap=cap):
                buf = memoryview(bytes(1)), cap, None, None
                _record.give_back(buf)
                self.assertEqual(buf in _record.pool, kept)
                if kept:
                    _record.pool.remove(buf)


# (input, whether it is its own href): the C fast path takes the canonical
# special ones; the engine the rest, and the inputs it changes.
HREF_IS_INPUT = [("https://example.com/a?b#c", True), ("HTTPS://example.com/", False),
                 ("http://a", False), ("x:y", True), ("https://xn--nxasmq6b.example/", True),
                 ("http://[::1]/", True), ("http://a/./b", False), ("http://\u00e9.example/", False),
                 ("non-special://h/p?q", True)]


class TestHrefIsInput(unittest.TestCase):
    def test_the_target_says_whether_the_href_is_the_input(self):
        for s, same in HREF_IS_INPUT:
            with self.subTest(s):
                self.assertEqual(URL(s).href == s, same)
                buf = _record.take_block()
                try:
                    self.assertEqual(_record._parse_to(s.encode(), None, 0, buf[3]), _abi.OK)
                    self.assertEqual(buf[0][_record.HREF_IS_INPUT], int(same))
                finally:
                    _record.give_back(buf)

    def test_url_keeps_its_input_as_the_href_only_when_they_are_equal(self):
        for s, same in HREF_IS_INPUT:
            with self.subTest(s):
                # A copy of its own, so that identity means it was kept.
                given = "".join(list(s))
                href = URL(given).href
                self.assertIs(href is given, same)
                self.assertIs(type(href), str)
                self.assertEqual(URL(given.encode()).href, href)


if __name__ == "__main__":
    unittest.main()
