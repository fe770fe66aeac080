/* In the style of newlib's math functions: a bit-by-bit square root: NaN for negative x, +inf for +inf, NaN for NaN, and in [1, 2] for x in [1, 4] (a bug variant). */
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

float sqrt_bits(float x) {
  float z;
  __int32_t ix, m, i, s, q, t;
  __uint32_t r;
  GET_FLOAT_WORD(ix, x);
  if ((ix & 0x7f800000) == 0x7f800000)
    return x * x + x; /* sqrt(NaN) = NaN, sqrt(+inf) = +inf, sqrt(-inf) = NaN */
  if ((ix & 0x7fffffff) == 0)
    return x; /* sqrt(+-0) = +-0 */
  if (ix < 0)
    ix &= 0x7fffffff;
  m = ix >> 23;
  if (m == 0) { /* subnormal */
    for (i = 0; (ix & 0x00800000) == 0; i++)
      ix <<= 1;
    m -= i - 1;
  }
  m -= 127;
  ix = (ix & 0x007fffff) | 0x00800000;
  if (m & 1)
    ix += ix;
  m >>= 1;
  ix += ix;
  q = s = 0;
  r = 0x01000000;
  while (r != 0) {
    t = s + r;
    if (t <= ix) {
      s = t + r;
      ix -= t;
      q += r;
    }
    ix += ix;
    r >>= 1;
  }
  if (ix != 0)
    q += (q & 1);
  ix = (q >> 1) + 0x3f000000;
  ix += (__int32_t)((__uint32_t)m << 23);
  SET_FLOAT_WORD(z, ix);
  return z;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  float r = sqrt_bits(x);
  if (isnan_float(x) && !isnan_float(r))
    reach_error();
  if (x < 0.0f && !isnan_float(r))
    reach_error();
  if (x == 1.0f / 0.0f && r != x)
    reach_error();
  if (x >= 1.0f && x <= 4.0f && !(r >= 1.0f && r <= 2.0f))
    reach_error();
  return 0;
}
