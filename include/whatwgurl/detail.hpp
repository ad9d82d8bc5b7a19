/*
 * whatwgurl/detail.hpp - the two building blocks of the C++ layer: the owner
 * of a C handle (unique_handle), which every move-only class holds instead
 * of writing its own moves and frees, and the iterator over what a C array
 * or an indexed C call gives (indexed_iterator), which every range of the
 * layer uses. Part of whatwgurl.hpp; not for direct use.
 */
#ifndef WHATWGURL_DETAIL_HPP
#define WHATWGURL_DETAIL_HPP

#include <cstddef>
#include <iterator>

#include "../whatwgurl.h"

namespace whatwgurl {
namespace detail {

/* Whether a C value holds nothing to free: a NULL handle, a { NULL, 0 }
 * string, an empty validation report. */
template <class T>
bool is_null(T *p) noexcept {
  return p == nullptr;
}
inline bool is_null(const wurl_string &s) noexcept { return s.data == nullptr; }
inline bool is_null(const wurl_validation_report &r) noexcept { return r.errors == nullptr; }

/* A C value that one C++ object owns and frees with Free: it moves (the
 * moved-from owner holds T{}, the null value) and never copies. Free is not
 * called for a null value, so a moved-from object never calls into the
 * library. Self-move-assignment keeps the value. */
template <class T, void (*Free)(T)>
class unique_handle {
 public:
  unique_handle() noexcept = default;
  explicit unique_handle(T h) noexcept : h_(h) {}
  unique_handle(unique_handle &&o) noexcept : h_(o.release()) {}
  unique_handle &operator=(unique_handle &&o) noexcept {
    if (this != &o) reset(o.release());
    return *this;
  }
  unique_handle(const unique_handle &) = delete;
  unique_handle &operator=(const unique_handle &) = delete;
  ~unique_handle() { reset(); }

  const T &get() const noexcept { return h_; }
  T *addr() noexcept { return &h_; }  // for a C call that fills it; holds null before
  explicit operator bool() const noexcept { return !is_null(h_); }
  /* Gives the value up: the caller frees it. */
  T release() noexcept {
    T h = h_;
    h_ = T{};
    return h;
  }
  /* Frees the value held and holds h. */
  void reset(T h = T{}) noexcept {
    T old = h_;
    h_ = h;
    if (!is_null(old)) Free(old);
  }

 private:
  T h_{};
};

/* A random-access iterator over the elements At(source, 0), At(source, 1),
 * ...: a C array read through a conversion (a wurl_str as a string_view, a
 * wurl_batch_result as a batch_entry) or an indexed C call (the pairs of a
 * search params list). Dereferencing gives a Value (a view-like proxy), not
 * a reference: `for (auto x : range)` and `for (const auto &x : range)`. */
template <class Source, class Value, Value (*At)(Source, std::size_t) noexcept>
class indexed_iterator {
 public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = Value;
  using difference_type = std::ptrdiff_t;
  using pointer = void;
  using reference = Value;

  indexed_iterator() noexcept = default;
  indexed_iterator(Source s, std::size_t i) noexcept : s_(s), i_(i) {}

  Value operator*() const noexcept { return At(s_, i_); }
  /* it->member: the element, held by a proxy for the expression's time. */
  struct arrow {
    Value v;
    const Value *operator->() const noexcept { return &v; }
  };
  arrow operator->() const noexcept { return arrow{At(s_, i_)}; }
  Value operator[](difference_type n) const noexcept { return At(s_, i_ + static_cast<std::size_t>(n)); }
  indexed_iterator &operator++() noexcept {
    ++i_;
    return *this;
  }
  indexed_iterator operator++(int) noexcept {
    indexed_iterator t = *this;
    ++i_;
    return t;
  }
  indexed_iterator &operator--() noexcept {
    --i_;
    return *this;
  }
  indexed_iterator operator--(int) noexcept {
    indexed_iterator t = *this;
    --i_;
    return t;
  }
  indexed_iterator &operator+=(difference_type n) noexcept {
    i_ += static_cast<std::size_t>(n);
    return *this;
  }
  indexed_iterator &operator-=(difference_type n) noexcept {
    i_ -= static_cast<std::size_t>(n);
    return *this;
  }
  friend indexed_iterator operator+(indexed_iterator i, difference_type n) noexcept { return i += n; }
  friend indexed_iterator operator+(difference_type n, indexed_iterator i) noexcept { return i += n; }
  friend indexed_iterator operator-(indexed_iterator i, difference_type n) noexcept { return i -= n; }
  friend difference_type operator-(indexed_iterator a, indexed_iterator b) noexcept {
    return static_cast<difference_type>(a.i_ - b.i_);
  }
  friend bool operator==(indexed_iterator a, indexed_iterator b) noexcept { return a.i_ == b.i_; }
  friend bool operator!=(indexed_iterator a, indexed_iterator b) noexcept { return a.i_ != b.i_; }
  friend bool operator<(indexed_iterator a, indexed_iterator b) noexcept { return a.i_ < b.i_; }
  friend bool operator>(indexed_iterator a, indexed_iterator b) noexcept { return a.i_ > b.i_; }
  friend bool operator<=(indexed_iterator a, indexed_iterator b) noexcept { return a.i_ <= b.i_; }
  friend bool operator>=(indexed_iterator a, indexed_iterator b) noexcept { return a.i_ >= b.i_; }

 private:
  Source s_{};
  std::size_t i_ = 0;
};

}  // namespace detail
}  // namespace whatwgurl

#endif /* WHATWGURL_DETAIL_HPP */
