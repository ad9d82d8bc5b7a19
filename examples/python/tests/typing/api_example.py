"""A typed use of whatwgurl's API, checked by mypy (tests/typecheck.py, `make
typecheck-python`): every assert_type holds only when the package's own
annotations give that type (an Any would fail it)."""
from typing import Dict, List, Optional, assert_type

import whatwgurl
from whatwgurl import (URL, ParsedBatch, ParsedURL, URLError, URLPattern, URLPatternResult,
                       URLSearchParams, first_match, parse_many, parse_url)


def components(u: URL) -> List[str]:
    assert_type(u.href, str)
    assert_type(u.protocol, str)
    assert_type(u.username, str)
    assert_type(u.password, str)
    assert_type(u.host, str)
    assert_type(u.hostname, str)
    assert_type(u.port, str)
    assert_type(u.pathname, str)
    assert_type(u.search, str)
    assert_type(u.hash, str)
    assert_type(u.host_type, str)
    assert_type(u.port_number, Optional[int])
    assert_type(u.origin, str)
    return [u.hostname, u.pathname]


def setters(u: URL) -> None:
    u.hostname = "example.org"
    u.pathname = "/a b"
    u.search_params.append("q", "1")
    assert_type(u.search_params, URLSearchParams)


def errors(text: str) -> Optional[str]:
    try:
        URL(text, "https://example.com/")
    except URLError as e:
        assert_type(e.validation_error, Optional[str])
        assert_type(e.is_base, bool)
        return e.validation_error
    return None


def batch(lines: List[str]) -> List[str]:
    b = parse_many(lines)
    assert_type(b, ParsedBatch)
    first = b[0]
    assert_type(first, Optional[ParsedURL])
    assert_type(b.hrefs, List[Optional[str]])
    return [p.hostname for p in b if p is not None]


def params() -> Dict[str, str]:
    sp = URLSearchParams("a=1&a=2")
    assert_type(sp["a"], str)
    assert_type(sp.get("b"), Optional[str])
    return dict(sp)


def pattern(u: URL) -> Optional[str]:
    p = URLPattern("https://example.com/books/:id", u)
    r = p.exec(u)
    assert_type(r, Optional[URLPatternResult])
    if r is None:
        return None
    assert_type(r["pathname"]["input"], str)
    assert_type(r["pathname"]["groups"], Dict[str, Optional[str]])
    return r["pathname"]["groups"]["id"]


def router(routes: List[URLPattern], u: URL) -> Optional[URLPattern]:
    at = first_match(routes, u, "https://example.com/")
    assert_type(at, Optional[int])
    return None if at is None else routes[at]


def shortcuts() -> None:
    assert_type(parse_url("https://example.com/"), Dict[str, str])
    assert_type(whatwgurl.join_url("https://example.com/a/", "b"), str)
    assert_type(whatwgurl.normalize_url("HTTPS://EXAMPLE.com"), str)
    assert_type(whatwgurl.check_url("nope"), bool)
    assert_type(whatwgurl.replace_url("http://h/", pathname="/x"), str)
