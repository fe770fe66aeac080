package cfront

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
)

// The models of string.h, ctype.h, stdlib.h and errno beyond the memory
// functions of libText, in C like them (lib.go explains how a call is
// inlined). Each reads its arguments as the C standard says it may: the
// string functions read up to the terminator (or the bound) and no
// further, so that every read is checked like the program's own. The
// comparison functions return the difference of the first differing
// bytes as unsigned char (case-folded for strcasecmp); C promises only
// the sign, and glibc returns -1, 0 or 1 on some targets.
//
// ctype.h is the "C" locale. tolower and toupper map -128..-1 to
// 128..255, as glibc's tables do. The classification functions return
// what glibc's do, the bit of glibc's class table (_ISdigit is 0x800, ...),
// and the tables themselves are there for preprocessed files, whose
// macros read (*__ctype_b_loc())[c] & _ISdigit: __ctype_b_loc,
// __ctype_tolower_loc and __ctype_toupper_loc return pointers to
// pointers into 384-entry tables that cover -128..255, as glibc's do.
//
// strtol and its relatives follow glibc: leading white space, an
// optional sign, base 0 (prefix 0x or 0: 16 or 8, else 10) or 2..36 (a
// 0x prefix is skipped in base 16 when a hexadecimal digit follows), the
// longest run of digits; on overflow the extreme value and errno ERANGE;
// without digits 0 and *endptr = nptr; a base outside 0, 2..36 gives 0
// and errno EINVAL, and leaves *endptr alone. The unsigned ones negate the value for a '-' sign.
// atoi, atol and atoll are strtol, strtol and strtoll in base 10, the
// result converted as glibc does. errno is the int __errno_location
// points to.
//
// These bodies call only __cfront_ functions, so that a program that
// defines its own isspace does not change strtol.

// glibc's class bits in the "C" locale (ctype.h, little-endian).
const (
	ctUpper  = 0x100
	ctLower  = 0x200
	ctAlpha  = 0x400
	ctDigit  = 0x800
	ctXdigit = 0x1000
	ctSpace  = 0x2000
	ctPrint  = 0x4000
	ctGraph  = 0x8000
	ctBlank  = 0x1
	ctCntrl  = 0x2
	ctPunct  = 0x4
	ctAlnum  = 0x8
)

// ctypeClass is the class bits of c in the "C" locale: 0 outside 0..127.
func ctypeClass(c int) int {
	if c < 0 || c > 127 {
		return 0
	}
	k := 0
	upper, lower, digit := c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9'
	if upper {
		k |= ctUpper
	}
	if lower {
		k |= ctLower
	}
	if upper || lower {
		k |= ctAlpha
	}
	if digit {
		k |= ctDigit
	}
	if digit || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
		k |= ctXdigit
	}
	if c == ' ' || c >= '\t' && c <= '\r' {
		k |= ctSpace
	}
	if c >= 0x20 && c < 0x7f {
		k |= ctPrint
	}
	if c > 0x20 && c < 0x7f {
		k |= ctGraph
	}
	if c == ' ' || c == '\t' {
		k |= ctBlank
	}
	if c < 0x20 || c == 0x7f {
		k |= ctCntrl
	}
	if c > 0x20 && c < 0x7f && !upper && !lower && !digit {
		k |= ctPunct
	}
	if upper || lower || digit {
		k |= ctAlnum
	}
	return k
}

// ctypeTables is the C text of glibc's three tables for -128..255.
func ctypeTables() string {
	var b, lo, up strings.Builder
	for c := -128; c < 256; c++ {
		sep := ", "
		if c == -128 {
			sep = ""
		}
		l, u := c, c
		if c >= 'A' && c <= 'Z' {
			l = c + 32
		}
		if c >= 'a' && c <= 'z' {
			u = c - 32
		}
		if c < 0 {
			// glibc maps the negative indices (signed chars) to the
			// unsigned char values.
			l, u = c+256, c+256
		}
		fmt.Fprintf(&b, "%s%d", sep, ctypeClass(c))
		fmt.Fprintf(&lo, "%s%d", sep, l)
		fmt.Fprintf(&up, "%s%d", sep, u)
	}
	return "static const unsigned short __cfront_ctype_b_table[384] = {" + b.String() + "};\n" +
		"static const int __cfront_ctype_tolower_table[384] = {" + lo.String() + "};\n" +
		"static const int __cfront_ctype_toupper_table[384] = {" + up.String() + "};\n"
}

// ctypeFuncs are the classification functions and their bits.
var ctypeFuncs = []struct {
	name string
	bits int
}{
	{"isupper", ctUpper}, {"islower", ctLower}, {"isalpha", ctAlpha}, {"isdigit", ctDigit},
	{"isxdigit", ctXdigit}, {"isspace", ctSpace}, {"isprint", ctPrint}, {"isgraph", ctGraph},
	{"isblank", ctBlank}, {"iscntrl", ctCntrl}, {"ispunct", ctPunct}, {"isalnum", ctAlnum},
}

// ctypeCond is the C condition on c of the class bits.
func ctypeCond(bits int) string {
	switch bits {
	case ctUpper:
		return "c >= 'A' && c <= 'Z'"
	case ctLower:
		return "c >= 'a' && c <= 'z'"
	case ctAlpha:
		return "(c | 32) >= 'a' && (c | 32) <= 'z'"
	case ctDigit:
		return "c >= '0' && c <= '9'"
	case ctXdigit:
		return "c >= '0' && c <= '9' || (c | 32) >= 'a' && (c | 32) <= 'f'"
	case ctSpace:
		return "c == ' ' || c >= '\\t' && c <= '\\r'"
	case ctPrint:
		return "c >= 0x20 && c < 0x7f"
	case ctGraph:
		return "c > 0x20 && c < 0x7f"
	case ctBlank:
		return "c == ' ' || c == '\\t'"
	case ctCntrl:
		return "c >= 0 && c < 0x20 || c == 0x7f"
	case ctPunct:
		return "c > 0x20 && c < 0x7f && !(c >= '0' && c <= '9') && !((c | 32) >= 'a' && (c | 32) <= 'z')"
	case ctAlnum:
		return "c >= '0' && c <= '9' || (c | 32) >= 'a' && (c | 32) <= 'z'"
	}
	panic("ctypeCond: unknown class")
}

// strtoTemplate is the body of strtol and its relatives: NAME, the result
// type T, its unsigned type U, whether it is signed, and its maximum.
const strtoTemplate = `T __cfront_NAME(const char *nptr, char **endptr, int base) {
  const char *p = nptr;
  int neg = 0, any = 0, over = 0, d;
  U acc = 0, limit;
  if (base < 0 || base == 1 || base > 36) {
    __cfront_errno = 22;
    return 0;
  }
  while (*p == ' ' || (*p >= '\t' && *p <= '\r'))
    p++;
  if (*p == '-') {
    neg = 1;
    p++;
  } else if (*p == '+')
    p++;
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
      ((p[2] >= '0' && p[2] <= '9') || ((p[2] | 32) >= 'a' && (p[2] | 32) <= 'f'))) {
    p += 2;
    base = 16;
  } else if (base == 0)
    base = p[0] == '0' ? 8 : 10;
  limit = SIGNED ? (neg ? (U)MAX + 1 : (U)MAX) : (U)MAX;
  for (;; p++) {
    if (*p >= '0' && *p <= '9')
      d = *p - '0';
    else if ((*p | 32) >= 'a' && (*p | 32) <= 'z')
      d = (*p | 32) - 'a' + 10;
    else
      break;
    if (d >= base)
      break;
    any = 1;
    if (over || acc > (limit - d) / base)
      over = 1;
    else
      acc = acc * base + d;
  }
  if (endptr)
    *endptr = (char *)(any ? p : nptr);
  if (over) {
    __cfront_errno = 34;
    if (SIGNED)
      return neg ? (T)(-(T)(limit - 1) - 1) : (T)limit;
    return (T)limit;
  }
  if (SIGNED && neg)
    return acc == limit ? (T)(-(T)(limit - 1) - 1) : -(T)acc;
  if (neg)
    return (T)(0 - acc);
  return (T)acc;
}
`

// strto instantiates strtoTemplate.
func strto(name, t, u string, signed bool, max string) string {
	s := "0"
	if signed {
		s = "1"
	}
	r := strings.NewReplacer("NAME", name, "SIGNED", s, "MAX", max, "T", t, "U", u)
	return r.Replace(strtoTemplate)
}

// A libPart is a part of the library that is compiled only when the
// preprocessed input contains one of its names (as a substring: a part
// too many costs parsing time only), so that a program that uses no
// string or ctype function does not pay for their bodies.
type libPart struct {
	names []string
	text  string
	needs []int // parts it calls
	// serves, when set, says whether a program whose text names the
	// part has a use the part serves at all.
	serves func(pre []byte) bool
}

const (
	partStrings = iota
	partErrno
	partCtype
	partStrto
	partBuiltins
	partVarargs
	partSort
	partAlloc
	partStringsMore
	partInput
	partFormat
	partWrite
)

var libParts = []libPart{
	partStrings: {names: []string{"strncmp", "strcasecmp", "strncasecmp", "strchr", "strrchr", "strstr", "strcat", "strncat",
		"strnlen", "strspn", "strcspn", "strpbrk", "memchr", "printf", "puts"}, text: libcStrings},
	partErrno: {names: []string{"__errno_location"}, text: "int __cfront_errno;\nint *__cfront___errno_location(void) { return &__cfront_errno; }\n"},
	partCtype: {names: []string{"__ctype_", "isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint",
		"ispunct", "isspace", "isupper", "isxdigit", "tolower", "toupper"}, text: ctypeText()},
	partStrto:    {names: []string{"strto", "atoi", "atol"}, text: strtoText(), needs: []int{partErrno}},
	partBuiltins: {names: []string{"bswap", "clz", "ctz", "popcount", "parity", "ffs"}, text: libBuiltinText},
	partVarargs:  {names: []string{"__builtin_va_next"}, text: libVarargsText},
	partSort:     {names: []string{"qsort", "bsearch"}, text: libSortText},
	// libmore.go
	partAlloc:       {names: []string{"strdup", "strndup"}, text: libAllocText, needs: []int{partStrings}},
	partStringsMore: {names: []string{"stpcpy", "stpncpy", "memccpy", "strchrnul", "strsep", "strtok"}, text: libStringsMoreText, needs: []int{partStrings}},
	partInput:       {names: []string{"getc", "getchar", "fgets", "read", "isatty", "rand", "random", "time"}, text: libInputText},
	// Every program that includes stdio.h declares sprintf and
	// snprintf, but the format part (the largest, a third of the front
	// end's time on a small program) serves only calls with a literal
	// format that has a conversion: without a string literal holding a
	// '%' it is left out, and such a call stays body-less (formatCall
	// finds no helper).
	partFormat: {names: []string{"printf"}, text: libFormatText(), needs: []int{partStrings}, serves: formatLiteral.Match}, // format.go
	partWrite:  {names: []string{"fwrite"}, text: libWriteText},                                                            // stdio.go
}

// libSortText models qsort and bsearch by what C promises of them, not by
// one algorithm: C leaves open the order qsort gives elements that compare
// equal and which of several equal elements bsearch returns, so a TRUE
// must hold for every choice. qsort permutes the array by any sequence of
// swaps (a[i] with any a[j], j >= i: every permutation) and then assumes
// that the comparator orders neighbours: the runs kept are exactly the
// sorted permutations. bsearch assumes the array is partitioned as C
// requires (less, equal, greater than the key) and returns any element
// equal to the key, or a null pointer when none is. A comparator that
// is not a consistent order (undefined behaviour) leaves no sorted
// permutation and cuts the run. Comparisons are made through the
// comparator, so its own checks and reads are the program's. The _bytes
// bodies do the same on an array of bytes whose element size is only
// known at run time (libElem chooses them): a swap is a loop over the
// element's bytes, and the comparator gets pointers to element starts;
// a size of 0 leaves the array as it is.
const libSortText = `extern __SIZE_TYPE__ __cfront_choose(__SIZE_TYPE__ __n);
extern void __cfront_assume(int __c);

void __cfront_qsort(void *base, __SIZE_TYPE__ n, __SIZE_TYPE__ size, int (*cmp)(const void *, const void *)) {
  __cfront_elem *a = base;
  __cfront_elem t;
  __SIZE_TYPE__ i, j;
  for (i = 0; i + 1 < n; i++) {
    j = i + __cfront_choose(n - 1 - i);
    t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  for (i = 1; i < n; i++)
    __cfront_assume(cmp(&a[i - 1], &a[i]) <= 0);
}

void *__cfront_bsearch(const void *key, const void *base, __SIZE_TYPE__ n, __SIZE_TYPE__ size, int (*cmp)(const void *, const void *)) {
  const __cfront_elem *a = base;
  __SIZE_TYPE__ r = __cfront_choose(n), i;
  int prev = 0, cls, found = 0, c;
  for (i = 0; i < n; i++) {
    c = cmp(key, &a[i]);
    cls = c > 0 ? 0 : c == 0 ? 1 : 2;
    __cfront_assume(cls >= prev);
    prev = cls;
    if (cls == 1)
      found = 1;
    if (i == r)
      __cfront_assume(cls == 1);
  }
  if (r == n) {
    __cfront_assume(!found);
    return 0;
  }
  return (void *)&a[r];
}

void __cfront_qsort_bytes(void *base, __SIZE_TYPE__ n, __SIZE_TYPE__ size, int (*cmp)(const void *, const void *)) {
  unsigned char *a = base;
  unsigned char t;
  __SIZE_TYPE__ i, j, k;
  if (size == 0)
    return;
  for (i = 0; i + 1 < n; i++) {
    j = i + __cfront_choose(n - 1 - i);
    for (k = 0; k < size; k++) {
      t = a[i * size + k];
      a[i * size + k] = a[j * size + k];
      a[j * size + k] = t;
    }
  }
  for (i = 1; i < n; i++)
    __cfront_assume(cmp(a + (i - 1) * size, a + i * size) <= 0);
}

void *__cfront_bsearch_bytes(const void *key, const void *base, __SIZE_TYPE__ n, __SIZE_TYPE__ size, int (*cmp)(const void *, const void *)) {
  const unsigned char *a = base;
  __SIZE_TYPE__ r = __cfront_choose(n), i;
  int prev = 0, cls, found = 0, c;
  for (i = 0; i < n; i++) {
    c = cmp(key, a + i * size);
    cls = c > 0 ? 0 : c == 0 ? 1 : 2;
    __cfront_assume(cls >= prev);
    prev = cls;
    if (cls == 1)
      found = 1;
    if (i == r)
      __cfront_assume(cls == 1);
  }
  if (r == n) {
    __cfront_assume(!found);
    return 0;
  }
  return (void *)(a + r * size);
}
`

// formatLiteral matches a string literal with a '%' in it.
var formatLiteral = regexp.MustCompile(`"(?:[^"\\\n]|\\.)*%`)

// libraryFor is the library's source for a program whose preprocessed
// text is pre: libText and the parts pre names (and that serve it), with
// the parts they need.
func libraryFor(pre []byte) string {
	on := make([]bool, len(libParts))
	var mark func(i int)
	mark = func(i int) {
		on[i] = true
		for _, j := range libParts[i].needs {
			mark(j)
		}
	}
	for i, part := range libParts {
		if part.serves != nil && !part.serves(pre) {
			continue
		}
		for _, name := range part.names {
			if bytes.Contains(pre, []byte(name)) {
				mark(i)
				break
			}
		}
	}
	var b strings.Builder
	b.WriteString(libText)
	for i, part := range libParts {
		if on[i] {
			b.WriteString(part.text)
		}
	}
	return b.String()
}

// ctypeText is the ctype part: the tables and the functions.
func ctypeText() string {
	var b strings.Builder
	b.WriteString(ctypeTables())
	b.WriteString(`static const unsigned short *const __cfront_ctype_b = __cfront_ctype_b_table + 128;
static const int *const __cfront_ctype_tolower = __cfront_ctype_tolower_table + 128;
static const int *const __cfront_ctype_toupper = __cfront_ctype_toupper_table + 128;
const unsigned short *const *__cfront___ctype_b_loc(void) { return &__cfront_ctype_b; }
const int *const *__cfront___ctype_tolower_loc(void) { return &__cfront_ctype_tolower; }
const int *const *__cfront___ctype_toupper_loc(void) { return &__cfront_ctype_toupper; }
int __cfront_tolower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c >= -128 && c < 0 ? c + 256 : c; }
int __cfront_toupper(int c) { return c >= 'a' && c <= 'z' ? c - 32 : c >= -128 && c < 0 ? c + 256 : c; }
`)
	for _, f := range ctypeFuncs {
		fmt.Fprintf(&b, "int __cfront_%s(int c) { return %s ? %d : 0; }\n", f.name, ctypeCond(f.bits), f.bits)
	}
	return b.String()
}

// strtoText is the strto part: strtol and its relatives, atoi, atol and
// atoll.
func strtoText() string {
	var b strings.Builder
	b.WriteString(strto("strtol", "long", "unsigned long", true, "(~0UL >> 1)"))
	b.WriteString(strto("strtoll", "long long", "unsigned long long", true, "(~0ULL >> 1)"))
	b.WriteString(strto("strtoul", "unsigned long", "unsigned long", false, "(~0UL)"))
	b.WriteString(strto("strtoull", "unsigned long long", "unsigned long long", false, "(~0ULL)"))
	b.WriteString(`int __cfront_atoi(const char *s) { return (int)__cfront_strtol(s, 0, 10); }
long __cfront_atol(const char *s) { return __cfront_strtol(s, 0, 10); }
long long __cfront_atoll(const char *s) { return __cfront_strtoll(s, 0, 10); }
`)
	return b.String()
}

const libcStrings = `int __cfront_strncmp(const char *a, const char *b, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ i;
  for (i = 0; i < n; i++) {
    unsigned char x = a[i], y = b[i];
    if (x != y)
      return x - y;
    if (!x)
      return 0;
  }
  return 0;
}

int __cfront_strcasecmp(const char *a, const char *b) {
  __SIZE_TYPE__ i;
  for (i = 0;; i++) {
    unsigned char x = a[i], y = b[i];
    int u = x >= 'A' && x <= 'Z' ? x + 32 : x, v = y >= 'A' && y <= 'Z' ? y + 32 : y;
    if (u != v)
      return u - v;
    if (!x)
      return 0;
  }
}

int __cfront_strncasecmp(const char *a, const char *b, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ i;
  for (i = 0; i < n; i++) {
    unsigned char x = a[i], y = b[i];
    int u = x >= 'A' && x <= 'Z' ? x + 32 : x, v = y >= 'A' && y <= 'Z' ? y + 32 : y;
    if (u != v)
      return u - v;
    if (!x)
      return 0;
  }
  return 0;
}

char *__cfront_strchr(const char *s, int c) {
  __SIZE_TYPE__ i;
  for (i = 0;; i++) {
    if (s[i] == (char)c)
      return (char *)s + i;
    if (!s[i])
      return 0;
  }
}

char *__cfront_strrchr(const char *s, int c) {
  __SIZE_TYPE__ i;
  char *r = 0;
  for (i = 0;; i++) {
    if (s[i] == (char)c)
      r = (char *)s + i;
    if (!s[i])
      return r;
  }
}

char *__cfront_strstr(const char *h, const char *n) {
  __SIZE_TYPE__ i, j;
  for (i = 0;; i++) {
    for (j = 0; n[j] && h[i + j] == n[j]; j++)
      ;
    if (!n[j])
      return (char *)h + i;
    if (!h[i])
      return 0;
  }
}

char *__cfront_strcat(char *d, const char *s) {
  __SIZE_TYPE__ i = 0, j = 0;
  while (d[i])
    i++;
  while ((d[i + j] = s[j]) != 0)
    j++;
  return d;
}

char *__cfront_strncat(char *d, const char *s, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ i = 0, j;
  while (d[i])
    i++;
  for (j = 0; j < n && s[j]; j++)
    d[i + j] = s[j];
  d[i + j] = 0;
  return d;
}

__SIZE_TYPE__ __cfront_strnlen(const char *s, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ i;
  for (i = 0; i < n && s[i]; i++)
    ;
  return i;
}

__SIZE_TYPE__ __cfront_strspn(const char *s, const char *accept) {
  __SIZE_TYPE__ i, j;
  for (i = 0; s[i]; i++) {
    for (j = 0; accept[j] && accept[j] != s[i]; j++)
      ;
    if (!accept[j])
      return i;
  }
  return i;
}

__SIZE_TYPE__ __cfront_strcspn(const char *s, const char *reject) {
  __SIZE_TYPE__ i, j;
  for (i = 0; s[i]; i++) {
    for (j = 0; reject[j] && reject[j] != s[i]; j++)
      ;
    if (reject[j])
      return i;
  }
  return i;
}

char *__cfront_strpbrk(const char *s, const char *accept) {
  __SIZE_TYPE__ i, j;
  for (i = 0; s[i]; i++) {
    for (j = 0; accept[j] && accept[j] != s[i]; j++)
      ;
    if (accept[j])
      return (char *)s + i;
  }
  return 0;
}

void *__cfront_memchr(const void *s, int c, __SIZE_TYPE__ n) {
  const __cfront_elem *p = s;
  __SIZE_TYPE__ i;
  for (i = 0; i < n; i++) {
    if (__cfront_byte(p[i / sizeof(__cfront_elem)], i % sizeof(__cfront_elem)) == (unsigned char)c)
      return (unsigned char *)s + i;
  }
  return 0;
}
`
