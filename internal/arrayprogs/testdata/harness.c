/* Random-input harness for the programs of internal/arrayprogs: the
 * program's main is renamed arrayprogs_main; each trial runs it in a
 * forked child with its own pseudo-random inputs. The child exits with
 * 99 when reach_error is called (or __assert_fail aborts), 0 when the
 * program ends; anything else (a sanitizer's report) is a fault of the
 * program. Prints "hits faults" for argv[1] trials from seed argv[2]. */
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

/* Mostly small values, so that equal values and orders are common; now
 * and then any 32-bit value. */
int __VERIFIER_nondet_int(void) {
    unsigned r = next();
    if (r % 8 == 0)
        return (int)next();
    return (int)((r >> 3) % 9) - 4;
}

void __VERIFIER_assume(int c) {
    if (!c)
        _exit(0);
}

__attribute__((weak)) void reach_error(void) { _exit(99); }

void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { _exit(99); }

int arrayprogs_main(void);

int main(int argc, char **argv) {
    int trials = atoi(argv[1]);
    unsigned long long seed = strtoull(argv[2], 0, 10);
    int hits = 0, faults = 0;
    for (int t = 0; t < trials; t++) {
        pid_t pid = fork();
        if (pid == 0) {
            state = seed * 1000003ULL + (unsigned long long)t * 7919ULL + 1;
            if (!freopen("/dev/null", "w", stderr))
                _exit(3);
            arrayprogs_main();
            _exit(0);
        }
        int status;
        waitpid(pid, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 99)
            hits++;
        else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            faults++;
    }
    printf("%d %d\n", hits, faults);
    return 0;
}
