unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

struct node { int val; struct node *next; };
struct node nodes[4];
int table[5] = {10, 20, 30, 40, 50};
int *tp = &table[1];
struct node *head;

static void link(void) {
  for (int i = 0; i < 3; i++) { nodes[i].val = i * 11; nodes[i].next = &nodes[i + 1]; }
  nodes[3].val = 99; nodes[3].next = 0;
  head = &nodes[0];
}

static int length(struct node *n) {
  int k = 0;
  while (n) { k++; n = n->next; }
  return k;
}

static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static int *pick(int c, int *x, int *y) { return c ? x : y; }

int main(void) {
  link();
  mix(length(head)); mix(head->next->next->val); mix(nodes[3].next == 0);
  struct node *n = head;
  n = n->next; n->val += 5; mix(nodes[1].val);
  int x = 3, y = 4;
  swap(&x, &y); mix(x); mix(y);
  int *pp = pick(x > y, &x, &y); *pp = 100; mix(x); mix(y);
  int **ppp = &pp; **ppp = 7; mix(*pp);
  mix(*tp); tp += 2; mix(*tp); mix(tp - table); mix(tp[-1]);
  int *q = table + 4; mix(*q); mix(q > tp); mix(q != tp);
  char *c = (char *)&table[0]; mix(c[0]); mix(c[4]);
  void *v = &nodes[2]; struct node *back = v; mix(back->val);
  struct node copy = *head; copy.val = -1; mix(head->val); mix(copy.next->val);
  int arr2[2][3] = {{1, 2, 3}, {4, 5, 6}}; int *flat = &arr2[0][0]; mix(flat[4]);
  mix(*(*(arr2 + 1) + 2));
  const char *s = "abc"; mix(s[1]); mix(*(s + 2));
  int cond = 0; int *w = cond ? &x : 0; mix(w == 0);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>
void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
