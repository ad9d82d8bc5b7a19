"""The 2026 edition of the URL Standard through the Python binding: the newer
WPT files (testdata/wpt/url-after-pr914/) with edition="2026", and the
edition argument of every parsing function, per call."""
import pickle
import unittest

from whatwgurl import (URL, URLError, domain_to_ascii, domain_to_unicode, host_parse, parse_column,
                       parse_many, validate)

from wpt_data import Tally, load

FOLDER = "url-after-pr914"
ED = "2026"
ATTRS = ("href", "protocol", "username", "password", "host", "hostname", "port",
         "pathname", "search", "hash")


class NewerWPT(unittest.TestCase):
    def test_urltestdata(self):
        t = Tally()
        cases = [c for c in load("urltestdata.json", FOLDER) if isinstance(c, dict)]
        for c in cases:
            inp, base = c["input"], c.get("base")
            u = URL.parse(inp, base, edition=ED)
            can = URL.can_parse(inp, base, edition=ED)
            if c.get("failure"):
                ok = u is None and not can
            else:
                ok = (u is not None and can and u.edition == ED
                      and all(getattr(u, a) == c[a] for a in ATTRS))
            t.add(ok, f"{inp!r} against {base!r}: {u!r}, can_parse {can}")
        t.finish(self, f"{FOLDER}/urltestdata.json", 800, 20)

    def test_setters(self):
        t = Tally()
        for attr, cases in load("setters_tests.json", FOLDER).items():
            if attr == "comment":
                continue
            for case in cases:
                u = URL(case["href"], edition=ED)
                setattr(u, attr, case["new_value"])
                t.add(all(getattr(u, k) == v for k, v in case["expected"].items()),
                      f"{case['href']!r}.{attr} = {case['new_value']!r}: {u.href!r}")
        t.finish(self, f"{FOLDER}/setters_tests.json", shown=20)

    def run_hosts(self, name, setters):
        t = Tally()
        for c in load(name, FOLDER):
            if not isinstance(c, dict) or c["input"] == "":
                continue
            inp, out = c["input"], c["output"]
            if not setters:  # IdnaTestV2.window.js percent-encodes what ends a host
                inp = "".join("%{:02X}".format(ord(ch)) if ch in ":/?#\\" else ch for ch in inp)
            u = URL.parse(f"https://{inp}/x", edition=ED)
            ok = u is None if out is None else u is not None and u.host == out
            for attr in setters:
                v = URL("https://x/x", edition=ED)
                setattr(v, attr, c["input"])
                ok = ok and getattr(v, attr) == (out if out is not None else "x")
            t.add(ok, f"{c['input']!r} (want {out!r})")
        t.finish(self, f"{FOLDER}/{name}", 50, 20)

    def test_toascii(self):
        self.run_hosts("toascii.json", ("host", "hostname"))

    def test_idna_v2(self):
        self.run_hosts("IdnaTestV2.json", ())


class EditionArgument(unittest.TestCase):
    def test_per_call(self):
        with self.assertRaises(URLError):
            URL("https://%78n--a/")
        u = URL("https://%78n--a/", edition=ED)
        self.assertEqual((u.href, u.edition), ("https://xn--a/", ED))
        self.assertEqual(URL("https://x/").edition, "2025")
        self.assertEqual(URL("https://%78n--a/", edition=2026).href, "https://xn--a/")
        with self.assertRaises(ValueError):
            URL("https://x/", edition="2024")

    def test_url_keeps_its_edition(self):
        u = URL("https://x/", edition=ED)
        u.host = "XN--B"
        self.assertEqual(u.host, "xn--b")
        u.search = "a=1"
        u.search_params.append("b", "2")
        self.assertEqual((u.href, u.edition), ("https://xn--b/?a=1&b=2", ED))
        self.assertEqual(pickle.loads(pickle.dumps(u)).edition, ED)
        self.assertEqual(URL("//xn--c/", u, edition=ED).host, "xn--c")
        w = URL.parse_with_encoding("?\u00e9", "latin1", "https://%78n--a/", edition=ED)
        self.assertEqual((w.href, w.edition), ("https://xn--a/?%E9", ED))
        w.host = "%78n--b"
        self.assertEqual(w.host, "xn--b")
        with self.assertRaises(URLError) as cm:
            URL.parse_with_encoding("?\u00e9", "latin1", "https://%78n--a/")
        self.assertTrue(cm.exception.is_base)
        old = URL("https://x/")
        old.host = "xn--b"
        self.assertEqual(old.host, "x")

    def test_functions(self):
        self.assertEqual(validate("https://1.2.3/", edition=ED).errors, ["IPv4-too-few-parts"])
        self.assertEqual(validate("https://1.2.3/").errors, [])
        self.assertEqual(domain_to_unicode("xn--a", edition=ED), "xn--a")
        self.assertEqual(domain_to_ascii("XN--a", edition=ED), "xn--a")
        with self.assertRaises(URLError):
            domain_to_ascii("XN--a")
        self.assertEqual(host_parse("%78n--a", edition=ED), ("xn--a", "domain"))

    def test_batches(self):
        inputs = ["https://xn--/", "https://example.org/", "https://%78n--a/"]
        self.assertEqual(parse_many(inputs).hrefs, [None, "https://example.org/", None])
        b = parse_many(inputs, edition=ED)
        self.assertEqual(b.hrefs, ["https://xn--/", "https://example.org/", "https://xn--a/"])
        self.assertEqual([r.edition for r in b], [ED] * 3)
        self.assertEqual(parse_column(inputs + [None], edition=ED).hrefs,
                         ["https://xn--/", "https://example.org/", "https://xn--a/", None])


if __name__ == "__main__":
    unittest.main()
