"""Hosts and domains: domain to ASCII and to Unicode (section 3.3), the host
parser (section 3.5), public suffix and registrable domain (section 3.2)."""
from __future__ import annotations

from ctypes import byref, c_bool, c_int
from typing import Callable, Optional, Tuple, Union

from ._abi import ERR_PARSE, HOST_TYPE_NAMES
from ._cdefs import String
from ._lib import lib
from ._strings import enc, shown, take
from .editions import Edition, edition_value
from .errors import URLError, raise_status, validation_error_name


def domain_to_ascii(domain: Union[str, bytes], be_strict: bool = False, *,
                    edition: Edition = None) -> str:
    """Domain to ASCII (section 3.3; the domain parser in edition "2026");
    URLError when the domain cannot be converted."""
    d = enc(domain)
    out, why = String(), c_int()
    st = lib.wurl_domain_to_ascii_edition(d, len(d), be_strict, edition_value(edition), byref(out),
                                          byref(why))
    if st == ERR_PARSE:
        raise URLError(f"Invalid domain: {domain!r}", shown(domain),
                       validation_error_name(why.value))
    if st:
        raise_status(st)
    return take(out)


def domain_to_unicode(domain: Union[str, bytes], *, edition: Edition = None) -> str:
    """Domain to Unicode (section 3.3); labels it cannot convert stay as they
    are (in edition "2026", a domain with one stays as it is)."""
    d = enc(domain)
    out = String()
    st = lib.wurl_domain_to_unicode_edition(d, len(d), edition_value(edition), byref(out))
    if st:
        raise_status(st)
    return take(out)


def host_parse(input: Union[str, bytes], is_opaque: bool = False, *,
               edition: Edition = None) -> Tuple[str, str]:
    """The host parser and serializer (sections 3.5, 3.6): (serialized host, kind),
    kind one of "domain", "ipv4", "ipv6", "opaque", "empty". URLError on failure."""
    d = enc(input)
    out, typ, why = String(), c_int(), c_int()
    st = lib.wurl_host_parse_edition(d, len(d), is_opaque, edition_value(edition), byref(out),
                                     byref(typ), byref(why))
    if st == ERR_PARSE:
        raise URLError(f"Invalid host: {input!r}", shown(input), validation_error_name(why.value))
    if st:
        raise_status(st)
    return take(out), HOST_TYPE_NAMES[typ.value]


def _found(f: Callable[..., int], host: Union[str, bytes]) -> Optional[str]:
    """What f (a function of a host and a result that may be null) gives."""
    d = enc(host)
    out, ok = String(), c_bool()
    st = f(d, len(d), byref(out), byref(ok))
    if st:
        raise_status(st)
    return take(out) if ok.value else None


def public_suffix(host: Union[str, bytes]) -> Optional[str]:
    """The public suffix of host (section 3.2), or None."""
    return _found(lib.wurl_public_suffix, host)


def registrable_domain(host: Union[str, bytes]) -> Optional[str]:
    """The registrable domain of host (section 3.2), or None."""
    return _found(lib.wurl_registrable_domain, host)
