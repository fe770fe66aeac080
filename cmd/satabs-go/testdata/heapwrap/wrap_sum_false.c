/* As wrap_sum_true.c, but the last cell is 1: the sum is 2 * N - 1
   (gcc -m32 reaches the error with N = 1). */
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
  a[N - 1] = 1;
  for (i = 0; i < N; i++)
    sum = sum + a[i];
  if (sum != 2LL * N)
    reach_error();
  return 0;
}
