/* Initialisation of a global array by a while loop that stops one cell short. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_init_global_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int a[N];
int main(void) {
  int i = 0;
  while (i < N - 1) {
    a[i] = 42;
    i = i + 1;
  }
  int x;
  for (x = 0; x < N; x++) __VERIFIER_assert(a[x] == 42);
  return 0;
}
