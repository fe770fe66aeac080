// Bubble sort that carries the least value down to the front (the inner
// index counts down to the outer one): the same rule as for a sort that
// carries the greatest up gives its invariant, a sorted prefix below
// every later cell and every cell from hi on above v[hi], with v + 1 as
// the reference cell of a counter that counts down.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
#define N 40
int main() {
  int v[N];
  int lo, hi, t;
  for (lo = 0; lo < N; lo++) v[lo] = __VERIFIER_nondet_int();
  for (lo = 0; lo < N - 1; lo++)
    for (hi = N - 1; hi > lo; hi--)
      if (v[hi - 1] > v[hi]) {
        t = v[hi];
        v[hi] = v[hi - 1];
        v[hi - 1] = t;
      }
  for (lo = 1; lo < N; lo++) __VERIFIER_assert(v[lo - 1] <= v[lo]);
  return 0;
}
