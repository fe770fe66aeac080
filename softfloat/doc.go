// Package softfloat is the reference semantics of C's floating point on
// x86 with SSE (FLT_EVAL_METHOD 0): IEEE 754 binary32 and binary64, and
// gcc's long double (x87's 80-bit extended format), on bit patterns, in
// each rounding mode. The interpreter computes with it and the bit-vector
// circuits of package bitvec are tested against it.
//
// # Method
//
// Every operation reads its operands into an exact form (sign, integer
// significand m, exponent e: the value m * 2^e), computes the exact
// result, or for division and square root a quotient or root of at least
// Precision()+3 bits and a sticky bit for the remainder, with math/big, and
// rounds once (round in round.go): the kept bits are those at or above
// the last position of the format's precision, or of the smallest normal
// exponent for a subnormal result; the round and sticky bits decide the
// increment in the rounding mode; overflow gives infinity or the largest
// finite value by the mode. A sum whose smaller operand lies entirely
// below the rounding position keeps it as a tiny power of two of its sign
// (it only decides the direction), so that no intermediate is wider than
// a few precisions. Nothing here uses the host's floating point. Formats
// are generic (any ExpBits <= 15 and FracBits <= 63): the tests use tiny
// ones such as Format{ExpBits: 3, FracBits: 2}, whose every operand pair
// the circuits are checked on.
//
// # x86's choices
//
//   - NaN results: an invalid operation gives the default NaN (sign set,
//     quiet bit set, payload zero: 0xFFC00000 for float, the "real
//     indefinite" 0xFFFF_C000000000000000 for long double). A NaN operand
//     propagates quieted: for float and double the first NaN operand (SSE's
//     rule; gcc puts the left operand of x+y in the destination register),
//     for long double the quiet operand if the other is signaling, else
//     the larger significand, the positive one when equal (as the x87
//     does). FMA propagates the first NaN of x, y, z for float and double
//     (vfmadd's rule, 0*inf+NaN included), as (x*y)+z for long double
//     (glibc's software fmal on the x87). Sqrt of a negative number, inf-inf,
//     0*inf, 0/0, inf/inf are invalid.
//   - An exact zero sum of operands of opposite signs is +0, and -0 when
//     rounding Downward. Neg and Abs change the sign bit only, NaNs too.
//   - Conversions keep a NaN's sign and the top of its fraction, quieted;
//     a conversion to the same format is a copy.
//   - ToInt (C's cast, truncating) reports ok=false out of range or for
//     NaN and infinities (undefined behaviour in C); its bits are then the
//     "integer indefinite" 1<<(width-1) for a NaN or an infinity, the
//     minimum value for a signed target, and the truncated value modulo
//     2^width for an unsigned one (gcc on x86-64 gives the same for widths
//     up to 32; no program may depend on them).
//
// # x87's non-canonical encodings
//
// The 80-bit format stores its integer bit J. Pseudo-denormals (exponent
// 0, J=1) are read as the x87 reads them, with the smallest normal
// exponent (so 0x0000_8000000000000000 equals 2^-16382, is ClassNormal,
// and results come out canonical). Unnormals (exponent neither 0 nor all
// ones, J=0), pseudo-infinities and pseudo-NaNs (exponent all ones, J=0)
// are invalid operands on every x87 since the 387: they read as NaN
// (IsNaN, Classify gives ClassNaN, comparisons are unordered) and any
// arithmetic on them gives the default NaN. Copies (Neg, Abs, Convert to
// X87 itself) keep them. glibc's software functions (roundl, fmal) read
// them as numbers instead; the checker does not model that.
//
// # Text
//
// Parse reads C's decimal and hexadecimal constants (and strtod's
// inf/nan) correctly rounded, ParseRounding in any mode; Decimal prints the
// shortest decimal that reads back (as %g would lay it out, exponent from
// 1e21 and below 1e-4); Hex prints glibc's %a (%La: 0x8p-3 is 1.0L).
//
// # Tests
//
// native_test.go compares with Go's float32/float64 arithmetic (to nearest,
// math.FMA, math.Sqrt, strconv), big_test.go with math/big.Float in every
// mode and several formats (big.Float knows no subnormals: the reference
// narrows its precision by hand), gcc_test.go with gcc's code, bit for
// bit, NaN payloads included (testdata/gccref.c compiled with
// "gcc -m32 -msse2 -mfpmath=sse" and for x86-64; skipped without gcc).
// "go test ./softfloat -long" multiplies the random operands by 100 (two million operand triples against Go's arithmetic, in about ten minutes of one core).
package softfloat
