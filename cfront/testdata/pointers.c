int g;
int arr[5];
int main(void) {
  int x = 1;
  int *p = &x;
  *p = 2;
  int *q = arr;             /* decay: arr becomes an object */
  q[2] = 3;
  q = q + 1;
  q++;
  *(q - 1) = 4;
  long d = q - arr;
  int lt = p < q;
  int *n = 0;
  if (p != n && p) *p += 1;
  void *v = p;
  int *back = (int *)v;
  char *cp = (char *)&g;
  cp[1] = 1;
  int local[3];
  local[0] = 1;             /* indexing only: not an object */
  return (int)d + lt + *back;
}
