package engine

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/bmc"
)

// remainderPrograms are rotations written through remainder indices
// (a write at (k + 3) % N fills cells 3 … N − 1 and then wraps to 0, 1,
// 2), each with its bug in the wrap-around cells: the rotation stops
// before them, so that the check loop finds them unwritten in its last
// iterations (or, counting down, the first write wraps and the last
// cell written is missed). N is a macro, 5000 here and 6 for gcc.
var remainderPrograms = []struct {
	name string
	bug  bool
	src  string
}{
	{"rotate3_bug", true, `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
#ifndef N
#define N 5000
#endif
int src[N], dst[N];
int main(void) {
  int k;
  for (k = 0; k < N; k++) src[k] = __VERIFIER_nondet_int();
  for (k = 0; k < N - 3; k++) dst[(k + 3) % N] = src[k];
  for (k = 0; k < N; k++) if (dst[(k + 3) % N] != src[k]) reach_error();
  return 0;
}
`},
	{"rotate3", false, `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
#ifndef N
#define N 5000
#endif
int src[N], dst[N];
int main(void) {
  int k;
  for (k = 0; k < N; k++) src[k] = __VERIFIER_nondet_int();
  for (k = 0; k < N; k++) dst[(k + 3) % N] = src[k];
  for (k = 0; k < N; k++) if (dst[(k + 3) % N] != src[k]) reach_error();
  return 0;
}
`},
	{"ring_down_bug", true, `extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
#ifndef N
#define N 5000
#endif
unsigned int ring[N];
int main(void) {
  unsigned int u, base = __VERIFIER_nondet_uint();
  for (u = N - 1; u > 1; u--) ring[(u + 1u) % N] = base + u;
  for (u = 0; u < N; u++) if (ring[(u + 1u) % N] != base + u && u > 0) reach_error();
  return 0;
}
`},
	{"ring_down", false, `extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
#ifndef N
#define N 5000
#endif
unsigned int ring[N];
int main(void) {
  unsigned int u, base = __VERIFIER_nondet_uint();
  for (u = N - 1; u > 0; u--) ring[(u + 1u) % N] = base + u;
  for (u = 0; u < N; u++) if (ring[(u + 1u) % N] != base + u && u > 0) reach_error();
  return 0;
}
`},
}

// TestRemainderSearch runs the accelerated search alone on the rotations
// through remainder indices: the write at (k + 3) % N gets a segment
// shortcut over the iterations before its wrap-around, so the bug in the
// wrap-around cells, behind three loops of 5000 iterations, is found and
// replays; the safe variants give no counterexample.
func TestRemainderSearch(t *testing.T) {
	if raceDetector {
		t.Skip("one engine's encoding, nothing concurrent")
	}
	for _, tc := range remainderPrograms {
		t.Run(tc.name, func(t *testing.T) {
			task := straightTask(t, tc.src)
			res := task.acceleratedSearch(context.Background(), "test")
			found := res != nil && res.Verdict == bmc.False
			if res != nil && res.Verdict == bmc.True && tc.bug {
				t.Fatal("TRUE for a buggy program")
			}
			if found && !tc.bug {
				t.Fatal("a counterexample for a safe program")
			}
			if tc.name == "rotate3_bug" && !found {
				t.Fatal("the bug behind the rotation is not found")
			}
			if found {
				r := &Result{Verdict: False, Check: res.Check, Inputs: res.Inputs}
				if err := Confirm(task.Source, r); err != nil {
					t.Fatalf("no replay: %v", err)
				}
			}
		})
	}
}

// gccOracle compiles a program of N = 6 cells with gcc and runs it on
// random inputs (each run its own process, fresh globals), returning how
// many of them reach reach_error; the test is skipped without gcc.
func gccOracle(t *testing.T, name, src string, runs int) int {
	t.Helper()
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	dir := t.TempDir()
	harness := `#include <stdio.h>
#include <stdlib.h>
static unsigned long long st;
static unsigned next(void) { st = st * 6364136223846793005ULL + 1442695040888963407ULL; return (unsigned)(st >> 33); }
void reach_error(void) { exit(3); }
void abort(void);
int __VERIFIER_nondet_int(void) { return (int)(next() % 21) - 10; }
unsigned int __VERIFIER_nondet_uint(void) { unsigned r = next(); return r % 3 == 0 ? r : r % 21; }
int prog_main(void);
int main(int argc, char **argv) { st = strtoull(argv[1], 0, 10) * 7919 + 1; prog_main(); return 0; }
`
	h, c, exe := filepath.Join(dir, "h.c"), filepath.Join(dir, name+".c"), filepath.Join(dir, name)
	if err := os.WriteFile(h, []byte(harness), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	obj := filepath.Join(dir, name+".o")
	if out, err := exec.Command("gcc", "-c", "-O0", "-w", "-DN=6", "-Dmain=prog_main", "-o", obj, c).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	if out, err := exec.Command("gcc", "-O0", "-w", "-o", exe, obj, h).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	hits := 0
	for i := 0; i < runs; i++ {
		err := exec.Command(exe, fmt.Sprint(i)).Run()
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 3 {
			hits++
		} else if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
	}
	return hits
}

// TestRemainderProgramsGCC: gcc is the oracle of the programs above.
func TestRemainderProgramsGCC(t *testing.T) {
	for _, tc := range remainderPrograms {
		t.Run(tc.name, func(t *testing.T) {
			hits := gccOracle(t, tc.name, tc.src, 60)
			if tc.bug != (hits > 0) {
				t.Fatalf("%d of 60 gcc runs reach reach_error; buggy: %v", hits, tc.bug)
			}
			if strings.HasSuffix(tc.name, "_bug") != tc.bug {
				t.Fatal("name and variant disagree")
			}
		})
	}
}
