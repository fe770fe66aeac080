// An MD2-style compression: 18 rounds over a 48-byte state, each byte
// mixed with an S-box entry chosen by the previous byte, and a round
// constant added between rounds. Every table index stays in bounds.
// Expected: TRUE (valid-memsafety).
extern unsigned char __VERIFIER_nondet_uchar(void);

#define ROUNDS 18

unsigned char S[256];
unsigned char RC[ROUNDS];
unsigned char X[48];

int main(void) {
  // An S-box that is a permutation: i -> 167*i + 13 is a bijection mod 256.
  for (int i = 0; i < 256; i++)
    S[i] = (unsigned char)(167 * i + 13);
  for (int j = 0; j < ROUNDS; j++)
    RC[j] = (unsigned char)(j * 29 + 1);
  for (int i = 0; i < 16; i++) {
    X[16 + i] = __VERIFIER_nondet_uchar();
    X[32 + i] = X[16 + i] ^ X[i];
  }
  unsigned int t = 0;
  for (int j = 0; j < ROUNDS; j++) {
    for (int k = 0; k < 48; k++)
      t = X[k] ^= S[t];
    t = (t + RC[j]) & 0xff;
  }
  return X[0];
}
