// An S-box lookup with a key byte: the index is masked to a byte, so it
// stays inside the 256-entry table (checked with the memory-safety
// property). Expected: TRUE.
extern unsigned int __VERIFIER_nondet_uint(void);

unsigned char sbox[256];

int main(void) {
  for (int i = 0; i < 256; i++)
    sbox[i] = (unsigned char)(i * 7 + 3);
  unsigned int word = __VERIFIER_nondet_uint(), key = __VERIFIER_nondet_uint();
  unsigned char out = 0;
  for (int k = 0; k < 4; k++)
    out ^= sbox[((word >> (8 * k)) ^ key) & 0xff];
  return out;
}
