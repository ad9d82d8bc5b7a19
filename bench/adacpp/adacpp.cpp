// adacpp.cpp: ada's own C++ API (ada::parse<ada::url_aggregator> and
// url_aggregator::get_href) timed over a whole dataset inside one call, so the
// Go harness can set ada without any cgo cost beside whatwgurl.
//
// Only ada.h is included: the functions ada.h declares but does not define
// (parse<url_aggregator> is an extern template) are those goada compiled from
// its ada.cpp, which the Go package imports; the linker resolves them there.
// ada.h is found through CGO_CXXFLAGS=-I<goada's module folder> (see
// adacpp.go); without it this file compiles to stubs and the side is absent.
#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "adacpp.h"

#if __has_include("ada.h")
#include "ada.h"

namespace {
// The last href adacpp_href produced (the harness is single-threaded).
std::string last_href;
}  // namespace

extern "C" int adacpp_available(void) { return 1; }

extern "C" adacpp_set *adacpp_prepare(const char *data, const size_t *lens, size_t n) {
  auto *set = static_cast<adacpp_set *>(std::malloc(sizeof(adacpp_set)));
  size_t total = 0;
  for (size_t i = 0; i < n; i++) total += lens[i];
  set->buf = static_cast<char *>(std::malloc(total ? total : 1));
  std::memcpy(set->buf, data, total);
  set->starts = static_cast<size_t *>(std::malloc(sizeof(size_t) * (n + 1)));
  size_t off = 0;
  for (size_t i = 0; i < n; i++) {
    set->starts[i] = off;
    off += lens[i];
  }
  set->starts[n] = off;
  set->n = n;
  return set;
}

extern "C" void adacpp_release(adacpp_set *set) {
  std::free(set->buf);
  std::free(set->starts);
  std::free(set);
}

// The timed loop: the same work as the Go rows (parse with no base, take the
// href), the result destroyed at the end of each iteration.
extern "C" int64_t adacpp_time(const adacpp_set *set, int reps, size_t *sink) {
  size_t n = 0;
  const char *buf = set->buf;
  const size_t *starts = set->starts;
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; r++) {
    for (size_t i = 0; i < set->n; i++) {
      std::string_view s(buf + starts[i], starts[i + 1] - starts[i]);
      auto u = ada::parse<ada::url_aggregator>(s);
      if (u) n += u->get_href().size();
    }
  }
  auto t1 = std::chrono::steady_clock::now();
  *sink += n;
  return std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count();
}

extern "C" int adacpp_href(const char *s, size_t len, const char **href, size_t *href_len) {
  auto u = ada::parse<ada::url_aggregator>(std::string_view(s, len));
  if (!u) return 0;
  last_href = std::string(u->get_href());
  *href = last_href.data();
  *href_len = last_href.size();
  return 1;
}

#else  // no ada.h: stubs, adacpp_available() says so

extern "C" int adacpp_available(void) { return 0; }
extern "C" adacpp_set *adacpp_prepare(const char *, const size_t *, size_t) { return nullptr; }
extern "C" void adacpp_release(adacpp_set *) {}
extern "C" int64_t adacpp_time(const adacpp_set *, int, size_t *) { return -1; }
extern "C" int adacpp_href(const char *, size_t, const char **, size_t *) { return 0; }

#endif
