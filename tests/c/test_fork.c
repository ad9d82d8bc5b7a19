/* test_fork.c - after fork() without exec the library keeps working: the
 * child's first call into Go loads a private copy (capi/engine.c). The parent
 * parses the WPT inputs (and the datasets, $WHATWGURL_DATASETS_DIR or
 * ../shared/datasets, when there) and holds a URL whose query object was used, a standalone
 * search-params object, a batch and a pattern; then:
 *   - 4 children each parse every input again and compare with the parent's
 *     results, and use the parent's handles as the header's FORK section says;
 *   - each of those forks two grandchildren that do the same (nested forks),
 *     one before the child's first call into Go and one after;
 *   - forks made while 4 other threads of the parent are inside the library;
 *   - a preforking server: workers forked from the parent answer parse
 *     requests over socketpairs, checked against the parent's results.
 * Every child has a watchdog (alarm): a hang kills it with SIGALRM, which the
 * parent reports.
 *
 * test_fork --measure prints the cost of a child's first call and the memory
 * of the private copy (the README's fork section); it checks nothing. */
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "check.h"
#include "json.h"

/* ---- the inputs and the parent's results ---- */

typedef struct {
  const char *in, *base; /* base NULL: none */
  size_t len, base_len;
  wurl_status st; /* the parent's */
  char *href;     /* the parent's, on WURL_OK */
  size_t href_len;
  wurl_parse_failure why; /* the parent's, on WURL_ERR_PARSE */
} item;

static item *items;
static size_t n_items, cap_items;
static json *wpt;
static char *buffers[64]; /* the datasets' contents, which items point into */
static size_t n_buffers;

static void add(const char *in, size_t len, const char *base, size_t base_len) {
  if (n_items == cap_items) {
    cap_items = cap_items ? 2 * cap_items : 1024;
    items = realloc(items, cap_items * sizeof *items);
    if (items == NULL) abort();
  }
  items[n_items++] = (item){in, base, len, base_len, WURL_OK, NULL, 0, {WURL_VERR_NONE, false}};
}

static int load_wpt(void) {
  const char *dir = getenv("WHATWGURL_WPT_DIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/url/urltestdata.json", dir && *dir ? dir : "testdata/wpt");
  const char *err = NULL;
  if ((wpt = json_parse_file(path, &err)) == NULL || wpt->kind != JSON_ARRAY) {
    fprintf(stderr, "test_fork: cannot read %s: %s\n", path, err ? err : "not an array");
    return 0;
  }
  for (size_t i = 0; i < wpt->len; i++) {
    const json *t = wpt->items[i];
    if (t->kind != JSON_OBJECT) continue; /* a comment */
    const json *in = json_get(t, "input"), *base = json_get(t, "base");
    int has_base = base != NULL && base->kind == JSON_STRING;
    add(in->str, in->len, has_base ? base->str : NULL, has_base ? base->len : 0);
  }
  return 1;
}

/* The lines of every *.txt file under dir and its subfolders (the datasets). */
static void load_datasets(const char *dir) {
  DIR *d = opendir(dir);
  if (d == NULL) return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.') continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t n = strlen(e->d_name);
    if (n > 4 && strcmp(e->d_name + n - 4, ".txt") == 0) {
      FILE *f = fopen(path, "rb");
      if (f == NULL) continue;
      fseek(f, 0, SEEK_END);
      long size = ftell(f);
      rewind(f);
      char *buf = malloc((size_t)size + 1);
      if (buf == NULL || fread(buf, 1, (size_t)size, f) != (size_t)size) abort();
      fclose(f);
      if (n_buffers < sizeof buffers / sizeof buffers[0]) buffers[n_buffers++] = buf;
      buf[size] = '\n';
      for (char *p = buf, *end = buf + size; p < end;) {
        char *nl = memchr(p, '\n', (size_t)(end - p) + 1);
        add(p, (size_t)(nl - p), NULL, 0);
        p = nl + 1;
      }
    } else {
      load_datasets(path);
    }
  }
  closedir(d);
}

static void parse_all_in_parent(void) {
  for (size_t i = 0; i < n_items; i++) {
    item *it = &items[i];
    wurl_url *u = NULL;
    it->st = wurl_parse(it->in, it->len, it->base, it->base_len, &u);
    if (it->st == WURL_ERR_PARSE) it->why = wurl_last_parse_failure();
    if (it->st == WURL_OK) {
      wurl_str h = wurl_get_href(u);
      it->href = malloc(h.len + 1);
      memcpy(it->href, h.data, h.len + 1);
      it->href_len = h.len;
    }
    wurl_free(u);
  }
}

/* Whether parsing item i here gives the parent's result. */
static int same_as_parent(size_t i) {
  const item *it = &items[i];
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(it->in, it->len, it->base, it->base_len, &u);
  /* Why a parse failed is recorded by the Go side of the private copy, and
   * read here from this copy's record. */
  wurl_parse_failure why = wurl_last_parse_failure();
  int ok = st == it->st && (st != WURL_OK || view_eq(wurl_get_href(u), it->href, it->href_len)) &&
           (st != WURL_ERR_PARSE || (why.error == it->why.error && why.base == it->why.base));
  if (!ok)
    fprintf(stderr, "pid %d: \"%.*s\" gives %s, the parent %s\n", (int)getpid(), (int)it->len, it->in,
            wurl_status_name(st), wurl_status_name(it->st));
  wurl_free(u);
  return ok;
}

/* ---- what the parent holds across the fork ---- */

static const char held_input[] = "https://user@EXAMPLE.com:8443/a/./b?q=1&r=2#f";
static struct {
  wurl_url *url;            /* its query object used, then appended to: "?q=1&r=2&s=3" */
  wurl_search_params *sp;   /* standalone, "a=1&b=2" */
  wurl_batch *batch;        /* two inputs: one URL, one failure */
  wurl_pattern *pattern;    /* https://(any).example.com/:id */
} held;

static void hold(void) {
  CHECK(wurl_parse(held_input, sizeof held_input - 1, NULL, 0, &held.url) == WURL_OK, "held URL");
  CHECK(wurl_search_params_append(wurl_get_search_params(held.url), "s", 1, "3", 1) == WURL_OK &&
            VIEW_EQ(wurl_get_search(held.url), "?q=1&r=2&s=3"),
        "the held URL's query object, used before the fork");
  CHECK(wurl_search_params_new("a=1&b=2", 7, &held.sp) == WURL_OK, "held search params");
  const char *ins[] = {"HTTP://Batch.example/x/../y", "http://[::1"};
  CHECK(wurl_parse_batch(ins, NULL, 2, NULL, 0, &held.batch) == WURL_OK, "held batch");
  const char pat[] = "https://*.example.com/:id";
  CHECK(wurl_pattern_new(pat, sizeof pat - 1, NULL, 0, 0, &held.pattern, NULL, NULL) == WURL_OK,
        "held pattern");
}

/* In a child: the held handles as the header's FORK section promises. A URL
 * (C memory) works whole, its query object included (made again from its
 * query); the standalone search params and the pattern made before the fork
 * give WURL_ERR_FORKED, and free; the batch is C memory. Returns a mask of
 * failures. Leaves the handles freed when last (the held ones are the
 * parent's memory, copied: freeing them here frees the child's copy). */
static int use_held(int free_them) {
  int bad = 0;
  wurl_url *u = held.url;
  if (!VIEW_EQ(wurl_get_href(u), "https://user@example.com:8443/a/b?q=1&r=2&s=3#f")) bad |= 1 << 0;
  wurl_search_params *own = wurl_get_search_params(u);
  wurl_str v;
  bool found = false;
  size_t n = 0;
  if (wurl_search_params_get(own, "s", 1, &v, &found) != WURL_OK || !found || !VIEW_EQ(v, "3") ||
      wurl_search_params_size(own, &n) != WURL_OK || n != 3)
    bad |= 1 << 1;
  if (wurl_search_params_set(own, "q", 1, "child", 5) != WURL_OK ||
      !VIEW_EQ(wurl_get_search(u), "?q=child&r=2&s=3"))
    bad |= 1 << 2;
  if (wurl_set_pathname(u, "/child path", 11) != WURL_OK || !VIEW_EQ(wurl_get_pathname(u), "/child%20path"))
    bad |= 1 << 3;
  wurl_string origin = {0};
  if (wurl_get_origin(u, &origin) != WURL_OK || strcmp(origin.data, "https://example.com:8443") != 0)
    bad |= 1 << 4;
  wurl_string_free(origin);
  /* The standalone list and the pattern were the parent's runtime's. */
  if (wurl_search_params_size(held.sp, &n) != WURL_ERR_FORKED) bad |= 1 << 5;
  bool m = true;
  if (!VIEW_EQ(wurl_pattern_get_hostname(held.pattern), "*.example.com") ||
      wurl_pattern_test(held.pattern, "https://a.example.com/1", 23, NULL, 0, &m) != WURL_ERR_FORKED || m)
    bad |= 1 << 6;
  const wurl_batch_result *r = wurl_batch_results(held.batch);
  if (wurl_batch_size(held.batch) != 2 || r[0].status != WURL_OK ||
      !VIEW_EQ(r[0].href, "http://batch.example/y") || r[1].status != WURL_ERR_PARSE)
    bad |= 1 << 7;
  /* New objects of every kind work. */
  wurl_search_params *sp = NULL;
  if (wurl_search_params_new("z=1&y=2", 7, &sp) != WURL_OK || wurl_search_params_sort(sp) != WURL_OK ||
      wurl_search_params_to_string(sp, &v) != WURL_OK || !VIEW_EQ(v, "y=2&z=1"))
    bad |= 1 << 8;
  wurl_search_params_free(sp);
  wurl_pattern *p = NULL;
  const char pat[] = "https://*.example.com/:id";
  m = false;
  if (wurl_pattern_new(pat, sizeof pat - 1, NULL, 0, 0, &p, NULL, NULL) != WURL_OK ||
      wurl_pattern_test(p, "https://a.example.com/1", 23, NULL, 0, &m) != WURL_OK || !m)
    bad |= 1 << 9;
  wurl_pattern_free(p);
  if (free_them) {
    wurl_free(held.url);
    wurl_search_params_free(held.sp);
    wurl_batch_free(held.batch);
    wurl_pattern_free(held.pattern);
  }
  return bad;
}

/* ---- children ---- */

/* Waits for pid; 1 when it exited with 0, else says how it ended. */
static int reap(pid_t pid, const char *what) {
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return 0;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 1;
  if (WIFSIGNALED(status))
    fprintf(stderr, "%s: killed by signal %d%s\n", what, WTERMSIG(status),
            WTERMSIG(status) == SIGALRM ? " (the watchdog: a call hung)" : "");
  else
    fprintf(stderr, "%s: exit status %d\n", what, WEXITSTATUS(status));
  return 0;
}

/* WHATWGURL_FORK_SMALL=1 (the valgrind runs, where each child loads and
 * starts a runtime under valgrind): one child of each kind. */
static int small(void) { return getenv("WHATWGURL_FORK_SMALL") != NULL; }

static unsigned watchdog(void) { return getenv("WHATWGURL_FORK_WATCHDOG") ? (unsigned)atoi(getenv("WHATWGURL_FORK_WATCHDOG")) : 60; }

static int child_work(int depth);

/* A grandchild doing a child's work; 0 when it went well. */
static int grandchild(void) {
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) _exit(child_work(2));
  return pid > 0 && reap(pid, "grandchild") ? 0 : 1;
}

/* A child's work: every input against the parent's results, the held
 * handles, and (depth 1) a grandchild before its own first call into Go and
 * one after (the grandchild loads the copy its parent's parent wrote, or the
 * one its parent wrote after loading that one). */
static int child_work(int depth) {
  alarm(watchdog());
  int bad = 0;
  if (depth == 1 && grandchild()) bad |= 1 << 11;
  for (size_t i = 0; i < n_items; i++)
    if (!same_as_parent(i)) bad |= 1 << 10;
  if (depth == 1) {
    if (grandchild()) bad |= 1 << 11;
    /* The child's own copy still works after its children's. */
    if (!same_as_parent(0)) bad |= 1 << 12;
  }
  bad |= use_held(depth == 2);
  if (bad) fprintf(stderr, "pid %d (depth %d): failures mask %#x\n", (int)getpid(), depth, bad);
  return bad ? 1 : 0;
}

static void test_children(void) {
  enum { MAX = 4 };
  pid_t pids[MAX];
  int N = small() ? 1 : MAX;
  fflush(NULL);
  for (int i = 0; i < N; i++)
    if ((pids[i] = fork()) == 0) _exit(child_work(1));
  for (int i = 0; i < N; i++) CHECK(pids[i] > 0 && reap(pids[i], "child"), "child %d and its grandchild", i);
}

/* ---- forks while other threads are inside the library ---- */

static volatile int stop_threads;

static void *busy(void *arg) {
  (void)arg;
  size_t i = 0;
  while (!__atomic_load_n(&stop_threads, __ATOMIC_RELAXED)) {
    /* Not canonical: each parse enters Go; the query object does too. */
    const item *it = &items[i++ % n_items];
    wurl_url *u = NULL;
    if (wurl_parse(it->in, it->len, it->base, it->base_len, &u) == WURL_OK) {
      size_t n;
      wurl_search_params_size(wurl_get_search_params(u), &n);
      wurl_set_hash(u, "busy", 4);
    }
    wurl_free(u);
  }
  return NULL;
}

static void test_fork_with_threads(void) {
#ifdef __SANITIZE_ADDRESS__
  /* GCC's AddressSanitizer keeps its allocator's and thread registry's locks
   * across fork(): a child forked while another thread is in malloc or
   * pthread_create hangs in ASan itself, library or not (a program of four
   * threads doing malloc/free, forked 200 times: 4 children hung under ASan,
   * none without). This case runs in the plain and valgrind builds. */
  printf("test_fork (ASan): forks beside busy threads not run (ASan is not fork-safe there)\n");
  return;
#endif
  enum { THREADS = 4 };
  int FORKS = small() ? 2 : 8;
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) CHECK(pthread_create(&t[i], NULL, busy, NULL) == 0, "thread");
  int ok = 0;
  for (int k = 0; k < FORKS; k++) {
    usleep(2000);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
      alarm(watchdog());
      int bad = 0;
      for (size_t i = 0; i < n_items && i < 2000; i++)
        if (!same_as_parent(i)) bad = 1;
      _exit(bad);
    }
    ok += pid > 0 && reap(pid, "child forked beside busy threads");
  }
  __atomic_store_n(&stop_threads, 1, __ATOMIC_RELAXED);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
  CHECK(ok == FORKS, "%d of %d children forked while 4 threads parsed worked", ok, FORKS);
}

/* ---- a preforking server ---- */

/* A worker: reads requests "index\n" (an index into items, which the worker
 * has, as a real server has its configuration) and answers "status href\n". */
static int worker(int fd) {
  alarm(watchdog());
  FILE *in = fdopen(fd, "r"), *out = fdopen(dup(fd), "w");
  char line[64];
  while (fgets(line, sizeof line, in) != NULL) {
    const item *it = &items[strtoul(line, NULL, 10)];
    wurl_url *u = NULL;
    wurl_status st = wurl_parse(it->in, it->len, it->base, it->base_len, &u);
    wurl_str h = st == WURL_OK ? wurl_get_href(u) : (wurl_str){"", 0};
    fprintf(out, "%d %zu ", (int)st, h.len);
    fwrite(h.data, 1, h.len, out);
    fputc('\n', out);
    fflush(out);
    wurl_free(u);
  }
  return 0;
}

static void test_preforking_server(void) {
  enum { MAX = 3 };
  int fds[MAX][2];
  pid_t pids[MAX];
  int WORKERS = small() ? 1 : MAX;
  fflush(NULL);
  for (int w = 0; w < WORKERS; w++) {
    CHECK(socketpair(AF_UNIX, SOCK_STREAM, 0, fds[w]) == 0, "socketpair");
    if ((pids[w] = fork()) == 0) {
      for (int v = 0; v <= w; v++) close(fds[v][0]);
      _exit(worker(fds[w][1]));
    }
    close(fds[w][1]);
  }
  FILE *to[MAX], *from[MAX];
  for (int w = 0; w < WORKERS; w++) {
    to[w] = fdopen(fds[w][0], "w");
    from[w] = fdopen(dup(fds[w][0]), "r");
  }
  size_t n = n_items < 3000 ? n_items : 3000, agree = 0;
  if (small() && n > 300) n = 300;
  char *line = NULL;
  size_t cap = 0;
  for (size_t i = 0; i < n; i++) {
    int w = (int)(i % WORKERS);
    fprintf(to[w], "%zu\n", i);
    fflush(to[w]);
    int st = -1;
    size_t len = 0;
    ssize_t got = getline(&line, &cap, from[w]);
    char *sp = NULL;
    if (got > 0 && sscanf(line, "%d %zu", &st, &len) == 2 && (sp = strchr(strchr(line, ' ') + 1, ' ')) != NULL &&
        st == (int)items[i].st && len == items[i].href_len && (len == 0 || memcmp(sp + 1, items[i].href, len) == 0))
      agree++;
  }
  free(line);
  for (int w = 0; w < WORKERS; w++) {
    fclose(to[w]);
    fclose(from[w]);
  }
  int exited = 0;
  for (int w = 0; w < WORKERS; w++) exited += reap(pids[w], "worker");
  CHECK(agree == n, "the workers answered %zu of %zu requests as the parent parses them", agree, n);
  CHECK(exited == WORKERS, "%d of %d workers ended well", exited, WORKERS);
}

/* ---- --measure ---- */

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* This process's memory in kB: Rss and Pss (smaps_rollup), and Rss by kind:
 * anonymous, file, shared memory (status). */
typedef struct {
  long rss, pss, anon, file, shmem;
} mem;

static mem memory(void) {
  mem m = {-1, -1, -1, -1, -1};
  char line[256];
  FILE *f = fopen("/proc/self/smaps_rollup", "r");
  while (f != NULL && fgets(line, sizeof line, f) != NULL) {
    sscanf(line, "Rss: %ld", &m.rss);
    sscanf(line, "Pss: %ld", &m.pss);
  }
  if (f) fclose(f);
  f = fopen("/proc/self/status", "r");
  while (f != NULL && fgets(line, sizeof line, f) != NULL) {
    sscanf(line, "RssAnon: %ld", &m.anon);
    sscanf(line, "RssFile: %ld", &m.file);
    sscanf(line, "RssShmem: %ld", &m.shmem);
  }
  if (f) fclose(f);
  return m;
}

static void print_growth(const char *when, mem a, mem b) {
  printf("  %s: Rss +%ld kB (anon +%ld, file +%ld, shmem +%ld), Pss +%ld kB\n", when, b.rss - a.rss,
         b.anon - a.anon, b.file - a.file, b.shmem - a.shmem, b.pss - a.pss);
}

/* The cost of a child's first call (which loads the private copy) and of a
 * later one, and the memory the copy adds to the child: 5 children, alive
 * together (so that Pss shows what they share), measured after their first
 * call and again once all five have parsed every input. */
static int measure(void) {
  enum { CHILDREN = 5 };
  const char in[] = "HTTP://Example.COM/a/../b?c#d";
  wurl_url *u = NULL;
  wurl_parse(in, sizeof in - 1, NULL, 0, &u);
  wurl_free(u);
  int ready[2], go[2];
  if (pipe(ready) != 0 || pipe(go) != 0) return 1;
  pid_t pids[CHILDREN];
  double fork_ms[CHILDREN];
  for (int k = 0; k < CHILDREN; k++) {
    fflush(NULL);
    double f0 = now();
    if ((pids[k] = fork()) == 0) {
      close(go[1]);
      mem m0 = memory();
      double t0 = now();
      wurl_parse(in, sizeof in - 1, NULL, 0, &u);
      double t1 = now();
      wurl_free(u);
      wurl_parse(in, sizeof in - 1, NULL, 0, &u);
      double t2 = now();
      wurl_free(u);
      mem m1 = memory();
      for (size_t i = 0; i < n_items; i++) {
        wurl_parse(items[i].in, items[i].len, items[i].base, items[i].base_len, &u);
        wurl_free(u);
      }
      char c = 0;
      if (write(ready[1], &c, 1) != 1 || read(go[0], &c, 1) != 0) _exit(1);
      mem m2 = memory();
      printf("child %d: first call %.2f ms, second %.1f us\n", k, (t1 - t0) * 1e3, (t2 - t1) * 1e6);
      print_growth("after its first call", m0, m1);
      print_growth("after every input, 5 children alive", m0, m2);
      fflush(stdout);
      _exit(0);
    }
    fork_ms[k] = (now() - f0) * 1e3;
  }
  printf("parent: fork() took %.2f ms the first time (it writes the copy its children share), "
         "then %.2f, %.2f, %.2f, %.2f ms\n", fork_ms[0], fork_ms[1], fork_ms[2], fork_ms[3], fork_ms[4]);
  close(ready[1]);
  char c;
  for (int k = 0; k < CHILDREN; k++)
    if (read(ready[0], &c, 1) != 1) return 1;
  close(go[1]); /* all five have parsed: they measure and print */
  for (int k = 0; k < CHILDREN; k++) waitpid(pids[k], NULL, 0);
  return 0;
}

int main(int argc, char **argv) {
  if (!load_wpt()) return finish() | 1;
  /* The datasets beside the repository, as the benchmarks find them; an
   * empty WHATWGURL_DATASETS_DIR means none (the valgrind runs). */
  const char *datasets = getenv("WHATWGURL_DATASETS_DIR");
  if (datasets == NULL) datasets = "../shared/datasets";
  if (*datasets) load_datasets(datasets);
  parse_all_in_parent();
  if (argc > 1 && strcmp(argv[1], "--measure") == 0) return measure();
  printf("test_fork: %zu inputs\n", n_items);
  hold();
  test_children();
  test_fork_with_threads();
  test_preforking_server();
  /* The parent is not affected, its held handles included. */
  CHECK(same_as_parent(0), "the parent parses after its children");
  size_t n = 0;
  CHECK(wurl_search_params_size(held.sp, &n) == WURL_OK && n == 2, "the parent's search params");
  bool m = false;
  CHECK(wurl_pattern_test(held.pattern, "https://a.example.com/1", 23, NULL, 0, &m) == WURL_OK && m,
        "the parent's pattern");
  CHECK(wurl_search_params_size(wurl_get_search_params(held.url), &n) == WURL_OK && n == 3 &&
            VIEW_EQ(wurl_get_search(held.url), "?q=1&r=2&s=3"),
        "the parent's URL and its query object");
  wurl_free(held.url);
  wurl_search_params_free(held.sp);
  wurl_batch_free(held.batch);
  wurl_pattern_free(held.pattern);
  for (size_t i = 0; i < n_items; i++) free(items[i].href);
  free(items);
  for (size_t i = 0; i < n_buffers; i++) free(buffers[i]);
  json_free(wpt);
  return finish();
}
