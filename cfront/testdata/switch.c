int main(void) {
  int x = 2, r = 0;
  switch (x) {
  case 1:
    r = 1;
  case 2:                   /* fall through from 1 */
    r += 2;
    break;
  case 3 ... 5:
    r = 5;
    break;
  default:
    r = -1;
  }
  switch (x + 1) {
  case 7: r = 7; break;
  }
  switch (x) {
  default: r++;
  case 0: r--;
  }
  return r;
}
