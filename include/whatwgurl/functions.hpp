/*
 * whatwgurl/functions.hpp - the free functions: hosts and domains (sections
 * 3.2 to 3.6), percent-encoding (1.3), validation (1.1) and batch parsing.
 * Part of whatwgurl.hpp; see there.
 */
#ifndef WHATWGURL_FUNCTIONS_HPP
#define WHATWGURL_FUNCTIONS_HPP

#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "error.hpp"
#include "url.hpp"

namespace whatwgurl {

/* ---- hosts and domains ---- */

/* Domain to ASCII (section 3.3); on errc::parse error::validation says why. */
inline result<owned_string> domain_to_ascii(std::string_view domain, bool be_strict = false,
                                            edition ed = edition::y2025) noexcept {
  wurl_string s{nullptr, 0};
  wurl_validation_error why = WURL_VERR_NONE;
  wurl_status st =
      wurl_domain_to_ascii_edition(domain.data(), domain.size(), be_strict, detail::c_edition(ed), &s, &why);
  return detail::owned(st, s, why);
}

/* Domain to Unicode (section 3.3): labels it cannot convert stay as they are. */
inline result<owned_string> domain_to_unicode(std::string_view domain, edition ed = edition::y2025) noexcept {
  wurl_string s{nullptr, 0};
  wurl_status st = wurl_domain_to_unicode_edition(domain.data(), domain.size(), detail::c_edition(ed), &s);
  return detail::owned(st, s);
}

/* A parsed host: its serialization and what it is. */
struct host {
  owned_string serialized;
  host_type type = WURL_HOST_NONE;
};

/* The host parser (section 3.5; is_opaque for a non-special URL's host) and
 * the host serializer (3.6); on errc::parse error::validation says why. */
inline result<host> parse_host(std::string_view input, bool is_opaque = false,
                               edition ed = edition::y2025) noexcept {
  wurl_string s{nullptr, 0};
  wurl_host_type type = WURL_HOST_NONE;
  wurl_validation_error why = WURL_VERR_NONE;
  wurl_status st =
      wurl_host_parse_edition(input.data(), input.size(), is_opaque, detail::c_edition(ed), &s, &type, &why);
  if (st != WURL_OK) {
    wurl_string_free(s);
    return error{static_cast<errc>(st), why};
  }
  return host{owned_string(s), type};
}

/* The public suffix and the registrable domain of a host string (parsed as a
 * special URL's host; section 3.2); nullopt when it has none. */
inline result<std::optional<owned_string>> public_suffix(std::string_view host) noexcept {
  wurl_string s{nullptr, 0};
  bool found = false;
  wurl_status st = wurl_public_suffix(host.data(), host.size(), &s, &found);
  if (st != WURL_OK) return error{static_cast<errc>(st)};
  if (!found) return std::optional<owned_string>();
  return std::optional<owned_string>(owned_string(s));
}
inline result<std::optional<owned_string>> registrable_domain(std::string_view host) noexcept {
  wurl_string s{nullptr, 0};
  bool found = false;
  wurl_status st = wurl_registrable_domain(host.data(), host.size(), &s, &found);
  if (st != WURL_OK) return error{static_cast<errc>(st)};
  if (!found) return std::optional<owned_string>();
  return std::optional<owned_string>(owned_string(s));
}

/* ---- percent-encoding (section 1.3) ---- */

/* UTF-8 percent-encode of s with set; with space_as_plus U+0020 becomes '+'. */
inline result<owned_string> percent_encode(std::string_view s, encode_set set,
                                           bool space_as_plus = false) noexcept {
  wurl_string out{nullptr, 0};
  wurl_status st = wurl_percent_encode(s.data(), s.size(), set, space_as_plus, &out);
  return detail::owned(st, out);
}

/* Percent-decode of s: bytes, not necessarily UTF-8 (NUL included). */
inline result<owned_string> percent_decode(std::string_view s) noexcept {
  wurl_string out{nullptr, 0};
  wurl_status st = wurl_percent_decode(s.data(), s.size(), &out);
  return detail::owned(st, out);
}

/* ---- validation (section 1.1) ---- */

namespace detail {
inline void free_report(wurl_validation_report r) { wurl_validation_report_free(&r); }
}  // namespace detail

/* The validation errors of one parse (wurl_validate), with the URL when it
 * parsed. A range of wurl_validation_error in the order the parser reported
 * them; name(e) gives each one's name in the Standard. Move-only. */
class validation_report {
 public:
  validation_report() noexcept = default;
  validation_report(validation_report &&o) noexcept
      : r_(std::move(o.r_)), url_(std::move(o.url_)), code_(o.code_), in_base_(o.in_base_) {
    o.code_ = errc::invalid_handle;
  }
  validation_report &operator=(validation_report &&o) noexcept {
    if (this != &o) {
      r_ = std::move(o.r_);
      url_ = std::move(o.url_);
      code_ = o.code_;
      in_base_ = o.in_base_;
      o.code_ = errc::invalid_handle;
    }
    return *this;
  }

  /* errc::ok when the input parsed, errc::parse when it did not (failure()
   * says why), another code when the call failed (the report is empty). */
  errc code() const noexcept { return code_; }
  /* Whether the input is a valid URL string: it parsed and the parser
   * reported no validation error. */
  bool valid() const noexcept { return code_ == errc::ok && r_.get().count == 0; }
  /* The error that made the parse fail, or WURL_VERR_NONE. */
  wurl_validation_error failure() const noexcept { return r_.get().failure; }
  /* Why the parse failed, as an error (code() and failure(), and whether the
   * base is what failed); code errc::ok when it parsed. */
  whatwgurl::error error() const noexcept { return whatwgurl::error{code(), failure(), in_base_}; }
  /* The URL, when the input parsed (a URL-less url otherwise). */
  const whatwgurl::url &url() const & noexcept { return url_; }
  whatwgurl::url take_url() noexcept { return std::move(url_); }

  const wurl_validation_error *begin() const noexcept { return r_.get().errors; }
  const wurl_validation_error *end() const noexcept { return r_.get().errors + r_.get().count; }
  std::size_t size() const noexcept { return r_.get().count; }
  bool empty() const noexcept { return r_.get().count == 0; }
  wurl_validation_error operator[](std::size_t i) const noexcept { return r_.get().errors[i]; }

  friend validation_report validate(std::string_view, std::optional<std::string_view>, edition) noexcept;

 private:
  detail::unique_handle<wurl_validation_report, &detail::free_report> r_;
  whatwgurl::url url_;
  errc code_ = errc::invalid_handle;
  bool in_base_ = false;
};

/* Parses input (against base when given) collecting every validation error
 * the basic URL parser reports (the base's errors are not collected). */
inline validation_report validate(std::string_view input, std::optional<std::string_view> base = std::nullopt,
                                  edition ed = edition::y2025) noexcept {
  validation_report r;
  wurl_url *out = nullptr;
  wurl_validation_report rep{nullptr, 0, WURL_VERR_NONE};
  wurl_status st = wurl_validate_edition(input.data(), input.size(), base ? detail::base_ptr(*base) : nullptr,
                                         base ? base->size() : 0, detail::c_edition(ed), &out, &rep);
  r.r_.reset(rep);
  r.code_ = static_cast<errc>(st);
  r.in_base_ = st == WURL_ERR_PARSE && wurl_last_parse_failure().base;
  r.url_ = url(out);
  return r;
}

/* ---- batch parsing ---- */

/* One result of a batch: its status and, when it parsed, its href and
 * components (url_view's getters), valid as long as the batch. */
class batch_entry : public url_view {
 public:
  explicit batch_entry(const wurl_batch_result &r) noexcept
      : url_view(detail::view(r.href), r.components), code_(static_cast<errc>(r.status)), why_(r.failure) {}
  errc code() const noexcept { return code_; }
  /* Why it failed: errc::parse with the validation error that made the
   * input fail; code errc::ok when it parsed. */
  whatwgurl::error error() const noexcept { return whatwgurl::error{code_, why_}; }
  bool ok() const noexcept { return code_ == errc::ok; }
  explicit operator bool() const noexcept { return ok(); }
  /* An owned URL of this result (a copy made by parsing its href again, in
   * ed, which should be the edition the batch was parsed with: the URL
   * keeps it for its setters); the result's error when it did not parse. */
  result<whatwgurl::url> to_url(edition ed = edition::y2025) const noexcept {
    if (!ok()) return error();
    return parse(href(), ed);
  }

 private:
  errc code_;
  wurl_validation_error why_;
};

namespace detail {
inline batch_entry batch_at(const wurl_batch_result *r, std::size_t i) noexcept { return batch_entry(r[i]); }
}  // namespace detail

/* The results of parse_batch / parse_joined, in input order: a random-access
 * range of batch_entry. Move-only; every view it gives is valid until it is
 * destroyed. It never changes, so it may be read from many threads. */
class batch {
 public:
  using iterator = detail::indexed_iterator<const wurl_batch_result *, batch_entry, &detail::batch_at>;

  batch() noexcept = default;
  /* Takes ownership of b. */
  explicit batch(wurl_batch *b) noexcept : b_(b) {}

  std::size_t size() const noexcept { return wurl_batch_size(b_.get()); }
  bool empty() const noexcept { return size() == 0; }
  iterator begin() const noexcept { return iterator(wurl_batch_results(b_.get()), 0); }
  iterator end() const noexcept { return iterator(wurl_batch_results(b_.get()), size()); }
  batch_entry operator[](std::size_t i) const noexcept { return batch_entry(wurl_batch_results(b_.get())[i]); }
  wurl_batch *handle() const noexcept { return b_.get(); }

 private:
  detail::unique_handle<wurl_batch *, &wurl_batch_free> b_;
};

/* Parses every string of inputs (any range of things that convert to
 * std::string_view: std::vector<std::string>, an array of const char *, ...)
 * in one call into the engine, against base when given. One input failing
 * does not stop the others (batch_entry::error() says why one failed); the
 * call itself fails only as wurl_parse_batch does (a base that does not
 * parse: errc::parse, error::in_base set). */
template <class Range>
result<batch> parse_batch(const Range &inputs, std::optional<std::string_view> base = std::nullopt,
                          edition ed = edition::y2025) {
  std::vector<const char *> ptrs;
  std::vector<std::size_t> lens;
  for (const auto &in : inputs) {
    std::string_view s(in);
    ptrs.push_back(s.data() ? s.data() : "");
    lens.push_back(s.size());
  }
  wurl_batch *out = nullptr;
  wurl_status st =
      wurl_parse_batch_edition(ptrs.data(), lens.data(), ptrs.size(), base ? detail::base_ptr(*base) : nullptr,
                               base ? base->size() : 0, detail::c_edition(ed), &out);
  if (st != WURL_OK) return detail::parse_error(st);
  return batch(out);
}
inline result<batch> parse_batch(std::initializer_list<std::string_view> inputs,
                                 std::optional<std::string_view> base = std::nullopt,
                                 edition ed = edition::y2025) {
  return parse_batch<std::initializer_list<std::string_view>>(inputs, base, ed);
}

/* Parses the inputs that sep separates in data (count(sep) + 1 of them), in
 * one call, as parse_batch does: for a buffer read whole ("one URL a line"
 * with sep '\n'). */
inline result<batch> parse_joined(std::string_view data, unsigned char sep,
                                  std::optional<std::string_view> base = std::nullopt,
                                  edition ed = edition::y2025) noexcept {
  wurl_batch *out = nullptr;
  wurl_status st =
      wurl_parse_joined_edition(data.data(), data.size(), sep, base ? detail::base_ptr(*base) : nullptr,
                                base ? base->size() : 0, detail::c_edition(ed), &out);
  if (st != WURL_OK) return detail::parse_error(st);
  return batch(out);
}

/* The library's version, "MAJOR.MINOR.PATCH". */
inline std::string_view version() noexcept { return wurl_version(); }

}  // namespace whatwgurl

#endif /* WHATWGURL_FUNCTIONS_HPP */
