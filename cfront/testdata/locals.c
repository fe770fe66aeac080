int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int t;                  /* havocked every iteration */
    int u = i;
    total += u;
  }
  int *p;
  {
    int inner = 4;
    p = &inner;             /* object; dead at the end of the block */
  }
  return total;
}
