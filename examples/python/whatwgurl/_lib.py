"""Loading libwhatwgurl.so, at first use, and declaring its C functions for
ctypes (one table: SIGNATURES).

Importing the package loads nothing: the library, and the Go runtime inside
it, is loaded by load(), which the first call of a function of `lib` or
`fast` runs. So a process may import whatwgurl and then fork workers that use it
(each loads the library itself), as long as it did not use it before.

Lookup order: $WHATWGURL_LIB (when set, only that file), the library next to
this module (a wheel built after `make` carries it), the repository's build/
(for a source checkout: a parent folder holding build/libwhatwgurl.so and
include/whatwgurl.h), then the system loader (libwhatwgurl.so.0).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import threading
from ctypes import POINTER, c_bool, c_char_p, c_int, c_size_t, c_uint8, c_uint32, c_void_p
from typing import Any, Callable, List, Optional

from ._cdefs import (ArrowArray, ArrowSchema, Components, InStr, ParseFailure, ParseTarget,
                     PatternInit, PatternMatch, Str, String, ValidationReport)

LIB_NAME = "libwhatwgurl.so"

__all__ = ["lib", "fast", "load", "loaded", "on_load", "library_version", "SIGNATURES", "FAST"]


def _candidates() -> List[str]:
    here = os.path.dirname(os.path.abspath(__file__))
    out = [os.path.join(here, LIB_NAME)]
    d = here
    for _ in range(6):
        d = os.path.dirname(d)
        if os.path.isfile(os.path.join(d, "include", "whatwgurl.h")):
            out.append(os.path.join(d, "build", LIB_NAME))
            break
    found = ctypes.util.find_library("whatwgurl")
    out.append(found or "libwhatwgurl.so.0")
    return out


def _open() -> ctypes.CDLL:
    env = os.environ.get("WHATWGURL_LIB")
    if env:
        try:
            return ctypes.CDLL(env)
        except OSError as e:
            raise ImportError(f"whatwgurl: cannot load WHATWGURL_LIB={env!r}: {e}") from None
    tried = []
    for path in _candidates():
        if os.sep in path and not os.path.isfile(path):
            tried.append(f"{path} (no such file)")
            continue
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            tried.append(f"{path} ({e})")
    raise ImportError(
        "whatwgurl: cannot find libwhatwgurl.so; build it with `make lib` or set "
        "WHATWGURL_LIB to its path. Looked in: WHATWGURL_LIB (not set); " + "; ".join(tried))


# The one binding table: (name, restype, argtypes) of every C function the
# package calls. The package carries the library it was built with; a library
# that lacks one of these is a broken install.
SIGNATURES = [
    ("wurl_version", c_char_p, []),
    ("wurl_string_free", None, [String]),
    ("wurl_parse", c_int, [c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_parse_with_base_url", c_int, [c_char_p, c_size_t, c_void_p, POINTER(c_void_p)]),
    ("wurl_can_parse", c_bool, [c_char_p, c_size_t, c_char_p, c_size_t]),
    ("wurl_clone", c_void_p, [c_void_p]),
    ("wurl_free", None, [c_void_p]),
    ("wurl_get_href", Str, [c_void_p]),
    ("wurl_get_components", c_int, [c_void_p, POINTER(Components)]),
    ("wurl_get_origin", c_int, [c_void_p, POINTER(String)]),
    ("wurl_equals", c_bool, [c_void_p, c_void_p, c_bool]),
    ("wurl_set", c_int, [c_void_p, c_int, c_char_p, c_size_t, POINTER(c_bool)]),
    ("wurl_get_search_params", c_void_p, [c_void_p]),
    ("wurl_search_params_new", c_int, [c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_search_params_free", None, [c_void_p]),
    ("wurl_search_params_size", c_int, [c_void_p, POINTER(c_size_t)]),
    ("wurl_search_params_append", c_int, [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t]),
    ("wurl_search_params_delete", c_int, [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t]),
    ("wurl_search_params_get", c_int,
     [c_void_p, c_char_p, c_size_t, POINTER(Str), POINTER(c_bool)]),
    ("wurl_search_params_get_all", c_int,
     [c_void_p, c_char_p, c_size_t, POINTER(POINTER(Str)), POINTER(c_size_t)]),
    ("wurl_search_params_has", c_int,
     [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_bool)]),
    ("wurl_search_params_set", c_int, [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t]),
    ("wurl_search_params_sort", c_int, [c_void_p]),
    ("wurl_search_params_entry", c_int, [c_void_p, c_size_t, POINTER(Str), POINTER(Str)]),
    ("wurl_search_params_to_string", c_int, [c_void_p, POINTER(Str)]),
    ("wurl_parse_batch", c_int,
     [POINTER(c_char_p), POINTER(c_size_t), c_size_t, c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_batch_size", c_size_t, [c_void_p]),
    ("wurl_batch_results", c_void_p, [c_void_p]),
    ("wurl_batch_hrefs", Str, [c_void_p]),
    ("wurl_batch_changed", c_int,
     [c_void_p, c_char_p, c_size_t, c_uint8, c_void_p, POINTER(c_size_t)]),
    ("wurl_batch_free", None, [c_void_p]),
    ("wurl_parse_joined", c_int,
     [c_char_p, c_size_t, c_uint8, c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_parse_to", c_int, [c_char_p, c_size_t, c_void_p]),
    ("wurl_parse_to_with_base", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, c_char_p, c_void_p]),
    ("wurl_get_to", c_int, [c_void_p, c_void_p]),
    # The rest of the Standard's API (hosts, percent-encoding, public suffix,
    # rendering, validation errors, encodings); c_int stands for the enums.
    ("wurl_last_parse_failure", ParseFailure, []),
    ("wurl_parse_ex", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p), POINTER(c_int)]),
    ("wurl_validate", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p), POINTER(ValidationReport)]),
    ("wurl_validation_report_free", None, [POINTER(ValidationReport)]),
    ("wurl_search_params_to_string_with_encoding", c_int,
     [c_void_p, c_char_p, c_size_t, POINTER(Str)]),
    ("wurl_domain_to_ascii", c_int,
     [c_char_p, c_size_t, c_bool, POINTER(String), POINTER(c_int)]),
    ("wurl_domain_to_unicode", c_int, [c_char_p, c_size_t, POINTER(String)]),
    ("wurl_host_parse", c_int,
     [c_char_p, c_size_t, c_bool, POINTER(String), POINTER(c_int), POINTER(c_int)]),
    ("wurl_percent_encode", c_int, [c_char_p, c_size_t, c_int, c_bool, POINTER(String)]),
    ("wurl_percent_decode", c_int, [c_char_p, c_size_t, POINTER(String)]),
    ("wurl_public_suffix", c_int, [c_char_p, c_size_t, POINTER(String), POINTER(c_bool)]),
    ("wurl_registrable_domain", c_int, [c_char_p, c_size_t, POINTER(String), POINTER(c_bool)]),
    ("wurl_get_public_suffix", c_int, [c_void_p, POINTER(String), POINTER(c_bool)]),
    ("wurl_get_registrable_domain", c_int, [c_void_p, POINTER(String), POINTER(c_bool)]),
    ("wurl_render", c_int, [c_void_p, POINTER(String)]),
    ("wurl_render_host", c_int, [c_void_p, POINTER(String)]),
    ("wurl_status_name", c_char_p, [c_int]),
    # URL patterns (urlpattern.py).
    ("wurl_pattern_error_name", c_char_p, [c_int]),
    ("wurl_pattern_new", c_int, [c_char_p, c_size_t, c_char_p, c_size_t, c_uint32,
                                 POINTER(c_void_p), POINTER(c_int), POINTER(String)]),
    ("wurl_pattern_new_init", c_int, [POINTER(PatternInit), c_char_p, c_size_t, c_uint32,
                                      POINTER(c_void_p), POINTER(c_int), POINTER(String)]),
    ("wurl_pattern_free", None, [c_void_p]),
    ("wurl_pattern_get_component", Str, [c_void_p, c_int]),
    ("wurl_pattern_has_regexp_groups", c_bool, [c_void_p]),
    ("wurl_pattern_test", c_int,
     [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_bool)]),
    ("wurl_pattern_test_init", c_int,
     [c_void_p, POINTER(PatternInit), c_char_p, c_size_t, POINTER(c_bool)]),
    ("wurl_pattern_first_match", c_int, [POINTER(c_void_p), c_size_t, c_char_p, c_size_t,
                                         c_char_p, c_size_t, POINTER(c_size_t)]),
    ("wurl_pattern_exec", c_int,
     [c_void_p, c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_pattern_exec_init", c_int,
     [c_void_p, POINTER(PatternInit), c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_pattern_result_match", POINTER(PatternMatch), [c_void_p]),
    ("wurl_pattern_result_free", None, [c_void_p]),
    ("wurl_pattern_compare_component", c_int, [c_int, c_void_p, c_void_p, POINTER(c_int)]),
    ("wurl_pattern_generate", c_int,
     [c_void_p, c_int, POINTER(InStr), POINTER(InStr), c_size_t, POINTER(String)]),
    # Columns through the Arrow C Data Interface (columnar.py).
    ("wurl_batch_to_arrow", c_int, [c_void_p, POINTER(ArrowSchema), POINTER(ArrowArray)]),
    ("wurl_parse_arrow", c_int,
     [POINTER(ArrowSchema), POINTER(ArrowArray), c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_batch_columns", c_int, [c_void_p, c_uint8, c_uint32, POINTER(String), c_void_p]),
    # The 2026 edition (editions.py); c_int stands for wurl_edition.
    ("wurl_get_edition", c_int, [c_void_p]),
    ("wurl_parse_edition", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, c_int, POINTER(c_void_p)]),
    ("wurl_parse_with_encoding_edition", c_int, [c_char_p, c_size_t, c_char_p, c_size_t, c_char_p,
                                                 c_size_t, c_int, POINTER(c_void_p)]),
    ("wurl_can_parse_edition", c_bool, [c_char_p, c_size_t, c_char_p, c_size_t, c_int]),
    ("wurl_parse_to_edition", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, c_char_p, c_int, c_void_p]),
    ("wurl_validate_edition", c_int, [c_char_p, c_size_t, c_char_p, c_size_t, c_int,
                                      POINTER(c_void_p), POINTER(ValidationReport)]),
    ("wurl_parse_batch_edition", c_int, [POINTER(c_char_p), POINTER(c_size_t), c_size_t, c_char_p,
                                         c_size_t, c_int, POINTER(c_void_p)]),
    ("wurl_parse_joined_edition", c_int,
     [c_char_p, c_size_t, c_uint8, c_char_p, c_size_t, c_int, POINTER(c_void_p)]),
    ("wurl_parse_arrow_edition", c_int, [POINTER(ArrowSchema), POINTER(ArrowArray), c_char_p,
                                         c_size_t, c_int, POINTER(c_void_p)]),
    ("wurl_parse_arrow_to_arrow_edition", c_int,
     [POINTER(ArrowSchema), POINTER(ArrowArray), c_char_p, c_size_t, c_int, POINTER(ArrowSchema),
      POINTER(ArrowArray)]),
    ("wurl_domain_to_ascii_edition", c_int,
     [c_char_p, c_size_t, c_bool, c_int, POINTER(String), POINTER(c_int)]),
    ("wurl_domain_to_unicode_edition", c_int, [c_char_p, c_size_t, c_int, POINTER(String)]),
    ("wurl_host_parse_edition", c_int,
     [c_char_p, c_size_t, c_bool, c_int, POINTER(String), POINTER(c_int), POINTER(c_int)]),
]

# The per-URL calls, declared a second time through PyDLL and WITHOUT
# argtypes (on `fast`), because on this path the call itself is most of the
# cost: measured on the project's machine, a 3-argument foreign call costs
# ~340 ns with argtypes and ~160 ns without (each declared argument runs a
# from_param conversion), and PyDLL skips the release and re-acquisition of
# the GIL around a call that takes ~150 ns. Without argtypes the caller must
# pass only bytes, None, ctypes objects and Python ints below 2**31 (ints
# cross as C int, which libffi widens to the 64-bit register, sign-extended,
# on x86-64 and aarch64: a non-negative int below 2**31 is then the same
# size_t); _record.py does, and wraps larger lengths in c_size_t. The
# declared versions on `lib` remain for everything else. Both return a
# wurl_status, a C int: they are made from a function-pointer class with no
# restype at all (_FastFunc), for which ctypes returns the C int as a Python
# int at once; with restype c_int, the one PyDLL gives, it looks up its
# converters at each call (~190 instructions per URL() under callgrind).
FAST = ["wurl_parse_to", "wurl_parse_to_with_base"]



class _Functions:
    """The library's functions as plain instance attributes, declared from a
    table. Before the library is loaded each is a stand-in that loads it
    (which puts the real functions in their place) and then makes the call.
    No __getattr__: a class with one would keep CPython from specializing
    the attribute reads of the per-URL calls (measured: ~200 instructions
    per URL() with callgrind)."""

    def __init__(self, names: List[str]) -> None:
        self._dll: Optional[ctypes.CDLL] = None
        for name in names:
            setattr(self, name, self._stand_in(name))

    def _stand_in(self, name: str) -> Callable[..., Any]:
        def call(*args: Any) -> Any:
            load()
            return getattr(self, name)(*args)
        call.__name__ = name
        return call


#: The declared functions (ctypes.CDLL: the GIL is released during a call).
lib: Any = _Functions([name for name, _, _ in SIGNATURES])
#: The per-URL calls without argtypes (ctypes.PyDLL: see FAST).
fast: Any = _Functions(FAST)


class _FastFunc(ctypes._CFuncPtr):  # type: ignore[name-defined, misc]
    """A function of FAST: called as PyDLL calls (the GIL held, cdecl), with
    neither argtypes nor restype (so the C int it returns comes back as is).
    PyDLL's own class is the same with restype c_int."""
    _flags_ = ctypes._FUNCFLAG_CDECL | ctypes._FUNCFLAG_PYTHONAPI  # type: ignore[attr-defined]

_lock = threading.Lock()
_loaded = False
#: Called with the CDLL once it is loaded (the fork machinery registers here).
on_load: List[Callable[[ctypes.CDLL], None]] = []


def load() -> ctypes.CDLL:
    """Loads the library and declares every function of SIGNATURES on `lib`
    and FAST on `fast`, once; then returns the CDLL. ImportError when the
    library cannot be found or lacks a function (an older build)."""
    global _loaded
    with _lock:
        if _loaded:
            return lib._dll
        dll = _open()
        missing = [name for name, _, _ in SIGNATURES if not hasattr(dll, name)]
        if missing:
            raise ImportError(f"whatwgurl: {dll._name} lacks {', '.join(missing)}: it is older "
                              "than this binding; rebuild it (`make lib`)")
        funcs = {}
        for name, res, args in SIGNATURES:
            f = getattr(dll, name)
            f.restype = res
            f.argtypes = args
            funcs[name] = f
        pydll = ctypes.PyDLL(dll._name)
        fast_funcs = {name: _FastFunc((name, pydll)) for name in FAST}
        lib.__dict__.update(funcs, _dll=dll, _name=dll._name)
        fast.__dict__.update(fast_funcs, _dll=pydll, _name=dll._name)
        for hook in on_load:
            hook(dll)
        _loaded = True
        return dll


def loaded() -> bool:
    """Whether this process has loaded the library."""
    return _loaded


def library_version() -> str:
    """The C library's version, "MAJOR.MINOR.PATCH" (the package's own is
    whatwgurl.__version__; a wheel carries the library it was built with)."""
    return lib.wurl_version().decode()
