// Every third cell from the top set to its index by a while loop of
// step -3 over a local array, the others to 7: (start - k) % 3 != 0
// guards the cells the loop visits, counting down.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  int b[90];
  int j, t;
  for (j = 0; j < 90; j++) b[j] = 7;
  j = 89;
  while (j >= 0) { b[j] = j; j -= 3; }
  for (t = 0; t < 90; t++)
    if (t % 3 == 2 && b[t] != t) __VERIFIER_error();
  return 0;
}
