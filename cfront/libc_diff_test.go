package cfront_test

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// The C library models and the gcc built-ins against glibc and gcc: a
// generated program calls them on random inputs and stores what they
// return in a global array out; compiled by gcc (-fno-builtin, so that
// glibc answers) it prints the array, and lowered with the bounds and
// pointer checks it runs in the interpreter, which must end without a
// violation (a model reads no byte C does not allow it to) with the same
// array. Strings come with and without terminators: the functions with a
// bound get arrays without one, no longer than the bound allows.

// libcCase is one call: C statements that set out[i] (i is the case's
// index, written as %[1]d).
type libcCase string

// libcProgram is the program of the cases.
func libcProgram(cases []libcCase) string {
	var b strings.Builder
	b.WriteString("#include <string.h>\n#include <strings.h>\n#include <stdlib.h>\n#include <ctype.h>\n#include <errno.h>\n#ifdef NATIVE\n#include <stdio.h>\n#endif\n")
	fmt.Fprintf(&b, "long long out[%d];\nint main(void) {\n", len(cases))
	for i, c := range cases {
		fmt.Fprintf(&b, "  {\n%s  }\n", fmt.Sprintf(string(c), i))
	}
	fmt.Fprintf(&b, "#ifdef NATIVE\n  for (int i = 0; i < %d; i++)\n    printf(\"%%lld\\n\", out[i]);\n#endif\n  return 0;\n}\n", len(cases))
	return b.String()
}

// cChars writes bytes as a C initialiser list.
func cChars(s []byte) string {
	var parts []string
	for _, c := range s {
		parts = append(parts, strconv.Itoa(int(int8(c))))
	}
	if len(parts) == 0 {
		return "{0}"
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

const libcAlphabet = "aAbB0x9 -+\tzZ\xe9"

// randStr is a random string of 0..max characters of the alphabet.
func randStr(r *rand.Rand, max int) []byte {
	n := r.Intn(max + 1)
	s := make([]byte, n)
	for i := range s {
		s[i] = libcAlphabet[r.Intn(len(libcAlphabet))]
	}
	return s
}

// terminated declares char name[] holding s and its terminator (static:
// arrays whose lifetimes end would give every pointer check of the long
// program a liveness condition each).
func terminated(name string, s []byte) string {
	return fmt.Sprintf("    static char %s[%d] = %s;\n", name, len(s)+1, cChars(append(append([]byte{}, s...), 0)))
}

// unterminated declares char name[len(s)] holding s without terminator
// (one byte at least).
func unterminated(name string, s []byte) string {
	if len(s) == 0 {
		s = []byte{'a'}
	}
	return fmt.Sprintf("    static char %s[%d] = %s;\n", name, len(s), cChars(s))
}

// sign is the statement out[i] = sign of the int r.
const sign = "    out[%[1]d] = (r > 0) - (r < 0);\n"

// offset is the statement out[i] = offset of char *q from s, or -1.
const offset = "    out[%[1]d] = q ? q - s : -1;\n"

func stringCases(r *rand.Rand, n int) []libcCase {
	var cases []libcCase
	for len(cases) < n {
		a, b := randStr(r, 6), randStr(r, 6)
		if r.Intn(3) == 0 {
			b = append(append([]byte{}, a...), randStr(r, 2)...)
		}
		if r.Intn(4) == 0 && len(a) > 0 {
			b = []byte(strings.ToUpper(string(a)))
		}
		k := r.Intn(8)
		c := int(libcAlphabet[r.Intn(len(libcAlphabet))])
		if r.Intn(5) == 0 {
			c = 0
		}
		var body string
		switch r.Intn(17) {
		case 0:
			body = terminated("a", a) + terminated("b", b) + "    int r = strcmp(a, b);\n" + sign
		case 1:
			body = terminated("a", a) + terminated("b", b) + fmt.Sprintf("    int r = strncmp(a, b, %d);\n", k) + sign
		case 2:
			// Arrays without terminator, compared no further than they go.
			ua, ub := a, b
			if len(ua) == 0 {
				ua = []byte{'a'}
			}
			if len(ub) == 0 {
				ub = []byte{'a'}
			}
			m := min(len(ua), len(ub))
			body = unterminated("a", ua) + unterminated("b", ub) + fmt.Sprintf("    int r = strncmp(a, b, %d);\n", r.Intn(m+1)) + sign
		case 3:
			body = terminated("a", a) + terminated("b", b) + "    int r = strcasecmp(a, b);\n" + sign
		case 4:
			body = terminated("a", a) + terminated("b", b) + fmt.Sprintf("    int r = strncasecmp(a, b, %d);\n", k) + sign
		case 5:
			body = terminated("s", a) + fmt.Sprintf("    char *q = strchr(s, %d);\n", c) + offset
		case 6:
			body = terminated("s", a) + fmt.Sprintf("    char *q = strrchr(s, %d);\n", c) + offset
		case 7:
			body = terminated("s", a) + terminated("n", b[:min(len(b), r.Intn(4))]) + "    char *q = strstr(s, n);\n" + offset
		case 8:
			body = terminated("s", a) + fmt.Sprintf("    out[%%[1]d] = strnlen(s, %d);\n", k)
		case 9:
			u := a
			if len(u) == 0 {
				u = []byte{'a'}
			}
			body = unterminated("s", u) + fmt.Sprintf("    out[%%[1]d] = strnlen(s, %d);\n", r.Intn(len(u)+1))
		case 10:
			u := a
			if len(u) == 0 {
				u = []byte{'a'}
			}
			body = unterminated("s", u) + fmt.Sprintf("    char *q = memchr(s, %d, %d);\n", c, r.Intn(len(u)+1)) + offset
		case 11:
			body = terminated("s", a) + terminated("t", b) + "    out[%[1]d] = strspn(s, t);\n"
		case 12:
			body = terminated("s", a) + terminated("t", b) + "    out[%[1]d] = strcspn(s, t);\n"
		case 13:
			body = terminated("s", a) + terminated("t", b) + "    char *q = strpbrk(s, t);\n" + offset
		case 14, 15:
			f := "strcat(d, s)"
			if r.Intn(2) == 0 {
				f = fmt.Sprintf("strncat(d, s, %d)", k)
			}
			body = fmt.Sprintf("    static char d[16] = %s;\n", cChars(append(append([]byte{}, a...), 0))) + terminated("s", b) +
				"    char *q = " + f + ";\n    long long h = q == d;\n    for (int k = 0; k < 16; k++)\n      h = h * 31 + d[k];\n    out[%[1]d] = h;\n"
		case 16:
			body = terminated("s", a) + "    out[%[1]d] = strlen(s);\n"
		}
		cases = append(cases, libcCase(body))
	}
	return cases
}

func ctypeCases() []libcCase {
	var cases []libcCase
	funcs := []string{"isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint", "ispunct", "isspace", "isupper", "isxdigit", "tolower", "toupper"}
	for c := -128; c < 256; c += 3 {
		for _, f := range funcs {
			// The function, then glibc's macro (the tables).
			cases = append(cases, libcCase(fmt.Sprintf("    out[%%[1]d] = (%s)(%d) * 1000 + %s(%d);\n", f, c, f, c)))
		}
	}
	return cases
}

func strtoCases(r *rand.Rand, n int) []libcCase {
	const chars = " \t+-0123456789abcdefxXzZ"
	var cases []libcCase
	for len(cases) < n {
		m := r.Intn(12)
		if r.Intn(4) == 0 {
			m = 16 + r.Intn(8) // long enough to overflow
		}
		s := make([]byte, m)
		for i := range s {
			if r.Intn(3) == 0 {
				s[i] = chars[r.Intn(len(chars))]
			} else {
				s[i] = chars[4+r.Intn(10)]
			}
		}
		if m > 2 && r.Intn(3) == 0 {
			copy(s, "0x")
		}
		base := []int{0, 10, 16, 8, 2, 36, 1, 37, -1}[r.Intn(9)]
		var call string
		switch f := []string{"strtol", "strtoul", "strtoll", "strtoull", "atoi", "atol", "atoll"}[r.Intn(7)]; f {
		case "atoi", "atol", "atoll":
			call = fmt.Sprintf("    long long v = %s(s);\n    char *e = s;\n", f)
		default:
			call = fmt.Sprintf("    char *e = 0;\n    long long v = (long long)%s(s, &e, %d);\n", f, base)
		}
		cases = append(cases, libcCase(terminated("s", s)+"    errno = 0;\n"+call+
			"    out[%[1]d] = v * 64 + (e ? e - s : -1) * 2 + (errno != 0);\n    out[%[1]d] = out[%[1]d] * 3 + (errno == ERANGE) + 2 * (errno == EINVAL);\n"))
	}
	return cases
}

// builtinCases exercise gcc's built-ins on random values.
func builtinCases(r *rand.Rand, n int) []libcCase {
	vals := func() uint64 {
		switch r.Intn(4) {
		case 0:
			return uint64(r.Intn(5))
		case 1:
			return ^uint64(0) - uint64(r.Intn(3))
		case 2:
			return 1<<uint(r.Intn(64)) + uint64(r.Intn(3)) - 1
		}
		return r.Uint64()
	}
	types := []string{"int", "unsigned", "long long", "unsigned long long", "unsigned char", "short", "long", "unsigned long"}
	var cases []libcCase
	for len(cases) < n {
		x, y := vals(), vals()
		ta, tb, tr := types[r.Intn(len(types))], types[r.Intn(len(types))], types[r.Intn(len(types))]
		var body string
		switch r.Intn(9) {
		case 0, 1, 2:
			op := []string{"add", "sub", "mul"}[r.Intn(3)]
			body = fmt.Sprintf("    %s a = (%s)%dull; %s b = (%s)%dull; %s res = 0;\n    int o = __builtin_%s_overflow(a, b, &res);\n    out[%%[1]d] = (long long)res * 2 + o;\n    out[%%[1]d] += 4 * __builtin_%s_overflow_p(a, b, (%s)0);\n",
				ta, ta, x, tb, tb, y, tr, op, op, tr)
		case 3:
			op := []string{"add", "sub", "mul"}[r.Intn(3)]
			s := []string{"s", "u"}[r.Intn(2)]
			suf := []string{"", "l", "ll"}[r.Intn(3)]
			t := map[string]string{"s": "int", "sl": "long", "sll": "long long", "u": "unsigned", "ul": "unsigned long", "ull": "unsigned long long"}[s+suf]
			body = fmt.Sprintf("    %s res = 0;\n    int o = __builtin_%s%s%s_overflow((%s)%dull, (%s)%dull, &res);\n    out[%%[1]d] = (long long)res * 2 + o;\n", t, s, op, suf, t, x, t, y)
		case 4:
			body = fmt.Sprintf("    unsigned long long v = %dull;\n    out[%%[1]d] = __builtin_bswap16((unsigned short)v) ^ (long long)__builtin_bswap32((unsigned)v) * 7 ^ (long long)__builtin_bswap64(v);\n", x)
		case 5:
			if x == 0 {
				x = 1
			}
			body = fmt.Sprintf("    unsigned long long v = %dull;\n    out[%%[1]d] = __builtin_clzll(v) + 100 * __builtin_ctzll(v) + 10000 * __builtin_popcountll(v) + 1000000 * __builtin_parityll(v);\n", x)
		case 6:
			x |= 1 << uint(r.Intn(32))
			body = fmt.Sprintf("    unsigned v = %du; unsigned long w = (unsigned long)%dull | 1;\n    out[%%[1]d] = __builtin_clz(v) + 100 * __builtin_ctz(v) + 10000 * __builtin_popcount(v) + 1000000 * __builtin_parity(v) + 100000000ll * __builtin_clzl(w) + 10000000000ll * __builtin_ctzl(w) + 1000000000000ll * __builtin_popcountl(w);\n", uint32(x), y)
		case 7:
			body = fmt.Sprintf("    out[%%[1]d] = __builtin_ffs((int)%dull) + 100 * __builtin_ffsll((long long)%dull) + 10000 * __builtin_ffsl((long)%dull);\n", x, y, x)
		case 8:
			t := types[r.Intn(len(types))]
			body = fmt.Sprintf("    %s v = (%s)%dull, e = (%s)%dull, w;\n    long long h = __sync_fetch_and_add(&v, (%s)%dull);\n    h = h * 3 + __sync_sub_and_fetch(&v, 1);\n    h = h * 3 + __atomic_fetch_xor(&v, e, 5);\n    h = h * 3 + __atomic_compare_exchange_n(&v, &e, (%s)7, 0, 5, 5);\n    h = h * 3 + e + v;\n    h = h * 3 + __sync_val_compare_and_swap(&v, e, (%s)9);\n    h = h * 3 + __atomic_exchange_n(&v, (%s)5, 5) + __atomic_load_n(&v, 5);\n    __atomic_store_n(&v, (%s)3, 5);\n    h = h * 3 + __sync_lock_test_and_set(&v, (%s)1) + v;\n    __atomic_load(&v, &w, 5);\n    out[%%[1]d] = h * 3 + w + __sync_nand_and_fetch(&v, (%s)6);\n",
				t, t, x, t, y, t, r.Intn(100), t, t, t, t, t, t)
		}
		cases = append(cases, libcCase(body))
	}
	return cases
}

// runLibcDiff compares the cases under gcc (with -m32 for ILP32) and in
// the interpreter.
func runLibcDiff(t *testing.T, cases []libcCase, model program.DataModel) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	diffAgainstNative(t, nativeDiff{
		gcc: gcc, name: "libc.c", src: libcProgram(cases), cases: cases, model: model,
		flags: []string{"-fno-builtin"}, ilp32: []string{"-m32"},
		checks: cfront.Checks{Bounds: true, Pointer: true},
	})
}

// nativeDiff is a program whose cases set the global array out: gcc
// builds it with -DNATIVE (flags before the source, ilp32 first for
// ILP32, libs after it) to print out, one value a line.
type nativeDiff struct {
	gcc, name, src string
	cases          []libcCase
	model          program.DataModel
	flags, ilp32   []string
	libs           []string
	checks         cfront.Checks
}

// diffAgainstNative runs d natively and in the interpreter (lowered with
// d.checks, where it must end without a violation) and compares out case
// by case.
func diffAgainstNative(t *testing.T, d nativeDiff) {
	dir := t.TempDir()
	src := filepath.Join(dir, d.name)
	if err := os.WriteFile(src, []byte(d.src), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "prog")
	args := append(append([]string{"-DNATIVE", "-O0", "-w"}, d.flags...), "-o", bin, src)
	args = append(args, d.libs...)
	if d.model == program.ILP32 {
		args = append(append([]string(nil), d.ilp32...), args...)
	}
	if out, err := exec.Command(d.gcc, args...).CombinedOutput(); err != nil {
		if d.model == program.ILP32 {
			t.Skipf("gcc -m32 does not work here (gcc-multilib?): %v\n%s", err, out)
		}
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatalf("running the native program: %v", err)
	}
	want := strings.Fields(string(out))
	p, err := cfront.Parse(src, cfront.Options{Model: d.model, Checks: d.checks})
	if err != nil {
		t.Fatal(err)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
	if len(p.Bodiless) > 0 {
		t.Errorf("functions without model: %v", p.Bodiless)
	}
	res, err := interp.Run(p, interp.NewRandomInputs(1), interp.Options{NoTrace: true, MaxSteps: 50_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != interp.Finished {
		where := ""
		if res.Check != nil {
			where = res.Check.Pos.String() + " " + res.Check.Comment
		}
		t.Fatalf("interpreter: %s %s %s", res.Status, res.Reason, where)
	}
	var outVar *program.Var
	for _, v := range p.Globals {
		if v.Name == "out" {
			outVar = v
		}
	}
	if outVar == nil {
		t.Fatal("no global out")
	}
	got := res.State.Get(outVar)
	if len(want) != len(d.cases) || len(got.Elems) != len(d.cases) {
		t.Fatalf("%d native values, %d interpreted, %d cases", len(want), len(got.Elems), len(d.cases))
	}
	bad := 0
	for i, c := range d.cases {
		if g := strconv.FormatInt(got.Elems[i].Signed(outVar.Type.Elem), 10); g != want[i] {
			if bad++; bad <= 10 {
				t.Errorf("case %d: model %s, native %s:\n%s", i, g, want[i], fmt.Sprintf(string(c), i))
			}
		}
	}
	t.Logf("%d cases, %d mismatches", len(d.cases), bad)
}

func TestStringModelsAgainstGlibc(t *testing.T) {
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			runLibcDiff(t, stringCases(rand.New(rand.NewSource(1)), 400), model)
		})
	}
}

func TestCtypeModelsAgainstGlibc(t *testing.T) {
	runLibcDiff(t, ctypeCases(), program.LP64)
}

func TestStrtolModelsAgainstGlibc(t *testing.T) {
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			runLibcDiff(t, strtoCases(rand.New(rand.NewSource(2)), 150), model)
		})
	}
}

func TestBuiltinsAgainstGcc(t *testing.T) {
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			runLibcDiff(t, builtinCases(rand.New(rand.NewSource(3)), 300), model)
		})
	}
}
