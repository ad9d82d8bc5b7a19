"""The script `make valgrind-columnar-python` runs under memcheck (through
vg_run.py, which judges what belongs to libwhatwgurl): every allocation the
columnar functions make in the library (exported arrays and schemas, their
views, batches parsed from columns, the texts of wurl_batch_columns), in
loops, released by the binding or by a consumer that moves the arrays.
Needs no pandas (to_dict and ctypes only)."""
import gc
from ctypes import byref

from whatwgurl import URLError, _cdefs, columnar, parse_column, parse_many

inputs = ["https://user:pw@EXAMPLE.com:8080/a/../b/long/enough/path?x=1#frag", "bad",
          "http://[::1]/", "file:///C:/x", "mailto:a@b", "", "http://h/\ud800"]
for i in range(60):
    batch = parse_many(inputs * (1 + i % 5))
    d = batch.to_dict()
    assert d["hostname"][0] == "example.com" and d["hash"][1] is None
    exp = columnar.export_c(batch)
    assert exp.array.length == len(batch) and batch.hrefs[0].endswith("#frag")
    if i % 3 == 0:
        del exp  # released by the binding
    elif i % 3 == 1:
        # A consumer moves the array, then a child out of it, and releases both.
        moved = columnar.ArrowArray.from_buffer_copy(exp.array)
        exp.array.release = _cdefs.ARRAY_RELEASE()
        child = columnar.ArrowArray.from_buffer_copy(moved.children[0].contents)
        moved.children[0].contents.release = _cdefs.ARRAY_RELEASE()
        moved.release(byref(moved))
        child.release(byref(child))
        del exp
    else:
        exp.release()
    col = parse_column([None, *inputs, None, float("nan")], base="http://base.example/")
    assert col.hrefs[0] is None and col.to_dict()["href"][1].startswith("https://user")
    try:
        parse_column(["x", None], base="no base")
        raise AssertionError("a bad base")
    except URLError:
        pass
    del batch, col
gc.collect()
print("vg_columnar: done")
