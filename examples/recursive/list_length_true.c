#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
struct node {
  int value;
  struct node *next;
};
int length(struct node *p) {
  if (p == 0) {
    return 0;
  }
  return 1 + length(p->next);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 8) {
    return 0;
  }
  struct node *head = 0;
  for (int i = 0; i < n; i++) {
    struct node *q = malloc(sizeof *q);
    if (q == 0) {
      return 0;
    }
    q->value = i;
    q->next = head;
    head = q;
  }
  if (length(head) != n) {
    reach_error();
  }
  return 0;
}
