/* check.h - a tiny test harness: CHECK counts, finish() prints the summary
 * line "N passed, N failed" and gives the exit status. */
#ifndef WURL_TEST_CHECK_H
#define WURL_TEST_CHECK_H
#include <stdio.h>
#include <string.h>
#include "whatwgurl.h"

static int n_passed, n_failed;

#define CHECK(cond, ...)                                       \
  do {                                                         \
    if (cond) {                                                \
      n_passed++;                                              \
    } else {                                                   \
      n_failed++;                                              \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);     \
      fprintf(stderr, __VA_ARGS__);                            \
      fputc('\n', stderr);                                     \
    }                                                          \
  } while (0)

static int finish(void) {
  printf("%d passed, %d failed\n", n_passed, n_failed);
  fflush(stdout);
  return n_failed == 0 && n_passed > 0 ? 0 : 1;
}

/* Whether the view v holds exactly the n bytes at s. */
static inline int view_eq(wurl_str v, const char *s, size_t n) {
  return v.data != NULL && v.len == n && (n == 0 || memcmp(v.data, s, n) == 0);
}
#define VIEW_EQ(v, lit) view_eq((v), (lit), sizeof(lit) - 1)

#endif
