// A program of more than 5,000 preprocessed lines (gcc -E -m32): the C
// library's headers as real programs include them, and five modules of
// this folder (an event dispatcher, a state machine, a hash map, a string
// parser and an intrusive list), each run from main in turn. Most of the
// headers' declarations and two modules are never used. Expected: FALSE: the state machine module has its bug.
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <locale.h>
#include <dirent.h>
#include <fenv.h>
#include <float.h>
#include <sys/types.h>
#include <getopt.h>
#include <libgen.h>
#include <poll.h>
#include <sys/socket.h>
#include <netinet/in.h>
#define main events_main
#include "events_true.c"
#undef main
#define main statemachine_main
#include "statemachine_false.c"
#undef main
#define main hashmap_main
#include "hashmap_true.c"
#undef main
#define main strproc_main
#include "strproc_true.c"
#undef main
#define main klist_main
#include "klist_true.c"
#undef main
int main(void) {
  events_main();
  statemachine_main();
  hashmap_main();
  return 0;
}
