/* Differential test: the compile-time built-ins over types and constants
 * (__builtin_types_compatible_p, __builtin_choose_expr, _Generic,
 * __builtin_offsetof, typeof in statement expressions) answer what gcc
 * answers, and the operand choose_expr leaves out is not evaluated. */
#ifdef NATIVE
#include <stdio.h>
#endif
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

struct s { char c; long long w; short h[3]; };
typedef int myint;
typedef const int cint;
enum colour { RED, GREEN };
enum big { BNEG = -1, BTOP = 0x7fffffff };
enum huge { HUGE = 0x100000000ULL };
static int calls;
static int bump(int v) { calls++; return v; }
static void touch(void) { calls += 100; }

#define MAXOF(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define KIND(x) _Generic((x), int: 1, long: 2, unsigned: 3, char *: 4, default: 0)
#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), __typeof__(b))

int arr[__builtin_choose_expr(__builtin_types_compatible_p(int, myint), 5, 9)];

int main(void) {
  int i = 3;
  long l = 4;
  unsigned u = 5;
  char *p = 0;
  int a10[10];
  mix(__builtin_types_compatible_p(int, myint));
  mix(__builtin_types_compatible_p(int, cint));
  mix(__builtin_types_compatible_p(int, long));
  mix(__builtin_types_compatible_p(int *, myint *));
  mix(__builtin_types_compatible_p(int[10], int[]));
  mix(__builtin_types_compatible_p(char *, unsigned char *));
  mix(__builtin_types_compatible_p(struct s, struct s));
  mix(__builtin_types_compatible_p(enum colour, unsigned));
  mix(__builtin_types_compatible_p(enum big, int) * 2 + __builtin_types_compatible_p(unsigned, enum big));
  mix(__builtin_types_compatible_p(enum huge, unsigned long) * 2 + __builtin_types_compatible_p(enum huge, unsigned));
  mix(__builtin_types_compatible_p(enum colour, enum big));
  mix(SAME(i, u));
  mix(SAME(a10, int[10]));
  mix(__builtin_choose_expr(SAME(l, long), bump(7), bump(8)));
  mix(__builtin_choose_expr(0, bump(1), 11));
  __builtin_choose_expr(1, touch(), bump(2));
  mix(calls);
  mix(sizeof(arr) / sizeof(arr[0]));
  mix(sizeof(__builtin_choose_expr(1, (char)0, 0LL)));
  mix(KIND(i) * 100 + KIND(l) * 10 + KIND(u));
  mix(KIND(p) + KIND(1.0));
  mix(MAXOF(i, 2) + MAXOF(l, 9L));
  mix(__builtin_offsetof(struct s, h[2]));
#ifdef NATIVE
  printf("%llu\n", result);
#endif
  return 0;
}
