// x's address is taken and x decides the error call: every write through
// a pointer stays, and so does what those writes read (n, via p), but the
// local sum, which nothing through a pointer reads, goes.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int x, y;
int main(void) {
  int n = __VERIFIER_nondet_int();
  int sum = 0;
  int *p = n > 0 ? &x : &y;
  *p = n;
  sum = sum + n;
  p = &y;
  *p = 7;
  if (x == 3) reach_error();
  return sum;
}
