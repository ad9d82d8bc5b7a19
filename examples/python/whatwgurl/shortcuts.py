"""Functions of a URL string, under the names that users of ada_url (ada's
Python package) reach for. Each is a URL object used once:

    >>> from whatwgurl import join_url, normalize_url, parse_url, replace_url
    >>> join_url("https://example.org/dir/child.txt", "../parent.txt")
    'https://example.org/parent.txt'
    >>> replace_url("http://example.org:80/", protocol="https:")
    'https://example.org/'

Where a URL does not parse they raise URLError (a ValueError, as ada_url's
ValueError), with the validation error that made it fail.
"""
from __future__ import annotations

from typing import Dict, Union

from .url import URL, Base

#: What parse_url() gives: the ten components of the URL class, then its
#: origin and host_type.
PARSE_URL_KEYS = ("href", "protocol", "username", "password", "host", "hostname", "port",
                  "pathname", "search", "hash", "origin", "host_type")

# What replace_url() sets, in this order: a whole href first, then the
# scheme (which decides how the rest is parsed), then the others in the
# order of the URL class.
_REPLACEABLE = ("href", "protocol", "username", "password", "host", "hostname", "port",
                "pathname", "search", "hash")


def parse_url(input: Union[str, bytes], base: Base = None) -> Dict[str, str]:
    """{component: value} for the URL input (against base): the keys of
    PARSE_URL_KEYS, the values as the URL class's getters give them, origin
    serialized ("null" for an opaque origin), host_type a name of
    URL.host_type. URLError when input does not parse."""
    u = URL(input, base)
    return {key: getattr(u, key) for key in PARSE_URL_KEYS}


def join_url(base: Union[str, bytes, URL], input: Union[str, bytes]) -> str:
    """The href of input parsed against base (base first, as in ada_url and
    urllib.parse.urljoin). URLError when either does not parse (is_base says
    which)."""
    return URL(input, base).href


def normalize_url(input: Union[str, bytes]) -> str:
    """The href of input: the URL serialized as the Standard serializes it.
    URLError when input does not parse."""
    return URL(input).href


def check_url(input: Union[str, bytes], base: Base = None) -> bool:
    """Whether input parses (against base): URL.canParse."""
    return URL.can_parse(input, base)


def replace_url(input: Union[str, bytes], **components: Union[str, int]) -> str:
    """The href of input after the URL class's setters have run with the
    components given (href, protocol, username, password, host, hostname,
    port, pathname, search, hash), in that order. As in the Standard (and
    unlike ada_url, which raises), a value a setter ignores leaves its
    component as it was: compare the result. URLError when input, or an
    href given, does not parse; TypeError for another keyword."""
    unknown = set(components) - set(_REPLACEABLE)
    if unknown:
        raise TypeError(f"replace_url() cannot set {', '.join(sorted(unknown))}; it sets "
                        + ", ".join(_REPLACEABLE))
    u = URL(input)
    for name in _REPLACEABLE:
        if name in components:
            setattr(u, name, components[name])
    href = u.href
    u.close()
    return href
