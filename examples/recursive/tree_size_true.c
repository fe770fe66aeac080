#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* A full binary tree of depth d built and counted recursively. */
struct tree {
  struct tree *left, *right;
};
struct tree *build(int d) {
  if (d == 0) {
    return 0;
  }
  struct tree *t = malloc(sizeof *t);
  if (t == 0) {
    abort();
  }
  t->left = build(d - 1);
  t->right = build(d - 1);
  return t;
}
int size(struct tree *t) {
  if (t == 0) {
    return 0;
  }
  return 1 + size(t->left) + size(t->right);
}
int main(void) {
  int d = __VERIFIER_nondet_int();
  if (d < 0 || d > 3) {
    return 0;
  }
  struct tree *t = build(d);
  if (size(t) != (1 << d) - 1) {
    reach_error();
  }
  return 0;
}
