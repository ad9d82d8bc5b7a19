/* bigblock.c - the memory of a batch's large blocks (its results and its
 * hrefs, batch.c). A block of a few megabytes in 4 KiB pages costs a miss
 * in the TLB every 4 KiB a batch writes and its reader reads: from
 * WURL_BIG_BLOCK on, a block is mapped on its own, aligned to 2 MiB and
 * advised as huge pages (transparent huge pages, where the system has them
 * on madvise or always), so that one TLB entry covers 2 MiB. Smaller blocks
 * come from malloc. The size of a block decides where it came from, so the
 * caller gives it back to wurl__big_free (or wurl__big_realloc) with its
 * size. A mapped block is not heap memory: valgrind and AddressSanitizer see
 * it as defined, and it is never reported as a leak (batch_store.c keeps
 * the blocks of the last batches freed for the next ones). */
#include <stdint.h>
#include <sys/mman.h>
#include "internal.h"

#define HUGE_PAGE ((size_t)2 << 20)

/* size rounded up to a whole number of huge pages; 0 on overflow. */
static size_t mapped_size(size_t size) {
  return size > SIZE_MAX - (HUGE_PAGE - 1) ? 0 : (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
}

void *wurl__big_alloc(size_t size) {
  if (size < WURL_BIG_BLOCK) return malloc(size);
  size_t len = mapped_size(size);
  if (len == 0 || len > SIZE_MAX - HUGE_PAGE) return NULL;
  /* Mapped with a huge page to spare, then trimmed to the aligned part. */
  char *p = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return NULL;
  size_t head = (HUGE_PAGE - ((uintptr_t)p & (HUGE_PAGE - 1))) & (HUGE_PAGE - 1);
  if (head) munmap(p, head);
  munmap(p + head + len, HUGE_PAGE - head);
  p += head;
#ifdef MADV_HUGEPAGE
  madvise(p, len, MADV_HUGEPAGE); /* advice: where it fails, 4 KiB pages serve */
#endif
  return p;
}

void wurl__big_free(void *p, size_t size) {
  if (p == NULL) return;
  if (size < WURL_BIG_BLOCK)
    free(p);
  else
    munmap(p, mapped_size(size));
}

void *wurl__big_realloc(void *p, size_t old_size, size_t used, size_t size) {
  if (p == NULL) return wurl__big_alloc(size);
  if (old_size < WURL_BIG_BLOCK && size < WURL_BIG_BLOCK) return realloc(p, size);
  if (old_size >= WURL_BIG_BLOCK && mapped_size(size) == mapped_size(old_size)) return p;
  void *q = wurl__big_alloc(size);
  if (q == NULL) return NULL;
  /* Only the bytes in use: a block kept from an earlier batch grows before
   * its first byte is written, and copying all of it would touch every page
   * of the new block for nothing. */
  memcpy(q, p, used < size ? used : size);
  wurl__big_free(p, old_size);
  return q;
}
