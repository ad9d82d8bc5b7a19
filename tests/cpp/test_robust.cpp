// test_robust.cpp - the C++ layer on the inputs and object states that go
// wrong: empty and null views, NUL bytes, invalid UTF-8, default-constructed
// and moved-from objects, self-move-assignment, a URL's search_params
// outliving its URL. Nothing may crash; valgrind (make valgrind-cpp) checks
// that nothing reads freed or uninitialized memory.
#include <string>
#include <utility>
#include <vector>

#include "check.hpp"

namespace wu = whatwgurl;
using namespace std::literals;

namespace {

// Self-move-assignment through a reference, so compilers do not warn.
template <class T>
void self_move(T &x) {
  T &alias = x;
  x = std::move(alias);
}

void test_inputs() {
  // Empty input: not a URL without a base; the base without its fragment with one.
  CHECK(wu::parse("").error().code == wu::errc::parse);
  CHECK(wu::parse(std::string_view()).error().code == wu::errc::parse);
  CHECK_EQ(wu::parse("", "https://h/p?q#f")->href(), "https://h/p?q"sv);
  CHECK(wu::parse("https://h/", std::string_view()).error().code == wu::errc::parse);  // "" base: no URL
  CHECK(wu::parse("rel", std::string_view()).error().code == wu::errc::parse);
  CHECK(!wu::can_parse(std::string_view()));

  // NUL bytes: percent-encoded in a path, forbidden in a host.
  CHECK_EQ(wu::parse("http://h/a\0b"sv)->pathname(), "/a%00b"sv);
  CHECK_EQ(wu::parse("http://h\0/"sv).error().validation_name(), "domain-invalid-code-point"sv);
  CHECK_EQ(wu::parse("sc://h\0/"sv).error().validation_name(), "host-invalid-code-point"sv);
  CHECK_EQ(wu::parse("\0"sv).error().code, wu::errc::parse);

  // Invalid UTF-8: each invalid sequence is U+FFFD.
  CHECK_EQ(wu::parse("https://h/\xff?\xc3#\xe2\x82")->href(), "https://h/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD"sv);
  CHECK_EQ(wu::parse("https://\xff/").error().code, wu::errc::parse);
  auto sp = wu::search_params::make("\xff=\0"sv);
  CHECK(sp && sp->size() == 1);
  CHECK_EQ(sp->get("\xef\xbf\xbd").value_or("none"), "\0"sv);
  CHECK(sp->append("\0"sv, "\xc0") == wu::errc::ok);
  CHECK_EQ(sp->to_string(), "%EF%BF%BD=%00&%00=%EF%BF%BD"s);
  CHECK_EQ(wu::percent_decode("%00\xff")->view(), "\0\xff"sv);
  CHECK(wu::percent_encode(std::string_view(), WURL_ENCODE_PATH)->empty());
  CHECK(wu::domain_to_ascii("\xff").error().code == wu::errc::parse);
  CHECK(wu::parse_host(std::string_view(), true)->type == WURL_HOST_EMPTY);

  // Setters with the same bytes never crash and say what they did.
  auto u = wu::parse("https://h/");
  CHECK(u->set_pathname("\0\xff"sv));
  CHECK_EQ(u->pathname(), "/%00%EF%BF%BD"sv);
  CHECK(!u->set_hostname("\0"sv));
  CHECK(!u->set_href(std::string_view()));
  CHECK(u->set_hash(std::string_view()) == false);

  // A batch of such inputs.
  auto b = wu::parse_batch(std::vector<std::string_view>{""sv, "\0"sv, "https://h/\xff"sv, std::string_view()});
  CHECK(b && b->size() == 4);
  CHECK((*b)[0].code() == wu::errc::parse && (*b)[0].href().empty() && (*b)[0].pathname().empty());
  CHECK_EQ((*b)[2].pathname(), "/%EF%BF%BD"sv);
}

void test_empty_objects() {
  // Default-constructed and moved-from objects: getters give "", calls fail.
  wu::url a = *wu::parse("https://h/?a=1");
  wu::url b = std::move(a);
  for (wu::url *u : {&a, new wu::url()}) {
    CHECK(!u->has_value());
    CHECK_EQ(u->href(), ""sv);
    CHECK_EQ(u->hostname(), ""sv);
    CHECK_EQ(std::string_view(u->c_str()), ""sv);
    CHECK(!u->set_pathname("/x"));
    CHECK(u->set(WURL_ATTR_HASH, "x").error().code == wu::errc::invalid_handle);
    CHECK(u->origin().error().code == wu::errc::invalid_handle);
    CHECK(u->render().error().code == wu::errc::invalid_handle);
    CHECK(u->public_suffix().error().code == wu::errc::invalid_handle);
    CHECK(!u->clone().has_value());
    CHECK(u->components().port == 0);
    CHECK(u->view().pathname().empty());
    wu::search_params sp = u->search_params();
    CHECK(!sp.has_handle() && sp.size() == 0 && sp.append("a", "b") == wu::errc::invalid_handle);
    CHECK(!sp.get("a").has_value() && sp.get_all("a").empty() && sp.to_string().empty());
    CHECK(wu::parse("x", *u).error().code == wu::errc::parse);  // no base: "x" is relative
    if (u != &a) delete u;
  }
  CHECK_EQ(b.href(), "https://h/?a=1"sv);

  // Self-move-assignment keeps the object.
  self_move(b);
  CHECK_EQ(b.href(), "https://h/?a=1"sv);
  auto s = wu::search_params::make("x=1");
  self_move(*s);
  CHECK_EQ(s->to_string(), "x=1"s);
  auto o = wu::domain_to_ascii("example.org");
  self_move(*o);
  CHECK_EQ(o->view(), "example.org"sv);
  wu::owned_string moved_o = std::move(*o);
  CHECK(o->empty() && o->view().empty() && std::string_view(o->data()).empty());
  auto bt = wu::parse_batch({"https://h/"});
  self_move(*bt);
  CHECK_EQ(bt->size(), std::size_t{1});
  wu::batch bt2 = std::move(*bt);
  CHECK(bt->empty() && bt->begin() == bt->end() && bt2.size() == 1);
  auto r = wu::validate("https://h/\\");
  self_move(r);
  CHECK_EQ(r.size(), std::size_t{1});
  wu::validation_report r2 = std::move(r);
  CHECK(r.empty() && r.code() == wu::errc::invalid_handle && !r.url().has_value() && r2.size() == 1);

  // Assigning over a live object frees the old one (valgrind: no leak).
  b = wu::url();
  b = *wu::parse("https://other/");
  CHECK_EQ(b.href(), "https://other/"sv);

  // A URL's own search_params that outlives its URL: its destructor does
  // not touch the freed URL (valgrind: no invalid read).
  {
    wu::search_params dangling;
    {
      wu::url c = *wu::parse("https://h/?k=v");
      dangling = c.search_params();
      CHECK_EQ(dangling.get("k").value_or(""), "v"sv);
    }
  }
  // A URL moved away keeps its search_params working (the handle moved).
  wu::url d = *wu::parse("https://h/?k=v");
  wu::search_params dsp = d.search_params();
  wu::url e = std::move(d);
  CHECK(dsp.append("n", "1") == wu::errc::ok);
  CHECK_EQ(e.search(), "?k=v&n=1"sv);
}

}  // namespace

int main() {
  test_inputs();
  test_empty_objects();
  return check::finish();
}
