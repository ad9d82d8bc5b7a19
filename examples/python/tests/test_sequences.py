"""Replays through Python the sequences of setters and search-params methods
that internal/cmd/sequences played through Go (JSON lines: seed, href,
steps, and obs, what the Go URL showed after each step), comparing every
observation: the step's result, the ten getters and the search_params list.
Each sequence runs with search_params taken before the first step, and taken
only at the first step that needs it (its list is compared from then on).

The file is $WHATWGURL_SEQUENCES, which `make test-sequences` writes and sets
(mk/sequences.mk); without it the test is skipped, saying so, rather than
replaying a file that an older build may have written."""
import json
import os
import sys
import unittest

from whatwgurl import URL, URLError

GETTERS = ("href", "protocol", "username", "password", "host", "hostname", "port",
           "pathname", "search", "hash")


def method(sp, step):
    op, args = step[0], step[1:]
    if op in ("append", "set", "delete"):
        getattr(sp, op)(*args)
        return None
    if op == "sort":
        sp.sort()
        return None
    if op == "has":
        return sp.has(*args)
    if op == "get":
        return sp.get(args[0])
    if op == "getAll":
        return sp.get_all(args[0])
    if op == "size":
        return sp.size
    if op == "toString":
        return str(sp)
    if op == "entries":
        return [list(p) for p in sp]
    raise AssertionError(f"unknown method {op!r}")


def replay(seq, early):
    """The first difference from Go's observations, or None."""
    u = URL(seq["href"])
    sp = u.search_params if early else None
    for i, (step, obs) in enumerate(zip(seq["steps"], seq["obs"])):
        where = f"seed {seq['seed']} step {i} {step!r} (taken {'first' if early else 'late'})"
        if step[0] in GETTERS:
            try:
                setattr(u, step[0], step[1])
                result = True if step[0] == "href" else None
            except URLError:
                if step[0] != "href":
                    raise
                result = False
        else:
            if sp is None:
                sp = u.search_params
            result = method(sp, step)
        if result != obs["r"]:
            return f"{where}: result {result!r}, Go {obs['r']!r}"
        got = [getattr(u, g) for g in GETTERS]
        if got != obs["u"]:
            return f"{where}: getters {got!r}, Go {obs['u']!r}"
        if sp is not None and [list(p) for p in sp] != obs["sp"]:
            return f"{where}: list {list(sp)!r}, Go {obs['sp']!r}"
    if seq["obs"] and [list(p) for p in u.search_params] != seq["obs"][-1]["sp"]:
        return f"seed {seq['seed']}: the list at the end differs"
    return None


class Sequences(unittest.TestCase):
    def test_replay(self):
        path = os.environ.get("WHATWGURL_SEQUENCES")
        if not path:
            self.skipTest("WHATWGURL_SEQUENCES is not set: `make test-sequences` writes the "
                          "sequences and replays them")
        passed, failures, sequences, steps = 0, [], 0, 0
        with open(path, encoding="utf-8") as f:
            for line in f:
                seq = json.loads(line)
                sequences += 1
                for early in (True, False):
                    steps += len(seq["steps"])
                    diff = replay(seq, early)
                    if diff is None:
                        passed += 1
                    else:
                        failures.append(diff)
        print(f"\n{sequences} sequences ({steps} steps) through Python, search_params taken "
              f"first and late: {passed} passed, {len(failures)} failed", file=sys.stderr)
        self.assertGreater(sequences, 0)
        self.assertEqual(failures[:10], [])


if __name__ == "__main__":
    unittest.main()
