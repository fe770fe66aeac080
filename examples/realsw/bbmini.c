// A multi-call binary in the manner of busybox-1.22, written for this
// project: a small libbb (basename, xmalloc, xstrdup, error exits, checked
// number parsing, escape decoding), applets echo, basename, seq, expr, tr
// and wc found by name in a table of function pointers, run on the
// nondeterministic argv that C's startup gives main. Variants are chosen
// by macros (see the README): BB_BUG_SUFFIX makes basename's suffix strip
// read before the string, BB_BUG_SLEEP drops sleep's overflow check
// on a suffixed duration.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdarg.h>
#include <errno.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <setjmp.h>
#include <time.h>
#include <locale.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <dirent.h>
#include <pwd.h>
#include <grp.h>
#include <termios.h>
#include <getopt.h>
#include <inttypes.h>
#include <wchar.h>
#include <wctype.h>
#include <netdb.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/utsname.h>

#define NOINLINE __attribute__((noinline))
#define NORETURN __attribute__((__noreturn__))
#define ARRAY_SIZE(x) ((unsigned)(sizeof(x) / sizeof((x)[0])))

const char *applet_name;
static int xfunc_error_retval = EXIT_FAILURE;

/* ---- libbb ---- */
static NORETURN void xfunc_die(void) { exit(xfunc_error_retval); }

static void bb_verror_msg(const char *s, va_list p) {
    fflush(stdout);
    fprintf(stderr, "%s: ", applet_name);
    vfprintf(stderr, s, p);
    fputc('\n', stderr);
}

static void bb_error_msg(const char *s, ...) {
    va_list p;
    va_start(p, s);
    bb_verror_msg(s, p);
    va_end(p);
}

static NORETURN void bb_error_msg_and_die(const char *s, ...) {
    va_list p;
    va_start(p, s);
    bb_verror_msg(s, p);
    va_end(p);
    xfunc_die();
}

static NORETURN void bb_show_usage(void) {
    fprintf(stderr, "usage: %s ...\n", applet_name);
    xfunc_die();
}

static void *xmalloc(size_t size) {
    void *ptr = malloc(size);
    if (ptr == NULL && size != 0)
        bb_error_msg_and_die("out of memory");
    return ptr;
}

static void *xzalloc(size_t size) {
    void *ptr = xmalloc(size);
    memset(ptr, 0, size);
    return ptr;
}

static char *xstrdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *t = xmalloc(n);
    memcpy(t, s, n);
    return t;
}

static const char *bb_basename(const char *name) {
    const char *cp = strrchr(name, '/');
    if (cp)
        return cp + 1;
    return name;
}

static char *last_char_is(const char *s, int c) {
    if (s && *s) {
        size_t sz = strlen(s) - 1;
        s += sz;
        if ((unsigned char)*s == c)
            return (char *)s;
    }
    return NULL;
}

/* Decimal to int with range checks, as xatoi_range does. */
static int xatoi_range(const char *numstr, int lower, int upper) {
    const char *p = numstr;
    int neg = 0;
    long long r = 0;
    if (*p == '-' || *p == '+') {
        neg = *p == '-';
        p++;
    }
    if (!isdigit((unsigned char)*p))
        bb_error_msg_and_die("invalid number '%s'", numstr);
    while (isdigit((unsigned char)*p)) {
        r = r * 10 + (*p - '0');
        if (r > (long long)INT_MAX + 1)
            bb_error_msg_and_die("number %s is not in %d..%d range", numstr, lower, upper);
        p++;
    }
    if (*p)
        bb_error_msg_and_die("invalid number '%s'", numstr);
    if (neg)
        r = -r;
    if (r < lower || r > upper)
        bb_error_msg_and_die("number %s is not in %d..%d range", numstr, lower, upper);
    return (int)r;
}

/* Backslash escapes of echo -e and tr: \n \t \\ \a and octal \NNN. */
static char bb_process_escape_sequence(const char **ptr) {
    const char *q = *ptr;
    unsigned num = 0;
    int digits = 0;
    while (digits < 3 && *q >= '0' && *q <= '7') {
        num = num * 8 + (unsigned)(*q - '0');
        q++;
        digits++;
    }
    if (digits) {
        *ptr = q;
        return (char)num;
    }
    switch (*q) {
    case 'n': num = '\n'; break;
    case 't': num = '\t'; break;
    case 'a': num = '\a'; break;
    case 'b': num = '\b'; break;
    case '\\': num = '\\'; break;
    default:
        /* not an escape: the backslash stands for itself */
        return '\\';
    }
    *ptr = q + 1;
    return (char)num;
}

/* ---- applets ---- */
static int echo_main(int argc, char **argv) {
    int nflag = 0, eflag = 0;
    char **arg = argv + 1;
    (void)argc;
    while (*arg && (*arg)[0] == '-' && (*arg)[1]) {
        const char *o = *arg + 1;
        int n = 0, e = 0;
        for (; *o; o++) {
            if (*o == 'n') n = 1;
            else if (*o == 'e') e = 1;
            else if (*o == 'E') e = -1;
            else break;
        }
        if (*o)
            break;
        nflag |= n;
        if (e)
            eflag = e > 0;
        arg++;
    }
    char buf[32];
    size_t len = 0;
    while (*arg) {
        const char *s = *arg;
        while (*s) {
            char c = *s++;
            if (eflag && c == '\\') {
                if (*s == 'c')
                    goto done;
                c = bb_process_escape_sequence(&s);
            }
            if (len == sizeof(buf)) {
                fwrite(buf, 1, len, stdout);
                len = 0;
            }
            buf[len++] = c;
        }
        if (*++arg) {
            if (len == sizeof(buf)) {
                fwrite(buf, 1, len, stdout);
                len = 0;
            }
            buf[len++] = ' ';
        }
    }
    if (!nflag) {
        if (len == sizeof(buf)) {
            fwrite(buf, 1, len, stdout);
            len = 0;
        }
        buf[len++] = '\n';
    }
done:
    fwrite(buf, 1, len, stdout);
    return fflush(stdout) != 0;
}

static int basename_main(int argc, char **argv) {
    if (argc < 2 || argc > 3)
        bb_show_usage();
    char *s = xstrdup(argv[1]);
    /* strip trailing slashes, keep a lone "/" */
    size_t m = strlen(s);
    while (m > 1 && s[m - 1] == '/')
        s[--m] = '\0';
    char *base = (char *)bb_basename(s);
    if (*base == '\0' && m > 0)
        base = s;
    if (argc == 3) {
        const char *suffix = argv[2];
        size_t n = strlen(base), k = strlen(suffix);
#ifdef BB_BUG_SUFFIX
        if (k > 0 && strcmp(base + n - k, suffix) == 0 && n != k)
#else
        if (k > 0 && n > k && strcmp(base + n - k, suffix) == 0)
#endif
            base[n - k] = '\0';
    }
    puts(base);
    free(s);
    return 0;
}

static int seq_main(int argc, char **argv) {
    int first = 1, incr = 1, last;
    int width = 0, i = 1;
    if (argv[1] && strcmp(argv[1], "-w") == 0) {
        width = 1;
        i++;
        argc--;
    }
    if (argc == 2) {
        last = xatoi_range(argv[i], -99999, 99999);
    } else if (argc == 3) {
        first = xatoi_range(argv[i], -99999, 99999);
        last = xatoi_range(argv[i + 1], -99999, 99999);
    } else {
        bb_show_usage();
    }
    int w = 0;
    if (width) {
        int big = abs(first) > abs(last) ? abs(first) : abs(last);
        w = 1;
        while (big >= 10) {
            big /= 10;
            w++;
        }
    }
    unsigned printed = 0;
    for (int v = first; incr > 0 ? v <= last : v >= last; v += incr) {
        printf("%0*d\n", w, v);
        if (++printed == 4)
            break;
    }
    return 0;
}

/* expr A OP B with OP one of + - * / %, as busybox's arith does on
 * arbitrary long values, refusing overflow and division by zero. */
static int expr_main(int argc, char **argv) {
    if (argc != 4)
        bb_show_usage();
    long a = strtol(argv[1], NULL, 10);
    long b = strtol(argv[3], NULL, 10);
    const char *op = argv[2];
    long r = 0;
    if (op[0] == '\0' || op[1] != '\0')
        bb_error_msg_and_die("syntax error");
    switch (op[0]) {
    case '+':
        if (__builtin_add_overflow(a, b, &r))
            bb_error_msg_and_die("overflow");
        break;
    case '-':
        if (__builtin_sub_overflow(a, b, &r))
            bb_error_msg_and_die("overflow");
        break;
    case '*':
        if (__builtin_mul_overflow(a, b, &r))
            bb_error_msg_and_die("overflow");
        break;
    case '/':
    case '%':
        if (b == 0)
            bb_error_msg_and_die("division by zero");
        if (a == LONG_MIN && b == -1)
            bb_error_msg_and_die("overflow");
        r = op[0] == '/' ? a / b : a % b;
        break;
    default:
        bb_error_msg_and_die("syntax error");
    }
    printf("%ld\n", r);
    return r == 0;
}

/* tr SET1 SET2 on the remaining arguments (instead of stdin): maps each
 * character of SET1 to the one at the same place in SET2 (the last one
 * when SET2 is shorter). */
static int tr_main(int argc, char **argv) {
    if (argc < 3)
        bb_show_usage();
    unsigned char map[256];
    for (int c = 0; c < 256; c++)
        map[c] = (unsigned char)c;
    const char *s1 = argv[1], *s2 = argv[2];
    size_t n2 = strlen(s2);
    if (n2 == 0)
        bb_error_msg_and_die("empty SET2");
    for (size_t k = 0; s1[k]; k++)
        map[(unsigned char)s1[k]] = (unsigned char)s2[k < n2 ? k : n2 - 1];
    for (int a = 3; a < argc; a++) {
        char *t = xstrdup(argv[a]);
        for (char *p = t; *p; p++)
            *p = (char)map[(unsigned char)*p];
        fputs(t, stdout);
        putchar('\n');
        free(t);
    }
    return 0;
}

/* wc -c/-w on the arguments: characters and words (runs of non-space). */
static int wc_main(int argc, char **argv) {
    int words_only = argc > 1 && strcmp(argv[1], "-w") == 0;
    unsigned long chars = 0, words = 0;
    for (int a = 1 + words_only; a < argc; a++) {
        int in_word = 0;
        for (const char *p = argv[a]; *p; p++) {
            chars++;
            if (isspace((unsigned char)*p))
                in_word = 0;
            else if (!in_word) {
                in_word = 1;
                words++;
            }
        }
    }
    printf("%lu\n", words_only ? words : chars);
    return 0;
}

/* sleep N[smhd]...: the sum of the durations in seconds, as xatoul_sfx
 * reads them; the run itself is left out (no time passes in a proof). */
struct suffix_mult {
    char suffix[4];
    int mult;
};

static const struct suffix_mult sfx[] = {
    {"s", 1}, {"m", 60}, {"h", 60 * 60}, {"d", 24 * 60 * 60}, {"", 0}};

static int xatoi_sfx(const char *numstr, const struct suffix_mult *suffixes) {
    char *end;
    errno = 0;
    long v = strtol(numstr, &end, 10);
    if (end == numstr || errno || v < 0 || v > INT_MAX)
        bb_error_msg_and_die("invalid number '%s'", numstr);
    int r = (int)v;
    if (*end) {
        for (; suffixes->mult; suffixes++) {
            if (strcmp(suffixes->suffix, end) == 0) {
#ifdef BB_BUG_SLEEP
                r *= suffixes->mult;
#else
                if (__builtin_mul_overflow(r, suffixes->mult, &r))
                    bb_error_msg_and_die("number '%s' is too large", numstr);
#endif
                return r;
            }
        }
        bb_error_msg_and_die("invalid suffix '%s'", end);
    }
    return r;
}

static int sleep_main(int argc, char **argv) {
    unsigned total = 0;
    if (argc < 2)
        bb_show_usage();
    for (int a = 1; a < argc; a++) {
        unsigned d = (unsigned)xatoi_sfx(argv[a], sfx);
        if (__builtin_add_overflow(total, d, &total))
            bb_error_msg_and_die("too long");
    }
    return total > 0 ? 0 : 1;
}

struct bb_applet {
    const char *name;
    int (*main)(int argc, char **argv);
};

static const struct bb_applet applets[] = {
    {"basename", basename_main},
    {"echo", echo_main},
    {"expr", expr_main},
    {"seq", seq_main},
    {"sleep", sleep_main},
    {"tr", tr_main},
    {"wc", wc_main},
};

static int find_applet_by_name(const char *name) {
    unsigned lo = 0, hi = ARRAY_SIZE(applets);
    while (lo < hi) {
        unsigned mid = (lo + hi) / 2;
        int r = strcmp(name, applets[mid].name);
        if (r == 0)
            return (int)mid;
        if (r < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return -1;
}

int main(int argc, char **argv) {
    if (argc < 1 || argv[0] == NULL)
        return 1;
    applet_name = bb_basename(argv[0]);
    int i = find_applet_by_name(applet_name);
    if (i < 0 && argc > 1) {
        /* "busybox APPLET ARGS": shift by one */
        argv++;
        argc--;
        applet_name = bb_basename(argv[0]);
        i = find_applet_by_name(applet_name);
    }
    if (i < 0) {
        fprintf(stderr, "%s: applet not found\n", applet_name);
        return 127;
    }
    return applets[i].main(argc, argv);
}
