int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    if (i == 3) continue;
    if (i == 8) break;
    s += i;
  }
  int j = 5;
  do {
    j--;
    if (j == 2) continue;
    s++;
  } while (j > 0);
  while (1) {
    s--;
    if (s < 0) break;
  }
  for (;;) { if (s > 100) break; s += 7; }
  return s;
}
