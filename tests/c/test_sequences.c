/* test_sequences.c - replays through the C ABI the sequences of setters and
 * search-params methods that internal/cmd/sequences played through Go
 * (one JSON object per line: seed, href, steps, and obs, what the Go URL
 * showed after each step), and compares every observation: the step's
 * result, the ten getters, and the search-params list. Each sequence runs
 * twice: with the URL's search-params object taken before the first step,
 * and taken only at the first step that needs it (its list is compared from
 * then on, and at the end).
 * Usage: test_sequences FILE.jsonl */
#include <stdio.h>
#include <stdlib.h>
#include "check.h"
#include "json.h"

static const char *const attrs[] = {"href",     "protocol", "username", "password", "host",
                                    "hostname", "port",     "pathname", "search",   "hash"};
typedef wurl_str (*getter)(const wurl_url *);
static const getter getters[] = {wurl_get_href,     wurl_get_protocol, wurl_get_username,
                                 wurl_get_password, wurl_get_host,     wurl_get_hostname,
                                 wurl_get_port,     wurl_get_pathname, wurl_get_search,
                                 wurl_get_hash};

static int attr_of(const char *name) {
  for (int i = 0; i < 10; i++)
    if (strcmp(attrs[i], name) == 0) return i;
  return -1;
}

static int str_is(wurl_str v, const json *j) {
  return j != NULL && j->kind == JSON_STRING && view_eq(v, j->str, j->len);
}

/* Where a replay is, for the messages. */
struct where {
  long seed;
  size_t step;
  const char *mode;
};

static int fail(const struct where *w, const char *what) {
  fprintf(stderr, "FAIL seed %ld step %zu (object taken %s): %s\n", w->seed, w->step, w->mode, what);
  return 0;
}

/* Whether sp's list is want (an array of [name, value]). */
static int list_is(wurl_search_params *sp, const json *want) {
  size_t n = 0;
  if (wurl_search_params_size(sp, &n) != WURL_OK || want == NULL || want->kind != JSON_ARRAY ||
      n != want->len)
    return 0;
  for (size_t i = 0; i < n; i++) {
    wurl_str name, value;
    const json *pair = want->items[i];
    if (wurl_search_params_entry(sp, i, &name, &value) != WURL_OK || pair->kind != JSON_ARRAY ||
        pair->len != 2 || !str_is(name, pair->items[0]) || !str_is(value, pair->items[1]))
      return 0;
  }
  return 1;
}

/* Runs the method of step on sp and checks its result against r. */
static int method(wurl_search_params *sp, const json *step, const json *r) {
  const char *op = step->items[0]->str;
  const json *name = step->len > 1 ? step->items[1] : NULL;
  const json *value = step->len > 2 ? step->items[2] : NULL;
  const char *n = name ? name->str : NULL, *v = value ? value->str : NULL;
  size_t nl = name ? name->len : 0, vl = value ? value->len : 0;
  int is_null = r == NULL || r->kind == JSON_NULL;
  if (strcmp(op, "append") == 0) return wurl_search_params_append(sp, n, nl, v, vl) == WURL_OK && is_null;
  if (strcmp(op, "set") == 0) return wurl_search_params_set(sp, n, nl, v, vl) == WURL_OK && is_null;
  if (strcmp(op, "delete") == 0) return wurl_search_params_delete(sp, n, nl, v, vl) == WURL_OK && is_null;
  if (strcmp(op, "sort") == 0) return wurl_search_params_sort(sp) == WURL_OK && is_null;
  if (strcmp(op, "has") == 0) {
    bool found;
    return wurl_search_params_has(sp, n, nl, v, vl, &found) == WURL_OK && r->kind == JSON_BOOL &&
           found == (r->boolean != 0);
  }
  if (strcmp(op, "get") == 0) {
    wurl_str got;
    bool found;
    if (wurl_search_params_get(sp, n, nl, &got, &found) != WURL_OK) return 0;
    return found ? str_is(got, r) : is_null;
  }
  if (strcmp(op, "getAll") == 0) {
    const wurl_str *all;
    size_t count;
    if (wurl_search_params_get_all(sp, n, nl, &all, &count) != WURL_OK || r->kind != JSON_ARRAY ||
        count != r->len)
      return 0;
    for (size_t i = 0; i < count; i++)
      if (!str_is(all[i], r->items[i])) return 0;
    return 1;
  }
  if (strcmp(op, "size") == 0) {
    size_t size;
    return wurl_search_params_size(sp, &size) == WURL_OK && r->kind == JSON_NUMBER &&
           (double)size == r->number;
  }
  if (strcmp(op, "toString") == 0) {
    wurl_str s;
    return wurl_search_params_to_string(sp, &s) == WURL_OK && str_is(s, r);
  }
  if (strcmp(op, "entries") == 0) return list_is(sp, r);
  return 0;
}

/* Replays one sequence; returns whether every observation matched. */
static int replay(const json *seq, int early, size_t *steps_run) {
  struct where w = {0, 0, early ? "first" : "late"};
  const json *seed = json_get(seq, "seed"), *href = json_get(seq, "href");
  const json *steps = json_get(seq, "steps"), *obs = json_get(seq, "obs");
  if (seed == NULL || href == NULL || href->kind != JSON_STRING || steps == NULL ||
      steps->kind != JSON_ARRAY || obs == NULL || obs->kind != JSON_ARRAY || obs->len != steps->len)
    return fail(&w, "a line of unexpected shape");
  w.seed = (long)seed->number;
  wurl_url *u = NULL;
  if (wurl_parse(href->str, href->len, NULL, 0, &u) != WURL_OK) return fail(&w, "the URL does not parse");
  wurl_search_params *sp = early ? wurl_get_search_params(u) : NULL;
  int ok = 1;
  for (size_t i = 0; i < steps->len && ok; i++) {
    w.step = i;
    const json *step = steps->items[i], *o = obs->items[i];
    const json *r = json_get(o, "r"), *g = json_get(o, "u"), *list = json_get(o, "sp");
    if (step->kind != JSON_ARRAY || step->len == 0 || step->items[0]->kind != JSON_STRING ||
        g == NULL || g->kind != JSON_ARRAY || g->len != 10) {
      ok = fail(&w, "a step of unexpected shape");
      break;
    }
    int attr = attr_of(step->items[0]->str);
    if (attr >= 0) {
      const json *v = step->items[1];
      wurl_status st = wurl_set(u, (wurl_attribute)attr, v->str, v->len, NULL);
      int succeeded = st == WURL_OK;
      if (!(succeeded || (st == WURL_ERR_PARSE && attr == WURL_ATTR_HREF)))
        ok = fail(&w, wurl_status_name(st));
      else if (attr == WURL_ATTR_HREF && (r == NULL || r->kind != JSON_BOOL || (r->boolean != 0) != succeeded))
        ok = fail(&w, "the href setter's success differs");
    } else {
      if (sp == NULL) sp = wurl_get_search_params(u);
      if (!method(sp, step, r)) ok = fail(&w, "the method's result differs");
    }
    for (int k = 0; k < 10 && ok; k++)
      if (!str_is(getters[k](u), g->items[k])) {
        wurl_str got = getters[k](u);
        fprintf(stderr, "  %s: \"%.*s\", Go \"%s\"\n", attrs[k], (int)got.len, got.data, g->items[k]->str);
        ok = fail(&w, "a getter differs");
      }
    if (ok && sp != NULL && !list_is(sp, list)) ok = fail(&w, "the list differs");
    (*steps_run)++;
  }
  if (ok && steps->len > 0) {
    w.step = steps->len;
    const json *last = json_get(obs->items[steps->len - 1], "sp");
    if (!list_is(wurl_get_search_params(u), last)) ok = fail(&w, "the list at the end differs");
  }
  wurl_free(u);
  return ok;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: test_sequences FILE.jsonl\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (f == NULL) {
    perror(argv[1]);
    printf("0 passed, 1 failed\n");
    return 1;
  }
  char *line = NULL;
  size_t cap = 0, sequences = 0, steps = 0;
  ssize_t len;
  int passed = 0, failed = 0;
  while ((len = getline(&line, &cap, f)) > 0) {
    const char *err = NULL;
    json *seq = json_parse(line, (size_t)len, &err);
    sequences++;
    if (seq == NULL) {
      fprintf(stderr, "FAIL line %zu: %s\n", sequences, err);
      failed++;
      continue;
    }
    for (int early = 1; early >= 0; early--) {
      if (replay(seq, early, &steps)) passed++;
      else failed++;
    }
    json_free(seq);
  }
  free(line);
  fclose(f);
  if (sequences == 0) failed++;
  printf("%zu sequences (%zu steps) through C, object taken first and late: %d passed, %d failed\n",
         sequences, steps, passed, failed);
  n_passed = passed;
  n_failed = failed;
  return finish();
}
