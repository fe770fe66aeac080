extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Whole steps of k up to a bound: i stays a multiple of k and within a
/* A histogram of eight cells filled by one loop over n inputs, then
   summed by a second loop: the running sum is the sum of the cells
   before the index. */
int main(void) {
  int t[8];
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= 1000);
  for (int k = 0; k < 8; k++) {
    t[k] = 0;
  }
  int c = 0;
  while (c < n) {
    int b = __VERIFIER_nondet_int();
    assume_abort_if_not(b >= 0 && b < 8);
    t[b] = t[b] + 1;
    c++;
  }
  int s = 0;
  int i = 0;
  while (i < 8) {
    s = s + t[i];
    i++;
  }
  __VERIFIER_assert(s == n - t[7]);
  return 0;
}
