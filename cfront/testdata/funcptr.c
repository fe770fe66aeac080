/* Function pointers: values in a variable and a table, a call through each
   (a case split over the address-taken functions of a fitting type), *fp,
   a comparison, a conversion through void *, and NULL. */
int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }
void noop(void) {}
int (*table[2])(int) = {inc, dec};
int main(void) {
  int (*fp)(int) = &inc;
  void (*np)(void) = noop;
  int r = fp(1) + (*table[1])(2);
  np();
  void *v = (void *)fp;
  fp = (int (*)(int))v;
  return fp == dec || fp == 0;
}
