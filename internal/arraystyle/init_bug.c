extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "init.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  int i = 0;
  while (i < N - 1) { a[i] = 42; i = i + 1; }
  int x;
  for (x = 0; x < N; x++) __VERIFIER_assert(a[x] == 42);
  return 0;
}
