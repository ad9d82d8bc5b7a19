/*
 * firstparse.c: the first parse that enters Go in a new process, the
 * library already loaded: what a short-lived program (a CLI, a CGI script,
 * a forked worker's first request) pays once beyond dlopen.
 *
 *   firstparse [-r RUNS] LIBRARY
 *
 * Each run is a new process (this program again, with --one): it dlopens
 * LIBRARY (timed apart: the dynamic loader, and the Go runtime's start,
 * which the library begins at load on a thread of its own), then times its
 * first wurl_parse of a non-canonical URL (one the C fast path declines, so
 * it enters Go: the wait for the runtime and the package initializers to
 * finish, the first call's own costs) and a second parse of another
 * non-canonical URL (a call into a warm library). Two inputs, each in runs
 * of its own: an ASCII host, and a non-ASCII host (IDNA's first use).
 * Prints, per input, the median over RUNS processes (default 21) of each
 * time, with the fastest and slowest first parse, and the median CPU time
 * the process (all its threads) spent during the first parse: the work it
 * waited for, which the machine's load does not stretch as it does the
 * wall time.
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

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "--one") == 0) return one(argv[2], (size_t)atoi(argv[3]));
  int runs = 21;
  int opt;
  while ((opt = getopt(argc, argv, "r:")) != -1) {
    if (opt == 'r') runs = atoi(optarg);
    else {
      fprintf(stderr, "usage: firstparse [-r RUNS] LIBRARY\n");
      return 2;
    }
  }
  if (optind != argc - 1 || runs < 1) {
    fprintf(stderr, "usage: firstparse [-r RUNS] LIBRARY\n");
    return 2;
  }
  const char *lib = argv[optind];
  double *load = calloc((size_t)runs, sizeof(double)), *first = calloc((size_t)runs, sizeof(double)),
         *cpu = calloc((size_t)runs, sizeof(double)), *second = calloc((size_t)runs, sizeof(double));
  if (load == NULL || first == NULL || cpu == NULL || second == NULL) return 1;
  printf("input     dlopen_ms  first_parse_ms (min-max)  first_cpu_ms  second_parse_ms   medians over %d processes\n",
         runs);
  for (size_t w = 0; w < NINPUTS; w++) {
    for (int r = 0; r < runs; r++) {
      int fds[2];
      if (pipe(fds) != 0) return 1;
      char which[16];
      snprintf(which, sizeof which, "%zu", w);
      char *args[] = {argv[0], "--one", (char *)lib, which, NULL};
      posix_spawn_file_actions_t fa;
      posix_spawn_file_actions_init(&fa);
      posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
      posix_spawn_file_actions_addclose(&fa, fds[0]);
      pid_t pid;
      if (posix_spawn(&pid, "/proc/self/exe", &fa, NULL, args, environ) != 0) return 1;
      posix_spawn_file_actions_destroy(&fa);
      close(fds[1]);
      FILE *f = fdopen(fds[0], "r");
      int got = fscanf(f, "%lf %lf %lf %lf", &load[r], &first[r], &cpu[r], &second[r]);
      fclose(f);
      int status;
      waitpid(pid, &status, 0);
      if (got != 4 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "firstparse: run %d of %s failed\n", r, inputs[w].name);
        return 1;
      }
    }
    double m2 = median(second, runs), m0 = median(load, runs), m1 = median(first, runs), mc = median(cpu, runs);
    printf("%-9s %9.3f  %14.3f (%.3f-%.3f)  %12.3f  %15.4f\n", inputs[w].name, m0 / 1e6, m1 / 1e6, first[0] / 1e6,
           first[runs - 1] / 1e6, mc / 1e6, m2 / 1e6);
  }
  return 0;
}
