// Three nested counted loops whose middle counter runs up to 3*i: the
// middle loop's step j++ is inside j < 3*i only when the innermost
// loop's head keeps that strict condition of its enclosing loop (the
// innermost loop writes neither j nor i). gcc: no input reaches the error.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i, j, k, n = __VERIFIER_nondet_int();
  if (!(0 < n && n < 1000000))
    return 0;
  for (i = 0; i < n; i++)
    for (j = 2 * i; j < 3 * i; j++)
      for (k = i; k < j; k++)
        if (k - i > 2 * n)
          reach_error();
  return 0;
}
