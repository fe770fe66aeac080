/* Input values stored until the first negative one (a break), the array cleared to -1 before; the stored cells are nonnegative; the bug: the check runs to the break index inclusive, whose cell is -1. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "break_input_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i, k, v;
  for (k = 0; k < N; k++) a[k] = -1;
  for (i = 0; i < N; i++) {
    v = __VERIFIER_nondet_int();
    if (v < 0) break;
    a[i] = v;
  }
  for (k = 0; k <= i && k < N; k++) __VERIFIER_assert(a[k] >= 0);
  return 0;
}
