/* In the style of newlib's math functions: ilogbf on the bits, also for subnormals: 2^e <= |x| < 2^(e+1) (a bug variant). */
extern void abort(void);
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

typedef int __int32_t;
typedef unsigned int __uint32_t;

/* A float and its bits. */
typedef union {
  float value;
  __uint32_t word;
} float_bits;

#define GET_FLOAT_WORD(i, d) \
  do { float_bits gf_u; gf_u.value = (d); (i) = gf_u.word; } while (0)
#define SET_FLOAT_WORD(d, i) \
  do { float_bits sf_u; sf_u.word = (i); (d) = sf_u.value; } while (0)

static int isnan_float(float x) { return x != x; }

int ilogb_bits(float x) {
  __int32_t hx, e;
  __uint32_t u;
  GET_FLOAT_WORD(hx, x);
  hx &= 0x7fffffff;
  if (hx < 0x00800000) {
    if (hx == 0)
      return -2147483647 - 1; /* FP_ILOGB0 */
    for (e = -127, u = (__uint32_t)hx << 8; u < 0x80000000u; u <<= 1)
      e -= 1;
    return e;
  }
  if (hx < 0x7f800000)
    return (hx >> 23) - 127;
  return 2147483647;
}
static float pow2(int e) { /* 2^e for -149 <= e <= 127 */
  float p = 1.0f;
  while (e > 0) { p *= 2.0f; e--; }
  while (e < 0) { p *= 0.5f; e++; }
  return p;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 0.0f && x < 1e-30f);
  int e = ilogb_bits(x);
  if (!(e >= -149 && e <= -100))
    reach_error();
  float p = pow2(e);
  if (!(p <= x && x < 2.0f * p))
    reach_error();
  return 0;
}
