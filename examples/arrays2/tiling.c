/* A flat array of N tiles of S cells written tile by tile at i*S + j; each cell is its offset in its tile. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "tiling.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 1000
#define S 100
int a[N * S];
int main(void) {
  int i, j, k;
  for (i = 0; i < N; i++)
    for (j = 0; j < S; j++)
      a[i * S + j] = j;
  for (k = 0; k < N * S; k++) __VERIFIER_assert(a[k] == k % S);
  return 0;
}
