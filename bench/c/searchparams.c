/* searchparams.c - ns per append through the C ABI, appending N pairs
 * one call at a time to a standalone object and to a URL's own object (with
 * a fragment, which moves on every append), for N = 1k, 4k, 16k, 100k; the
 * median of ROUNDS runs. Not a test: timings go in a table (make bench-sp). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "whatwgurl.h"

#define ROUNDS 5

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* ns per append of n appends, with a URL's own object when linked. */
static double run(size_t n, int linked) {
  const char *href = "https://example.com/p?x=1#fragment";
  wurl_url *u = NULL;
  wurl_search_params *sp = NULL;
  if (linked) {
    if (wurl_parse(href, strlen(href), NULL, 0, &u) != WURL_OK) return -1;
    sp = wurl_get_search_params(u);
  } else if (wurl_search_params_new(NULL, 0, &sp) != WURL_OK) {
    return -1;
  }
  char buf[32];
  double t0 = now();
  for (size_t i = 0; i < n; i++) {
    int len = snprintf(buf, sizeof buf, "name%zu", i);
    if (wurl_search_params_append(sp, buf, (size_t)len, "value", 5) != WURL_OK) return -1;
  }
  double t = (now() - t0) / (double)n;
  if (linked) wurl_free(u);
  else wurl_search_params_free(sp);
  return t;
}

/* ns per byte of href of a set on a URL's own object of n pairs: each set
 * rewrites the query (one pass over the href). */
static double set_per_byte(size_t n) {
  const char *href = "https://example.com/p?x=1#fragment";
  wurl_url *u = NULL;
  if (wurl_parse(href, strlen(href), NULL, 0, &u) != WURL_OK) return -1;
  wurl_search_params *sp = wurl_get_search_params(u);
  char buf[32];
  for (size_t i = 0; i < n; i++) {
    int len = snprintf(buf, sizeof buf, "name%zu", i);
    wurl_search_params_append(sp, buf, (size_t)len, "value", 5);
  }
  enum { SETS = 50 };
  double t0 = now();
  for (size_t i = 0; i < SETS; i++) {
    int len = snprintf(buf, sizeof buf, "name%zu", (i * 7919) % n);
    wurl_search_params_set(sp, buf, (size_t)len, "other", 5);
  }
  double t = (now() - t0) / SETS / (double)wurl_get_href(u).len;
  wurl_free(u);
  return t;
}

int main(int argc, char **argv) {
  size_t max = argc > 1 ? strtoul(argv[1], NULL, 10) : 100000;
  static const size_t sizes[] = {1000, 4000, 16000, 100000};
  printf("C ABI, ns per append (median of %d)\n%-8s %12s %12s\n", ROUNDS, "N", "standalone", "URL's own");
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0] && sizes[s] <= max; s++) {
    double r[2][ROUNDS];
    for (int k = 0; k < ROUNDS; k++)
      for (int linked = 0; linked < 2; linked++) r[linked][k] = run(sizes[s], linked);
    qsort(r[0], ROUNDS, sizeof(double), cmp);
    qsort(r[1], ROUNDS, sizeof(double), cmp);
    printf("%-8zu %12.0f %12.0f\n", sizes[s], r[0][ROUNDS / 2], r[1][ROUNDS / 2]);
  }
  printf("C ABI, set on a URL's own object: ns per byte of href (median of %d)\n", ROUNDS);
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0] && sizes[s] <= max; s++) {
    double r[ROUNDS];
    for (int k = 0; k < ROUNDS; k++) r[k] = set_per_byte(sizes[s]);
    qsort(r, ROUNDS, sizeof(double), cmp);
    printf("%-8zu %12.2f\n", sizes[s], r[ROUNDS / 2]);
  }
  return 0;
}
