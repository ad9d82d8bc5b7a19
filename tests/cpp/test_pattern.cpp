// test_pattern.cpp - URL patterns through the C++ layer (url_pattern): WPT's
// urlpatterntestdata.json, run as WPT's urlpatterntests.js runs it (as
// tests/c/test_pattern.c does through C), the tentative compare and
// generate data, and the layer's own behaviour (errors, lifetimes, moves).
// Data: $WHATWGURL_WPT_DIR/urlpattern/, else testdata/wpt/urlpattern/ (run
// from the repository root; missing data fails). Prints one "WPT <file>
// through C++: N passed, N failed" line per file; an entry passes only when
// every check of it passed (none is skipped).
#include <array>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "check.hpp"
extern "C" {
#include "../c/json.h"
}

namespace wu = whatwgurl;
using namespace std::literals;

namespace {

constexpr std::array<const char *, WURL_PATTERN_COMPONENT_COUNT> component_names = {
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"};

bool is_string(const json *v) { return v != nullptr && v->kind == JSON_STRING; }
std::string_view str(const json *v) { return std::string_view(v->str, v->len); }

// JavaScript's ToString for the values the data holds.
std::string_view js_to_string(const json *v) {
  if (is_string(v)) return str(v);
  return v != nullptr && v->kind == JSON_OBJECT ? "[object Object]"sv : "null"sv;
}

// A JavaScript URLPatternInit dictionary as a pattern_init.
wu::pattern_init init_of(const json *obj) {
  wu::pattern_init init;
  if (obj == nullptr || obj->kind != JSON_OBJECT) return init;
  std::optional<std::string_view> *members[] = {&init.protocol, &init.username, &init.password,
                                                &init.hostname, &init.port,     &init.pathname,
                                                &init.search,   &init.hash,     &init.base_url};
  const char *keys[] = {"protocol", "username", "password", "hostname", "port",
                        "pathname", "search",   "hash",     "baseURL"};
  for (std::size_t i = 0; i < std::size(keys); i++)
    if (const json *v = json_get(obj, keys[i])) *members[i] = js_to_string(v);
  return init;
}

std::optional<std::string_view> init_member(const wu::pattern_init &init, int c) {
  const std::optional<std::string_view> *members[] = {&init.protocol, &init.username, &init.password,
                                                      &init.hostname, &init.port,     &init.pathname,
                                                      &init.search,   &init.hash};
  return *members[c];
}

enum outcome { ok_call, type_error, other_error };

// new URLPattern(...args) with WebIDL's overload resolution, as the Go and
// C runners emulate it. unsupported is set for an error of RE2's limits.
outcome construct(const json *args, wu::url_pattern &out, bool &unsupported) {
  unsupported = false;
  std::size_t n = args ? args->len : 0;
  const json *a0 = n > 0 ? args->items[0] : nullptr;
  wu::pattern_options options;
  const json *opts = nullptr;
  std::optional<std::string_view> base;
  if (n >= 3 || (n == 2 && is_string(args->items[1]))) {
    base = js_to_string(args->items[1]);
    if (n >= 3) {
      opts = args->items[2];
      if (opts->kind != JSON_OBJECT && opts->kind != JSON_NULL) return type_error;  // WebIDL
    }
  } else if (n == 2) {
    opts = args->items[1];
  }
  if (opts != nullptr && opts->kind == JSON_OBJECT) {
    const json *ic = json_get(opts, "ignoreCase");
    options.ignore_case = ic != nullptr && ic->kind == JSON_BOOL && ic->boolean;
  }
  auto p = is_string(a0) ? wu::url_pattern::make(str(a0), base, options)
                         : wu::url_pattern::make(init_of(a0), base, options);
  if (!p) {
    unsupported = p.error().kind == WURL_PATTERN_ERR_UNSUPPORTED_REGEXP;
    return p.error().code == wu::errc::parse ? type_error : other_error;
  }
  out = std::move(*p);
  return ok_call;
}

// test(...args) and exec(...args).
outcome match(const wu::url_pattern &p, const json *args, bool &matched, std::optional<wu::pattern_match> &m) {
  std::size_t n = args ? args->len : 0;
  const json *a0 = n > 0 ? args->items[0] : nullptr;
  std::optional<std::string_view> base;
  if (n > 1) base = js_to_string(args->items[1]);
  wu::result<bool> t = is_string(a0) ? p.test(str(a0), base) : p.test(init_of(a0), base);
  auto e = is_string(a0) ? p.exec(str(a0), base) : p.exec(init_of(a0), base);
  if (!t && !e && t.error().code == wu::errc::parse && e.error().code == wu::errc::parse) return type_error;
  if (!t || !e) return other_error;
  matched = *t;
  m = std::move(*e);
  return ok_call;
}

// The runner's expected pattern string of component c when expected_obj
// does not give it.
std::string expected_component(const json *e, int c) {
  static const std::vector<std::vector<const char *>> earlier = {
      {}, {}, {}, {"protocol"}, {"protocol", "hostname"}, {"protocol", "hostname", "port"},
      {"protocol", "hostname", "port", "pathname"}, {"protocol", "hostname", "port", "pathname", "search"}};
  const char *name = component_names[c];
  const json *obj = json_get(e, "expected_obj");
  const json *v = obj && obj->kind == JSON_OBJECT ? json_get(obj, name) : nullptr;
  if (is_string(v)) return std::string(str(v));
  const json *pattern = json_get(e, "pattern");
  const json *first = pattern->len > 0 ? pattern->items[0] : nullptr;
  const json *base = nullptr;
  if (first && first->kind == JSON_OBJECT && is_string(json_get(first, "baseURL")) &&
      json_get(first, "baseURL")->len > 0)
    base = json_get(first, "baseURL");
  else if (pattern->len > 1 && is_string(pattern->items[1]))
    base = pattern->items[1];
  if (const json *empty = json_get(e, "exactly_empty_components"))
    for (std::size_t i = 0; i < empty->len; i++)
      if (str(empty->items[i]) == name) return "";
  if (first && first->kind == JSON_OBJECT) {
    const json *mine = json_get(first, name);
    if (is_string(mine) && mine->len > 0) return std::string(str(mine));
    for (const char *k : earlier[static_cast<std::size_t>(c)])
      if (json_get(first, k) != nullptr) return "*";
  }
  if (base == nullptr || c == WURL_PATTERN_USERNAME || c == WURL_PATTERN_PASSWORD) return "*";
  auto u = wu::parse(str(base));
  if (!u) return "*";
  std::string_view s;
  switch (c) {
    case WURL_PATTERN_PROTOCOL: s = u->protocol().substr(0, u->protocol().size() - 1); break;
    case WURL_PATTERN_HOSTNAME: s = u->hostname(); break;
    case WURL_PATTERN_PORT: s = u->port(); break;
    case WURL_PATTERN_PATHNAME: s = u->pathname(); break;
    case WURL_PATTERN_SEARCH: s = u->search().substr(u->search().empty() ? 0 : 1); break;
    case WURL_PATTERN_HASH: s = u->hash().substr(u->hash().empty() ? 0 : 1); break;
    default: break;
  }
  return std::string(s);
}

// Compares one component result with the expected {input, groups}.
bool check_component(const wu::pattern_component_result &cr, const json *want, std::size_t i, const char *name) {
  const json *input = json_get(want, "input");
  const json *groups = json_get(want, "groups");
  bool ok = true;
  if (!is_string(input) || cr.input() != str(input)) {
    std::cerr << "  [" << i << "] exec()." << name << ".input = \"" << cr.input() << "\"\n";
    ok = false;
  }
  std::size_t want_n = groups ? groups->len : 0;
  if (cr.size() != want_n) {
    std::cerr << "  [" << i << "] exec()." << name << ": " << cr.size() << " groups, want " << want_n << "\n";
    return false;
  }
  for (wu::pattern_group g : cr) {
    const json *w = nullptr;
    for (std::size_t k = 0; k < want_n; k++)
      if (g.name == std::string_view(groups->keys[k], groups->key_lens[k])) w = groups->items[k];
    bool good = w != nullptr && (w->kind == JSON_NULL ? !g.value : g.value && *g.value == str(w));
    // group() finds the same value by name.
    good = good && cr.group(g.name) == g.value;
    if (!good) {
      std::cerr << "  [" << i << "] exec()." << name << ".groups[" << g.name << "] = \"" << g.value.value_or("")
                << "\" (matched " << g.value.has_value() << ")\n";
      ok = false;
    }
  }
  return ok;
}

bool check_inputs(const wu::pattern_match &m, const json *want, std::size_t i) {
  if (want == nullptr || m.input_count() != want->len) {
    std::cerr << "  [" << i << "] exec() inputs: " << m.input_count() << "\n";
    return false;
  }
  for (std::size_t k = 0; k < m.input_count(); k++) {
    const json *w = want->items[k];
    if (!m.input_is_init()) {
      if (!is_string(w) || m.input(k) != str(w)) {
        std::cerr << "  [" << i << "] exec() inputs[" << k << "] differs\n";
        return false;
      }
      continue;
    }
    wu::pattern_init got = m.init();
    for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++) {
      std::optional<std::string_view> g = init_member(got, c);
      const json *wv = w && w->kind == JSON_OBJECT ? json_get(w, component_names[c]) : nullptr;
      bool good = wv == nullptr ? !g : g && *g == js_to_string(wv);
      if (!good) {
        std::cerr << "  [" << i << "] exec() inputs[" << k << "]." << component_names[c] << " differs\n";
        return false;
      }
    }
  }
  return true;
}

bool exactly_empty(const json *e, const char *name) {
  const json *ee = json_get(e, "exactly_empty_components");
  for (std::size_t k = 0; ee && k < ee->len; k++)
    if (str(ee->items[k]) == name) return true;
  return false;
}

// Runs one entry: true when every check of it passed.
bool run_entry(const json *e, std::size_t i, int &unsupported_count) {
  const json *expected_obj = json_get(e, "expected_obj");
  bool expect_error = is_string(expected_obj) && str(expected_obj) == "error";
  wu::url_pattern p;
  bool unsupported = false;
  outcome r = construct(json_get(e, "pattern"), p, unsupported);
  unsupported_count += unsupported;
  if (expect_error) {
    if (r == type_error && !unsupported) return true;
    std::cerr << "  [" << i << "] constructor: " << r << ", want a TypeError\n";
    return false;
  }
  if (r != ok_call) {
    std::cerr << "  [" << i << "] constructor failed (" << r << ")\n";
    return false;
  }
  bool ok = true;
  for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++) {
    std::string want = expected_component(e, c);
    auto comp = static_cast<wu::pattern_component>(c);
    if (p.component(comp) != want) {
      std::cerr << "  [" << i << "] " << component_names[c] << " = \"" << p.component(comp) << "\", want \"" << want
                << "\"\n";
      ok = false;
    }
  }
  const json *expected = json_get(e, "expected_match");
  const json *inputs = json_get(e, "inputs");
  bool matched = false;
  std::optional<wu::pattern_match> m;
  r = match(p, inputs, matched, m);
  if (is_string(expected)) {  // "error": only an init with a base throws
    if (r != type_error) {
      std::cerr << "  [" << i << "] test/exec did not throw\n";
      ok = false;
    }
    return ok;
  }
  if (r != ok_call) {
    std::cerr << "  [" << i << "] test/exec failed\n";
    return false;
  }
  bool want_match = expected != nullptr && expected->kind == JSON_OBJECT;
  if (matched != want_match || m.has_value() != want_match) {
    std::cerr << "  [" << i << "] test() = " << matched << ", exec() matched " << m.has_value() << ", want "
              << want_match << "\n";
    return false;
  }
  if (!want_match) return ok;
  const json *want_inputs = json_get(expected, "inputs");
  ok &= check_inputs(*m, want_inputs ? want_inputs : inputs, i);
  for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++) {
    wu::pattern_component_result cr = m->component(static_cast<wu::pattern_component>(c));
    if (const json *want = json_get(expected, component_names[c])) {
      ok &= check_component(cr, want, i, component_names[c]);
      continue;
    }
    // Not given: input "" and group "0" = "", unless exactly empty.
    bool good = cr.input().empty() && (exactly_empty(e, component_names[c])
                                           ? cr.size() == 0
                                           : cr.size() == 1 && cr[0].name == "0" && cr[0].value == ""sv);
    if (!good) {
      std::cerr << "  [" << i << "] exec()." << component_names[c] << " is not the default result\n";
      ok = false;
    }
  }
  return ok;
}

json *load(const char *name) {
  const char *env = std::getenv("WHATWGURL_WPT_DIR");
  std::string path = std::string(env && *env ? env : "testdata/wpt") + "/urlpattern/" + name;
  const char *err = nullptr;
  json *v = json_parse_file(path.c_str(), &err);
  if (v == nullptr || v->kind != JSON_ARRAY) {
    std::cerr << "test_pattern: cannot read " << path << ": " << (err ? err : "not an array") << "\n";
    check::failed++;
    json_free(v);
    return nullptr;
  }
  return v;
}

void report(const char *file, int passed, int failed, int want) {
  std::cout << "WPT " << file << " through C++: " << passed << " passed, " << failed << " failed" << std::endl;
  check::passed += passed;
  check::failed += failed;
  // Every entry of the pinned data runs: a count below it would be a
  // runner that stopped early.
  CHECK_EQ(passed + failed, want);
}

void run_testdata() {
  json *data = load("urlpatterntestdata.json");
  if (data == nullptr) return;
  int passed = 0, failed = 0, unsupported = 0;
  for (std::size_t i = 0; i < data->len; i++) {
    if (run_entry(data->items[i], i, unsupported)) {
      passed++;
    } else {
      failed++;
      std::cerr << "FAIL urlpatterntestdata.json entry " << i << "\n";
    }
  }
  report("urlpatterntestdata.json", passed, failed, static_cast<int>(data->len));
  json_free(data);
}

wu::pattern_component component_of(const json *name) {
  for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++)
    if (str(name) == component_names[c]) return static_cast<wu::pattern_component>(c);
  return static_cast<wu::pattern_component>(99);  // not a component
}

wu::url_pattern pattern_of(const json *v) {
  json args{JSON_ARRAY, 0, 0, nullptr, 1, const_cast<json **>(&v), nullptr, nullptr};
  wu::url_pattern p;
  bool unsupported;
  construct(&args, p, unsupported);
  return p;
}

void run_compare() {
  json *data = load("urlpattern-compare-test-data.json");
  if (data == nullptr) return;
  int passed = 0, failed = 0;
  for (std::size_t i = 0; i < data->len; i++) {
    const json *e = data->items[i];
    wu::url_pattern l = pattern_of(json_get(e, "left")), r = pattern_of(json_get(e, "right"));
    wu::pattern_component c = component_of(json_get(e, "component"));
    int want = static_cast<int>(json_get(e, "expected")->number);
    auto a = wu::url_pattern::compare_component(c, l, r), b = wu::url_pattern::compare_component(c, r, l);
    auto ll = wu::url_pattern::compare_component(c, l, l), rr = wu::url_pattern::compare_component(c, r, r);
    if (l && r && a && b && ll && rr && *a == want && *b == -want && *ll == 0 && *rr == 0) {
      passed++;
    } else {
      failed++;
      std::cerr << "FAIL compare entry " << i << ": " << a.value_or(9) << ' ' << b.value_or(9) << ", want " << want
                << "\n";
    }
  }
  report("urlpattern-compare-test-data.json", passed, failed, static_cast<int>(data->len));
  json_free(data);
}

void run_generate() {
  json *data = load("urlpattern-generate-test-data.json");
  if (data == nullptr) return;
  int passed = 0, failed = 0;
  for (std::size_t i = 0; i < data->len; i++) {
    const json *e = data->items[i];
    wu::url_pattern p = pattern_of(json_get(e, "pattern"));
    const json *groups = json_get(e, "groups"), *expected = json_get(e, "expected");
    std::vector<std::pair<std::string_view, std::string_view>> g;
    for (std::size_t k = 0; k < groups->len; k++)
      g.emplace_back(std::string_view(groups->keys[k], groups->key_lens[k]), str(groups->items[k]));
    auto out = p.generate(component_of(json_get(e, "component")), g);
    bool ok = p && (is_string(expected) ? out && out->view() == str(expected) : !out);
    if (ok) {
      passed++;
    } else {
      failed++;
      std::cerr << "FAIL generate entry " << i << ": " << out.error() << " \"" << (out ? out->view() : "") << "\"\n";
    }
  }
  report("urlpattern-generate-test-data.json", passed, failed, static_cast<int>(data->len));
  json_free(data);
}

// The layer itself: errors, a match that outlives its pattern, moves.
void test_layer() {
  auto bad = wu::url_pattern::make("https://example.com/(a(?=b))");
  CHECK(!bad && bad.error().code == wu::errc::parse && bad.error().kind == WURL_PATTERN_ERR_UNSUPPORTED_REGEXP);
  CHECK_EQ(bad.error().kind_name(), "unsupported-regexp"sv);
  CHECK(!bad.error().message.empty());
  auto relative = wu::url_pattern::make("/books/:id");
  CHECK(!relative && relative.error().kind == WURL_PATTERN_ERR_RELATIVE_WITHOUT_BASE);
  auto with_base = wu::url_pattern::make(wu::pattern_init{}, "https://example.com/"sv);
  CHECK(!with_base && with_base.error().kind == WURL_PATTERN_ERR_BASE_WITH_INIT);
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
  std::string what;
  try {
    (void)relative.value();
  } catch (const wu::bad_result_access &e) {
    what = e.what();
  }
  CHECK_EQ(what, "WURL_ERR_PARSE (relative-without-base)"s);
#endif

  std::optional<wu::pattern_match> m;
  {
    auto p = wu::url_pattern::make("/books/:id(\\d+)", "https://example.com"sv);
    CHECK(p && p->pathname() == "/books/:id(\\d+)"sv && p->has_regexp_groups());
    CHECK(p->test("https://example.com/books/42").value_or(false));
    CHECK(!p->test("https://example.com/books/x").value_or(true));
    CHECK(!p->test("not a url").value_or(true));  // does not parse: no match
    m = *p->exec("https://example.com/books/42?x");
    wu::url_pattern moved = std::move(*p);
    CHECK(!p->has_value() && p->pathname().empty() && p->test("https://example.com/").error().code ==
                                                          wu::errc::invalid_handle);
    CHECK(moved.has_value() && moved.hostname() == "example.com"sv);
  }
  // The match owns its content: it outlives the pattern.
  CHECK(m.has_value());
  CHECK_EQ(m->pathname().group("id").value_or(""), "42"sv);
  CHECK_EQ(m->pathname().input(), "/books/42"sv);
  CHECK_EQ(m->search().input(), "x"sv);
  CHECK(!m->pathname().group("nope").has_value());
  CHECK(m->input_count() == 1 && m->input(0) == "https://example.com/books/42?x"sv && !m->input_is_init());

  wu::pattern_init pi;
  pi.hostname = "*.example.com";
  auto p = wu::url_pattern::make(pi);
  CHECK(p && p->hostname() == "*.example.com"sv && p->pathname() == "*"sv);
  wu::pattern_init url;
  url.protocol = "https";
  url.hostname = "a.example.com";
  url.pathname = "/x";
  auto e = p->exec(url);
  CHECK(e && *e && (*e)->input_is_init() && (*e)->init().hostname == "a.example.com"sv && !(*e)->init().port);
  CHECK_EQ((*e)->hostname()[0].value.value_or(""), "a"sv);
  CHECK(p->generate(WURL_PATTERN_HOSTNAME, {{"0", "www"}}).error().code == wu::errc::parse);  // "*" cannot be
  auto books = wu::url_pattern::make("https://example.com/books/:id");
  CHECK_EQ(books->generate(WURL_PATTERN_PATHNAME, {{"id", "42"}})->view(), "/books/42"sv);

  // first_match: the first pattern of a range whose test matches, on
  // the stack (up to 32 patterns) and beyond.
  std::vector<wu::url_pattern> routes;
  for (int i = 0; i < 40; i++) routes.push_back(*wu::url_pattern::make("https://example.com/" + std::to_string(i) + "/*"));
  routes.push_back(*wu::url_pattern::make("https://example.com/*"));
  CHECK(wu::first_match(routes, "https://example.com/3/x").value() == std::optional<std::size_t>(3));
  CHECK(wu::first_match(routes, "https://example.com/35/x").value() == std::optional<std::size_t>(35));
  CHECK(wu::first_match(routes, "https://example.com/99/x").value() == std::optional<std::size_t>(40));
  CHECK(wu::first_match(routes, "x", "https://example.com/7/"sv).value() == std::optional<std::size_t>(7));
  CHECK(!wu::first_match(routes, "https://example.org/1/x").value().has_value());
  CHECK(!wu::first_match(routes, "not a url").value().has_value());
  CHECK(!wu::first_match(std::vector<wu::url_pattern>{}, "https://example.com/1/x").value().has_value());
  wu::url_pattern moved = std::move(routes[2]);
  CHECK(wu::first_match(routes, "https://example.com/1/x").error().code == wu::errc::invalid_handle);
}

}  // namespace

int main() {
  run_testdata();
  run_compare();
  run_generate();
  test_layer();
  return check::finish();
}
