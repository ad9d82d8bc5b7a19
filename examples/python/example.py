"""A tour of the whatwgurl Python binding: run by `make` after the build."""
import whatwgurl
from whatwgurl import URL, URLSearchParams

u = URL("HTTPS://User:Pw@EXAMPLE.com:443/a/./b/../c?q=1#top")
print(u.href)                          # https://User:Pw@example.com/a/c?q=1#top
print(u.hostname, u.pathname, u.search, u.origin)

ref = URL("../d?x=y", base=u)          # resolve against a base URL
print(ref)

u.pathname = "/new path"               # setters follow the Standard
u.search_params.append("lang", "en US")  # the URL's own, live URLSearchParams
print(u.href)

print(URL.parse("not a url"), URL.can_parse("/relative", "https://example.org"))
print(whatwgurl.domain_to_ascii("Bücher.example"), whatwgurl.percent_encode("a b&c"))
print(URLSearchParams({"b": "2", "a": "1"}), whatwgurl.registrable_domain("www.example.co.uk"))

batch = whatwgurl.parse_many(["https://a.example/", "bogus", "HTTP://B.example"])
print(len(batch), batch.hrefs)
