"""URL patterns through the Python binding: WPT's urlpattern data (run as
WPT's urlpatterntests.js runs it, and the tentative compare and generate
data), then the binding's own behaviour.

Data: $WHATWGURL_WPT_DIR/urlpattern/, else the repository's
testdata/wpt/urlpattern/ (part of the repository: missing data fails)."""
import itertools
import json
import os
import re
import sys
import threading
import unittest

import whatwgurl
from whatwgurl import URL, URLPattern, URLPatternError, first_match
from wpt_data import Tally

HERE = os.path.dirname(os.path.abspath(__file__))
COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")
EARLIER = {
    "protocol": (), "username": (), "password": (), "hostname": ("protocol",),
    "port": ("protocol", "hostname"), "pathname": ("protocol", "hostname", "port"),
    "search": ("protocol", "hostname", "port", "pathname"),
    "hash": ("protocol", "hostname", "port", "pathname", "search"),
}


def load(name):
    env = os.environ.get("WHATWGURL_WPT_DIR")
    root = env if env else os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))),
                                        "testdata", "wpt")
    with open(os.path.join(root, "urlpattern", name), encoding="utf-8") as f:
        return json.load(f)


class WebIDLError(TypeError):
    """A TypeError the JavaScript binding throws before the Standard's steps
    (a string where a dictionary is expected)."""


def js_to_string(v):
    if isinstance(v, str):
        return v
    return "[object Object]" if isinstance(v, dict) else "null"


def construct(args):
    """new URLPattern(...args), with WebIDL's overload resolution."""
    a0 = args[0] if args else None
    if len(args) >= 3 or (len(args) == 2 and isinstance(args[1], str)):
        opts = args[2] if len(args) >= 3 else None
        if opts is not None and not isinstance(opts, dict):
            raise WebIDLError("options is not a dictionary")
        return URLPattern(a0, js_to_string(args[1]), ignore_case=bool((opts or {}).get("ignoreCase")))
    if len(args) == 2:
        return URLPattern(a0, ignore_case=bool((args[1] or {}).get("ignoreCase")))
    return URLPattern(a0)


def call(method, args):
    a0 = args[0] if args else None
    if len(args) > 1:
        return method(a0, js_to_string(args[1]))
    return method(a0)


def expected_pattern(entry, c):
    obj = entry.get("expected_obj")
    if isinstance(obj, dict) and c in obj:
        return obj[c]
    pattern = entry["pattern"]
    first = pattern[0] if pattern else None
    base = None
    if isinstance(first, dict) and first.get("baseURL"):
        base = whatwgurl.URL(first["baseURL"])
    elif len(pattern) > 1 and isinstance(pattern[1], str):
        base = whatwgurl.URL(pattern[1])
    if c in entry.get("exactly_empty_components", ()):
        return ""
    if isinstance(first, dict) and first.get(c):
        return first[c]
    if isinstance(first, dict) and any(e in first for e in EARLIER[c]):
        return "*"
    if base is not None and c not in ("username", "password"):
        v = getattr(base, c)
        if c == "protocol":
            return v[:-1]
        if c in ("search", "hash"):
            return v[1:]
        return v
    return "*"


def run_entry(entry):
    """Returns (failures, unsupported) for one entry."""
    bad = []
    try:
        p = construct(entry["pattern"])
    except TypeError as e:
        kind = getattr(e, "kind", None)
        if entry.get("expected_obj") == "error" and kind != "unsupported-regexp":
            return [], kind == "unsupported-regexp"
        return [f"constructor raised {e!r}"], kind == "unsupported-regexp"
    if entry.get("expected_obj") == "error":
        return [f"constructor made {p!r}, want TypeError"], False
    for c in COMPONENTS:
        want = expected_pattern(entry, c)
        if getattr(p, c) != want:
            bad.append(f"{c} = {getattr(p, c)!r}, want {want!r}")
    inputs = entry.get("inputs", [])
    expected = entry.get("expected_match")
    if expected == "error":
        for m in (p.test, p.exec):
            try:
                call(m, inputs)
                bad.append(f"{m.__name__}() did not raise")
            except TypeError:
                pass
        return bad, False
    want_match = isinstance(expected, dict)  # JavaScript's !!expected: {} is a match
    if call(p.test, inputs) != want_match:
        bad.append(f"test() = {not want_match}, want {want_match}")
    got = call(p.exec, inputs)
    if not want_match:
        if got is not None:
            bad.append(f"exec() = {got!r}, want None")
        return bad, False
    if got is None:
        return bad + ["exec() = None, want a match"], False
    want_inputs = expected.get("inputs", inputs)
    if len(got["inputs"]) != len(want_inputs):
        bad.append(f"inputs = {got['inputs']!r}, want {want_inputs!r}")
    else:
        for g, w in zip(got["inputs"], want_inputs):
            if isinstance(g, str):
                if g != w:
                    bad.append(f"input {g!r}, want {w!r}")
            elif not isinstance(w, dict) or any(g.get(c) != w.get(c) for c in COMPONENTS):
                bad.append(f"input {g!r}, want {w!r}")
    for c in COMPONENTS:
        want = expected.get(c)
        if want is None:
            want = {"input": "", "groups": {} if c in entry.get("exactly_empty_components", ())
                    else {"0": ""}}
        if got[c] != want:
            bad.append(f"exec().{c} = {got[c]!r}, want {want!r}")
    return bad, False


class TestWPTURLPattern(unittest.TestCase):
    def test_urlpatterntestdata(self):
        data = load("urlpatterntestdata.json")
        self.assertEqual(len(data), 369)
        passed, failures, unsupported = 0, [], 0
        for i, entry in enumerate(data):
            bad, unsup = run_entry(entry)
            unsupported += unsup
            if bad:
                failures.append(f"[{i}] {json.dumps(entry['pattern'])} {json.dumps(entry.get('inputs'))}: "
                                + "; ".join(bad))
            else:
                passed += 1
        print(f"\nWPT urlpatterntestdata.json through Python: {passed} passed, {len(failures)} failed",
              file=sys.stderr)
        print(f"WPT urlpatterntestdata.json cases affected by RE2 limits: {unsupported}", file=sys.stderr)
        self.assertEqual(failures, [])

    def test_compare(self):
        data = load("urlpattern-compare-test-data.json")
        t = Tally()
        for e in data:
            left, right = construct([e["left"]]), construct([e["right"]])
            c, want = e["component"], e["expected"]
            got = [URLPattern.compare_component(c, left, right), URLPattern.compare_component(c, right, left),
                   URLPattern.compare_component(c, left, left), URLPattern.compare_component(c, right, right)]
            t.add(got == [want, -want, 0, 0], f"{e}: {got}")
        t.finish(self, "urlpattern-compare-test-data.json")
        self.assertEqual(t.passed, 25)

    def test_generate(self):
        data = load("urlpattern-generate-test-data.json")
        t = Tally()
        for e in data:
            p = construct([e["pattern"]])
            try:
                got = p.generate(e["component"], e["groups"])
            except TypeError:
                got = None
            t.add(got == e["expected"], f"{e}: {got!r}")
        t.finish(self, "urlpattern-generate-test-data.json")
        self.assertEqual(t.passed, 19)


def first_by_test(patterns, url, base):
    """What first_match must give: the first pattern whose test() matches."""
    for i, p in enumerate(patterns):
        if p.test(url, base):
            return i
    return None


def router_lines(name):
    """The lines of bench/data/NAME that are not comments or empty."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))), "bench", "data", name)
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


ROUTE_FILLS = {"{w}": ("a", "Zed", "caf\u00e9", "x-y", "42"), "{n}": ("0", "7", "123456")}


def fill_template(template, seed):
    """A URL of a router-urls.txt template: each {w} a word, each {n} a
    number, taken in turn from seed on."""
    count = itertools.count(seed)
    return re.sub(r"\{[wn]\}", lambda m: ROUTE_FILLS[m.group()][next(count) % len(ROUTE_FILLS[m.group()])],
                  template)


class TestFirstMatch(unittest.TestCase):
    def test_wpt_patterns(self):
        """Every pattern of urlpatterntestdata.json that constructs, as one
        router (and each tail of it), on every URL string the data tests."""
        data = load("urlpatterntestdata.json")
        patterns = []
        for entry in data:
            try:
                patterns.append(construct(entry["pattern"]))
            except TypeError:
                pass
        checked = routed = 0
        for entry in data:
            args = entry.get("inputs") or []
            if not args or not isinstance(args[0], str):
                continue
            base = js_to_string(args[1]) if len(args) > 1 else None
            for start in range(0, len(patterns), 31):
                tail = patterns[start:]
                want = first_by_test(tail, args[0], base)
                with self.subTest(inputs=args, start=start):
                    self.assertEqual(first_match(tail, args[0], base), want)
                checked += 1
                routed += want is not None
        print(f"\nfirst_match on urlpatterntestdata.json: {checked} routings of {len(patterns)} patterns "
              f"checked against test(), {routed} routed", file=sys.stderr)
        self.assertGreater(len(patterns), 200)
        self.assertGreater(routed, 100)

    def test_router_data(self):
        """The benchmarks' router (bench/data/router-patterns.txt) on URLs
        made from bench/data/router-urls.txt, which aim at every route."""
        routes = [URLPattern(line) for line in router_lines("router-patterns.txt")]
        hit = set()
        for k, template in enumerate(router_lines("router-urls.txt")):
            for i in range(4):
                url = fill_template(template, k + i)
                want = first_by_test(routes, url, None)
                with self.subTest(url=url):
                    self.assertEqual(first_match(routes, url), want)
                    self.assertEqual(first_match(routes, URL(url)), want)
                hit.add(want)
        self.assertEqual(hit - {None}, set(range(len(routes))), "a route no URL reached")

    def test_arguments(self):
        routes = [URLPattern("https://example.com/books/:id(\\d+)"), URLPattern("https://example.com/*")]
        self.assertEqual(first_match(routes, "7", "https://example.com/books/"), 0)
        self.assertEqual(first_match(routes, "7", URL("https://example.com/x/")), 1)
        self.assertIsNone(first_match(routes, "7", "not a base"))
        self.assertIsNone(first_match(routes, "not a URL"))
        self.assertIsNone(first_match([], "https://example.com/"))
        self.assertEqual(first_match(iter(routes), "https://example.com/books/9"), 0)
        with self.assertRaises(TypeError):
            first_match(routes + ["https://example.com/*"], "https://example.com/")
        with self.assertRaises(TypeError):
            first_match(routes, {"pathname": "/x"})
        closed = URLPattern("https://example.com/*")
        closed.close()
        with self.assertRaises(ValueError):
            first_match([routes[0], closed], "https://example.com/")


class TestURLPatternAPI(unittest.TestCase):
    def test_shapes(self):
        p = URLPattern("https://example.com/books/:id(\\d+)")
        self.assertTrue(p.has_regexp_groups)
        self.assertEqual((p.protocol, p.hostname, p.port, p.pathname), ("https", "example.com", "", "/books/:id(\\d+)"))
        r = p.exec("/books/7", "https://example.com/")
        self.assertEqual(r["inputs"], ["/books/7", "https://example.com/"])
        self.assertEqual(r["pathname"], {"input": "/books/7", "groups": {"id": "7"}})
        self.assertIsNone(p.exec("https://example.com/books/x"))
        self.assertIn("books", repr(p))

    def test_errors(self):
        with self.assertRaises(URLPatternError) as cm:
            URLPattern("/relative")
        self.assertEqual(cm.exception.kind, "relative-without-base")
        self.assertIsInstance(cm.exception, TypeError)
        with self.assertRaises(URLPatternError) as cm:
            URLPattern({"pathname": "/((?<=a)b)"})
        self.assertEqual(cm.exception.kind, "unsupported-regexp")
        self.assertIn("lookbehind", str(cm.exception))
        with self.assertRaises(URLPatternError):
            URLPattern({"pathname": "/x"}, "https://example.com")
        self.assertEqual(URLPattern({"path": "/x"}).pathname, "*")  # not a member: ignored, as in WebIDL
        with self.assertRaises(TypeError):
            URLPattern(42)
        with self.assertRaises(TypeError):
            URLPattern({"pathname": "/*"}).test({"pathname": "/x"}, "https://example.com")
        with self.assertRaises(TypeError):
            URLPattern({"pathname": "/*"}).generate("path", {})

    def test_unicode_and_options(self):
        p = URLPattern({"pathname": "/caf\u00e9/:x"}, ignore_case=True)
        self.assertEqual(p.pathname, "/caf%C3%A9/:x")
        self.assertTrue(p.test("https://h/CAF%C3%A9/1"))
        self.assertEqual(URLPattern({"pathname": "/\ud800"}).pathname, "/%EF%BF%BD")  # lone surrogate
        self.assertEqual(URLPattern({"port": 8080}).port, "8080")

    def test_close_and_threads(self):
        p = URLPattern("https://example.com/:n")
        errors = []

        def work():
            for i in range(200):
                r = p.exec(f"https://example.com/{i}")
                if r["pathname"]["groups"]["n"] != str(i):
                    errors.append(i)

        threads = [threading.Thread(target=work) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        with p:
            pass
        with self.assertRaises(ValueError):
            p.test("https://example.com/x")
        self.assertEqual(repr(p), "URLPattern(<closed>)")


if __name__ == "__main__":
    unittest.main()
