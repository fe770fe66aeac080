/* In the style of newlib's math functions: modff on the bits: the parts add up to x and the fraction is below one. */
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

float modf_bits(float x, float *ip) {
  __int32_t i0, e;
  __uint32_t m;
  GET_FLOAT_WORD(i0, x);
  e = ((i0 >> 23) & 0xff) - 0x7f;
  if (e < 0) { /* |x| < 1: integral part +-0 */
    SET_FLOAT_WORD(*ip, i0 & 0x80000000);
    return x;
  }
  if (e >= 23) { /* integral, inf or NaN */
    *ip = x;
    if (e == 0x80 && (i0 & 0x007fffff) != 0)
      return x + x;
    SET_FLOAT_WORD(x, i0 & 0x80000000);
    return x;
  }
  m = 0x007fffff >> e;
  if ((i0 & m) == 0) {
    *ip = x;
    SET_FLOAT_WORD(x, i0 & 0x80000000);
    return x;
  }
  SET_FLOAT_WORD(*ip, i0 & ~m);
  return x - *ip;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -1e30f && x < 1e30f);
  float i;
  float f = modf_bits(x, &i);
  if (!(f + i == x && f < 1.0f && f > -1.0f))
    reach_error();
  if ((x < 0.0f && f > 0.0f) || (x > 0.0f && f < 0.0f))
    reach_error();
  return 0;
}
