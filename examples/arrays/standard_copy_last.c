/* Copy of an input array into another; every cell equal. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_copy_last.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int main(void) {
  int a1[N];
  int a2[N];
  int a;
  for (a = 0; a < N; a++) a1[a] = __VERIFIER_nondet_int();
  for (a = 0; a < N; a++) a2[a] = a1[a];
  int x;
  for (x = 0; x < N; x++) __VERIFIER_assert(a1[x] == a2[x]);
  return 0;
}
