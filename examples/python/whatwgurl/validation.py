"""Validation errors (section 1.1): validate() parses and collects them."""
from __future__ import annotations

from ctypes import byref, c_void_p
from typing import List, NamedTuple, Optional, Union

from ._abi import ERR_PARSE, OK
from . import _cdefs, _lib
from ._strings import enc
from .editions import Edition, edition_value
from .errors import raise_status, validation_error_name
from .url import URL, Base, base_bytes


class ValidationReport(NamedTuple):
    """What validate() found: every validation error (the Standard's names, in
    the order reported), the one that made the parse fail (None when it
    parsed), and the URL (None when it did not)."""
    errors: List[str]
    failure: Optional[str]
    url: Optional[URL]

    @property
    def valid(self) -> bool:
        return self.url is not None and not self.errors


def validate(input: Union[str, bytes], base: Base = None, *,
             edition: Edition = None) -> ValidationReport:
    """Parses input, collecting every validation error (section 1.1; the
    2026 edition's table with edition="2026")."""
    b = enc(input)
    bb = base_bytes(base)
    h = c_void_p()
    rep = _cdefs.ValidationReport()
    ed = edition_value(edition)
    st = _lib.lib.wurl_validate_edition(b, len(b), bb, 0 if bb is None else len(bb), ed, byref(h),
                                        byref(rep))
    try:
        if st not in (OK, ERR_PARSE):
            raise_status(st)
        errors = [validation_error_name(rep.errors[i]) or "" for i in range(rep.count)]
        failure = validation_error_name(rep.failure)
    finally:
        _lib.lib.wurl_validation_report_free(byref(rep))
    return ValidationReport(errors, failure, URL._from_handle(h.value, ed) if st == OK else None)
