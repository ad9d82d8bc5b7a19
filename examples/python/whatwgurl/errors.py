"""The exceptions of whatwgurl, and the library's statuses turned into them."""
from __future__ import annotations

from typing import NoReturn, Optional

from ._abi import (ERR_FORKED, ERR_INVALID_ARGUMENT, ERR_INVALID_HANDLE, ERR_NO_MEMORY,
                   ERR_PARSE, ERR_TOO_LONG, ERR_UNKNOWN_ENCODING, STATUS_NAMES,
                   VALIDATION_ERROR_NAMES)


class WhatwgURLError(Exception):
    """Base of the errors the library reports (besides ValueError subclasses)."""


class URLError(ValueError):
    """The input is not a valid URL (or host). .input holds what failed (the
    base, when is_base); .validation_error names the validation error
    (section 1.1) that made the parser fail, as the Standard's table names it
    ("domain-invalid-code-point", "missing-scheme-non-relative-URL", ...),
    when known; .is_base says that the base URL is what failed to parse."""

    def __init__(self, message: str, input: Optional[str] = None,
                 validation_error: Optional[str] = None, is_base: bool = False) -> None:
        super().__init__(message)
        self.input = input
        self.validation_error = validation_error
        self.is_base = is_base


class URLPatternError(TypeError):
    """The URL Pattern Standard's TypeError. .kind names the step that threw,
    as wurl_pattern_error_name gives it ("relative-without-base",
    "invalid-regexp", "unsupported-regexp", ...); None for an error of the
    arguments themselves."""

    def __init__(self, message: str, kind: Optional[str] = None) -> None:
        super().__init__(message)
        self.kind = kind


class ForkedProcessError(RuntimeError):
    """Raised in a child made by fork() without exec() from a process that had
    loaded the library, when the library cannot load its private copy there
    (the C header's FORK section: linked statically, its file replaced since it
    was loaded, no memfd or /proc, a platform other than Linux with glibc)."""


FORK_MESSAGE = (
    "whatwgurl cannot run in this forked child: the Go runtime inside libwhatwgurl does "
    "not survive fork() without exec(), and the library could not load a private copy of "
    "itself here (see the README's Fork section). Use multiprocessing with the 'spawn' or "
    "'forkserver' start method, or fork and exec.")


def raise_status(st: int, input: Optional[str] = None, *, what: str = "object",
                 parse: Optional[Exception] = None,
                 invalid_argument: Optional[Exception] = None) -> NoReturn:
    """Raises the exception of the failing status st (the one mapper of the
    package). input is what failed (the input of a parse, the label of an
    encoding); what names the object of a call on a closed one; parse and
    invalid_argument replace the default exceptions of ERR_PARSE (URLError)
    and ERR_INVALID_ARGUMENT (WhatwgURLError) where the call gives them a
    meaning of its own."""
    if st == ERR_FORKED:
        raise ForkedProcessError(FORK_MESSAGE)
    if st == ERR_PARSE:
        if parse is not None:
            raise parse
        raise URLError(f"Invalid URL: {input!r}" if input is not None else "Invalid URL", input)
    if st == ERR_NO_MEMORY:
        raise MemoryError("whatwgurl: out of memory")
    if st == ERR_TOO_LONG:
        raise ValueError("whatwgurl: input or result of 4 GiB or more")
    if st == ERR_UNKNOWN_ENCODING:
        raise LookupError(f"unknown encoding: {input!r}")
    if st == ERR_INVALID_HANDLE:
        raise ValueError(f"whatwgurl: operation on a closed {what}")
    if st == ERR_INVALID_ARGUMENT and invalid_argument is not None:
        raise invalid_argument
    name = STATUS_NAMES[st] if 0 <= st < len(STATUS_NAMES) else f"status {st}"
    raise WhatwgURLError(f"whatwgurl: {name}")


def validation_error_name(kind: int) -> Optional[str]:
    """The Standard's name of a validation error type (section 1.1), None for
    none (0)."""
    if kind == 0:
        return None
    if 0 < kind < len(VALIDATION_ERROR_NAMES):
        return VALIDATION_ERROR_NAMES[kind]
    return "unknown-validation-error"
