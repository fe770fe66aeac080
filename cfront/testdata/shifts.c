int main(void) {
  unsigned char c = 0x80;
  int x = c << 1;           /* promoted to int */
  long long y = 1;
  int s = 3;
  long long z = y << s;     /* result has the left operand's type */
  int w = s << y;           /* amount keeps its type */
  int neg = -16;
  int r = neg >> 2;         /* arithmetic */
  unsigned ur = 0x80000000u >> 31;
  x <<= 2;
  x >>= s;
  return x + (int)z + w + r + (int)ur;
}
