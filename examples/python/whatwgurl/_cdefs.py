"""The structs of include/whatwgurl.h (and of the Arrow C Data Interface it
speaks) as ctypes Structures. Declaring them needs no library: _lib.py's
binding table names them, and the modules that fill or read them import them
from here."""
from __future__ import annotations

import ctypes
from ctypes import (POINTER, Structure, c_bool, c_char_p, c_int, c_int32, c_int64, c_size_t,
                    c_uint8, c_uint32, c_void_p)

from . import _abi


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
    """wurl_validation_report."""
    _fields_ = [("errors", POINTER(c_int)), ("count", c_size_t), ("failure", c_int)]


class BatchResult(Structure):
    """wurl_batch_result."""
    _fields_ = [("status", c_int), ("failure", c_int), ("href", Str),
                ("components", Components), ("href_is_input", c_bool)]


class ParseFailure(Structure):
    """wurl_parse_failure: why the calling thread's last failed parse failed."""
    _fields_ = [("error", c_int), ("base", c_bool)]


class ParseTarget(Structure):
    """wurl_parse_target: the caller's buffer (buf, cap) and what a parse
    wrote there (href_len, components, href_is_input)."""
    _fields_ = [("buf", c_void_p), ("cap", c_size_t), ("href_len", c_size_t),
                ("components", Components), ("href_is_input", c_bool)]


# ---- URL patterns -------------------------------------------------------------

#: The members of URLPatternInit, and the C struct's field for each.
PATTERN_COMPONENTS = _abi.PATTERN_COMPONENT_NAMES
INIT_KEYS = PATTERN_COMPONENTS + ("baseURL",)
INIT_FIELDS = PATTERN_COMPONENTS + ("base_url",)


class InStr(Structure):
    """A wurl_str passed in: data NULL means the member does not exist."""
    _fields_ = [("data", c_char_p), ("len", c_size_t)]


class PatternInit(Structure):
    """wurl_pattern_init, as an argument."""
    _fields_ = [(f, InStr) for f in INIT_FIELDS]


class PatternGroup(Structure):
    """wurl_pattern_group."""
    _fields_ = [("name", Str), ("value", Str), ("matched", c_bool)]


class PatternComponentResult(Structure):
    """wurl_pattern_component_result."""
    _fields_ = [("input", Str), ("groups", POINTER(PatternGroup)), ("group_count", c_size_t)]


class PatternOutInit(Structure):
    """wurl_pattern_init as a result holds it (views)."""
    _fields_ = [(f, Str) for f in INIT_FIELDS]


class PatternMatch(Structure):
    """wurl_pattern_match."""
    _fields_ = [("components", PatternComponentResult * len(PATTERN_COMPONENTS)),
                ("input_count", c_size_t), ("inputs", Str * 2), ("input_is_init", c_bool),
                ("init", PatternOutInit)]


# ---- the Arrow C Data Interface -------------------------------------------------


class ArrowSchema(Structure):
    """struct ArrowSchema of the Arrow C Data Interface."""


class ArrowArray(Structure):
    """struct ArrowArray of the Arrow C Data Interface."""


SCHEMA_RELEASE = ctypes.CFUNCTYPE(None, POINTER(ArrowSchema))
ARRAY_RELEASE = ctypes.CFUNCTYPE(None, POINTER(ArrowArray))
ArrowSchema._fields_ = [
    ("format", c_char_p), ("name", c_char_p), ("metadata", c_void_p), ("flags", c_int64),
    ("n_children", c_int64), ("children", POINTER(POINTER(ArrowSchema))),
    ("dictionary", POINTER(ArrowSchema)), ("release", SCHEMA_RELEASE),
    ("private_data", c_void_p)]
ArrowArray._fields_ = [
    ("length", c_int64), ("null_count", c_int64), ("offset", c_int64), ("n_buffers", c_int64),
    ("n_children", c_int64), ("buffers", POINTER(c_void_p)),
    ("children", POINTER(POINTER(ArrowArray))), ("dictionary", POINTER(ArrowArray)),
    ("release", ARRAY_RELEASE), ("private_data", c_void_p)]
