// A string copy over arrays of 65,536 cells (as in the issue: a copy of
// 65,536 cells ran 6-12 s past a 60 s limit), then a check of every cell:
// bounded unrollings are huge, and abstraction needs quantified facts.
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);
#define N 65536
char src[N], dst[N];
int main(void) {
  for (int i = 0; i < N - 1; i++) {
    src[i] = __VERIFIER_nondet_char();
    if (src[i] == 0) src[i] = 1;
  }
  src[N - 1] = 0;
  int i = 0;
  while (src[i] != 0) {
    dst[i] = src[i];
    i++;
  }
  dst[i] = 0;
  for (int j = 0; j < N; j++)
    if (dst[j] != src[j]) reach_error();
  return 0;
}
