"""The editions of the URL Standard (include/whatwgurl.h, "editions"): every
function that parses takes edition=, "2025" (the late-2025 Living Standard,
the default) or "2026" (the July 2026 text, which browsers follow), as a str
or an int year. A URL keeps the edition it was parsed with for its setters:
a record (_record.py) of the 2026 edition has it as the last item of its
components, after the C_LEN the library writes (records of the default
edition are as they were, so the common path pays nothing)."""
from __future__ import annotations

from typing import Literal, Union

from ._abi import EDITIONS
from ._record import C_LEN, EDITION_NAMES, Record

#: What an edition argument may be.
Edition = Union[Literal["2025", "2026", 2025, 2026], str, int, None]


def edition_value(edition: Edition) -> int:
    """The wurl_edition of an edition argument; ValueError for an unknown one."""
    if edition is None:
        return 0
    v = EDITIONS.get(str(edition))
    if v is None:
        raise ValueError(f"whatwgurl: unknown edition {edition!r} (known: {', '.join(EDITIONS)})")
    return v


def edition_name(value: int) -> str:
    """The year of a wurl_edition value."""
    return EDITION_NAMES[value]


def record_edition(p: Record) -> int:
    """The wurl_edition of a record."""
    c = p[1]
    return c[C_LEN] if len(c) > C_LEN else 0
