/*
 * whatwgurl/error.hpp - statuses as named errors, result<T> (an expected-like
 * value or error) and owned_string. Part of whatwgurl.hpp; see there.
 */
#ifndef WHATWGURL_ERROR_HPP
#define WHATWGURL_ERROR_HPP

#include <cstddef>
#include <cstdlib>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <utility>

#include "../whatwgurl.h"
#include "detail.hpp"

namespace whatwgurl {

/* Every wurl_status, by name. errc::ok is not an error. */
enum class errc : int {
  ok = WURL_OK,
  parse = WURL_ERR_PARSE,
  invalid_argument = WURL_ERR_INVALID_ARGUMENT,
  invalid_handle = WURL_ERR_INVALID_HANDLE,
  too_long = WURL_ERR_TOO_LONG,
  no_memory = WURL_ERR_NO_MEMORY,
  unknown_encoding = WURL_ERR_UNKNOWN_ENCODING,
  internal = WURL_ERR_INTERNAL,
  forked = WURL_ERR_FORKED,
};
}  // namespace whatwgurl

/* errc works with std::error_code (ec == errc::parse, std::error_code ec =
 * errc::parse). Declared before any use of the pair instantiates it. */
namespace std {
template <>
struct is_error_code_enum<whatwgurl::errc> : true_type {};
}  // namespace std

namespace whatwgurl {

/* wurl_status_name's text for code: "WURL_ERR_PARSE". Static storage. */
inline std::string_view name(errc code) noexcept {
  return wurl_status_name(static_cast<wurl_status>(code));
}

/* The Standard's name of a validation error type ("IPv4-too-many-parts");
 * "" for WURL_VERR_NONE. Static storage. */
inline std::string_view name(wurl_validation_error e) noexcept {
  return wurl_validation_error_name(e);
}

namespace detail {
/* The std::error_category of whatwgurl's codes. There is one per failure a
 * code can carry (none, each validation error of the input, each of the
 * base), so that std::error_code, which holds a value and a category, can
 * say why a parse failed: message() of {errc::parse, category of
 * (host-missing, input)} is "WURL_ERR_PARSE (host-missing)". value() is
 * always the wurl_status; compare codes with errc (operator== below), not
 * categories. */
class category_impl final : public std::error_category {
 public:
  explicit category_impl(int index = 0) noexcept : index_(index) {}
  const char *name() const noexcept override { return "whatwgurl"; }
  std::string message(int code) const override;

 private:
  int index_;  // 0: no failure; 1..COUNT: the input's; COUNT+1..2*COUNT: the base's
};

/* Every category, index 0 first: one object each for the whole program. */
template <std::size_t... I>
const category_impl *categories(std::index_sequence<I...>) noexcept {
  static const category_impl all[] = {category_impl(static_cast<int>(I))...};
  return all;
}
constexpr std::size_t category_count = 2 * WURL_VALIDATION_ERROR_COUNT + 1;
inline const category_impl *all_categories() noexcept {
  return categories(std::make_index_sequence<category_count>());
}
inline const category_impl &category_of(wurl_validation_error v, bool base) noexcept {
  int i = v > WURL_VERR_NONE && v <= WURL_VALIDATION_ERROR_COUNT
              ? static_cast<int>(v) + (base ? WURL_VALIDATION_ERROR_COUNT : 0)
              : 0;
  return all_categories()[i];
}
/* Whether c is one of whatwgurl's categories. */
inline bool ours(const std::error_category &c) noexcept {
  const category_impl *all = all_categories();
  std::less<const void *> before;
  return !before(&c, all) && before(&c, all + category_count);
}
}  // namespace detail

/* The std::error_category of errc without a validation error: its name is
 * "whatwgurl" and its messages are wurl_status_name's text, so errc works
 * with std::error_code. */
inline const std::error_category &error_category() noexcept { return detail::all_categories()[0]; }
inline std::error_code make_error_code(errc code) noexcept {
  return {static_cast<int>(code), error_category()};
}
/* Whether ec is whatwgurl's code for status e, whatever failure it carries. */
inline bool operator==(const std::error_code &ec, errc e) noexcept {
  return ec.value() == static_cast<int>(e) && detail::ours(ec.category());
}
inline bool operator==(errc e, const std::error_code &ec) noexcept { return ec == e; }
inline bool operator!=(const std::error_code &ec, errc e) noexcept { return !(ec == e); }
inline bool operator!=(errc e, const std::error_code &ec) noexcept { return !(ec == e); }

/* Why a call failed: the status, and for a failed parse (errc::parse from
 * parse() and every other call that parses a URL, a setter of the href,
 * domain_to_ascii(), parse_host()) the validation error that made it fail
 * and, for a URL parse against a base string, whether the base is what
 * failed (in_base). */
struct error {
  errc code = errc::ok;
  wurl_validation_error validation = WURL_VERR_NONE;
  bool in_base = false;

  /* wurl_status_name's text: "WURL_ERR_PARSE". */
  std::string_view name() const noexcept { return whatwgurl::name(code); }
  /* The Standard's name of the validation error, or "". */
  std::string_view validation_name() const noexcept { return whatwgurl::name(validation); }
  /* The code, whose message() says why: "WURL_ERR_PARSE (host-missing)";
   * it compares equal to code (ec == errc::parse). */
  std::error_code error_code() const noexcept {
    return {static_cast<int>(code), detail::category_of(validation, in_base)};
  }
  /* "WURL_ERR_PARSE (host-missing)", "WURL_ERR_PARSE (base: host-missing)",
   * or the name alone. */
  std::string message() const {
    std::string s(name());
    if (validation != WURL_VERR_NONE) {
      s += in_base ? " (base: " : " (";
      s += validation_name();
      s += ')';
    }
    return s;
  }
  explicit operator bool() const noexcept { return code != errc::ok; }
  friend bool operator==(const error &a, const error &b) noexcept {
    return a.code == b.code && a.validation == b.validation && a.in_base == b.in_base;
  }
  friend bool operator!=(const error &a, const error &b) noexcept { return !(a == b); }
  /* Writes message(). */
  friend std::ostream &operator<<(std::ostream &os, const error &e) { return os << e.message(); }
};

inline std::string detail::category_impl::message(int code) const {
  int n = WURL_VALIDATION_ERROR_COUNT;
  error e{static_cast<errc>(code), static_cast<wurl_validation_error>(index_ > n ? index_ - n : index_),
          index_ > n};
  return e.message();
}

/* Thrown by result<T>::value() on a result without a value, when exceptions
 * are enabled; without them value() aborts. Use has_value() or operator*
 * to do without either. what() is error::message()'s text (for a pattern's
 * error, "WURL_ERR_PARSE (kind)"). */
class bad_result_access : public std::exception {
 public:
  explicit bad_result_access(whatwgurl::error e, std::string_view kind = {}) noexcept : error_(e) {
    // No allocation: the names are short, static strings.
    std::size_t n = 0;
    auto put = [&](std::string_view s) {
      for (char c : s)
        if (n + 1 < sizeof what_) what_[n++] = c;
    };
    put(e.name());
    if (e.validation != WURL_VERR_NONE) {
      put(e.in_base ? " (base: " : " (");
      put(e.validation_name());
      put(")");
    } else if (!kind.empty()) {
      put(" (");
      put(kind);
      put(")");
    }
    what_[n] = '\0';
  }
  const char *what() const noexcept override { return what_; }
  whatwgurl::error error() const noexcept { return error_; }

 private:
  whatwgurl::error error_;
  char what_[128];
};

/* Why a URL pattern could not be made (whatwgurl/pattern.hpp): the status
 * and, for errc::parse (where the Standard throws a TypeError), which step
 * threw (kind) and the library's description (message). */
struct pattern_error {
  errc code = errc::ok;
  wurl_pattern_error kind = WURL_PATTERN_ERR_NONE;
  std::string message;

  std::string_view name() const noexcept { return whatwgurl::name(code); }
  /* wurl_pattern_error_name's text: "unsupported-regexp"; "" without one. */
  std::string_view kind_name() const noexcept {
    return kind == WURL_PATTERN_ERR_NONE ? std::string_view() : std::string_view(wurl_pattern_error_name(kind));
  }
  explicit operator bool() const noexcept { return code != errc::ok; }
  /* Writes "WURL_ERR_PARSE (invalid-regexp: <message>)", or less. */
  friend std::ostream &operator<<(std::ostream &os, const pattern_error &e) {
    os << e.name();
    if (e.kind != WURL_PATTERN_ERR_NONE) {
      os << " (" << e.kind_name();
      if (!e.message.empty()) os << ": " << e.message;
      os << ')';
    }
    return os;
  }
};

namespace detail {
[[noreturn]] inline void throw_bad_access(const error &e, std::string_view kind = {}) {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
  throw bad_result_access(e, kind);
#else
  (void)e;
  (void)kind;
  std::abort();
#endif
}
[[noreturn]] inline void throw_bad_access(const pattern_error &e) { throw_bad_access(error{e.code}, e.kind_name()); }
}  // namespace detail

/* A value or the error that prevented it, as std::expected<T, E> of C++23
 * reads (E is error, or pattern_error for a pattern's constructor). T is default-constructible: a result with an error holds T{}
 * (for url, a URL-less object), so no storage tricks are needed. */
template <class T, class E = whatwgurl::error>
class result {
 public:
  result(T value) noexcept(std::is_nothrow_move_constructible<T>::value)  // NOLINT: implicit
      : value_(std::move(value)) {}
  result(E e) noexcept(std::is_nothrow_default_constructible<T>::value &&  // NOLINT: implicit
                       std::is_nothrow_move_constructible<E>::value)
      : value_(), error_(std::move(e)) {}

  bool has_value() const noexcept { return error_.code == errc::ok; }
  explicit operator bool() const noexcept { return has_value(); }

  /* The value; only when has_value() (unchecked). */
  T &operator*() & noexcept { return value_; }
  const T &operator*() const & noexcept { return value_; }
  T &&operator*() && noexcept { return std::move(value_); }
  T *operator->() noexcept { return &value_; }
  const T *operator->() const noexcept { return &value_; }

  /* The value; bad_result_access (or abort without exceptions) when there is
   * none. */
  T &value() & {
    if (!has_value()) detail::throw_bad_access(error_);
    return value_;
  }
  const T &value() const & {
    if (!has_value()) detail::throw_bad_access(error_);
    return value_;
  }
  T &&value() && {
    if (!has_value()) detail::throw_bad_access(error_);
    return std::move(value_);
  }
  template <class U>
  T value_or(U &&fallback) const & {
    return has_value() ? value_ : static_cast<T>(std::forward<U>(fallback));
  }
  template <class U>
  T value_or(U &&fallback) && {
    return has_value() ? std::move(value_) : static_cast<T>(std::forward<U>(fallback));
  }

  /* The error; code errc::ok when there is a value. */
  E error() const noexcept(std::is_nothrow_copy_constructible<E>::value) { return error_; }

 private:
  T value_;
  E error_;
};

/* A string the library allocated (a wurl_string): move-only, freed with
 * wurl_string_free. view() (and the implicit conversion) read it without a
 * copy; data() is NUL-terminated. */
class owned_string {
 public:
  owned_string() noexcept = default;
  /* Takes ownership of s. */
  explicit owned_string(wurl_string s) noexcept : s_(s) {}

  std::string_view view() const noexcept {
    return s_ ? std::string_view(s_.get().data, s_.get().len) : std::string_view();
  }
  operator std::string_view() const noexcept { return view(); }  // NOLINT: implicit
  std::string str() const { return std::string(view()); }
  const char *data() const noexcept { return s_ ? s_.get().data : ""; }
  std::size_t size() const noexcept { return s_.get().len; }
  bool empty() const noexcept { return s_.get().len == 0; }

  friend bool operator==(const owned_string &a, std::string_view b) noexcept { return a.view() == b; }
  friend bool operator!=(const owned_string &a, std::string_view b) noexcept { return a.view() != b; }
  friend std::ostream &operator<<(std::ostream &os, const owned_string &s) { return os << s.view(); }

 private:
  detail::unique_handle<wurl_string, &wurl_string_free> s_;
};

namespace detail {
inline std::string_view view(wurl_str s) noexcept { return std::string_view(s.data, s.len); }

/* The error of a call that parses a URL: for errc::parse, with why it
 * failed (wurl_last_parse_failure: the validation error, and whether the
 * base is what failed). */
inline error parse_error(wurl_status st) noexcept {
  if (st != WURL_ERR_PARSE) return error{static_cast<errc>(st)};
  wurl_parse_failure f = wurl_last_parse_failure();
  return error{errc::parse, f.error, f.base};
}

/* A result from a call that filled a wurl_string. */
inline result<owned_string> owned(wurl_status st, wurl_string s,
                                  wurl_validation_error why = WURL_VERR_NONE) noexcept {
  if (st != WURL_OK) {
    wurl_string_free(s);
    return error{static_cast<errc>(st), why};
  }
  return owned_string(s);
}
}  // namespace detail

}  // namespace whatwgurl

#endif /* WHATWGURL_ERROR_HPP */
