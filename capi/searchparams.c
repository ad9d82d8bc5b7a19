/* searchparams.c - URLSearchParams objects (section 6.2). */
#include "internal.h"
#include "_cgo_export.h"

void wurl__search_params_release(struct wurl_search_params *p) {
  if (p == NULL) return;
  p->magic = WURL_MAGIC_DEAD;
  free(p->list);
  free(p->scratch);
  free(p);
}
