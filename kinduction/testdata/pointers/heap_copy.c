/* Written for satabs-go's tests, in the style of array-fpi with heap arrays: expected TRUE. CAP bounds n (default 60000). */
#ifndef CAP
#define CAP 60000
#endif
extern void abort(void);
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void *malloc(unsigned int size);
void __VERIFIER_assert(int cond) { if (!(cond)) { reach_error(); abort(); } }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  __VERIFIER_assume(n <= CAP);
  int *a = malloc(sizeof(int) * n);
  int *b = malloc(sizeof(int) * n);
  if (!a || !b) return 0;
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < n; i++) b[i] = a[i];
  for (int i = 0; i < n; i++) __VERIFIER_assert(b[i] == a[i]);
  return 0;
}
