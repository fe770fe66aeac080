// TEA: two cycles of encryption over a nondeterministic key and block,
// then two cycles of decryption; the block must come back. Expected: TRUE.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
static void check(int c) { if (!c) { reach_error(); abort(); } }

static void encrypt(unsigned int v[2], const unsigned int k[4], int cycles) {
  unsigned int v0 = v[0], v1 = v[1], sum = 0, delta = 0x9e3779b9;
  for (int i = 0; i < cycles; i++) {
    sum += delta;
    v0 += ((v1 << 4) + k[0]) ^ (v1 + sum) ^ ((v1 >> 5) + k[1]);
    v1 += ((v0 << 4) + k[2]) ^ (v0 + sum) ^ ((v0 >> 5) + k[3]);
  }
  v[0] = v0; v[1] = v1;
}

static void decrypt(unsigned int v[2], const unsigned int k[4], int cycles) {
  unsigned int v0 = v[0], v1 = v[1], delta = 0x9e3779b9;
  unsigned int sum = delta * (unsigned int)cycles;
  for (int i = 0; i < cycles; i++) {
    v1 -= ((v0 << 4) + k[2]) ^ (v0 + sum) ^ ((v0 >> 5) + k[3]);
    v0 -= ((v1 << 4) + k[0]) ^ (v1 + sum) ^ ((v1 >> 5) + k[1]);
    sum -= delta;
  }
  v[0] = v0; v[1] = v1;
}

int main(void) {
  unsigned int k[4], v[2], w[2];
  for (int i = 0; i < 4; i++) k[i] = __VERIFIER_nondet_uint();
  v[0] = w[0] = __VERIFIER_nondet_uint();
  v[1] = w[1] = __VERIFIER_nondet_uint();
  encrypt(v, k, 2);
  decrypt(v, k, 2);
  check(v[0] == w[0] && v[1] == w[1]);
  return 0;
}
