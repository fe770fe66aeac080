extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Towers of Hanoi with up to 31 discs: the moves, counted in a global,
   are 2^n - 1. The call tree has 2^31 calls; the proof needs the
   contract counter - \old(counter) + 1 == 1 << n (modulo 2^32). */
unsigned int moves;
void solve(int discs, int from, int to, int spare) {
  if (discs == 0) {
    return;
  }
  solve(discs - 1, from, spare, to);
  moves++;
  solve(discs - 1, spare, to, from);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 31) {
    return 0;
  }
  moves = 0;
  solve(n, 1, 3, 2);
  if (moves + 1u != (1u << n)) {
    reach_error();
  }
  return 0;
}
