extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "double.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int a[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) a[i] = 2 * i + (i == N - 1);
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] % 2 == 0 && a[i] >= i);
  return 0;
}
