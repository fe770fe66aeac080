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
  int *sum = malloc(sizeof(int));
  if (!a || !sum) return 0;
  sum[0] = 0;
  for (int i = 0; i < n; i++) a[i] = 1;
  for (int i = 0; i < n; i++) {
    if (a[i] == 1) sum[0] = sum[0] + a[i];
    else sum[0] = sum[0] * a[i];
  }
  __VERIFIER_assert(sum[0] == n);
  return 0;
}
