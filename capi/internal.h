/* internal.h - the layout of the handles, shared by the C files of capi and
 * by the Go exports (through cgo). Not installed. */
#ifndef WHATWGURL_CAPI_INTERNAL_H
#define WHATWGURL_CAPI_INTERNAL_H

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "whatwgurl.h"

/* The longest input or href: offsets are uint32 and 0xFFFFFFFF is WURL_OMITTED. */
#define MAX_LEN ((size_t)0xFFFFFFFEu)

#define WURL_MAGIC_URL 0x6c727577u  /* "wurl" */
#define WURL_MAGIC_SP 0x70737577u   /* "wusp" */
#define WURL_MAGIC_DEAD 0xdeadbeefu

/* wurl_url.flags */
#define WURL_F_INLINE 1u /* href points just past the struct, in the same block */
/* Bits 8-15: the wurl_edition the URL was parsed with, which its setters follow. */
#define WURL_F_EDITION_SHIFT 8
#define WURL_F_EDITION_MASK (0xffu << WURL_F_EDITION_SHIFT)

/* A URL handle. The magic and the components come first and together fill
 * 64 bytes: wurl_get_components reads nothing else, so a read touches one
 * run of 64 bytes, not the head and the tail of the struct (walking the
 * handles of a dataset, about 30% less time per call than with the
 * components last). */
struct wurl_url {
  uint32_t magic;
  wurl_components c;
  uint32_t flags;
  /* The engine generation (wurl__gen) that made list: a list made before a
   * fork is a handle of the parent's Go runtime, unknown in the child, where
   * the URL's list is made again from its query (wurl__adopt_list). */
  uint32_t list_gen;
  char *href;        /* NUL-terminated */
  size_t href_len;   /* < 4 GiB */
  size_t href_cap;   /* bytes usable at href, NUL included */
  struct wurl_search_params *sp; /* the URL's own search params, or NULL */
  /* The Go handle (runtime/cgo.Handle) of the list of the URL's query
   * object, or 0 while that list is the parse of the query, which the first
   * call that needs it makes (capi/searchparams.go). */
  uintptr_t list;
};
_Static_assert(offsetof(struct wurl_url, c) + sizeof(wurl_components) == 64,
               "the magic and the components fill the first 64 bytes of a handle");

/* A block of the views a search-params object returned (searchparams.c). */
struct wurl_sp_chunk {
  struct wurl_sp_chunk *next;
  size_t cap, used; /* bytes of data, and how many are taken */
  /* the data follows, aligned for wurl_str */
};

/* A search-params object. A URL's own has url set, and its list is
 * url->list; a standalone one holds the Go handle of its list in list.
 * views holds every view the object returned since its list last changed
 * (the newest chunk first): they stay valid until then, as the header
 * promises, and each distinct string is copied once (capi/searchparams.go). */
struct wurl_search_params {
  uint32_t magic;
  uint32_t standalone;
  struct wurl_url *url;
  uintptr_t list;
  struct wurl_sp_chunk *views;
  uint32_t gen; /* standalone: the engine generation that made list */
};

/* n bytes for views in p's chunks, aligned for wurl_str; NULL when malloc
 * fails. Freed together by wurl__sp_views_reset (searchparams.c). */
void *wurl__sp_views_alloc(struct wurl_search_params *p, size_t n) __attribute__((visibility("hidden")));
void wurl__sp_views_reset(struct wurl_search_params *p) __attribute__((visibility("hidden")));

/* Go handles that a free (which never enters Go) leaves for the next call
 * into Go to delete: a stack that frees push onto and that call takes whole
 * (searchparams.c). */
struct wurl_released {
  struct wurl_released *next;
  uintptr_t handle;
};
void wurl__release_later(uintptr_t handle) __attribute__((visibility("hidden")));
struct wurl_released *wurl__take_released(void) __attribute__((visibility("hidden")));

/* Operations of wurlgo_sp. */
enum {
  WURL_SP_SIZE, WURL_SP_APPEND, WURL_SP_DELETE, WURL_SP_GET, WURL_SP_GET_ALL, WURL_SP_HAS,
  WURL_SP_SET, WURL_SP_SORT, WURL_SP_ENTRY, WURL_SP_TO_STRING, WURL_SP_TO_STRING_ENCODING
};

/* What wurlgo_sp returns besides its status. */
struct wurl_sp_result {
  size_t n;          /* size, count of get_all */
  int found;         /* get, has */
  wurl_str a, b;     /* get: a; entry: a, b; to_string: a */
  const wurl_str *arr; /* get_all */
};

/* Records why a parse failed, for wurl_last_parse_failure on the calling
 * thread (wurl.c). The Go exports call it too: a Go export runs on the
 * thread of its C caller. */
void wurl__parse_failed(int error, int base) __attribute__((visibility("hidden")));

/* Fork (engine.c). wurl__forked is set in a forked child by the
 * pthread_atfork handler: the Go runtime of this copy of the library is gone
 * there, and calls into Go go to a private copy loaded in the child
 * (engine.h). wurl__gen counts the forks that led to this process: a Go
 * handle kept in C memory belongs to the generation that made it. */
extern volatile int wurl__forked __attribute__((visibility("hidden")));
extern uint32_t wurl__gen __attribute__((visibility("hidden")));
/* Loads the private copy in a forked child, once; 0 when it cannot be had. */
int wurl__load_copy(void) __attribute__((visibility("hidden")));
/* Frees the handles freed before the fork, which were the parent's (searchparams.c). */
void wurl__forget_released(void) __attribute__((visibility("hidden")));

/* 1 when a call into Go can be made (engine.h sends it to the right copy);
 * 0 gives WURL_ERR_FORKED. */
static inline int wurl__engine_ready(void) { return !wurl__forked || wurl__load_copy(); }

/* Before a call into Go that may read or make u's list: a list of another
 * generation is dropped (the parse of the query is made again when needed),
 * and a list the call makes is this generation's. Only in calls that may
 * change u (one thread at a time). */
static inline void wurl__adopt_list(struct wurl_url *u) {
  if (u->list_gen != wurl__gen) {
    u->list = 0;
    u->list_gen = wurl__gen;
  }
}

/* A new URL block with room for an href of about guess bytes (wurl.c). */
struct wurl_url *wurl__new_block(size_t guess) __attribute__((visibility("hidden")));

/* The engine's fast path in C (canonical.c): 1 when input is a URL the
 * basic URL parser (UTF-8, any base) serializes to input itself, followed by
 * "/" when *slash is set; *c then holds that href's components. 0 means "not
 * known here": the engine decides. */
int wurl__canonical(const char *input, size_t n, wurl_components *c, int *slash)
    __attribute__((visibility("hidden")));
/* The rewriting fast path (canonical.c; the engine's rewriteCanonical): for
 * an input wurl__canonical declines, parsed with no base URL, writes a
 * rewrite of it that the basic URL parser makes the same URL of (scheme and
 * special host lowercased, '\' as '/' in a special URL, a port as its number
 * or dropped when default or empty) to out, which has room for n bytes (a
 * rewrite is never longer), and returns 1 when wurl__canonical takes that
 * rewrite: the href is then out[0, *out_len), followed by "/" when *slash is
 * set, with components *c. 0: the engine decides. */
int wurl__canonical_rewrite(const char *input, size_t n, char *out, size_t *out_len, wurl_components *c,
                            int *slash) __attribute__((visibility("hidden")));
/* Turns canonical.c's vector scan on (where the processor has it) or off,
 * and returns whether it is on: for the tests, which hold both scans. */
int wurl__canonical_vector(int on) __attribute__((visibility("hidden")));

/* Whether the memory kept from a released batch or export (its spare,
 * batch.c and arrow.c: one block each, so that a large one's pages are not
 * faulted in anew each time) serves a new one: it has room for the n units
 * asked for and does not waste more than 3/4 of its cap. */
static inline int wurl__spare_fits(size_t cap, size_t n) { return cap >= n && cap / 4 <= n; }

/* The most memory of freed batches (batch_store.c) or of a released Arrow
 * export (arrow.c) kept for later ones, in all for each: a larger one goes
 * back to the system at once, so that a program that made one huge batch
 * or export does not keep its memory for good. */
#define WURL_KEPT_BYTES ((size_t)64 << 20)

/* The memory of a batch: its results and its href block (batch_store.c). */
struct wurl_batch_store {
  size_t cap_n; /* the results it has room for */
  char *hrefs;  /* the href block that goes with it, or NULL */
  size_t hrefs_cap;
  /* The block of wurl_batch_columns' texts in the batch's memory
   * (WURL_COLUMNS_IN_BATCH), or NULL: kept with the store, as the hrefs. */
  char *text;
  size_t text_cap;
  wurl_batch_result results[];
};
/* A store with room for n results (its href block as it was kept: any
 * size, or NULL), or NULL when out of memory (n no more than store_size
 * can count: wurl__new_batch checks); and its return when the batch is
 * freed, to be kept for a later batch or freed. */
struct wurl_batch_store *wurl__store_take(size_t n) __attribute__((visibility("hidden")));
void wurl__store_keep(struct wurl_batch_store *s) __attribute__((visibility("hidden")));
/* The counting build's counts (capi/workcount.go), in the order
 * wurl_debug_batch_work gives them (test_batch_work.c, test_arrow.c): the
 * batch's runs of the fast path's scan and of its rewrite on an input
 * (batch.c), the stores allocated (batch_store.c), the Arrow exports'
 * memory allocated (not the spare taken again) and the blocks of column
 * texts in batches allocated or grown (arrow.c). WURL_COUNT(k) adds one;
 * other builds count nothing. */
enum { WURL_WORK_SCANS, WURL_WORK_REWRITES, WURL_WORK_STORES, WURL_WORK_EXPORTS, WURL_WORK_TEXTS, WURL_WORK_KINDS };
#ifdef WURL_WORKCOUNT
extern uint64_t wurl__work[WURL_WORK_KINDS] __attribute__((visibility("hidden")));
#define WURL_COUNT(k) __atomic_fetch_add(&wurl__work[k], 1, __ATOMIC_RELAXED)
#else
#define WURL_COUNT(k) ((void)0)
#endif

/* Blocks of size bytes for a batch's results and hrefs (bigblock.c): from
 * WURL_BIG_BLOCK bytes on mapped on their own in huge pages, smaller ones
 * from malloc; each is given back (or resized) with the size it has. A
 * resize keeps the first used bytes of the block (all of a small one). */
#define WURL_BIG_BLOCK ((size_t)2 << 20)
void *wurl__big_alloc(size_t size) __attribute__((visibility("hidden")));
void *wurl__big_realloc(void *p, size_t old_size, size_t used, size_t size) __attribute__((visibility("hidden")));
void wurl__big_free(void *p, size_t size) __attribute__((visibility("hidden")));

/* Zero bytes after a batch's href block (batch.c), so that a value of up
 * to 12 bytes anywhere in it can be read with fixed-size loads (arrow.c). */
#define WURL_HREFS_PAD 16

/* A batch of n results, and its hand-out (or free, on a status other than
 * WURL_OK) (batch.c). */
struct wurl_batch;
wurl_status wurl__new_batch(size_t n, struct wurl_batch **b) __attribute__((visibility("hidden")));
/* Parses the inputs (ptrs[i], lens[i]; lens NULL: NUL-terminated) into b,
 * in order (batch.c). */
wurl_status wurl__parse_inputs(struct wurl_batch *b, const char *const *ptrs, const size_t *lens,
                               const char *base, size_t base_len, int edition) __attribute__((visibility("hidden")));

/* WURL_OK when base (NULL: none) is a valid URL in the edition; otherwise
 * WURL_ERR_PARSE, with the failure recorded for wurl_last_parse_failure, or
 * another status (batch.c). */
wurl_status wurl__check_base(const char *base, size_t base_len, int edition) __attribute__((visibility("hidden")));

/* Frees a batch, or keeps it for the next one (batch.c). */
void wurl__free_batch(struct wurl_batch *b) __attribute__((visibility("hidden")));
wurl_status wurl__finish_batch(struct wurl_batch *b, wurl_status st, struct wurl_batch **out)
    __attribute__((visibility("hidden")));

/* The name of a URL pattern component, "protocol" ... "hash", "" for another
 * value (abi_names.c, generated with the header's wurl_pattern_component). */
const char *wurl__pattern_component_name(wurl_pattern_component c)
    __attribute__((visibility("hidden")));

static inline int wurl__url_ok(const struct wurl_url *u) {
  return u != NULL && u->magic == WURL_MAGIC_URL;
}

/* The vector extensions of this x86-64 processor the fast paths use
 * (cpu.c), asked once: WURL_CPU_KNOWN and those it has. */
#if defined(__x86_64__) && defined(__GNUC__)
#define WURL_CPU_KNOWN 1u
#define WURL_CPU_SSSE3 2u
#define WURL_CPU_AVX2 4u
unsigned wurl__cpu_features(void) __attribute__((visibility("hidden")));
unsigned wurl__cpu_features_cpuid(void) __attribute__((visibility("hidden")));
#endif

#endif
