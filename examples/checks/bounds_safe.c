// Array bounds: every index, direct or through a pointer, is in bounds.
int a[8];
int main(void) {
  int *p = a;
  for (int i = 0; i < 8; i++)
    p[i] = i;
  return a[7];
}
