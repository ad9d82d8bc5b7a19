"""Objects that hold C memory keep one owner through copy, deepcopy and pickle.

Each scenario runs in a child interpreter: a pointer shared by two owners is
freed twice or read after it was freed, which can kill the process (SIGSEGV)
instead of failing an assertion, and the suite must report that as a failure
rather than die with it.
"""
import copy
import os
import pickle
import subprocess
import sys
import textwrap
import unittest

from whatwgurl import URL, URLSearchParams, parse_many

# Shared by every child: inputs and what they must read.
PRELUDE = """
import copy, gc, pickle
from whatwgurl import URL, URLSearchParams, parse_many
A = [f"http://a{i}.example/p" for i in range(1000)]
B = [f"http://b{i}.example/p" for i in range(1000)]
C = [f"http://c{i}.example/q/" + "x" * 40 for i in range(1000)]
"""


def run_child(body):
    """Runs PRELUDE + body in a new interpreter; (exit status, stderr)."""
    code = PRELUDE + textwrap.dedent(body) + "\nprint('child: done')\n"
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=dict(os.environ), timeout=120)
    return p.returncode, p.stdout, p.stderr


class ChildScenarios(unittest.TestCase):
    def assertChildOK(self, body):
        rc, out, err = run_child(body)
        how = f"was killed by signal {-rc}" if rc < 0 else f"exited {rc}"
        self.assertEqual(rc, 0, f"the child {how}\n{err}")
        self.assertIn("child: done", out)

    def test_batch_copy_outlives_original(self):
        # The reported crash: a copy, the original collected, another batch
        # allocated (it may get the freed block), then the copy read.
        self.assertChildOK("""
            b = parse_many(A)
            c, d = copy.copy(b), copy.deepcopy(b)
            del b
            gc.collect()
            e = parse_many(B)
            assert c.hrefs == A, c.hrefs[:2]
            assert [r.hostname for r in c][:2] == ["a0.example", "a1.example"]
            assert d[999].href == A[999]
            del c, d
            gc.collect()
            f = parse_many(C)  # may reuse a block a second owner freed
            assert e.hrefs == B, e.hrefs[:2]
            assert [r.href for r in e] == B
            assert f.hrefs == C
        """)

    def test_batch_pickle_is_refused(self):
        self.assertChildOK("""
            b = parse_many(A)
            for proto in range(pickle.HIGHEST_PROTOCOL + 1):
                try:
                    pickle.dumps(b, proto)
                except TypeError as e:
                    assert "list(batch)" in str(e), e
                else:
                    raise AssertionError(f"pickled a ParsedBatch with protocol {proto}")
            # What the message suggests works, and reads the same values.
            items = pickle.loads(pickle.dumps(list(b)))
            del b
            gc.collect()
            parse_many(B)
            assert [r.href for r in items] == A
        """)

    def test_url_and_search_params_copies(self):
        self.assertChildOK("""
            for i in range(200):
                u = URL(f"http://h{i}/p?a={i}")
                sp = u.search_params            # u now has a C handle
                own = URLSearchParams("x=1")
                copies = [copy.copy(u), copy.deepcopy(u), pickle.loads(pickle.dumps(u)),
                          copy.copy(sp), copy.deepcopy(sp), pickle.loads(pickle.dumps(sp)),
                          copy.copy(own), pickle.loads(pickle.dumps(own))]
                del u, sp, own
                gc.collect()
                URL("http://other/").search_params.append("k", "v")
                urls, params = copies[:3], copies[3:]
                for v in urls:
                    v.pathname = "/changed"
                    assert v.href == f"http://h{i}/changed?a={i}", v.href
                for q in params[:3]:
                    q.append("b", "2")
                    assert str(q) == f"a={i}&b=2", str(q)
                for q in params[3:]:
                    assert str(q) == "x=1", str(q)
        """)

    def test_closed_url_copy(self):
        self.assertChildOK("""
            u = URL("http://h/p")
            u.pathname = "/q"   # makes the handle
            u.close()
            c = copy.copy(u)
            del u
            gc.collect()
            c.pathname = "/r"   # the copy is open: a handle of its own
            assert c.href == "http://h/r"
        """)


class InProcess(unittest.TestCase):
    def test_copy_of_batch_is_itself(self):
        b = parse_many(["http://h/", "bad"])
        self.assertIs(copy.copy(b), b)
        self.assertIs(copy.deepcopy(b), b)

    def test_parsed_url_pickles_by_value(self):
        r = parse_many(["HTTP://H/a/../b"])[0]
        p = pickle.loads(pickle.dumps(r))
        self.assertEqual((p.href, p.pathname), ("http://h/b", "/b"))

    def test_pickled_url_is_its_href(self):
        u = URL("http://h/?a=1")
        u.search_params.append("b", "2")
        self.assertEqual(pickle.loads(pickle.dumps(u)).href, "http://h/?a=1&b=2")
        self.assertEqual(str(pickle.loads(pickle.dumps(URLSearchParams("z=1")))), "z=1")


if __name__ == "__main__":
    unittest.main()
