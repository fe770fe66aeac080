extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "max.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  int i, max = 0;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N - 1; i++) if (a[i] > max) max = a[i];
  int x;
  for (x = 0; x < N; x++) __VERIFIER_assert(a[x] <= max);
  return 0;
}
