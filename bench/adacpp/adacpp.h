/* adacpp.h: the C face of adacpp.cpp, for cgo. */
#ifndef WHATWGURL_BENCH_ADACPP_H
#define WHATWGURL_BENCH_ADACPP_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* A dataset copied into C memory: URL i is buf[starts[i], starts[i+1]). */
typedef struct adacpp_set {
  char *buf;
  size_t *starts;
  size_t n;
} adacpp_set;

/* 1 when built with ada.h, 0 for the stubs. */
int adacpp_available(void);
/* Copies n URLs, laid end to end in data, URL i lens[i] bytes long. */
adacpp_set *adacpp_prepare(const char *data, const size_t *lens, size_t n);
void adacpp_release(adacpp_set *set);
/* ns taken by reps passes of ada::parse<url_aggregator> + get_href over set. */
int64_t adacpp_time(const adacpp_set *set, int reps, size_t *sink);
/* Parses s; on success points *href at its href (valid until the next call). */
int adacpp_href(const char *s, size_t len, const char **href, size_t *href_len);

#ifdef __cplusplus
}
#endif
#endif
