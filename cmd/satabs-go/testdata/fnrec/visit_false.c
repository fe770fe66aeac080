// The tree walk of visit_true.c, which misses the last leaf.
// parameter, over a tree of three levels in an array.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int tree[7];
int sum;
void add(int v) { sum += v; }
void walk(int i, void (*visit)(int)) {
  if (i >= 6) return;
  visit(tree[i]);
  walk(2 * i + 1, visit);
  walk(2 * i + 2, visit);
}
int main(void) {
  int total = 0;
  for (int i = 0; i < 7; i++) {
    tree[i] = __VERIFIER_nondet_int();
    if (tree[i] < 0 || tree[i] > 10) return 0;
    total += tree[i];
  }
  walk(0, add);
  if (sum != total) reach_error();
  return 0;
}
