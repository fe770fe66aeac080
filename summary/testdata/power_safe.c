extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
/* Powers of two: the moves of the towers of Hanoi, counted in a global
   and computed as a result, are 2^n - 1 (modulo 2^32 for every n >= 0;
   both functions return 0 moves for n < 0). */
unsigned int moves;
void solve(int n) {
  if (n <= 0) {
    return;
  }
  solve(n - 1);
  moves++;
  solve(n - 1);
}
unsigned int ones(int n) {
  if (n <= 0) {
    return 0;
  }
  return 2u * ones(n - 1) + 1u;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 31) {
    return 0;
  }
  moves = 0;
  solve(n);
  if (moves + 1u != 1u << n) {
    reach_error();
  }
  if (ones(n) != moves) {
    reach_error();
  }
  return 0;
}
