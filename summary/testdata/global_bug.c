extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int calls;
/* The global counts every call but the one at n == 40. */
int down(int n) {
  if (n != 40) {
    calls++;
  }
  if (n <= 0) {
    return 0;
  }
  return down(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  down(n);
  if (calls != n + 1) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
