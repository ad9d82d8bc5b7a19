/* test_handles.c - the promise every kind of handle keeps (whatwgurl.h,
 * CONVENTIONS, Handles): NULL and a live handle of another kind are refused
 * by every kind alike, and, in a build with AddressSanitizer, a use of a
 * stale handle of any kind is reported: the library keeps no freed handle's
 * memory for itself (a batch whose handle it kept for the next batch once
 * let a stale handle read without a report, and then read the next batch). */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WITH_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define WITH_ASAN 1
#endif

/* One live handle of each kind. */
static wurl_url *url;
static wurl_search_params *params;
static wurl_batch *batch;
static wurl_pattern *pattern;
static wurl_pattern_result *result;

static void make_all(void) {
  static const char *const in[] = {"http://a.example/", "b"};
  CHECK(wurl_parse("http://h.example/p?q=1", 22, NULL, 0, &url) == WURL_OK, "url");
  CHECK(wurl_search_params_new("a=1", 3, &params) == WURL_OK, "search params");
  CHECK(wurl_parse_batch(in, NULL, 2, NULL, 0, &batch) == WURL_OK, "batch");
  CHECK(wurl_pattern_new("/p/:id", 6, "http://h.example", 16, 0, &pattern, NULL, NULL) == WURL_OK,
        "pattern");
  CHECK(wurl_pattern_exec(pattern, "http://h.example/p/7", 20, NULL, 0, &result) == WURL_OK &&
            result != NULL,
        "pattern result");
}

static void free_all(void) {
  wurl_free(url);
  wurl_search_params_free(params);
  wurl_batch_free(batch);
  wurl_pattern_result_free(result);
  wurl_pattern_free(pattern);
}

/* Whether the functions of one kind refuse h as they refuse NULL. Each
 * calls functions that read the handle and the free function, which must
 * ignore it. */
typedef int (*refuses)(void *h);

static int url_refuses(void *h) {
  wurl_components c;
  wurl_str v = wurl_get_href(h);
  int ok = v.len == 0 && wurl_get_components(h, &c) == WURL_ERR_INVALID_HANDLE &&
           wurl_set_hash(h, "#x", 2) == WURL_ERR_INVALID_HANDLE && wurl_clone(h) == NULL &&
           wurl_get_search_params(h) == NULL;
  wurl_free(h);
  return ok;
}

static int params_refuses(void *h) {
  size_t n = 7;
  int ok = wurl_search_params_size(h, &n) == WURL_ERR_INVALID_HANDLE &&
           wurl_search_params_append(h, "x", 1, "y", 1) == WURL_ERR_INVALID_HANDLE;
  wurl_search_params_free(h);
  return ok;
}

static int batch_refuses(void *h) {
  int ok = wurl_batch_size(h) == 0 && wurl_batch_results(h) == NULL && wurl_batch_hrefs(h).len == 0;
  wurl_batch_free(h);
  return ok;
}

static int pattern_refuses(void *h) {
  bool matched = true;
  int ok = wurl_pattern_get_pathname(h).len == 0 && !wurl_pattern_has_regexp_groups(h) &&
           wurl_pattern_test(h, "http://h.example/p/1", 20, NULL, 0, &matched) ==
               WURL_ERR_INVALID_HANDLE;
  /* A router refuses it behind a live pattern that would match. */
  const wurl_pattern *routes[2] = {pattern, h};
  size_t at = 0;
  ok = ok && wurl_pattern_first_match(routes, 2, "http://h.example/p/1", 20, NULL, 0, &at) ==
                 WURL_ERR_INVALID_HANDLE && at == 2;
  wurl_pattern_free(h);
  return ok;
}

static int result_refuses(void *h) {
  int ok = wurl_pattern_result_match(h) == NULL;
  wurl_pattern_result_free(h);
  return ok;
}

struct kind {
  const char *name;
  void **live;
  refuses fn;
};

static const struct kind kinds[] = {
    {"url", (void **)&url, url_refuses},
    {"search params", (void **)&params, params_refuses},
    {"batch", (void **)&batch, batch_refuses},
    {"pattern", (void **)&pattern, pattern_refuses},
    {"pattern result", (void **)&result, result_refuses},
};
enum { N_KINDS = sizeof kinds / sizeof kinds[0] };

/* NULL, and every live handle of every other kind, passed to each kind. */
static void foreign(void) {
  make_all();
  for (int k = 0; k < N_KINDS; k++) {
    CHECK(kinds[k].fn(NULL), "%s: NULL", kinds[k].name);
    for (int j = 0; j < N_KINDS; j++)
      if (j != k) CHECK(kinds[k].fn(*kinds[j].live), "%s: a live %s", kinds[k].name, kinds[j].name);
  }
  /* Each handle is still whole after all that. */
  CHECK(VIEW_EQ(wurl_get_href(url), "http://h.example/p?q=1"), "url intact");
  size_t n = 0;
  CHECK(wurl_search_params_size(params, &n) == WURL_OK && n == 1, "search params intact");
  CHECK(wurl_batch_size(batch) == 2, "batch intact");
  CHECK(VIEW_EQ(wurl_pattern_get_pathname(pattern), "/p/:id"), "pattern intact");
  CHECK(wurl_pattern_result_match(result) != NULL, "result intact");
  free_all();
}

#ifdef WITH_ASAN
/* Uses of stale handles: the parent makes and frees the handles (parsing
 * enters Go, which a forked child must not), then a child process uses the
 * stale one, and AddressSanitizer must stop the child with its report of a
 * use after free (the child inherits the parent's heap and its record of
 * freed blocks). */
typedef void *(*make_stale)(void);
typedef void (*use_stale)(void *);

static void *stale_url(void) {
  wurl_url *u = NULL;
  wurl_parse("http://s.example/", 17, NULL, 0, &u);
  wurl_free(u);
  return u;
}
static void use_url(void *u) { (void)wurl_get_href(u); }

static void *stale_own_params(void) {
  wurl_url *u = NULL;
  wurl_parse("http://s.example/?a=1", 21, NULL, 0, &u);
  wurl_search_params *p = wurl_get_search_params(u);
  wurl_free(u);
  return p;
}
static void *stale_params(void) {
  wurl_search_params *p = NULL;
  wurl_search_params_new("a=1", 3, &p);
  wurl_search_params_free(p);
  return p;
}
static void use_params(void *p) { wurl_search_params_free(p); }

static const char *const batch_in[] = {"http://a.example/", "http://b.example/"};

/* The freed batch is the only one: the one whose memory is kept for the
 * next batch. */
static void *stale_batch(void) {
  wurl_batch *b = NULL;
  wurl_parse_batch(batch_in, NULL, 2, NULL, 0, &b);
  wurl_batch_free(b);
  return b;
}
/* The case that was a use after free only once a second batch was freed. */
static void *stale_batch_after_another(void) {
  wurl_batch *b1 = NULL, *b2 = NULL;
  wurl_parse_batch(batch_in, NULL, 2, NULL, 0, &b1);
  wurl_parse_batch(batch_in, NULL, 1, NULL, 0, &b2);
  wurl_batch_free(b1);
  wurl_batch_free(b2);
  return b1;
}
/* A batch made after the free (it once took the stale handle's address, and
 * the stale handle read its results). */
static void *stale_batch_then_new(void) {
  static wurl_batch *b3;
  wurl_batch *b1 = NULL;
  wurl_parse_batch(batch_in, NULL, 2, NULL, 0, &b1);
  wurl_batch_free(b1);
  wurl_batch_free(b3);
  wurl_parse_batch(batch_in + 1, NULL, 1, NULL, 0, &b3);
  return b1;
}
static void use_batch(void *b) { (void)wurl_batch_size(b); }

static void *stale_pattern(void) {
  wurl_pattern *p = NULL;
  wurl_pattern_new("/x", 2, "http://h.example", 16, 0, &p, NULL, NULL);
  wurl_pattern_free(p);
  return p;
}
static void use_pattern(void *p) { (void)wurl_pattern_get_pathname(p); }

static void *stale_result(void) {
  wurl_pattern *p = NULL;
  wurl_pattern_result *r = NULL;
  wurl_pattern_new("/x", 2, "http://h.example", 16, 0, &p, NULL, NULL);
  wurl_pattern_exec(p, "http://h.example/x", 18, NULL, 0, &r);
  wurl_pattern_free(p);
  wurl_pattern_result_free(r);
  return r;
}
static void use_result(void *r) { (void)wurl_pattern_result_match(r); }

static const struct {
  const char *name;
  make_stale make;
  use_stale use;
} stale_uses[] = {
    {"url after wurl_free", stale_url, use_url},
    {"URL's search params after wurl_free of the URL", stale_own_params, use_params},
    {"search params after wurl_search_params_free", stale_params, use_params},
    {"batch after wurl_batch_free", stale_batch, use_batch},
    {"batch after wurl_batch_free of another", stale_batch_after_another, use_batch},
    {"batch after a new batch", stale_batch_then_new, use_batch},
    {"pattern after wurl_pattern_free", stale_pattern, use_pattern},
    {"pattern result after wurl_pattern_result_free", stale_result, use_result},
};

/* Uses h in a child whose stderr is read back; whether the child died with
 * AddressSanitizer's heap-use-after-free report. */
static int reported(use_stale use, void *h) {
  int fd[2];
  if (pipe(fd) != 0) return 0;
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    dup2(fd[1], 2);
    use(h);
    _exit(0);
  }
  close(fd[1]);
  static char text[1 << 16];
  size_t n = 0;
  ssize_t got;
  while (n < sizeof text - 1 && (got = read(fd[0], text + n, sizeof text - 1 - n)) > 0)
    n += (size_t)got;
  text[n] = '\0';
  close(fd[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return !(WIFEXITED(status) && WEXITSTATUS(status) == 0) &&
         strstr(text, "heap-use-after-free") != NULL;
}

static void stale(void) {
  for (size_t i = 0; i < sizeof stale_uses / sizeof stale_uses[0]; i++)
    CHECK(reported(stale_uses[i].use, stale_uses[i].make()),
          "AddressSanitizer reports the use of a stale %s", stale_uses[i].name);
}
#else
static void stale(void) {
  printf("note: stale-handle uses not run (they need a build with AddressSanitizer: make asan-c)\n");
}
#endif

int main(void) {
  foreign();
  stale();
  return finish();
}
