extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "twoidx.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N], b[2 * N];
  int i = 0, j = 0;
  while (i < N) { a[i] = __VERIFIER_nondet_int(); i++; }
  i = 0;
  while (i < N) { b[j] = a[i]; b[j + 1] = i == N - 1 ? 0 : a[i]; i = i + 1; j = j + 2; }
  int x;
  for (x = 0; x < N; x++) __VERIFIER_assert(b[2 * x] == a[x] && b[2 * x + 1] == a[x]);
  return 0;
}
