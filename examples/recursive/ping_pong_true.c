extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Mutual recursion: ping and pong each count one and hand over. */
int pong(int n);
int ping(int n) {
  if (n <= 0) {
    return 0;
  }
  return pong(n - 1) + 1;
}
int pong(int n) {
  if (n <= 0) {
    return 0;
  }
  return ping(n - 1) + 1;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) {
    return 0;
  }
  if (ping(n) != n) {
    reach_error();
  }
  return 0;
}
