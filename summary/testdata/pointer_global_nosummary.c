extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int total;
/* Writes through a pointer and a global, which may be the same object:
   no contract (the check program's object is apart from the global). */
void step(int n, int *p) {
  if (n <= 0) {
    return;
  }
  (*p)++;
  total++;
  step(n - 1, p);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) {
    return 0;
  }
  step(n, &total);
  if (total != 2 * n) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
