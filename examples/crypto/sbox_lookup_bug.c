// Only the key is masked: for k < 3 the shifted word keeps high bits and
// indexes past the table.
// Expected: FALSE.
extern unsigned int __VERIFIER_nondet_uint(void);

unsigned char sbox[256];

int main(void) {
  for (int i = 0; i < 256; i++)
    sbox[i] = (unsigned char)(i * 7 + 3);
  unsigned int word = __VERIFIER_nondet_uint(), key = __VERIFIER_nondet_uint();
  unsigned char out = 0;
  for (int k = 0; k < 4; k++)
    out ^= sbox[(word >> (8 * k)) ^ (key & 0xff)]; // bug: the top byte is not masked
  return out;
}
