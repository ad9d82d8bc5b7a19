"""The focused script `make valgrind-python` runs under memcheck: every kind
of C allocation the binding makes (handles, clones, search params, owned
strings, batches, failed parses, copies and pickles), in loops, all freed by
the binding. At the end it checks the handles are gone (gc, then the counts
from weakrefs) and prints a line; vg_run.py reads memcheck's report."""
import copy
import gc
import pickle
import weakref

import whatwgurl
from whatwgurl import URL, URLSearchParams, parse_many

refs = []
for i in range(300):
    u = URL(f"https://user:pw@EXAMPLE{i}.com:8080/a/../b?x={i}#f")
    u.pathname = "/c" * (i % 7)         # grows the href past its block
    u.host = "other.example"
    u.search_params.append("y", "\u00e9" * i)
    u.search_params.sort()
    assert u.search_params.get("y") == "\u00e9" * i
    _ = u.origin, u.href, u.hostname, u.search, list(u.search_params)
    c = copy.copy(u)
    with URL("../z", c) as r:
        assert r.pathname.endswith("/z") and r.hostname == "other.example"
    refs.append(weakref.ref(c))
    sp = URLSearchParams({"a": str(i), "b": "\ud800"})
    sp.delete("a")
    assert str(sp) == "b=%EF%BF%BD"
    assert URL.parse("no url") is None
    try:
        u.href = "also no url"
    except whatwgurl.URLError:
        pass
    for name in ("domain_to_ascii", "domain_to_unicode", "percent_decode"):
        getattr(whatwgurl, name)("xn--nxasmq6b.example")
    del u, c, sp

# The handle-less paths: a base URL passed as href + offsets, an href larger
# than the per-thread buffer, lazy batches read in part, a batch through the
# per-input path (an input with a NUL).
base = URL("http://base.example/dir/")
for i in range(300):
    assert URL(f"p{i}", base).pathname == f"/dir/p{i}"
assert len(URL("http://h/" + "\u00e9" * 3000).href) == 9 + 6 * 3000
lazy = parse_many([f"http://h{i}/" for i in range(500)])
assert lazy[7].hostname == "h7" and lazy.hrefs[499] == "http://h499/"
del lazy
assert parse_many(["http://h/a\0b", "x"]).hrefs == ["http://h/a%00b", None]

batch = parse_many([f"http://h{i}.example/p?q#f" if i % 3 else "bad" for i in range(2000)],
                   base=None)
assert sum(r is None for r in batch) == 667, sum(r is None for r in batch)
assert batch.hrefs.count(None) == 667
del batch

# Copies and pickles keep one owner per block of C memory: a batch's copy is
# the batch, pickling it is refused; URLs and search params copy their values.
for i in range(50):
    b = parse_many([f"http://c{i}.example/{j}" for j in range(100)])
    c, d = copy.copy(b), copy.deepcopy(b)
    try:
        pickle.dumps(b)
        raise AssertionError("pickled a ParsedBatch")
    except TypeError:
        pass
    del b
    gc.collect()
    other = parse_many(["http://other.example/"] * 100)
    assert c.hrefs[99] == f"http://c{i}.example/99" and d[3].pathname == "/3"
    del c, d
    gc.collect()
    assert other.hrefs[0] == "http://other.example/"
    u = URL(f"http://p{i}/?a=1")
    u.search_params.append("b", "2")
    copies = [pickle.loads(pickle.dumps(x)) for x in (u, u.search_params, u.search_params)]
    del u, other
    copies[0].hash = "h"
    copies[1].append("c", "3")
    assert copies[0].href == f"http://p{i}/?a=1&b=2#h" and str(copies[1]) == "a=1&b=2&c=3"
    del copies
gc.collect()
alive = sum(r() is not None for r in refs)
assert alive == 0, alive
print("vg_check: done")
