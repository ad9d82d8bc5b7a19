"""Benchmark of the Python binding on ../shared/datasets (issue 5, Speed).

Methods, over every URL of every dataset file (one line each):
  urlsplit          urllib.parse.urlsplit(s)               (the stdlib baseline)
  urlsplit+4        urlsplit(s) and .scheme .hostname .path .query
  URL(s).href       URL.parse(s).href                       (one C call to parse)
  URL(s)+4 attrs    URL.parse(s) and .protocol .hostname .pathname .search
  parse_many        parse_many(all URLs of the file)        (one C call per file)
  parse_many+4      parse_many, then the four attributes of each result
Rounds interleave the methods; the table gives each one's median ns/URL and its
ratio to urlsplit (ratio > 1: slower than urlsplit). urlsplit does much less
than the URL Standard's parser (no normalization, no IDNA, no percent-encoding,
no validation), so the ratio is a cost, not a like-for-like race.

    python3 bench.py --datasets ../../../shared/datasets --rounds 7
"""
import argparse
import os
import statistics
import sys
import time
from urllib.parse import urlsplit

import whatwgurl
from whatwgurl import URL, parse_many


def load(root):
    urls = []
    for dirpath, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if name.endswith(".txt"):
                with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                    urls += [line.rstrip("\n") for line in f if line.strip()]
    return urls


def m_urlsplit(urls):
    for s in urls:
        try:
            urlsplit(s)
        except ValueError:
            pass


def m_urlsplit4(urls):
    for s in urls:
        try:
            p = urlsplit(s)
            p.scheme, p.hostname, p.path, p.query
        except ValueError:
            pass


def m_href(urls):
    parse = URL.parse
    for s in urls:
        u = parse(s)
        if u is not None:
            u.href


def m_four(urls):
    parse = URL.parse
    for s in urls:
        u = parse(s)
        if u is not None:
            u.protocol, u.hostname, u.pathname, u.search


def m_many(urls):
    parse_many(urls)


def m_many4(urls):
    for r in parse_many(urls):
        if r is not None:
            r.protocol, r.hostname, r.pathname, r.search


METHODS = [("urlsplit", m_urlsplit), ("urlsplit+4", m_urlsplit4), ("URL(s).href", m_href),
           ("URL(s)+4 attrs", m_four), ("parse_many", m_many), ("parse_many+4", m_many4)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "datasets"))
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    if not os.path.isdir(args.datasets):
        print(f"bench.py: no datasets at {args.datasets}", file=sys.stderr)
        return 1
    urls = load(args.datasets)
    ok = sum(u is not None for u in parse_many(urls))
    print(f"whatwgurl {whatwgurl.library_version()} ({whatwgurl._lib.lib._name}), "
          f"Python {sys.version.split()[0]}")
    print(f"{len(urls)} URLs from {args.datasets} ({ok} valid), {args.rounds} rounds, interleaved")
    times = {name: [] for name, _ in METHODS}
    for _ in range(args.rounds):
        for name, fn in METHODS:
            t0 = time.perf_counter_ns()
            fn(urls)
            times[name].append((time.perf_counter_ns() - t0) / len(urls))
    base = statistics.median(times["urlsplit"])
    print(f"{'method':<16} {'ns/URL (median)':>16} {'min':>8} {'max':>8} {'vs urlsplit':>12}")
    for name, _ in METHODS:
        t = times[name]
        print(f"{name:<16} {statistics.median(t):>16.0f} {min(t):>8.0f} {max(t):>8.0f} "
              f"{statistics.median(t) / base:>11.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
