// Ackermann with m up to 2 and n = 0: at most ack(2, 0) = 3, calls nested four deep.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
int main(void) {
  int m = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (m < 0 || m > 2 || n < 0 || n > 0) return 0;
  int r = ack(m, n);
  if (r < n + 1 || r > 3) reach_error();
  return 0;
}
