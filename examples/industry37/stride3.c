/* Triples: one loop writes a[3*i], a[3*i + 1], a[3*i + 2] with 1, 2, 3; each cell is its offset in its triple plus one. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "stride3.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define M 33333
int a[3 * M];
int main(void) {
  int i, k;
  for (i = 0; i < M; i++) {
    a[3 * i] = 1;
    a[3 * i + 1] = 2;
    if (i < M) a[3 * i + 2] = 3;
  }
  for (k = 0; k < 3 * M; k++) __VERIFIER_assert(a[k] == k % 3 + 1);
  return 0;
}
