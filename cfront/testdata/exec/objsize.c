/* Differential test: __builtin_object_size answers what gcc -O0 answers. */
#ifdef NATIVE
#include <stdio.h>
#endif
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

struct inner { short s; char c[3]; };
struct outer { int a; char b[6]; struct inner in[2]; long long w; };
struct outer g;
int ga[7];
int gv;

int main(void) {
  char buf[10];
  struct outer o;
  char *p = buf;
  int n = 3;
  char vla[n];
  mix(__builtin_object_size(buf, 0)); mix(__builtin_object_size(buf, 1));
  mix(__builtin_object_size(buf, 2)); mix(__builtin_object_size(buf, 3));
  mix(__builtin_object_size(buf + 2, 0)); mix(__builtin_object_size(&buf[9], 1));
  mix(__builtin_object_size(buf + 10, 0)); mix(__builtin_object_size(buf + 11, 0));
  mix(__builtin_object_size(&o, 0)); mix(__builtin_object_size(&o.a, 0));
  mix(__builtin_object_size(&o.a, 1)); mix(__builtin_object_size(o.b, 0));
  mix(__builtin_object_size(o.b, 1)); mix(__builtin_object_size(&o.b[4], 3));
  mix(__builtin_object_size(&o.in[1], 0));
  mix(__builtin_object_size(o.in[1].c, 1)); mix(__builtin_object_size(&o.in[1].c[1], 0));
  mix(__builtin_object_size(&o.w, 1)); mix(__builtin_object_size((char *)&o + 4, 0));
  mix(__builtin_object_size(&g.in[0].s, 1)); mix(__builtin_object_size(ga, 0));
  mix(__builtin_object_size(ga + 3, 1)); mix(__builtin_object_size(&gv, 0));
  mix(__builtin_object_size(p, 0)); mix(__builtin_object_size(p, 1));
  mix(__builtin_object_size(p, 2)); mix(__builtin_object_size(p, 3));
  mix(__builtin_object_size(vla, 0)); mix(__builtin_object_size(vla, 2));
#ifdef NATIVE
  printf("%llu\n", result);
#endif
  return 0;
}
