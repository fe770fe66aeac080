extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int seen[4];
/* Writes a global array: only scalar globals join a contract. */
int mark(int n) {
  if (n <= 0) {
    return 0;
  }
  seen[n % 4] = 1;
  return mark(n - 1) + 1;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  if (mark(n) != n) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
