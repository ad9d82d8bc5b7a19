"""whatwgurl: the WHATWG URL Standard (https://url.spec.whatwg.org/) for Python.

A ctypes binding of libwhatwgurl, the project's C library (a Go engine):

    >>> from whatwgurl import URL
    >>> u = URL("../c?x=1#f", "https://EXAMPLE.com/a/b")
    >>> u.href
    'https://example.com/c?x=1#f'
    >>> u.search_params.append("y", "2 3"); u.search
    '?x=1&y=2+3'

Strings cross as UTF-8; a lone surrogate in a str becomes U+FFFD, as the
Standard's USVString conversion does. A URL is its href and the offsets of
its components, made by one call into the library and read by slicing in
Python; it gets a C handle only when a setter, search_params or origin needs
the engine, and frees it when it dies (or at the end of a `with` block, or by
close()). parse_many() parses a whole list in one call and gives a lazy
ParsedBatch. A URL or URLSearchParams may be used from several threads.

The modules, by concern: url (URL, can_parse), search_params
(URLSearchParams), batch (parse_many), shortcuts (parse_url, join_url,
replace_url, check_url, normalize_url: ada_url's names), hosts, percent_encoding, validation,
errors; _lib loads the library (at first use) and declares its functions,
_cdefs its structs, _abi holds the values generated with its header,
_record is a URL's href and offsets.

Fork: importing the package loads nothing; the library is loaded at the first
call that needs it (_lib.load). A child made by fork() without exec() after
the parent used it keeps working: the library loads a private copy of itself
there at the child's first call (its Go runtime does not survive fork), and
_fork makes the objects that live in that runtime (URLSearchParams,
URLPattern) again from what it took just before the fork. So a "fork" pool, a
gunicorn --preload server and a Celery prefork worker just work.
ForkedProcessError remains only where the private copy cannot be loaded (the
C header's FORK section says when).
"""
from ._abi import ENCODE_SETS, VERSION as __version__
from ._lib import library_version
from .batch import ParsedBatch, ParsedURL, parse_many
from . import columnar  # columns: to_arrow, to_pandas, to_dict
from .columnar import parse_column
from .errors import ForkedProcessError, URLError, URLPatternError, WhatwgURLError
from .hosts import (domain_to_ascii, domain_to_unicode, host_parse, public_suffix,
                    registrable_domain)
from .percent_encoding import percent_decode, percent_encode
from .search_params import URLSearchParams
from .shortcuts import check_url, join_url, normalize_url, parse_url, replace_url
from .url import URL, can_parse
from .urlpattern import URLPattern, URLPatternComponentResult, URLPatternResult, first_match
from .validation import ValidationReport, validate

__all__ = [
    "URL", "URLSearchParams", "URLError", "ForkedProcessError", "WhatwgURLError",
    "ParsedURL", "ParsedBatch", "ValidationReport", "parse_many", "can_parse", "domain_to_ascii",
    "domain_to_unicode", "host_parse", "percent_encode", "percent_decode", "public_suffix",
    "registrable_domain", "validate", "library_version", "ENCODE_SETS", "parse_column",
    "URLPattern", "URLPatternError", "URLPatternResult", "URLPatternComponentResult", "first_match",
    "parse_url", "join_url", "replace_url", "check_url", "normalize_url",
]

