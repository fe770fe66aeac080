// "The value of argc shall be nonnegative" (C11 5.1.2.2.1): the error
// is unreachable (it was answered FALSE with argc = -1).
extern void reach_error(void);
int main(int argc, char **argv) {
  (void)argv;
  if (argc < 0)
    reach_error();
  return 0;
}
