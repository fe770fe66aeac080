/* In the style of newlib's math functions: a sine kernel with newlib's guards: sin(+-0) = +-0, sin(NaN) and sin(inf) are NaN, sin(x) = x for tiny x. */
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

float sin_bits(float x) {
  __int32_t ix;
  float z;
  GET_FLOAT_WORD(ix, x);
  ix &= 0x7fffffff;
  if (ix >= 0x7f800000)
    return x - x; /* inf or NaN: NaN */
  if (ix < 0x39800000) /* |x| < 2^-12 */
    return x;
  z = x * x;
  return x - x * z * (0.16666667f - z * (0.0083333333f - z * 0.00019841270f));
}
static int sign_of(float x) { __uint32_t w; GET_FLOAT_WORD(w, x); return w >> 31; }

int main(void) {
  float m0 = -0.0f;
  float r = sin_bits(m0);
  if (!(r == 0.0f && sign_of(r) == 1))
    reach_error();
  float x = __VERIFIER_nondet_float();
  float s = sin_bits(x);
  if ((isnan_float(x) || x - x != x - x) && !isnan_float(s))
    reach_error();
  if (x > -1e-4f && x < 1e-4f && s != x)
    reach_error();
  return 0;
}
