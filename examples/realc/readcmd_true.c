/* A command loop in the manner of a small shell: lines come from stdin
   with fgets, the newline is cut with strcspn, and the first word picks a
   command. */
#include <stdio.h>
#include <string.h>
extern void reach_error(void);

static int handled, quit;

static void run(char *line) {
  line[strcspn(line, "\n")] = 0;
  if (strcmp(line, "quit") == 0)
    quit = 1;
  else if (strncmp(line, "echo ", 5) == 0)
    handled++;
}

int main(void) {
  char line[8];
  int lines = 0;
  while (!quit && lines < 3 && fgets(line, sizeof line, stdin)) {
    lines++;
    if (strlen(line) >= sizeof line)
      reach_error();
    run(line);
    if (strchr(line, '\n'))
      reach_error();
  }
  if (handled > lines)
    reach_error();
  return 0;
}
