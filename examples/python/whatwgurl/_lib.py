"""Loading libwhatwgurl.so and declaring its C functions for ctypes.

Lookup order: $WHATWGURL_LIB (when set, only that file), the library next to
this module (a wheel built after `make` carries it), the repository's build/
(for a source checkout: a parent folder holding build/libwhatwgurl.so and
include/whatwgurl.h), then the system loader (libwhatwgurl.so.0).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (POINTER, Structure, c_bool, c_char_p, c_int, c_int32,
                    c_size_t, c_uint8, c_uint32, c_void_p)

from . import _abi

LIB_NAME = "libwhatwgurl.so"


def _candidates() -> list[str]:
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


def load() -> ctypes.CDLL:
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


class Str(Structure):
    """wurl_str: a borrowed view."""
    _fields_ = [("data", c_void_p), ("len", c_size_t)]


class String(Structure):
    """wurl_string: an owned string, freed with wurl_string_free."""
    _fields_ = [("data", c_void_p), ("len", c_size_t)]


# The struct module's format characters of _abi.COMPONENT_FIELDS as ctypes.
_CTYPES = {"I": c_uint32, "i": c_int32, "B": c_uint8, "?": c_bool}


class Components(Structure):
    """wurl_components, laid out as _abi.COMPONENT_FIELDS says."""
    _fields_ = [(name, _CTYPES[fmt]) for name, fmt in _abi.COMPONENT_FIELDS]


class ValidationReport(Structure):
    _fields_ = [("errors", POINTER(c_int)), ("count", c_size_t), ("failure", c_int)]


class BatchResult(Structure):
    _fields_ = [("status", c_int), ("href", Str), ("components", Components)]


class ParseTarget(Structure):
    """wurl_parse_target: the caller's buffer (buf, cap) and what a parse
    wrote there (href_len, components)."""
    _fields_ = [("buf", c_void_p), ("cap", c_size_t), ("href_len", c_size_t),
                ("components", Components)]


lib = load()

# (name, restype, argtypes). The package carries the library it was built
# with; a library that lacks one of these is a broken install.
_SIGNATURES = [
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
    ("wurl_batch_free", None, [c_void_p]),
    ("wurl_parse_joined", c_int,
     [c_char_p, c_size_t, c_uint8, c_char_p, c_size_t, POINTER(c_void_p)]),
    ("wurl_parse_to", c_int, [c_char_p, c_size_t, c_void_p]),
    ("wurl_parse_to_with_base", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, c_char_p, c_void_p]),
    ("wurl_get_to", c_int, [c_void_p, c_void_p]),
    # The rest of the Standard's API (hosts, percent-encoding, public suffix,
    # rendering, validation errors, encodings); c_int stands for the enums.
    ("wurl_parse_ex", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p), POINTER(c_int)]),
    ("wurl_parse_with_encoding", c_int,
     [c_char_p, c_size_t, c_char_p, c_size_t, c_char_p, c_size_t, POINTER(c_void_p)]),
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
]

missing = [name for name, _, _ in _SIGNATURES if not hasattr(lib, name)]
if missing:
    raise ImportError(f"whatwgurl: {lib._name} lacks {', '.join(missing)}: it is older than "
                      "this binding; rebuild it (`make lib`)")
for _name, _res, _args in _SIGNATURES:
    _f = getattr(lib, _name)
    _f.restype = _res
    _f.argtypes = _args


# The per-URL calls (wurl_parse_to, wurl_parse_to_with_base), declared a
# second time through PyDLL and WITHOUT argtypes, because on this path the
# call itself is most of the cost: measured on the project's machine, a
# 3-argument foreign call costs ~340 ns with argtypes and ~160 ns without
# (each declared argument runs a from_param conversion), and PyDLL skips the
# release and re-acquisition of the GIL around a call that takes ~150 ns.
# Without argtypes the caller must pass only bytes, None, ctypes objects and
# Python ints below 2**31 (ints cross as C int, which libffi widens to the
# 64-bit register, sign-extended, on x86-64 and aarch64: a non-negative int
# below 2**31 is then the same size_t); _record.py does, and wraps larger
# lengths in c_size_t. The declared versions above remain for everything else.
fast = ctypes.PyDLL(lib._name)


def library_version() -> str:
    """The C library's version, "MAJOR.MINOR.PATCH" (the package's own is
    whatwgurl.__version__; a wheel carries the library it was built with)."""
    return lib.wurl_version().decode()
