// x flows into y, y into the check; z and w feed nothing that is checked.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int z = x * 3;
  int y = x + 1;
  int w = z - y;
  if (y == 0) reach_error();
  w = w + 1;
  return w;
}
