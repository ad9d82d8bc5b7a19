"""The Web Platform Tests' URL data through the Python binding, as the WPT
JavaScript runners use it (url-constructor, url-setters, toascii, IdnaTestV2)."""
import sys
import unittest

from whatwgurl import URL, URLError, URLSearchParams, parse_many

from wpt_data import Tally, load, report

ATTRS = ("href", "protocol", "username", "password", "host", "hostname", "port",
         "pathname", "search", "hash")


def check_case(case, failures):
    """One urltestdata case: URL(), URL.parse, URL.can_parse and parse_many agree
    with it. Returns the number of checks that passed."""
    inp, base = case["input"], case.get("base")
    label = f"{inp!r} against {base!r}"
    if case.get("failure"):
        ok = True
        try:
            URL(inp, base)
            failures.append(f"{label}: parsed, want failure")
            ok = False
        except URLError:
            pass
        if URL.parse(inp, base) is not None or URL.can_parse(inp, base):
            failures.append(f"{label}: parse/can_parse accept it")
            ok = False
        return ok
    try:
        u = URL(inp, base)
    except URLError:
        failures.append(f"{label}: failed, want {case['href']!r}")
        return False
    bad = [f"{a}={getattr(u, a)!r} want {case[a]!r}" for a in ATTRS if getattr(u, a) != case[a]]
    if "origin" in case and u.origin != case["origin"]:
        bad.append(f"origin={u.origin!r} want {case['origin']!r}")
    if not URL.can_parse(inp, base):
        bad.append("can_parse is False")
    if base is not None:
        # The base as a URL object: its href and offsets go to the library,
        # which does not parse it again.
        v = URL(inp, URL(base))
        bad += [f"with URL(base): {a}={getattr(v, a)!r}" for a in ATTRS
                if getattr(v, a) != case[a]]
    if "searchParams" in case and str(u.search_params) != case["searchParams"]:
        bad.append(f"search_params={str(u.search_params)!r}")
    if bad:
        failures.append(f"{label}: " + "; ".join(bad))
    return not bad


class URLTestData(unittest.TestCase):
    def run_file(self, name):
        cases = [c for c in load(name) if isinstance(c, dict)]
        failures = []
        passed = sum(check_case(c, failures) for c in cases)
        report(name, passed, failures)
        self.assertGreater(len(cases), 0)
        self.assertEqual(failures, [], "\n".join(failures[:20]))

    def test_urltestdata(self):
        self.run_file("urltestdata.json")

    def test_urltestdata_javascript_only(self):
        # Lone surrogates in a str become U+FFFD, as USVString does in JS.
        self.run_file("urltestdata-javascript-only.json")

    def test_parse_many_agrees(self):
        """parse_many over every case with the same base gives what URL() gives."""
        cases = [c for c in load("urltestdata.json") if isinstance(c, dict)]
        by_base = {}
        for c in cases:
            by_base.setdefault(c.get("base"), []).append(c)
        checked = 0
        for base, group in by_base.items():
            if base is not None and not URL.can_parse(base):
                with self.assertRaises(URLError):
                    parse_many([c["input"] for c in group], base)
                continue
            results = parse_many([c["input"] for c in group], base)
            self.assertEqual(len(results), len(group))
            for c, r in zip(group, results):
                checked += 1
                if c.get("failure"):
                    self.assertIsNone(r, c["input"])
                    continue
                self.assertIsNotNone(r, c["input"])
                for a in ATTRS:
                    self.assertEqual(getattr(r, a), c[a], f"{a} of {c['input']!r}")
        self.assertGreater(checked, 500)


class Setters(unittest.TestCase):
    def test_setters(self):
        data = load("setters_tests.json")
        failures, passed = [], 0
        for attr, cases in data.items():
            if attr == "comment":
                continue
            for case in cases:
                u = URL(case["href"])
                setattr(u, attr, case["new_value"])
                bad = [f"{k}={getattr(u, k)!r} want {v!r}" for k, v in case["expected"].items()
                       if getattr(u, k) != v]
                if bad:
                    failures.append(f"{case['href']!r}.{attr} = {case['new_value']!r}: "
                                    + "; ".join(bad))
                else:
                    passed += 1
        report("setters_tests.json", passed, failures)
        self.assertGreater(passed, 100)
        self.assertEqual(failures, [], "\n".join(failures[:20]))


def host_cases(name):
    return [c for c in load(name) if isinstance(c, dict)]


def encode_host_ending(s):
    """IdnaTestV2.window.js's encodeHostEndingCodePoints: the code points that
    end a host are percent-encoded, so that the host parser sees them."""
    return "".join("%{:02X}".format(ord(ch)) if ch in ":/?#\\" else ch for ch in s)


class Hosts(unittest.TestCase):
    def run_hosts(self, name, setters, idna=False, at_least=50):
        failures, passed, not_run = [], 0, 0
        cases = host_cases(name)
        for c in cases:
            inp, out = c["input"], c["output"]
            if idna and inp == "":
                not_run += 1  # WPT's runner: "cannot test empty string input through new URL()"
                continue
            checks = []
            u = URL.parse(f"https://{encode_host_ending(inp) if idna else inp}/x")
            if out is None:
                checks.append(("URL", u is None, u))
            else:
                checks.append(("URL", u is not None and u.host == out and u.hostname == out
                               and u.pathname == "/x" and u.href == f"https://{out}/x", u))
            for attr in setters:
                v = URL("https://x/x")
                setattr(v, attr, inp)
                want = out if out is not None else "x"
                checks.append((attr, getattr(v, attr) == want, getattr(v, attr)))
            bad = [f"{what}: got {got!r}" for what, ok, got in checks if not ok]
            if bad:
                failures.append(f"{inp!r} (want {out!r}): " + "; ".join(bad))
            else:
                passed += 1
        report(name, passed, failures)
        if not_run:
            print(f"WPT {name}: {not_run} case(s) not run, as WPT's own runner does not run "
                  "them (empty input)", file=sys.stderr)
        self.assertGreater(len(cases), not_run, f"{name}: no case was run")
        self.assertEqual(failures, [], "\n".join(failures[:20]))

    def test_toascii(self):
        self.run_hosts("toascii.json", ("host", "hostname"))

    def test_idna_v2(self):
        self.run_hosts("IdnaTestV2.json", (), idna=True)

    def test_idna_v2_removed(self):
        self.run_hosts("IdnaTestV2-removed.json", (), idna=True, at_least=15)


class PercentEncoding(unittest.TestCase):
    def test_percent_encoding(self):
        """percent-encoding.window.js: in a document of each encoding,
        "https://doesnotmatter.invalid/?" + input + "#" + input has the search
        "?" + output[encoding] and the hash "#" + output["utf-8"] (fragments
        are always UTF-8)."""
        t = Tally()
        for case in load("percent-encoding.json"):
            if not isinstance(case, dict):
                continue
            inp, out = case["input"], case["output"]
            for label, want in out.items():
                u = URL.parse_with_encoding(
                    f"https://doesnotmatter.invalid/?{inp}#{inp}", label)
                t.add(u.search == "?" + want and u.hash == "#" + out["utf-8"],
                      f"{inp!r} in {label}: search {u.search!r} hash {u.hash!r}")
        t.finish(self, "percent-encoding.json", 10)


class URLEncodedParser(unittest.TestCase):
    def test_urlencoded_parser_data(self):
        """url-extra/urlencoded-parser-data.json: URLSearchParams(input) has
        exactly the expected name-value pairs, in order."""
        t = Tally()
        for case in load("urlencoded-parser-data.json", "url-extra"):
            got = list(URLSearchParams(case["input"]))
            want = [tuple(p) for p in case["output"]]
            t.add(got == want, f"{case['input']!r}: {got!r}, want {want!r}")
        t.finish(self, "urlencoded-parser-data.json", 20)


if __name__ == "__main__":
    unittest.main()
