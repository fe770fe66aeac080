int counter;
int add(int a, int b) { int s = a + b; return s; }
int twice(int v) { return add(v, v); }
void bump(void) { counter++; }
int pick(int c) { if (c) return 1; return 2; }
int main(void) {
  int s = 1;
  int r = add(s, 2) + add(3, s);   /* inlined twice: locals renamed */
  r = twice(r);
  bump();
  { int s = 5; r += s; }           /* inner scope: s#2 */
  return r + pick(r);
}
