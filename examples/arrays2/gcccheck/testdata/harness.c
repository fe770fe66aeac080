/* Random-input harness for the programs of examples/arrays2 and arrays4: each
 * program's main is renamed arrays2_main and runs in a forked child with
 * its own pseudo-random inputs. The child exits with 99 when reach_error
 * is called (__assert_fail), 0 when the program ends; an abort (a failed
 * assume_abort_if_not) discards the run; anything else (a sanitizer's
 * report) is a fault. Prints "hits runs faults" for argv[1] trials from
 * seed argv[2]. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static unsigned long long state;

static unsigned next(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (unsigned)(state >> 16);
}

/* Mostly small values, so that equal values are common; now and then
 * any 32-bit value. */
int __VERIFIER_nondet_int(void) {
    unsigned r = next();
    if (r % 8 == 0)
        return (int)next();
    return (int)((r >> 3) % 9) - 4;
}

unsigned __VERIFIER_nondet_uint(void) { return (unsigned)__VERIFIER_nondet_int(); }

char __VERIFIER_nondet_char(void) { return (char)__VERIFIER_nondet_int(); }

void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { _exit(99); }

int arrays2_main(void);

int main(int argc, char **argv) {
    int trials = atoi(argv[1]);
    unsigned long long seed = strtoull(argv[2], 0, 10);
    int hits = 0, runs = 0, faults = 0;
    for (int t = 0; t < trials; t++) {
        pid_t pid = fork();
        if (pid == 0) {
            state = seed * 1000003ULL + (unsigned long long)t * 7919ULL + 1;
            if (!freopen("/dev/null", "w", stderr))
                _exit(3);
            arrays2_main();
            _exit(0);
        }
        int status;
        waitpid(pid, &status, 0);
        if (WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT)
            continue;
        runs++;
        if (WIFEXITED(status) && WEXITSTATUS(status) == 99)
            hits++;
        else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            faults++;
    }
    printf("%d %d %d\n", hits, runs, faults);
    return 0;
}
