/*
 * bench.c: parse + href + free of every URL of each dataset, timed through
 * ada's C API (ada_c.h) and, when built with -DWURL_BENCH_OURS, through
 * whatwgurl's C ABI (whatwgurl.h), interleaved round by round.
 *
 *   bench [-r ROUNDS] [-j JSON] FILE...   (one URL per line; a leading BOM is dropped)
 *
 * Prints per dataset the median ns/URL of each side, the fastest round, the
 * parse failures, the URLs whose results differ from ada's, and the ratio
 * of each side to ada of the medians (below 1: faster than ada). Our sides:
 * "whatwgurl" (wurl_parse, wurl_get_href, wurl_free per URL) and "batch"
 * (one wurl_parse_batch over the dataset, every href read, wurl_batch_free).
 * With the C ABI it then times getter calls on parsed handles, per call:
 * wurl_get_hostname and wurl_get_components, beside ada_get_hostname, both
 * walking every handle and (_hot) on 64 handles in cache.
 * -j writes the figures as JSON too (for bench/cmd/benchsummary).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ada_c.h"
#include "dataset.h"
#ifdef WURL_BENCH_OURS
#include "whatwgurl.h"
#endif

/* Keeps the compiler from dropping the work of a pass. */
static volatile size_t sink;

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* A sample parses at least this many URLs: small datasets are passed over
   several times, so the clock and the scheduler do not dominate a sample. */
#define MIN_URLS_PER_SAMPLE 100000

/* One side: a timed pass over the URLs, and a probe for failures and hrefs. */
typedef struct {
  const char *name;
  double (*pass)(const dataset *, int reps); /* ns for reps passes */
  /* Writes the href of URL i into *href (malloc'd, NUL-free length *len);
     returns 0 on failure. */
  int (*href)(const line *, char **href, size_t *len);
} side;

/* Defines fn(x, reps): ns for reps passes of n += add over i < count, where
   x is a const type * and n is kept in sink, so the work is not dropped. */
#define TIMED_PASS(fn, type, count, add)                                     \
  static double fn(const type *x, int reps) {                                \
    size_t n = 0;                                                            \
    double t0 = now_ns();                                                    \
    for (int r = 0; r < reps; r++)                                           \
      for (size_t i = 0; i < (count); i++) n += (add);                       \
    double t = now_ns() - t0;                                                \
    sink += n;                                                               \
    return t;                                                                \
  }

/* A malloc'd copy of the href for the probe. */
static void keep_href(const char *s, size_t n, char **out, size_t *len) {
  *out = malloc(n + 1);
  memcpy(*out, s, n);
  *len = n;
}

/* Parse, read the href, free: one URL's work; the href's length. */
static size_t ada_one(const line *l) {
  ada_url u = ada_parse(l->s, l->len);
  size_t n = ada_is_valid(u) ? ada_get_href(u).length : 0;
  ada_free(u);
  return n;
}
TIMED_PASS(ada_pass, dataset, x->n, ada_one(&x->urls[i]))

static int ada_href(const line *l, char **out, size_t *len) {
  ada_url u = ada_parse(l->s, l->len);
  int ok = ada_is_valid(u);
  if (ok) {
    ada_string h = ada_get_href(u);
    keep_href(h.data, h.length, out, len);
  }
  ada_free(u);
  return ok;
}

#ifdef WURL_BENCH_OURS
static size_t ours_one(const line *l) {
  wurl_url *u = NULL;
  if (wurl_parse(l->s, l->len, NULL, 0, &u) != WURL_OK) return 0;
  size_t n = wurl_get_href(u).len;
  wurl_free(u);
  return n;
}
TIMED_PASS(ours_pass, dataset, x->n, ours_one(&x->urls[i]))

static int ours_href(const line *l, char **out, size_t *len) {
  wurl_url *u = NULL;
  if (wurl_parse(l->s, l->len, NULL, 0, &u) != WURL_OK) return 0;
  wurl_str h = wurl_get_href(u);
  keep_href(h.data, h.len, out, len);
  wurl_free(u);
  return 1;
}

/* The whole dataset in one wurl_parse_batch, then every href read. */
static size_t batch_all(const dataset *d) {
  size_t n = 0;
  wurl_batch *b = NULL;
  if (wurl_parse_batch(d->ptrs, d->lens, d->n, NULL, 0, &b) != WURL_OK) return 0;
  const wurl_batch_result *res = wurl_batch_results(b);
  for (size_t i = 0; i < d->n; i++)
    if (res[i].status == WURL_OK) n += res[i].href.len + (unsigned char)res[i].href.data[0];
  wurl_batch_free(b);
  return n;
}
TIMED_PASS(batch_pass, dataset, 1, batch_all(x))

static int batch_href(const line *l, char **out, size_t *len) {
  wurl_batch *b = NULL;
  if (wurl_parse_batch(&l->s, &l->len, 1, NULL, 0, &b) != WURL_OK) return 0;
  const wurl_batch_result *r = wurl_batch_results(b);
  int ok = r[0].status == WURL_OK;
  if (ok) keep_href(r[0].href.data, r[0].href.len, out, len);
  wurl_batch_free(b);
  return ok;
}
#endif

static const side sides[] = {
    {"ada", ada_pass, ada_href},
#ifdef WURL_BENCH_OURS
    {"whatwgurl", ours_pass, ours_href},
    {"batch", batch_pass, batch_href},
#endif
};
#define NSIDES (sizeof sides / sizeof sides[0])

/* Getter calls: every valid URL of a dataset parsed once into a handle, then
   timed passes calling one getter on each handle; a sample makes at least
   MIN_CALLS_PER_SAMPLE calls. */
#define MIN_CALLS_PER_SAMPLE 2000000

typedef struct {
  ada_url *ada;
#ifdef WURL_BENCH_OURS
  wurl_url **ours;
#endif
  size_t n;
} handles;

static handles open_handles(const dataset *d) {
  handles h = {0};
  h.ada = malloc(sizeof(ada_url) * (d->n + 1));
#ifdef WURL_BENCH_OURS
  h.ours = malloc(sizeof(wurl_url *) * (d->n + 1));
#endif
  for (size_t i = 0; i < d->n; i++) {
    ada_url a = ada_parse(d->urls[i].s, d->urls[i].len);
    if (!ada_is_valid(a)) {
      ada_free(a);
      continue;
    }
#ifdef WURL_BENCH_OURS
    wurl_url *u = NULL;
    if (wurl_parse(d->urls[i].s, d->urls[i].len, NULL, 0, &u) != WURL_OK) {
      ada_free(a);
      continue;
    }
    h.ours[h.n] = u;
#endif
    h.ada[h.n++] = a;
  }
  return h;
}

static void close_handles(handles *h) {
  for (size_t i = 0; i < h->n; i++) {
    ada_free(h->ada[i]);
#ifdef WURL_BENCH_OURS
    wurl_free(h->ours[i]);
#endif
  }
  free(h->ada);
#ifdef WURL_BENCH_OURS
  free(h->ours);
#endif
}

/* One getter over every handle. */
TIMED_PASS(get_ada_hostname, handles, x->n, ada_get_hostname(x->ada[i]).length)
#ifdef WURL_BENCH_OURS
static size_t components_host_end(const wurl_url *u) {
  wurl_components c;
  return wurl_get_components(u, &c) == WURL_OK ? c.host_end : 0;
}
TIMED_PASS(get_wurl_hostname, handles, x->n, wurl_get_hostname(x->ours[i]).len)
TIMED_PASS(get_wurl_components, handles, x->n, components_host_end(x->ours[i]))
#endif

/* The same getters on the first HOT handles only, over and over: the cost of
   the call itself, with the handles in cache. The passes above walk every
   handle of the dataset, which on the large ones mostly measures cache
   misses (ada's getter shows the same). A dataset of fewer than HOT valid
   URLs makes no calls. */
#define HOT 64
#define HOT_CALLS(h) ((h)->n >= HOT ? (h)->n : 0)
TIMED_PASS(get_ada_hostname_hot, handles, HOT_CALLS(x), ada_get_hostname(x->ada[i & (HOT - 1)]).length)
#ifdef WURL_BENCH_OURS
TIMED_PASS(get_wurl_hostname_hot, handles, HOT_CALLS(x), wurl_get_hostname(x->ours[i & (HOT - 1)]).len)
TIMED_PASS(get_wurl_components_hot, handles, HOT_CALLS(x), components_host_end(x->ours[i & (HOT - 1)]))
#endif

typedef struct {
  const char *name;
  double (*pass)(const handles *, int reps);
} getter;

static const getter getters[] = {
    {"ada_get_hostname", get_ada_hostname},
    {"ada_get_hostname_hot", get_ada_hostname_hot},
#ifdef WURL_BENCH_OURS
    {"wurl_get_hostname", get_wurl_hostname},
    {"wurl_get_components", get_wurl_components},
    {"wurl_get_hostname_hot", get_wurl_hostname_hot},
    {"wurl_get_components_hot", get_wurl_components_hot},
#endif
};
#define NGETTERS (sizeof getters / sizeof getters[0])

static void json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
  fputc('"', f);
}

int main(int argc, char **argv) {
  int rounds = 21, first = 1;
  const char *json = NULL;
  while (first + 1 < argc && argv[first][0] == '-') {
    if (strcmp(argv[first], "-r") == 0)
      rounds = atoi(argv[first + 1]);
    else if (strcmp(argv[first], "-j") == 0)
      json = argv[first + 1];
    else
      break;
    first += 2;
  }
  if (rounds < 1 || first >= argc || argv[first][0] == '-') {
    fprintf(stderr, "usage: %s [-r ROUNDS] [-j JSON] FILE...\n", argv[0]);
    return 2;
  }
  int nsets = argc - first;
  dataset *sets = calloc((size_t)nsets, sizeof(dataset));
  for (int i = 0; i < nsets; i++)
    if (load(argv[first + i], &sets[i]) != 0) return 1;

  /* Probe: failures per side and URLs whose result differs from ada's. */
  size_t fails[64][NSIDES], diffs[64][NSIDES];
  if (nsets > 64) {
    fprintf(stderr, "at most 64 datasets\n");
    return 2;
  }
  for (int d = 0; d < nsets; d++) {
    for (size_t k = 0; k < NSIDES; k++) fails[d][k] = diffs[d][k] = 0;
    for (size_t i = 0; i < sets[d].n; i++) {
      char *ref = NULL;
      size_t reflen = 0;
      int refok = 0;
      for (size_t k = 0; k < NSIDES; k++) {
        char *h = NULL;
        size_t len = 0;
        int ok = sides[k].href(&sets[d].urls[i], &h, &len);
        if (!ok) fails[d][k]++;
        if (k == 0) {
          ref = h, reflen = len, refok = ok;
          continue;
        }
        if (ok != refok || (ok && (len != reflen || memcmp(h, ref, len) != 0))) diffs[d][k]++;
        free(h);
      }
      free(ref);
    }
  }

  double *t = malloc(sizeof(double) * (size_t)nsets * NSIDES * (size_t)rounds);
#define T(d, k, r) t[((size_t)(d) * NSIDES + (k)) * (size_t)rounds + (r)]
  for (int r = 0; r < rounds; r++)
    for (int d = 0; d < nsets; d++) {
      int reps = sets[d].n ? (int)((MIN_URLS_PER_SAMPLE + sets[d].n - 1) / sets[d].n) : 1;
      for (size_t j = 0; j < NSIDES; j++) {
        size_t k = (j + (size_t)r + (size_t)d) % NSIDES; /* each side takes each place in turn */
        T(d, k, r) = sides[k].pass(&sets[d], reps) / ((double)sets[d].n * reps);
      }
    }

  FILE *jf = NULL;
  if (json) {
    jf = fopen(json, "w");
    if (!jf) {
      perror(json);
      return 1;
    }
    fprintf(jf, "{\"rounds\": %d, \"ours\": %s, \"parse\": [", rounds, NSIDES > 1 ? "true" : "false");
  }
  printf("C bench: parse + href + free per URL, median of %d interleaved rounds (ns/URL)\n", rounds);
  printf("%-24s %7s", "dataset", "URLs");
  for (size_t k = 0; k < NSIDES; k++) printf(" %10s %8s %6s", sides[k].name, "min", "fail");
  for (size_t k = 1; k < NSIDES; k++) printf(" %6s %9s", "diff", "/ada");
  printf("\n");
  for (int d = 0; d < nsets; d++) {
    double med[NSIDES], min[NSIDES];
    printf("%-24s %7zu", sets[d].name, sets[d].n);
    for (size_t k = 0; k < NSIDES; k++) {
      med[k] = median(&T(d, k, 0), rounds); /* sorts the row: [0] is the min */
      min[k] = T(d, k, 0);
      printf(" %10.1f %8.1f %6zu", med[k], min[k], fails[d][k]);
    }
    for (size_t k = 1; k < NSIDES; k++) printf(" %6zu %9.2f", diffs[d][k], med[k] / med[0]);
    printf("\n");
    if (jf) {
      fprintf(jf, "%s\n  {\"dataset\": ", d ? "," : "");
      json_str(jf, sets[d].name);
      fprintf(jf, ", \"urls\": %zu", sets[d].n);
      for (size_t k = 0; k < NSIDES; k++)
        fprintf(jf, ", \"%s_ns\": %.3f, \"%s_min_ns\": %.3f, \"%s_failures\": %zu", sides[k].name, med[k],
                sides[k].name, min[k], sides[k].name, fails[d][k]);
      if (NSIDES > 1) fprintf(jf, ", \"differences\": %zu", diffs[d][1]);
      fprintf(jf, "}");
    }
  }
  if (jf) fprintf(jf, "],\n \"getters\": [");

  /* Getters, interleaved the same way; a row per dataset. */
  double *g = malloc(sizeof(double) * (size_t)nsets * NGETTERS * (size_t)rounds);
  handles *hs = malloc(sizeof(handles) * (size_t)nsets);
  for (int d = 0; d < nsets; d++) hs[d] = open_handles(&sets[d]);
#define G(d, k, r) g[((size_t)(d) * NGETTERS + (k)) * (size_t)rounds + (r)]
  for (int r = 0; r < rounds; r++)
    for (int d = 0; d < nsets; d++) {
      size_t n = hs[d].n ? hs[d].n : 1;
      int reps = (int)((MIN_CALLS_PER_SAMPLE + n - 1) / n);
      for (size_t j = 0; j < NGETTERS; j++) {
        size_t k = (j + (size_t)r + (size_t)d) % NGETTERS;
        G(d, k, r) = getters[k].pass(&hs[d], reps) / ((double)n * reps);
      }
    }
  printf("\nC getters: one call on a parsed handle, median of %d interleaved rounds (ns/call)\n", rounds);
  printf("%-24s %7s", "dataset", "handles");
  for (size_t k = 0; k < NGETTERS; k++) printf(" %24s", getters[k].name);
  printf("\n");
  for (int d = 0; d < nsets; d++) {
    printf("%-24s %7zu", sets[d].name, hs[d].n);
    if (jf) {
      fprintf(jf, "%s\n  {\"dataset\": ", d ? "," : "");
      json_str(jf, sets[d].name);
      fprintf(jf, ", \"handles\": %zu", hs[d].n);
    }
    for (size_t k = 0; k < NGETTERS; k++) {
      double m = median(&G(d, k, 0), rounds);
      printf(" %24.2f", m);
      if (jf) fprintf(jf, ", \"%s_ns\": %.3f, \"%s_min_ns\": %.3f", getters[k].name, m, getters[k].name, G(d, k, 0));
    }
    printf("\n");
    if (jf) fprintf(jf, "}");
    close_handles(&hs[d]);
  }
  if (jf) {
    fprintf(jf, "]}\n");
    fclose(jf);
  }
#ifndef WURL_BENCH_OURS
  printf("(ada only: built without whatwgurl's C ABI)\n");
#endif
  return 0;
}
