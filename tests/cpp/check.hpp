// check.hpp - the C++ tests' harness: CHECK counts a check and reports a
// failure with its place; finish() prints "N passed, N failed" and gives the
// exit status (nonzero on a failure or when nothing was checked).
#ifndef WURL_TEST_CPP_CHECK_HPP
#define WURL_TEST_CPP_CHECK_HPP
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

#include "whatwgurl.hpp"

namespace check {
inline int passed = 0, failed = 0;

// Shows s with control bytes escaped, for failure messages.
inline std::string show(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7f) {
      static const char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

inline int finish() {
  std::cout << passed << " passed, " << failed << " failed" << std::endl;
  return failed == 0 && passed > 0 ? 0 : 1;
}
}  // namespace check

#define CHECK(cond)                                                          \
  do {                                                                       \
    if (cond) {                                                              \
      check::passed++;                                                       \
    } else {                                                                 \
      check::failed++;                                                       \
      std::cerr << "FAIL " << __FILE__ << ':' << __LINE__ << ": " #cond "\n"; \
    }                                                                        \
  } while (0)

// CHECK_EQ shows both sides (anything << prints) on a failure. It is one
// function call, so temporaries in a and b (a result whose view is
// compared) live until the comparison is done.
namespace check {
template <class A, class B>
void eq(const A &a, const B &b, const char *what, const char *file, int line) {
  if (a == b) {
    passed++;
  } else {
    failed++;
    std::cerr << "FAIL " << file << ':' << line << ": " << what << "\n  got  " << a << "\n  want " << b << "\n";
  }
}
}  // namespace check
#define CHECK_EQ(a, b) check::eq((a), (b), #a " == " #b, __FILE__, __LINE__)
#endif
