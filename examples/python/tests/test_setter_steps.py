"""testdata/setters/search-hash-steps.json through Python: the search and hash
setters whose given value is not what the URL keeps, and the list the search
setter gives search_params. Each test runs with search_params taken before the
first step and taken only when a step needs it or after the last."""
import json
import os
import sys
import unittest

from whatwgurl import URL, URLError

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
STEPS = os.path.join(REPO, "testdata", "setters", "search-hash-steps.json")


def run(test, early):
    """The differences from the expected values, as messages."""
    u = URL(test["href"])
    if early:
        u.search_params
    for step in test["steps"]:
        if "append" in step:
            u.search_params.append(*step["append"])
            continue
        try:
            setattr(u, step["set"], step["value"])
        except URLError:
            if step["set"] != "href":
                raise
    sp = u.search_params
    got = {"href": u.href, "search": u.search, "hash": u.hash,
           "searchParams": str(sp), "entries": [list(p) for p in sp]}
    return [f"{key} = {got[key]!r}, want {want!r}"
            for key, want in test["expected"].items() if got[key] != want]


class SetterSteps(unittest.TestCase):
    def test_search_hash_steps(self):
        with open(STEPS, encoding="utf-8") as f:
            tests = json.load(f)["tests"]
        self.assertTrue(tests)
        passed, failures = 0, []
        for test in tests:
            for early in (True, False):
                diffs = run(test, early)
                if diffs:
                    when = "first" if early else "late"
                    failures.append(f"{test['comment']} (taken {when}): {'; '.join(diffs)}")
                else:
                    passed += 1
        print(f"\nsearch-hash-steps.json through Python: {passed} passed, "
              f"{len(failures)} failed", file=sys.stderr)
        self.assertEqual(failures, [])


if __name__ == "__main__":
    unittest.main()
