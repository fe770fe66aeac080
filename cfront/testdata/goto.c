int main(void) {
  int x = 0;
again:
  x++;
  if (x < 5) goto again;    /* backward */
  if (x == 5) goto done;    /* forward */
  x = 100;
done:
  return x;
}
