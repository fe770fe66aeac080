// main's arguments: with argc > 1, argv[1] is a string (C11 5.1.2.2.1),
// and "x" is one; gcc: ./a.out x reaches the error.
extern void reach_error(void);
int main(int argc, char **argv) {
  if (argc > 1 && argv[1][0] == 'x' && argv[1][1] == 0)
    reach_error();
  return 0;
}
