int n;
int f(int x) { n++; return x; }
int main(void) {
  int a = 0, b = 1;
  int c = a && f(b);        /* f only if a */
  int d = a || f(b);        /* f only if !a */
  if (f(a) && f(b)) n = 10;
  if (a > 0 || b > 0) n = 20;   /* pure: one branch */
  int e = a ? f(1) : f(2);
  int g = a ? b : 7;        /* pure: ite */
  a ? f(3) : 0;
  a && (b = 3);
  a || (b = 4);
  while (f(a) || b < 0) { a++; if (a > 3) break; }
  return c + d + e + g;
}
