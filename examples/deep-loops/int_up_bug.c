// A signed counter from a nondet start to INT_MAX, s counting down; the error needs i = 147483647 at the start. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0);
  int s = 0;
  while (i < 2147483647) {
    i++;
    s--;
  }
  if (s == -2000000000)
    reach_error();
  return 0;
}
