package cfront_test

import (
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// The models of libmore.go and format.go against glibc, as
// libc_diff_test.go does for the others: random calls whose results and
// whose whole output buffers (a hash of every byte, so that a byte
// written past the terminator shows) are compared.

// moreProgram is the program of the cases, with stdio.h in both builds.
func moreProgram(cases []libcCase) string {
	var b strings.Builder
	b.WriteString("#include <stddef.h>\n#include <string.h>\n#include <stdlib.h>\n#include <stdio.h>\n")
	b.WriteString("static unsigned long long hash(const char *p, int n) {\n  unsigned long long h = 7;\n  for (int i = 0; i < n; i++)\n    h = h * 31 + (unsigned char)p[i];\n  return h;\n}\n")
	fmt.Fprintf(&b, "long long out[%d];\nint main(void) {\n", len(cases))
	for i, c := range cases {
		fmt.Fprintf(&b, "  {\n%s  }\n", fmt.Sprintf(string(c), i))
	}
	fmt.Fprintf(&b, "#ifdef NATIVE\n  for (int i = 0; i < %d; i++)\n    printf(\"%%lld\\n\", out[i]);\n#endif\n  return 0;\n}\n", len(cases))
	return b.String()
}

func runMoreDiff(t *testing.T, cases []libcCase, model program.DataModel) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	diffAgainstNative(t, nativeDiff{
		gcc: gcc, name: "libmore.c", src: moreProgram(cases), cases: cases, model: model,
		flags: []string{"-fno-builtin", "-D_GNU_SOURCE"}, ilp32: []string{"-m32"},
		checks: cfront.Checks{Bounds: true, Pointer: true},
	})
}

// randFormat is a random format of a few conversions and the arguments
// it takes, in C.
func randFormat(r *rand.Rand) (string, []string) {
	var f strings.Builder
	var args []string
	for k := r.Intn(4) + 1; k > 0; k-- {
		if r.Intn(3) == 0 {
			f.WriteString([]string{"x", "ab", " ", "-", "%%", "="}[r.Intn(6)])
		}
		conv := "diuxXocs"[r.Intn(8)]
		f.WriteByte('%')
		for _, fl := range "-0+ " {
			if r.Intn(5) == 0 {
				f.WriteRune(fl)
			}
		}
		switch r.Intn(4) {
		case 0:
			fmt.Fprint(&f, r.Intn(13))
		case 1:
			f.WriteByte('*')
			args = append(args, fmt.Sprint(r.Intn(25)-12))
		}
		if conv != 'c' {
			switch r.Intn(4) {
			case 0:
				fmt.Fprintf(&f, ".%d", r.Intn(7))
			case 1:
				f.WriteString(".*")
				args = append(args, fmt.Sprint(r.Intn(12)-3))
			}
		}
		switch conv {
		case 'c':
			f.WriteByte('c')
			args = append(args, fmt.Sprint(r.Intn(384)-128))
		case 's':
			f.WriteByte('s')
			args = append(args, fmt.Sprintf("%q", strings.ReplaceAll(string(randStr(r, 7)), "\xe9", "e")))
		default:
			mods := []string{"", "hh", "h", "l", "ll", "z", "j", "t"}
			types := []string{"int", "signed char", "short", "long", "long long", "size_t", "long long", "ptrdiff_t"}
			if conv != 'd' && conv != 'i' {
				types = []string{"unsigned", "unsigned char", "unsigned short", "unsigned long", "unsigned long long", "size_t", "unsigned long long", "size_t"}
			}
			m := r.Intn(len(mods))
			var v uint64
			switch r.Intn(4) {
			case 0:
				v = uint64(r.Intn(20))
			case 1:
				v = ^uint64(0) - uint64(r.Intn(20))
			case 2:
				v = 1<<uint(r.Intn(64)) + uint64(r.Intn(3)) - 1
			default:
				v = r.Uint64()
			}
			f.WriteString(mods[m])
			f.WriteByte(conv)
			args = append(args, fmt.Sprintf("(%s)%dull", types[m], v))
		}
	}
	return f.String(), args
}

func formatCases(r *rand.Rand, n int) []libcCase {
	var cases []libcCase
	for len(cases) < n {
		format, args := randFormat(r)
		call := fmt.Sprintf("sprintf(buf, %q", format)
		if r.Intn(2) == 0 {
			call = fmt.Sprintf("snprintf(buf, %d, %q", r.Intn(24), format)
		}
		if r.Intn(10) == 0 {
			call = fmt.Sprintf("snprintf(0, 0, %q", format)
		}
		for _, a := range args {
			call += ", " + a
		}
		call = strings.ReplaceAll(call, "%", "%%") // the case is a format itself
		cases = append(cases, libcCase("    static char buf[160];\n    memset(buf, 'Z', sizeof buf);\n    int r = "+call+");\n"+
			"    out[%[1]d] = (long long)((hash(buf, sizeof buf) * 1009 + (unsigned long long)r) >> 2);\n"))
	}
	return cases
}

func TestFormatModelsAgainstGlibc(t *testing.T) {
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			runMoreDiff(t, formatCases(rand.New(rand.NewSource(4)), 300), model)
		})
	}
}

func stringMoreCases(r *rand.Rand, n int) []libcCase {
	var cases []libcCase
	const buf = "    static char d[16];\n    memset(d, 'Z', sizeof d);\n"
	const h = "    out[%[1]d] = (long long)((hash(d, sizeof d) * 64 + (unsigned long long)(q ? q - d : -1)) >> 2);\n"
	for len(cases) < n {
		a, b := randStr(r, 6), randStr(r, 4)
		if r.Intn(3) == 0 && len(a) > 0 {
			b = append(b, a[r.Intn(len(a))])
		}
		k := r.Intn(9)
		c := int(libcAlphabet[r.Intn(len(libcAlphabet))])
		if r.Intn(5) == 0 {
			c = 0
		}
		var body string
		switch r.Intn(9) {
		case 0:
			body = terminated("s", a) + buf + "    char *q = stpcpy(d, s);\n" + h
		case 1:
			body = terminated("s", a) + buf + fmt.Sprintf("    char *q = stpncpy(d, s, %d);\n", k) + h
		case 2:
			body = terminated("s", a) + buf + fmt.Sprintf("    char *q = memccpy(d, s, %d, %d);\n", c, r.Intn(len(a)+2)) + h
		case 3:
			body = terminated("s", a) + fmt.Sprintf("    char *q = strchrnul(s, %d);\n", c) + "    out[%[1]d] = q - s;\n"
		case 4, 5:
			// Every token, and where the string is cut.
			f := "strtok(t == 0 ? s : 0, delim)"
			if r.Intn(2) == 0 {
				f = "strtok_r(t == 0 ? s : 0, delim, &save)"
			}
			body = terminated("s", a) + terminated("delim", b) + "    char *save = 0, *t = 0;\n    unsigned long long hh = 1;\n    int i;\n" +
				"    for (i = 0; i < 8; i++) {\n      t = " + f + ";\n      if (!t)\n        break;\n      hh = hh * 131 + (t - s) * 17 + strlen(t);\n    }\n" +
				"    out[%[1]d] = (long long)((((hh >> 4) * 16 + i) ^ hash(s, sizeof s)) >> 2);\n"
		case 6:
			body = terminated("s", a) + terminated("delim", b) + "    char *p = s, *t;\n    unsigned long long hh = 1;\n" +
				"    while ((t = strsep(&p, delim)) != 0)\n      hh = hh * 131 + (t - s) * 17 + strlen(t) + (p ? p - s : 99) * 1000;\n" +
				"    out[%[1]d] = (long long)((hh ^ hash(s, sizeof s)) >> 2);\n"
		case 7:
			body = terminated("s", a) + "    char *q = strdup(s);\n    out[%[1]d] = q ? (long long)((hash(q, strlen(q) + 1) * 64 + strlen(q)) >> 2) : -1;\n    free(q);\n"
		case 8:
			body = terminated("s", a) + fmt.Sprintf("    char *q = strndup(s, %d);\n", k) + "    out[%[1]d] = q ? (long long)((hash(q, strlen(q) + 1) * 64 + strlen(q)) >> 2) : -1;\n    free(q);\n"
		}
		cases = append(cases, libcCase(body))
	}
	return cases
}

func TestStringMoreModelsAgainstGlibc(t *testing.T) {
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			runMoreDiff(t, stringMoreCases(rand.New(rand.NewSource(5)), 200), model)
		})
	}
}
