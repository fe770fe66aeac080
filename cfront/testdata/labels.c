int main(void) {
  int x = 0, y = 0;
L:
M: x++;
  if (x < 3) goto L;
  do { while (y < 2) y++; } while (x-- > 0);
  if (x) { N: ; } else { y = 1; }
  if (y < 5) { y += 2; goto N; }
  return x + y;
}
