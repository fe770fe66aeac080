// Package softfloat is the reference semantics of C's floating point on
// x86 with SSE (FLT_EVAL_METHOD 0): IEEE 754 binary32 and binary64, and
// gcc's long double (x87's 80-bit extended format), on bit patterns, in
// each rounding mode. The interpreter computes with it and the bit-vector
// circuits of package bitvec are tested against it.
package softfloat
