/* Differential test: calls of a function to itself in tail position are
   jumps back to its start (tailcall.go), thousands deep; the others stay
   calls. */
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

/* Loop variables by pointer, as SV-COMP's recursified loops pass them. */
static void count(int *i, int *n, long long *sum) {
  if (*i < *n) {
    {
      *sum = *sum + *i * 3;
      (*i)++;
    }
    count(i, n, sum);
  } else {
  }
}

/* Arguments that read the parameters they replace: gcd(b, a % b). */
static unsigned gcd(unsigned a, unsigned b) {
  if (b == 0)
    return a;
  return gcd(b, a % b);
}

/* An accumulator, a local declared again in each activation, a
   conversion of the argument, a label before the call and a return
   after it. */
static long acc(short n, long a) {
  int t = n * 2;
  if (n <= 0) {
    return a;
  } else {
  again:
    return acc((short)(n - 1), a + t + (t & 1));
  }
}

static void steps(unsigned k, unsigned *out) {
  unsigned local;
  if (k == 0) {
    *out += 1;
    return;
  }
  local = k ^ (k >> 1);
  *out = *out * 3 + local;
  steps(k - 1, out);
  return;
}

/* Not in tail position (the addition runs after the call): a call. */
static int depth(int n) {
  if (n <= 0)
    return 0;
  return 1 + depth(n - 1);
}

int main(void) {
  int i = 0, n = 2500;
  long long sum = 0;
  count(&i, &n, &sum);
  mix(i);
  mix(sum);
  mix(gcd(1836311903u, 1134903170u));
  mix(gcd(7u * 4096u, 0u));
  mix(acc(3000, 7));
  unsigned out = 5;
  steps(4000, &out);
  mix(out);
  mix(depth(0));
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
