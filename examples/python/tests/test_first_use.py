"""What a new user meets in the first hour: import is not use (the library is
loaded at first use), failures that say why, the argument types each call
takes, Mapping-like search params."""
import os
import subprocess
import sys
import textwrap
import unittest

import whatwgurl
from whatwgurl import URL, URLError, URLSearchParams, parse_many


def run_python(code):
    """Runs code in a fresh interpreter (this one has loaded the library)."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, timeout=120)


class TestImportIsNotUse(unittest.TestCase):
    def test_fork_pool_after_import(self):
        # A module imports whatwgurl at the top, then forks a pool before
        # using it: the workers load the library themselves.
        r = run_python("""
            import multiprocessing as mp
            from whatwgurl import URL
            import whatwgurl._lib as L

            def work(s):
                return URL(s).href

            if __name__ == "__main__":
                with open("/proc/self/maps") as f:
                    assert "libwhatwgurl" not in f.read(), "the import loaded the library"
                assert not L.loaded()
                with mp.get_context("fork").Pool(2) as pool:
                    print(pool.map(work, ["HTTP://A.example/x/../y", "https://b.example"]))
                print(URL("http://parent.example").href)
        """)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(),
                         ["['http://a.example/y', 'https://b.example/']",
                          "http://parent.example/"])

    def test_loaded_at_first_use(self):
        r = run_python("""
            import whatwgurl
            from whatwgurl import _lib
            before = _lib.loaded()
            whatwgurl.URLSearchParams("a=1")
            print(before, _lib.loaded())
        """)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split(), ["False", "True"])

    def test_a_missing_library_says_so_at_first_use(self):
        env = dict(os.environ, WHATWGURL_LIB="/nonexistent/libwhatwgurl.so")
        r = subprocess.run([sys.executable, "-c", "import whatwgurl\nprint('imported')\n"
                            "whatwgurl.URL('http://a/')"],
                           capture_output=True, text=True, env=env, timeout=60)
        self.assertEqual(r.stdout, "imported\n")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("WHATWGURL_LIB='/nonexistent/libwhatwgurl.so'", r.stderr)


class TestFailuresSayWhy(unittest.TestCase):
    # (input, base, the validation error, whether the base failed): the
    # validation errors are the Standard's names for these failures.
    CASES = [
        ("http://exa mple.com", None, "domain-invalid-code-point", False),
        ("https://ex%00ample.com/", None, "domain-invalid-code-point", False),
        ("http://[::1", None, "IPv6-unclosed", False),
        ("http://h:99999/", None, "port-out-of-range", False),
        ("../c", None, "missing-scheme-non-relative-URL", False),
        ("https://", None, "host-missing", False),
        ("../c", "not a base", "missing-scheme-non-relative-URL", True),
        ("x", "http://[::1", "IPv6-unclosed", True),
        ("//exa mple.com/", "http://h/", "domain-invalid-code-point", False),
    ]

    def test_url_constructor(self):
        for input, base, why, is_base in self.CASES:
            with self.subTest(input=input, base=base):
                with self.assertRaises(URLError) as cm:
                    URL(input, base)
                e = cm.exception
                self.assertEqual(e.validation_error, why)
                self.assertEqual(e.is_base, is_base)
                self.assertEqual(e.input, base if is_base else input)
                self.assertIn(why, str(e))
                self.assertIn("base" if is_base else "Invalid URL", str(e))

    def test_a_url_object_as_base(self):
        with self.assertRaises(URLError) as cm:
            URL("//exa mple.com/", URL("http://h/"))
        self.assertEqual(cm.exception.validation_error, "domain-invalid-code-point")
        self.assertFalse(cm.exception.is_base)

    def test_href_setter_and_encoding(self):
        u = URL("http://h/")
        with self.assertRaises(URLError) as cm:
            u.href = "http://exa mple.com"
        self.assertEqual(cm.exception.validation_error, "domain-invalid-code-point")
        with self.assertRaises(URLError) as cm:
            URL.parse_with_encoding("http://[::1", "latin1")
        self.assertEqual(cm.exception.validation_error, "IPv6-unclosed")

    def test_each_failure_of_a_batch(self):
        # The same reasons as URL() gives, per input, on both of parse_many's
        # paths (a list of str is joined; bytes go one by one).
        for base in (None, "http://h/"):
            inputs = ["https://ok.example/"] + [i for i, b, _, _ in self.CASES if b == base]
            want = [None] + [why for i, b, why, _ in self.CASES if b == base]
            for urls in (inputs, [i.encode() for i in inputs]):
                with self.subTest(base=base, kind=type(urls[0]).__name__):
                    self.assertEqual(parse_many(urls, base).failures, want)

    def test_a_failing_base_of_a_batch_or_column(self):
        for call in (lambda: parse_many(["a"], "no base"),
                     lambda: whatwgurl.parse_column(["a", None], "no base")):
            with self.assertRaises(URLError) as cm:
                call()
            self.assertTrue(cm.exception.is_base)
            self.assertEqual(cm.exception.input, "no base")
            self.assertEqual(cm.exception.validation_error, "missing-scheme-non-relative-URL")


class TestArguments(unittest.TestCase):
    def test_a_str_is_not_a_list_of_urls(self):
        for call in (parse_many, whatwgurl.parse_column):
            for arg in ("https://a.example/", b"https://a.example/"):
                with self.subTest(call=call.__name__, arg=arg):
                    with self.assertRaisesRegex(TypeError, "not a (str|bytes)"):
                        call(arg)

    def test_bytes_are_utf8(self):
        # bytes are read as UTF-8, as the C library reads them: the same URL
        # as the str they decode to, each invalid sequence as U+FFFD (as a
        # lone surrogate in a str is), as input and as base, everywhere.
        self.assertEqual(URL("http://h/ü".encode()).href, URL("http://h/ü").href)
        self.assertEqual(URL(b"http://h/\xff").href, URL("http://h/\ufffd").href)
        self.assertEqual(URL(b"c", b"http://h/a/b").href, "http://h/a/c")
        self.assertEqual(URL.parse(b"c", b"http://h/").href, "http://h/c")
        self.assertTrue(whatwgurl.can_parse(b"c", b"http://h/"))
        self.assertEqual(parse_many([b"http://h/\xff", "http://h/x"], b"http://b/").hrefs,
                         ["http://h/%EF%BF%BD", "http://h/x"])
        self.assertIsInstance(URL(b"http://h/").href, str)
        with self.assertRaises(URLError) as cm:
            URL(b"http://exa mple.com")
        self.assertEqual(cm.exception.input, "b'http://exa mple.com'")
        with self.assertRaises(TypeError):
            URL(42)  # type: ignore[arg-type]


class TestSearchParamsMapping(unittest.TestCase):
    def test_dict_takes_the_first_value_of_each_name(self):
        sp = URLSearchParams("a=1&a=2&b=3")
        self.assertEqual(dict(sp), {"a": "1", "b": "3"})
        self.assertEqual(sp["a"], sp.get("a"))
        self.assertEqual(sp.get_all("a"), ["1", "2"])
        with self.assertRaises(KeyError):
            sp["zz"]

    def test_item_assignment_and_deletion(self):
        sp = URLSearchParams("a=1&b=2&a=3")
        sp["a"] = "x"
        self.assertEqual(str(sp), "a=x&b=2")
        del sp["b"]
        self.assertEqual(str(sp), "a=x")
        with self.assertRaises(KeyError):
            del sp["b"]
        u = URL("http://h/?q=1&q=2")
        self.assertEqual(dict(u.search_params), {"q": "1"})


class TestTypesAndDocs(unittest.TestCase):
    COMPONENTS = ("href", "protocol", "username", "password", "host", "hostname", "port",
                  "pathname", "search", "hash")

    def test_component_properties_have_docstrings(self):
        for name in self.COMPONENTS:
            with self.subTest(name=name):
                prop = getattr(URL, name)
                self.assertIsInstance(prop, property)
                self.assertTrue(prop.__doc__ and len(prop.__doc__) > 10, name)
                self.assertIsNotNone(prop.fset, name)
        import pydoc
        text = pydoc.render_doc(URL, renderer=pydoc.plaintext)
        self.assertIn(URL.hostname.__doc__.split("\n")[0], text)

    def test_host_type(self):
        # The host kinds of section 3.1, by the names the C header, Go and
        # the CLI give them.
        for input, kind in [("https://example.com/", "domain"), ("http://127.1/", "ipv4"),
                            ("http://[::1]/", "ipv6"), ("foo://h%41/", "opaque"),
                            ("file:///etc", "empty"), ("mailto:x", "none"),
                            ("foo:/p", "none")]:
            with self.subTest(input=input):
                self.assertEqual(URL(input).host_type, kind)
                self.assertEqual(parse_many([input])[0].host_type, kind)
                self.assertEqual(whatwgurl.parse_url(input)["host_type"], kind)
        self.assertEqual(whatwgurl.host_parse("127.1")[1], URL("http://127.1/").host_type)

    def test_urlpattern_takes_a_url(self):
        base = URL("https://example.com/books/")
        p = whatwgurl.URLPattern(":id", base)
        self.assertEqual(p.pathname, "/books/:id")
        u = URL("https://example.com/books/42")
        self.assertTrue(p.test(u))
        self.assertEqual(p.exec(u)["pathname"]["groups"], {"id": "42"})
        self.assertEqual(p.exec("42", base)["pathname"]["groups"], {"id": "42"})
        self.assertTrue(p.test("../books/7", URL("https://example.com/x/y")))
        self.assertTrue(whatwgurl.URLPattern({"baseURL": base, "pathname": "/books/*"}).test(u))
        with self.assertRaises(TypeError):
            p.test(42)  # type: ignore[arg-type]

    def test_the_package_namespace(self):
        self.assertNotIn("annotations", dir(whatwgurl))
        for name in whatwgurl.__all__:
            self.assertTrue(hasattr(whatwgurl, name), name)


class TestAdaNames(unittest.TestCase):
    def test_parse_url(self):
        d = whatwgurl.parse_url("https://user:pass@EXAMPLE.org:80/api/../v?q=1#2")
        u = URL("https://user:pass@EXAMPLE.org:80/api/../v?q=1#2")
        self.assertEqual(d, {k: getattr(u, k) for k in whatwgurl.shortcuts.PARSE_URL_KEYS})
        self.assertEqual(d["origin"], "https://example.org:80")
        self.assertEqual(d["pathname"], "/v")
        with self.assertRaises(URLError) as cm:
            whatwgurl.parse_url("http://exa mple.com")
        self.assertEqual(cm.exception.validation_error, "domain-invalid-code-point")

    def test_join_normalize_check(self):
        self.assertEqual(whatwgurl.join_url("https://example.org/dir/child.txt", "../parent.txt"),
                         "https://example.org/parent.txt")
        self.assertEqual(whatwgurl.join_url(URL("http://h/a/b"), "?q"), "http://h/a/b?q")
        with self.assertRaises(URLError) as cm:
            whatwgurl.join_url("not a base", "x")
        self.assertTrue(cm.exception.is_base)
        self.assertEqual(whatwgurl.normalize_url("HTTPS://example.org/dir/../parent.txt"),
                         "https://example.org/parent.txt")
        with self.assertRaises(ValueError):
            whatwgurl.normalize_url("/relative")
        self.assertTrue(whatwgurl.check_url("https://example.org"))
        self.assertFalse(whatwgurl.check_url("http://example:bogus"))
        self.assertTrue(whatwgurl.check_url("x", "http://h/"))

    def test_replace_url(self):
        self.assertEqual(whatwgurl.replace_url("http://example.org:80", protocol="https:"),
                         "https://example.org/")
        self.assertEqual(whatwgurl.replace_url("http://h/", port=8080, pathname="/a b",
                                               search="x=1", hash="f"),
                         "http://h:8080/a%20b?x=1#f")
        # The href first, then the others.
        self.assertEqual(whatwgurl.replace_url("http://h/", hash="f", href="https://o/"),
                         "https://o/#f")
        # A value the Standard's setter ignores is ignored.
        self.assertEqual(whatwgurl.replace_url("mailto:x", host="h"), "mailto:x")
        with self.assertRaises(TypeError):
            whatwgurl.replace_url("http://h/", origin="x")
        with self.assertRaises(URLError):
            whatwgurl.replace_url("http://h/", href="nope")


if __name__ == "__main__":
    unittest.main()
