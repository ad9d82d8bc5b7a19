/* test_pattern.c - URL patterns through the C ABI: WPT's urlpattern data
 * (urlpatterntestdata.json, run as WPT's urlpatterntests.js runs it, and
 * the tentative compare and generate data), then robustness: NULLs, bad
 * lengths, invalid UTF-8, freed handles, lifetimes, threads and fork.
 * Data: $WHATWGURL_WPT_DIR/urlpattern/, else testdata/wpt/urlpattern/ (it is
 * part of the repository, so missing data fails).
 * Prints one line per WPT file and ends with "N passed, N failed". */
#include <pthread.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"
#include "json.h"

static const char *const component_names[WURL_PATTERN_COMPONENT_COUNT] = {
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"};

static json *load(const char *name) {
  const char *dir = getenv("WHATWGURL_WPT_DIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/urlpattern/%s", dir && *dir ? dir : "testdata/wpt", name);
  const char *err = NULL;
  json *v = json_parse_file(path, &err);
  CHECK(v != NULL && v->kind == JSON_ARRAY, "cannot read %s: %s", path, err ? err : "not an array");
  return v;
}

static int is_string(const json *v) { return v != NULL && v->kind == JSON_STRING; }

static wurl_str str_of(const json *v) {
  wurl_str s = {v->str, v->len};
  return s;
}

/* JavaScript's ToString for the values the data holds. */
static wurl_str js_to_string(const json *v) {
  static const wurl_str object = {"[object Object]", 15}, null = {"null", 4};
  if (is_string(v)) return str_of(v);
  return v != NULL && v->kind == JSON_OBJECT ? object : null;
}

/* A JavaScript URLPatternInit dictionary as a wurl_pattern_init. */
static wurl_pattern_init init_of(const json *obj) {
  wurl_pattern_init init;
  memset(&init, 0, sizeof init);
  if (obj == NULL || obj->kind != JSON_OBJECT) return init;
  wurl_str *members[] = {&init.protocol, &init.username, &init.password, &init.hostname, &init.port,
                         &init.pathname, &init.search,   &init.hash,     &init.base_url};
  const char *keys[] = {"protocol", "username", "password", "hostname", "port",
                        "pathname", "search",   "hash",     "baseURL"};
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
    json *v = json_get(obj, keys[i]);
    if (v != NULL) *members[i] = js_to_string(v);
  }
  return init;
}

static wurl_str init_member(const wurl_pattern_init *init, int c) {
  const wurl_str *members[] = {&init->protocol, &init->username, &init->password, &init->hostname,
                               &init->port,     &init->pathname, &init->search,   &init->hash};
  return *members[c];
}

enum { OK_CALL, TYPE_ERROR, OTHER_ERROR };

/* new URLPattern(...args) with WebIDL's overload resolution, as the Go
 * runner emulates it. unsupported is set when the error is
 * WURL_PATTERN_ERR_UNSUPPORTED_REGEXP. */
static int construct(const json *args, wurl_pattern **out, int *unsupported) {
  *out = NULL;
  *unsupported = 0;
  size_t n = args ? args->len : 0;
  const json *a0 = n > 0 ? args->items[0] : NULL;
  uint32_t flags = 0;
  const json *opts = NULL;
  int has_base = 0;
  wurl_str base = {NULL, 0};
  if (n >= 3 || (n == 2 && is_string(args->items[1]))) {
    has_base = 1;
    base = js_to_string(args->items[1]);
    if (n >= 3) {
      opts = args->items[2];
      if (opts->kind != JSON_OBJECT && opts->kind != JSON_NULL) return TYPE_ERROR; /* WebIDL */
    }
  } else if (n == 2) {
    opts = args->items[1];
  }
  if (opts != NULL && opts->kind == JSON_OBJECT) {
    json *ic = json_get(opts, "ignoreCase");
    if (ic != NULL && ic->kind == JSON_BOOL && ic->boolean) flags = WURL_PATTERN_IGNORE_CASE;
  }
  wurl_pattern_error why = WURL_PATTERN_ERR_NONE;
  wurl_status st;
  if (is_string(a0)) {
    st = wurl_pattern_new(a0->str, a0->len, has_base ? base.data : NULL, base.len, flags, out, &why, NULL);
  } else {
    wurl_pattern_init init = init_of(a0);
    st = wurl_pattern_new_init(&init, has_base ? base.data : NULL, base.len, flags, out, &why, NULL);
  }
  if (st == WURL_ERR_PARSE) {
    *unsupported = why == WURL_PATTERN_ERR_UNSUPPORTED_REGEXP;
    return TYPE_ERROR;
  }
  return st == WURL_OK ? OK_CALL : OTHER_ERROR;
}

/* test(...args) and exec(...args). */
static int match(const wurl_pattern *p, const json *args, bool *matched, wurl_pattern_result **r) {
  size_t n = args ? args->len : 0;
  const json *a0 = n > 0 ? args->items[0] : NULL;
  wurl_status st1, st2;
  if (is_string(a0)) {
    wurl_str base = n > 1 ? js_to_string(args->items[1]) : (wurl_str){NULL, 0};
    st1 = wurl_pattern_test(p, a0->str, a0->len, base.data, base.len, matched);
    st2 = wurl_pattern_exec(p, a0->str, a0->len, base.data, base.len, r);
  } else {
    wurl_str base = n > 1 ? js_to_string(args->items[1]) : (wurl_str){NULL, 0};
    wurl_pattern_init init = init_of(a0);
    st1 = wurl_pattern_test_init(p, &init, base.data, base.len, matched);
    st2 = wurl_pattern_exec_init(p, &init, base.data, base.len, r);
  }
  if (st1 == WURL_ERR_PARSE && st2 == WURL_ERR_PARSE) return TYPE_ERROR;
  return st1 == WURL_OK && st2 == WURL_OK ? OK_CALL : OTHER_ERROR;
}

/* The runner's expected pattern string of component c when expected_obj
 * does not give it. */
static void expected_component(const json *e, int c, wurl_str *want, char *buf, size_t cap) {
  static const char *const earlier[WURL_PATTERN_COMPONENT_COUNT][6] = {
      {NULL}, {NULL}, {NULL}, {"protocol", NULL}, {"protocol", "hostname", NULL},
      {"protocol", "hostname", "port", NULL}, {"protocol", "hostname", "port", "pathname", NULL},
      {"protocol", "hostname", "port", "pathname", "search", NULL}};
  const char *name = component_names[c];
  json *obj = json_get(e, "expected_obj");
  json *v = obj && obj->kind == JSON_OBJECT ? json_get(obj, name) : NULL;
  if (is_string(v)) {
    *want = str_of(v);
    return;
  }
  json *pattern = json_get(e, "pattern");
  const json *first = pattern->len > 0 ? pattern->items[0] : NULL;
  const json *base = NULL;
  if (first && first->kind == JSON_OBJECT && is_string(json_get(first, "baseURL")) &&
      json_get(first, "baseURL")->len > 0)
    base = json_get(first, "baseURL");
  else if (pattern->len > 1 && is_string(pattern->items[1]))
    base = pattern->items[1];
  json *empty = json_get(e, "exactly_empty_components");
  for (size_t i = 0; empty && i < empty->len; i++) {
    if (strcmp(empty->items[i]->str, name) == 0) {
      *want = (wurl_str){"", 0};
      return;
    }
  }
  *want = (wurl_str){"*", 1};
  if (first && first->kind == JSON_OBJECT) {
    json *mine = json_get(first, name);
    if (is_string(mine) && mine->len > 0) {
      *want = str_of(mine);
      return;
    }
    for (int i = 0; earlier[c][i]; i++)
      if (json_get(first, earlier[c][i]) != NULL) return;
  }
  if (base == NULL || c == WURL_PATTERN_USERNAME || c == WURL_PATTERN_PASSWORD) return;
  wurl_url *u = NULL;
  if (wurl_parse(base->str, base->len, NULL, 0, &u) != WURL_OK) return;
  wurl_str s = {"", 0};
  switch (c) {
  case WURL_PATTERN_PROTOCOL: s = wurl_get_protocol(u); s.len--; break;
  case WURL_PATTERN_HOSTNAME: s = wurl_get_hostname(u); break;
  case WURL_PATTERN_PORT: s = wurl_get_port(u); break;
  case WURL_PATTERN_PATHNAME: s = wurl_get_pathname(u); break;
  case WURL_PATTERN_SEARCH: s = wurl_get_search(u); if (s.len) s.data++, s.len--; break;
  case WURL_PATTERN_HASH: s = wurl_get_hash(u); if (s.len) s.data++, s.len--; break;
  }
  if (s.len >= cap) s.len = cap - 1;
  memcpy(buf, s.data, s.len);
  *want = (wurl_str){buf, s.len};
  wurl_free(u);
}

static int str_eq(wurl_str a, const char *s, size_t n) {
  return a.len == n && (n == 0 || memcmp(a.data, s, n) == 0);
}

/* Compares one component result with the expected {input, groups}. */
static int check_component(const wurl_pattern_component_result *cr, const json *want, int i, const char *name) {
  json *input = json_get(want, "input");
  json *groups = json_get(want, "groups");
  int ok = 1;
  if (!is_string(input) || !str_eq(cr->input, input->str, input->len)) {
    fprintf(stderr, "  [%d] exec().%s.input = \"%.*s\"\n", i, name, (int)cr->input.len, cr->input.data);
    ok = 0;
  }
  size_t want_n = groups ? groups->len : 0;
  if (cr->group_count != want_n) {
    fprintf(stderr, "  [%d] exec().%s: %zu groups, want %zu\n", i, name, cr->group_count, want_n);
    return 0;
  }
  for (size_t g = 0; g < cr->group_count; g++) {
    const wurl_pattern_group *gr = &cr->groups[g];
    const json *w = NULL;
    for (size_t k = 0; k < want_n; k++)
      if (str_eq(gr->name, groups->keys[k], groups->key_lens[k])) w = groups->items[k];
    int good = w != NULL && (w->kind == JSON_NULL ? !gr->matched
                                                  : gr->matched && str_eq(gr->value, w->str, w->len));
    if (!good) {
      fprintf(stderr, "  [%d] exec().%s.groups[%.*s] = \"%.*s\" (matched %d)\n", i, name, (int)gr->name.len,
              gr->name.data, (int)gr->value.len, gr->value.data, gr->matched);
      ok = 0;
    }
  }
  return ok;
}

static int check_inputs(const wurl_pattern_match *m, const json *want, int i) {
  if (want == NULL || m->input_count != want->len) {
    fprintf(stderr, "  [%d] exec() inputs: %zu, want %zu\n", i, m->input_count, want ? want->len : 0);
    return 0;
  }
  for (size_t k = 0; k < m->input_count; k++) {
    const json *w = want->items[k];
    if (!m->input_is_init) {
      if (!is_string(w) || !str_eq(m->inputs[k], w->str, w->len)) {
        fprintf(stderr, "  [%d] exec() inputs[%zu] differs\n", i, k);
        return 0;
      }
      continue;
    }
    for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++) {
      wurl_str got = init_member(&m->init, c);
      json *wv = w && w->kind == JSON_OBJECT ? json_get(w, component_names[c]) : NULL;
      int good = wv == NULL ? got.data == NULL : got.data != NULL && str_eq(got, js_to_string(wv).data, js_to_string(wv).len);
      if (!good) {
        fprintf(stderr, "  [%d] exec() inputs[%zu].%s differs\n", i, k, component_names[c]);
        return 0;
      }
    }
  }
  return 1;
}

/* Runs one entry; returns OK_CALL (pass) or TYPE_ERROR (fail). */
static int run_entry(const json *e, int i, int *unsupported_count) {
  json *expected_obj = json_get(e, "expected_obj");
  int expect_error = is_string(expected_obj) && strcmp(expected_obj->str, "error") == 0;
  wurl_pattern *p = NULL;
  int unsupported = 0;
  int r = construct(json_get(e, "pattern"), &p, &unsupported);
  *unsupported_count += unsupported;
  if (expect_error) {
    wurl_pattern_free(p);
    if (r == TYPE_ERROR && !unsupported) return OK_CALL;
    fprintf(stderr, "  [%d] constructor: %d, want a TypeError\n", i, r);
    return TYPE_ERROR;
  }
  if (r != OK_CALL) {
    fprintf(stderr, "  [%d] constructor failed (%d)\n", i, r);
    return TYPE_ERROR;
  }
  int ok = 1;
  for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++) {
    char buf[1024];
    wurl_str want;
    expected_component(e, c, &want, buf, sizeof buf);
    wurl_str got = wurl_pattern_get_component(p, (wurl_pattern_component)c);
    if (!str_eq(got, want.data, want.len)) {
      fprintf(stderr, "  [%d] %s = \"%.*s\", want \"%.*s\"\n", i, component_names[c], (int)got.len, got.data,
              (int)want.len, want.data);
      ok = 0;
    }
  }
  json *expected = json_get(e, "expected_match");
  json *inputs = json_get(e, "inputs");
  bool matched = false;
  wurl_pattern_result *res = NULL;
  r = match(p, inputs, &matched, &res);
  if (is_string(expected)) { /* "error": only an init with a base throws */
    if (r != TYPE_ERROR) {
      fprintf(stderr, "  [%d] test/exec did not throw\n", i);
      ok = 0;
    }
  } else if (r != OK_CALL) {
    fprintf(stderr, "  [%d] test/exec failed\n", i);
    ok = 0;
  } else {
    int want_match = expected != NULL && expected->kind == JSON_OBJECT;
    if (matched != want_match || (res != NULL) != want_match) {
      fprintf(stderr, "  [%d] test() = %d, exec() = %p, want %d\n", i, matched, (void *)res, want_match);
      ok = 0;
    } else if (want_match) {
      const wurl_pattern_match *m = wurl_pattern_result_match(res);
      json *want_inputs = json_get(expected, "inputs");
      ok &= check_inputs(m, want_inputs ? want_inputs : inputs, i);
      for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++) {
        json *want = json_get(expected, component_names[c]);
        if (want != NULL) {
          ok &= check_component(&m->components[c], want, i, component_names[c]);
          continue;
        }
        /* Not given: input "" and group "0" = "" unless exactly empty. */
        int empty = 0;
        json *ee = json_get(e, "exactly_empty_components");
        for (size_t k = 0; ee && k < ee->len; k++) empty |= strcmp(ee->items[k]->str, component_names[c]) == 0;
        const wurl_pattern_component_result *cr = &m->components[c];
        int good = cr->input.len == 0 &&
                   (empty ? cr->group_count == 0
                          : cr->group_count == 1 && str_eq(cr->groups[0].name, "0", 1) && cr->groups[0].matched &&
                                cr->groups[0].value.len == 0);
        if (!good) {
          fprintf(stderr, "  [%d] exec().%s is not the default result\n", i, component_names[c]);
          ok = 0;
        }
      }
    }
  }
  wurl_pattern_result_free(res);
  wurl_pattern_free(p);
  return ok ? OK_CALL : TYPE_ERROR;
}

static void run_testdata(void) {
  json *data = load("urlpatterntestdata.json");
  if (data == NULL) return;
  int passed = 0, failed = 0, unsupported = 0;
  for (size_t i = 0; i < data->len; i++) {
    if (run_entry(data->items[i], (int)i, &unsupported) == OK_CALL) {
      passed++;
    } else {
      failed++;
      fprintf(stderr, "FAIL urlpatterntestdata.json entry %zu\n", i);
    }
  }
  printf("WPT urlpatterntestdata.json through C: %d passed, %d failed\n", passed, failed);
  printf("  (cases affected by RE2 limits: %d)\n", unsupported);
  CHECK(failed == 0 && passed == 369, "urlpatterntestdata.json: %d failed", failed);
  json_free(data);
}

static int component_of(const char *name) {
  for (int c = 0; c < WURL_PATTERN_COMPONENT_COUNT; c++)
    if (strcmp(component_names[c], name) == 0) return c;
  return 99; /* not a wurl_pattern_component */
}

static wurl_pattern *pattern_of(const json *v) {
  json args = {JSON_ARRAY, 0, 0, NULL, 1, (json **)&v, NULL, NULL};
  wurl_pattern *p = NULL;
  int unsupported;
  construct(&args, &p, &unsupported);
  return p;
}

static void run_compare(void) {
  json *data = load("urlpattern-compare-test-data.json");
  if (data == NULL) return;
  int passed = 0, failed = 0;
  for (size_t i = 0; i < data->len; i++) {
    const json *e = data->items[i];
    wurl_pattern *l = pattern_of(json_get(e, "left")), *r = pattern_of(json_get(e, "right"));
    int c = component_of(json_get(e, "component")->str);
    int want = (int)json_get(e, "expected")->number;
    int a = 9, b = 9, ll = 9, rr = 9;
    int ok = l && r && wurl_pattern_compare_component((wurl_pattern_component)c, l, r, &a) == WURL_OK &&
             wurl_pattern_compare_component((wurl_pattern_component)c, r, l, &b) == WURL_OK &&
             wurl_pattern_compare_component((wurl_pattern_component)c, l, l, &ll) == WURL_OK &&
             wurl_pattern_compare_component((wurl_pattern_component)c, r, r, &rr) == WURL_OK && a == want &&
             b == -want && ll == 0 && rr == 0;
    if (ok) passed++;
    else {
      failed++;
      fprintf(stderr, "FAIL compare entry %zu: %d %d %d %d, want %d\n", i, a, b, ll, rr, want);
    }
    wurl_pattern_free(l);
    wurl_pattern_free(r);
  }
  printf("WPT urlpattern-compare-test-data.json through C: %d passed, %d failed\n", passed, failed);
  CHECK(failed == 0 && passed == 25, "compare: %d failed", failed);
  json_free(data);
}

static void run_generate(void) {
  json *data = load("urlpattern-generate-test-data.json");
  if (data == NULL) return;
  int passed = 0, failed = 0;
  for (size_t i = 0; i < data->len; i++) {
    const json *e = data->items[i];
    wurl_pattern *p = pattern_of(json_get(e, "pattern"));
    json *groups = json_get(e, "groups"), *expected = json_get(e, "expected");
    wurl_str names[16], values[16];
    size_t n = groups->len < 16 ? groups->len : 16;
    for (size_t k = 0; k < n; k++) {
      names[k] = (wurl_str){groups->keys[k], groups->key_lens[k]};
      values[k] = str_of(groups->items[k]);
    }
    wurl_string out = {NULL, 0};
    wurl_status st = wurl_pattern_generate(p, (wurl_pattern_component)component_of(json_get(e, "component")->str),
                                           names, values, n, &out);
    int ok = p != NULL && (is_string(expected) ? st == WURL_OK && out.len == expected->len &&
                                                     memcmp(out.data, expected->str, out.len) == 0
                                               : st != WURL_OK && out.data == NULL);
    if (ok) passed++;
    else {
      failed++;
      fprintf(stderr, "FAIL generate entry %zu: %s \"%s\"\n", i, wurl_status_name(st), out.data ? out.data : "");
    }
    wurl_string_free(out);
    wurl_pattern_free(p);
  }
  printf("WPT urlpattern-generate-test-data.json through C: %d passed, %d failed\n", passed, failed);
  CHECK(failed == 0 && passed == 19, "generate: %d failed", failed);
  json_free(data);
}

/* ---- the router: wurl_pattern_first_match ---- */

/* Every pattern of urlpatterntestdata.json that constructs, as one router,
 * on every URL string the data tests (with its base): the first match is
 * the first pattern whose wurl_pattern_test matches, on the whole list and
 * on each tail of it. Then the argument checks. */
static void run_router(void) {
  json *data = load("urlpatterntestdata.json");
  if (data == NULL) return;
  wurl_pattern **all = calloc(data->len, sizeof *all);
  size_t n = 0;
  for (size_t i = 0; i < data->len; i++) {
    int unsupported = 0;
    if (construct(json_get(data->items[i], "pattern"), &all[n], &unsupported) == OK_CALL) n++;
  }
  int checked = 0, routed = 0;
  for (size_t i = 0; i < data->len; i++) {
    const json *args = json_get(data->items[i], "inputs");
    if (args == NULL || args->len == 0 || !is_string(args->items[0])) continue;
    const json *in = args->items[0];
    wurl_str base = args->len > 1 ? js_to_string(args->items[1]) : (wurl_str){NULL, 0};
    for (size_t from = 0; from < n; from += 31) {
      size_t want = n;
      for (size_t k = from; k < n && want == n; k++) {
        bool m = false;
        CHECK(wurl_pattern_test(all[k], in->str, in->len, base.data, base.len, &m) == WURL_OK, "test");
        if (m) want = k;
      }
      size_t got = 7;
      wurl_status st = wurl_pattern_first_match((const wurl_pattern *const *)all + from, n - from, in->str, in->len,
                                                base.data, base.len, &got);
      CHECK(st == WURL_OK && got + from == want, "first_match(%.*s) from %zu: %s, %zu; test finds %zu",
            (int)in->len, in->str, from, wurl_status_name(st), got + from, want);
      checked++;
      routed += want < n;
    }
  }
  printf("wurl_pattern_first_match: %d routings of %zu patterns checked against wurl_pattern_test, %d routed\n",
         checked, n, routed);
  CHECK(n > 200 && checked > 500 && routed > 100, "the router data did not load as expected");

  size_t at = 5;
  CHECK(wurl_pattern_first_match((const wurl_pattern *const *)all, n, "x", 1, NULL, 0, NULL) ==
            WURL_ERR_INVALID_ARGUMENT, "first_match NULL index");
  CHECK(wurl_pattern_first_match(NULL, 2, "x", 1, NULL, 0, &at) == WURL_ERR_INVALID_ARGUMENT && at == 2,
        "first_match NULL patterns");
  CHECK(wurl_pattern_first_match(NULL, 0, "x", 1, NULL, 0, &at) == WURL_OK && at == 0, "first_match of none");
  CHECK(wurl_pattern_first_match((const wurl_pattern *const *)all, n, NULL, 1, NULL, 0, &at) ==
            WURL_ERR_INVALID_ARGUMENT && at == n, "first_match NULL input");
  CHECK(wurl_pattern_first_match((const wurl_pattern *const *)all, n, "x", SIZE_MAX, NULL, 0, &at) ==
            WURL_ERR_TOO_LONG && at == n, "first_match too long");
  const wurl_pattern *with_null[2] = {all[0], NULL};
  CHECK(wurl_pattern_first_match(with_null, 2, "x", 1, NULL, 0, &at) == WURL_ERR_INVALID_HANDLE && at == 2,
        "first_match with a NULL pattern");
  for (size_t k = 0; k < n; k++) wurl_pattern_free(all[k]);
  free(all);
  json_free(data);
}

/* ---- robustness ---- */

static wurl_pattern *must(const char *s) {
  wurl_pattern *p = NULL;
  wurl_status st = wurl_pattern_new(s, strlen(s), NULL, 0, 0, &p, NULL, NULL);
  CHECK(st == WURL_OK, "wurl_pattern_new(%s): %s", s, wurl_status_name(st));
  return p;
}

static void arguments(void) {
  wurl_pattern *p = (wurl_pattern *)1;
  wurl_pattern_error why = (wurl_pattern_error)77;
  wurl_string msg = {(char *)1, 1};
  CHECK(wurl_pattern_new("x", 1, NULL, 0, 0, NULL, &why, &msg) == WURL_ERR_INVALID_ARGUMENT &&
            why == WURL_PATTERN_ERR_NONE && msg.data == NULL,
        "NULL out");
  CHECK(wurl_pattern_new(NULL, 5, NULL, 0, 0, &p, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT && p == NULL,
        "NULL input with a length");
  CHECK(wurl_pattern_new("https://a/", 10, NULL, 0, 2, &p, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT,
        "unknown flags");
  CHECK(wurl_pattern_new("x", SIZE_MAX, NULL, 0, 0, &p, NULL, NULL) == WURL_ERR_TOO_LONG, "too long");
  CHECK(wurl_pattern_new("https://a/", 10, "x", SIZE_MAX, 0, &p, NULL, NULL) == WURL_ERR_TOO_LONG,
        "base too long");
  CHECK(wurl_pattern_new_init(NULL, NULL, 0, 0, &p, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "NULL init");
  wurl_pattern_init init;
  memset(&init, 0, sizeof init);
  init.pathname.len = 3;
  CHECK(wurl_pattern_new_init(&init, NULL, 0, 0, &p, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "member NULL with a length");
  init.pathname = (wurl_str){"x", SIZE_MAX};
  CHECK(wurl_pattern_new_init(&init, NULL, 0, 0, &p, NULL, NULL) == WURL_ERR_TOO_LONG, "member too long");
  /* NULL with length 0: the empty string; the empty init is all wildcards. */
  CHECK(wurl_pattern_new(NULL, 0, NULL, 0, 0, &p, &why, NULL) == WURL_ERR_PARSE &&
            why == WURL_PATTERN_ERR_RELATIVE_WITHOUT_BASE,
        "empty string without base");
  memset(&init, 0, sizeof init);
  CHECK(wurl_pattern_new_init(&init, NULL, 0, 0, &p, NULL, NULL) == WURL_OK && VIEW_EQ(wurl_pattern_get_hash(p), "*"),
        "empty init");
  bool m = true;
  wurl_pattern_result *r = (wurl_pattern_result *)1;
  CHECK(wurl_pattern_test(p, NULL, 1, NULL, 0, &m) == WURL_ERR_INVALID_ARGUMENT && !m, "test NULL input");
  CHECK(wurl_pattern_test(p, "x", 1, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT, "test NULL matched");
  CHECK(wurl_pattern_test(p, "x", SIZE_MAX, NULL, 0, &m) == WURL_ERR_TOO_LONG, "test too long");
  CHECK(wurl_pattern_test_init(p, NULL, NULL, 0, &m) == WURL_ERR_INVALID_ARGUMENT, "test_init NULL");
  CHECK(wurl_pattern_exec(p, "x", 1, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT, "exec NULL out");
  CHECK(wurl_pattern_exec_init(p, NULL, NULL, 0, &r) == WURL_ERR_INVALID_ARGUMENT && r == NULL, "exec_init NULL");
  CHECK(wurl_pattern_test(p, "not a url", 9, NULL, 0, &m) == WURL_OK && !m, "a URL that does not parse");
  CHECK(wurl_pattern_test(p, "/x", 2, "bad base", 8, &m) == WURL_OK && !m, "a base that does not parse");
  CHECK(wurl_pattern_test(p, "/x", 2, "https://h/", 10, &m) == WURL_OK && m, "relative URL and base");
  int cmp = 5;
  CHECK(wurl_pattern_compare_component((wurl_pattern_component)8, p, p, &cmp) == WURL_ERR_INVALID_ARGUMENT,
        "compare: unknown component");
  CHECK(wurl_pattern_compare_component(WURL_PATTERN_HASH, p, NULL, &cmp) == WURL_ERR_INVALID_HANDLE,
        "compare: NULL pattern");
  wurl_string out = {(char *)1, 1};
  CHECK(wurl_pattern_generate(p, WURL_PATTERN_PATHNAME, NULL, NULL, 1, &out) == WURL_ERR_INVALID_ARGUMENT &&
            out.data == NULL,
        "generate: NULL groups");
  CHECK(wurl_pattern_generate(p, WURL_PATTERN_PATHNAME, NULL, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT,
        "generate: NULL out");
  CHECK(wurl_pattern_generate(p, WURL_PATTERN_PATHNAME, NULL, NULL, 0, &out) == WURL_ERR_PARSE,
        "generate: a wildcard");
  wurl_pattern_free(p);

  /* NULL handles. */
  CHECK(wurl_pattern_test(NULL, "x", 1, NULL, 0, &m) == WURL_ERR_INVALID_HANDLE, "test NULL pattern");
  CHECK(wurl_pattern_exec(NULL, "x", 1, NULL, 0, &r) == WURL_ERR_INVALID_HANDLE && r == NULL, "exec NULL pattern");
  CHECK(VIEW_EQ(wurl_pattern_get_pathname(NULL), "") && !wurl_pattern_has_regexp_groups(NULL), "getters on NULL");
  CHECK(VIEW_EQ(wurl_pattern_get_component(NULL, WURL_PATTERN_HASH), ""), "component on NULL");
  CHECK(wurl_pattern_result_match(NULL) == NULL, "result_match NULL");
  wurl_pattern_free(NULL);
  wurl_pattern_result_free(NULL);
  CHECK(strcmp(wurl_pattern_error_name(WURL_PATTERN_ERR_UNSUPPORTED_REGEXP), "unsupported-regexp") == 0 &&
            strcmp(wurl_pattern_error_name((wurl_pattern_error)99), "unknown") == 0,
        "error names");
}

static void errors_and_utf8(void) {
  wurl_pattern *p = NULL;
  wurl_pattern_error why;
  wurl_string msg;
  const char *la = "https://example.com/((?=a)a)";
  CHECK(wurl_pattern_new(la, strlen(la), NULL, 0, 0, &p, &why, &msg) == WURL_ERR_PARSE && p == NULL &&
            why == WURL_PATTERN_ERR_UNSUPPORTED_REGEXP && msg.data != NULL && strstr(msg.data, "lookahead"),
        "lookahead is unsupported, and the message says so: %s", msg.data ? msg.data : "(none)");
  wurl_string_free(msg);
  const char *bad = "https://example.com/(a[)";
  CHECK(wurl_pattern_new(bad, strlen(bad), NULL, 0, 0, &p, &why, NULL) == WURL_ERR_PARSE &&
            why == WURL_PATTERN_ERR_INVALID_REGEXP,
        "invalid regexp");
  /* Invalid UTF-8 is read as U+FFFD, one per maximal invalid subsequence. */
  wurl_pattern_init init;
  memset(&init, 0, sizeof init);
  init.pathname = (wurl_str){"/\xff\xe2\x82", 4};
  CHECK(wurl_pattern_new_init(&init, NULL, 0, 0, &p, NULL, NULL) == WURL_OK &&
            VIEW_EQ(wurl_pattern_get_pathname(p), "/%EF%BF%BD%EF%BF%BD"),
        "invalid UTF-8 in a pattern: \"%.*s\"", (int)wurl_pattern_get_pathname(p).len,
        wurl_pattern_get_pathname(p).data);
  wurl_pattern_result *r = NULL;
  CHECK(wurl_pattern_exec(p, "https://h/\xff\xe2\x82", 13, NULL, 0, &r) == WURL_OK && r != NULL,
        "invalid UTF-8 in a URL matches its U+FFFD form");
  /* The result outlives its pattern; the inputs read as scalar values. */
  wurl_pattern_free(p);
  const wurl_pattern_match *m = wurl_pattern_result_match(r);
  CHECK(m != NULL && m->input_count == 1 && !m->input_is_init &&
            VIEW_EQ(m->inputs[0], "https://h/\xef\xbf\xbd\xef\xbf\xbd") &&
            VIEW_EQ(m->components[WURL_PATTERN_PATHNAME].input, "/%EF%BF%BD%EF%BF%BD"),
        "result after the pattern is freed");
  wurl_pattern_result_free(r);
  const char *host = "https://ex\xff" "ample.com/";
  CHECK(wurl_pattern_new(host, strlen(host), NULL, 0, 0, &p, &why, NULL) == WURL_ERR_PARSE &&
            why == WURL_PATTERN_ERR_INVALID_COMPONENT,
        "U+FFFD in a hostname");
  /* Groups: names, values and undefined. */
  p = must("https://example.com/:a/:b?");
  CHECK(wurl_pattern_exec(p, "https://example.com/x", 21, NULL, 0, &r) == WURL_OK && r != NULL, "exec");
  m = wurl_pattern_result_match(r);
  const wurl_pattern_component_result *cr = &m->components[WURL_PATTERN_PATHNAME];
  CHECK(cr->group_count == 2 && VIEW_EQ(cr->groups[0].name, "a") && VIEW_EQ(cr->groups[0].value, "x") &&
            cr->groups[0].matched && VIEW_EQ(cr->groups[1].name, "b") && !cr->groups[1].matched &&
            cr->groups[1].value.len == 0,
        "groups");
  CHECK(m->components[WURL_PATTERN_PORT].group_count == 0 && m->components[WURL_PATTERN_PORT].groups == NULL,
        "no groups");
  wurl_pattern_result_free(r);
  bool matched = false;
  wurl_pattern_init in;
  memset(&in, 0, sizeof in);
  in.protocol = (wurl_str){"https", 5};
  in.hostname = (wurl_str){"EXAMPLE.com", 11};
  in.pathname = (wurl_str){"/y", 2};
  CHECK(wurl_pattern_test_init(p, &in, NULL, 0, &matched) == WURL_OK && matched, "test_init canonicalizes");
  CHECK(wurl_pattern_exec_init(p, &in, NULL, 0, &r) == WURL_OK && r != NULL, "exec_init");
  m = wurl_pattern_result_match(r);
  CHECK(m->input_is_init && m->input_count == 1 && VIEW_EQ(m->init.hostname, "EXAMPLE.com") &&
            m->init.search.data == NULL,
        "exec_init echoes the init");
  wurl_pattern_result_free(r);
  wurl_pattern_free(p);
  p = NULL;
  CHECK(wurl_pattern_new("https://EXAMPLE.com/A", 21, NULL, 0, WURL_PATTERN_IGNORE_CASE, &p, NULL, NULL) == WURL_OK &&
            wurl_pattern_test(p, "https://example.com/a", 21, NULL, 0, &matched) == WURL_OK && matched,
        "ignore case");
  wurl_pattern_free(p);
}

/* Freed handles: best effort, reading freed memory on purpose (not run
 * under valgrind). */
static void stale(void) {
  if (getenv("WHATWGURL_NO_STALE")) {
    printf("note: freed-handle checks not run (WHATWGURL_NO_STALE set; they read freed memory on purpose)\n");
    return;
  }
  wurl_pattern *p = must("https://stale.example/*");
  wurl_pattern_result *r = NULL;
  wurl_pattern_exec(p, "https://stale.example/x", 23, NULL, 0, &r);
  wurl_pattern_free(p);
  wurl_pattern_result_free(r);
  bool m = true;
  CHECK(wurl_pattern_test(p, "x", 1, NULL, 0, &m) == WURL_ERR_INVALID_HANDLE, "test on a freed pattern");
  size_t at = 0;
  const wurl_pattern *routes[1] = {p};
  CHECK(wurl_pattern_first_match(routes, 1, "x", 1, NULL, 0, &at) == WURL_ERR_INVALID_HANDLE && at == 1,
        "first_match with a freed pattern");
  CHECK(wurl_pattern_get_hostname(p).len == 0, "getter on a freed pattern");
  CHECK(wurl_pattern_result_match(r) == NULL, "a freed result");
  wurl_pattern_free(p); /* double free: ignored */
  wurl_pattern_result_free(r);
}

static wurl_pattern *shared;

static void *worker(void *arg) {
  (void)arg;
  long bad = 0;
  for (int i = 0; i < 300; i++) {
    char url[64];
    int n = snprintf(url, sizeof url, "https://example.com/books/%d", i);
    wurl_pattern_result *r = NULL;
    if (wurl_pattern_exec(shared, url, (size_t)n, NULL, 0, &r) != WURL_OK || r == NULL) {
      bad++;
      continue;
    }
    const wurl_pattern_component_result *cr = &wurl_pattern_result_match(r)->components[WURL_PATTERN_PATHNAME];
    char want[16];
    int wn = snprintf(want, sizeof want, "%d", i);
    if (cr->group_count != 1 || !view_eq(cr->groups[0].value, want, (size_t)wn)) bad++;
    wurl_pattern_result_free(r);
  }
  return (void *)bad;
}

static void threads(void) {
  shared = must("https://example.com/books/:id(\\d+)");
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, NULL);
  long bad = 0;
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(t[i], &r);
    bad += (long)r;
  }
  CHECK(bad == 0, "one pattern used by 4 threads: %ld wrong results", bad);
  wurl_pattern_free(shared);
}

/* The handle table (capi/pattern_table.go) under churn: 4 threads each keep
 * CHURN_LIVE patterns, replacing them round after round, so that the table
 * grows while others read it (from its first 64 slots to 128: run first)
 * and freed handles are reused by other threads;
 * after each replacement a router over the thread's patterns must give the
 * one just made, whose exec must give the URL's group, and a pattern of the
 * round before must not match: a pattern read through another's handle
 * would not. */
enum { CHURN_THREADS = 4, CHURN_LIVE = 24, CHURN_ROUNDS = 12 };

static void *churner(void *arg) {
  long tid = (long)arg, bad = 0;
  wurl_pattern *live[CHURN_LIVE] = {0};
  for (int r = 0; r < CHURN_ROUNDS; r++) {
    for (int j = 0; j < CHURN_LIVE; j++) {
      char src[96], url[96];
      int sn = snprintf(src, sizeof src, "https://t%ld-%d.example/%d/:n(\\d+)", tid, r, j);
      int un = snprintf(url, sizeof url, "https://t%ld-%d.example/%d/%d", tid, r, j, r * CHURN_LIVE + j);
      wurl_pattern_free(live[j]);
      live[j] = NULL;
      if (wurl_pattern_new(src, (size_t)sn, NULL, 0, 0, &live[j], NULL, NULL) != WURL_OK) {
        bad++;
        continue;
      }
      size_t n = r == 0 ? (size_t)j + 1 : CHURN_LIVE, at = n; /* round 0: those made so far */
      if (wurl_pattern_first_match((const wurl_pattern *const *)live, n, url, (size_t)un, NULL, 0, &at) !=
              WURL_OK ||
          at != (size_t)j)
        bad++;
      wurl_pattern_result *res = NULL;
      char want[16];
      int wn = snprintf(want, sizeof want, "%d", r * CHURN_LIVE + j);
      if (wurl_pattern_exec(live[j], url, (size_t)un, NULL, 0, &res) != WURL_OK || res == NULL) {
        bad++;
      } else {
        const wurl_pattern_component_result *cr =
            &wurl_pattern_result_match(res)->components[WURL_PATTERN_PATHNAME];
        if (cr->group_count != 1 || !view_eq(cr->groups[0].value, want, (size_t)wn)) bad++;
      }
      wurl_pattern_result_free(res);
      bool m = true;
      if (j + 1 < CHURN_LIVE && r > 0 &&
          (wurl_pattern_test(live[j + 1], url, (size_t)un, NULL, 0, &m) != WURL_OK || m))
        bad++;
    }
  }
  for (int j = 0; j < CHURN_LIVE; j++) wurl_pattern_free(live[j]);
  return (void *)bad;
}

static void churn(void) {
  pthread_t t[CHURN_THREADS];
  for (long i = 0; i < CHURN_THREADS; i++) pthread_create(&t[i], NULL, churner, (void *)i);
  long bad = 0;
  for (int i = 0; i < CHURN_THREADS; i++) {
    void *r;
    pthread_join(t[i], &r);
    bad += (long)r;
  }
  CHECK(bad == 0, "%d threads making, routing and freeing %d patterns each, %d rounds: %ld wrong results",
        CHURN_THREADS, CHURN_LIVE, CHURN_ROUNDS, bad);
}

/* In a forked child a pattern made there works (the library loads a private
 * copy); one made before the fork gives FORKED (its compiled form is in the
 * parent's runtime), and its getters and free work. */
static void forked(void) {
  wurl_pattern *p = must("https://example.com/:x");
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(60); /* the watchdog: a hang kills the child with SIGALRM */
    wurl_pattern *q = NULL;
    bool m = true, mq = false;
    int ok = wurl_pattern_new("https://example.com/:x", 22, NULL, 0, 0, &q, NULL, NULL) == WURL_OK &&
             wurl_pattern_test(q, "https://example.com/y", 21, NULL, 0, &mq) == WURL_OK && mq &&
             wurl_pattern_test(p, "https://example.com/y", 21, NULL, 0, &m) == WURL_ERR_FORKED && !m &&
             VIEW_EQ(wurl_pattern_get_pathname(p), "/:x");
    wurl_pattern_free(q);
    wurl_pattern_free(p); /* frees the C memory only */
    _exit(ok ? 0 : 1);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
        "in a forked child: new patterns work, a pre-fork one gives FORKED, getters work");
  wurl_pattern_free(p);
}

int main(void) {
  churn(); /* first: the table still small, so that it grows under the readers */
  run_testdata();
  run_compare();
  run_generate();
  run_router();
  arguments();
  errors_and_utf8();
  stale();
  threads();
  forked();
  return finish();
}
