/*
 * whatwgurl.hpp - the C++17 interface of libwhatwgurl: a header-only layer
 * over the C API (whatwgurl.h), with no second library. It needs no
 * exceptions (result<T>::value() throws only when they are on; everything
 * else is noexcept or allocates only through the standard library).
 *
 *   #include <whatwgurl.hpp>
 *   auto u = whatwgurl::parse("https://EXAMPLE.com/a/../b?x=1#f");
 *   if (!u) std::cerr << u.error() << '\n';     // e.g. WURL_ERR_PARSE (host-missing)
 *   std::string_view host = u->hostname();      // "example.com", no copy
 *   u->set_pathname("/new path");               // true: the href changed
 *   for (auto [name, value] : u->search_params()) ...
 *
 * Link with -lwhatwgurl (pkg-config whatwgurl, or CMake's
 * find_package(whatwgurl) and the target whatwgurl::whatwgurl).
 *
 * The parts, each a header under whatwgurl/:
 *   detail.hpp         the owner of a C handle and the iterator template
 *                      every class and range below is made of
 *   error.hpp          errc (every wurl_status by name; std::error_code
 *                      works with it), error, result<T>, owned_string
 *   search_params.hpp  search_params: URLSearchParams, range-for over pairs
 *   url.hpp            url (owns a wurl_url), url_view, parse, can_parse
 *   functions.hpp      domain_to_ascii/unicode, parse_host, percent_encode/
 *                      decode, public_suffix, registrable_domain, validate,
 *                      parse_batch/parse_joined (a range of results), version
 *   pattern.hpp        url_pattern: URLPattern (test, exec, its groups),
 *                      pattern_init, compare_component, generate
 *
 * LIFETIMES. std::string_view results borrow: from a url, until the url is
 * changed or destroyed; from a search_params, until its list changes or it
 * (or its url) is destroyed; from a batch, until the batch is destroyed.
 * owned_string and std::string results are the caller's. Every getter is
 * inline and calls the C getter directly: it costs what the C call costs.
 *
 * ERRORS. Every fallible call returns result<T> (value or error) or errc.
 * error::name() is wurl_status_name's text ("WURL_ERR_PARSE"), and for a
 * failed parse (whatever the entry point: a string base, a url base, a
 * batch, a setter of the href) error::validation is the validation error
 * that made it fail and error::in_base whether the base is what failed.
 * error::message(), error::error_code().message() and
 * bad_result_access::what() all say so: "WURL_ERR_PARSE (host-missing)",
 * "WURL_ERR_PARSE (base: missing-scheme-non-relative-URL)". Moved-from and
 * default-constructed objects are safe to use: getters return "", other
 * calls fail with errc::invalid_handle.
 *
 * Thread safety and fork are the C API's (see whatwgurl.h).
 */
#ifndef WHATWGURL_HPP
#define WHATWGURL_HPP

#if __cplusplus < 201703L && !(defined(_MSVC_LANG) && _MSVC_LANG >= 201703L)
#error "whatwgurl.hpp needs C++17 or later"
#endif

#include "whatwgurl.h"
#include "whatwgurl/detail.hpp"
#include "whatwgurl/error.hpp"
#include "whatwgurl/search_params.hpp"
#include "whatwgurl/url.hpp"
#include "whatwgurl/functions.hpp"
#include "whatwgurl/pattern.hpp"

#endif /* WHATWGURL_HPP */
