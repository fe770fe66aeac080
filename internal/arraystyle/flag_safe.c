extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int a[N];
int main(void) {
  int key = __VERIFIER_nondet_int(), found = 0, pos = 0, i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) if (a[i] == key) { found = 1; pos = i; }
  __VERIFIER_assert(!found || a[pos] == key);
  return 0;
}
