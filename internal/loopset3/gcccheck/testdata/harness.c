/* Replaces the verifier's functions for the gcc check of loopset3:
   nondeterministic values come from LOOPSET3_INPUTS (comma-separated,
   the last one repeated) or else from a xorshift generator seeded by
   LOOPSET3_SEED, mixing edge values, small values and full-range ones. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long state;
static const char *inputs;
static int started;

static void start(void) {
  const char *s;
  if (started) return;
  started = 1;
  inputs = getenv("LOOPSET3_INPUTS");
  s = getenv("LOOPSET3_SEED");
  state = s ? strtoull(s, 0, 10) * 2654435761ULL + 88172645463325252ULL : 88172645463325252ULL;
}

static unsigned long long next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static long long value(void) {
  long long v;
  start();
  if (inputs && *inputs) {
    char *end;
    v = strtoll(inputs, &end, 10);
    if (*end == ',') inputs = end + 1;
    return v;
  }
  switch (next() % 10) {
  case 0: return 0;
  case 1: return 1;
  case 2: return -1;
  case 3: case 4: case 5: return (long long)(next() % 41) - 20;
  case 6: return (long long)(next() % 2001);
  case 7: return (long long)(int)next();
  case 8: return (next() & 1) ? INT_MAX : INT_MIN;
  default: return (long long)(next() % 100001);
  }
}

int __VERIFIER_nondet_int(void) { return (int)value(); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int)value(); }
short __VERIFIER_nondet_short(void) { return (short)value(); }
unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)value(); }
char __VERIFIER_nondet_char(void) { return (char)value(); }
long long __VERIFIER_nondet_longlong(void) { return value(); }
void __VERIFIER_assume(int c) { if (!c) exit(0); }
