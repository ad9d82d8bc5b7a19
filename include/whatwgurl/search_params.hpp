/*
 * whatwgurl/search_params.hpp - URLSearchParams (section 6.2) over
 * wurl_search_params. Part of whatwgurl.hpp; see there.
 */
#ifndef WHATWGURL_SEARCH_PARAMS_HPP
#define WHATWGURL_SEARCH_PARAMS_HPP

#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "error.hpp"

namespace whatwgurl {

namespace detail {
inline std::string_view view_at(const wurl_str *p, std::size_t i) noexcept { return view(p[i]); }
}  // namespace detail

/* A contiguous run of borrowed views (wurl_str) read as std::string_view:
 * what search_params::get_all returns. Valid as long as the views are. */
class string_views {
 public:
  using iterator = detail::indexed_iterator<const wurl_str *, std::string_view, &detail::view_at>;

  string_views() noexcept = default;
  string_views(const wurl_str *data, std::size_t n) noexcept : data_(data), n_(n) {}
  iterator begin() const noexcept { return iterator(data_, 0); }
  iterator end() const noexcept { return iterator(data_, n_); }
  std::size_t size() const noexcept { return n_; }
  bool empty() const noexcept { return n_ == 0; }
  std::string_view operator[](std::size_t i) const noexcept { return detail::view(data_[i]); }
  std::vector<std::string> to_vector() const { return std::vector<std::string>(begin(), end()); }

 private:
  const wurl_str *data_ = nullptr;
  std::size_t n_ = 0;
};

namespace detail {
/* The name and value of pair i (empty views when there is none). */
inline std::pair<std::string_view, std::string_view> entry_at(wurl_search_params *p, std::size_t i) noexcept {
  wurl_str n, v;
  if (wurl_search_params_entry(p, i, &n, &v) != WURL_OK) return {};
  return {view(n), view(v)};
}
/* A URL's own object is its URL's to free. */
inline void keep(wurl_search_params *) noexcept {}
}  // namespace detail

/* A URLSearchParams object: a URL's own (url::search_params(), live: its
 * changes rewrite the URL's query and the URL's setters change what it
 * reads) or a standalone one (search_params::make). Move-only.
 *
 * Lifetime of what it returns: std::string_view results (get, get_all, the
 * pairs of a range-for) stay valid until the list changes (append, set,
 * remove, sort, or the URL's href or search setter), or the object's end (or
 * its URL's), as ada's do: a loop may keep every name it reads. Reading calls
 * do not end earlier views.
 *
 * Threads: even the const members record the views they return in the
 * object, so calls on one object must not overlap (whatwgurl.h, THREAD
 * SAFETY).
 *
 * Errors: the changing calls return errc (errc::ok on success; on failure
 * nothing changed); the reading calls return an empty answer on failure
 * (an object without a handle, a moved-from one, a forked child), and
 * status() of the reading calls is available through the wurl_ functions
 * on handle(). */
class search_params {
 public:
  /* An object with no handle: every call fails with errc::invalid_handle. */
  search_params() noexcept = default;
  /* Wraps p. With owns, p is a standalone object this one frees
   * (wurl_search_params_free); without, p is a URL's own object, owned by
   * its URL: then this object must not be used after the URL is freed. */
  search_params(wurl_search_params *p, bool owns) noexcept {
    if (owns)
      owned_.reset(p);
    else
      borrowed_.reset(p);
  }

  /* new URLSearchParams(init): one leading '?' is skipped, the rest is
   * parsed as application/x-www-form-urlencoded. */
  static result<search_params> make(std::string_view init = {}) noexcept {
    wurl_search_params *p = nullptr;
    wurl_status st = wurl_search_params_new(init.data(), init.size(), &p);
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    return search_params(p, true);
  }

  wurl_search_params *handle() const noexcept { return p_(); }
  bool has_handle() const noexcept { return p_() != nullptr; }

  /* The number of name-value pairs (0 on failure). */
  std::size_t size() const noexcept {
    std::size_t n = 0;
    wurl_search_params_size(p_(), &n);
    return n;
  }
  bool empty() const noexcept { return size() == 0; }

  errc append(std::string_view name, std::string_view value) noexcept {
    return static_cast<errc>(
        wurl_search_params_append(p_(), name.data(), name.size(), value.data(), value.size()));
  }
  /* Sets the first pair named name to value and removes the others named
   * name, or appends (name, value). */
  errc set(std::string_view name, std::string_view value) noexcept {
    return static_cast<errc>(
        wurl_search_params_set(p_(), name.data(), name.size(), value.data(), value.size()));
  }
  /* delete(name): removes every pair named name. */
  errc remove(std::string_view name) noexcept {
    return static_cast<errc>(wurl_search_params_delete(p_(), name.data(), name.size(), nullptr, 0));
  }
  /* delete(name, value): removes the pairs named name with value value. */
  errc remove(std::string_view name, std::string_view value) noexcept {
    return static_cast<errc>(wurl_search_params_delete(p_(), name.data(), name.size(),
                                                       value.data() ? value.data() : "", value.size()));
  }
  /* Sorts the pairs by name (UTF-16 code units, stable). */
  errc sort() noexcept { return static_cast<errc>(wurl_search_params_sort(p_())); }

  /* The value of the first pair named name (a view), or nullopt. */
  std::optional<std::string_view> get(std::string_view name) const noexcept {
    wurl_str v;
    bool found = false;
    if (wurl_search_params_get(p_(), name.data(), name.size(), &v, &found) != WURL_OK || !found)
      return std::nullopt;
    return detail::view(v);
  }
  /* The values of every pair named name, in order (views). */
  string_views get_all(std::string_view name) const noexcept {
    const wurl_str *values = nullptr;
    std::size_t n = 0;
    if (wurl_search_params_get_all(p_(), name.data(), name.size(), &values, &n) != WURL_OK) return {};
    return string_views(values, n);
  }
  bool has(std::string_view name) const noexcept {
    bool out = false;
    wurl_search_params_has(p_(), name.data(), name.size(), nullptr, 0, &out);
    return out;
  }
  bool has(std::string_view name, std::string_view value) const noexcept {
    bool out = false;
    wurl_search_params_has(p_(), name.data(), name.size(), value.data() ? value.data() : "",
                           value.size(), &out);
    return out;
  }

  /* The list serialized as application/x-www-form-urlencoded (a copy). */
  std::string to_string() const {
    wurl_str s;
    if (wurl_search_params_to_string(p_(), &s) != WURL_OK) return std::string();
    return std::string(detail::view(s));
  }
  /* The same with an encoding override (a WHATWG encoding label). */
  result<std::string> to_string(std::string_view encoding) const {
    wurl_str s;
    wurl_status st = wurl_search_params_to_string_with_encoding(p_(), encoding.data(), encoding.size(), &s);
    if (st != WURL_OK) return error{static_cast<errc>(st)};
    return std::string(detail::view(s));
  }
  friend std::ostream &operator<<(std::ostream &os, const search_params &p) { return os << p.to_string(); }

  /* A name-value pair of a range-for: views valid until the list changes. */
  using value_type = std::pair<std::string_view, std::string_view>;

  /* A random-access iterator over the pairs, by index: each dereference
   * reads one pair from the library (it enters the engine once). A change
   * of the list invalidates the iterators (as a std::vector's change). */
  using iterator = detail::indexed_iterator<wurl_search_params *, value_type, &detail::entry_at>;
  /* The pairs in list order. */
  iterator begin() const noexcept { return iterator(p_(), 0); }
  iterator end() const noexcept { return iterator(p_(), size()); }

  /* Every pair, copied. */
  std::vector<std::pair<std::string, std::string>> entries() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto &kv : *this) out.emplace_back(kv.first, kv.second);
    return out;
  }

 private:
  wurl_search_params *p_() const noexcept { return owned_ ? owned_.get() : borrowed_.get(); }

  detail::unique_handle<wurl_search_params *, &wurl_search_params_free> owned_;
  detail::unique_handle<wurl_search_params *, &detail::keep> borrowed_;
};

}  // namespace whatwgurl

#endif /* WHATWGURL_SEARCH_PARAMS_HPP */
