// models: ILP32 LP64
int main(void) {
  char a = 100, b = 100;
  int s = a + b;            /* char + char is int */
  unsigned u = 1;
  int neg = -1;
  int lt = neg < u;         /* -1 converted to unsigned: 0 */
  long l = -1;
  unsigned int ui = 1;
  int ltl = l < ui;         /* ILP32: unsigned long compare; LP64: long compare */
  long long ll = l + ui;
  unsigned short us = 65535;
  int m = us * us;          /* int * int */
  signed char sc = -1;
  unsigned char uc = sc;
  _Bool bb = 5;
  int bi = bb + 1;
  return s + lt + ltl + (int)ll + m + uc + bi;
}
