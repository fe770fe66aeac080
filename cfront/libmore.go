package cfront

import (
	"strings"

	"modernc.org/cc/v4"
)

// More of the C library and POSIX, in C like libc.go's parts: the string
// functions that allocate (strdup, strndup), the rest of string.h that
// real programs call (stpcpy, stpncpy, memccpy, strchrnul, strsep,
// strtok, strtok_r), and the functions through which a program reads its
// environment (fgetc, getc, getchar, fgets, read, isatty, rand, time).
//
// strdup and strndup allocate with __builtin_malloc, which the heap
// model lowers as the program's own malloc (heap.go): an allocation site
// per inlined call, in a pool when the call is inside a loop, NULL when
// Options.MallocMayFail lets allocation fail, and a leaked copy is a
// memtrack violation. The size is written n * sizeof(char), so that the
// object is an array of char whatever the result is converted to.
//
// strtok keeps its position in a global of the library, as glibc does,
// and is strtok_r on it; a first call with a null string reads through
// the null pointer, which is invalid as in glibc.
//
// The input functions return values the program cannot know: they come
// from __cfront_choose, an input of the run like a __VERIFIER_nondet_
// call's value (a counterexample gives them), in the range C and POSIX
// allow: fgetc and its relatives a byte as unsigned char or EOF; fgets
// NULL at once (end of input or error) or the characters read up to
// n - 1, a newline included, and the terminator; read -1 or a count up
// to its argument and that many bytes; isatty 0 or 1; rand 0..RAND_MAX
// (the sequence srand's seed would fix is not modelled: any value); time
// any value, stored through its argument when that is not null. Every
// write goes through the program's pointer and is checked as the
// program's own.
// libAllocFuncs are the library functions that allocate: a program that
// calls one uses the heap.
var libAllocFuncs = map[string]bool{"strdup": true, "strndup": true, "__strdup": true, "__strndup": true,
	"__builtin_strdup": true, "__builtin_strndup": true}

const libAllocText = `char *__cfront_strdup(const char *s) {
  __SIZE_TYPE__ n = __cfront_strlen(s) + 1, i;
  char *d = __builtin_malloc(n * sizeof(char));
  if (d)
    for (i = 0; i < n; i++)
      d[i] = s[i];
  return d;
}

char *__cfront___strdup(const char *s) { return __cfront_strdup(s); }

char *__cfront_strndup(const char *s, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ k = __cfront_strnlen(s, n), i;
  char *d = __builtin_malloc((k + 1) * sizeof(char));
  if (d) {
    for (i = 0; i < k; i++)
      d[i] = s[i];
    d[k] = 0;
  }
  return d;
}

char *__cfront___strndup(const char *s, __SIZE_TYPE__ n) { return __cfront_strndup(s, n); }
`

const libStringsMoreText = `char *__cfront_stpcpy(char *d, const char *s) {
  __SIZE_TYPE__ i = 0;
  while ((d[i] = s[i]) != 0)
    i++;
  return d + i;
}

char *__cfront___stpcpy(char *d, const char *s) { return __cfront_stpcpy(d, s); }

char *__cfront_stpncpy(char *d, const char *s, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ i = 0, k;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  k = i;
  for (; i < n; i++)
    d[i] = 0;
  return d + k;
}

void *__cfront_memccpy(void *dst, const void *src, int c, __SIZE_TYPE__ n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  __SIZE_TYPE__ i;
  for (i = 0; i < n; i++) {
    d[i] = s[i];
    if (s[i] == (unsigned char)c)
      return d + i + 1;
  }
  return 0;
}

char *__cfront_strchrnul(const char *s, int c) {
  __SIZE_TYPE__ i = 0;
  while (s[i] && s[i] != (char)c)
    i++;
  return (char *)s + i;
}

char *__cfront_strsep(char **sp, const char *delim) {
  char *s = *sp, *e;
  if (!s)
    return 0;
  e = s + __cfront_strcspn(s, delim);
  if (*e) {
    *e = 0;
    *sp = e + 1;
  } else
    *sp = 0;
  return s;
}

char *__cfront_strtok_r(char *s, const char *delim, char **save) {
  char *t;
  if (!s)
    s = *save;
  s += __cfront_strspn(s, delim);
  if (!*s) {
    *save = s;
    return 0;
  }
  t = s;
  s += __cfront_strcspn(s, delim);
  if (*s) {
    *s = 0;
    *save = s + 1;
  } else
    *save = s;
  return t;
}

char *__cfront___strtok_r(char *s, const char *delim, char **save) { return __cfront_strtok_r(s, delim, save); }

char *__cfront_strtok_state;
char *__cfront_strtok(char *s, const char *delim) { return __cfront_strtok_r(s, delim, &__cfront_strtok_state); }
`

const libInputText = `extern __SIZE_TYPE__ __cfront_choose(__SIZE_TYPE__ __n);

int __cfront_fgetc(void *f) { return (int)__cfront_choose(256) - 1; }
int __cfront_getc(void *f) { return (int)__cfront_choose(256) - 1; }
int __cfront__IO_getc(void *f) { return (int)__cfront_choose(256) - 1; }
int __cfront_fgetc_unlocked(void *f) { return (int)__cfront_choose(256) - 1; }
int __cfront_getc_unlocked(void *f) { return (int)__cfront_choose(256) - 1; }
int __cfront_getchar(void) { return (int)__cfront_choose(256) - 1; }
int __cfront_getchar_unlocked(void) { return (int)__cfront_choose(256) - 1; }

char *__cfront_fgets(char *s, int n, void *f) {
  int i = 0, c = 0;
  if (n <= 0)
    return 0;
  for (; i + 1 < n; i++) {
    c = (int)__cfront_choose(256) - 1;
    if (c < 0)
      break;
    s[i] = (char)c;
    if (c == '\n') {
      i++;
      break;
    }
  }
  if (i == 0 && c < 0)
    return 0;
  s[i] = 0;
  return s;
}

char *__cfront_fgets_unlocked(char *s, int n, void *f) { return __cfront_fgets(s, n, f); }

__PTRDIFF_TYPE__ __cfront_read(int fd, void *buf, __SIZE_TYPE__ n) {
  unsigned char *p = buf;
  __SIZE_TYPE__ k, i;
  if (__cfront_choose(1))
    return -1;
  k = __cfront_choose(n);
  for (i = 0; i < k; i++)
    p[i] = (unsigned char)__cfront_choose(255);
  return (__PTRDIFF_TYPE__)k;
}

int __cfront_isatty(int fd) { return (int)__cfront_choose(1); }
int __cfront_rand(void) { return (int)__cfront_choose(2147483647); }
void __cfront_srand(unsigned seed) {}
long __cfront_random(void) { return (long)__cfront_choose(2147483647); }
void __cfront_srandom(unsigned seed) {}

long __cfront_time(long *t) {
  long r = (long)__cfront_choose(~(__SIZE_TYPE__)0);
  if (t)
    *t = r;
  return r;
}
`

// errCall lowers BSD's err.h, which real programs use to report and stop:
// err, errx, verr and verrx print and end the program as exit does (the
// memtrack roots of exit); warn, warnx, vwarn and vwarnx print only. Their
// arguments are evaluated; what they print is not checked.
func (l *lowerer) errCall(name string, args []cc.ExpressionNode, x *cc.PostfixExpression) bool {
	switch name {
	case "err", "errx", "verr", "verrx", "warn", "warnx", "vwarn", "vwarnx":
	default:
		return false
	}
	if l.constDep > 0 {
		return false
	}
	for _, a := range args {
		l.effect(a)
	}
	if strings.HasPrefix(name, "warn") || strings.HasPrefix(name, "vwarn") {
		return true
	}
	pos := l.posOf(x)
	l.leakPoint(pos, l.localRoots(), true)
	l.terminate(name, pos)
	return true
}
