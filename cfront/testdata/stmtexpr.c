extern void __assert_fail(const char *, const char *, unsigned int, const char *);
int main(void) {
  int x = 3;
  int y = ({ int t = x * 2; t + 1; });
  if (__builtin_expect(x > 2, 1)) y++;
  ((void) sizeof ((x > 0) ? 1 : 0), __extension__ ({ if (x > 0) ; else __assert_fail ("x > 0", "stmtexpr.c", 6, __extension__ __PRETTY_FUNCTION__); }));
  return y;
}
