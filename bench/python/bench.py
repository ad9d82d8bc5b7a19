"""Benchmark of the Python binding on ../shared/datasets.

Methods, over every URL of every dataset file (one line each), all in one list:
  urlsplit           urllib.parse.urlsplit(s)                     (the stdlib baseline)
  urlsplit+4         urlsplit(s) and .scheme .hostname .path .query
  URL(s).href        URL(s).href                      (one foreign call per URL)
  URL(s)+4 attrs     URL(s) and .protocol .hostname .pathname .search
  parse_many lazy    parse_many(urls), results left lazy: nothing is read back
                     into Python (the batch stays in C memory, freed when dropped)
  parse_many         parse_many(urls).hrefs: the same, then EVERY href read into a
                     Python str (the figure that the issue's goal is judged on;
                     an input that is its own href, in a chunk of such inputs,
                     is given back as the input's str, as URL(s).href is)
  parse_many+4       parse_many(urls), then each result as a ParsedURL and its
                     .protocol .hostname .pathname .search
Each round times every method once, in an order that rotates from round to round
(so each method takes every place in turn); the table gives each one's median
ns/URL over the rounds, its min and max, and its ratio to urlsplit's median
(ratio > 1: slower than urlsplit). urlsplit does much less than the URL
Standard's parser (no normalization, no IDNA, no percent-encoding, no
validation), so the ratio is a cost, not a like-for-like race.

Before the table, the floor: what one ctypes foreign call costs on this machine
(a C function that does nothing but check its argument), so the figures can be
read against it.

    python3 bench.py --datasets ../../../shared/datasets --rounds 7 [--json out.json]

The table's lines are "method  median  min  max  ratio" with the ratio ending
in "x": bench/cmd/benchsummary reads them (methods "URL(s).href" and
"parse_many"). --json FILE also writes every figure as JSON.
"""
import argparse
import ctypes
import json
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
    for s in urls:
        try:
            URL(s).href
        except ValueError:
            pass


def m_four(urls):
    for s in urls:
        try:
            u = URL(s)
        except ValueError:
            continue
        u.protocol, u.hostname, u.pathname, u.search


def m_many_lazy(urls):
    parse_many(urls)


def m_many_hrefs(urls):
    hrefs = parse_many(urls).hrefs
    assert len(hrefs) == len(urls)


def m_many4(urls):
    for r in parse_many(urls):
        if r is not None:
            r.protocol, r.hostname, r.pathname, r.search


METHODS = [("urlsplit", m_urlsplit), ("urlsplit+4", m_urlsplit4), ("URL(s).href", m_href),
           ("URL(s)+4 attrs", m_four), ("parse_many lazy", m_many_lazy),
           ("parse_many", m_many_hrefs), ("parse_many+4", m_many4)]


def floor_ns(n=200000):
    """ns per ctypes call of wurl_batch_size(NULL), a C function that returns
    0 at once: through the declared prototype (argtypes, GIL released), and
    through the binding's fast declaration (PyDLL, no argtypes)."""
    dll = whatwgurl._lib.load()
    declared = whatwgurl._lib.lib.wurl_batch_size
    fast = ctypes.PyDLL(dll._name).wurl_batch_size  # as _lib.FAST declares its calls
    out = {}
    for name, f in (("declared", declared), ("fast", fast)):
        best = float("inf")
        for _ in range(5):
            t0 = time.perf_counter_ns()
            for _ in range(n):
                f(None)
            best = min(best, (time.perf_counter_ns() - t0) / n)
        out[name] = best
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "datasets"))
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args()
    if not os.path.isdir(args.datasets):
        print(f"bench.py: no datasets at {args.datasets}", file=sys.stderr)
        return 1
    urls = load(args.datasets)
    if not urls:
        print(f"bench.py: no URLs under {args.datasets}", file=sys.stderr)
        return 1
    hrefs = parse_many(urls).hrefs
    ok = sum(h is not None for h in hrefs)
    # The methods must agree before they are timed.
    for s, h in zip(urls[::97], hrefs[::97]):
        u = URL.parse(s)
        assert (u.href if u else None) == h, (s, h)
    floor = floor_ns()
    print(f"whatwgurl {whatwgurl.library_version()} ({whatwgurl._lib.lib._name}), "
          f"Python {sys.version.split()[0]}")
    print(f"ctypes floor, one call of a C function that does nothing: "
          f"{floor['declared']:.0f} ns with argtypes, {floor['fast']:.0f} ns as the binding's "
          f"per-URL calls make it (PyDLL, no argtypes)")
    print(f"{len(urls)} URLs from {args.datasets} ({ok} valid), {args.rounds} rounds, "
          f"interleaved, rotating order")
    times = {name: [] for name, _ in METHODS}
    for r in range(args.rounds):
        k = r % len(METHODS)
        for name, fn in METHODS[k:] + METHODS[:k]:
            t0 = time.perf_counter_ns()
            fn(urls)
            times[name].append((time.perf_counter_ns() - t0) / len(urls))
    base = statistics.median(times["urlsplit"])
    print(f"{'method':<16} {'ns/URL (median)':>16} {'min':>8} {'max':>8} {'vs urlsplit':>12}")
    for name, _ in METHODS:
        t = times[name]
        print(f"{name:<16} {statistics.median(t):>16.0f} {min(t):>8.0f} {max(t):>8.0f} "
              f"{statistics.median(t) / base:>11.2f}x")
    print("parse_many lazy: nothing read back; parse_many: .hrefs, every href as a str; "
          "+4: each result as an object and four getters")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"urls": len(urls), "valid": ok, "rounds": args.rounds,
                       "python": sys.version.split()[0], "ctypes_floor_ns": floor,
                       "methods": {name: {"median_ns": statistics.median(t), "min_ns": min(t),
                                          "max_ns": max(t),
                                          "vs_urlsplit": statistics.median(t) / base,
                                          "samples_ns": t}
                                   for name, t in times.items()}}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
