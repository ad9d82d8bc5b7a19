/* engine.h - where the calls into Go go: the Go runtime of this copy of the
 * library, or, in a process forked from the one that loaded it, the runtime
 * of a private copy loaded there (engine.c). Include after _cgo_export.h:
 * engine_exports.h turns each wurlgo_*() call into a call through the engine
 * in use. Every such call is preceded by a wurl__engine_ready() check. */
#ifndef WHATWGURL_CAPI_ENGINE_H
#define WHATWGURL_CAPI_ENGINE_H

#include "internal.h"

/* The Go entry points of one copy of the library, and the table's own
 * address in that copy (a check that the private copy's table was found). */
#define WURL__ENGINE_MEMBER(f) __typeof__(&f) f;
#define WURL__ENGINE_INIT(f) f,
struct wurl_engine;

/* The private copy's engine in a forked child, once loaded; NULL until then. */
extern const struct wurl_engine *volatile wurl__copy __attribute__((visibility("hidden")));

#define WURL__ENGINE(f) (wurl__forked ? wurl__copy->f : f)

/* The C functions with state that Go calls back (wurl.c's record of the last
 * parse failure, per thread): in a private copy they are the first copy's,
 * so that there is one record (the first copy sets this in the private copy
 * when it loads it). NULL in the first copy. */
extern void (*wurl__host_parse_failed)(int error, int base) __attribute__((visibility("hidden")));

#include "engine_exports.h"

struct wurl_engine {
  const struct wurl_engine *self;
  WURL_ENGINE_EXPORTS(WURL__ENGINE_MEMBER)
};

#endif
