// bench.cpp: what the C++ layer (whatwgurl.hpp) costs over the C calls it
// wraps, beside ada's own C++ API, on the same data in one run, interleaved
// round by round (the order of the sides turns each round), medians.
//
//   bench-cpp [-r ROUNDS] FILE...   (one URL per line; a leading BOM is dropped)
//
// Parse: parse + href + free of every URL of a dataset, per URL:
//   C     wurl_parse, wurl_get_href, wurl_free
//   C++   whatwgurl::parse, url::href, ~url
//   ada   ada::parse<ada::url_aggregator>, get_href, destructor
// Getters: one call on a parsed URL, per call, walking every URL of the
// dataset and (hot) on 64 URLs in cache: C wurl_get_hostname /
// wurl_get_pathname against url::hostname / url::pathname.
// The goals of the C++ layer: C++ parse at most 2% over C; a getter at most 1 ns,
// judged on paired figures (see paired_ratio).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "ada.h"
#include "whatwgurl.hpp"

namespace {

volatile std::size_t sink;  // keeps the compiler from dropping a pass's work

double now_ns() {
  return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct dataset {
  std::string name, buf;
  std::vector<std::string_view> urls;
};

bool load(const char *path, dataset &d) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return false;
  std::ostringstream ss;
  ss << f.rdbuf();
  d.buf = ss.str();
  std::string_view p = d.name = path;
  std::size_t slash = p.rfind('/');
  if (slash != std::string_view::npos && slash > 0) {
    std::size_t prev = p.rfind('/', slash - 1);
    d.name = std::string(p.substr(prev == std::string_view::npos ? 0 : prev + 1));
  }
  std::string_view s = d.buf;
  if (s.substr(0, 3) == "\xEF\xBB\xBF") s.remove_prefix(3);
  while (!s.empty()) {
    std::size_t nl = s.find('\n');
    std::string_view line = s.substr(0, nl);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty()) d.urls.push_back(line);
    if (nl == std::string_view::npos) break;
    s.remove_prefix(nl + 1);
  }
  return true;
}

// ---- parse + href + free ----
__attribute__((noinline)) double parse_c(const dataset &d, int reps) {
  std::size_t n = 0;
  double t0 = now_ns();
  for (int r = 0; r < reps; r++)
    for (std::string_view s : d.urls) {
      wurl_url *u = nullptr;
      if (wurl_parse(s.data(), s.size(), nullptr, 0, &u) == WURL_OK) {
        n += wurl_get_href(u).len;
        wurl_free(u);
      }
    }
  double t = now_ns() - t0;
  sink = sink + n;
  return t;
}
__attribute__((noinline)) double parse_cpp(const dataset &d, int reps) {
  std::size_t n = 0;
  double t0 = now_ns();
  for (int r = 0; r < reps; r++)
    for (std::string_view s : d.urls) {
      auto u = whatwgurl::parse(s);
      if (u) n += u->href().size();
    }
  double t = now_ns() - t0;
  sink = sink + n;
  return t;
}
__attribute__((noinline)) double parse_ada(const dataset &d, int reps) {
  std::size_t n = 0;
  double t0 = now_ns();
  for (int r = 0; r < reps; r++)
    for (std::string_view s : d.urls) {
      auto u = ada::parse<ada::url_aggregator>(s);
      if (u) n += u->get_href().size();
    }
  double t = now_ns() - t0;
  sink = sink + n;
  return t;
}

// ---- getters on parsed URLs ----
struct parsed {
  std::vector<whatwgurl::url> urls;  // handle() is what the C side reads
};

constexpr std::size_t hot = 64;
template <class Get>
double walk(const parsed &p, int reps, bool hot_only, Get get) {
  std::size_t n = 0;
  const std::size_t count = p.urls.size();
  double t0 = now_ns();
  for (int r = 0; r < reps; r++)
    for (std::size_t i = 0; i < count; i++) n += get(p.urls[hot_only ? (i & (hot - 1)) : i]);
  double t = now_ns() - t0;
  sink = sink + n;
  return t;
}
double host_c(const parsed &p, int reps, bool h) {
  return walk(p, reps, h, [](const whatwgurl::url &u) { return wurl_get_hostname(u.handle()).len; });
}
double host_cpp(const parsed &p, int reps, bool h) {
  return walk(p, reps, h, [](const whatwgurl::url &u) { return u.hostname().size(); });
}
double path_c(const parsed &p, int reps, bool h) {
  return walk(p, reps, h, [](const whatwgurl::url &u) { return wurl_get_pathname(u.handle()).len; });
}
double path_cpp(const parsed &p, int reps, bool h) {
  return walk(p, reps, h, [](const whatwgurl::url &u) { return u.pathname().size(); });
}

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  std::size_t m = xs.size() / 2;
  return xs.size() % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

// Runs the sides interleaved for rounds rounds (each round in a turned
// order) and returns each side's ns per unit of every round.
using rounds_t = std::vector<std::vector<double>>;
template <class Fn>
rounds_t interleave(const std::vector<Fn> &sides, int rounds, double units_per_rep, int reps) {
  rounds_t t(sides.size());
  for (auto &s : sides) s(1);  // warm up
  for (int r = 0; r < rounds; r++)
    for (std::size_t k = 0; k < sides.size(); k++) {
      std::size_t j = (k + static_cast<std::size_t>(r)) % sides.size();
      t[j].push_back(sides[j](reps) / (units_per_rep * reps));
    }
  return t;
}

// The paired figures: the median over rounds of b's time over a's (or minus
// a's) in the same round. Rounds are short and the two sides of a round run
// back to back, so a load that changes during the run moves both alike; the
// verdicts use these.
double paired_ratio(const std::vector<double> &a, const std::vector<double> &b) {
  std::vector<double> r;
  for (std::size_t i = 0; i < a.size(); i++) r.push_back(b[i] / a[i]);
  return median(r);
}
double paired_diff(const std::vector<double> &a, const std::vector<double> &b) {
  std::vector<double> r;
  for (std::size_t i = 0; i < a.size(); i++) r.push_back(b[i] - a[i]);
  return median(r);
}

}  // namespace

// -only SIDE: parse every URL ROUNDS times through one side (c, cpp, ada)
// and time nothing, for counting instructions under callgrind
// (bench/cpp/instructions.sh), which a loaded machine does not disturb.
int only(std::string_view side, int reps, const std::vector<const char *> &files) {
  std::size_t urls = 0;
  for (const char *f : files) {
    dataset d;
    if (!load(f, d)) return 1;
    if (side == "c") parse_c(d, reps);
    else if (side == "cpp") parse_cpp(d, reps);
    else if (side == "ada") parse_ada(d, reps);
    else if (side != "none") return 2;
    urls += d.urls.size() * static_cast<std::size_t>(reps);
  }
  std::printf("%zu\n", urls);
  return 0;
}

int main(int argc, char **argv) {
  int rounds = 21;
  const char *only_side = nullptr;
  std::vector<const char *> files;
  for (int i = 1; i < argc; i++) {
    if (std::string_view(argv[i]) == "-r" && i + 1 < argc) {
      rounds = std::atoi(argv[++i]);
    } else if (std::string_view(argv[i]) == "-only" && i + 1 < argc) {
      only_side = argv[++i];
    } else {
      files.push_back(argv[i]);
    }
  }
  if (files.empty() || rounds < 1) {
    std::fprintf(stderr, "usage: bench-cpp [-r ROUNDS] [-only c|cpp|ada|none] FILE...\n");
    return 2;
  }
  if (only_side) return only(only_side, rounds, files);
  using pass = std::function<double(int)>;
  std::printf("C++ bench: parse + href + free per URL, %d interleaved rounds (ns/URL, medians)\n", rounds);
  std::printf("%-22s %8s %8s %8s  %-8s %-8s %s\n", "dataset", "C", "C++", "ada C++", "C++/C", "paired",
              "goal: paired C++/C <= 1.02");
  std::vector<std::string> getter_lines;
  for (const char *f : files) {
    dataset d;
    if (!load(f, d) || d.urls.empty()) {
      std::fprintf(stderr, "bench-cpp: cannot read %s\n", f);
      return 1;
    }
    // A sample is about 50,000 URLs: short rounds pair the sides closely.
    int reps = static_cast<int>(std::max<std::size_t>(1, 50000 / d.urls.size()));
    std::vector<pass> sides = {[&](int n) { return parse_c(d, n); }, [&](int n) { return parse_cpp(d, n); },
                               [&](int n) { return parse_ada(d, n); }};
    rounds_t t = interleave(sides, rounds, static_cast<double>(d.urls.size()), reps);
    double pr = paired_ratio(t[0], t[1]);
    std::printf("%-22s %8.1f %8.1f %8.1f  %-8.3f %-8.3f %s\n", d.name.c_str(), median(t[0]), median(t[1]),
                median(t[2]), median(t[1]) / median(t[0]), pr, pr <= 1.02 ? "met" : "missed");
    std::fflush(stdout);

    parsed p;
    for (std::string_view s : d.urls)
      if (auto u = whatwgurl::parse(s)) p.urls.push_back(std::move(*u));
    if (p.urls.size() < hot) continue;
    int greps = static_cast<int>(std::max<std::size_t>(1, 1000000 / p.urls.size()));
    for (bool h : {false, true}) {
      std::vector<pass> g = {[&](int n) { return host_c(p, n, h); }, [&](int n) { return host_cpp(p, n, h); },
                             [&](int n) { return path_c(p, n, h); }, [&](int n) { return path_cpp(p, n, h); }};
      rounds_t gt = interleave(g, rounds, static_cast<double>(p.urls.size()), greps);
      for (int k = 0; k < 2; k++) {
        char line[200];
        double pd = paired_diff(gt[2 * k], gt[2 * k + 1]);
        std::snprintf(line, sizeof line, "%-36s %8.2f %8.2f %9.2f  %s", 
                      (d.name + (k ? " pathname" : " hostname") + (h ? " hot" : " walk")).c_str(),
                      median(gt[2 * k]), median(gt[2 * k + 1]), pd, pd <= 1.0 ? "met" : "missed");
        getter_lines.push_back(line);
      }
    }
  }
  std::printf("\nC++ bench: one getter call on a parsed URL, %d interleaved rounds (ns/call, medians)\n", rounds);
  std::printf("%-36s %8s %8s %9s  %s\n", "dataset getter", "C", "C++", "paired +", "goal: C++ - C <= 1 ns");
  for (const auto &l : getter_lines) std::printf("%s\n", l.c_str());
  return 0;
}
