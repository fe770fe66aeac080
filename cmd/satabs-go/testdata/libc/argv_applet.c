// A multi-call binary in the manner of busybox: the applet is found by
// the name in argv[0]. "shout -v" reaches the error; gcc:
// (exec -a shout ./a.out -v) does. Only a run with main's arguments
// modelled and argv[0] spelling an applet shows it.
#include <string.h>
extern void reach_error(void);
static int count_main(int argc, char **argv) {
  int n = 0;
  for (int i = 1; i < argc; i++)
    n += (int)strlen(argv[i]);
  return n > 100;
}
static int shout_main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  if (strcmp(argv[1], "-v") == 0)
    reach_error();
  return 0;
}
struct applet {
  const char *name;
  int (*main)(int, char **);
};
static const struct applet applets[] = {{"count", count_main}, {"shout", shout_main}};
int main(int argc, char **argv) {
  if (argc < 1 || argv[0] == 0)
    return 1;
  for (unsigned i = 0; i < sizeof applets / sizeof applets[0]; i++)
    if (strcmp(argv[0], applets[i].name) == 0)
      return applets[i].main(argc, argv);
  return 127;
}
