package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFloatExamples checks the floating point examples (examples/floats:
// a name ending in _bug is FALSE, the others TRUE) in the default mode,
// accepting whichever engine answers, and then on the hardware: each is
// compiled with gcc -m32 -msse2 -mfpmath=sse (SSE arithmetic, as the
// checker's semantics) against a harness whose __VERIFIER_nondet_X
// functions return given bit patterns and whose reach_error exits with 99.
// A FALSE counterexample's inputs (their bits, from --json) must reach the
// error natively; a TRUE program must not reach it on random inputs.
func TestFloatExamples(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "examples", "floats", "*.c"))
	if len(files) == 0 {
		t.Fatal("no examples")
	}
	checkFloatExamples(t, files)
}

// TestMathLibExamples checks, as TestFloatExamples, the programs of
// examples/floats/mathlib that rest on the special cases of exp, log, sin,
// cos and pow, on sin's range through them (math_sin_filter.c, proved by
// the float ranges) and on the facts stated of fmod and remainder (the others
// there take up to half a minute each: MANIFEST.tsv lists them all for
// satabs-go batch).
func TestMathLibExamples(t *testing.T) {
	var files []string
	for _, n := range []string{"special", "special_bug", "fmod", "fmod_bug", "remainder", "remainder_bug", "sin_filter"} {
		files = append(files, filepath.Join("..", "..", "examples", "floats", "mathlib", "math_"+n+".c"))
	}
	checkFloatExamples(t, files)
}

// checkFloatExamples checks each file as TestFloatExamples describes.
func checkFloatExamples(t *testing.T, files []string) {
	gcc := ""
	if path, err := exec.LookPath("gcc"); err == nil {
		gcc = path
	}
	dir := t.TempDir()
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			want := exitTrue
			if strings.HasSuffix(name, "_bug.c") {
				want = exitFalse
			}
			code, out, errOut := runCLI("--json", "--timeout", "300s", f)
			if code != want {
				t.Fatalf("exit %d, want %d\n%s%s", code, want, out, errOut)
			}
			if gcc == "" {
				return
			}
			var r jsonReport
			if err := json.Unmarshal([]byte(out), &r); err != nil {
				t.Fatalf("json: %v\n%s", err, out)
			}
			exe := filepath.Join(dir, strings.TrimSuffix(name, ".c"))
			if !buildNative(t, gcc, f, exe) {
				return
			}
			if want == exitFalse {
				var inputs []string
				for _, st := range r.Trace {
					if st.Input {
						inputs = append(inputs, st.Hex)
					}
				}
				if c := runNative(t, exe, "", inputs); c != 99 {
					t.Errorf("the counterexample's inputs %v do not reach the error natively (exit %d)", inputs, c)
				}
				return
			}
			for seed := 1; seed <= 20; seed++ {
				if c := runNative(t, exe, fmt.Sprint(seed), nil); c == 99 {
					t.Errorf("random inputs (seed %d) reach the error natively", seed)
				}
			}
		})
	}
}

// nativeHarness defines the nondeterministic functions: each returns the
// next bit pattern of the command line (hex), or random bits when the
// first argument is "random SEED".
const nativeHarness = `#include <stdlib.h>
#include <string.h>
static char **in; static int n, k; static unsigned long long state;
static unsigned long long next(void) {
  if (state) { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state; }
  return k < n ? strtoull(in[k++], 0, 16) : 0;
}
void reach_error(void) { exit(99); }
void __VERIFIER_assume(int c) { if (!c) exit(0); }
float __VERIFIER_nondet_float(void) { unsigned u = next(); float f; memcpy(&f, &u, 4); return f; }
double __VERIFIER_nondet_double(void) { unsigned long long u = next(); double d; memcpy(&d, &u, 8); return d; }
int __VERIFIER_nondet_int(void) { return (int)next(); }
unsigned __VERIFIER_nondet_uint(void) { return (unsigned)next(); }
extern int checked_main(void);
int main(int argc, char **argv) {
  if (argc > 2 && strcmp(argv[1], "random") == 0) state = strtoull(argv[2], 0, 10) * 0x9e3779b97f4a7c15ULL | 1;
  else { in = argv + 1; n = argc - 1; }
  return checked_main();
}
`

func buildNative(t *testing.T, gcc, src, exe string) bool {
	t.Helper()
	h := filepath.Join(filepath.Dir(exe), "harness.c")
	if err := os.WriteFile(h, []byte(nativeHarness), 0o644); err != nil {
		t.Fatal(err)
	}
	flags := []string{"-m32", "-msse2", "-mfpmath=sse", "-frounding-math", "-O0", "-w"}
	obj := exe + ".o"
	for _, args := range [][]string{
		append(append([]string{}, flags...), "-Dmain=checked_main", "-c", "-o", obj, src),
		append(append([]string{}, flags...), "-o", exe, obj, h, "-lm"),
	} {
		if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
			t.Logf("gcc -m32 cannot build the native run (install gcc-multilib): %v\n%s", err, out)
			return false
		}
	}
	return true
}

func runNative(t *testing.T, exe, seed string, inputs []string) int {
	t.Helper()
	args := inputs
	if seed != "" {
		args = []string{"random", seed}
	}
	for i, a := range args {
		args[i] = strings.TrimPrefix(a, "0x")
	}
	err := exec.Command(exe, args...).Run()
	if err == nil {
		return 0
	}
	if e, ok := err.(*exec.ExitError); ok {
		return e.ExitCode()
	}
	t.Fatalf("running %s: %v", exe, err)
	return -1
}

// TestFloatChecks: the float checks of examples/checks find their bugs
// and prove their safe twins, and an out-of-range float to integer
// conversion is undefined: a path through it is cut under unreach-call
// and reported, saying so, without a property file.
func TestFloatChecks(t *testing.T) {
	tests := []struct{ example, flag, prop string }{
		{"float_overflow", "--float-overflow-check", "float-overflow"},
		{"nan", "--nan-check", "nan"},
		{"float_conversion", "--conversion-check", "conversion"},
		{"float_conversion", "--signed-overflow-check", "no-overflow"},
	}
	dir := filepath.Join("..", "..", "examples", "checks")
	for _, tc := range tests {
		t.Run(tc.example+tc.flag, func(t *testing.T) {
			bug := filepath.Join(dir, tc.example+"_bug.c")
			if code, out, errOut := runCLI("--timeout", "300s", tc.flag, bug); code != exitFalse || !strings.HasSuffix(closingLines(out), "FALSE("+tc.prop+")") {
				t.Errorf("%s: exit %d, want FALSE(%s)\n%s%s", bug, code, tc.prop, closingLines(out), errOut)
			}
			safe := filepath.Join(dir, tc.example+"_safe.c")
			if code, out, errOut := runCLI("--timeout", "300s", tc.flag, safe); code != exitTrue {
				t.Errorf("%s: exit %d, want TRUE\n%s%s", safe, code, closingLines(out), errOut)
			}
		})
	}
	src := filepath.Join(t.TempDir(), "cut.c")
	text := `extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  int i = (int)x;
  if (x > 3e9 && i != 7) reach_error();
  return 0;
}
`
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	prp := filepath.Join("testdata", "properties", "unreach-call.prp")
	if code, out, errOut := runCLI("--timeout", "300s", "--property", prp, src); code != exitTrue {
		t.Errorf("unreach-call: exit %d, want TRUE (the conversion is undefined)\n%s%s", code, out, errOut)
	}
	code, out, errOut := runCLI("--timeout", "300s", src)
	if code != exitFalse || !strings.Contains(out, "out of the range of int: undefined behaviour") {
		t.Errorf("no property: exit %d, want FALSE through the undefined conversion\n%s%s", code, out, errOut)
	}
}
