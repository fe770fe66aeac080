// A growable vector of ints (capacity doubling with realloc), filled with
// a nondeterministic number of squares; every element survives the moves.
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
struct vec { int *data; int len, cap; };
static int push(struct vec *v, int x) {
  if (v->len == v->cap) {
    int cap = v->cap ? 2 * v->cap : 1;
    int *d = realloc(v->data, cap * sizeof(int));
    if (!d)
      return 0;
    v->data = d;
    v->cap = cap;
  }
  v->data[v->len++] = x;
  return 1;
}
int main(void) {
  struct vec v = {0, 0, 0};
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5)
    return 0;
  for (int i = 0; i < n; i++)
    if (!push(&v, i * i))
      break;
  for (int i = 0; i < v.len; i++)
    if (v.data[i] != i * i)
      reach_error();
  free(v.data);
  return 0;
}
