"""The columnar benchmark: a pandas DataFrame of the ten
components of every dataset URL, made by whatwgurl (columnar.components:
parse_column + to_pandas) and by Series.map(urllib.parse.urlsplit) plus
building the same columns, interleaved round by round.

    python3 bench_columnar.py --datasets DIR [--rounds N]

Prints per method the median, min and max ns per URL, the ratio of the
medians, and the goal (whatwgurl at least 20 times faster). Needs pandas.
"""
from __future__ import annotations

import argparse
import gc
import glob
import os
import statistics
import time
import urllib.parse

import pandas as pd

import whatwgurl
from whatwgurl import columnar

COMPONENTS = columnar.COMPONENTS


def load(folder: str) -> list:
    urls: list = []
    for f in sorted(glob.glob(os.path.join(folder, "**", "*.txt"), recursive=True)):
        with open(f, encoding="utf-8", errors="surrogateescape") as fh:
            urls += fh.read().lstrip("\ufeff").splitlines()
    return urls


def _port(r: urllib.parse.SplitResult) -> str:
    try:
        p = r.port
    except ValueError:  # urlsplit's port getter raises on a bad port
        return ""
    return "" if p is None else str(p)


def with_urlsplit(s: pd.Series) -> pd.DataFrame:
    """The same ten columns from urllib.parse (which is not the WHATWG
    parser: the values differ, the work is the same)."""
    rs = s.map(urllib.parse.urlsplit).tolist()
    return pd.DataFrame({
        "href": [r.geturl() for r in rs],
        "protocol": [r.scheme + ":" for r in rs],
        "username": [r.username or "" for r in rs],
        "password": [r.password or "" for r in rs],
        "host": [r.netloc.rpartition("@")[2] for r in rs],
        "hostname": [r.hostname or "" for r in rs],
        "port": [_port(r) for r in rs],
        "pathname": [r.path for r in rs],
        "search": ["?" + r.query if r.query else "" for r in rs],
        "hash": ["#" + r.fragment if r.fragment else "" for r in rs],
    }, index=s.index)


def with_whatwgurl(s: pd.Series) -> pd.DataFrame:
    return columnar.components(s)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--datasets", required=True)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    urls = load(args.datasets)
    if not urls:
        raise SystemExit(f"no *.txt under {args.datasets}")
    s = pd.Series(urls)
    n = len(urls)
    # Both make the same shape of frame.
    a, b = with_whatwgurl(s), with_urlsplit(s)
    assert list(a.columns) == list(b.columns) == list(COMPONENTS) and len(a) == len(b) == n
    methods = {"urlsplit": with_urlsplit, "whatwgurl": with_whatwgurl}
    times: dict = {m: [] for m in methods}
    for r in range(args.rounds):
        order = list(methods) if r % 2 == 0 else list(reversed(methods))
        for m in order:
            gc.collect()
            t0 = time.perf_counter()
            df = methods[m](s)
            times[m].append((time.perf_counter() - t0) / n * 1e9)
            del df
    print(f"Python columns: a DataFrame of the ten components, {n} URLs, "
          f"median of {args.rounds} interleaved rounds (ns/URL); whatwgurl "
          f"{whatwgurl.library_version()}, pandas {pd.__version__}")
    print(f"{'method':<12} {'median':>9} {'min':>9} {'max':>9}")
    for m, ts in times.items():
        print(f"{m:<12} {statistics.median(ts):9.0f} {min(ts):9.0f} {max(ts):9.0f}")
    ratio = statistics.median(times["urlsplit"]) / statistics.median(times["whatwgurl"])
    print(f"goal: whatwgurl >= 20x faster than urlsplit: {ratio:.1f}x "
          f"{'met' if ratio >= 20 else 'missed'}")


if __name__ == "__main__":
    main()
