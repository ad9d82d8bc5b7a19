/*
 * huge.c: huge inputs through wurl_parse, one shape of URL at a time, to see
 * that a parse costs time linear in its input and memory bounded by it.
 *
 *   huge [-s SIZES] [-r RUNS] [SHAPE...]   SIZES: comma-separated, with k/m
 *                                          suffixes (default 100k,1m,10m,100m)
 *
 * For each shape and size a child process (this program again, with --one)
 * builds the input and parses it RUNS times or more (at least 2, and at
 * least 32 MB in all), and reports its first parse, its fastest parse and
 * its peak resident set size. The table gives, per shape, ns per input byte
 * at each size, fastest (warm: the heap and caches hold what the previous
 * parse left) and first (cold: every buffer is fresh memory, as for a
 * one-off huge parse), each with the ratio of the largest size's figure to
 * the 1 MB one (the goal is at most 1.5); then, at the largest size, the
 * peak RSS and the parse's own peak (peak RSS minus RSS before the parse,
 * which holds the input) as a multiple of input + href bytes (the goal is
 * at most 3). A child per measurement keeps one parse's heap from hiding the
 * next one's.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "whatwgurl.h"

extern char **environ;

/* A shape: prefix, then unit repeated until the input has the size asked
 * for, then suffix (the shapes of whatwgurl/growth_test.go). */
typedef struct {
  const char *name;
  const char *prefix, *unit, *suffix;
} shape;

static const shape shapes[] = {
    {"path-nonascii", "http://h/", "\xc3\xa9\xc3\xbf\xf0\x9f\x98\x80", ""},
    {"path-segments", "http://h/", "abc/", ""},
    {"path-dots", "http://h/", "a/./b/../", ""},
    {"path-pct2e", "http://h/", "%2e/%2E%2e/a/", ""},
    {"path-percent", "http://h/", "%41%e9", ""},
    {"path-backslash", "http://h/", "a\\", ""},
    {"path-tabs", "http://h/", "a\t\n", ""},
    {"path-invalid-utf8", "http://h/", "a\xff", ""},
    {"query-nonascii", "http://h/?", "\xc3\xa9 \xf0\x9f\x98\x80=", ""},
    {"fragment-nonascii", "http://h/#", "\xc3\xa9 \xf0\x9f\x98\x80", ""},
    {"userinfo", "http://", "u\xc3\xa9:@", "h/"},
    {"host-labels", "http://", "a.", "/"},
    {"host-labels-upper", "http://", "A.", "/"},
    {"host-nonascii", "http://", "\xc3\xa9.", "/"},
    {"host-bidi", "http://", "\xd7\x90.", "/"},
    {"host-opaque", "foo://", "a\xc3\xa9", "/"},
    {"ipv6", "http://[", "0:", "]/"},
    {"opaque-path", "mailto:", "a\xc3\xa9 ", ""},
    {"data", "data:text/plain;base64,", "QUJD", ""},
    {"file-drive", "file:///", "c|/../", ""},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* A field of /proc/self/status in kB ("VmRSS:", "VmHWM:"). */
static long status_kb(const char *field) {
  FILE *f = fopen("/proc/self/status", "r");
  if (f == NULL) return -1;
  char line[256];
  long kb = -1;
  size_t n = strlen(field);
  while (fgets(line, sizeof line, f))
    if (strncmp(line, field, n) == 0) {
      kb = strtol(line + n, NULL, 10);
      break;
    }
  fclose(f);
  return kb;
}

/* Resets the peak RSS (VmHWM) to the current RSS (Linux 4.0 and later). */
static int reset_peak(void) {
  FILE *f = fopen("/proc/self/clear_refs", "w");
  if (f == NULL) return -1;
  int ok = fputs("5", f) >= 0;
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* How many units an input of about size bytes has, and its exact length. */
static size_t units(const shape *s, size_t size, size_t *len) {
  size_t pl = strlen(s->prefix), ul = strlen(s->unit), sl = strlen(s->suffix);
  size_t reps = size > pl + sl + ul ? (size - pl - sl) / ul : 1;
  *len = pl + reps * ul + sl;
  return reps;
}

static char *build(const shape *s, size_t size, size_t *len) {
  size_t pl = strlen(s->prefix), ul = strlen(s->unit), sl = strlen(s->suffix);
  size_t reps = units(s, size, len);
  char *in = malloc(*len);
  if (in == NULL) return NULL;
  memcpy(in, s->prefix, pl);
  for (size_t i = 0; i < reps; i++) memcpy(in + pl + i * ul, s->unit, ul);
  memcpy(in + pl + reps * ul, s->suffix, sl);
  return in;
}

/* The child: one shape, one size. Prints "fastest_ns_per_byte
 * first_ns_per_byte href_len status rss_before_kb peak_kb". */
static int run_one(const char *name, size_t size, int runs) {
  const shape *s = NULL;
  for (size_t i = 0; i < NSHAPES; i++)
    if (strcmp(shapes[i].name, name) == 0) s = &shapes[i];
  if (s == NULL) return 2;
  size_t len;
  char *in = build(s, size, &len);
  if (in == NULL) return 3;
  /* A tiny parse first, so that the Go runtime has started. */
  wurl_url *u = NULL;
  if (wurl_parse("http://a/", 9, NULL, 0, &u) == WURL_OK) wurl_free(u);
  if (runs < 2) runs = 2;
  if ((size_t)runs * size < ((size_t)32 << 20)) runs = (int)(((size_t)32 << 20) / size);
  if (runs > 50) runs = 50;
  long before = status_kb("VmRSS:");
  reset_peak();
  double best = 0, first = 0;
  size_t href_len = 0;
  wurl_status st = WURL_OK;
  for (int r = 0; r < runs; r++) {
    double t0 = now_ns();
    st = wurl_parse(in, len, NULL, 0, &u);
    double t = now_ns() - t0;
    if (st == WURL_OK) {
      href_len = wurl_get_href(u).len;
      wurl_free(u);
    }
    if (r == 0) first = t;
    if (r == 0 || t < best) best = t;
  }
  long peak = status_kb("VmHWM:");
  printf("%.3f %.3f %zu %d %ld %ld\n", best / (double)len, first / (double)len, href_len, (int)st, before, peak);
  free(in);
  return 0;
}

typedef struct {
  double ns_per_byte, first_ns_per_byte;
  size_t href_len;
  int status;
  long before_kb, peak_kb;
} result;

/* Runs this program again with --one and reads its line. */
static int measure(const char *self, const char *name, size_t size, int runs, result *r) {
  int fd[2];
  if (pipe(fd) != 0) return -1;
  char sz[32], rn[16];
  snprintf(sz, sizeof sz, "%zu", size);
  snprintf(rn, sizeof rn, "%d", runs);
  char *argv[] = {(char *)self, "--one", (char *)name, sz, rn, NULL};
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
  posix_spawn_file_actions_addclose(&fa, fd[0]);
  pid_t pid;
  int err = posix_spawn(&pid, self, &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fd[1]);
  if (err != 0) {
    close(fd[0]);
    return -1;
  }
  FILE *f = fdopen(fd[0], "r");
  int got = fscanf(f, "%lf %lf %zu %d %ld %ld", &r->ns_per_byte, &r->first_ns_per_byte, &r->href_len, &r->status,
                   &r->before_kb, &r->peak_kb);
  fclose(f);
  int ws;
  waitpid(pid, &ws, 0);
  return got == 6 && WIFEXITED(ws) && WEXITSTATUS(ws) == 0 ? 0 : -1;
}

static size_t parse_size(const char *s) {
  char *end;
  double v = strtod(s, &end);
  if (*end == 'k' || *end == 'K') v *= 1e3;
  else if (*end == 'm' || *end == 'M') v *= 1e6;
  else if (*end == 'g' || *end == 'G') v *= 1e9;
  return (size_t)v;
}

static void size_label(size_t n, char *buf, size_t cap) {
  if (n >= 1000000 && n % 1000000 == 0) snprintf(buf, cap, "%zu MB", n / 1000000);
  else if (n >= 1000 && n % 1000 == 0) snprintf(buf, cap, "%zu KB", n / 1000);
  else snprintf(buf, cap, "%zu B", n);
}

int main(int argc, char **argv) {
  if (argc == 5 && strcmp(argv[1], "--one") == 0)
    return run_one(argv[2], (size_t)strtoull(argv[3], NULL, 10), atoi(argv[4]));
  size_t sizes[8];
  int nsizes = 0, runs = 2, argi = 1;
  const char *size_arg = "100k,1m,10m,100m";
  for (; argi < argc && argv[argi][0] == '-'; argi++) {
    if (strcmp(argv[argi], "-s") == 0 && argi + 1 < argc) size_arg = argv[++argi];
    else if (strcmp(argv[argi], "-r") == 0 && argi + 1 < argc) runs = atoi(argv[++argi]);
    else {
      fprintf(stderr, "usage: huge [-s SIZES] [-r RUNS] [SHAPE...]\n");
      return 2;
    }
  }
  char *sa = strdup(size_arg);
  for (char *tok = strtok(sa, ","); tok != NULL && nsizes < 8; tok = strtok(NULL, ","))
    sizes[nsizes++] = parse_size(tok);
  free(sa);
  if (nsizes == 0) return 2;
  int one_mb = -1;
  for (int i = 0; i < nsizes; i++)
    if (sizes[i] == 1000000) one_mb = i;
  char self[4096];
  ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
  if (sl <= 0) return 2;
  self[sl] = 0;

  printf("huge inputs through wurl_parse: ns per input byte, fastest parse (warm) and first parse (cold) "
         "of each size; peak RSS at the largest\n");
  char lbl[32];
  printf("%-18s", "shape");
  for (int w = 0; w < 2; w++) {
    for (int i = 0; i < nsizes; i++) {
      size_label(sizes[i], lbl, sizeof lbl);
      printf(" %7s", lbl);
    }
    printf("  %5s ", w == 0 ? "warm" : "cold");
  }
  printf("  %8s  %s  %s\n", "peak RSS", "parse/(in+href)", "status");
  int failed = 0;
  for (size_t k = 0; k < NSHAPES; k++) {
    const shape *s = &shapes[k];
    if (argi < argc) {
      int want = 0;
      for (int a = argi; a < argc; a++) want |= strcmp(argv[a], s->name) == 0;
      if (!want) continue;
    }
    result rs[8];
    int ok = 1;
    for (int i = 0; i < nsizes && ok; i++)
      if (measure(self, s->name, sizes[i], runs, &rs[i]) != 0) ok = 0;
    printf("%-18s", s->name);
    if (!ok) {
      printf(" error\n");
      failed++;
      continue;
    }
    result *big = &rs[nsizes - 1];
    for (int w = 0; w < 2; w++) {
      for (int i = 0; i < nsizes; i++) printf(" %7.2f", w == 0 ? rs[i].ns_per_byte : rs[i].first_ns_per_byte);
      if (one_mb >= 0)
        printf("  %5.2fx", w == 0 ? big->ns_per_byte / rs[one_mb].ns_per_byte
                                  : big->first_ns_per_byte / rs[one_mb].first_ns_per_byte);
      else
        printf("  %5s ", "-");
    }
    size_t len;
    units(s, sizes[nsizes - 1], &len);
    double used = (double)(big->peak_kb - big->before_kb) * 1024.0;
    printf("  %5.0f MB  %15.2f  %s\n", big->peak_kb / 1024.0, used / (double)(len + big->href_len),
           wurl_status_name((wurl_status)big->status));
    fflush(stdout);
  }
  return failed ? 1 : 0;
}
