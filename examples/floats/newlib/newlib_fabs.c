/* In the style of newlib's math functions: fabs of a double on its high word: never negative, NaN stays NaN. */
extern void abort(void);
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

typedef int __int32_t;
typedef unsigned int __uint32_t;

/* A double as its two 32-bit halves (little-endian: low word first). */
typedef union {
  double value;
  struct {
    __uint32_t lo;
    __uint32_t hi;
  } w;
} double_bits;

#define EXTRACT_WORDS(h, l, d) \
  do { double_bits ew_u; ew_u.value = (d); (h) = ew_u.w.hi; (l) = ew_u.w.lo; } while (0)
#define INSERT_WORDS(d, h, l) \
  do { double_bits iw_u; iw_u.w.hi = (h); iw_u.w.lo = (l); (d) = iw_u.value; } while (0)

static int isnan_double(double x) { return x != x; }

double fabs_bits(double x) {
  __uint32_t hi, lo;
  EXTRACT_WORDS(hi, lo, x);
  INSERT_WORDS(x, hi & 0x7fffffff, lo);
  return x;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double a = fabs_bits(x);
  if (isnan_double(x) != isnan_double(a))
    reach_error();
  if (!isnan_double(x) && !(a >= 0.0 && (a == x || a == -x)))
    reach_error();
  return 0;
}
