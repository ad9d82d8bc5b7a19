/* test_threads.c - threads parse, set and read concurrently: distinct
 * handles per thread, and one shared handle that every thread only reads
 * (getters, clone, parse against it as a base, origin). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

#define THREADS 8
#define ROUNDS 1500

static wurl_url *shared;

static void *work(void *arg) {
  long id = (long)arg;
  long bad = 0;
  char in[128], want[128];
  for (int i = 0; i < ROUNDS; i++) {
    int n = snprintf(in, sizeof in, "HTTP://Host%ld.EXAMPLE/a/../p%d?q=%d#f", id, i, i);
    snprintf(want, sizeof want, "http://host%ld.example/p%d?q=%d#f", id, i, i);
    wurl_url *u = NULL;
    if (wurl_parse(in, (size_t)n, NULL, 0, &u) != WURL_OK || strcmp(wurl_get_href(u).data, want) != 0) bad++;
    if (wurl_set_hash(u, "g", 1) != WURL_OK || !VIEW_EQ(wurl_get_hash(u), "#g")) bad++;
    wurl_free(u);
    /* Reads of the shared handle. */
    if (!VIEW_EQ(wurl_get_hostname(shared), "shared.example")) bad++;
    wurl_url *c = wurl_clone(shared), *r = NULL;
    if (c == NULL || !wurl_equals(c, shared, false)) bad++;
    wurl_free(c);
    if (wurl_parse_with_base_url("x/y", 3, shared, &r) != WURL_OK ||
        !VIEW_EQ(wurl_get_href(r), "https://shared.example/dir/x/y"))
      bad++;
    wurl_free(r);
    wurl_string o;
    if (wurl_get_origin(shared, &o) != WURL_OK || strcmp(o.data, "https://shared.example") != 0) bad++;
    wurl_string_free(o);
  }
  return (void *)bad;
}

int main(void) {
  CHECK(wurl_parse("https://shared.example/dir/file", 31, NULL, 0, &shared) == WURL_OK, "parse shared");
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) CHECK(pthread_create(&t[i], NULL, work, (void *)i) == 0, "pthread_create");
  for (int i = 0; i < THREADS; i++) {
    void *bad;
    pthread_join(t[i], &bad);
    CHECK(bad == NULL, "thread %d: %ld bad results", i, (long)bad);
  }
  wurl_free(shared);
  return finish();
}
