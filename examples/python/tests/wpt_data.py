"""Finding the WPT URL data: $WHATWGURL_WPT_DIR/url/, else the repository's
own copy in testdata/wpt/url/. The data is part of the repository, so a
missing file fails the test (it never skips)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))


def wpt_dir(folder="url"):
    env = os.environ.get("WHATWGURL_WPT_DIR")
    return os.path.join(env or os.path.join(REPO, "testdata", "wpt"), folder)


def load(name, folder="url"):
    path = os.path.join(wpt_dir(folder), name)
    if not os.path.isfile(path):
        raise AssertionError(f"WPT data missing: {path} (it is part of the repository; "
                             "WHATWGURL_WPT_DIR may point at another copy holding url/)")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def report(name, passed, failures):
    print(f"\nWPT {name} through Python: {passed} passed, {len(failures)} failed",
          file=sys.stderr)


class Tally:
    """The cases of one data file that pass, counted, and those that fail,
    described."""

    def __init__(self):
        self.passed, self.failures = 0, []

    def add(self, ok, failure):
        """Counts a case that passes (ok), else keeps the text failure."""
        if ok:
            self.passed += 1
        else:
            self.failures.append(failure)

    def finish(self, test, name, least=None, shown=None):
        """Reports the counts as name; then test asserts that more than least
        passed (when least is given) and that none failed, listing the first
        shown failures (all when shown is None)."""
        report(name, self.passed, self.failures)
        if least is not None:
            test.assertGreater(self.passed, least)
        test.assertEqual(self.failures, [], "\n".join(self.failures[:shown]))
