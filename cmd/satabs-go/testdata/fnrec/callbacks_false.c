// The callbacks of callbacks_true.c, and a bug behind the third entry.
// returned, compared and converted through void *.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
typedef int (*unop)(int);
int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }
int twice(int x) { return 2 * x; }
struct ops { unop f; int k; };
struct ops table[3] = {{inc, 1}, {dec, 2}, {twice, 3}};
int apply(unop g, int v) { return g(v); }
unop pick(int i) { return i ? dec : inc; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 2)
    return 0;
  int v = __VERIFIER_nondet_int();
  if (v < -100 || v > 100)
    return 0;
  int r = (*table[n].f)(v);
  if (n == 0 && r != v + 1) reach_error();
  if (n == 1 && r != v - 1) reach_error();
  if (n == 2 && v == 7) reach_error();
  if (n == 2 && r != 2 * v) reach_error();
  if (apply(pick(n == 1), v) != r && n != 2) reach_error();
  unop f = table[n].f;
  if ((f == twice) != (n == 2)) reach_error();
  void *p = (void *)f;
  unop back = (unop)p;
  if (back != f || back == 0) reach_error();
  return 0;
}
