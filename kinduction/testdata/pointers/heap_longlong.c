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
  long long *a = malloc(sizeof(long long) * n);
  long long *s = malloc(sizeof(long long));
  if (!a || !s) return 0;
  *s = 0;
  for (int i = 0; i < n; i++) a[i] = 2;
  for (int i = 0; i < n; i++) *s = *s + a[i];
  __VERIFIER_assert(*s == 2LL * n);
  return 0;
}
