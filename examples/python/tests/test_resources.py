"""Memory (10^6 parse/free cycles keep RSS flat), threads (objects shared by
several threads) and fork through the Python binding."""
import multiprocessing as mp
import os
import sys
import threading
import time
import unittest

import whatwgurl
from whatwgurl import URL, URLSearchParams, parse_many


def rss_kib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise unittest.SkipTest("no VmRSS in /proc/self/status")


class Memory(unittest.TestCase):
    CYCLES = int(os.environ.get("WHATWGURL_MEMORY_CYCLES", "1000000"))

    def test_parse_free_cycles_keep_rss_flat(self):
        inputs = [f"https://user@host{i}.example:8080/p/../{i}?q={i}#f" for i in range(100)]

        def run(n):
            for i in range(n):
                u = URL(inputs[i % 100])
                if i % 1000 == 0:  # the other kinds of C memory too, now and then
                    u.pathname = "/x" * 50
                    u.search_params.append("k", "v")
                    URLSearchParams("a=b").append("c", "d")
                    parse_many(inputs)

        run(50000)  # warm up: the Go heap and the allocators reach their size
        before = rss_kib()
        t0 = time.perf_counter()
        run(self.CYCLES)
        dt = time.perf_counter() - t0
        after = rss_kib()
        print(f"\nmemory: {self.CYCLES} URL parse/free cycles in {dt:.1f} s "
              f"({dt / self.CYCLES * 1e9:.0f} ns each); RSS {before} KiB -> {after} KiB",
              file=sys.stderr)
        # A leak of even one 100-byte block per cycle would be ~100 MB.
        self.assertLess(after - before, 8 * 1024)


class Threads(unittest.TestCase):
    def test_shared_objects(self):
        u = URL("https://example.com/?n=0")
        sp = u.search_params
        shared_base = URL("https://base.example/dir/")
        errors = []
        N, T = 2000, 4

        def worker(t):
            try:
                for i in range(N):
                    sp.append(f"t{t}", str(i))          # writes the shared URL
                    u.hash = f"h{t}-{i}"                # and again
                    href = u.href
                    if not href.startswith("https://example.com/?n=0"):
                        errors.append(href)
                    v = URL(f"p{t}/{i}", shared_base)   # reads a shared base
                    if v.href != f"https://base.example/dir/p{t}/{i}":
                        errors.append(v.href)
                    _ = u.search, u.hostname, str(sp), len(sp)
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(repr(e))

        def parser(t):
            # URL(s) on several threads at once: each has its own buffer.
            try:
                for i in range(N):
                    s = f"http://t{t}.example/{'x' * (i % 300)}?{i}"
                    v = URL(s)
                    if v.href != s or v.search != f"?{i}":
                        errors.append(v.href)
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(repr(e))

        threads = [threading.Thread(target=worker, args=(t,)) for t in range(T)]
        threads += [threading.Thread(target=parser, args=(t,)) for t in range(T)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(120)
        self.assertFalse(any(th.is_alive() for th in threads), "a thread hung")
        self.assertEqual(errors, [])
        self.assertEqual(len(sp), 1 + N * T)
        for t in range(T):
            self.assertEqual(sp.get_all(f"t{t}"), [str(i) for i in range(N)])


# Children of the fork tests (module level, so that spawn can import them).

def child_parse(q):
    try:
        u = URL("../b?x#y", "http://EXAMPLE.com/a/c")
        sp = URLSearchParams("a=1")
        sp.append("b", "2")
        q.put(("ok", u.href, str(sp), [r.href for r in parse_many(["http://h/"])]))
    except BaseException as e:  # noqa: BLE001 - sent to the parent
        q.put((type(e).__name__, str(e)))


def child_after_fork(q, pre_fork_url, pre_fork_batch):
    """In a child forked after the parent used the library: every call works
    (the library loads a private copy; the header's FORK section)."""
    results = []
    for name, call in [("URL", lambda: URL("http://child/").href),
                       ("setter", lambda: setattr(pre_fork_url, "pathname", "/child")),
                       ("URL with base", lambda: URL("x", pre_fork_url).href),
                       ("origin", lambda: URL.__copy__(pre_fork_url).origin),
                       ("can_parse", lambda: whatwgurl.can_parse("http://child/")),
                       ("parse_many", lambda: parse_many(["http://child/"]).hrefs),
                       ("URLSearchParams", lambda: str(URLSearchParams("a=b")))]:
        try:
            results.append((name, call()))
        except BaseException as e:  # noqa: BLE001
            results.append((name, type(e).__name__, str(e)))
    results.append(("href", pre_fork_url.href))
    results.append(("batch", pre_fork_batch.hrefs, pre_fork_batch[0].hostname))
    q.put(results)


class Fork(unittest.TestCase):
    TIMEOUT = 60

    def run_child(self, method, target, *args):
        ctx = mp.get_context(method)
        q = ctx.Queue()
        p = ctx.Process(target=target, args=(q,) + args)
        p.start()
        try:
            result = q.get(timeout=self.TIMEOUT)
        finally:
            p.join(self.TIMEOUT)
            if p.is_alive():
                p.kill()
                p.join()
                self.fail(f"{method} child hung")
        self.assertEqual(p.exitcode, 0)
        return result

    def test_fork_child_works(self):
        u = URL("https://example.com/pre?fork")  # the parent has used the library
        u.search_params.append("k", "v")
        batch = parse_many(["http://pre.example/", "bad"])
        results = self.run_child("fork", child_after_fork, u, batch)
        self.assertEqual(results, [
            ("URL", "http://child/"), ("setter", None),
            ("URL with base", "https://example.com/x"),
            ("origin", "https://example.com"), ("can_parse", True),
            ("parse_many", ["http://child/"]), ("URLSearchParams", "a=b"),
            ("href", "https://example.com/child?fork=&k=v"),
            ("batch", ["http://pre.example/", None], "pre.example")])
        # The parent is not affected.
        self.assertEqual(u.href, "https://example.com/pre?fork=&k=v")
        self.assertEqual(URL("/after", u).href, "https://example.com/after")

    def test_spawn_and_forkserver_children_parse(self):
        URL("http://parent.example/")
        for method in ("spawn", "forkserver"):
            with self.subTest(method=method):
                r = self.run_child(method, child_parse)
                self.assertEqual(r, ("ok", "http://example.com/b?x#y", "a=1&b=2", ["http://h/"]))


if __name__ == "__main__":
    unittest.main()
