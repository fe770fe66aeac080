struct point { int x; int y; };
struct rect { struct point a, b; char tag; };
union u { int i; unsigned char bytes[4]; };
struct rect r;
int main(void) {
  struct point p = {1, 2};
  struct point q;
  q = p;                    /* whole struct */
  r.a = q;
  r.b.y = r.a.x + 5;
  union u v;
  v.i = 0x01020304;
  unsigned char b0 = v.bytes[0];
  int m[3][4];
  m[1][2] = 7;
  int t = m[1][2];
  struct rect *pr = &r;
  pr->b.x = 9;
  struct point *pp = &pr->a;
  pp->y = sizeof(struct rect) + sizeof r.tag;
  return t + b0 + pp->y;
}
