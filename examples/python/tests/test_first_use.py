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


if __name__ == "__main__":
    unittest.main()
