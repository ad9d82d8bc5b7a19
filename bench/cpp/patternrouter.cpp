// patternrouter.cpp: a URL router of the patterns of PATTERNS
// (bench/data/router-patterns.txt), tried in order until the first that
// matches, per URL, through ours (whatwgurl.hpp's first_match: the URL
// parsed once, the library entered once) and ada's url_pattern
// (ada::parse_url_pattern over ada's std::regex provider; test on each
// pattern in turn, as ada offers no router), on the same URLs in one run,
// rounds interleaved (the order of the sides turns each round), medians.
// Two more columns: ours the way ada's runs (url_pattern::test on each
// pattern in turn), and ada parsing the URL once (ada::parse, then each
// pattern's test_components, the helper its test calls after its parse:
// what a router over ada could do).
//
//   patternrouter -patterns PATTERNS [-templates T -generate N] [-r ROUNDS] FILE...
//   patternrouter -patterns PATTERNS [-templates T -generate N] -only SIDE -r PASSES FILE...
//
// FILE: one URL a line (a leading BOM dropped). Lines that are not valid
// UTF-8 are left out (ada's url_pattern takes valid UTF-8 only); the table
// says how many. -templates/-generate add a dataset "routes" of N URLs made
// from the templates (see bench/data/router-urls.txt), which reach every
// route; the real datasets reach few.
//
// Before timing, every URL is tested against every pattern on both sides:
// the table counts the (URL, pattern) pairs where the sides disagree and the
// URLs whose first matching route differs, and lists the first few; a
// first_match that is not the first test that matches stops the run.
//
// -only SIDE (ours, ours-test, ada, ada-once or none) runs PASSES router passes of one side over
// the files and times nothing, for callgrind (bench/cpp/patternrouter.sh):
// instructions per URL are the difference of two pass counts.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "ada.h"
#include "whatwgurl.hpp"

namespace {

using ada_pattern = ada::url_pattern<ada::url_pattern_regex::std_regex_provider>;

volatile std::size_t sink;  // keeps the compiler from dropping a pass's work

double now_ns() {
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// valid_utf8 reports whether s is well-formed UTF-8 (no overlongs,
// surrogates or code points past U+10FFFF).
bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      i++;
      continue;
    }
    std::size_t n;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) n = 1;
    else if (c >= 0xE0 && c <= 0xEF) {
      n = 2;
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      n = 3;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    } else return false;
    if (i + n >= s.size()) return false;
    for (std::size_t k = 1; k <= n; k++) {
      unsigned char b = static_cast<unsigned char>(s[i + k]);
      if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF)) return false;
    }
    i += n + 1;
  }
  return true;
}

struct dataset {
  std::string name;
  std::vector<std::string> urls;
  std::size_t dropped = 0;  // lines that are not valid UTF-8
};

std::vector<std::string> lines(const char *path, bool skip_comments) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    std::perror(path);
    std::exit(1);
  }
  std::ostringstream ss;
  ss << f.rdbuf();
  std::string buf = ss.str();
  std::string_view s = buf;
  if (s.substr(0, 3) == "\xEF\xBB\xBF") s.remove_prefix(3);
  std::vector<std::string> out;
  while (!s.empty()) {
    std::size_t nl = s.find('\n');
    std::string_view line = s.substr(0, nl);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && !(skip_comments && line[0] == '#')) out.emplace_back(line);
    if (nl == std::string_view::npos) break;
    s.remove_prefix(nl + 1);
  }
  return out;
}

dataset load(const char *path) {
  dataset d;
  std::string_view p = path;
  std::size_t slash = p.rfind('/');
  d.name = std::string(slash == std::string_view::npos ? p : p.substr(slash + 1));
  if (d.name.size() > 4 && d.name.substr(d.name.size() - 4) == ".txt") d.name.resize(d.name.size() - 4);
  for (auto &u : lines(path, false)) {
    if (valid_utf8(u)) d.urls.push_back(std::move(u));
    else d.dropped++;
  }
  return d;
}

// generate makes n URLs from templates: URL i from template i % size, each
// {w} a word and each {n} a number, drawn from a fixed linear congruential
// sequence.
dataset generate(const std::vector<std::string> &templates, std::size_t n) {
  static const char *const words[] = {"alpha", "Beta",  "gamma",   "delta_2", "node",   "x",
                                      "lorem-ipsum", "tapjs", "URL", "path.to", "caf%C3%A9", "q1"};
  constexpr std::size_t nwords = sizeof words / sizeof *words;
  std::uint64_t state = 0x2545F4914F6CDD1DULL;
  auto next = [&state] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::size_t>(state >> 33);
  };
  dataset d;
  d.name = "routes";
  for (std::size_t i = 0; i < n; i++) {
    const std::string &t = templates[i % templates.size()];
    std::string u;
    for (std::size_t k = 0; k < t.size(); k++) {
      if (t.compare(k, 3, "{w}") == 0) {
        u += words[next() % nwords];
        k += 2;
      } else if (t.compare(k, 3, "{n}") == 0) {
        u += std::to_string(next() % 100000);
        k += 2;
      } else {
        u += t[k];
      }
    }
    d.urls.push_back(std::move(u));
  }
  return d;
}

struct routers {
  std::vector<whatwgurl::url_pattern> ours;
  std::vector<ada_pattern> ada;
};

routers compile(const std::vector<std::string> &patterns) {
  routers r;
  for (const auto &p : patterns) {
    auto o = whatwgurl::url_pattern::make(p);
    if (!o) {
      std::fprintf(stderr, "patternrouter: ours: %s: %s\n", p.c_str(), o.error().message.c_str());
      std::exit(1);
    }
    r.ours.push_back(std::move(*o));
    auto a = ada::parse_url_pattern<ada::url_pattern_regex::std_regex_provider>(std::string_view(p), nullptr,
                                                                                 nullptr);
    if (!a) {
      std::fprintf(stderr, "patternrouter: ada: %s: does not compile\n", p.c_str());
      std::exit(1);
    }
    r.ada.push_back(std::move(*a));
  }
  return r;
}

// The router: the index of the first of patterns (ours or ada's) that
// matches url, or -1.
template <class Patterns>
int route(Patterns &patterns, std::string_view url) {
  for (std::size_t i = 0; i < patterns.size(); i++) {
    auto m = patterns[i].test(url);
    if (m && *m) return static_cast<int>(i);
  }
  return -1;
}

// Ours as a router: whatwgurl::first_match over the patterns.
struct first_match_router {
  const std::vector<whatwgurl::url_pattern> &patterns;
};
int route(const first_match_router &r, std::string_view url) {
  auto m = whatwgurl::first_match(r.patterns, url);
  return m && *m ? static_cast<int>(**m) : -1;
}

// ada parsing once: test's own steps, the parse taken out of the loop.
struct ada_once_router {
  std::vector<ada_pattern> &patterns;
};
int route(ada_once_router &r, std::string_view url) {
  auto u = ada::parse<ada::url_aggregator>(url, nullptr);
  if (!u) return -1;
  std::string_view protocol = u->get_protocol(), search = u->get_search(), hash = u->get_hash();
  if (!protocol.empty() && protocol.back() == ':') protocol.remove_suffix(1);
  if (!search.empty() && search.front() == '?') search.remove_prefix(1);
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  for (std::size_t i = 0; i < r.patterns.size(); i++)
    if (r.patterns[i].test_components(protocol, u->get_username(), u->get_password(), u->get_hostname(),
                                      u->get_port(), u->get_pathname(), search, hash))
      return static_cast<int>(i);
  return -1;
}

// ns for reps router passes over the URLs of d, one side's patterns.
template <class Patterns>
__attribute__((noinline)) double pass(Patterns &patterns, const dataset &d, int reps) {
  std::size_t n = 0;
  double t0 = now_ns();
  for (int k = 0; k < reps; k++)
    for (const auto &u : d.urls) n += static_cast<std::size_t>(route(patterns, u) + 1);
  double t = now_ns() - t0;
  sink = sink + n;
  return t;
}

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  std::size_t m = xs.size() / 2;
  return xs.size() % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

// check tests every URL of d against every pattern on both sides; prints
// the first few disagreements; returns the pairs and the routes that differ
// and, in routed, the URLs a route (ours) takes.
struct verdict {
  std::size_t pairs = 0, routes = 0, routed = 0;
};
verdict check(routers &r, ada_once_router &once, const std::vector<std::string> &patterns, const dataset &d) {
  verdict v;
  int shown = 0;
  for (const auto &u : d.urls) {
    int first_ours = -1, first_ada = -1;
    for (std::size_t i = 0; i < patterns.size(); i++) {
      auto o = r.ours[i].test(u);
      auto a = r.ada[i].test(u);
      bool mo = o && *o, ma = a && *a;
      if (mo && first_ours < 0) first_ours = static_cast<int>(i);
      if (ma && first_ada < 0) first_ada = static_cast<int>(i);
      if (mo != ma) {
        v.pairs++;
        if (shown++ < 5)
          std::printf("  %s: %s matches %s (ours %s, ada %s)\n", d.name.c_str(), u.c_str(), patterns[i].c_str(),
                      mo ? "yes" : "no", ma ? "yes" : (a ? "no" : "error"));
      }
    }
    if (int first = route(first_match_router{r.ours}, u); first != first_ours) {
      std::fprintf(stderr, "patternrouter: %s: first_match %d, test finds %d\n", u.c_str(), first, first_ours);
      std::exit(1);
    }
    if (int first = route(once, u); first != first_ada) {
      std::fprintf(stderr, "patternrouter: %s: ada parsing once %d, ada's test finds %d\n", u.c_str(), first, first_ada);
      std::exit(1);
    }
    if (first_ours != first_ada) v.routes++;
    if (first_ours >= 0) v.routed++;
  }
  return v;
}

}  // namespace

int main(int argc, char **argv) {
  int rounds = 11;
  std::size_t gen = 0;
  const char *pattern_file = nullptr, *template_file = nullptr, *only = nullptr;
  std::vector<const char *> files;
  for (int i = 1; i < argc; i++) {
    std::string_view a = argv[i];
    if (a == "-r" && i + 1 < argc) rounds = std::atoi(argv[++i]);
    else if (a == "-patterns" && i + 1 < argc) pattern_file = argv[++i];
    else if (a == "-templates" && i + 1 < argc) template_file = argv[++i];
    else if (a == "-generate" && i + 1 < argc) gen = static_cast<std::size_t>(std::atol(argv[++i]));
    else if (a == "-only" && i + 1 < argc) only = argv[++i];
    else files.push_back(argv[i]);
  }
  if (pattern_file == nullptr || rounds < (only ? 0 : 1) || (gen > 0) != (template_file != nullptr)) {
    std::fprintf(stderr,
                 "usage: patternrouter -patterns FILE [-templates FILE -generate N] [-r ROUNDS] [-only SIDE] FILE...\n");
    return 2;
  }
  const auto patterns = lines(pattern_file, true);
  std::vector<dataset> sets;
  for (const char *f : files) sets.push_back(load(f));
  if (template_file != nullptr) sets.push_back(generate(lines(template_file, true), gen));
  routers r = compile(patterns);
  const first_match_router router{r.ours};
  ada_once_router once{r.ada};

  if (only != nullptr) {
    std::string_view side = only;
    std::size_t urls = 0;
    for (const auto &d : sets) {
      if (side == "ours") pass(router, d, rounds);
      else if (side == "ours-test") pass(r.ours, d, rounds);
      else if (side == "ada-once") pass(once, d, rounds);
      else if (side == "ada") pass(r.ada, d, rounds);
      else if (side != "none") return 2;
      urls += d.urls.size() * static_cast<std::size_t>(rounds);
    }
    std::printf("%zu\n", urls);
    return 0;
  }

  std::printf("router of %zu patterns (%s), first match per URL: ours (whatwgurl::first_match) "
              "against ada %s (url_pattern<std_regex_provider>::test on each)\n",
              patterns.size(), pattern_file, ADA_VERSION);
  struct row {
    std::string name;
    std::size_t urls, dropped, routed, pairs, routes;
    double ours, ada, ours_test, ada_once;
  };
  std::vector<row> rows;
  for (auto &d : sets) {
    verdict v = check(r, once, patterns, d);
    std::vector<double> o, a, t, c;
    pass(router, d, 1);  // warm up
    pass(r.ours, d, 1);
    pass(r.ada, d, 1);
    pass(once, d, 1);
    const double n = static_cast<double>(d.urls.size());
    for (int k = 0; k < rounds; k++) {
      if (k % 2 == 0) {
        o.push_back(pass(router, d, 1) / n);
        a.push_back(pass(r.ada, d, 1) / n);
        t.push_back(pass(r.ours, d, 1) / n);
        c.push_back(pass(once, d, 1) / n);
      } else {
        c.push_back(pass(once, d, 1) / n);
        t.push_back(pass(r.ours, d, 1) / n);
        a.push_back(pass(r.ada, d, 1) / n);
        o.push_back(pass(router, d, 1) / n);
      }
    }
    rows.push_back(
        {d.name, d.urls.size(), d.dropped, v.routed, v.pairs, v.routes, median(o), median(a), median(t), median(c)});
  }
  std::printf("%-14s %7s %7s %7s %9s %9s %9s %8s %8s %9s %9s\n", "dataset", "URLs", "dropped", "routed", "ours_ns",
              "ada_ns", "ours/ada", "pairs≠", "routes≠", "test_ns", "ada_once");
  for (const auto &w : rows)
    std::printf("%-14s %7zu %7zu %7zu %9.0f %9.0f %9.3f %8zu %8zu %9.0f %9.0f\n", w.name.c_str(), w.urls, w.dropped,
                w.routed, w.ours, w.ada, w.ours / w.ada, w.pairs, w.routes, w.ours_test, w.ada_once);
  std::printf("ns per URL, medians of %d interleaved rounds; dropped: not valid UTF-8; routed: URLs a route takes "
              "(ours); pairs≠: (URL, pattern) pairs where test differs; routes≠: URLs routed differently; test_ns: ours "
              "as ada's runs, url_pattern::test on each pattern in turn; ada_once: ada parsing the URL once, then "
              "test_components of each pattern\n",
              rounds);
  return 0;
}
