"""The Python API of whatwgurl, beyond the WPT data."""
import copy
import importlib.metadata
import pickle
import unittest

import whatwgurl
from whatwgurl import URL, URLError, URLSearchParams, parse_many


class TestURL(unittest.TestCase):
    def test_constructor_and_errors(self):
        u = URL("../c?x=1#f", "https://user:pw@EXAMPLE.com:8080/a/b")
        self.assertEqual(u.href, "https://user:pw@example.com:8080/c?x=1#f")
        self.assertEqual((u.protocol, u.username, u.password, u.host, u.hostname, u.port,
                          u.pathname, u.search, u.hash),
                         ("https:", "user", "pw", "example.com:8080", "example.com", "8080",
                          "/c", "?x=1", "#f"))
        self.assertEqual(u.origin, "https://example.com:8080")
        self.assertEqual(u.port_number, 8080)
        with self.assertRaises(URLError) as cm:
            URL("not a url")
        self.assertIsInstance(cm.exception, ValueError)
        self.assertEqual(cm.exception.input, "not a url")
        with self.assertRaises(URLError):
            URL("a", "also not a url")
        self.assertIsNone(URL.parse("not a url"))
        self.assertEqual(URL.parse("/p", "http://h/").href, "http://h/p")
        self.assertTrue(URL.can_parse("x:"))
        self.assertFalse(URL.can_parse("/p"))
        self.assertTrue(URL.can_parse("/p", "http://h/"))
        with self.assertRaises(TypeError):
            URL(None)  # type: ignore[arg-type]

    def test_base_url_object(self):
        base = URL("http://h/dir/file")
        self.assertEqual(URL("other", base).href, "http://h/dir/other")
        self.assertTrue(URL.can_parse("other", base))

    def test_setters(self):
        u = URL("http://example.com/")
        u.protocol = "https"
        u.username = "me"
        u.password = "secret"
        u.hostname = "EXAMPLE.org"
        u.port = 8443
        u.pathname = "/a b"
        u.search = "q=ü"
        u.hash = "frag ment"
        self.assertEqual(u.href, "https://me:secret@example.org:8443/a%20b?q=%C3%BC#frag%20ment")
        u.port = "443"
        self.assertEqual(u.port, "")  # the default port is null
        u.host = "[::1]:81"
        self.assertEqual(u.host, "[::1]:81")
        u.protocol = "no scheme!"  # ignored, as the Standard says
        self.assertEqual(u.protocol, "https:")
        with self.assertRaises(URLError):
            u.href = "not a url"
        self.assertEqual(u.hostname, "[::1]")  # unchanged
        u.href = "file:///etc/hosts"
        self.assertEqual((u.protocol, u.host, u.pathname), ("file:", "", "/etc/hosts"))
        self.assertEqual(u.origin, "null")

    def test_usv_string(self):
        # A lone surrogate is U+FFFD; a pair written as two code points is one.
        self.assertEqual(URL("http://h/\ud800").pathname, "/%EF%BF%BD")
        self.assertEqual(URL("http://h/\ud83d\ude00").pathname, "/%F0%9F%98%80")
        self.assertEqual(URL("http://h/\U0001F600").pathname, "/%F0%9F%98%80")
        u = URL("http://h/")
        u.hash = "\udc00x"
        self.assertEqual(u.hash, "#%EF%BF%BDx")

    def test_protocols(self):
        u = URL("https://example.com/a?b#c")
        self.assertEqual(str(u), u.href)
        self.assertEqual(repr(u), "URL('https://example.com/a?b#c')")
        v = URL("HTTPS://EXAMPLE.com/a?b#c")
        self.assertEqual(u, v)
        self.assertNotEqual(u, URL("https://example.com/a?b#d"))
        c, d = copy.copy(u), copy.deepcopy(u)
        self.assertEqual((c, d), (u, u))
        c.pathname = "/changed"
        self.assertEqual(u.pathname, "/a")  # independent
        p = pickle.loads(pickle.dumps(u))
        self.assertEqual(p, u)
        self.assertIsNot(p, u)
        self.assertNotEqual(u, "https://example.com/a?b#c")

    def test_close_and_with(self):
        with URL("http://h/p") as u:
            self.assertEqual(u.pathname, "/p")
        self.assertEqual(u.href, "http://h/p")  # copies stay readable
        with self.assertRaises(ValueError):
            u.pathname = "/q"
        with self.assertRaises(ValueError):
            u.origin
        u.close()  # twice is fine

    def test_search_params_live(self):
        u = URL("https://example.com/?b=2&a=1&c=3&a=0")
        sp = u.search_params
        self.assertIs(sp, u.search_params)
        self.assertEqual(len(sp), 4)
        self.assertEqual(sp.get("a"), "1")
        self.assertEqual(sp.get_all("a"), ["1", "0"])
        self.assertIsNone(sp.get("zz"))
        self.assertTrue(sp.has("a"))
        self.assertTrue(sp.has("a", "0"))
        self.assertFalse(sp.has("a", "9"))
        self.assertIn("c", sp)
        sp.sort()
        self.assertEqual(u.search, "?a=1&a=0&b=2&c=3")
        sp.delete("a", "1")
        self.assertEqual(list(sp), [("a", "0"), ("b", "2"), ("c", "3")])
        sp.set("b", "x y")
        sp.append("é", "&")
        self.assertEqual(u.href, "https://example.com/?a=0&b=x+y&c=3&%C3%A9=%26")
        u.search = "?z=1"
        self.assertEqual(list(sp), [("z", "1")])
        sp.delete("z")
        self.assertEqual(u.href, "https://example.com/")  # empty list: query null
        self.assertEqual(str(sp), "")
        # The URL stays alive while its params object does.
        sp2 = URL("http://h/?k=v").search_params
        self.assertEqual(sp2.get("k"), "v")

    def test_search_params_standalone(self):
        self.assertEqual(list(URLSearchParams("?a=1&b=%20&a")), [("a", "1"), ("b", " "), ("a", "")])
        self.assertEqual(str(URLSearchParams({"a": "1", "b": "2 3"})), "a=1&b=2+3")
        self.assertEqual(str(URLSearchParams([("x", "1"), ["x", "2"]])), "x=1&x=2")
        sp = URLSearchParams("q=1")
        self.assertEqual(str(URLSearchParams(sp)), "q=1")
        with self.assertRaises(TypeError):
            URLSearchParams([("a", "b", "c")])
        self.assertEqual(len(URLSearchParams()), 0)
        self.assertEqual(sp.keys(), ["q"])
        self.assertEqual(sp.values(), ["1"])
        self.assertEqual(copy.deepcopy(sp), sp)
        self.assertEqual(pickle.loads(pickle.dumps(sp)), sp)
        self.assertEqual(repr(sp), "URLSearchParams([('q', '1')])")
        self.assertEqual(str(URLSearchParams({"\ud800": "v"})), "%EF%BF%BD=v")
        sp.delete("q", "")  # the empty value is a value: nothing matches
        self.assertEqual(len(sp), 1)
        with URLSearchParams("a=b") as s:
            pass
        with self.assertRaises(ValueError):
            s.append("c", "d")

    def test_parse_many(self):
        inputs = ["https://EXAMPLE.com/a/../b?q#f", "not a url", "http://[::1]:80/",
                  "//other/x", "file:///C|/x"]
        got = parse_many(inputs)
        self.assertIsNone(got[1])
        self.assertIsNone(got[3])  # relative without a base
        for inp, r in zip(inputs, got):
            u = URL.parse(inp)
            if u is None:
                self.assertIsNone(r)
                continue
            for a in ("href", "protocol", "username", "password", "host", "hostname", "port",
                      "pathname", "search", "hash"):
                self.assertEqual(getattr(r, a), getattr(u, a), (inp, a))
            self.assertEqual(r, u)
            self.assertEqual(r.to_url(), u)
        based = parse_many(["x", "//o/"], base="http://h/d/f")
        self.assertEqual([r.href for r in based], ["http://h/d/x", "http://o/"])
        self.assertEqual(parse_many([]), [])
        self.assertEqual(parse_many([]).hrefs, [])
        with self.assertRaises(URLError):
            parse_many(["x"], base="no base")
        self.assertEqual(parse_many(iter(["http://\ud800/"]))[0], None)  # U+FFFD in a host

    def test_parse_many_batch(self):
        inputs = ["http://a/", "bad", "HTTP://B/x/../y", "", "http://c/?\ud800"]
        b = parse_many(inputs)
        self.assertIsInstance(b, whatwgurl.ParsedBatch)
        self.assertEqual(len(b), 5)
        want = ["http://a/", None, "http://b/y", None, "http://c/?%EF%BF%BD"]
        self.assertEqual(b.hrefs, want)
        self.assertEqual([None if r is None else r.href for r in b], want)
        self.assertEqual([None if b[i] is None else b[i].href for i in range(5)], want)
        self.assertEqual(b[-1].search, "?%EF%BF%BD")
        self.assertEqual([r.href for r in b[0:3:2]], ["http://a/", "http://b/y"])
        with self.assertRaises(IndexError):
            b[5]
        with self.assertRaises(IndexError):
            b[-6]
        self.assertEqual(b, [URL.parse(s) for s in inputs])
        self.assertNotEqual(b, want[:4])
        self.assertEqual(b[2].to_url().pathname, "/y")
        self.assertEqual(pickle.loads(pickle.dumps(b[2])), b[2])
        # Base as a URL; a generator; every href ASCII.
        self.assertEqual(parse_many((s for s in ["x", "/y"]), base=URL("http://h/d/f")).hrefs,
                         ["http://h/d/x", "http://h/y"])
        # A surrogate pair written as two code points is one scalar, in the joined path too.
        self.assertEqual(parse_many(["http://h/\ud83d\ude00", "http://h/"]).hrefs,
                         ["http://h/%F0%9F%98%80", "http://h/"])

    def test_parse_many_hrefs_reuse_canonical_inputs(self):
        # Inputs that are their own hrefs are given back (no new str); the
        # others are read from the href block: several join chunks' worth,
        # with a failure, an empty input, a rewritten input, a non-ASCII one
        # and a str subclass at different places.
        class S(str):
            pass
        urls = [f"https://example.com/{i}" for i in range(700)]
        urls[5] = ""
        urls[200] = "HTTP://example.com/up"
        urls[333] = "nope"
        urls[400] = "http://h/\u00e9"
        urls[520] = S("https://example.com/sub")
        for edition in (None, "2026"):
            batch = parse_many(urls, edition=edition)
            want = [None if u is None else u.href for u in map(URL.parse, urls)]
            urls_before = list(urls)
            urls[0] = "https://changed/"  # the batch keeps its own inputs
            got = batch.hrefs
            urls[0] = urls_before[0]
            self.assertEqual(got, want)
            self.assertEqual([h.__class__ for h in got if h is not None], [str] * 698)
            self.assertIs(got[1], urls[1])  # a canonical input
            self.assertIs(got[519], urls[519])  # next to a subclass
            self.assertIsNot(got[400], urls[400])
            self.assertEqual([None if r is None else r.href for r in batch], want)
        # Every input canonical, or every input failing.
        self.assertEqual(parse_many(urls[600:]).hrefs, urls[600:])
        self.assertEqual(parse_many(["", "", "x"]).hrefs, [None, None, None])

    def test_parse_many_hrefs_of_changed_rows(self):
        # The rows whose input is not their href are read from the library's
        # memory one by one when they are few (the href block left undecoded),
        # from the decoded block when they are many; the same hrefs either way.
        canonical = [f"https://example.com/{i}" for i in range(160)]
        changed = ["HTTP://EXAMPLE.com/up", "nope", "http://h/\u00e9", "", "http://no-slash",
                   "https://e.example/a/../b", "http://h:80/"]
        cases = [  # (changed rows, whether the block is decoded)
            ([], False),
            ([0], False),
            ([159], False),
            ([3, 80, 150], False),
            (list(range(0, 160, 18)), False),  # 9 of 160: fewer than one in 16
            (list(range(0, 160, 16)), True),  # 10 of 160: one in 16
            (list(range(0, 160, 9)), True),
            (list(range(160)), True),
        ]
        for rows, decoded in cases:
            with self.subTest(rows=rows):
                urls = list(canonical)
                for j, i in enumerate(rows):
                    urls[i] = changed[j % len(changed)]
                batch = parse_many(urls)
                want = [None if u is None else u.href for u in map(URL.parse, urls)]
                self.assertEqual(batch.hrefs, want)
                self.assertEqual(batch._text is not None, decoded)
                self.assertEqual([None if r is None else r.href for r in batch], want)

    def test_parse_many_slow_paths(self):
        # An input with a NUL, and bytes inputs, take the per-input path: same results.
        b = parse_many(["http://h/a\0b", "http://x/", "nope"])
        self.assertEqual(b.hrefs, ["http://h/a%00b", "http://x/", None])
        self.assertEqual(b[0].pathname, "/a%00b")
        b = parse_many([b"http://h/\xff", "http://x/"])
        self.assertEqual(b.hrefs, ["http://h/%EF%BF%BD", "http://x/"])
        self.assertIsNone(parse_many(["nope", b"x"])[0])

    def test_canonical_input_is_its_own_href(self):
        # No new str for an input that is already its href; every other kind
        # of input still gives a str of its own href.
        class S(str):
            pass
        s = "https://example.com/a?b#c"
        self.assertIs(URL(s).href, s)
        for inp, want in ((b"https://example.com/a?b#c", s), (S(s), s),
                          ("HTTPS://example.com/a?b#c", s), ("http://a/\u00e9", "http://a/%C3%A9"),
                          ("http://a", "http://a/")):
            u = URL(inp)
            self.assertEqual(u.href, want)
            self.assertIs(type(u.href), str)
            self.assertIs(type(u.pathname), str)
        u = URL(s)
        u.hash = "d"  # a setter makes the C handle then
        self.assertEqual(u.href, "https://example.com/a?b#d")

    def test_long_href_and_threads_buffers(self):
        # An href far larger than the per-thread buffer: grown, parsed again.
        long = "http://h/" + "\u00e9" * 5000
        u = URL(long)
        self.assertEqual(u.href, "http://h/" + "%C3%A9" * 5000)
        self.assertEqual(URL(long, base=URL("http://other/")).pathname, "/" + "%C3%A9" * 5000)
        self.assertEqual(URL("http://h/ok").href, "http://h/ok")  # the grown buffer works on

    def test_a_parse_never_writes_into_a_buffer_another_holds(self):
        # A parse holds its buffer from the foreign call to the read; one that
        # a finalizer or signal handler runs in between, on the same thread,
        # or one on another thread, must take another (the pool's).
        from whatwgurl import _record
        URL("http://warm/")
        held = list(_record.pool)
        self.assertTrue(held)
        _record.pool.clear()
        try:
            for _, _, hv, _ in held:
                hv[:6] = b"marker"
            cases = [("http://h/x", None, "http://h/x"), ("y?q", "http://b/a/", "http://b/a/y?q"),
                     ("z", URL("http://c/d/"), "http://c/d/z")]
            for inp, base, want in cases:
                self.assertEqual(URL(inp, base).href, want)
            for _, _, hv, _ in held:
                self.assertEqual(hv[:6], b"marker")
        finally:
            _record.pool.extend(held)

    def test_base_url_object_no_reparse_agrees(self):
        base = URL("https://u:p@EXAMPLE.com:8443/a/b?q#f")
        for rel in ["c", "../d?x", "?y", "#z", "//o/p", "file:///x", "", "/"]:
            self.assertEqual(URL(rel, base).href, URL(rel, base.href).href, rel)
        base.pathname = "/changed/dir/"  # a base with a handle and new offsets
        self.assertEqual(URL("e", base).href, "https://u:p@example.com:8443/changed/dir/e")

    def test_copy_has_no_handle_and_is_independent(self):
        u = URL("http://h/p?a=1")
        sp = u.search_params
        c = copy.copy(u)
        sp.append("b", "2")
        self.assertEqual(c.href, "http://h/p?a=1")
        self.assertEqual(u.href, "http://h/p?a=1&b=2")
        c.search_params.append("c", "3")
        self.assertEqual((u.search, c.search), ("?a=1&b=2", "?a=1&c=3"))

    def test_version(self):
        # One version everywhere: the package's, its metadata's and the
        # library's it carries (all from the repository's VERSION).
        self.assertRegex(whatwgurl.__version__, r"^\d+\.\d+\.\d+$")
        self.assertEqual(whatwgurl.library_version(), whatwgurl.__version__)
        try:
            installed = importlib.metadata.version("whatwgurl")
        except importlib.metadata.PackageNotFoundError:
            self.skipTest("whatwgurl runs from its source tree, not installed")
        self.assertEqual(installed, whatwgurl.__version__)


class TestTraps(unittest.TestCase):
    """Behaviour that reads one way and did another: cases a review found the
    binding getting wrong, and the search setter's list (section 6.1)."""

    def test_equals_follows_the_standard(self):
        # Section 4.6: exclude fragments defaults to false.
        u = URL("https://example.com/a?b#c")
        self.assertFalse(u.equals(URL("https://example.com/a?b#d")))
        self.assertTrue(u.equals(URL("https://example.com/a?b#d"), exclude_fragments=True))
        self.assertTrue(u.equals(URL("HTTPS://EXAMPLE.com/a?b#c")))
        self.assertTrue(u.equals(parse_many(["https://example.com/a?b#c"])[0]))
        self.assertFalse(URL("http://h/#").equals(URL("http://h/")))  # empty vs null fragment
        self.assertTrue(URL("http://h/#").equals(URL("http://h/"), exclude_fragments=True))

    def test_equals_with_a_non_url_raises(self):
        u = URL("https://example.com/")
        for other in ("https://example.com/", None, 1):
            with self.subTest(other=other), self.assertRaises(TypeError):
                u.equals(other)  # type: ignore[arg-type]

    def test_mutable_url_is_unhashable(self):
        u = URL("http://h/a")
        with self.assertRaises(TypeError):
            hash(u)
        with self.assertRaises(TypeError):
            {u: 1}  # noqa: B018 - a dict would lose it after u.pathname = ...
        r = parse_many(["http://h/a"])[0]  # immutable: hashable, by its href
        self.assertEqual(hash(r), hash(parse_many(["HTTP://H/a"])[0]))
        self.assertEqual(len({r, parse_many(["http://h/a"])[0]}), 1)

    def test_parse_with_encoding_takes_a_url_base(self):
        base = URL("http://h/dir/file")
        u = URL.parse_with_encoding("x?\u00e9", "windows-1252", base)
        self.assertEqual(u.href, "http://h/dir/x?%E9")
        self.assertEqual(u.href, URL.parse_with_encoding("x?\u00e9", "windows-1252",
                                                         base.href).href)

    def test_validate_takes_a_url_base(self):
        r = whatwgurl.validate("x", URL("http://h/dir/"))
        self.assertEqual((r.url.href, r.errors), ("http://h/dir/x", []))

    def test_search_params_pair_must_be_two_items_not_a_string(self):
        # WebIDL: a pair is a sequence<USVString>; a string is not a sequence.
        for init in (["ab"], [b"ab"], [("a", "b"), "cd"]):
            with self.subTest(init=init), self.assertRaises(TypeError):
                URLSearchParams(init)
        self.assertEqual(str(URLSearchParams([["a", "b"], ("c", "d")])), "a=b&c=d")

    def test_invalid_base_is_named(self):
        for call in (lambda: URL("x", "nope"), lambda: parse_many(["x"], "nope"),
                     lambda: URL.parse_with_encoding("x", "utf-8", "nope")):
            with self.assertRaises(URLError) as cm:
                call()
            self.assertIn("base", str(cm.exception))
            self.assertEqual(cm.exception.input, "nope")
        with self.assertRaises(URLError) as cm:  # a valid base: the input is what failed
            URL("http://[", "http://h/")
        self.assertNotIn("base", str(cm.exception))
        self.assertEqual(cm.exception.input, "http://[")


class TestCapabilities(unittest.TestCase):
    """The C ABI's other functions."""

    def test_domain_to_ascii(self):
        self.assertEqual(whatwgurl.domain_to_ascii("faß.DE"), "xn--fa-hia.de")
        with self.assertRaises(URLError):
            whatwgurl.domain_to_ascii("a\u0000b")

    def test_domain_to_unicode(self):
        self.assertEqual(whatwgurl.domain_to_unicode("xn--fa-hia.de"), "faß.de")

    def test_host_parse(self):
        self.assertEqual(whatwgurl.host_parse("0x7f.1"), ("127.0.0.1", "ipv4"))
        self.assertEqual(whatwgurl.host_parse("[::1]"), ("[::1]", "ipv6"))
        with self.assertRaises(URLError):
            whatwgurl.host_parse("a b")

    def test_percent_encode(self):
        self.assertEqual(whatwgurl.percent_encode("a b/é", "component"), "a%20b%2F%C3%A9")
        self.assertEqual(whatwgurl.percent_encode("a b", "application/x-www-form-urlencoded",
                                                  space_as_plus=True), "a+b")
        with self.assertRaises(ValueError):
            whatwgurl.percent_encode("x", "no-such-set")

    def test_percent_decode(self):
        self.assertEqual(whatwgurl.percent_decode("%C3%A9%zz"), "é%zz")
        self.assertEqual(whatwgurl.percent_decode("%00%FF", as_bytes=True), b"\x00\xff")

    def test_public_suffix(self):
        self.assertEqual(whatwgurl.public_suffix("www.EXAMPLE.co.uk"), "co.uk")
        self.assertEqual(whatwgurl.registrable_domain("www.example.co.uk"), "example.co.uk")
        self.assertIsNone(whatwgurl.registrable_domain("co.uk"))
        u = URL("https://a.b.example.com/")
        self.assertEqual((u.public_suffix, u.registrable_domain), ("com", "example.com"))
        self.assertIsNone(URL("http://127.0.0.1/").public_suffix)

    def test_render(self):
        u = URL("https://user:pw@xn--fa-hia.de/%C3%A9?q#f")
        self.assertEqual(u.render(), "https://faß.de/é?q#f")
        self.assertEqual(u.render_host(), "faß.de")

    def test_validate(self):
        r = whatwgurl.validate("https://example.com/")
        self.assertTrue(r.valid)
        r = whatwgurl.validate("https:\\\\example.com\\a")
        self.assertIsNotNone(r.url)
        self.assertIn("invalid-reverse-solidus", r.errors)
        r = whatwgurl.validate("http://[::1")
        self.assertIsNone(r.url)
        self.assertEqual(r.failure, "IPv6-unclosed")

    def test_parse_with_encoding(self):
        u = URL.parse_with_encoding("http://h/é?é", "windows-1252")
        self.assertEqual(u.href, "http://h/%C3%A9?%E9")
        with self.assertRaises(LookupError):
            URL.parse_with_encoding("http://h/", "no-such-encoding")

    def test_to_string_with_encoding(self):
        sp = URLSearchParams({"é": "€"})
        self.assertEqual(sp.to_string("windows-1252"), "%E9=%80")
        self.assertEqual(sp.to_string(), "%C3%A9=%E2%82%AC")


if __name__ == "__main__":
    unittest.main()
