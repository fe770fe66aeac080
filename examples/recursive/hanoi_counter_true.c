extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int moves = 0;
/* Moves n discs from peg from to peg to; counts the moves. */
void hanoi(int n, int from, int to, int via) {
  if (n == 0) {
    return;
  }
  hanoi(n - 1, from, via, to);
  moves++;
  hanoi(n - 1, via, to, from);
}
int main(void) {
  hanoi(10, 1, 3, 2);
  if (moves != 1023) {
    reach_error();
  }
  return 0;
}
