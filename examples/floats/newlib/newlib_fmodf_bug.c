/* In the style of newlib's math functions: fmodf on the bits by shift and subtract: special cases, and the remainder is below y (a bug variant). */
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

float fmod_bits(float x, float y) {
  __int32_t n, hx, hy, hz, ix, iy, sx;
  GET_FLOAT_WORD(hx, x);
  GET_FLOAT_WORD(hy, y);
  sx = hx & 0x80000000;
  hx ^= sx;
  hy &= 0x7fffffff;
  if (hy == 0 || hx >= 0x7f800000 || hy > 0x7f800000)
    return (x * y) / (x * y); /* y = 0, x not finite, or y NaN */
  if (hx < hy)
    return x; /* |x| < |y| */
  if (hx == hy) {
    SET_FLOAT_WORD(x, sx); /* +-0 */
    return x;
  }
  /* only normal x and y from here (the callers' inputs) */
  ix = (hx >> 23) - 127;
  iy = (hy >> 23) - 127;
  hx = 0x00800000 | (0x007fffff & hx);
  hy = 0x00800000 | (0x007fffff & hy);
  n = ix - iy;
  while (n--) {
    hz = hx - hy;
    if (hz < 0)
      hx = hx + hx;
    else {
      if (hz == 0) {
        SET_FLOAT_WORD(x, sx);
        return x;
      }
      hx = hz + hz;
    }
  }
  if (hx == 0) {
    SET_FLOAT_WORD(x, sx);
    return x;
  }
  while (hx < 0x00800000) {
    hx = hx + hx;
    iy -= 1;
  }
  hx = (hx - 0x00800000) | ((iy + 127) << 23);
  SET_FLOAT_WORD(x, hx | sx);
  return x;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  if (!isnan_float(fmod_bits(x, 0.0f)))
    reach_error();
  __VERIFIER_assume(x >= 1.0f && x <= 100.0f && y >= 1.0f && y <= 8.0f);
  float r = fmod_bits(x, y);
  if (!(r >= 0.0f && r < y))
    reach_error();
  return 0;
}
