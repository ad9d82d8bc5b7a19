/* test_wpt.c - the WPT URL tests through the C ABI: urltestdata.json and
 * urltestdata-javascript-only.json, setters_tests.json, toascii.json,
 * IdnaTestV2.json and IdnaTestV2-removed.json, percent-encoding.json, each
 * run as WPT's runner for it does.
 * Data: $WHATWGURL_WPT_DIR/url/, else the repository's testdata/wpt/url/
 * (run from the repository's root). Missing data fails the run. */
#include <stdlib.h>
#include "check.h"
#include "json.h"

typedef wurl_str (*getter)(const wurl_url *);
/* The edition the runs follow (wurl_*_edition), and the folder prefix that
 * names their files in the counts: url/ with WURL_EDITION_2025, then
 * url-after-pr914/ with WURL_EDITION_2026. */
static wurl_edition edition = WURL_EDITION_2025;
static const char *prefix = "";

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

static int run_urltestdata(const char *name, const json *tests) {
  int passed = 0, failed = 0;
  for (size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i];
    if (t->kind != JSON_OBJECT) continue; /* a comment */
    json *input = json_get(t, "input"), *base = json_get(t, "base"), *failure = json_get(t, "failure");
    const char *b = base && base->kind == JSON_STRING ? base->str : NULL;
    size_t blen = b ? base->len : 0;
    int want_fail = failure != NULL && failure->kind == JSON_BOOL && failure->boolean;
    wurl_url *u = NULL;
    wurl_status st = wurl_parse_edition(input->str, input->len, b, blen, edition, &u);
    int ok;
    bool can = wurl_can_parse_edition(input->str, input->len, b, blen, edition);
    if (want_fail) {
      ok = st == WURL_ERR_PARSE && u == NULL && !can;
      if (!ok) fprintf(stderr, "  got %s, can_parse %d; want failure\n", wurl_status_name(st), can);
    } else {
      ok = st == WURL_OK && can;
      if (!ok) fprintf(stderr, "  got %s, can_parse %d; want success\n", wurl_status_name(st), can);
      else ok = matches(u, t) && wurl_get_edition(u) == edition;
      /* The same parse against a base handle gives the same URL. */
      if (ok && b != NULL) {
        wurl_url *bu = NULL, *v = NULL;
        ok = wurl_parse_edition(b, blen, NULL, 0, edition, &bu) == WURL_OK &&
             wurl_parse_with_base_url_edition(input->str, input->len, bu, edition, &v) == WURL_OK &&
             wurl_equals(u, v, false);
        if (!ok) fprintf(stderr, "  wurl_parse_with_base_url disagrees\n");
        wurl_free(v);
        wurl_free(bu);
      }
    }
    if (ok) {
      passed++;
    } else {
      failed++;
      fprintf(stderr, "FAIL %s #%zu\n", name, i);
      show("input", input);
      if (b) show("base", base);
    }
    wurl_free(u);
  }
  printf("WPT %s%s through C: %d passed, %d failed\n", prefix, name, passed, failed);
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
      int ok = a >= 0 && wurl_parse_edition(href->str, href->len, NULL, 0, edition, &u) == WURL_OK;
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
  printf("WPT %ssetters_tests.json through C: %d passed, %d failed\n", prefix, passed, failed);
  n_passed += passed;
  n_failed += failed;
  return failed;
}

/* Whether the view v is the JSON string s. */
static int view_is(wurl_str v, const json *s) { return view_eq(v, s->str, s->len); }

/* Whether s holds a byte the URL parser treats as a delimiter (or removes)
 * around a host of "https://" + s + "/x": then the host parser alone sees
 * something else than s. */
static int has_host_delimiter(const json *s) {
  for (size_t i = 0; i < s->len; i++)
    if (strchr("/?#\\:@\t\n\r", s->str[i]) != NULL || s->str[i] == 0) return 1;
  return 0;
}

/* toascii.json and IdnaTestV2*.json as WPT's toascii.window.js and
 * IdnaTestV2.window.js run them: new URL("https://" + input + "/x") gives
 * host, hostname and href with output (or throws when output is null); with
 * setters (toascii only), the host and hostname setters of "https://x/x"
 * give output (or leave "x"). The empty input is skipped as WPT skips it
 * (it cannot be tested through new URL()): neither run nor counted as
 * passed. Besides, wurl_host_parse must agree with the URL parser on every
 * input the URL parser hands to the host parser whole. */
static void run_hosts(const char *name, const json *tests, int setters) {
  int passed = 0, failed = 0, skipped = 0, hp_passed = 0, hp_failed = 0;
  for (size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i];
    if (t->kind != JSON_OBJECT) continue; /* a comment */
    const json *in = json_get(t, "input"), *out = json_get(t, "output");
    if (in == NULL || in->kind != JSON_STRING || out == NULL) {
      fprintf(stderr, "%s #%zu: unexpected shape\n", name, i);
      failed++;
      continue;
    }
    if (in->len == 0) {
      skipped++;
      continue;
    }
    int want_fail = out->kind == JSON_NULL;
    size_t n = in->len + 10;
    char *url = malloc(n + 1);
    memcpy(url, "https://", 8);
    memcpy(url + 8, in->str, in->len);
    memcpy(url + 8 + in->len, "/x", 3);
    wurl_url *u = NULL;
    wurl_status st = wurl_parse_edition(url, n, NULL, 0, edition, &u);
    int ok;
    if (want_fail) {
      ok = st == WURL_ERR_PARSE && u == NULL;
      if (!ok) fprintf(stderr, "  parse: %s, href \"%s\"; want failure\n", wurl_status_name(st), wurl_get_href(u).data);
    } else {
      ok = st == WURL_OK && view_is(wurl_get_host(u), out) && view_is(wurl_get_hostname(u), out) &&
           VIEW_EQ(wurl_get_pathname(u), "/x");
      wurl_str href = wurl_get_href(u);
      ok = ok && href.len == out->len + 10 && memcmp(href.data, "https://", 8) == 0 &&
           memcmp(href.data + 8, out->str, out->len) == 0 && memcmp(href.data + 8 + out->len, "/x", 2) == 0;
      if (!ok) fprintf(stderr, "  parse: %s, href \"%s\"; want host \"%s\"\n", wurl_status_name(st), href.data, out->str);
    }
    wurl_free(u);
    free(url);
    for (int a = 0; setters && a < 2; a++) {
      wurl_url *x = NULL;
      if (wurl_parse_edition("https://x/x", 11, NULL, 0, edition, &x) != WURL_OK) {
        ok = 0;
        continue;
      }
      wurl_attribute attr = a == 0 ? WURL_ATTR_HOST : WURL_ATTR_HOSTNAME;
      st = wurl_set(x, attr, in->str, in->len, NULL);
      wurl_str got = a == 0 ? wurl_get_host(x) : wurl_get_hostname(x);
      int good = st == WURL_OK && (want_fail ? VIEW_EQ(got, "x") : view_is(got, out));
      if (!good) {
        fprintf(stderr, "  %s setter: %s, got \"%.*s\"\n", a == 0 ? "host" : "hostname", wurl_status_name(st),
                (int)got.len, got.data);
        ok = 0;
      }
      wurl_free(x);
    }
    if (ok) {
      passed++;
    } else {
      failed++;
      fprintf(stderr, "FAIL %s #%zu\n", name, i);
      show("input", in);
    }
    if (!has_host_delimiter(in)) {
      wurl_string h = {NULL, 0};
      wurl_host_type type = WURL_HOST_EMPTY;
      wurl_validation_error why = WURL_VERR_NONE;
      st = wurl_host_parse_edition(in->str, in->len, false, edition, &h, &type, &why);
      int good = want_fail ? st == WURL_ERR_PARSE && h.data == NULL && type == WURL_HOST_NONE && why != WURL_VERR_NONE
                           : st == WURL_OK && h.len == out->len && memcmp(h.data, out->str, h.len) == 0 &&
                                 (type == WURL_HOST_DOMAIN || type == WURL_HOST_IPV4 || type == WURL_HOST_IPV6);
      if (good) {
        hp_passed++;
      } else {
        hp_failed++;
        fprintf(stderr, "FAIL %s #%zu through wurl_host_parse: %s \"%s\"\n", name, i, wurl_status_name(st),
                h.data ? h.data : "");
        show("input", in);
      }
      wurl_string_free(h);
    }
  }
  printf("WPT %s%s through C (the URL parser; %d empty input excluded, as WPT does): %d passed, %d failed\n",
         prefix, name, skipped, passed, failed);
  printf("WPT %s%s through C (wurl_host_parse): %d passed, %d failed\n", prefix, name, hp_passed, hp_failed);
  n_passed += passed + hp_passed;
  n_failed += failed + hp_failed;
}

/* percent-encoding.json as WPT's percent-encoding.window.js runs it: in a
 * document of each encoding, "https://doesnotmatter.invalid/?" + input + "#"
 * + input has the search "?" + output[encoding] and the hash "#" +
 * output["utf-8"] (fragments are always UTF-8). */
static void run_percent_encoding(const json *tests) {
  int passed = 0, failed = 0;
  for (size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i];
    if (t->kind != JSON_OBJECT) continue;
    const json *in = json_get(t, "input"), *out = json_get(t, "output");
    const json *utf8 = out ? json_get(out, "utf-8") : NULL;
    if (in == NULL || out == NULL || out->kind != JSON_OBJECT || utf8 == NULL) {
      fprintf(stderr, "percent-encoding #%zu: unexpected shape\n", i);
      failed++;
      continue;
    }
    static const char prefix[] = "https://doesnotmatter.invalid/?";
    size_t pl = sizeof prefix - 1, n = pl + 2 * in->len + 1;
    char *url = malloc(n);
    memcpy(url, prefix, pl);
    memcpy(url + pl, in->str, in->len);
    url[pl + in->len] = '#';
    memcpy(url + pl + in->len + 1, in->str, in->len);
    for (size_t k = 0; k < out->len; k++) {
      const char *label = out->keys[k];
      const json *want = out->items[k];
      wurl_url *u = NULL;
      wurl_status st = wurl_parse_with_encoding(url, n, NULL, 0, label, strlen(label), &u);
      wurl_str search = wurl_get_search(u), hash = wurl_get_hash(u);
      int ok = st == WURL_OK && search.len == want->len + 1 && search.data[0] == '?' &&
               memcmp(search.data + 1, want->str, want->len) == 0 && hash.len == utf8->len + 1 &&
               hash.data[0] == '#' && memcmp(hash.data + 1, utf8->str, utf8->len) == 0;
      if (ok) {
        passed++;
      } else {
        failed++;
        fprintf(stderr, "FAIL percent-encoding #%zu %s: %s, search \"%.*s\" hash \"%.*s\", want \"?%s\" \"#%s\"\n", i,
                label, wurl_status_name(st), (int)search.len, search.data, (int)hash.len, hash.data, want->str,
                utf8->str);
      }
      wurl_free(u);
    }
    free(url);
  }
  printf("WPT percent-encoding.json through C: %d passed, %d failed\n", passed, failed);
  n_passed += passed;
  n_failed += failed;
}

/* url-extra/urlencoded-parser-data.json: wurl_search_params_new(input) has
 * exactly the expected name-value pairs, in order. */
static void run_urlencoded(const json *tests) {
  int passed = 0, failed = 0;
  for (size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i], *in = json_get(t, "input"), *out = json_get(t, "output");
    if (in == NULL || out == NULL || out->kind != JSON_ARRAY) {
      fprintf(stderr, "urlencoded-parser-data #%zu: unexpected shape\n", i);
      failed++;
      continue;
    }
    wurl_search_params *p = NULL;
    size_t size = 0;
    int ok = wurl_search_params_new(in->str, in->len, &p) == WURL_OK &&
             wurl_search_params_size(p, &size) == WURL_OK && size == out->len;
    for (size_t k = 0; ok && k < out->len; k++) {
      const json *pair = out->items[k];
      wurl_str name, value;
      ok = pair->kind == JSON_ARRAY && pair->len == 2 &&
           wurl_search_params_entry(p, k, &name, &value) == WURL_OK && name.len == pair->items[0]->len &&
           memcmp(name.data, pair->items[0]->str, name.len) == 0 && value.len == pair->items[1]->len &&
           memcmp(value.data, pair->items[1]->str, value.len) == 0;
    }
    wurl_search_params_free(p);
    if (ok) {
      passed++;
    } else {
      failed++;
      fprintf(stderr, "FAIL urlencoded-parser-data #%zu \"%s\"\n", i, in->str);
    }
  }
  printf("WPT urlencoded-parser-data.json through C: %d passed, %d failed\n", passed, failed);
  n_passed += passed;
  n_failed += failed;
}

/* Loads <folder>/<name> from dir; NULL (after a message) when it cannot. */
static json *load(const char *dir, const char *folder, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s/%s", dir, folder, name);
  const char *err = NULL;
  json *v = json_parse_file(path, &err);
  if (v == NULL) fprintf(stderr, "test_wpt: cannot read %s: %s\n", path, err ? err : "?");
  return v;
}

int main(void) {
  const char *dir = getenv("WHATWGURL_WPT_DIR");
  if (dir == NULL || *dir == 0) dir = "testdata/wpt";
  static const char *const names[] = {"urltestdata.json",  "urltestdata-javascript-only.json",
                                      "setters_tests.json", "toascii.json",
                                      "IdnaTestV2.json",    "IdnaTestV2-removed.json",
                                      "percent-encoding.json", "urlencoded-parser-data.json"};
  enum { N = sizeof names / sizeof names[0] };
  json *files[N] = {0};
  int missing = 0;
  for (int i = 0; i < N; i++)
    if ((files[i] = load(dir, i == N - 1 ? "url-extra" : "url", names[i])) == NULL) missing = 1;
  if (missing) {
    /* The data is part of the repository: missing data is a broken checkout
     * or a wrong WHATWGURL_WPT_DIR, never a reason to skip. */
    fprintf(stderr, "test_wpt: cannot read the WPT data under %s/url/ (run from the repository's root, "
                    "or set WHATWGURL_WPT_DIR to the folder holding url/urltestdata.json)\n", dir);
    for (int i = 0; i < N; i++) json_free(files[i]);
    printf("0 passed, 1 failed\n");
    return 1;
  }
  for (int i = 0; i < N; i++) {
    if (files[i]->kind != (i == 2 ? JSON_OBJECT : JSON_ARRAY)) {
      fprintf(stderr, "test_wpt: unexpected shape of %s\n", names[i]);
      return 1;
    }
  }
  run_urltestdata(names[0], files[0]);
  run_urltestdata(names[1], files[1]);
  run_setters(files[2]);
  run_hosts(names[3], files[3], 1);
  run_hosts(names[4], files[4], 0);
  run_hosts(names[5], files[5], 0);
  run_percent_encoding(files[6]);
  run_urlencoded(files[7]);
  for (int i = 0; i < N; i++) json_free(files[i]);

  /* The newer files follow the 2026 edition: through the same runners with
   * WURL_EDITION_2026. */
  static const char *const newer[] = {"urltestdata.json", "setters_tests.json", "toascii.json", "IdnaTestV2.json"};
  json *f26[4] = {0};
  for (int i = 0; i < 4; i++)
    if ((f26[i] = load(dir, "url-after-pr914", newer[i])) == NULL) {
      n_failed++;
      for (int j = 0; j < 4; j++) json_free(f26[j]);
      return finish();
    }
  edition = WURL_EDITION_2026;
  prefix = "url-after-pr914/";
  run_urltestdata(newer[0], f26[0]);
  run_setters(f26[1]);
  run_hosts(newer[2], f26[2], 1);
  run_hosts(newer[3], f26[3], 0);
  for (int i = 0; i < 4; i++) json_free(f26[i]);
  return finish();
}
