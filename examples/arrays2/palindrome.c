/* The first half of a global array from input, mirrored into the second half; the array is a palindrome. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "palindrome.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i;
  for (i = 0; i < N / 2; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N / 2; i++) a[N - 1 - i] = a[i];
  for (i = 0; i < N / 2; i++) __VERIFIER_assert(a[i] == a[N - 1 - i]);
  return 0;
}
