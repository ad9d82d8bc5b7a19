/* components.h - whether two wurl_components are the same, member for
 * member: shared by the C tests and the C fuzz target. */
#ifndef WURL_TEST_COMPONENTS_H
#define WURL_TEST_COMPONENTS_H
#include <stdbool.h>
#include "whatwgurl.h"

static inline bool components_eq(const wurl_components *a, const wurl_components *b) {
  return a->scheme_end == b->scheme_end && a->username_start == b->username_start &&
         a->username_end == b->username_end && a->password_start == b->password_start &&
         a->password_end == b->password_end && a->host_start == b->host_start && a->host_end == b->host_end &&
         a->port_start == b->port_start && a->port_end == b->port_end && a->path_start == b->path_start &&
         a->query_start == b->query_start && a->fragment_start == b->fragment_start && a->port == b->port &&
         a->host_type == b->host_type && a->scheme_type == b->scheme_type &&
         a->has_opaque_path == b->has_opaque_path && a->has_credentials == b->has_credentials &&
         a->has_host == b->has_host && a->has_port == b->has_port && a->has_query == b->has_query &&
         a->has_fragment == b->has_fragment;
}

#endif
