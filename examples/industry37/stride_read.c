/* Even and odd cells written by two strided loops (a[2*i] = i, a[2*i + 1] = i); a third loop stores each pair's difference in b; every difference is 0. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "stride_read.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define M 50000
int a[2 * M];
int b[M];
int main(void) {
  int i;
  for (i = 0; i < M; i++) a[2 * i] = i;
  for (i = 0; i < M; i++) a[2 * i + 1] = i;
  for (i = 0; i < M; i++) b[i] = a[2 * i + 1] - a[2 * i];
  for (i = 0; i < M; i++) __VERIFIER_assert(b[i] == 0);
  return 0;
}
