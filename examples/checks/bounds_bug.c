// Array bounds: the loop writes a[8], one past the end.
int a[8];
int main(void) {
  for (int i = 0; i <= 8; i++)
    a[i] = i;
  return a[0];
}
