/* A copy by two walking pointers and a down-counting length (n from input), then a comparison; the length test copies one cell less. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "pointer_copy_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int a[10000];
int b[10000];
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n <= 10000);
  int i;
  for (i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int *p = a, *q = b;
  int len = n;
  while (--len > 0) *q++ = *p++;
  for (i = 0; i < n; i++) __VERIFIER_assert(a[i] == b[i]);
  return 0;
}
