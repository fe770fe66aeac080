// A bit-field of width 40 of type unsigned long long has a 40-bit type in
// GCC: s.e + 1 wraps at 2^40. gcc -m32 and gcc -m64 both reach the error
// with s.e == 2^40 - 1 (1099511627775); computed in 64 bits the sum is
// never 0 and the answer would wrongly be TRUE.
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void reach_error(void);
struct S { unsigned long long e : 40; };
int main(void) {
  struct S s;
  s.e = __VERIFIER_nondet_ulonglong();
  if (s.e + 1 == 0) reach_error();
  return 0;
}
