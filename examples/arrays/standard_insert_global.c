/* Insertion sort over a global array with while loops and the
 * assertion by a macro. Written by hand in the style of SV-COMP's
 * array-examples/standard_*; expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_insert_global.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
#define CHECK(c) do { if (!(c)) { reach_error(); abort(); } } while (0)

#define LEN 70
int data[LEN];
int main(void) {
  int pos = 0;
  while (pos < LEN) { data[pos] = __VERIFIER_nondet_int(); pos++; }
  int cur = 1;
  while (cur < LEN) {
    int key = data[cur];
    int at = cur - 1;
    while (at >= 0 && data[at] > key) {
      data[at + 1] = data[at];
      at--;
    }
    data[at + 1] = key;
    cur++;
  }
  pos = 0;
  while (pos + 1 < LEN) { CHECK(data[pos] <= data[pos + 1]); pos++; }
  return 0;
}
