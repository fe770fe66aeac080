int a[4];
int main(void) {
  int i = 0;
  unsigned char c = 250;
  c += 10;                  /* computed in int, converted back */
  c *= 2;
  i -= c;
  i /= 3;
  i %= 5;
  i &= 7; i |= 8; i ^= 1;
  i++;
  ++i;
  i--;
  --i;
  int j = i++;              /* old value */
  int k = ++i;              /* new value */
  a[i++] = j;
  a[--i] += k;
  _Bool b = 0;
  b++;
  return i + j + k;
}
