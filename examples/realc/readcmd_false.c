/* A command loop in the manner of a small shell: lines come from stdin
   with fgets, the newline is cut with strcspn, and the first word picks a
   command. The final claim fails when the first line is "quit". */
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
  if (quit && lines == 1 && handled == 0)
    reach_error(); /* reached: the first line is "quit" */
  return 0;
}
