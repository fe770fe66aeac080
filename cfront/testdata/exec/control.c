unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }
int calls;
static int side(int v) { calls++; mix(v); return v; }
static int counter(void) { static int n = 100; return n++; }
static int classify(int x) {
  int r = 0;
  switch (x) {
  case 0: r = 10;
  case 1: r += 1; break;
  case 2 ... 4: r = 20; break;
  case -1: return -1;
  default: r = 99;
  }
  return r;
}

int main(void) {
  int a = 0, b = 3;
  mix(a && side(1)); mix(b && side(2)); mix(a || side(3)); mix(b || side(4));
  mix(side(0) || side(5) && side(6)); mix(calls);
  mix(b ? side(7) : side(8)); mix(a ? side(9) : side(10));
  mix(b > 2 ? 1 : b > 1 ? 2 : 3);
  int i, s = 0;
  for (i = 0; i < 20; i++) { if (i % 3 == 0) continue; if (i > 15) break; s += i; }
  mix(s); mix(i);
  i = 10; do { s -= i; } while (--i > 5); mix(s); mix(i);
  while (1) { if (++i > 12) break; } mix(i);
  for (int k = -2; k < 7; k++) mix(classify(k));
  mix(counter()); mix(counter()); mix(counter());
  int n = 0;
again:
  n += 3;
  if (n < 20) goto again;
  mix(n);
  if (n == 21) goto skip;
  mix(1000);
skip:
  mix(({ int t = n * 2; t + 1; }));
  int arr[5] = {5, 4, 3, 2, 1}, j = 0;
  arr[j] = arr[j + 1]; j++; mix(arr[0]); mix(j);
  j = 0; mix(arr[++j]); mix(arr[j--]); mix(j);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>
void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
