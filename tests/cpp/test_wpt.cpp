// test_wpt.cpp - WPT's urltestdata.json and setters_tests.json through the
// C++ layer (whatwgurl.hpp), run as WPT's runners for them do.
// Data: $WHATWGURL_WPT_DIR/url/, else testdata/wpt/url/ (run from the
// repository root). Prints one "WPT <file> through C++: N passed, N failed"
// line per file; exits nonzero on a failure or missing data.
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

#include "check.hpp"
extern "C" {
#include "../c/json.h"
}

namespace {

std::string_view str(const json *v) { return v ? std::string_view(v->str, v->len) : std::string_view(); }
const json *string_of(const json *obj, const char *key) {
  const json *v = json_get(obj, key);
  return v && v->kind == JSON_STRING ? v : nullptr;
}

using getter = std::string_view (whatwgurl::url::*)() const noexcept;
using view_getter = std::string_view (whatwgurl::url_view::*)() const noexcept;
struct attribute_row {
  const char *name;
  getter get;
  view_getter view_get;
  bool (whatwgurl::url::*set)(std::string_view) noexcept;
};
const attribute_row attributes[] = {
    {"href", &whatwgurl::url::href, &whatwgurl::url_view::href, &whatwgurl::url::set_href},
    {"protocol", &whatwgurl::url::protocol, &whatwgurl::url_view::protocol, &whatwgurl::url::set_protocol},
    {"username", &whatwgurl::url::username, &whatwgurl::url_view::username, &whatwgurl::url::set_username},
    {"password", &whatwgurl::url::password, &whatwgurl::url_view::password, &whatwgurl::url::set_password},
    {"host", &whatwgurl::url::host, &whatwgurl::url_view::host, &whatwgurl::url::set_host},
    {"hostname", &whatwgurl::url::hostname, &whatwgurl::url_view::hostname, &whatwgurl::url::set_hostname},
    {"port", &whatwgurl::url::port, &whatwgurl::url_view::port, &whatwgurl::url::set_port},
    {"pathname", &whatwgurl::url::pathname, &whatwgurl::url_view::pathname, &whatwgurl::url::set_pathname},
    {"search", &whatwgurl::url::search, &whatwgurl::url_view::search, &whatwgurl::url::set_search},
    {"hash", &whatwgurl::url::hash, &whatwgurl::url_view::hash, &whatwgurl::url::set_hash},
};

// Whether u has every attribute obj expects (getters, origin,
// searchParams), and url_view's getters agree with url's; prints what differs.
bool matches(whatwgurl::url &u, const json *obj) {
  bool ok = true;
  whatwgurl::url_view v = u.view();
  for (const auto &a : attributes) {
    std::string_view got = (u.*a.get)();
    if (const json *want = string_of(obj, a.name); want && got != str(want)) {
      std::cerr << "  " << a.name << ": got \"" << check::show(got) << "\", want \"" << check::show(str(want))
                << "\"\n";
      ok = false;
    }
    if ((v.*a.view_get)() != got) {
      std::cerr << "  url_view " << a.name << ": got \"" << check::show((v.*a.view_get)()) << "\"\n";
      ok = false;
    }
  }
  if (const json *want = string_of(obj, "origin")) {
    auto origin = u.origin();
    if (!origin || origin->view() != str(want)) {
      std::cerr << "  origin: got " << origin.error() << " \"" << (origin ? origin->view() : std::string_view())
                << "\", want \"" << str(want) << "\"\n";
      ok = false;
    }
  }
  if (const json *want = string_of(obj, "searchParams")) {
    std::string got = u.search_params().to_string();
    if (got != str(want)) {
      std::cerr << "  searchParams: got \"" << got << "\", want \"" << str(want) << "\"\n";
      ok = false;
    }
  }
  return ok;
}

// The edition the runs follow, and the folder that names their files in the
// counts: url/ with y2025, then url-after-pr914/ with y2026.
whatwgurl::edition edition = whatwgurl::edition::y2025;
std::string prefix;

void report(const char *file, int passed, int failed) {
  std::cout << "WPT " << prefix << file << " through C++: " << passed << " passed, " << failed << " failed" << std::endl;
  check::passed += passed;
  check::failed += failed;
}

void run_urltestdata(const char *file, const json *tests) {
  int passed = 0, failed = 0;
  for (std::size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i];
    if (t->kind != JSON_OBJECT) continue;  // a comment
    std::string_view input = str(string_of(t, "input"));
    const json *base = string_of(t, "base");
    const json *failure = json_get(t, "failure");
    bool want_failure = failure && failure->kind == JSON_BOOL && failure->boolean;
    auto u = base ? whatwgurl::parse(input, str(base), edition) : whatwgurl::parse(input, edition);
    bool can = base ? whatwgurl::can_parse(input, str(base), edition) : whatwgurl::can_parse(input, edition);
    bool ok;
    if (want_failure) {
      // A failed parse says which validation error made it fail.
      ok = !u && u.error().code == whatwgurl::errc::parse && u.error().validation != WURL_VERR_NONE &&
           !u->has_value() && !can;
      if (!ok) std::cerr << "  got " << u.error() << " \"" << u->href() << "\", can_parse " << can << "\n";
    } else {
      ok = u && can;
      if (!ok) std::cerr << "  got " << u.error() << ", can_parse " << can << "\n";
      if (ok) ok = matches(*u, t) && u->edition() == edition;
      if (ok && base) {  // the same parse against a parsed base
        auto b = whatwgurl::parse(str(base), edition);
        auto w = b ? whatwgurl::parse(input, *b, edition) : b.error();
        ok = w && *w == *u && w->href() == u->href();
        if (!ok) std::cerr << "  parse against a url base disagrees\n";
      }
    }
    if (ok) {
      passed++;
    } else {
      failed++;
      std::cerr << "FAIL " << file << " #" << i << " input \"" << check::show(input) << "\""
                << (base ? " base \"" + std::string(str(base)) + "\"" : std::string()) << "\n";
    }
  }
  report(file, passed, failed);
}

void run_setters(const json *root) {
  int passed = 0, failed = 0;
  for (std::size_t k = 0; k < root->len; k++) {
    std::string_view key = root->keys[k];
    if (key == "comment") continue;
    const attribute_row *a = nullptr;
    for (const auto &row : attributes)
      if (key == row.name) a = &row;
    const json *list = root->items[k];
    for (std::size_t i = 0; i < list->len; i++) {
      const json *t = list->items[i];
      std::string_view href = str(string_of(t, "href")), value = str(string_of(t, "new_value"));
      auto u = whatwgurl::parse(href, edition);
      bool ok = a != nullptr && u.has_value();
      if (ok) {
        std::string before(u->href());
        bool changed = ((*u).*a->set)(value);
        if (changed != (u->href() != before)) {
          std::cerr << "  changed " << changed << " but the href went from \"" << before << "\" to \""
                    << u->href() << "\"\n";
          ok = false;
        }
        if (ok) ok = matches(*u, json_get(t, "expected"));
      }
      if (ok) {
        passed++;
      } else {
        failed++;
        std::cerr << "FAIL setters " << key << " #" << i << " href \"" << check::show(href) << "\" new_value \""
                  << check::show(value) << "\"\n";
      }
    }
  }
  report("setters_tests.json", passed, failed);
}

// toascii.json and IdnaTestV2.json as WPT's runners do: new URL("https://" +
// input + "/x") gives output as host, or fails where output is null (the
// empty input is not run).
void run_hosts(const char *file, const json *tests) {
  int passed = 0, failed = 0;
  for (std::size_t i = 0; i < tests->len; i++) {
    const json *t = tests->items[i];
    if (t->kind != JSON_OBJECT) continue;  // a comment
    std::string_view input = str(string_of(t, "input"));
    if (input.empty()) continue;
    const json *out = json_get(t, "output");
    auto u = whatwgurl::parse("https://" + std::string(input) + "/x", edition);
    bool ok = out == nullptr || out->kind == JSON_NULL
                  ? !u
                  : u && u->host() == str(out) && u->hostname() == str(out) && u->pathname() == "/x";
    if (ok) {
      passed++;
    } else {
      failed++;
      std::cerr << "FAIL " << file << " #" << i << " input \"" << check::show(input) << "\"\n";
    }
  }
  report(file, passed, failed);
}

json *load(const std::string &dir, const char *name, const char *folder = "url") {
  std::string path = dir + "/" + folder + "/" + name;
  const char *err = nullptr;
  json *v = json_parse_file(path.c_str(), &err);
  if (v == nullptr) std::cerr << "test_wpt: cannot read " << path << ": " << (err ? err : "?") << "\n";
  return v;
}

}  // namespace

int main() {
  const char *env = std::getenv("WHATWGURL_WPT_DIR");
  std::string dir = env && *env ? env : "testdata/wpt";
  json *urltestdata = load(dir, "urltestdata.json");
  json *setters = load(dir, "setters_tests.json");
  int rc = 0;
  if (!urltestdata || urltestdata->kind != JSON_ARRAY || !setters || setters->kind != JSON_OBJECT) {
    std::cout << "0 passed, 1 failed" << std::endl;
    rc = 1;
  } else {
    run_urltestdata("urltestdata.json", urltestdata);
    run_setters(setters);
    rc = check::failed == 0 && check::passed > 0 ? 0 : 1;
  }
  json_free(urltestdata);
  json_free(setters);
  if (rc != 0) return rc;

  // The newer files follow the 2026 edition: the same runners with y2026.
  edition = whatwgurl::edition::y2026;
  prefix = "url-after-pr914/";
  const char *folder = "url-after-pr914";
  json *u26 = load(dir, "urltestdata.json", folder), *s26 = load(dir, "setters_tests.json", folder);
  json *a26 = load(dir, "toascii.json", folder), *i26 = load(dir, "IdnaTestV2.json", folder);
  if (!u26 || !s26 || !a26 || !i26) {
    std::cout << "0 passed, 1 failed" << std::endl;
    rc = 1;
  } else {
    run_urltestdata("urltestdata.json", u26);
    run_setters(s26);
    run_hosts("toascii.json", a26);
    run_hosts("IdnaTestV2.json", i26);
    rc = check::failed == 0 && check::passed > 0 ? 0 : 1;
  }
  for (json *j : {u26, s26, a26, i26}) json_free(j);
  return rc;
}
