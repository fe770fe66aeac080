// A pointer written through a char pointer: C allows it, the typed memory
// model cannot follow the bytes of a pointer. The pointer check fails in
// the model, and the answer must be UNKNOWN, not FALSE(valid-deref).
int main(void) {
  int x = 0;
  int *p = &x;
  char *c = (char *)&p;
  c[0] = c[0];
  return *p;
}
