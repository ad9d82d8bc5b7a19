/* test_wpt.c - the WPT URL tests (urltestdata.json, setters_tests.json)
 * through the C ABI. Data: $WHATWGURL_WPT_DIR/url/, else ../shared/wpt/url/.
 * Missing data: a loud SKIP and exit 77, unless WHATWGURL_REQUIRE_WPT=1. */
#include <stdlib.h>
#include "check.h"
#include "json.h"

typedef wurl_str (*getter)(const wurl_url *);
static const struct {
  const char *name;
  getter get;
} getters[] = {
    {"href", wurl_get_href},         {"protocol", wurl_get_protocol}, {"username", wurl_get_username},
    {"password", wurl_get_password}, {"host", wurl_get_host},         {"hostname", wurl_get_hostname},
    {"port", wurl_get_port},         {"pathname", wurl_get_pathname}, {"search", wurl_get_search},
    {"hash", wurl_get_hash},
};
#define NGETTERS (sizeof getters / sizeof getters[0])

static void show(const char *what, const json *s) {
  fprintf(stderr, "  %s: \"", what);
  for (size_t i = 0; s && i < s->len; i++) {
    unsigned char c = (unsigned char)s->str[i];
    if (c < 0x20 || c == 0x7f) fprintf(stderr, "\\x%02x", c);
    else fputc(c, stderr);
  }
  fprintf(stderr, "\"\n");
}

/* Checks every expected attribute of obj (getters, origin, searchParams)
 * against u; prints the differences; returns whether all match. */
static int matches(wurl_url *u, const json *obj) {
  int ok = 1;
  for (size_t g = 0; g < NGETTERS; g++) {
    json *want = json_get(obj, getters[g].name);
    if (want == NULL || want->kind != JSON_STRING) continue;
    wurl_str got = getters[g].get(u);
    if (!view_eq(got, want->str, want->len)) {
      fprintf(stderr, "  %s: got \"%.*s\", want \"%s\"\n", getters[g].name, (int)got.len, got.data, want->str);
      ok = 0;
    }
  }
  json *origin = json_get(obj, "origin");
  if (origin != NULL && origin->kind == JSON_STRING) {
    wurl_string o;
    wurl_status st = wurl_get_origin(u, &o);
    if (st != WURL_OK || o.len != origin->len || memcmp(o.data, origin->str, o.len) != 0) {
      fprintf(stderr, "  origin: got %s \"%s\", want \"%s\"\n", wurl_status_name(st), o.data ? o.data : "", origin->str);
      ok = 0;
    }
    wurl_string_free(o);
  }
  json *sp = json_get(obj, "searchParams");
  if (sp != NULL && sp->kind == JSON_STRING) {
    wurl_str s;
    wurl_status st = wurl_search_params_to_string(wurl_get_search_params(u), &s);
    if (st != WURL_OK || !view_eq(s, sp->str, sp->len)) {
      fprintf(stderr, "  searchParams: got %s \"%.*s\", want \"%s\"\n", wurl_status_name(st), (int)s.len, s.data, sp->str);
      ok = 0;
    }
  }
  /* The components agree with the getters' view of the href. */
  wurl_components c;
  if (wurl_get_components(u, &c) != WURL_OK || c.scheme_end + 1 != wurl_get_protocol(u).len ||
      c.has_query != (c.query_start != WURL_OMITTED) || c.has_fragment != (c.fragment_start != WURL_OMITTED) ||
      c.has_port != (c.port >= 0) || (c.has_port && (size_t)c.port != strtoul(wurl_get_port(u).data, NULL, 10))) {
    fprintf(stderr, "  components disagree with the getters\n");
    ok = 0;
  }
  return ok;
}

static int run_urltestdata(const json *tests) {
  int passed = 0, failed = 0;
  for (size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i];
    if (t->kind != JSON_OBJECT) continue; /* a comment */
    json *input = json_get(t, "input"), *base = json_get(t, "base"), *failure = json_get(t, "failure");
    const char *b = base && base->kind == JSON_STRING ? base->str : NULL;
    size_t blen = b ? base->len : 0;
    int want_fail = failure != NULL && failure->kind == JSON_BOOL && failure->boolean;
    wurl_url *u = NULL;
    wurl_status st = wurl_parse(input->str, input->len, b, blen, &u);
    int ok;
    bool can = wurl_can_parse(input->str, input->len, b, blen);
    if (want_fail) {
      ok = st == WURL_ERR_PARSE && u == NULL && !can;
      if (!ok) fprintf(stderr, "  got %s, can_parse %d; want failure\n", wurl_status_name(st), can);
    } else {
      ok = st == WURL_OK && can;
      if (!ok) fprintf(stderr, "  got %s, can_parse %d; want success\n", wurl_status_name(st), can);
      else ok = matches(u, t);
      /* The same parse against a base handle gives the same URL. */
      if (ok && b != NULL) {
        wurl_url *bu = NULL, *v = NULL;
        ok = wurl_parse(b, blen, NULL, 0, &bu) == WURL_OK &&
             wurl_parse_with_base_url(input->str, input->len, bu, &v) == WURL_OK && wurl_equals(u, v, false);
        if (!ok) fprintf(stderr, "  wurl_parse_with_base_url disagrees\n");
        wurl_free(v);
        wurl_free(bu);
      }
    }
    if (ok) {
      passed++;
    } else {
      failed++;
      fprintf(stderr, "FAIL urltestdata #%zu\n", i);
      show("input", input);
      if (b) show("base", base);
    }
    wurl_free(u);
  }
  printf("urltestdata.json: %d passed, %d failed\n", passed, failed);
  n_passed += passed;
  n_failed += failed;
  return failed;
}

static const struct {
  const char *name;
  wurl_attribute attr;
} attrs[] = {
    {"href", WURL_ATTR_HREF},         {"protocol", WURL_ATTR_PROTOCOL}, {"username", WURL_ATTR_USERNAME},
    {"password", WURL_ATTR_PASSWORD}, {"host", WURL_ATTR_HOST},         {"hostname", WURL_ATTR_HOSTNAME},
    {"port", WURL_ATTR_PORT},         {"pathname", WURL_ATTR_PATHNAME}, {"search", WURL_ATTR_SEARCH},
    {"hash", WURL_ATTR_HASH},
};

static int run_setters(const json *root) {
  int passed = 0, failed = 0;
  for (size_t k = 0; k < root->len; k++) {
    const char *key = root->keys[k];
    if (strcmp(key, "comment") == 0) continue;
    int a = -1;
    for (size_t j = 0; j < sizeof attrs / sizeof attrs[0]; j++)
      if (strcmp(attrs[j].name, key) == 0) a = (int)j;
    const json *list = root->items[k];
    for (size_t i = 0; i < list->len; i++) {
      const json *t = list->items[i];
      json *href = json_get(t, "href"), *nv = json_get(t, "new_value"), *exp = json_get(t, "expected");
      wurl_url *u = NULL;
      int ok = a >= 0 && wurl_parse(href->str, href->len, NULL, 0, &u) == WURL_OK;
      if (ok) {
        wurl_str before = wurl_get_href(u);
        char *old = malloc(before.len + 1);
        memcpy(old, before.data, before.len + 1);
        size_t old_len = before.len;
        bool changed = false;
        wurl_status st = wurl_set(u, attrs[a].attr, nv->str, nv->len, &changed);
        /* The href setter fails on an invalid URL; the others never fail. */
        ok = st == WURL_OK || (attrs[a].attr == WURL_ATTR_HREF && st == WURL_ERR_PARSE);
        if (!ok) fprintf(stderr, "  set: %s\n", wurl_status_name(st));
        wurl_str after = wurl_get_href(u);
        int really = after.len != old_len || memcmp(after.data, old, old_len) != 0;
        if (ok && really != changed) {
          fprintf(stderr, "  changed flag %d, href changed %d\n", changed, really);
          ok = 0;
        }
        free(old);
        if (ok) ok = matches(u, exp);
      }
      if (ok) {
        passed++;
      } else {
        failed++;
        fprintf(stderr, "FAIL setters %s #%zu\n", key, i);
        show("href", href);
        show("new_value", nv);
      }
      wurl_free(u);
    }
  }
  printf("setters_tests.json: %d passed, %d failed\n", passed, failed);
  n_passed += passed;
  n_failed += failed;
  return failed;
}

int main(void) {
  const char *dir = getenv("WHATWGURL_WPT_DIR");
  if (dir == NULL || *dir == 0) dir = "../shared/wpt";
  char p1[4096], p2[4096];
  snprintf(p1, sizeof p1, "%s/url/urltestdata.json", dir);
  snprintf(p2, sizeof p2, "%s/url/setters_tests.json", dir);
  const char *err = NULL;
  json *data = json_parse_file(p1, &err);
  json *setters = data ? json_parse_file(p2, &err) : NULL;
  if (data == NULL || setters == NULL) {
    const char *req = getenv("WHATWGURL_REQUIRE_WPT");
    fprintf(stderr, "\n*** SKIP test_wpt: cannot read the WPT data (%s) under %s/url/: %s ***\n"
                    "*** set WHATWGURL_WPT_DIR to the folder holding url/urltestdata.json ***\n\n",
            data ? p2 : p1, dir, err ? err : "?");
    json_free(data);
    json_free(setters);
    if (req != NULL && strcmp(req, "1") == 0) {
      printf("0 passed, 1 failed\n");
      return 1;
    }
    return 77;
  }
  if (data->kind != JSON_ARRAY || setters->kind != JSON_OBJECT) {
    fprintf(stderr, "test_wpt: unexpected shape of the data files\n");
    return 1;
  }
  run_urltestdata(data);
  run_setters(setters);
  json_free(data);
  json_free(setters);
  return finish();
}
