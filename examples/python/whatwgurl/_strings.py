"""Strings across the boundary: a str goes in as UTF-8 (as the Standard's
USVString conversion gives it), views and owned strings come back as str."""
from __future__ import annotations

import ctypes
from typing import Any, Union

from ._cdefs import Str, String
from ._lib import lib

_string_at = ctypes.string_at


def enc(s: Union[str, bytes]) -> bytes:
    """A str as UTF-8, lone surrogates as U+FFFD (the USVString conversion:
    a surrogate pair written as two code points is one scalar value)."""
    if type(s) is str:
        try:
            return s.encode("utf-8")
        except UnicodeEncodeError:
            return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace").encode()
    if isinstance(s, (bytes, bytearray, memoryview)):
        return bytes(s)
    if isinstance(s, str):
        return enc(str(s))
    raise TypeError(f"expected str, got {type(s).__name__}")


def shown(s: Any) -> str:
    """How an input is named in an error: itself when a str, else its repr."""
    return s if isinstance(s, str) else repr(s)


def view(v: Str) -> str:
    """Copies a borrowed view into a str now, before its owner can change."""
    return _string_at(v.data, v.len).decode("utf-8", "replace") if v.len else ""


def take(s: String) -> str:
    """Copies an owned string into a str and frees it."""
    try:
        return _string_at(s.data, s.len).decode("utf-8", "replace") if s.len else ""
    finally:
        lib.wurl_string_free(s)


def take_bytes(s: String) -> bytes:
    """Copies an owned string's bytes and frees it."""
    try:
        return _string_at(s.data, s.len) if s.len else b""
    finally:
        lib.wurl_string_free(s)
