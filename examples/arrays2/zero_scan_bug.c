/* A vararg-style scan to a zero terminator put in the last cell: it stops inside the array; the assertion forgets the terminator's own cell. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "zero_scan_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i;
  for (i = 0; i < N - 1; i++) a[i] = __VERIFIER_nondet_int();
  a[N - 1] = 0;
  i = 0;
  while (a[i] != 0) i++;
  __VERIFIER_assert(i < N - 1);
  return 0;
}
