/*
 * firstparse.c: the first parse that enters Go in a new process, the
 * library already loaded: what a short-lived program (a CLI, a CGI script,
 * a forked worker's first request) pays once beyond dlopen.
 *
 *   firstparse [-r RUNS] [-f FLOOR] LIBRARY
 *
 * Each run is a new process (this program again, with --one): it dlopens
 * LIBRARY (timed apart: the dynamic loader, and the Go runtime's start,
 * which the library begins at load on a thread of its own), then times its
 * first wurl_parse of a non-canonical URL (one the C fast path declines, so
 * it enters Go: the wait for the runtime and the package initializers to
 * finish, the first call's own costs) and a second parse of another
 * non-canonical URL (a call into a warm library). Two inputs, an ASCII host
 * and a non-ASCII host (IDNA's first use), each a row of its own.
 *
 * With -f, a third row, "floor", runs FLOOR on the ASCII input: a Go
 * library that does nothing but export wurl_parse and wurl_free, whose
 * first call is what any Go library's first call waits for.
 *
 * The rows run round by round, one process of each in turn, so that they
 * meet the same moments of the machine's load, which on a shared machine
 * moves them by more than the differences between them. Prints, per row,
 * the median over RUNS rounds (default 21) of each time, with the fastest
 * and slowest first parse, and the median CPU time the process (all its
 * threads) spent during the first parse: the work it waited for, which the
 * load does not stretch as it does the wall time.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "whatwgurl.h"

extern char **environ;

static const struct {
  const char *name, *first, *second;
} inputs[] = {
    {"ascii", "HTTPS://EXAMPLE.com:443/a/../b?q=1#f", "http://Other.example/%7e/./c"},
    {"nonascii", "https://B\xc3\xbc" "cher.example/a/../b", "http://\xc3\xa9t\xc3\xa9.example/./c"},
};
#define NINPUTS (sizeof inputs / sizeof inputs[0])

static double clock_ns(clockid_t c) {
  struct timespec ts;
  clock_gettime(c, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}
static double now_ns(void) { return clock_ns(CLOCK_MONOTONIC); }

typedef wurl_status (*parse_fn)(const char *, size_t, const char *, size_t, wurl_url **);
typedef void (*free_fn)(wurl_url *);

/* The child: one process, one input; prints "dlopen first first_cpu
 * second" in ns. */
static int one(const char *lib, size_t which) {
  double t0 = now_ns();
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  double t1 = now_ns();
  if (h == NULL) {
    fprintf(stderr, "firstparse: %s\n", dlerror());
    return 1;
  }
  parse_fn parse = (parse_fn)(void (*)(void))dlsym(h, "wurl_parse");
  free_fn release = (free_fn)(void (*)(void))dlsym(h, "wurl_free");
  if (parse == NULL || release == NULL) {
    fprintf(stderr, "firstparse: %s has no wurl_parse or wurl_free\n", lib);
    return 1;
  }
  double times[2], cpu = 0;
  const char *in[2] = {inputs[which].first, inputs[which].second};
  for (int i = 0; i < 2; i++) {
    wurl_url *u = NULL;
    double c = clock_ns(CLOCK_PROCESS_CPUTIME_ID), s = now_ns();
    wurl_status st = parse(in[i], strlen(in[i]), NULL, 0, &u);
    times[i] = now_ns() - s;
    if (i == 0) cpu = clock_ns(CLOCK_PROCESS_CPUTIME_ID) - c;
    if (st != WURL_OK) {
      fprintf(stderr, "firstparse: %s does not parse (%d)\n", in[i], (int)st);
      return 1;
    }
    release(u);
  }
  printf("%.0f %.0f %.0f %.0f\n", t1 - t0, times[0], cpu, times[1]);
  return 0;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* One process: the child (this program with --one) run on lib with input
 * which; its four times in out. */
static int spawn_one(const char *self, const char *lib, size_t which, double out[4]) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  char w[16];
  snprintf(w, sizeof w, "%zu", which);
  char *args[] = {(char *)self, "--one", (char *)lib, w, NULL};
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
  posix_spawn_file_actions_addclose(&fa, fds[0]);
  pid_t pid;
  int spawned = posix_spawn(&pid, "/proc/self/exe", &fa, NULL, args, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fds[1]);
  if (spawned != 0) {
    close(fds[0]);
    return -1;
  }
  FILE *f = fdopen(fds[0], "r");
  int got = fscanf(f, "%lf %lf %lf %lf", &out[0], &out[1], &out[2], &out[3]);
  fclose(f);
  int status;
  waitpid(pid, &status, 0);
  return got == 4 && WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

/* A row: which library on which input, and its times over the runs
 * (dlopen, first parse, the first parse's CPU time, second parse). */
typedef struct {
  const char *name, *lib;
  size_t input;
  double *t[4];
} row;

static void print_row(row *r, int runs) {
  double m[4];
  for (int k = 0; k < 4; k++) m[k] = median(r->t[k], runs);
  /* median sorted them: the first parses' [0] and [runs - 1] are the
   * fastest and the slowest */
  printf("%-9s %9.3f  %14.3f (%.3f-%.3f)  %12.3f  %15.4f\n", r->name, m[0] / 1e6, m[1] / 1e6, r->t[1][0] / 1e6,
         r->t[1][runs - 1] / 1e6, m[2] / 1e6, m[3] / 1e6);
}

static int usage(void) {
  fprintf(stderr, "usage: firstparse [-r RUNS] [-f FLOOR] LIBRARY\n");
  return 2;
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "--one") == 0) return one(argv[2], (size_t)atoi(argv[3]));
  int runs = 21;
  const char *floor_lib = NULL;
  int opt;
  while ((opt = getopt(argc, argv, "r:f:")) != -1) {
    if (opt == 'r')
      runs = atoi(optarg);
    else if (opt == 'f')
      floor_lib = optarg;
    else
      return usage();
  }
  if (optind != argc - 1 || runs < 1) return usage();
  row rows[NINPUTS + 1];
  size_t nrows = 0;
  for (size_t w = 0; w < NINPUTS; w++) rows[nrows++] = (row){.name = inputs[w].name, .lib = argv[optind], .input = w};
  if (floor_lib != NULL) rows[nrows++] = (row){.name = "floor", .lib = floor_lib, .input = 0};
  for (size_t i = 0; i < nrows; i++)
    for (int k = 0; k < 4; k++)
      if ((rows[i].t[k] = calloc((size_t)runs, sizeof(double))) == NULL) return 1;
  printf("input     dlopen_ms  first_parse_ms (min-max)  first_cpu_ms  second_parse_ms   medians over %d rounds\n",
         runs);
  for (int r = 0; r < runs; r++)
    for (size_t i = 0; i < nrows; i++) {
      double t[4];
      if (spawn_one(argv[0], rows[i].lib, rows[i].input, t) != 0) {
        fprintf(stderr, "firstparse: run %d of %s failed\n", r, rows[i].name);
        return 1;
      }
      for (int k = 0; k < 4; k++) rows[i].t[k][r] = t[k];
    }
  for (size_t i = 0; i < nrows; i++) print_row(&rows[i], runs);
  return 0;
}
