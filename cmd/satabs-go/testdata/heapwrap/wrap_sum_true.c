/* array-fpi style, ILP32: N is a positive int and sizeof(int) * N may
   wrap around or exceed PTRDIFF_MAX; on every run without undefined
   behaviour a holds N cells, and their sum is 2 * N. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
void *malloc(unsigned int size);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 1;
  int *a = malloc(sizeof(int) * N);
  int i;
  long long sum = 0;
  for (i = 0; i < N; i++)
    a[i] = 2;
  for (i = 0; i < N; i++)
    sum = sum + a[i];
  if (sum != 2LL * N)
    reach_error();
  return 0;
}
