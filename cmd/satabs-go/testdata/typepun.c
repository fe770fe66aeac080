// An int written through a char pointer: C allows it, the typed memory
// model cannot follow it. The pointer check fails in the model, and the
// answer must be UNKNOWN, not FALSE(valid-deref).
int main(void) {
  int x = 0;
  char *c = (char *)&x;
  c[1] = 5;
  return x == 1280 ? 0 : 1;
}
