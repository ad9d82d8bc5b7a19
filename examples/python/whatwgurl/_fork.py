"""fork() without exec(): objects made before the fork keep working in the child.

The C library itself keeps working in a forked child: its first call into Go
there loads a private copy of the library (the header's FORK section). A URL
and a batch are C memory and need nothing more. Two kinds of objects keep
their state in the Go runtime of the process that made them, which the child
does not have: a standalone URLSearchParams (its list) and a URLPattern (its
compiled form). The C library answers WURL_ERR_FORKED for those; this module
makes them again in the child, from what it took just before the fork:

- a URLSearchParams: its serialization (the list is the parse of it again:
  application/x-www-form-urlencoded serializing then parsing gives the same
  pairs), taken in the parent's before-fork hook under the object's lock;
- a URLPattern: the arguments of its constructor, kept when it was made.

The new handle is made at the object's first use in the child (a child that
never uses it pays nothing), by renew(), which the objects' _handle() calls
while `stale` is not empty.
"""
from __future__ import annotations

import os
import threading
import weakref
from typing import Any, Callable, Dict, Tuple

from . import _lib
from ._lib import lib

# The objects are kept by id() with a weak reference (URLSearchParams has
# __eq__ and no __hash__: it cannot be a WeakKeyDictionary key).
_Entry = Tuple["weakref.ref[Any]", Any]
#: Objects with state in the Go runtime, and how to take that state (a
#: function of the object, run in the parent just before a fork).
_live: Dict[int, _Entry] = {}
#: The state taken by the last before-fork hook.
_taken: Dict[int, _Entry] = {}
#: In a forked child: the objects made before the fork, not yet renewed, with
#: their state. Empty in a process that did not fork since making them.
stale: Dict[int, _Entry] = {}
_lock = threading.Lock()
#: Whether this process was forked from one that had loaded the library.
forked_after_load = False


def _forget(key: int) -> None:
    for d in (_live, _taken, stale):
        d.pop(key, None)


def track(obj: Any, state: Callable[[Any], Any]) -> None:
    """Makes obj renewable after a fork; state(obj) gives what renew needs."""
    key = id(obj)
    with _lock:
        _live[key] = (weakref.ref(obj, lambda _, key=key: _forget(key)),  # type: ignore[misc]
                      state)


def _before() -> None:
    with _lock:
        objs = list(_live.items())
    for key, (ref, state) in objs:
        obj = ref()
        if obj is None or key in stale:  # gone, or not used since the last fork
            continue
        try:
            _taken[key] = (ref, state(obj))
        except Exception:  # a closed object: nothing to renew
            pass


def _after_in_parent() -> None:
    _taken.clear()


def _after_in_child() -> None:
    global _lock, forked_after_load
    forked_after_load = forked_after_load or _lib.loaded()
    _lock = threading.Lock()  # another thread of the parent may have held it
    # Objects still stale from an earlier fork keep their state (a child of a
    # child that never used them).
    stale.update(_taken)
    _taken.clear()


def renew(obj: Any) -> None:
    """Gives obj, made before a fork, a handle of this process's library."""
    entry = stale.get(id(obj))
    if entry is None or entry[0]() is not obj:
        return
    del stale[id(obj)]
    from .search_params import URLSearchParams
    if isinstance(obj, URLSearchParams):
        _renew_search_params(obj, entry[1])
    else:
        _renew_pattern(obj, entry[1])


def _renew_search_params(sp: Any, text: bytes) -> None:
    from ctypes import byref, c_void_p

    from .errors import raise_status
    p = c_void_p()
    st = lib.wurl_search_params_new(text, len(text), byref(p))
    if st:
        raise_status(st)
    old, sp._p = sp._p, p.value
    if old is not None:
        lib.wurl_search_params_free(old)  # plain C: frees the parent's copy of the struct


def _renew_pattern(pat: Any, args: Tuple[Any, Dict[str, Any]]) -> None:
    new = type(pat)(*args[0], **args[1])
    # The new object's handle becomes pat's; the old handle (the parent's
    # pattern) is freed now, which in the child frees its C memory only.
    h = new._h
    new._finalizer.detach()
    old = pat._finalizer.detach()
    pat._h = h
    pat._finalizer = weakref.finalize(pat, lib.wurl_pattern_free, h)
    if old is not None:
        old[1](*old[2])


def search_params_state(sp: Any) -> bytes:
    """A standalone URLSearchParams' serialization, under its lock."""
    with sp._lock:
        if sp._p is None:
            raise ValueError("closed")
        from ctypes import byref, string_at

        from ._cdefs import Str
        out = Str()
        if lib.wurl_search_params_to_string(sp._p, byref(out)):
            raise ValueError("no serialization")
        return string_at(out.data, out.len) if out.len else b""

if hasattr(os, "register_at_fork"):
    os.register_at_fork(before=_before, after_in_parent=_after_in_parent,
                        after_in_child=_after_in_child)
