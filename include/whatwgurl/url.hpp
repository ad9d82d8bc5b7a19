/*
 * whatwgurl/url.hpp - the URL class (section 6.1) over wurl_url, url_view
 * (an href and its components, as batches and wurl_parse_to give them) and
 * parse(). Part of whatwgurl.hpp; see there.
 */
#ifndef WHATWGURL_URL_HPP
#define WHATWGURL_URL_HPP

#include <cstdint>
#include <optional>
#include <ostream>
#include <string_view>
#include <utility>

#include "error.hpp"
#include "search_params.hpp"

namespace whatwgurl {

using url_components = wurl_components;
using host_type = wurl_host_type;

/* The edition of the URL Standard a call follows (wurl_edition): every
 * parsing function takes one last, y2025 (the late-2025 Living Standard) by
 * default; y2026 is the July 2026 text (include/whatwgurl.h, "editions"). A
 * url keeps the edition it was parsed with for its setters and clones. */
enum class edition : int { y2025 = WURL_EDITION_2025, y2026 = WURL_EDITION_2026 };
namespace detail {
inline wurl_edition c_edition(edition e) noexcept { return static_cast<wurl_edition>(e); }
}  // namespace detail
using scheme_type = wurl_scheme_type;
using encode_set = wurl_encode_set;
using attribute = wurl_attribute;

/* A URL held by someone else: its href and the offsets of its components in
 * it (wurl_components' layout, documented in whatwgurl.h). The getters slice
 * the href and are valid as long as the href is. Made by batch results and
 * url::view(); it copies nothing. */
class url_view {
 public:
  url_view() noexcept : href_(""), c_() {}
  url_view(std::string_view href, const url_components &c) noexcept : href_(href), c_(c) {}

  std::string_view href() const noexcept { return href_; }
  std::string_view protocol() const noexcept { return get(WURL_ATTR_PROTOCOL); }
  std::string_view username() const noexcept { return get(WURL_ATTR_USERNAME); }
  std::string_view password() const noexcept { return get(WURL_ATTR_PASSWORD); }
  std::string_view host() const noexcept { return get(WURL_ATTR_HOST); }
  std::string_view hostname() const noexcept { return get(WURL_ATTR_HOSTNAME); }
  std::string_view port() const noexcept { return get(WURL_ATTR_PORT); }
  std::string_view pathname() const noexcept { return get(WURL_ATTR_PATHNAME); }
  /* "" when the query is null or empty, as the search getter. */
  std::string_view search() const noexcept { return get(WURL_ATTR_SEARCH); }
  /* "" when the fragment is null or empty, as the hash getter. */
  std::string_view hash() const noexcept { return get(WURL_ATTR_HASH); }
  const url_components &components() const noexcept { return c_; }

  friend std::ostream &operator<<(std::ostream &os, const url_view &u) { return os << u.href_; }

 private:
  /* The getter's range (the C header's wurl_attribute_range), or "" when
   * the components do not fit the href. */
  std::string_view get(wurl_attribute attr) const noexcept {
    wurl_range r = wurl_attribute_range(&c_, static_cast<std::uint32_t>(href_.size()), attr);
    return r.start <= r.end && r.end <= href_.size() ? href_.substr(r.start, r.end - r.start)
                                                      : std::string_view();
  }
  std::string_view href_;
  url_components c_;
};

/* A URL (the Standard's URL object): owns one wurl_url handle. Move-only;
 * clone() copies. A default-constructed or moved-from url holds no URL:
 * its getters return "", its setters change nothing and return false.
 *
 * Lifetime: every std::string_view a getter returns points into the URL and
 * is valid until the URL is changed (a setter, a change through its
 * search_params) or destroyed. Moving a url keeps its views valid (the
 * handle moves, the memory stays).
 *
 * Cost: a getter is an inline call of the C getter (a few ns, never enters
 * the Go engine); a setter, origin() and clone-free parse enter it once.
 * Thread safety is the C API's: const members may run on one url from many
 * threads; a setter needs exclusive use. */
class url {
 public:
  url() noexcept = default;
  /* Takes ownership of h (may be NULL). */
  explicit url(wurl_url *h) noexcept : h_(h) {}

  /* Whether it holds a URL. */
  bool has_value() const noexcept { return h() != nullptr; }
  explicit operator bool() const noexcept { return h() != nullptr; }
  wurl_url *handle() const noexcept { return h(); }
  /* Gives up the handle: the caller frees it with wurl_free. */
  wurl_url *release() noexcept { return h_.release(); }

  /* A new, independent copy; a URL-less url when this one holds none (or
   * malloc failed). */
  url clone() const noexcept { return url(h() ? wurl_clone(h()) : nullptr); }

  /* The edition of the Standard it was parsed with (y2025 without a URL). */
  whatwgurl::edition edition() const noexcept { return static_cast<whatwgurl::edition>(wurl_get_edition(h())); }

  /* ---- getters (section 6.1): views into the URL ---- */
  std::string_view href() const noexcept { return detail::view(wurl_get_href(h())); }
  std::string_view protocol() const noexcept { return detail::view(wurl_get_protocol(h())); }
  std::string_view username() const noexcept { return detail::view(wurl_get_username(h())); }
  std::string_view password() const noexcept { return detail::view(wurl_get_password(h())); }
  std::string_view host() const noexcept { return detail::view(wurl_get_host(h())); }
  std::string_view hostname() const noexcept { return detail::view(wurl_get_hostname(h())); }
  std::string_view port() const noexcept { return detail::view(wurl_get_port(h())); }
  std::string_view pathname() const noexcept { return detail::view(wurl_get_pathname(h())); }
  std::string_view search() const noexcept { return detail::view(wurl_get_search(h())); }
  std::string_view hash() const noexcept { return detail::view(wurl_get_hash(h())); }
  /* href() is NUL-terminated: c_str() for C APIs. */
  const char *c_str() const noexcept { return wurl_get_href(h()).data; }

  /* The offsets and flags of the components (all zero without a URL). */
  url_components components() const noexcept {
    url_components c{};
    wurl_get_components(h(), &c);
    return c;
  }
  /* The href and its components, for url_view's getters. */
  url_view view() const noexcept { return url_view(href(), components()); }

  /* The origin, serialized ("null" for an opaque origin). */
  result<owned_string> origin() const noexcept {
    wurl_string s{nullptr, 0};
    wurl_status st = wurl_get_origin(h(), &s);
    return detail::owned(st, s);
  }

  /* ---- setters (section 6.1) ----
   * Each runs the Standard's setter and returns whether the href changed.
   * A value a setter cannot use leaves the URL unchanged (false); so do a
   * failing href and any failure of the call (set() says which). Every view
   * into the URL is invalid after a setter. */
  bool set_href(std::string_view v) noexcept { return set_changed(WURL_ATTR_HREF, v); }
  bool set_protocol(std::string_view v) noexcept { return set_changed(WURL_ATTR_PROTOCOL, v); }
  bool set_username(std::string_view v) noexcept { return set_changed(WURL_ATTR_USERNAME, v); }
  bool set_password(std::string_view v) noexcept { return set_changed(WURL_ATTR_PASSWORD, v); }
  bool set_host(std::string_view v) noexcept { return set_changed(WURL_ATTR_HOST, v); }
  bool set_hostname(std::string_view v) noexcept { return set_changed(WURL_ATTR_HOSTNAME, v); }
  bool set_port(std::string_view v) noexcept { return set_changed(WURL_ATTR_PORT, v); }
  bool set_pathname(std::string_view v) noexcept { return set_changed(WURL_ATTR_PATHNAME, v); }
  bool set_search(std::string_view v) noexcept { return set_changed(WURL_ATTR_SEARCH, v); }
  bool set_hash(std::string_view v) noexcept { return set_changed(WURL_ATTR_HASH, v); }
  /* The setter of attr; the value is whether the href changed; the error is
   * errc::parse for an href that does not parse (the URL is unchanged; the
   * error says why: error().validation_name(), error().message()),
   * errc::invalid_handle without a URL, errc::forked in a forked child. */
  result<bool> set(attribute attr, std::string_view v) noexcept {
    bool changed = false;
    wurl_status st = wurl_set(h(), attr, v.data(), v.size(), &changed);
    if (st != WURL_OK) return detail::parse_error(st);
    return changed;
  }

  /* The URL's own search params (the searchParams getter): live, owned by
   * this URL; use it only while the URL lives. Without a URL (or when malloc
   * fails) every call on it fails with errc::invalid_handle. */
  whatwgurl::search_params search_params() noexcept {
    return whatwgurl::search_params(h() ? wurl_get_search_params(h()) : nullptr, false);
  }

  /* URL equivalence (section 4.6), ignoring fragments when
   * exclude_fragments. Two URL-less urls are equal; a URL-less url equals no
   * URL. */
  bool equals(const url &o, bool exclude_fragments = false) const noexcept {
    if (h() == nullptr || o.h() == nullptr) return h() == o.h();
    return wurl_equals(h(), o.h(), exclude_fragments);
  }
  friend bool operator==(const url &a, const url &b) noexcept { return a.equals(b); }
  friend bool operator!=(const url &a, const url &b) noexcept { return !a.equals(b); }
  friend std::ostream &operator<<(std::ostream &os, const url &u) { return os << u.href(); }

  /* The public suffix and registrable domain of the host (section 3.2):
   * nullopt when the host has none (null, empty, IP address, opaque). */
  result<std::optional<owned_string>> public_suffix() const noexcept {
    return optional_result(&wurl_get_public_suffix);
  }
  result<std::optional<owned_string>> registrable_domain() const noexcept {
    return optional_result(&wurl_get_registrable_domain);
  }

  /* For people to read (section 4.8); never parse, store or compare it. */
  result<owned_string> render() const noexcept {
    wurl_string s{nullptr, 0};
    wurl_status st = wurl_render(h(), &s);
    return detail::owned(st, s);
  }
  result<owned_string> render_host() const noexcept {
    wurl_string s{nullptr, 0};
    wurl_status st = wurl_render_host(h(), &s);
    return detail::owned(st, s);
  }

 private:
  bool set_changed(attribute attr, std::string_view v) noexcept {
    bool changed = false;
    return wurl_set(h(), attr, v.data(), v.size(), &changed) == WURL_OK && changed;
  }
  result<std::optional<owned_string>> optional_result(
      wurl_status (*get)(const wurl_url *, wurl_string *, bool *)) const noexcept {
    wurl_string s{nullptr, 0};
    bool found = false;
    wurl_status st = get(h(), &s, &found);
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    if (!found) return std::optional<owned_string>();
    return std::optional<owned_string>(owned_string(s));
  }

  wurl_url *h() const noexcept { return h_.get(); }

  detail::unique_handle<wurl_url *, &wurl_free> h_;
};

namespace detail {
inline result<url> made(wurl_status st, wurl_url *out) noexcept {
  if (st != WURL_OK) return parse_error(st);
  return url(out);
}
/* A base string is never NULL: NULL means "no base" to the C API. */
inline const char *base_ptr(std::string_view base) noexcept { return base.data() ? base.data() : ""; }
}  // namespace detail

/* ---- parsing (the URL constructor, section 6.1) ----
 * On failure the error says the status and, for errc::parse, the validation
 * error that made the parser fail (error::validation) and whether it failed
 * on the base (error::in_base): error::message() is
 * "WURL_ERR_PARSE (base: missing-scheme-non-relative-URL)". */

/* Parses input without a base. */
inline result<url> parse(std::string_view input, edition ed = edition::y2025) noexcept {
  wurl_url *out = nullptr;
  wurl_status st = wurl_parse_edition(input.data(), input.size(), nullptr, 0, detail::c_edition(ed), &out);
  return detail::made(st, out);
}

/* Parses input against the base URL string base (which is parsed first; a
 * base that does not parse fails the call, error::in_base set). */
inline result<url> parse(std::string_view input, std::string_view base, edition ed = edition::y2025) noexcept {
  wurl_url *out = nullptr;
  wurl_status st = wurl_parse_edition(input.data(), input.size(), detail::base_ptr(base), base.size(),
                                      detail::c_edition(ed), &out);
  return detail::made(st, out);
}

/* Parses input against an already parsed base (not parsed again; a URL-less
 * base is no base). */
inline result<url> parse(std::string_view input, const url &base, edition ed = edition::y2025) noexcept {
  wurl_url *out = nullptr;
  wurl_status st =
      wurl_parse_with_base_url_edition(input.data(), input.size(), base.handle(), detail::c_edition(ed), &out);
  return detail::made(st, out);
}

/* Parses input with an encoding override for the query (a WHATWG encoding
 * label: "shift_jis", "latin1", ...), against base when given. */
inline result<url> parse_with_encoding(std::string_view input, std::string_view encoding,
                                       std::optional<std::string_view> base = std::nullopt,
                                       edition ed = edition::y2025) noexcept {
  wurl_url *out = nullptr;
  wurl_status st = wurl_parse_with_encoding_edition(
      input.data(), input.size(), base ? detail::base_ptr(*base) : nullptr, base ? base->size() : 0,
      encoding.data(), encoding.size(), detail::c_edition(ed), &out);
  return detail::made(st, out);
}

/* URL.canParse(input) and URL.canParse(input, base). */
inline bool can_parse(std::string_view input, edition ed = edition::y2025) noexcept {
  return wurl_can_parse_edition(input.data(), input.size(), nullptr, 0, detail::c_edition(ed));
}
inline bool can_parse(std::string_view input, std::string_view base, edition ed = edition::y2025) noexcept {
  return wurl_can_parse_edition(input.data(), input.size(), detail::base_ptr(base), base.size(),
                                detail::c_edition(ed));
}

}  // namespace whatwgurl

#endif /* WHATWGURL_URL_HPP */
