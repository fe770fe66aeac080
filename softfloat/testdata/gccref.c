/* gccref: the oracle of softfloat's gcc test. Each line of stdin is
     OP FMT RM A [B [C]]
   with FMT f (float), d (double) or l (long double), RM 0..3 the
   rounding mode (FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO) and
   operands as hexadecimal bit patterns (a long double as 20 hex digits);
   it prints the result's bit pattern, as gcc computes it, on one line.
   Conversions name their second type in A's place: "cvt F RM G X" converts
   X of format F to G; "fromint F RM W S X" converts the W-bit integer X
   (signed if S is 1); "toint F RM W S X" truncates X to it. */
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#pragma STDC FENV_ACCESS ON

static const int modes[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};

typedef struct { uint64_t lo, hi; } bits;

static bits rd(const char *s) {
	bits b = {0, 0};
	size_t n = strlen(s);
	if (n > 16) {
		char h[32];
		memcpy(h, s, n - 16);
		h[n - 16] = 0;
		sscanf(h, "%llx", (unsigned long long *)&b.hi);
		s += n - 16;
	}
	sscanf(s, "%llx", (unsigned long long *)&b.lo);
	return b;
}

/* Macros, not functions: with -m32 a float or double returned by a
   function passes through the x87 stack, which quiets signaling NaNs. */
typedef union { uint32_t u; float f; } fu;
typedef union { uint64_t u; double d; } du;
#define F(b) (((fu){.u = (uint32_t)(b).lo}).f)
#define D(b) (((du){.u = (b).lo}).d)
static long double L(bits b) {
	long double x = 0;
	unsigned char buf[16] = {0};
	memcpy(buf, &b.lo, 8);
	memcpy(buf + 8, &b.hi, 2);
	memcpy(&x, buf, 10);
	return x;
}

/* Each binary operation is a function of its two parameters, so that gcc
   puts the left operand in the destination register (the operand whose
   NaN SSE propagates): at -O0 gcc's register choice for an expression of
   two memory operands may swap a commutative operation. */
#define OPS(T, N)                                                         \
	static void add_##N(T a, T b, T *r) { *r = a + b; }               \
	static void sub_##N(T a, T b, T *r) { *r = a - b; }               \
	static void mul_##N(T a, T b, T *r) { *r = a * b; }               \
	static void div_##N(T a, T b, T *r) { *r = a / b; }
OPS(float, f)
OPS(double, d)
OPS(long double, l)

static void pf(float x) { uint32_t u; memcpy(&u, &x, 4); printf("%x\n", u); }
static void pd(double x) { uint64_t u; memcpy(&u, &x, 8); printf("%llx\n", (unsigned long long)u); }
static void pl(long double x) {
	unsigned char buf[16] = {0};
	uint64_t lo = 0, hi = 0;
	memcpy(buf, &x, 10);
	memcpy(&lo, buf, 8);
	memcpy(&hi, buf + 8, 2);
	printf("%llx%016llx\n", (unsigned long long)hi, (unsigned long long)lo);
}

static void toint(int w, int s, long double x, char fmt) {
	/* The conversion is done in the operand's own type, as C would. */
	uint64_t r;
#define CONV(T) \
	(fmt == 'f' ? (uint64_t)(T)(float)x : fmt == 'd' ? (uint64_t)(T)(double)x : (uint64_t)(T)x)
	if (s) {
		switch (w) {
		case 8: r = CONV(int8_t); break;
		case 16: r = CONV(int16_t); break;
		case 32: r = CONV(int32_t); break;
		default: r = CONV(int64_t); break;
		}
	} else {
		switch (w) {
		case 8: r = CONV(uint8_t); break;
		case 16: r = CONV(uint16_t); break;
		case 32: r = CONV(uint32_t); break;
		default: r = CONV(uint64_t); break;
		}
	}
	if (w < 64)
		r &= ((uint64_t)1 << w) - 1;
	printf("%llx\n", (unsigned long long)r);
}

int main(void) {
	char op[16], fm[4], a[40], b[40], c[40], d[40], line[256];
	int rm;
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	while (fgets(line, sizeof line, stdin)) {
		a[0] = b[0] = c[0] = d[0] = 0;
		if (sscanf(line, "%15s %3s %d %39s %39s %39s %39s", op, fm, &rm, a, b, c, d) < 4)
			continue;
		fesetround(modes[rm]);
		bits x = rd(a), y = rd(b), z = rd(c);
		char t = fm[0];
#define BIN(OPR)                                                                \
	do {                                                                    \
		if (t == 'f') { float r; OPR##_f(F(x), F(y), &r); pf(r); }      \
		else if (t == 'd') { double r; OPR##_d(D(x), D(y), &r); pd(r); } \
		else { long double r; OPR##_l(L(x), L(y), &r); pl(r); }         \
	} while (0)
#define CMP(OPR)                                                \
	do {                                                    \
		int r = t == 'f' ? F(x) OPR F(y) : t == 'd' ? D(x) OPR D(y) : L(x) OPR L(y); \
		printf("%d\n", r);                              \
	} while (0)
		if (!strcmp(op, "add")) BIN(add);
		else if (!strcmp(op, "sub")) BIN(sub);
		else if (!strcmp(op, "mul")) BIN(mul);
		else if (!strcmp(op, "div")) BIN(div);
		else if (!strcmp(op, "eq")) CMP(==);
		else if (!strcmp(op, "lt")) CMP(<);
		else if (!strcmp(op, "le")) CMP(<=);
		else if (!strcmp(op, "sqrt")) {
			if (t == 'f') pf(sqrtf(F(x)));
			else if (t == 'd') pd(sqrt(D(x)));
			else pl(sqrtl(L(x)));
		} else if (!strcmp(op, "fma")) {
			if (t == 'f') pf(fmaf(F(x), F(y), F(z)));
			else if (t == 'd') pd(fma(D(x), D(y), D(z)));
			else pl(fmal(L(x), L(y), L(z)));
		} else if (!strcmp(op, "fmod")) {
			if (t == 'f') pf(fmodf(F(x), F(y)));
			else if (t == 'd') pd(fmod(D(x), D(y)));
			else pl(fmodl(L(x), L(y)));
		} else if (!strcmp(op, "remainder")) {
			if (t == 'f') pf(remainderf(F(x), F(y)));
			else if (t == 'd') pd(remainder(D(x), D(y)));
			else pl(remainderl(L(x), L(y)));
		} else if (!strcmp(op, "remquo")) {
			/* the result's bits and the quotient, on one line */
			int q = 12345;
			if (t == 'f') { float r = remquof(F(x), F(y), &q); uint32_t u; memcpy(&u, &r, 4); printf("%x %d\n", u, q); }
			else if (t == 'd') { double r = remquo(D(x), D(y), &q); uint64_t u; memcpy(&u, &r, 8); printf("%llx %d\n", (unsigned long long)u, q); }
			else {
				long double r = remquol(L(x), L(y), &q);
				unsigned char buf[16] = {0};
				uint64_t lo = 0, hi = 0;
				memcpy(buf, &r, 10);
				memcpy(&lo, buf, 8);
				memcpy(&hi, buf + 8, 2);
				printf("%llx%016llx %d\n", (unsigned long long)hi, (unsigned long long)lo, q);
			}
		} else if (!strcmp(op, "scalbn")) {
			/* a is the exponent, in decimal; b the operand */
			long n;
			sscanf(a, "%ld", &n);
			if (t == 'f') pf(scalblnf(F(y), n));
			else if (t == 'd') pd(scalbln(D(y), n));
			else pl(scalblnl(L(y), n));
		} else if (!strcmp(op, "ilogb")) {
			int r = t == 'f' ? ilogbf(F(x)) : t == 'd' ? ilogb(D(x)) : ilogbl(L(x));
			printf("%d\n", r);
		} else if (!strcmp(op, "frexp")) {
			int e = 12345;
			if (t == 'f') pf(frexpf(F(x), &e));
			else if (t == 'd') pd(frexp(D(x), &e));
			else pl(frexpl(L(x), &e));
			printf("%d\n", e);
		} else if (!strcmp(op, "nextafter")) {
			if (t == 'f') pf(nextafterf(F(x), F(y)));
			else if (t == 'd') pd(nextafter(D(x), D(y)));
			else pl(nextafterl(L(x), L(y)));
		} else if (!strcmp(op, "nexttoward")) {
			/* y is a long double */
			if (t == 'f') pf(nexttowardf(F(x), L(y)));
			else if (t == 'd') pd(nexttoward(D(x), L(y)));
			else pl(nexttowardl(L(x), L(y)));
		} else if (!strcmp(op, "logb")) {
			if (t == 'f') pf(logbf(F(x)));
			else if (t == 'd') pd(logb(D(x)));
			else pl(logbl(L(x)));
		} else if (!strcmp(op, "rint")) {
			if (t == 'f') pf(nearbyintf(F(x)));
			else if (t == 'd') pd(nearbyint(D(x)));
			else pl(nearbyintl(L(x)));
		} else if (!strcmp(op, "round")) {
			if (t == 'f') pf(roundf(F(x)));
			else if (t == 'd') pd(round(D(x)));
			else pl(roundl(L(x)));
		} else if (!strcmp(op, "class")) {
			int r = t == 'f' ? fpclassify(F(x)) : t == 'd' ? fpclassify(D(x)) : fpclassify(L(x));
			printf("%d\n", r);
		} else if (!strcmp(op, "cvt")) {
			/* a names the target format, b is the operand */
			char g = a[0];
			bits v = y;
			if (t == 'f') {
				float s = F(v);
				if (g == 'f') pf(s); else if (g == 'd') pd(s); else pl(s);
			} else if (t == 'd') {
				double s = D(v);
				if (g == 'f') pf((float)s); else if (g == 'd') pd(s); else pl(s);
			} else {
				long double s = L(v);
				if (g == 'f') pf((float)s); else if (g == 'd') pd((double)s); else pl(s);
			}
		} else if (!strcmp(op, "fromint")) {
			int w, s;
			sscanf(a, "%d", &w);
			sscanf(b, "%d", &s);
			uint64_t u = z.lo;
			long double r;
			float rf = 0;
			double rd_ = 0;
#define FROM(T)                                                                  \
	do {                                                                     \
		T v = (T)u;                                                      \
		if (t == 'f') rf = v; else if (t == 'd') rd_ = v; else r = v;    \
	} while (0)
			if (s) {
				switch (w) { case 8: FROM(int8_t); break; case 16: FROM(int16_t); break;
				case 32: FROM(int32_t); break; default: FROM(int64_t); }
			} else {
				switch (w) { case 8: FROM(uint8_t); break; case 16: FROM(uint16_t); break;
				case 32: FROM(uint32_t); break; default: FROM(uint64_t); }
			}
			if (t == 'f') pf(rf); else if (t == 'd') pd(rd_); else pl(r);
		} else if (!strcmp(op, "toint")) {
			int w, s;
			sscanf(a, "%d", &w);
			sscanf(b, "%d", &s);
			long double v = t == 'f' ? F(z) : t == 'd' ? D(z) : L(z);
			toint(w, s, v, t);
		} else if (!strcmp(op, "hex")) {
			if (t == 'f') printf("%a\n", F(x));
			else if (t == 'd') printf("%a\n", D(x));
			else printf("%La\n", L(x));
		} else
			printf("?\n");
	}
	return 0;
}
