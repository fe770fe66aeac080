extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } return; }
/* An array filled through a pointer to it, then checked by a second
   tail-recursive function. */
void fill(unsigned int (*a)[1000], unsigned int *i, unsigned int *v) {
  if ((*i) < 1000) {
    {
      (*a)[*i] = *v;
      *i = (*i) + 1;
      *v = (*v) + ((*i) == 999 ? 3 : 2);
    }
    fill(a, i, v);
  } else {
  }
}
void check(unsigned int (*a)[1000], unsigned int *i) {
  if ((*i) < 1000) {
    {
      __VERIFIER_assert((*a)[*i] == 2 * (*i));
      (*i)++;
    }
    check(a, i);
  } else {
  }
}
int main() {
  unsigned int a[1000];
  unsigned int i = 0, v = 0;
  fill(&a, &i, &v);
  i = 0;
  check(&a, &i);
  return 0;
}
