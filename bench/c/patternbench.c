/* patternbench.c - URL patterns through the C ABI on the datasets: per URL,
 * wurl_parse + wurl_free, and per URL and pattern, wurl_pattern_test of the
 * router-like patterns of PATTERNS (bench/data/router-patterns.txt, which
 * bench/cmd/patternbench reads too), in one run, rounds interleaved, medians.
 *   patternbench -patterns PATTERNS [-rounds N] FILE...   (each FILE one URL a line) */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "whatwgurl.h"

enum { MAX_ROUTES = 256 };

/* Reads the patterns of file (one a line; empty lines and those starting
 * with '#' skipped) into routes; returns how many, or -1. */
static int read_patterns(const char *file, char **routes) {
  FILE *in = fopen(file, "r");
  if (in == NULL) {
    perror(file);
    return -1;
  }
  int n = 0;
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, in)) >= 0) {
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) len--;
    if (len == 0 || line[0] == '#') continue;
    if (n == MAX_ROUTES) {
      fprintf(stderr, "%s: more than %d patterns\n", file, MAX_ROUTES);
      n = -1;
      break;
    }
    routes[n++] = strndup(line, (size_t)len);
  }
  free(line);
  fclose(in);
  if (n == 0) fprintf(stderr, "%s: no patterns\n", file);
  return n > 0 ? n : -1;
}

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp);
  return v[n / 2];
}

int main(int argc, char **argv) {
  int rounds = 7, first = 1;
  const char *pattern_file = NULL;
  for (; first + 1 < argc; first += 2) {
    if (strcmp(argv[first], "-rounds") == 0) {
      rounds = atoi(argv[first + 1]);
    } else if (strcmp(argv[first], "-patterns") == 0) {
      pattern_file = argv[first + 1];
    } else {
      break;
    }
  }
  if (rounds < 1 || rounds > 99 || pattern_file == NULL || first >= argc) {
    fprintf(stderr, "usage: patternbench -patterns FILE [-rounds N] FILE...\n");
    return 2;
  }
  char *routes[MAX_ROUTES];
  int nread = read_patterns(pattern_file, routes);
  if (nread < 0) return 1;
  const size_t nroutes = (size_t)nread;
  wurl_pattern *pats[MAX_ROUTES];
  for (size_t i = 0; i < nroutes; i++) {
    wurl_string msg;
    if (wurl_pattern_new(routes[i], strlen(routes[i]), NULL, 0, 0, &pats[i], NULL, &msg) != WURL_OK) {
      fprintf(stderr, "patternbench: %s: %s\n", routes[i], msg.data ? msg.data : "error");
      return 1;
    }
  }
  printf("%-20s %7s %8s %9s %14s %9s\n", "dataset", "URLs", "matches", "parse", "test/pattern", "test/P");
  for (int f = first; f < argc; f++) {
    FILE *in = fopen(argv[f], "r");
    if (in == NULL) {
      perror(argv[f]);
      return 1;
    }
    char **urls = NULL;
    size_t *lens = NULL, n = 0, cap = 0;
    char *line = NULL;
    size_t lcap = 0;
    ssize_t len;
    while ((len = getline(&line, &lcap, in)) > 0) {
      while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) len--;
      if (len == 0) continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 1024;
        urls = realloc(urls, cap * sizeof *urls);
        lens = realloc(lens, cap * sizeof *lens);
      }
      urls[n] = strndup(line, (size_t)len);
      lens[n++] = (size_t)len;
    }
    free(line);
    fclose(in);
    long matches = 0;
    double parse[99], test[99];
    for (int r = 0; r < rounds; r++) {
      double t0 = now_ns();
      for (size_t i = 0; i < n; i++) {
        wurl_url *u = NULL;
        if (wurl_parse(urls[i], lens[i], NULL, 0, &u) == WURL_OK) wurl_free(u);
      }
      double t1 = now_ns();
      long m = 0;
      for (size_t i = 0; i < n; i++) {
        for (size_t p = 0; p < nroutes; p++) {
          bool ok = false;
          wurl_pattern_test(pats[p], urls[i], lens[i], NULL, 0, &ok);
          m += ok;
        }
      }
      double t2 = now_ns();
      matches = m;
      parse[r] = (t1 - t0) / (double)n;
      test[r] = (t2 - t1) / (double)(n * nroutes);
    }
    const char *name = strrchr(argv[f], '/');
    name = name ? name + 1 : argv[f];
    double mp = median(parse, rounds), mt = median(test, rounds);
    printf("%-20s %7zu %8ld %9.0f %14.0f %9.2f\n", name, n, matches, mp, mt, mt / mp);
    for (size_t i = 0; i < n; i++) free(urls[i]);
    free(urls);
    free(lens);
  }
  printf("ns, medians of %d rounds; parse is wurl_parse + wurl_free per URL, test/pattern is "
         "wurl_pattern_test per URL and pattern (it parses the URL each time)\n", rounds);
  for (size_t i = 0; i < nroutes; i++) {
    wurl_pattern_free(pats[i]);
    free(routes[i]);
  }
  return 0;
}
