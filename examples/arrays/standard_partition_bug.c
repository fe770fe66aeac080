/* Partition of an input array into non-negative and negative cells; the check of the negative part is off by one. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_partition_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int main(void) {
  int aa[N];
  int bb[N];
  int cc[N];
  int a = 0, b = 0, c = 0;
  for (a = 0; a < N; a++) aa[a] = __VERIFIER_nondet_int();
  a = 0;
  while (a < N) {
    if (aa[a] >= 0) { bb[b] = aa[a]; b++; }
    else { cc[c] = aa[a]; c++; }
    a++;
  }
  int x;
  for (x = 0; x < b; x++) __VERIFIER_assert(bb[x] >= 0);
  for (x = 0; x <= c && x < N; x++) __VERIFIER_assert(cc[x] < 0);
  return 0;
}
