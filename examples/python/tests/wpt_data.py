"""Finding the WPT URL data: $WHATWGURL_WPT_DIR/url/, else ../shared/wpt/url/
beside the repository. Missing data skips loudly, or fails when
WHATWGURL_REQUIRE_WPT=1."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def wpt_dir():
    env = os.environ.get("WHATWGURL_WPT_DIR")
    if env:
        return os.path.join(env, "url")
    repo = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
    return os.path.join(os.path.dirname(repo), "shared", "wpt", "url")


def load(name):
    path = os.path.join(wpt_dir(), name)
    if not os.path.isfile(path):
        msg = f"WPT data missing: {path} (set WHATWGURL_WPT_DIR to the folder holding url/)"
        if os.environ.get("WHATWGURL_REQUIRE_WPT") == "1":
            raise AssertionError(msg + " and WHATWGURL_REQUIRE_WPT=1")
        print(f"\n*** SKIPPED: {msg} ***", file=sys.stderr)
        raise unittest.SkipTest(msg)
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def report(name, passed, failures):
    print(f"\nWPT {name} through Python: {passed} passed, {len(failures)} failed",
          file=sys.stderr)
