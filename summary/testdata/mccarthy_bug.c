extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int f91(int x) {
  if (x > 100)
    return x - 10;
  else {
    return f91(f91(x + 11));
  }
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int result = f91(x);
  if (result == 91 || (x > 102 && result == x - 10)) {
    return 0;
  } else {
    ERROR: {reach_error();abort();}
  }
}
