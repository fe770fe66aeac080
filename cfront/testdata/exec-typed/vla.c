/* Differential test of variable-length arrays (vla.go). */
#include <string.h>
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

static int sum(int n, const int *p) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int main(void) {
  int n = 3;
  for (int round = 0; round < 3; round++) {
    int a[n];
    mix(sizeof a); mix(sizeof(a) / sizeof(a[0]));
    for (int i = 0; i < n; i++)
      a[i] = i * i + round;
    mix(sum(n, a)); mix(a[n - 1]);
    int *p = a + 1; *p = 77; mix(a[1]); mix(p[n - 2]);
    char s[n + 2];
    memset(s, 'z', sizeof s - 1); s[n + 1] = 0; mix(strlen(s));
    struct { short x; long y; } r[n];
    r[n - 1].y = -n; mix(r[n - 1].y); mix(sizeof r);
    n += 2;
  }
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
