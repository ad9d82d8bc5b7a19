"""fork() without exec() after the parent used the library: the child keeps
working (the C library loads a private copy there; whatwgurl._fork makes the
objects that live in the Go runtime again). The parent parses the WPT inputs
and the datasets (when present) and holds a URL, a URLSearchParams, a batch
and a URLPattern; then 4 children (and a grandchild each) parse everything
again and must agree with it; children forked while other threads are inside
the library; a multiprocessing "fork" pool; a preforking server (workers
forked from the parent accept loopback connections on a shared socket, as
gunicorn's do). Every child has a watchdog (SIGALRM): a hang fails the test
instead of blocking it.

WHATWGURL_FORK_SMALL=1 (the valgrind run, where each child starts a Go runtime
under valgrind): one child, worker and busy thread of each kind;
WHATWGURL_FORK_WATCHDOG: the watchdog's seconds (60)."""
import multiprocessing as mp
import os
import signal
import socket
import threading
import unittest
import warnings

import whatwgurl
from whatwgurl import URL, URLPattern, URLSearchParams, parse_many

from test_columnar import datasets
from wpt_data import load

WATCHDOG = int(os.environ.get("WHATWGURL_FORK_WATCHDOG") or 60)
SMALL = bool(os.environ.get("WHATWGURL_FORK_SMALL"))
#: How many children, workers or busy threads a case makes: one when SMALL.
MANY = 1 if SMALL else 4


def wpt_inputs():
    return [(c["input"], c.get("base")) for c in load("urltestdata.json") if isinstance(c, dict)]


def parse_one(inp, base):
    try:
        return URL(inp, base).href
    except whatwgurl.URLError:
        return None


WPT = wpt_inputs()
DATASETS = [u for urls in datasets().values() for u in urls]


class Held:
    """What the parent holds across the fork."""

    def __init__(self):
        self.url = URL("https://user@EXAMPLE.com:8443/a/./b?q=1&r=2#f")
        self.url.search_params.append("s", "3")  # the URL's query object, used
        self.sp = URLSearchParams("a=1&b=2")
        self.sp.append("c", "3")
        self.batch = parse_many(["HTTP://Batch.example/x/../y", "http://[::1"])
        self.pattern = URLPattern("https://*.example.com/:id")
        self.pattern_dict = URLPattern({"pathname": "/books/:id"}, ignore_case=True)


def use_held(h):
    """The held objects in a child; a list of what went wrong. Then the child
    closes them, as a program frees what it made before it exits: os._exit
    frees no Python object, so the C state the child made of them again
    (URLSearchParams, URLPattern) would stay, and the valgrind run's leak
    check of the child would count it."""
    bad = []
    if h.url.href != "https://user@example.com:8443/a/b?q=1&r=2&s=3#f":
        bad.append(("url", h.url.href))
    if h.url.search_params.get("s") != "3":
        bad.append(("url.search_params", list(h.url.search_params)))
    h.url.search_params.set("q", "child")
    h.url.pathname = "/child path"
    if h.url.href != "https://user@example.com:8443/child%20path?q=child&r=2&s=3#f":
        bad.append(("url after setters", h.url.href))
    if h.url.origin != "https://example.com:8443":
        bad.append(("origin", h.url.origin))
    if list(h.sp) != [("a", "1"), ("b", "2"), ("c", "3")]:
        bad.append(("sp", list(h.sp)))
    h.sp.sort()
    h.sp.append("child", "1")
    if str(h.sp) != "a=1&b=2&c=3&child=1":
        bad.append(("sp after changes", str(h.sp)))
    if h.batch.hrefs != ["http://batch.example/y", None] or h.batch[0].hostname != "batch.example":
        bad.append(("batch", h.batch.hrefs))
    m = h.pattern.exec("https://a.example.com/42")
    if not h.pattern.test("https://a.example.com/1") or m is None or \
            m["pathname"]["groups"] != {"id": "42"}:
        bad.append(("pattern", m))
    if not h.pattern_dict.test({"pathname": "/BOOKS/7"}) or h.pattern_dict.pathname != "/books/:id":
        bad.append(("pattern from a dict, ignore_case", h.pattern_dict.pathname))
    for obj in (h.url, h.sp, h.pattern, h.pattern_dict):
        obj.close()
    return bad


def check_all(expected_wpt, expected_ds):
    bad = [("wpt", i, inp, base) for i, ((inp, base), want) in enumerate(zip(WPT, expected_wpt))
           if parse_one(inp, base) != want]
    if expected_ds is not None and parse_many(DATASETS).hrefs != expected_ds:
        bad.append(("datasets", "differ"))
    return bad[:5]


def fork_and_wait(child, timeout=WATCHDOG):
    """Runs child() in a forked child; its exit status (0: it returned no
    failures). A hang ends with SIGALRM."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # fork() with threads
        pid = os.fork()
    if pid == 0:
        code = 1
        try:
            signal.alarm(timeout)
            bad = child()
            if bad:
                print(f"\nchild {os.getpid()}: {bad}", flush=True)
            code = 1 if bad else 0
        except BaseException as e:  # noqa: BLE001 - reported, then the child ends
            print(f"\nchild {os.getpid()}: {type(e).__name__}: {e}", flush=True)
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return status


class Fork(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.expected_wpt = [parse_one(i, b) for i, b in WPT]
        cls.expected_ds = parse_many(DATASETS).hrefs

    def test_children_and_grandchildren_agree_with_the_parent(self):
        held = Held()

        def grandchild():
            return check_all(self.expected_wpt, None) + use_held(held)

        def child():
            bad = check_all(self.expected_wpt, self.expected_ds)
            if fork_and_wait(grandchild) != 0:  # the held objects, unused here yet
                bad.append("grandchild")
            return bad + use_held(held)

        statuses = [fork_and_wait(child) for _ in range(MANY)]
        self.assertEqual(statuses, [0] * MANY)
        # The parent's objects are untouched by the children's changes.
        self.assertEqual(str(held.sp), "a=1&b=2&c=3")
        self.assertEqual(held.url.href, "https://user@example.com:8443/a/b?q=1&r=2&s=3#f")
        self.assertTrue(held.pattern.test("https://b.example.com/2"))

    def test_fork_while_threads_are_inside_the_library(self):
        held = Held()
        stop = threading.Event()

        def busy():
            i = 0
            while not stop.is_set():
                inp, base = WPT[i % len(WPT)]
                i += 1
                parse_one(inp, base)
                URLSearchParams("x=1&y=2").sort()
                held.pattern.test("https://a.example.com/3")

        threads = [threading.Thread(target=busy) for _ in range(MANY)]
        for t in threads:
            t.start()
        try:
            statuses = [fork_and_wait(lambda: check_all(self.expected_wpt, None) + use_held(held))
                        for _ in range(1 if SMALL else 6)]
        finally:
            stop.set()
            for t in threads:
                t.join()
        self.assertEqual(statuses, [0] * (1 if SMALL else 6))

    def test_fork_pool(self):
        Held()  # the parent has used the library, objects of every kind included
        items = WPT + [(u, None) for u in DATASETS[::20]]
        want = [parse_one(i, b) for i, b in items]
        with mp.get_context("fork").Pool(MANY) as pool:
            got = pool.starmap(parse_one, items, chunksize=256)
        self.assertEqual(got, want)

    def test_preforking_server(self):
        """gunicorn --preload's shape: the parent imports and parses, listens,
        forks workers that accept on the shared socket and answer requests."""
        Held()
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        workers = 1 if SMALL else 3

        def worker():
            while True:
                conn, _ = listener.accept()
                with conn, conn.makefile("rwb") as f:
                    for line in f:
                        if line == b"quit\n":
                            return []
                        inp, base = WPT[int(line)]
                        f.write(repr(parse_one(inp, base)).encode() + b"\n")
                        f.flush()

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pids = []
            for _ in range(workers):
                pid = os.fork()
                if pid == 0:
                    code = 1
                    try:
                        signal.alarm(WATCHDOG)
                        code = 0 if worker() == [] else 1
                    finally:
                        os._exit(code)
                pids.append(pid)
        addr = listener.getsockname()
        listener.close()
        try:
            agree = 0
            n = len(WPT)
            conns = 1 if SMALL else 9
            for c in range(conns):
                with socket.create_connection(addr, timeout=WATCHDOG) as s, \
                        s.makefile("rwb") as f:
                    for i in range(c, n, conns):
                        f.write(b"%d\n" % i)
                        f.flush()
                        agree += f.readline() == repr(self.expected_wpt[i]).encode() + b"\n"
            for _ in range(workers):
                with socket.create_connection(addr) as s:
                    s.sendall(b"quit\n")
        finally:
            statuses = [os.waitpid(pid, 0)[1] for pid in pids]
        self.assertEqual(agree, n)
        self.assertEqual(statuses, [0] * workers)


if __name__ == "__main__":
    unittest.main()
