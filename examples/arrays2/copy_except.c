/* An input array copied into another except at one input index; the cells outside that index are equal. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "copy_except.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a1[N], a2[N];
  int i, z = __VERIFIER_nondet_int();
  assume_abort_if_not(z >= 0 && z < N);
  for (i = 0; i < N; i++) { a1[i] = __VERIFIER_nondet_int(); a2[i] = __VERIFIER_nondet_int(); }
  for (i = 0; i < N; i++) { if (i != z) a2[i] = a1[i]; }
  for (i = 0; i < N; i++) { if (i != z) __VERIFIER_assert(a1[i] == a2[i]); }
  return 0;
}
