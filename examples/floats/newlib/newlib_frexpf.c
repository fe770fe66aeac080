/* In the style of newlib's math functions: frexpf on the bits: the mantissa is in [0.5, 1) for finite non-zero x. */
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

float frexp_bits(float x, int *eptr) {
  __int32_t hx, ix;
  GET_FLOAT_WORD(hx, x);
  ix = hx & 0x7fffffff;
  *eptr = 0;
  if (ix >= 0x7f800000 || ix == 0)
    return x; /* 0, inf, NaN */
  if (ix < 0x00800000) { /* subnormal: scale by 2^25 */
    x *= 33554432.0f;
    GET_FLOAT_WORD(hx, x);
    ix = hx & 0x7fffffff;
    *eptr = -25;
  }
  *eptr += (ix >> 23) - 126;
  hx = (hx & 0x807fffff) | 0x3f000000;
  SET_FLOAT_WORD(x, hx);
  return x;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x == x && x != 0.0f && x - x == 0.0f);
  int e;
  float m = frexp_bits(x, &e);
  float a = m < 0.0f ? -m : m;
  if (!(a >= 0.5f && a < 1.0f))
    reach_error();
  if (!(e >= -148 && e <= 128))
    reach_error();
  return 0;
}
