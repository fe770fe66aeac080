/* A local array of 10^5 cells set to 42, then each cell checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "init_local.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a[N];
  int i;
  for (i = 0; i < N; i++) a[i] = 42;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == 42);
  return 0;
}
