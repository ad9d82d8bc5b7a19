/* batch_store.c - the memory of a batch's results and hrefs (a store), and
 * the stores kept from freed batches for the next ones. A large batch's
 * blocks are mapped on their own (bigblock.c) and go back to the system
 * when freed; touching fresh pages again costs more than parsing (60 ns a
 * URL for a 48,000-URL batch), so a freed batch's store is kept. Up to
 * KEPT stores are kept, so that batches of a few sizes in turn (a
 * benchmark's datasets, a program's inputs of a few kinds) each find one:
 * a new batch takes the smallest that wurl__spare_fits. A store of more
 * than KEPT_BYTES goes back to the system at once (a program that parsed
 * one huge batch does not keep its memory for good); otherwise the store
 * freed last is always kept, and the others, least recently kept first, go
 * back while all of them hold more than KEPT_BYTES. The cache is
 * taken with a try-lock: a thread that finds it busy (or a child forked
 * while another thread held it) allocates and frees as if it were empty,
 * and never waits. */
#include <stdint.h>
#include "internal.h"

#define KEPT 4
#define KEPT_BYTES WURL_KEPT_BYTES

static struct {
  int busy; /* the try-lock */
  uint64_t clock; /* counts keeps, to find the least recent */
  struct wurl_batch_store *s[KEPT];
  uint64_t kept_at[KEPT];
} cache;

static int lock_cache(void) { return !__atomic_exchange_n(&cache.busy, 1, __ATOMIC_ACQUIRE); }
static void unlock_cache(void) { __atomic_store_n(&cache.busy, 0, __ATOMIC_RELEASE); }

/* The bytes of a store of cap_n results, without its hrefs. */
static size_t store_size(size_t cap_n) { return sizeof(struct wurl_batch_store) + cap_n * sizeof(wurl_batch_result); }

static size_t store_bytes(const struct wurl_batch_store *s) {
  return store_size(s->cap_n) + s->hrefs_cap + s->text_cap;
}

static void free_store(struct wurl_batch_store *s) {
  if (s == NULL) return;
  wurl__big_free(s->hrefs, s->hrefs_cap);
  wurl__big_free(s->text, s->text_cap);
  wurl__big_free(s, store_size(s->cap_n));
}

struct wurl_batch_store *wurl__store_take(size_t n) {
  struct wurl_batch_store *s = NULL;
  if (lock_cache()) {
    int at = -1;
    for (int k = 0; k < KEPT; k++)
      if (cache.s[k] != NULL && wurl__spare_fits(cache.s[k]->cap_n, n) && (at < 0 || cache.s[k]->cap_n < cache.s[at]->cap_n))
        at = k;
    if (at >= 0) s = cache.s[at], cache.s[at] = NULL;
    unlock_cache();
  }
  if (s == NULL) {
    if ((s = wurl__big_alloc(store_size(n))) == NULL) return NULL;
    WURL_COUNT(WURL_WORK_STORES);
    s->cap_n = n, s->hrefs = NULL, s->hrefs_cap = 0, s->text = NULL, s->text_cap = 0;
  }
  return s;
}

void wurl__store_keep(struct wurl_batch_store *s) {
  struct wurl_batch_store *drop[KEPT];
  int nd = 0;
  if (store_bytes(s) > KEPT_BYTES || !lock_cache()) {
    free_store(s);
    return;
  }
  /* s in an empty place, or in the least recent one's. */
  int at = 0;
  for (int k = 1; k < KEPT && cache.s[at] != NULL; k++)
    if (cache.s[k] == NULL || cache.kept_at[k] < cache.kept_at[at]) at = k;
  if (cache.s[at] != NULL) drop[nd++] = cache.s[at];
  cache.s[at] = s, cache.kept_at[at] = ++cache.clock;
  /* Then the least recent others while all hold too much. */
  for (;;) {
    size_t total = 0;
    int old = -1;
    for (int k = 0; k < KEPT; k++) {
      if (cache.s[k] == NULL) continue;
      total += store_bytes(cache.s[k]);
      if (k != at && (old < 0 || cache.kept_at[k] < cache.kept_at[old])) old = k;
    }
    if (total <= KEPT_BYTES || old < 0) break;
    drop[nd++] = cache.s[old], cache.s[old] = NULL;
  }
  unlock_cache();
  while (nd > 0) free_store(drop[--nd]);
}
