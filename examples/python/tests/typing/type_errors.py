"""Deliberate type errors: tests/typecheck.py requires mypy to report each
line marked `# error: CODE` with that code, and nothing else (so a check that
cannot fail is seen)."""
from whatwgurl import URL, URLPattern, URLSearchParams, parse_many

u = URL("https://example.com/")
n: int = u.hostname  # error: assignment
u.pathname = 3  # error: assignment
u.port = 80.5  # error: assignment
URL(None)  # error: arg-type
URLPattern("https://example.com/:id").exec("https://example.com/1")["pathname"]  # error: index
parse_many(["a"])[0].hostname  # error: union-attr
URLSearchParams("a=1")["a"] + 1  # error: operator
