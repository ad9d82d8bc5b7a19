/* searchparams - shows a URL's live search params: reads and changes the
 * query of the URL given as the argument, printing the href after each step. */
#include <stdio.h>
#include <string.h>
#include "whatwgurl.h"

#define S(lit) lit, sizeof(lit) - 1

static int fail(const char *what, wurl_status st) {
  fprintf(stderr, "searchparams: %s: %s\n", what, wurl_status_name(st));
  return 1;
}

int main(int argc, char **argv) {
  const char *in = argc > 1 ? argv[1] : "https://example.com/?b=2&a=1";
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(in, strlen(in), NULL, 0, &u);
  if (st != WURL_OK) return fail("parse", st);
  printf("href:            %s\n", wurl_get_href(u).data);
  wurl_search_params *p = wurl_get_search_params(u);
  size_t n = 0;
  if ((st = wurl_search_params_size(p, &n)) != WURL_OK) return fail("size", st);
  for (size_t i = 0; i < n; i++) {
    wurl_str k, v;
    wurl_search_params_entry(p, i, &k, &v);
    printf("  pair %zu: %.*s = %.*s\n", i, (int)k.len, k.data, (int)v.len, v.data);
  }
  wurl_str v;
  bool found;
  wurl_search_params_get(p, S("a"), &v, &found);
  printf("get(a):          %s%.*s\n", found ? "" : "(none)", (int)v.len, v.data);
  if ((st = wurl_search_params_append(p, S("city"), S("São Paulo & Rio"))) != WURL_OK) return fail("append", st);
  printf("after append:    %s\n", wurl_get_href(u).data);
  if ((st = wurl_search_params_sort(p)) != WURL_OK) return fail("sort", st);
  printf("after sort:      %s\n", wurl_get_href(u).data);
  if ((st = wurl_search_params_delete(p, S("a"), NULL, 0)) != WURL_OK) return fail("delete", st);
  printf("after delete(a): %s\n", wurl_get_href(u).data);
  /* Changes flow the other way too: the URL's search setter resets the list. */
  wurl_set_search(u, S("?x=1&x=2"));
  const wurl_str *all;
  wurl_search_params_get_all(p, S("x"), &all, &n);
  printf("after search=?x=1&x=2, getAll(x): %zu values:", n);
  for (size_t i = 0; i < n; i++) printf(" %.*s", (int)all[i].len, all[i].data);
  printf("\n");
  wurl_free(u); /* frees p too */
  return 0;
}
