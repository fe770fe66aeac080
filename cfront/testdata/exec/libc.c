/* Differential test: the library bodies (lib.go) must compute what glibc computes. */
#include <string.h>
#include <stdlib.h>
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }
static int sign(int x) { return x < 0 ? -1 : x > 0; }

struct pair { int a; char b; long c; };

int main(void) {
  int a[5] = {1, -2, 300000, 4, 5}, b[5] = {0};
  memcpy(b, a, sizeof a); mix(b[0]); mix(b[2]); mix(b[4]);
  memcpy(b, a + 2, 6); mix(b[0]); mix(b[1]); mix(b[2]);
  memset(b, 0xab, 7); mix(b[0]); mix(b[1]); mix(b[2]);
  memset(b, -1, sizeof b); mix(b[4]);
  memmove(a + 1, a, 4 * sizeof(int)); mix(a[0]); mix(a[1]); mix(a[2]); mix(a[4]);
  memmove(a, a + 2, 3 * sizeof(int)); mix(a[0]); mix(a[1]); mix(a[2]); mix(a[4]);
  memmove(a + 1, a, 5); mix(a[1]); mix(a[2]);
  memmove(b, a, 9); mix(b[0]); mix(b[2]); memmove(a + 3, b, 8); mix(a[3]); mix(a[4]);
  mix(sign(memcmp(a, a, sizeof a)) + 7);
  b[0] = a[0]; b[1] = a[1] + 256; mix(sign(memcmp(a, b, 8)) + 7); mix(sign(memcmp(b, a, 8)) + 7);
  mix(sign(memcmp(a, b, 5)) + 7); mix(sign(memcmp(a, b, 4)) + 7);
  unsigned char u[6] = {1, 2, 3, 200, 5, 6}, v[6] = {1, 2, 3, 4, 5, 6};
  mix(sign(memcmp(u, v, 6)) + 7); mix(sign(memcmp(v, u, 6)) + 7); mix(sign(memcmp(u, v, 3)) + 7);
  memcpy(v, u, 4); mix(v[3]); memset(u, 'x', 3); mix(u[0]); mix(u[2]); mix(u[3]);
  struct pair p = {7, 'q', -9}, q[2];
  memcpy(&q[1], &p, sizeof p); mix(q[1].a); mix(q[1].b); mix(q[1].c);
  memset(q, 0, sizeof q); mix(q[1].a); mix(q[1].c);
  memcpy(q, &p, sizeof(struct pair) * 1); mix(q[0].b);
  long long w[2] = {0x0102030405060708LL, -1};
  memset(w, 0x11, 11); mix(w[0]); mix(w[1]);
  char s[16] = "hello", t[16];
  mix(strlen(s)); mix(strlen("")); mix(strlen("a\0b")); mix(__builtin_strlen(s + 1));
  __builtin_memset(b, 3, 2); mix(b[0]);
  strcpy(t, s); mix(t[4]); mix(t[5]); mix(strlen(t));
  mix(sign(strcmp(s, t)) + 7); t[2] = 'L'; mix(sign(strcmp(s, t)) + 7); mix(sign(strcmp(t, s)) + 7);
  mix(sign(strcmp("ab", "abc")) + 7); mix(sign(strcmp("abc", "ab")) + 7); mix(sign(strcmp("\xff", "a")) + 7);
  strncpy(t, "xy", 6); mix(t[0]); mix(t[1]); mix(t[2]); mix(t[5]); mix(t[6]);
  strncpy(t, "abcdefgh", 3); mix(t[2]); mix(t[3]);
  mix(abs(-5)); mix(abs(5)); mix(abs(0)); mix(labs(-70000L)); mix(llabs(-5000000000LL));
  mix((char *)memset(s, 0, 1) == s); mix(strcpy(t, "z") == t);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
