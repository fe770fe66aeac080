// The same hash in int: h * 33 overflows after a few bytes, which is
// undefined behaviour. Expected: FALSE.
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  int h = 5381; // bug: signed
  for (int i = 0; i < 8; i++)
    h = h * 33 + __VERIFIER_nondet_uchar();
  return (int)(h & 0x7fffffff);
}
