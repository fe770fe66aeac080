struct flags { unsigned a : 3; int b : 4; unsigned : 0; unsigned c : 1; _Bool d : 1; };
int main(void) {
  struct flags f;
  f.a = 9;                  /* truncated to 3 bits */
  f.b = -3;
  f.c = 1;
  f.d = 1;
  int sum = f.a + f.b + f.c + f.d;
  return sum;
}
