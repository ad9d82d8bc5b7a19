/*
 * whatwgurl/error.hpp - statuses as named errors, result<T> (an expected-like
 * value or error) and owned_string. Part of whatwgurl.hpp; see there.
 */
#ifndef WHATWGURL_ERROR_HPP
#define WHATWGURL_ERROR_HPP

#include <cstdlib>
#include <ostream>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <utility>

#include "../whatwgurl.h"

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

/* wurl_status_name's text for code: "WURL_ERR_PARSE". Static storage. */
inline std::string_view name(errc code) noexcept {
  return wurl_status_name(static_cast<wurl_status>(code));
}

/* The Standard's name of a validation error type ("IPv4-too-many-parts");
 * "" for WURL_VERR_NONE. Static storage. */
inline std::string_view name(wurl_validation_error e) noexcept {
  return wurl_validation_error_name(e);
}

/* The std::error_category of errc: its name is "whatwgurl" and its messages
 * are wurl_status_name's text, so errc works with std::error_code. */
class error_category_impl final : public std::error_category {
 public:
  const char *name() const noexcept override { return "whatwgurl"; }
  std::string message(int code) const override {
    return wurl_status_name(static_cast<wurl_status>(code));
  }
};
inline const std::error_category &error_category() noexcept {
  static const error_category_impl category;
  return category;
}
inline std::error_code make_error_code(errc code) noexcept {
  return {static_cast<int>(code), error_category()};
}

/* Why a call failed: the status, and for a failed parse (errc::parse from
 * parse(), domain_to_ascii(), parse_host()) the validation error that made
 * it fail (WURL_VERR_NONE when the call does not say). */
struct error {
  errc code = errc::ok;
  wurl_validation_error validation = WURL_VERR_NONE;

  /* wurl_status_name's text: "WURL_ERR_PARSE". */
  std::string_view name() const noexcept { return whatwgurl::name(code); }
  /* The Standard's name of the validation error, or "". */
  std::string_view validation_name() const noexcept { return whatwgurl::name(validation); }
  std::error_code error_code() const noexcept { return make_error_code(code); }
  explicit operator bool() const noexcept { return code != errc::ok; }
  friend bool operator==(const error &a, const error &b) noexcept {
    return a.code == b.code && a.validation == b.validation;
  }
  friend bool operator!=(const error &a, const error &b) noexcept { return !(a == b); }
  /* Writes "WURL_ERR_PARSE (host-missing)", or the name alone. */
  friend std::ostream &operator<<(std::ostream &os, const error &e) {
    os << e.name();
    if (e.validation != WURL_VERR_NONE) os << " (" << e.validation_name() << ')';
    return os;
  }
};

/* Thrown by result<T>::value() on a result without a value, when exceptions
 * are enabled; without them value() aborts. Use has_value() or operator*
 * to do without either. */
class bad_result_access : public std::exception {
 public:
  explicit bad_result_access(whatwgurl::error e) noexcept : error_(e) {}
  const char *what() const noexcept override { return error_.name().data(); }
  whatwgurl::error error() const noexcept { return error_; }

 private:
  whatwgurl::error error_;
};

namespace detail {
[[noreturn]] inline void throw_bad_access(error e) {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
  throw bad_result_access(e);
#else
  (void)e;
  std::abort();
#endif
}
}  // namespace detail

/* A value or the error that prevented it, as std::expected<T, error> of
 * C++23 reads. T is default-constructible: a result with an error holds T{}
 * (for url, a URL-less object), so no storage tricks are needed. */
template <class T>
class result {
 public:
  result(T value) noexcept(std::is_nothrow_move_constructible<T>::value)  // NOLINT: implicit
      : value_(std::move(value)) {}
  result(whatwgurl::error e) noexcept(std::is_nothrow_default_constructible<T>::value)  // NOLINT
      : value_(), error_(e) {}

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
  whatwgurl::error error() const noexcept { return error_; }

 private:
  T value_;
  whatwgurl::error error_;
};

/* A string the library allocated (a wurl_string): move-only, freed with
 * wurl_string_free. view() (and the implicit conversion) read it without a
 * copy; data() is NUL-terminated. */
class owned_string {
 public:
  owned_string() noexcept = default;
  /* Takes ownership of s. */
  explicit owned_string(wurl_string s) noexcept : s_(s) {}
  owned_string(owned_string &&o) noexcept : s_(std::exchange(o.s_, wurl_string{nullptr, 0})) {}
  owned_string &operator=(owned_string &&o) noexcept {
    if (this != &o) {
      if (s_.data) wurl_string_free(s_);
      s_ = std::exchange(o.s_, wurl_string{nullptr, 0});
    }
    return *this;
  }
  owned_string(const owned_string &) = delete;
  owned_string &operator=(const owned_string &) = delete;
  ~owned_string() {
    if (s_.data) wurl_string_free(s_);  // no call for a moved-from string
  }

  std::string_view view() const noexcept { return s_.data ? std::string_view(s_.data, s_.len) : std::string_view(); }
  operator std::string_view() const noexcept { return view(); }  // NOLINT: implicit
  std::string str() const { return std::string(view()); }
  const char *data() const noexcept { return s_.data ? s_.data : ""; }
  std::size_t size() const noexcept { return s_.len; }
  bool empty() const noexcept { return s_.len == 0; }

  friend bool operator==(const owned_string &a, std::string_view b) noexcept { return a.view() == b; }
  friend bool operator!=(const owned_string &a, std::string_view b) noexcept { return a.view() != b; }
  friend std::ostream &operator<<(std::ostream &os, const owned_string &s) { return os << s.view(); }

 private:
  wurl_string s_{nullptr, 0};
};

namespace detail {
inline std::string_view view(wurl_str s) noexcept { return std::string_view(s.data, s.len); }

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

namespace std {
template <>
struct is_error_code_enum<whatwgurl::errc> : true_type {};
}  // namespace std

#endif /* WHATWGURL_ERROR_HPP */
