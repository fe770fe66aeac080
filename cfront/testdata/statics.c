int next(void) { static int n; static int base = 10; n++; return base + n; }
int main(void) {
  int a = next();
  int b = next();
  return a + b;
}
