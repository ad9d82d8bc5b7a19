/* cpu.c - which of the vector extensions the fast paths use this x86-64
 * processor has: SSSE3 for canonical.c's scans, AVX2 for arrow.c's rows of
 * eight.
 *
 * Asked with CPUID directly, leaf by leaf, and only once: the compiler's
 * __builtin_cpu_supports links libgcc's __cpu_indicator_init, a constructor
 * that reads a dozen leaves at every load of the library, and on a virtual
 * machine each CPUID is a trap to the hypervisor (microseconds apiece). */
#include "internal.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>

/* Bit 1 and 2 of XCR0: the system saves the SSE and AVX (YMM) registers. */
#define XCR0_SSE_AVX 6u

static unsigned features; /* WURL_CPU_* bits; 0 until asked */

/* The C constructors that need it run before anything else can call into
 * the library, one after another, so the first call's answer is written
 * before any other thread reads it. */
unsigned wurl__cpu_features(void) {
  if (features != 0) return features;
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
  features = f;
  return f;
}
#endif
