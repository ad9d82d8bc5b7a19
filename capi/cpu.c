/* cpu.c - which of the vector extensions the fast paths use this x86-64
 * processor has: SSSE3 for canonical.c's scans, AVX2 for arrow.c's rows of
 * eight.
 *
 * On a virtual machine each CPUID is a trap to the hypervisor (about 16
 * microseconds apiece on the machines we measure on, under perf), so the
 * library asks as few as it can, once. glibc's dynamic loader has already
 * asked every leaf at the start of the process, and since 2.33 it shares
 * the answers (<sys/platform/x86.h>; the library needs 2.34 anyway): where
 * that header is, the answers are read from it, with no CPUID at all,
 * and "active" there already means that the system saves the YMM registers.
 * Elsewhere (musl, older glibc) the leaves are asked here. Not the
 * compiler's __builtin_cpu_supports: that links libgcc's
 * __cpu_indicator_init, a constructor that reads a dozen leaves at every
 * load of the library. */
#include "internal.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>

/* Bit 1 and 2 of XCR0: the system saves the SSE and AVX (YMM) registers. */
#define XCR0_SSE_AVX 6u

/* The answers from CPUID itself: where glibc does not share its own, and
 * for the test that holds both to the compiler's. */
unsigned wurl__cpu_features_cpuid(void) {
  unsigned f = WURL_CPU_KNOWN, a, b, c, d;
  __cpuid(1, a, b, c, d); /* leaf 1: every x86-64 has it */
  if (c & bit_SSSE3) f |= WURL_CPU_SSSE3;
  /* AVX2: the processor has AVX and leaf 7 says AVX2, and the system
   * saves the YMM registers across switches (OSXSAVE, then XCR0). */
  if ((c & bit_OSXSAVE) && (c & bit_AVX)) {
    unsigned lo, hi;
    __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    if ((lo & XCR0_SSE_AVX) == XCR0_SSE_AVX && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX2))
      f |= WURL_CPU_AVX2;
  }
  return f;
}

#if defined(__GLIBC__) && __has_include(<sys/platform/x86.h>)
#include <sys/platform/x86.h>

static unsigned ask(void) {
  unsigned f = WURL_CPU_KNOWN;
  if (CPU_FEATURE_ACTIVE(SSSE3)) f |= WURL_CPU_SSSE3;
  if (CPU_FEATURE_ACTIVE(AVX2)) f |= WURL_CPU_AVX2;
  return f;
}
#else
static unsigned ask(void) { return wurl__cpu_features_cpuid(); }
#endif

static unsigned features; /* WURL_CPU_* bits; 0 until asked */

/* The C constructors that need it run before anything else can call into
 * the library, one after another, so the first call's answer is written
 * before any other thread reads it. */
unsigned wurl__cpu_features(void) {
  if (features == 0) features = ask();
  return features;
}
#endif
