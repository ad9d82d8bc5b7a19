/*
 * whatwgurl/pattern.hpp - URL patterns (the URL Pattern Standard,
 * https://urlpattern.spec.whatwg.org/) over the C functions wurl_pattern_*:
 * url_pattern (URLPattern), pattern_init (URLPatternInit) and pattern_match
 * (URLPatternResult); their errors are pattern_error (error.hpp). Part of
 * whatwgurl.hpp; see there.
 *
 *   auto p = whatwgurl::url_pattern::make("https://example.com/books/:id(\\d+)");
 *   if (auto m = p->exec("https://example.com/books/42"); m && *m)
 *     std::cout << (*m)->pathname().group("id").value_or("") << '\n';  // 42
 *
 * What the regular expressions accept is the C API's (whatwgurl.h, URL
 * PATTERNS): ECMAScript syntax run by a linear-time engine; a pattern that
 * needs lookaround or backreferences fails with
 * WURL_PATTERN_ERR_UNSUPPORTED_REGEXP.
 *
 * Lifetimes: the component strings of a url_pattern live as long as it; a
 * pattern_match owns everything it gives (its views live as long as it,
 * not as long as the pattern). Threads: a pattern may be matched from many
 * threads at the same time.
 */
#ifndef WHATWGURL_PATTERN_HPP
#define WHATWGURL_PATTERN_HPP

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "detail.hpp"
#include "error.hpp"

namespace whatwgurl {

using pattern_component = wurl_pattern_component;

/* A URLPatternInit: a pattern (or, for test and exec, a URL) given component
 * by component. A member that is nullopt does not exist, which the Standard
 * tells apart from the empty string: a pattern component that does not
 * exist is a wildcard "*" (or comes from base_url). The views are read
 * during the call only. */
struct pattern_init {
  std::optional<std::string_view> protocol, username, password, hostname, port, pathname, search, hash, base_url;
};

/* URLPatternOptions. */
struct pattern_options {
  bool ignore_case = false;
};

namespace detail {
inline wurl_str member(const std::optional<std::string_view> &m) noexcept {
  if (!m) return wurl_str{nullptr, 0};
  return wurl_str{m->data() ? m->data() : "", m->size()};
}
inline std::optional<std::string_view> member(wurl_str s) noexcept {
  if (s.data == nullptr) return std::nullopt;
  return view(s);
}
inline wurl_pattern_init c_init(const pattern_init &i) noexcept {
  return wurl_pattern_init{member(i.protocol), member(i.username), member(i.password),
                           member(i.hostname), member(i.port),     member(i.pathname),
                           member(i.search),   member(i.hash),     member(i.base_url)};
}
inline const char *base_or_null(const std::optional<std::string_view> &base) noexcept {
  return base ? (base->data() ? base->data() : "") : nullptr;
}
}  // namespace detail

/* One group of a component's result: its name (":name" without the colon,
 * or "0", "1"... for unnamed groups) and what it matched; value nullopt
 * when it did not participate (JavaScript's undefined). */
struct pattern_group {
  std::string_view name;
  std::optional<std::string_view> value;
};

namespace detail {
inline pattern_group group_at(const wurl_pattern_group *g, std::size_t i) noexcept {
  const wurl_pattern_group &x = g[i];
  return pattern_group{view(x.name), x.matched ? std::optional<std::string_view>(view(x.value)) : std::nullopt};
}
}  // namespace detail

/* URLPatternComponentResult: the component that was matched and its groups,
 * in the pattern's order (a random-access range of pattern_group). Views
 * into its pattern_match. */
class pattern_component_result {
 public:
  using iterator = detail::indexed_iterator<const wurl_pattern_group *, pattern_group, &detail::group_at>;

  pattern_component_result() noexcept = default;
  explicit pattern_component_result(const wurl_pattern_component_result *r) noexcept : r_(r) {}

  std::string_view input() const noexcept { return r_ ? detail::view(r_->input) : std::string_view(); }
  iterator begin() const noexcept { return iterator(r_ ? r_->groups : nullptr, 0); }
  iterator end() const noexcept { return iterator(r_ ? r_->groups : nullptr, size()); }
  std::size_t size() const noexcept { return r_ ? r_->group_count : 0; }
  pattern_group operator[](std::size_t i) const noexcept { return detail::group_at(r_->groups, i); }
  /* The value of the group named name: nullopt when there is no such group
   * or it did not participate. */
  std::optional<std::string_view> group(std::string_view name) const noexcept {
    for (pattern_group g : *this)
      if (g.name == name) return g.value;
    return std::nullopt;
  }

 private:
  const wurl_pattern_component_result *r_ = nullptr;
};

/* URLPatternResult: what exec() gives on a match. Owns its content (a
 * wurl_pattern_result); move-only. */
class pattern_match {
 public:
  pattern_match() noexcept = default;
  /* Takes ownership of r. */
  explicit pattern_match(wurl_pattern_result *r) noexcept : r_(r) {}

  pattern_component_result component(pattern_component c) const noexcept {
    const wurl_pattern_match *m = match();
    if (m == nullptr || static_cast<int>(c) < 0 || static_cast<int>(c) >= WURL_PATTERN_COMPONENT_COUNT) return {};
    return pattern_component_result(&m->components[c]);
  }
  pattern_component_result protocol() const noexcept { return component(WURL_PATTERN_PROTOCOL); }
  pattern_component_result username() const noexcept { return component(WURL_PATTERN_USERNAME); }
  pattern_component_result password() const noexcept { return component(WURL_PATTERN_PASSWORD); }
  pattern_component_result hostname() const noexcept { return component(WURL_PATTERN_HOSTNAME); }
  pattern_component_result port() const noexcept { return component(WURL_PATTERN_PORT); }
  pattern_component_result pathname() const noexcept { return component(WURL_PATTERN_PATHNAME); }
  pattern_component_result search() const noexcept { return component(WURL_PATTERN_SEARCH); }
  pattern_component_result hash() const noexcept { return component(WURL_PATTERN_HASH); }

  /* The inputs of exec: the URL string and, when given, the base (1 or 2),
   * or one init (input_is_init(), read with init()). */
  std::size_t input_count() const noexcept { return match() ? match()->input_count : 0; }
  std::string_view input(std::size_t i) const noexcept {
    return i < input_count() ? detail::view(match()->inputs[i]) : std::string_view();
  }
  bool input_is_init() const noexcept { return match() && match()->input_is_init; }
  pattern_init init() const noexcept {
    const wurl_pattern_match *m = match();
    if (m == nullptr || !m->input_is_init) return {};
    const wurl_pattern_init &i = m->init;
    return pattern_init{detail::member(i.protocol), detail::member(i.username), detail::member(i.password),
                        detail::member(i.hostname), detail::member(i.port),     detail::member(i.pathname),
                        detail::member(i.search),   detail::member(i.hash),     detail::member(i.base_url)};
  }
  wurl_pattern_result *handle() const noexcept { return r_.get(); }

 private:
  const wurl_pattern_match *match() const noexcept { return wurl_pattern_result_match(r_.get()); }
  detail::unique_handle<wurl_pattern_result *, &wurl_pattern_result_free> r_;
};

/* A URLPattern: owns one wurl_pattern. Move-only; a default-constructed or
 * moved-from pattern holds none (its components are "", its calls fail with
 * errc::invalid_handle). Never changes once made. */
class url_pattern {
 public:
  url_pattern() noexcept = default;
  /* Takes ownership of p. */
  explicit url_pattern(wurl_pattern *p) noexcept : p_(p) {}

  /* new URLPattern(input, baseURL, options): from a constructor string such
   * as "https://example.com/books/:id", against base when given. */
  static result<url_pattern, pattern_error> make(std::string_view input,
                                                 std::optional<std::string_view> base = std::nullopt,
                                                 pattern_options options = {}) {
    wurl_pattern *out = nullptr;
    wurl_pattern_error why = WURL_PATTERN_ERR_NONE;
    wurl_string msg{nullptr, 0};
    wurl_status st = wurl_pattern_new(input.data() ? input.data() : "", input.size(), detail::base_or_null(base),
                                      base ? base->size() : 0, flags(options), &out, &why, &msg);
    return made(st, out, why, msg);
  }
  /* new URLPattern(init, options); and new URLPattern(init, baseURL,
   * options), which the Standard refuses (errc::parse,
   * WURL_PATTERN_ERR_BASE_WITH_INIT): an init carries its base in base_url. */
  static result<url_pattern, pattern_error> make(const pattern_init &init, pattern_options options = {}) {
    return make(init, std::nullopt, options);
  }
  static result<url_pattern, pattern_error> make(const pattern_init &init, std::optional<std::string_view> base,
                                                 pattern_options options = {}) {
    wurl_pattern *out = nullptr;
    wurl_pattern_error why = WURL_PATTERN_ERR_NONE;
    wurl_string msg{nullptr, 0};
    wurl_pattern_init c = detail::c_init(init);
    wurl_status st = wurl_pattern_new_init(&c, detail::base_or_null(base), base ? base->size() : 0,
                                           flags(options), &out, &why, &msg);
    return made(st, out, why, msg);
  }

  bool has_value() const noexcept { return p_.get() != nullptr; }
  explicit operator bool() const noexcept { return has_value(); }
  wurl_pattern *handle() const noexcept { return p_.get(); }

  /* The pattern string of each component (views that live as long as the
   * pattern). */
  std::string_view component(pattern_component c) const noexcept {
    return detail::view(wurl_pattern_get_component(p_.get(), c));
  }
  std::string_view protocol() const noexcept { return component(WURL_PATTERN_PROTOCOL); }
  std::string_view username() const noexcept { return component(WURL_PATTERN_USERNAME); }
  std::string_view password() const noexcept { return component(WURL_PATTERN_PASSWORD); }
  std::string_view hostname() const noexcept { return component(WURL_PATTERN_HOSTNAME); }
  std::string_view port() const noexcept { return component(WURL_PATTERN_PORT); }
  std::string_view pathname() const noexcept { return component(WURL_PATTERN_PATHNAME); }
  std::string_view search() const noexcept { return component(WURL_PATTERN_SEARCH); }
  std::string_view hash() const noexcept { return component(WURL_PATTERN_HASH); }
  /* hasRegExpGroups. */
  bool has_regexp_groups() const noexcept { return wurl_pattern_has_regexp_groups(p_.get()); }

  /* test(input, baseURL): whether the URL input (parsed against base when
   * given) matches; a URL that does not parse does not match. */
  result<bool> test(std::string_view input, std::optional<std::string_view> base = std::nullopt) const noexcept {
    bool matched = false;
    wurl_status st = wurl_pattern_test(p_.get(), input.data() ? input.data() : "", input.size(),
                                       detail::base_or_null(base), base ? base->size() : 0, &matched);
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    return matched;
  }
  /* test(init, baseURL): a URL given component by component; a base given
   * beside an init is the Standard's TypeError (errc::parse). */
  result<bool> test(const pattern_init &init, std::optional<std::string_view> base = std::nullopt) const noexcept {
    bool matched = false;
    wurl_pattern_init c = detail::c_init(init);
    wurl_status st =
        wurl_pattern_test_init(p_.get(), &c, detail::base_or_null(base), base ? base->size() : 0, &matched);
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    return matched;
  }

  /* exec(input, baseURL): the match, or nullopt when input does not match. */
  result<std::optional<pattern_match>> exec(std::string_view input,
                                            std::optional<std::string_view> base = std::nullopt) const noexcept {
    wurl_pattern_result *r = nullptr;
    wurl_status st = wurl_pattern_exec(p_.get(), input.data() ? input.data() : "", input.size(),
                                       detail::base_or_null(base), base ? base->size() : 0, &r);
    return matched(st, r);
  }
  /* exec(init, baseURL), as test(init, baseURL). */
  result<std::optional<pattern_match>> exec(const pattern_init &init,
                                            std::optional<std::string_view> base = std::nullopt) const noexcept {
    wurl_pattern_result *r = nullptr;
    wurl_pattern_init c = detail::c_init(init);
    wurl_status st = wurl_pattern_exec_init(p_.get(), &c, detail::base_or_null(base), base ? base->size() : 0, &r);
    return matched(st, r);
  }

  /* URLPattern.compareComponent(component, left, right): -1, 0 or 1, from
   * the less to the more specific (WPT's tentative tests; see whatwgurl.h). */
  static result<int> compare_component(pattern_component c, const url_pattern &left,
                                       const url_pattern &right) noexcept {
    int out = 0;
    wurl_status st = wurl_pattern_compare_component(c, left.p_.get(), right.p_.get(), &out);
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    return out;
  }

  /* generate(component, groups): the component string this pattern's
   * component matches with the given groups (any range of pairs of things
   * that convert to std::string_view), such as "/books/42" from
   * "/books/:id" and {{"id", "42"}} (WPT's tentative tests; see
   * whatwgurl.h). errc::parse when it cannot be generated. */
  template <class Groups>
  result<owned_string> generate(pattern_component c, const Groups &groups) const {
    std::vector<wurl_str> names, values;
    for (const auto &g : groups) {
      std::string_view n(g.first), v(g.second);
      names.push_back(wurl_str{n.data() ? n.data() : "", n.size()});
      values.push_back(wurl_str{v.data() ? v.data() : "", v.size()});
    }
    wurl_string out{nullptr, 0};
    wurl_status st = wurl_pattern_generate(p_.get(), c, names.data(), values.data(), names.size(), &out);
    return detail::owned(st, out);
  }
  result<owned_string> generate(pattern_component c,
                                std::initializer_list<std::pair<std::string_view, std::string_view>> groups) const {
    return generate<std::initializer_list<std::pair<std::string_view, std::string_view>>>(c, groups);
  }

 private:
  static std::uint32_t flags(pattern_options o) noexcept { return o.ignore_case ? WURL_PATTERN_IGNORE_CASE : 0u; }
  static result<url_pattern, pattern_error> made(wurl_status st, wurl_pattern *out, wurl_pattern_error why,
                                                 wurl_string msg) {
    owned_string m(msg);
    if (st != WURL_OK) return pattern_error{static_cast<errc>(st), why, m.str()};
    return url_pattern(out);
  }
  static result<std::optional<pattern_match>> matched(wurl_status st, wurl_pattern_result *r) noexcept {
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    if (r == nullptr) return std::optional<pattern_match>();
    return std::optional<pattern_match>(pattern_match(r));
  }

  detail::unique_handle<wurl_pattern *, &wurl_pattern_free> p_;
};

/* A router: the position of the first of patterns (any range of
 * url_pattern) that the URL input (parsed against base when given)
 * matches, as test() on each in turn finds it; nullopt when none does. The
 * URL is parsed once for all of them (wurl_pattern_first_match). */
template <class Patterns>
result<std::optional<std::size_t>> first_match(const Patterns &patterns, std::string_view input,
                                               std::optional<std::string_view> base = std::nullopt) {
  constexpr std::size_t on_stack = 32;
  const wurl_pattern *some[on_stack];
  std::vector<const wurl_pattern *> many;
  std::size_t n = 0;
  for (const url_pattern &p : patterns) {
    if (n == on_stack) many.assign(some, some + on_stack);
    if (n >= on_stack) many.push_back(p.handle());
    else some[n] = p.handle();
    n++;
  }
  std::size_t at = n;
  wurl_status st = wurl_pattern_first_match(n > on_stack ? many.data() : some, n, input.data() ? input.data() : "",
                                            input.size(), detail::base_or_null(base), base ? base->size() : 0, &at);
  if (st != WURL_OK) return error{static_cast<errc>(st)};
  if (at == n) return std::optional<std::size_t>();
  return std::optional<std::size_t>(at);
}

}  // namespace whatwgurl

#endif /* WHATWGURL_PATTERN_HPP */
