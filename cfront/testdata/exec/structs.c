unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

struct inner { short lo, hi; };
struct rec { char c; long long ll; int arr[3]; struct inner in; unsigned bf1 : 3, bf2 : 5; signed bf3 : 4; _Bool flag; };
union pun { unsigned int w; unsigned char b[4]; struct inner in; };

struct rec g1 = {1, 2, {3, 4}, {5, 6}, 7, 8, -3, 1};
struct rec g2 = {.in.hi = 9, .arr[2] = 11, .c = 'z'};
int grid[3][4] = {{1, 2}, [2] = {7, 8, 9}};
int flat[2][3] = {1, 2, 3, 4};
char msg[] = "hello";
const char *pm = "world";
union pun gu = {.b = {1, 2, 3}};
union pun gu2 = {0x01020304u};
struct inner pairs[2] = {1, 2, 3, 4};
struct { int a[2]; struct inner in; } nest = {{1}, 2, 3};

static struct rec make(int k) {
  struct rec r = g1;
  r.arr[1] = k;
  r.bf1 = k;
  return r;
}

static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

int main(void) {
  struct rec r = make(13);
  mix(r.arr[1]); mix(r.bf1); mix(r.bf2); mix(r.bf3); mix(r.flag); mix(r.c + r.ll);
  r.bf2 += 30; mix(r.bf2); r.bf3 = 9; mix(r.bf3); r.bf1--; mix(r.bf1);
  mix(g2.in.hi); mix(g2.arr[2]); mix(g2.c); mix(g2.ll);
  mix(sizeof(struct rec)); mix(sizeof(union pun)); mix(sizeof g1.arr);
  union pun u; u.w = 0x11223344u; mix(u.b[0]); mix(u.b[3]); mix(u.in.hi);
  u.b[1] = 0xff; mix(u.w);
  mix(grid[0][1]); mix(grid[1][3]); mix(grid[2][2]); mix(flat[1][0]);
  mix(sum(&grid[0][0], 4)); mix(sum(grid[2], 4)); mix(sum(r.arr, 3));
  int *p = &r.arr[0]; p++; mix(*p); mix(p - r.arr); mix(p[1]); *(p + 1) = 42; mix(r.arr[2]);
  mix(p > r.arr); mix(p == &r.arr[1]);
  struct rec *pr = &r; pr->in.lo = -7; mix(r.in.lo); mix((*pr).arr[2]);
  char *cp = msg; while (*cp) { mix(*cp); cp++; } mix(cp - msg);
  mix(pm[2]); mix(sizeof msg);
  mix(gu.w); mix(gu2.b[0]); mix(pairs[1].lo); mix(nest.a[1]); mix(nest.in.hi);
  union pun lu = {.in = {-1, 2}}; mix(lu.w);
  struct inner li[3] = {[1].hi = 7, {8, 9}}; mix(li[1].hi); mix(li[2].lo); mix(li[0].lo);
  unsigned char bytes[8]; unsigned char *bp = bytes;
  for (int i = 0; i < 8; i++) *bp++ = (unsigned char)(i * 37);
  mix(bytes[7]); mix(bp - bytes);
  struct inner pair[2] = {{1, 2}, {3, 4}}; struct inner t = pair[0]; pair[0] = pair[1]; pair[1] = t;
  mix(pair[0].lo); mix(pair[1].hi);
  int (*rowp)[4] = grid; rowp++; mix((*rowp)[0]); mix(rowp[1][2]);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>
void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
