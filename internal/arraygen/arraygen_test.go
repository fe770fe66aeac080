package arraygen

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenN is the size of the programs kept in testdata.
const goldenN = 4

// TestGolden: the generator's output at a small size is the file in
// testdata, and each program has its task file with the expected verdict,
// so that `satabs-go batch internal/arraygen/testdata` checks them all.
func TestGolden(t *testing.T) {
	for _, f := range Families {
		for _, bug := range []bool{false, true} {
			name := Name(f, goldenN, bug)
			files := map[string]string{
				name + ".c":   Program(f, goldenN, bug),
				name + ".yml": Task(name+".c", "properties", bug),
			}
			for file, text := range files {
				path := filepath.Join("testdata", file)
				if *update {
					if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test -update to write it)", err)
				}
				if string(want) != text {
					t.Errorf("%s differs from the generator's output (go test -update rewrites it)", path)
				}
			}
		}
	}
}

// bugInputs returns, for each family, the values of the nondeterministic
// calls (in call order) with which the buggy variant of size n fails and
// the safe variant does not: a source string without a zero byte; all
// elements equal to the pivot; n-1 ones then a zero, the smallest value in
// the last cell. The Gray code takes no input: its bug shows after n steps.
func bugInputs(f Family, n int) []int64 {
	var in []int64
	switch f {
	case StringCopy:
		for range n {
			in = append(in, 'x')
		}
	case Partition:
		for range n + 1 { // the cells, then the pivot
			in = append(in, 7)
		}
	case BubbleSort, SelectionSort:
		for i := range n {
			in = append(in, int64(min(1, n-1-i)))
		}
	}
	return in
}

// nondetCalls supplies the values of nondeterministic calls from a list
// and zero for uninitialised variables (which the programs never read
// before writing).
func nondetCalls(vals []int64) interp.Inputs {
	next := 0
	return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
		if h, ok := e.Stmt.(*program.Havoc); ok && h.Why == "uninitialised" {
			return interp.ZeroValue(ty), nil
		}
		if next >= len(vals) {
			return interp.Value{}, errors.New("inputs exhausted")
		}
		next++
		return interp.IntValue(ty, uint64(vals[next-1])), nil
	})
}

func parse(t *testing.T, f Family, n int, bug bool) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource(Name(f, n, bug)+".c", []byte(Program(f, n, bug)), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatalf("%s: %v", Name(f, n, bug), err)
	}
	return p
}

// TestInterp: in the interpreter, the safe variants finish on random
// inputs (and on the bug's input), and each buggy variant violates an
// assertion on its bug's input.
func TestInterp(t *testing.T) {
	sizes := []int{2, 3, 4, 5, 8}
	if !testing.Short() {
		sizes = append(sizes, 13)
	}
	for _, f := range Families {
		for _, n := range sizes {
			safe, buggy := parse(t, f, n, false), parse(t, f, n, true)
			for seed := range 20 {
				run, err := interp.Run(safe, interp.NewRandomInputs(int64(seed)), interp.Options{NoTrace: true})
				if err != nil || run.Status != interp.Finished {
					t.Fatalf("%s, seed %d: %v %v %s", Name(f, n, false), seed, run.Status, err, run.Reason)
				}
			}
			run, err := interp.Run(safe, nondetCalls(bugInputs(f, n)), interp.Options{NoTrace: true})
			if err != nil || run.Status != interp.Finished {
				t.Errorf("%s on the bug's input: %v %v %s", Name(f, n, false), run.Status, err, run.Reason)
			}
			run, err = interp.Run(buggy, nondetCalls(bugInputs(f, n)), interp.Options{NoTrace: true})
			if err != nil || run.Status != interp.Violated {
				t.Errorf("%s on the bug's input: %v %v %s", Name(f, n, true), run.Status, err, run.Reason)
			}
		}
	}
}

// harness supplies the nondeterministic calls from standard input and
// makes running out of input an exit code of its own.
const harness = `#include <stdio.h>
#include <stdlib.h>
int __VERIFIER_nondet_int(void) { int x; if (scanf("%d", &x) != 1) exit(3); return x; }
char __VERIFIER_nondet_char(void) { return (char)__VERIFIER_nondet_int(); }
`

// TestGCC: compiled by gcc, each buggy variant aborts (the assertion's
// failure) on its bug's input and the safe variant exits normally on the
// same input.
func TestGCC(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "harness.c"), []byte(harness), 0o644); err != nil {
		t.Fatal(err)
	}
	const n = 6
	for _, f := range Families {
		var input strings.Builder
		for _, v := range bugInputs(f, n) {
			fmt.Fprintln(&input, v)
		}
		for _, bug := range []bool{false, true} {
			name := Name(f, n, bug)
			src := filepath.Join(dir, name+".c")
			bin := filepath.Join(dir, name)
			if err := os.WriteFile(src, []byte(Program(f, n, bug)), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(gcc, "-O0", "-w", "-o", bin, src, filepath.Join(dir, "harness.c")).CombinedOutput(); err != nil {
				t.Fatalf("gcc %s: %v\n%s", name, err, out)
			}
			cmd := exec.Command(bin)
			cmd.Stdin = strings.NewReader(input.String())
			err := cmd.Run()
			aborted := false
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				ws, ok := exit.Sys().(syscall.WaitStatus)
				aborted = ok && ws.Signaled() && ws.Signal() == syscall.SIGABRT
				if !aborted {
					t.Errorf("%s: %v", name, err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if aborted != bug {
				t.Errorf("%s on the bug's input: aborted %v", name, aborted)
			}
		}
	}
}
