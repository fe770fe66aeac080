/* __builtin_object_size(p, 1) inside an array of structs: gcc's subobject
   there is not modelled, so the result is any value and no FALSE rests on
   it (gcc -O0 answers 6 and never reaches the error). */
extern void reach_error(void);
struct inner { short s; char c[3]; };
int main(void) {
  struct inner a[2];
  if (__builtin_object_size(&a[1], 1) != 6)
    reach_error();
  return 0;
}
