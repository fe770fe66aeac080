package cfront

import (
	"io/fs"
	"strings"
	"sync"
	"testing/fstest"

	"github.com/satabs-go/satabs-go/program"
)

// Our own small standard headers. They come first on the include path, so
// that a .c file means the same on every machine; their text depends on the
// data model (the host compiler describes an LP64 machine).

var (
	headerMu  sync.Mutex
	headerFSs = map[string]fs.FS{}
)

func headerFS(model program.DataModel) fs.FS {
	headerMu.Lock()
	defer headerMu.Unlock()
	if f, ok := headerFSs[model.Name]; ok {
		return f
	}
	m := fstest.MapFS{}
	for name, text := range headers(model) {
		m[headerDir+"/"+name] = &fstest.MapFile{Data: []byte(text)}
	}
	headerFSs[model.Name] = m
	return m
}

// dataModelMacros holds the per-model spellings used by the header texts.
type dataModelMacros struct {
	sizeT, ssizeT, ptrdiffT, intptrT, uintptrT string
	int64T, uint64T, int64C, uint64C           string
	longMax, longMin, ulongMax                 string
	sizeMax, ptrdiffMax, ptrdiffMin            string
	intptrMax, intptrMin, uintptrMax           string
	wordsize                                   string
	l64                                        string
}

func macrosFor(model program.DataModel) dataModelMacros {
	if model.LongBits == 64 {
		return dataModelMacros{
			sizeT: "unsigned long", ssizeT: "long", ptrdiffT: "long", intptrT: "long", uintptrT: "unsigned long",
			int64T: "long", uint64T: "unsigned long", int64C: "c ## L", uint64C: "c ## UL",
			longMax: "0x7fffffffffffffffL", longMin: "(-0x7fffffffffffffffL - 1)", ulongMax: "0xffffffffffffffffUL",
			sizeMax: "0xffffffffffffffffUL", ptrdiffMax: "0x7fffffffffffffffL", ptrdiffMin: "(-0x7fffffffffffffffL - 1)",
			intptrMax: "0x7fffffffffffffffL", intptrMin: "(-0x7fffffffffffffffL - 1)", uintptrMax: "0xffffffffffffffffUL",
			wordsize: "64", l64: "L",
		}
	}
	return dataModelMacros{
		sizeT: "unsigned int", ssizeT: "int", ptrdiffT: "int", intptrT: "int", uintptrT: "unsigned int",
		int64T: "long long", uint64T: "unsigned long long", int64C: "c ## LL", uint64C: "c ## ULL",
		longMax: "2147483647L", longMin: "(-2147483647L - 1)", ulongMax: "4294967295UL",
		sizeMax: "4294967295U", ptrdiffMax: "2147483647", ptrdiffMin: "(-2147483647 - 1)",
		intptrMax: "2147483647", intptrMin: "(-2147483647 - 1)", uintptrMax: "4294967295U",
		wordsize: "32", l64: "LL",
	}
}

func expand(text string, m dataModelMacros) string {
	r := strings.NewReplacer(
		"@SIZE_T@", m.sizeT, "@SSIZE_T@", m.ssizeT, "@PTRDIFF_T@", m.ptrdiffT,
		"@INTPTR_T@", m.intptrT, "@UINTPTR_T@", m.uintptrT,
		"@INT64_T@", m.int64T, "@UINT64_T@", m.uint64T, "@INT64_C@", m.int64C, "@UINT64_C@", m.uint64C,
		"@LONG_MAX@", m.longMax, "@LONG_MIN@", m.longMin, "@ULONG_MAX@", m.ulongMax,
		"@SIZE_MAX@", m.sizeMax, "@PTRDIFF_MAX@", m.ptrdiffMax, "@PTRDIFF_MIN@", m.ptrdiffMin,
		"@INTPTR_MAX@", m.intptrMax, "@INTPTR_MIN@", m.intptrMin, "@UINTPTR_MAX@", m.uintptrMax,
		"@WORDSIZE@", m.wordsize, "@L64@", m.l64,
	)
	return r.Replace(text)
}

func headers(model program.DataModel) map[string]string {
	m := macrosFor(model)
	out := map[string]string{}
	for name, text := range headerTexts {
		out[name] = expand(text, m)
	}
	return out
}

const sizeTDef = `#ifndef __CFRONT_SIZE_T
#define __CFRONT_SIZE_T
typedef @SIZE_T@ size_t;
#endif
`

const nullDef = `#ifndef NULL
#define NULL ((void *)0)
#endif
`

var headerTexts = map[string]string{
	"assert.h": `/* cfront assert.h */
#ifndef __CFRONT_ASSERT_H
#define __CFRONT_ASSERT_H
extern void __assert_fail(const char *__assertion, const char *__file, unsigned int __line, const char *__function);
#endif
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
`,
	"stdarg.h": `/* cfront stdarg.h */
#ifndef __CFRONT_STDARG_H
#define __CFRONT_STDARG_H
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
#define va_start(v, l) __builtin_va_start(v, l)
#define va_end(v) __builtin_va_end(v)
#define va_arg(v, T) __builtin_va_arg(v, T)
#define va_copy(d, s) __builtin_va_copy(d, s)
#define __va_copy(d, s) __builtin_va_copy(d, s)
#endif
`,
	"stdbool.h": `/* cfront stdbool.h */
#ifndef __CFRONT_STDBOOL_H
#define __CFRONT_STDBOOL_H
#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1
#endif
`,
	"stddef.h": `/* cfront stddef.h */
#ifndef __CFRONT_STDDEF_H
#define __CFRONT_STDDEF_H
` + sizeTDef + nullDef + `typedef @PTRDIFF_T@ ptrdiff_t;
#ifndef __cplusplus
typedef int wchar_t;
#endif
typedef struct { long long __ll; } max_align_t;
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
`,
	"stdint.h": `/* cfront stdint.h */
#ifndef __CFRONT_STDINT_H
#define __CFRONT_STDINT_H
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef @INT64_T@ int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef @UINT64_T@ uint64_t;
typedef signed char int_least8_t;
typedef short int_least16_t;
typedef int int_least32_t;
typedef @INT64_T@ int_least64_t;
typedef unsigned char uint_least8_t;
typedef unsigned short uint_least16_t;
typedef unsigned int uint_least32_t;
typedef @UINT64_T@ uint_least64_t;
typedef signed char int_fast8_t;
typedef @INTPTR_T@ int_fast16_t;
typedef @INTPTR_T@ int_fast32_t;
typedef @INT64_T@ int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef @UINTPTR_T@ uint_fast16_t;
typedef @UINTPTR_T@ uint_fast32_t;
typedef @UINT64_T@ uint_fast64_t;
typedef @INTPTR_T@ intptr_t;
typedef @UINTPTR_T@ uintptr_t;
typedef @INT64_T@ intmax_t;
typedef @UINT64_T@ uintmax_t;
#define INT8_MIN (-128)
#define INT16_MIN (-32767-1)
#define INT32_MIN (-2147483647-1)
#define INT64_MIN (-9223372036854775807@L64@-1)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT64_MAX 9223372036854775807@L64@
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX 18446744073709551615U@L64@
#define INT_LEAST8_MIN INT8_MIN
#define INT_LEAST16_MIN INT16_MIN
#define INT_LEAST32_MIN INT32_MIN
#define INT_LEAST64_MIN INT64_MIN
#define INT_LEAST8_MAX INT8_MAX
#define INT_LEAST16_MAX INT16_MAX
#define INT_LEAST32_MAX INT32_MAX
#define INT_LEAST64_MAX INT64_MAX
#define UINT_LEAST8_MAX UINT8_MAX
#define UINT_LEAST16_MAX UINT16_MAX
#define UINT_LEAST32_MAX UINT32_MAX
#define UINT_LEAST64_MAX UINT64_MAX
#define INT_FAST8_MIN INT8_MIN
#define INT_FAST16_MIN @INTPTR_MIN@
#define INT_FAST32_MIN @INTPTR_MIN@
#define INT_FAST64_MIN INT64_MIN
#define INT_FAST8_MAX INT8_MAX
#define INT_FAST16_MAX @INTPTR_MAX@
#define INT_FAST32_MAX @INTPTR_MAX@
#define INT_FAST64_MAX INT64_MAX
#define UINT_FAST8_MAX UINT8_MAX
#define UINT_FAST16_MAX @UINTPTR_MAX@
#define UINT_FAST32_MAX @UINTPTR_MAX@
#define UINT_FAST64_MAX UINT64_MAX
#define INTPTR_MIN @INTPTR_MIN@
#define INTPTR_MAX @INTPTR_MAX@
#define UINTPTR_MAX @UINTPTR_MAX@
#define INTMAX_MIN INT64_MIN
#define INTMAX_MAX INT64_MAX
#define UINTMAX_MAX UINT64_MAX
#define PTRDIFF_MIN @PTRDIFF_MIN@
#define PTRDIFF_MAX @PTRDIFF_MAX@
#define SIZE_MAX @SIZE_MAX@
#define INT8_C(c) c
#define INT16_C(c) c
#define INT32_C(c) c
#define INT64_C(c) @INT64_C@
#define UINT8_C(c) c
#define UINT16_C(c) c
#define UINT32_C(c) c ## U
#define UINT64_C(c) @UINT64_C@
#define INTMAX_C(c) @INT64_C@
#define UINTMAX_C(c) @UINT64_C@
#endif
`,
	"limits.h": `/* cfront limits.h */
#ifndef __CFRONT_LIMITS_H
#define __CFRONT_LIMITS_H
#define CHAR_BIT 8
#define MB_LEN_MAX 16
#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX
#define SHRT_MIN (-32768)
#define SHRT_MAX 32767
#define USHRT_MAX 65535
#define INT_MIN (-2147483647 - 1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U
#define LONG_MIN @LONG_MIN@
#define LONG_MAX @LONG_MAX@
#define ULONG_MAX @ULONG_MAX@
#define LLONG_MIN (-9223372036854775807LL - 1)
#define LLONG_MAX 9223372036854775807LL
#define ULLONG_MAX 18446744073709551615ULL
#define LONG_LONG_MIN LLONG_MIN
#define LONG_LONG_MAX LLONG_MAX
#define ULONG_LONG_MAX ULLONG_MAX
#define SSIZE_MAX @LONG_MAX@
#define __WORDSIZE @WORDSIZE@
#endif
`,
	"stdlib.h": `/* cfront stdlib.h */
#ifndef __CFRONT_STDLIB_H
#define __CFRONT_STDLIB_H
` + sizeTDef + nullDef + `#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
typedef struct { int quot; int rem; } div_t;
typedef struct { long quot; long rem; } ldiv_t;
extern void abort(void);
extern void exit(int __status);
extern void _Exit(int __status);
extern void *malloc(size_t __size);
extern void *calloc(size_t __nmemb, size_t __size);
extern void *realloc(void *__ptr, size_t __size);
extern void free(void *__ptr);
extern void *alloca(size_t __size);
extern int rand(void);
extern void srand(unsigned int __seed);
extern int atoi(const char *__nptr);
extern long atol(const char *__nptr);
extern long long atoll(const char *__nptr);
extern long strtol(const char *__nptr, char **__endptr, int __base);
extern unsigned long strtoul(const char *__nptr, char **__endptr, int __base);
extern long long strtoll(const char *__nptr, char **__endptr, int __base);
extern unsigned long long strtoull(const char *__nptr, char **__endptr, int __base);
extern void quick_exit(int __status);
extern int atexit(void (*__func)(void));
extern int at_quick_exit(void (*__func)(void));
extern void qsort(void *__base, size_t __nmemb, size_t __size, int (*__compar)(const void *, const void *));
extern void *bsearch(const void *__key, const void *__base, size_t __nmemb, size_t __size, int (*__compar)(const void *, const void *));
extern char *getenv(const char *__name);
extern int setenv(const char *__name, const char *__value, int __replace);
extern int unsetenv(const char *__name);
extern int system(const char *__command);
extern double atof(const char *__nptr);
extern double strtod(const char *__nptr, char **__endptr);
extern float strtof(const char *__nptr, char **__endptr);
extern long random(void);
extern void srandom(unsigned int __seed);
extern div_t div(int __numer, int __denom);
extern ldiv_t ldiv(long __numer, long __denom);
extern int abs(int __x);
extern long labs(long __x);
extern long long llabs(long long __x);
#endif
`,
	"string.h": `/* cfront string.h */
#ifndef __CFRONT_STRING_H
#define __CFRONT_STRING_H
` + sizeTDef + nullDef + `extern void *memcpy(void *__dest, const void *__src, size_t __n);
extern void *memmove(void *__dest, const void *__src, size_t __n);
extern void *memset(void *__s, int __c, size_t __n);
extern int memcmp(const void *__s1, const void *__s2, size_t __n);
extern void *memchr(const void *__s, int __c, size_t __n);
extern char *strcpy(char *__dest, const char *__src);
extern char *strncpy(char *__dest, const char *__src, size_t __n);
extern char *strcat(char *__dest, const char *__src);
extern char *strncat(char *__dest, const char *__src, size_t __n);
extern int strcmp(const char *__s1, const char *__s2);
extern int strncmp(const char *__s1, const char *__s2, size_t __n);
extern size_t strlen(const char *__s);
extern char *strchr(const char *__s, int __c);
extern char *strrchr(const char *__s, int __c);
extern char *strstr(const char *__haystack, const char *__needle);
extern char *strdup(const char *__s);
extern size_t strnlen(const char *__s, size_t __maxlen);
extern size_t strspn(const char *__s, const char *__accept);
extern size_t strcspn(const char *__s, const char *__reject);
extern char *strpbrk(const char *__s, const char *__accept);
extern int strcasecmp(const char *__s1, const char *__s2);
extern int strncasecmp(const char *__s1, const char *__s2, size_t __n);
extern char *strndup(const char *__s, size_t __n);
extern char *strtok(char *__s, const char *__delim);
extern char *strtok_r(char *__s, const char *__delim, char **__save_ptr);
extern char *strsep(char **__stringp, const char *__delim);
extern char *stpcpy(char *__dest, const char *__src);
extern char *stpncpy(char *__dest, const char *__src, size_t __n);
extern void *memccpy(void *__dest, const void *__src, int __c, size_t __n);
extern char *strchrnul(const char *__s, int __c);
extern char *strerror(int __errnum);
extern int strcoll(const char *__s1, const char *__s2);
#endif
`,
	"stdio.h": `/* cfront stdio.h */
#ifndef __CFRONT_STDIO_H
#define __CFRONT_STDIO_H
` + sizeTDef + nullDef + `#define EOF (-1)
typedef struct _IO_FILE FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
extern int printf(const char *__format, ...);
extern int fprintf(FILE *__stream, const char *__format, ...);
extern int sprintf(char *__s, const char *__format, ...);
extern int snprintf(char *__s, size_t __maxlen, const char *__format, ...);
extern int scanf(const char *__format, ...);
extern int sscanf(const char *__s, const char *__format, ...);
extern int puts(const char *__s);
extern int fputs(const char *__s, FILE *__stream);
extern int putchar(int __c);
extern int getchar(void);
extern int fflush(FILE *__stream);
extern int fputc(int __c, FILE *__stream);
extern int putc(int __c, FILE *__stream);
extern int vprintf(const char *__format, __builtin_va_list __ap);
extern int vfprintf(FILE *__stream, const char *__format, __builtin_va_list __ap);
extern int vsprintf(char *__s, const char *__format, __builtin_va_list __ap);
extern int vsnprintf(char *__s, size_t __maxlen, const char *__format, __builtin_va_list __ap);
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
extern FILE *fopen(const char *__filename, const char *__modes);
extern FILE *freopen(const char *__filename, const char *__modes, FILE *__stream);
extern FILE *fdopen(int __fd, const char *__modes);
extern FILE *tmpfile(void);
extern FILE *popen(const char *__command, const char *__modes);
extern int pclose(FILE *__stream);
extern int fclose(FILE *__stream);
extern int fileno(FILE *__stream);
extern int fgetc(FILE *__stream);
extern int getc(FILE *__stream);
extern int ungetc(int __c, FILE *__stream);
extern char *fgets(char *__s, int __n, FILE *__stream);
extern size_t fread(void *__ptr, size_t __size, size_t __n, FILE *__stream);
extern size_t fwrite(const void *__ptr, size_t __size, size_t __n, FILE *__s);
extern int fseek(FILE *__stream, long __off, int __whence);
extern long ftell(FILE *__stream);
extern void rewind(FILE *__stream);
extern int feof(FILE *__stream);
extern int ferror(FILE *__stream);
extern void clearerr(FILE *__stream);
extern void perror(const char *__s);
extern int remove(const char *__filename);
extern int rename(const char *__old, const char *__new);
extern void setbuf(FILE *__stream, char *__buf);
extern int setvbuf(FILE *__stream, char *__buf, int __modes, size_t __n);
extern int fscanf(FILE *__stream, const char *__format, ...);
extern int vsscanf(const char *__s, const char *__format, __builtin_va_list __ap);
#endif
`,
}
