/* batch.c - wurl_parse_batch and its accessors (the BATCH PARSING section of
 * whatwgurl.h). One call into Go parses the whole batch; everything else is
 * plain C and works in a forked child too. */
#include <stdint.h>
#include "internal.h"
#include "_cgo_export.h" /* also brings struct wurl_batch, from batch.go */

static const wurl_str empty_view = {"", 0};

/* wurl__new_batch makes *b a zeroed batch of n results, each href empty, or says
 * why it cannot: too large, forked, or out of memory. */
wurl_status wurl__new_batch(size_t n, struct wurl_batch **b) {
  *b = NULL;
  if (n > (SIZE_MAX - sizeof(struct wurl_batch)) / sizeof(wurl_batch_result))
    return WURL_ERR_NO_MEMORY;
  if (wurl__forked) return WURL_ERR_FORKED;
  struct wurl_batch *nb = calloc(1, sizeof *nb + n * sizeof(wurl_batch_result));
  if (nb == NULL) return WURL_ERR_NO_MEMORY;
  nb->n = n;
  nb->results = n ? (wurl_batch_result *)(nb + 1) : NULL;
  for (size_t i = 0; i < n; i++) nb->results[i].href = empty_view;
  *b = nb;
  return WURL_OK;
}

/* wurl__finish_batch hands b out on WURL_OK, and frees it on any other status. */
wurl_status wurl__finish_batch(struct wurl_batch *b, wurl_status st, wurl_batch **out) {
  if (st != WURL_OK) {
    free(b->hrefs);
    free(b);
    return st;
  }
  b->magic = WURL_MAGIC_BATCH;
  *out = b;
  return WURL_OK;
}

wurl_status wurl_parse_batch(const char *const *inputs, const size_t *lens, size_t n,
                             const char *base, size_t base_len, wurl_batch **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if (inputs == NULL && n != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (base == NULL) base_len = 0;
  if (base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  struct wurl_batch *b;
  wurl_status st = wurl__new_batch(n, &b);
  if (st != WURL_OK) return st;
  if (n != 0)
    st = (wurl_status)wurlgo_parse_batch((char **)inputs, (size_t *)lens, n, (char *)base,
                                         base_len, base != NULL, b);
  else if (base != NULL && !wurl_can_parse(base, base_len, NULL, 0))
    st = WURL_ERR_PARSE; /* an empty batch still reports a base that is not a URL */
  return wurl__finish_batch(b, st, out);
}

static int batch_ok(const wurl_batch *b) { return b != NULL && b->magic == WURL_MAGIC_BATCH; }

size_t wurl_batch_size(const wurl_batch *b) { return batch_ok(b) ? b->n : 0; }

const wurl_batch_result *wurl_batch_results(const wurl_batch *b) {
  return batch_ok(b) ? b->results : NULL;
}

wurl_str wurl_batch_hrefs(const wurl_batch *b) {
  if (!batch_ok(b) || b->hrefs == NULL) return empty_view;
  wurl_str s = {b->hrefs, b->hrefs_len};
  return s;
}

void wurl_batch_free(wurl_batch *b) {
  if (!batch_ok(b) || b->exported) return; /* an exported batch is its arrays' (arrow.c) */
  b->magic = WURL_MAGIC_DEAD;
  free(b->hrefs);
  free(b);
}

wurl_status wurl_parse_joined(const char *data, size_t len, unsigned char sep, const char *base,
                              size_t base_len, wurl_batch **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if (data == NULL && len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (data == NULL) data = "";
  if (base == NULL) base_len = 0;
  if (base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  size_t n = 1;
  for (const char *p = data, *end = data + len; (p = memchr(p, sep, (size_t)(end - p))) != NULL;
       p++)
    n++;
  struct wurl_batch *b;
  wurl_status st = wurl__new_batch(n, &b);
  if (st != WURL_OK) return st;
  st = (wurl_status)wurlgo_parse_joined((char *)data, len, sep, n, (char *)base, base_len,
                                        base != NULL, b);
  return wurl__finish_batch(b, st, out);
}

/* ---- parsing into the caller's memory ---- */

static void target_clear(wurl_parse_target *out) {
  out->href_len = 0;
  memset(&out->components, 0, sizeof out->components);
}

/* Whether c can be the components of an href of len bytes: every offset in
 * order and within it (the query and fragment may be omitted). */
static int components_ok(const wurl_components *c, size_t len) {
  const uint32_t seq[] = {c->scheme_end,   c->username_start, c->username_end, c->password_start,
                          c->password_end, c->host_start,     c->host_end,     c->port_start,
                          c->port_end,     c->path_start};
  uint32_t prev = 0;
  for (size_t i = 0; i < sizeof seq / sizeof seq[0]; i++) {
    if (seq[i] < prev || seq[i] > len) return 0;
    prev = seq[i];
  }
  if (c->scheme_end >= len) return 0; /* href[scheme_end] is ':' */
  if (c->query_start != WURL_OMITTED) {
    if (c->query_start < prev || c->query_start >= len) return 0;
    prev = c->query_start;
  }
  if (c->fragment_start != WURL_OMITTED && (c->fragment_start < prev || c->fragment_start >= len))
    return 0;
  return 1;
}

wurl_status wurl_parse_to_with_base(const char *input, size_t input_len, const char *base,
                                    size_t base_len, const wurl_components *base_components,
                                    wurl_parse_target *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  target_clear(out);
  if ((input == NULL && input_len != 0) || (out->buf == NULL && out->cap != 0))
    return WURL_ERR_INVALID_ARGUMENT;
  if (input == NULL) input = "";
  if (base == NULL) {
    base_len = 0;
    base_components = NULL;
  }
  if (input_len > MAX_LEN || base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (base_components != NULL && !components_ok(base_components, base_len))
    return WURL_ERR_INVALID_ARGUMENT;
  if (wurl__forked) return WURL_ERR_FORKED;
  wurl_status st = (wurl_status)wurlgo_parse_to(
      (char *)input, input_len, (char *)base, base_len, base != NULL,
      (wurl_components *)base_components, out);
  if (st != WURL_OK) target_clear(out);
  return st;
}

wurl_status wurl_parse_to(const char *input, size_t input_len, wurl_parse_target *out) {
  return wurl_parse_to_with_base(input, input_len, NULL, 0, NULL, out);
}

wurl_status wurl_get_to(const wurl_url *url, wurl_parse_target *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  target_clear(out);
  if (out->buf == NULL && out->cap != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (!wurl__url_ok(url)) return WURL_ERR_INVALID_HANDLE;
  out->href_len = url->href_len;
  out->components = url->c;
  if (url->href_len < out->cap) {
    memcpy(out->buf, url->href, url->href_len);
    out->buf[url->href_len] = '\0';
  }
  return WURL_OK;
}
