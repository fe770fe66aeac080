extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int calls;
/* Counts its calls in a global: its contract relates the global before
   and after the call (calls == \old(calls) + n + 1 for n >= 0). */
int down(int n) {
  calls++;
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
