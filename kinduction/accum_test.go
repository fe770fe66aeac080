package kinduction

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// accumShort are the programs of testdata/accum that run without -long:
// one of each kind of fact (a sum of ones into a one-cell array, a sum
// bounded by cells of two values chosen by parity and first set inside
// its loop, a sum of two arrays, a count, a conditional update resting
// on a sum, cells of i % 4), and two buggy ones.
var accumShort = map[string]bool{
	"acc_ones": true, "acc_parity_vla": true, "two_arrays_sum": true, "count_match": true,
	"reset_cells": true, "bound_mod4": true, "acc_ones_bug": true, "bound_mod4_bug": true,
}

// TestAccumulatorPrograms runs the programs of testdata/accum, written
// in the style of SV-COMP's array-fpi: arrays of n cells initialised,
// combined, updated under conditions and summed into a scalar or a
// one-cell array, with assertions over the sum (total[0] == n,
// s <= 3*n) or over every cell. A file whose first line says "expected
// FALSE" has a bug (found by the bounded search; here it must not be
// proved). Each program runs twice: with n at most 5, where every
// invariant is checked independently (path by path by SAT, quantified
// atoms too, and in the interpreter) and k-induction must prove exactly
// the TRUE ones; and with n up to 60000 (the file's CAP), where a TRUE
// one must be proved at depth at most 1 by its synthesised invariants:
// no unrolling reaches that far, only a proof independent of n does.
// The synthesis is bounded in work, never in time. Without -long, the
// programs of accumShort only.
func TestAccumulatorPrograms(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "accum", "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		short := strings.TrimSuffix(name, ".c")
		t.Run(short, func(t *testing.T) {
			if !*long && !accumShort[short] {
				t.Skip("with -long")
			}
			checkSizeIndependent(t, file)
		})
	}
}

// checkSizeIndependent runs one program of the array-fpi style (see
// TestAccumulatorPrograms): with CAP 5, every invariant checked
// independently and k-induction proving exactly the TRUE ones; for a
// TRUE one, at the file's own CAP, a proof at depth at most 1.
func checkSizeIndependent(t *testing.T, file string) {
	t.Helper()
	name := filepath.Base(file)
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := !strings.Contains(strings.SplitN(string(text), "\n", 2)[0], "expected FALSE")
	small := "#define CAP 5\n" + string(text)
	sys, err := NewSystem(parseSource(t, name, small))
	if err != nil {
		t.Fatal(err)
	}
	invs := synthesizeBounded(t, sys, SynthOptions{})
	checkInductivePathByPath(t, name, small, sys, invs)
	checkQuantifiedPathByPath(t, name, small, sys, invs)
	checkInterpreter(t, name, small, invs)
	if got := checkKInduction(t, name, small, sys, invs); got != want {
		var b strings.Builder
		WriteInvariants(&b, invs)
		t.Errorf("n <= 5: proved %v, want %v; invariants:\n%s", got, want, b.String())
	}
	if !want {
		return
	}
	sys = sourceSystemWith(t, name, string(text), cfront.Options{})
	invs = synthesizeBounded(t, sys, SynthOptions{})
	if stepWithin(t, sys, invs, 1) {
		return
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	t.Errorf("n <= 60000: no induction step up to k = 1 with\n%s", b.String())
}

// pointerShort are the programs of testdata/pointers that run without
// -long.
var pointerShort = map[string]bool{
	"heap_init": true, "heap_init_bug": true, "heap_sum_cell": true, "heap_middle": true,
	"heap_longlong": true,
}

// TestPointerPrograms runs the programs of testdata/pointers as
// TestAccumulatorPrograms runs its own: the same facts over arrays
// allocated by malloc and reached through pointers (a[i] on int *a, an
// accumulator *s in a one-cell allocation, a pointer b = a + 1 into the
// middle, long long and unsigned cells), whose candidates come from the
// view of pointers.go.
func TestPointerPrograms(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pointers", "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	for _, file := range files {
		short := strings.TrimSuffix(filepath.Base(file), ".c")
		t.Run(short, func(t *testing.T) {
			if !*long && !pointerShort[short] {
				t.Skip("with -long")
			}
			checkSizeIndependent(t, file)
		})
	}
}

// TestWideCoefs: a varying slope widens to the thresholds beyond it, the
// slope itself included when it was no coefficient (beyond maxSlope).
func TestWideCoefs(t *testing.T) {
	th := []int64{-300, -1, 0, 1, 199, 200, 201, 255, 70000}
	for _, tc := range []struct {
		x          int64
		up, strict bool
		want       []int64
	}{
		{29, true, true, []int64{199, 200}},
		{200, true, true, []int64{201, 255}},
		{200, true, false, []int64{200, 201}},
		{255, true, true, nil}, // 70000 is beyond maxWideSlope
		{0, false, true, []int64{-1, -300}},
		{-1, false, false, []int64{-1, -300}},
	} {
		got := wideCoefs(th, tc.x, tc.up, tc.strict)
		if !slices.Equal(got, tc.want) {
			t.Errorf("wideCoefs(%d, up %v, strict %v) = %v, want %v", tc.x, tc.up, tc.strict, got, tc.want)
		}
	}
}
