struct s { int a; char b[3]; struct { short lo, hi; } in; };
int zero;
int one = 1;
int arr[4] = {1, 2};
int grid[2][3] = {{1, 2, 3}, {4}};
int flat[2][2] = {1, 2, 3};          /* brace elision */
char str[] = "hi";
char buf[8] = "ab";
struct s st = {7, "xy", {-1, 1}};
struct s des = {.in.hi = 5, .a = 3};
int sparse[6] = {[4] = 9, 8, [1] = 1};
int *ptr = &one;
int *mid = &arr[2];
const char *msg = "text";
unsigned char uc = -1;
int main(void) {
  return zero + one + arr[1] + grid[1][0] + flat[1][0] + str[0] + buf[1] + st.b[1] + des.in.hi + sparse[5] + *ptr + *mid + msg[0] + uc;
}
