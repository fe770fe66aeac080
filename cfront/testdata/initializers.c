// models: ILP32 LP64
struct inner { short lo, hi; };
struct inner pair[2] = {1, 2, 3, 4};
union U { int i; char c[4]; } un = {.c = {1, 2}};
char s5[5] = {'a', 'b'};
struct { int a[2]; struct inner in; } nested = {{1}, 2, 3};
enum { K1 = sizeof(long) * 2, K2 };
int arrk[K2];
static int helper(int v) { static int calls; calls++; return v + calls; }
int main(void) {
  int t = 0;
  for (int i = 0; i < 2; i++) t += helper(i);
  switch (t) {
    int hidden;
  case 1: hidden = 5; t += hidden; break;
  case 3: { int z = 2; t *= z; }
  }
  struct inner local[2] = {[1].hi = 7};
  struct inner *pi = local;
  t += pi[1].hi + pair[1].lo + un.c[1] + s5[1] + nested.in.hi + K1 + sizeof arrk;
  unsigned long big = (unsigned long)-1;
  t += (int)(big >> 31);
  long double *ldp = 0;
  t += ldp == 0;
  return t;
}
