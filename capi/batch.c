/* batch.c - wurl_parse_batch and its accessors (the BATCH PARSING section of
 * whatwgurl.h). One call into Go parses the whole batch; everything else is
 * plain C and works in a forked child too. */
#include <stdint.h>
#include "internal.h"
#include "_cgo_export.h" /* also brings struct wurl_batch, from batch.go */

static const wurl_str empty_view = {"", 0};

wurl_status wurl_parse_batch(const char *const *inputs, const size_t *lens, size_t n,
                             const char *base, size_t base_len, wurl_batch **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if (inputs == NULL && n != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (base == NULL) base_len = 0;
  if (base_len > 0xFFFFFFFEu) return WURL_ERR_TOO_LONG;
  if (n > (SIZE_MAX - sizeof(struct wurl_batch)) / sizeof(wurl_batch_result))
    return WURL_ERR_NO_MEMORY;
  if (wurl__forked) return WURL_ERR_FORKED;
  struct wurl_batch *b = calloc(1, sizeof *b + n * sizeof(wurl_batch_result));
  if (b == NULL) return WURL_ERR_NO_MEMORY;
  b->n = n;
  b->results = n ? (wurl_batch_result *)(b + 1) : NULL;
  for (size_t i = 0; i < n; i++) b->results[i].href = empty_view;
  if (n != 0) {
    wurl_status st = (wurl_status)wurlgo_parse_batch((char **)inputs, (size_t *)lens, n,
                                                     (char *)base, base_len, base != NULL, b);
    if (st != WURL_OK) {
      free(b->hrefs);
      free(b);
      return st;
    }
  } else if (base != NULL) {
    /* An empty batch still reports a base that is not a URL. */
    if (!wurl_can_parse(base, base_len, NULL, 0)) {
      free(b);
      return WURL_ERR_PARSE;
    }
  }
  b->magic = WURL_MAGIC_BATCH;
  *out = b;
  return WURL_OK;
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
  if (!batch_ok(b)) return;
  b->magic = WURL_MAGIC_DEAD;
  free(b->hrefs);
  free(b);
}
