// test_api.cpp - the C++ layer beyond WPT's URL files: errors and result,
// url's value semantics (clone, ==, <<), search_params, the free functions,
// validate and the batch range. Expected values come from the Standard.
#include <algorithm>
#include <sstream>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "check.hpp"

namespace wu = whatwgurl;
using namespace std::literals;

namespace {

void test_errors() {
  // Every status has a named error with wurl_status_name's text.
  const std::pair<wu::errc, const char *> names[] = {
      {wu::errc::ok, "WURL_OK"},
      {wu::errc::parse, "WURL_ERR_PARSE"},
      {wu::errc::invalid_argument, "WURL_ERR_INVALID_ARGUMENT"},
      {wu::errc::invalid_handle, "WURL_ERR_INVALID_HANDLE"},
      {wu::errc::too_long, "WURL_ERR_TOO_LONG"},
      {wu::errc::no_memory, "WURL_ERR_NO_MEMORY"},
      {wu::errc::unknown_encoding, "WURL_ERR_UNKNOWN_ENCODING"},
      {wu::errc::internal, "WURL_ERR_INTERNAL"},
      {wu::errc::forked, "WURL_ERR_FORKED"},
  };
  for (const auto &[code, text] : names) {
    CHECK_EQ(wu::name(code), std::string_view(text));
    CHECK_EQ(wu::name(code), std::string_view(wurl_status_name(static_cast<wurl_status>(code))));
    std::error_code ec = code;  // errc is an error_code enum
    CHECK_EQ(ec.message(), std::string(text));
    CHECK_EQ(std::string(ec.category().name()), "whatwgurl"s);
    CHECK_EQ(static_cast<bool>(ec), code != wu::errc::ok);
  }

  auto r = wu::parse("https://exa mple.org/");
  CHECK(!r);
  CHECK(!r.has_value());
  CHECK(r.error().code == wu::errc::parse);
  CHECK_EQ(r.error().name(), "WURL_ERR_PARSE"sv);
  CHECK_EQ(r.error().validation_name(), "domain-invalid-code-point"sv);
  std::ostringstream os;
  os << r.error();
  CHECK_EQ(os.str(), "WURL_ERR_PARSE (domain-invalid-code-point)"s);
  CHECK(!r->has_value());  // a failed result holds a URL-less url
  CHECK_EQ(r->href(), ""sv);
  CHECK_EQ(wu::parse("/relative").error().validation_name(), "missing-scheme-non-relative-URL"sv);
  CHECK_EQ(wu::parse("x", "not a base").error().validation_name(), "missing-scheme-non-relative-URL"sv);
  CHECK(wu::parse("https://h/").error().code == wu::errc::ok);
  CHECK_EQ(wu::parse("https://h/").value_or(wu::url()).href(), "https://h/"sv);
  CHECK_EQ(wu::parse("nope").value_or(wu::url()).href(), ""sv);
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
  bool threw = false;
  try {
    (void)wu::parse("http://[::1").value();
  } catch (const wu::bad_result_access &e) {
    threw = e.error().code == wu::errc::parse && e.error().validation == WURL_VERR_IPV6_UNCLOSED;
  }
  CHECK(threw);
#endif
}

void test_url() {
  auto r = wu::parse("HTTPS://user:pa%73s@EXAMPLE.com:8443/a/./b/../c?q=1&r=2#frag");
  CHECK(r);
  wu::url &u = *r;
  CHECK_EQ(u.href(), "https://user:pa%73s@example.com:8443/a/c?q=1&r=2#frag"sv);
  CHECK_EQ(std::string_view(u.c_str()), u.href());
  CHECK_EQ(u.protocol(), "https:"sv);
  CHECK_EQ(u.username(), "user"sv);
  CHECK_EQ(u.password(), "pa%73s"sv);
  CHECK_EQ(u.host(), "example.com:8443"sv);
  CHECK_EQ(u.hostname(), "example.com"sv);
  CHECK_EQ(u.port(), "8443"sv);
  CHECK_EQ(u.pathname(), "/a/c"sv);
  CHECK_EQ(u.search(), "?q=1&r=2"sv);
  CHECK_EQ(u.hash(), "#frag"sv);
  CHECK_EQ(u.origin()->view(), "https://example.com:8443"sv);
  wu::url_components c = u.components();
  CHECK_EQ(c.port, 8443);
  CHECK(c.scheme_type == WURL_SCHEME_HTTPS && c.host_type == WURL_HOST_DOMAIN && c.has_credentials);
  std::ostringstream os;
  os << u;
  CHECK_EQ(os.str(), std::string(u.href()));

  // Setters say whether the href changed.
  CHECK(u.set_pathname("/new path"));
  CHECK_EQ(u.pathname(), "/new%20path"sv);
  CHECK(!u.set_pathname("/new path"));  // same value: unchanged
  CHECK(!u.set_port("not a port"));     // ignored, as the Standard's setter does
  CHECK(u.set_port("443"));             // the default port: the port becomes null
  CHECK_EQ(u.host(), "example.com"sv);
  CHECK(!u.set_href("not a url"));  // fails; the URL is unchanged
  CHECK(u.set(WURL_ATTR_HREF, "not a url").error().code == wu::errc::parse);
  CHECK(*u.set(WURL_ATTR_HASH, "") == true);
  CHECK_EQ(u.href(), "https://user:pa%73s@example.com/new%20path?q=1&r=2"sv);
  CHECK(u.set(static_cast<wu::attribute>(99), "x").error().code == wu::errc::invalid_argument);

  // clone, equality (with and without fragments), moves.
  wu::url v = u.clone();
  CHECK(v == u);
  CHECK(v.handle() != u.handle());
  CHECK(v.set_hash("x"));
  CHECK(v != u);
  CHECK(v.equals(u, true));
  CHECK(!v.equals(u, false));
  wu::url w = std::move(v);
  CHECK(!v.has_value());  // NOLINT: moved-from is specified as empty
  CHECK_EQ(w.hash(), "#x"sv);
  CHECK(wu::url() == wu::url());
  CHECK(wu::url() != u);

  // Parsing against a parsed base; with an encoding override.
  auto base = wu::parse("https://example.org/docs/guide/intro.html");
  CHECK_EQ(wu::parse("../api/?x#y", *base)->href(), "https://example.org/docs/api/?x#y"sv);
  CHECK_EQ(wu::parse("//cdn.example/x.js", "https://example.org/")->href(), "https://cdn.example/x.js"sv);
  CHECK(!wu::can_parse("/relative"));
  CHECK(wu::can_parse("/relative", "https://example.org/"));
  CHECK_EQ(wu::parse_with_encoding("https://h/?\xc3\xa9", "latin1")->search(), "?%E9"sv);
  CHECK_EQ(wu::parse_with_encoding("?\xc3\xa9", "utf-8", "https://h/")->search(), "?%C3%A9"sv);
  CHECK(wu::parse_with_encoding("https://h/", "no-such-encoding").error().code == wu::errc::unknown_encoding);

  // Public suffix, registrable domain and rendering of a URL.
  auto p = wu::parse("https://www.example.co.uk/");
  CHECK_EQ((*p->public_suffix())->view(), "co.uk"sv);
  CHECK_EQ((*p->registrable_domain())->view(), "example.co.uk"sv);
  auto ip = wu::parse("https://127.0.0.1/");
  CHECK(ip->public_suffix() && !ip->public_suffix()->has_value());
  auto idn = wu::parse("https://xn--mnchen-3ya.de/%C3%BC%20x");
  CHECK_EQ(idn->render_host()->view(), "m\xc3\xbcnchen.de"sv);
  CHECK_EQ(idn->render()->view(), "https://m\xc3\xbcnchen.de/\xc3\xbc%20x"sv);
}

void test_search_params() {
  auto u = wu::parse("https://example.com/?b=2&a=1&c=3&a=0");
  wu::search_params sp = u->search_params();
  CHECK_EQ(sp.size(), std::size_t{4});
  CHECK(sp.has("a"));
  CHECK(sp.has("a", "0"));
  CHECK(!sp.has("a", "5"));
  CHECK(!sp.has("z"));
  CHECK_EQ(sp.get("a").value_or("none"), "1"sv);
  CHECK(!sp.get("z").has_value());
  CHECK(sp.get_all("a").to_vector() == (std::vector<std::string>{"1", "0"}));
  CHECK(sp.get_all("z").empty());

  // Range-for over the pairs, in list order.
  std::vector<std::pair<std::string, std::string>> seen;
  for (auto [name, value] : sp) seen.emplace_back(name, value);
  CHECK(seen == (std::vector<std::pair<std::string, std::string>>{{"b", "2"}, {"a", "1"}, {"c", "3"}, {"a", "0"}}));
  CHECK(sp.entries() == seen);
  CHECK_EQ(std::distance(sp.begin(), sp.end()), std::ptrdiff_t{4});

  // Changes are live: the URL's query follows (the update steps).
  CHECK(sp.sort() == wu::errc::ok);
  CHECK_EQ(u->search(), "?a=1&a=0&b=2&c=3"sv);
  CHECK(sp.append("d e", "f&g") == wu::errc::ok);
  CHECK_EQ(u->search(), "?a=1&a=0&b=2&c=3&d+e=f%26g"sv);
  CHECK(sp.set("a", "9") == wu::errc::ok);
  CHECK_EQ(sp.to_string(), "a=9&b=2&c=3&d+e=f%26g"s);
  CHECK(sp.remove("b") == wu::errc::ok);
  CHECK(sp.remove("c", "4") == wu::errc::ok);  // no such pair: nothing removed
  CHECK(sp.remove("c", "3") == wu::errc::ok);
  CHECK_EQ(u->href(), "https://example.com/?a=9&d+e=f%26g"sv);
  CHECK(u->set_search("?x=1"));  // and the other way round
  CHECK_EQ(sp.get("x").value_or(""), "1"sv);
  CHECK(sp.remove("x") == wu::errc::ok);  // an empty list: the query becomes null
  CHECK_EQ(u->href(), "https://example.com/"sv);
  CHECK(sp.begin() == sp.end());

  // Standalone objects; encoding override; an empty (moved-from) object.
  auto s = wu::search_params::make("?q=%C3%A9t%C3%A9&x=a+b");
  CHECK(s);
  CHECK_EQ(s->get("q").value_or(""), "\xc3\xa9t\xc3\xa9"sv);
  CHECK_EQ(s->get("x").value_or(""), "a b"sv);
  CHECK_EQ(*s->to_string("windows-1252"), "q=%E9t%E9&x=a+b"s);
  CHECK(s->to_string("bogus").error().code == wu::errc::unknown_encoding);
  std::ostringstream os;
  os << *s;
  CHECK_EQ(os.str(), "q=%C3%A9t%C3%A9&x=a+b"s);
  wu::search_params moved = std::move(*s);
  CHECK(!s->has_handle());
  CHECK(s->append("a", "b") == wu::errc::invalid_handle);
  CHECK_EQ(s->size(), std::size_t{0});
  CHECK(s->begin() == s->end());
  CHECK_EQ(moved.size(), std::size_t{2});
  CHECK(wu::search_params::make()->empty());
}

void test_functions() {
  CHECK_EQ(wu::domain_to_ascii("B\xc3\xbc" "cher.example")->view(), "xn--bcher-kva.example"sv);
  auto bad = wu::domain_to_ascii("xn--a.example", true);
  CHECK(!bad && bad.error().code == wu::errc::parse && bad.error().validation == WURL_VERR_DOMAIN_TO_ASCII);
  CHECK_EQ(wu::domain_to_unicode("xn--bcher-kva.example")->view(), "b\xc3\xbc" "cher.example"sv);

  auto h = wu::parse_host("0x7f.1");
  CHECK(h && h->type == WURL_HOST_IPV4);
  CHECK_EQ(h->serialized.view(), "127.0.0.1"sv);
  h = wu::parse_host("[::ffff:1.2.3.4]");
  CHECK(h && h->type == WURL_HOST_IPV6);
  CHECK_EQ(h->serialized.view(), "[::ffff:102:304]"sv);
  h = wu::parse_host("a b", true);
  CHECK(!h && h.error().validation == WURL_VERR_HOST_INVALID_CODE_POINT);
  h = wu::parse_host("");
  CHECK(!h && h.error().validation == WURL_VERR_HOST_MISSING);

  CHECK_EQ(wu::percent_encode("a b/\xc3\xa9", WURL_ENCODE_COMPONENT)->view(), "a%20b%2F%C3%A9"sv);
  CHECK_EQ(wu::percent_encode("a b", WURL_ENCODE_FORM_URLENCODED, true)->view(), "a+b"sv);
  CHECK(wu::percent_encode("x", static_cast<wu::encode_set>(42)).error().code == wu::errc::invalid_argument);
  CHECK_EQ(wu::percent_decode("%41%00%zz")->view(), "A\0%zz"sv);

  CHECK_EQ((*wu::public_suffix("EXAMPLE.COM"))->view(), "com"sv);
  CHECK_EQ((*wu::registrable_domain("a.b.example.co.uk"))->view(), "example.co.uk"sv);
  CHECK(!wu::registrable_domain("co.uk")->has_value());
  CHECK(!wu::public_suffix("[::1]")->has_value());
  CHECK_EQ(wu::version().substr(0, 2), "0."sv);
}

void test_validate() {
  auto r = wu::validate("https://example.org/\\x>");
  CHECK(r.code() == wu::errc::ok && !r.valid());
  std::vector<std::string_view> names;
  for (wurl_validation_error e : r) names.push_back(wu::name(e));
  CHECK(names == (std::vector<std::string_view>{"invalid-reverse-solidus", "invalid-URL-unit"}));
  CHECK_EQ(r.url().href(), "https://example.org//x%3E"sv);
  CHECK(r.failure() == WURL_VERR_NONE);

  auto ok = wu::validate("https://example.org/ok");
  CHECK(ok.valid() && ok.empty());
  auto fail = wu::validate("https://ex ample.org/");
  CHECK(fail.code() == wu::errc::parse && !fail.url().has_value());
  CHECK_EQ(wu::name(fail.failure()), "domain-invalid-code-point"sv);
  auto rel = wu::validate("a\\b", "https://h/");
  CHECK(rel.code() == wu::errc::ok && rel.size() == 1 && rel[0] == WURL_VERR_INVALID_REVERSE_SOLIDUS);
  wu::url taken = rel.take_url();
  CHECK_EQ(taken.href(), "https://h/a/b"sv);
  wu::validation_report moved = std::move(rel);
  CHECK(moved.size() == 1 && rel.empty());  // NOLINT: moved-from is specified as empty
}

void test_batch() {
  // A range of results in input order; each agrees with a single parse.
  const std::vector<std::string> inputs = {"https://a.example/x?y#z", "not a url", "", "//h/p",
                                           std::string("http://h/\0x", 11), "HTTP://B.example:80/./c"};
  for (auto base : {std::optional<std::string_view>(), std::optional<std::string_view>("https://base.example/d/")}) {
    auto b = wu::parse_batch(inputs, base);
    CHECK(b && b->size() == inputs.size());
    std::size_t i = 0;
    for (wu::batch_entry e : *b) {
      auto one = base ? wu::parse(inputs[i], *base) : wu::parse(inputs[i]);
      CHECK(e.code() == one.error().code);
      CHECK_EQ(e.href(), one->href());
      CHECK_EQ(e.hostname(), one->hostname());
      CHECK_EQ(e.pathname(), one->pathname());
      CHECK_EQ(e.search(), one->search());
      CHECK_EQ(e.hash(), one->hash());
      if (e) CHECK(*e.to_url() == *one);
      i++;
    }
    CHECK_EQ(i, inputs.size());
  }
  // Random access, an initializer list, arrays of const char *, parse_joined.
  auto b = wu::parse_batch({"https://one.example/", "two"});
  CHECK(b && (*b)[0].ok() && !(*b)[1].ok() && (*b)[1].code() == wu::errc::parse);
  CHECK_EQ(b->end() - b->begin(), std::ptrdiff_t{2});
  const char *arr[] = {"https://x.example/", "https://y.example/"};
  auto c = wu::parse_batch(arr);
  CHECK(c && std::all_of(c->begin(), c->end(), [](const wu::batch_entry &e) { return e.ok(); }));
  auto j = wu::parse_joined("https://a.example/\n../b\n", '\n', "https://base.example/x/y");
  CHECK(j && j->size() == 3);
  CHECK_EQ((*j)[1].href(), "https://base.example/b"sv);
  CHECK_EQ((*j)[2].href(), "https://base.example/x/y"sv);  // the empty input
  CHECK(wu::parse_batch(inputs, "not a base").error().code == wu::errc::parse);
  CHECK(wu::parse_batch(std::vector<std::string>{})->empty());
}

// Why a parse failed, whatever the entry point: the validation error and
// whether the base failed, in error, its message(), its std::error_code's
// message() and bad_result_access::what().
void test_failure_reasons() {
  auto parsed_base = *wu::parse("https://h.example/dir/");
  struct row {
    const char *entry;
    wu::error got;
    wurl_validation_error want;
    bool in_base;
    const char *message;
  };
  const row rows[] = {
      {"parse(input, base)", wu::parse("../c", "not a base").error(), WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL, true,
       "WURL_ERR_PARSE (base: missing-scheme-non-relative-URL)"},
      {"parse(input)", wu::parse("http://exa mple.com/").error(), WURL_VERR_DOMAIN_INVALID_CODE_POINT, false,
       "WURL_ERR_PARSE (domain-invalid-code-point)"},
      {"parse(input, base)", wu::parse("https://a:99999/", "https://h.example/").error(),
       WURL_VERR_PORT_OUT_OF_RANGE, false, "WURL_ERR_PARSE (port-out-of-range)"},
      {"parse(input, const url&)", wu::parse("https://a:99999/", parsed_base).error(), WURL_VERR_PORT_OUT_OF_RANGE,
       false, "WURL_ERR_PARSE (port-out-of-range)"},
      {"parse_with_encoding", wu::parse_with_encoding("x", "latin1", "https://a:99999/"sv).error(),
       WURL_VERR_PORT_OUT_OF_RANGE, true, "WURL_ERR_PARSE (base: port-out-of-range)"},
      {"set(href)", parsed_base.set(WURL_ATTR_HREF, "http://[::1").error(), WURL_VERR_IPV6_UNCLOSED, false,
       "WURL_ERR_PARSE (IPv6-unclosed)"},
      {"parse_batch base", wu::parse_batch({"a"}, "no base").error(), WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL,
       true, "WURL_ERR_PARSE (base: missing-scheme-non-relative-URL)"},
      {"parse_batch entry", (*wu::parse_batch({"https://ok/", "https://[::1/"}))[1].error(),
       WURL_VERR_IPV6_UNCLOSED, false, "WURL_ERR_PARSE (IPv6-unclosed)"},
      {"parse_joined base", wu::parse_joined("a", '\n', "http://a:b/"sv).error(), WURL_VERR_PORT_INVALID, true,
       "WURL_ERR_PARSE (base: port-invalid)"},
      {"validate base", wu::validate("x", "http://a:b/"sv).error(), WURL_VERR_PORT_INVALID, true,
       "WURL_ERR_PARSE (base: port-invalid)"},
      {"validate", wu::validate("http://[::1").error(), WURL_VERR_IPV6_UNCLOSED, false,
       "WURL_ERR_PARSE (IPv6-unclosed)"},
  };
  for (const row &r : rows) {
    CHECK(r.got.code == wu::errc::parse);
    if (r.got.validation != r.want || r.got.in_base != r.in_base)
      std::cerr << "  " << r.entry << ": got " << r.got << ", want " << r.message << '\n';
    CHECK(r.got.validation == r.want && r.got.in_base == r.in_base);
    CHECK_EQ(r.got.message(), std::string(r.message));
    std::error_code ec = r.got.error_code();
    CHECK_EQ(ec.message(), std::string(r.message));
    CHECK(ec == wu::errc::parse && wu::errc::parse == ec && ec != wu::errc::invalid_argument);
    CHECK_EQ(ec.value(), static_cast<int>(WURL_ERR_PARSE));
    CHECK_EQ(std::string(ec.category().name()), "whatwgurl"s);
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
    std::string what;
    try {
      (void)wu::result<int>(r.got).value();
    } catch (const wu::bad_result_access &e) {
      what = e.what();
    }
    CHECK_EQ(what, std::string(r.message));
#endif
  }
  // An error with no validation error keeps its plain code and message.
  wu::error plain{wu::errc::invalid_handle};
  CHECK(plain.error_code() == wu::make_error_code(wu::errc::invalid_handle));
  CHECK_EQ(plain.error_code().message(), "WURL_ERR_INVALID_HANDLE"s);
  // A batch entry that parsed has no error.
  CHECK((*wu::parse_batch({"https://ok/"}))[0].error().code == wu::errc::ok);
}

// Views from the pairs of a range-for (and from get, get_all) stay valid
// until the list changes: a loop may keep them (as ada's).
void test_search_params_views() {
  auto u = wu::parse("https://h.example/?alpha=1&beta=2&gamma=3");
  std::vector<std::string_view> names, values;
  for (auto [k, v] : u->search_params()) {
    names.push_back(k);
    values.push_back(v);
  }
  auto sp = u->search_params();
  std::string_view g = sp.get("beta").value_or("");
  wu::string_views all = sp.get_all("gamma");
  std::string_view again = sp.get("alpha").value_or("");
  CHECK(names == (std::vector<std::string_view>{"alpha", "beta", "gamma"}));
  CHECK(values == (std::vector<std::string_view>{"1", "2", "3"}));
  CHECK_EQ(g, "2"sv);
  CHECK(all.size() == 1 && all[0] == "3"sv);
  CHECK_EQ(again, "1"sv);
  // The iterators are random access, from the same template as batch's.
  auto it = sp.begin();
  CHECK_EQ((it + 2)->first, "gamma"sv);
  CHECK_EQ(it[1].second, "2"sv);
  CHECK_EQ(sp.end() - sp.begin(), std::ptrdiff_t{3});
}

}  // namespace

// The edition is the caller's, per call; a url keeps its own for its setters.
void test_editions() {
  using wu::edition;
  CHECK(!wu::parse("https://%78n--a/"));
  auto u = wu::parse("https://%78n--a/", edition::y2026);
  CHECK(u && u->href() == "https://xn--a/" && u->edition() == edition::y2026);
  CHECK(u->set_host("xn--b") && u->host() == "xn--b");
  CHECK(u->clone().edition() == edition::y2026);
  auto v = wu::parse("//xn--c/", *u, edition::y2026);
  CHECK(v && v->host() == "xn--c");
  CHECK(!wu::can_parse("https://xn--/") && wu::can_parse("https://xn--/", edition::y2026));
  auto d = wu::domain_to_unicode("xn--a", edition::y2026);
  CHECK(d && d->view() == "xn--a");
  auto h = wu::parse_host("XN--a", false, edition::y2026);
  CHECK(h && h->serialized.view() == "xn--a");
  auto r = wu::validate("https://1.2.3/", std::nullopt, edition::y2026);
  CHECK(r.size() == 1 && r[0] == WURL_VERR_IPV4_TOO_FEW_PARTS);
  CHECK(wu::validate("https://1.2.3/").size() == 0);
  auto b = wu::parse_batch({"https://xn--/", "https://example.org/"}, std::nullopt, edition::y2026);
  CHECK(b && b->size() == 2 && (*b)[0].ok());
  auto e = (*b)[0].to_url(edition::y2026);
  CHECK(e && e->edition() == edition::y2026 && e->href() == "https://xn--/");
  auto j = wu::parse_joined("https://xn--/", '\n', std::nullopt, edition::y2026);
  CHECK(j && (*j)[0].ok());
  CHECK(!wu::parse_with_encoding("?\xc3\xa9", "latin1", "https://%78n--a/"));
  auto w = wu::parse_with_encoding("?\xc3\xa9", "latin1", "https://%78n--a/", edition::y2026);
  CHECK(w && w->href() == "https://xn--a/?%E9" && w->edition() == edition::y2026);
}

int main() {
  test_editions();
  test_errors();
  test_url();
  test_search_params();
  test_functions();
  test_validate();
  test_batch();
  test_failure_reasons();
  test_search_params_views();
  return check::finish();
}
