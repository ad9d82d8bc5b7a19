"""Percent-encoding and percent-decoding (section 1.3)."""
from __future__ import annotations

from ctypes import byref
from typing import Union

from ._abi import ENCODE_SETS
from ._cdefs import String
from ._lib import lib
from ._strings import enc, take, take_bytes
from .errors import raise_status


def percent_encode(s: Union[str, bytes], encode_set: str = "component",
                   space_as_plus: bool = False) -> str:
    """UTF-8 percent-encode (section 1.3) with a percent-encode set named as in
    ENCODE_SETS ("component", "path", "query", ...)."""
    try:
        code = ENCODE_SETS[encode_set]
    except KeyError:
        raise ValueError(f"unknown percent-encode set {encode_set!r}; "
                         f"one of {sorted(ENCODE_SETS)}") from None
    d = enc(s)
    out = String()
    st = lib.wurl_percent_encode(d, len(d), code, space_as_plus, byref(out))
    if st:
        raise_status(st)
    return take(out)


def percent_decode(s: Union[str, bytes], as_bytes: bool = False) -> Union[str, bytes]:
    """Percent-decode (section 1.3): bytes when as_bytes, else UTF-8 decoded
    without BOM or fail (invalid sequences as U+FFFD)."""
    d = enc(s)
    out = String()
    st = lib.wurl_percent_decode(d, len(d), byref(out))
    if st:
        raise_status(st)
    raw = take_bytes(out)
    return raw if as_bytes else raw.decode("utf-8", "replace")
