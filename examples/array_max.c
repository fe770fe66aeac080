// Finds the maximum of an array through a pointer walk, with an off-by-one
// in the comparison that loses the last element. Expected: FALSE.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

#define N 5

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  int *p = &a[0];
  int max = *p;
  for (int i = 1; i < N - 1; i++) // bug: should be i < N
    if (p[i] > max)
      max = p[i];
  for (int i = 0; i < N; i++)
    assert(a[i] <= max);
  return 0;
}
