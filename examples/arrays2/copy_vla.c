/* A VLA of input length n <= 10000 copied into a second one cleared by memset; every cell equal. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "copy_vla.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *memset(void *, int, size_t);
extern void *memcpy(void *, const void *, size_t);
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n <= 10000);
  int a[n];
  int b[n];
  int i;
  for (i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  memset(b, 0, n * sizeof(int));
  for (i = 0; i < n; i++) b[i] = a[i];
  for (i = 0; i < n; i++) __VERIFIER_assert(b[i] == a[i]);
  return 0;
}
