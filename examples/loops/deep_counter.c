// A bug behind 2^28 iterations of two nested loops, as in SV-COMP's
// loop-acceleration tasks: x counts to 0x0fffffff, which is odd, so the
// assertion that it ends even fails. Unrolling cannot reach it; the
// interpreter's loop acceleration jumps over the iterations, exactly.
// Expected: FALSE.
extern void reach_error(void);

int main(void) {
  unsigned int x = 0, y = 0;
  while (x < 0x0fffffff) {
    y = 0;
    while (y < 10)
      y++;
    x++;
  }
  if (x % 2)
    reach_error();
  return 0;
}
