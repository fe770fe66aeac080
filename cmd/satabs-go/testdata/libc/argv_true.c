// argv[0..argc-1] are strings and argv[argc] is null (C11 5.1.2.2.1):
// the error is unreachable whatever the arguments. Not provable with
// arguments modelled up to a bound, and never FALSE.
extern void reach_error(void);
int main(int argc, char **argv) {
  if (argc > 1 && argv[1] == 0)
    reach_error();
  if (argc >= 0 && argv[argc] != 0)
    reach_error();
  return 0;
}
