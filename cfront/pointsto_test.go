package cfront

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

const typedComment = "beyond the typed memory model"

// typedChecks lists the typed-access checks of p, by position and comment.
func typedChecks(p *program.Program) []string {
	var out []string
	for _, c := range p.Checks {
		if c.Kind == program.CheckCapacity && strings.HasPrefix(c.Comment, typedComment) {
			out = append(out, c.Pos.String()+" "+c.Comment)
		}
	}
	return out
}

// pointsToText prints the points-to set of every pointer variable the
// program declares (not the front end's temporaries) and the typed-access
// checks left, with their number without the analysis.
func pointsToText(t *testing.T, path string) string {
	opts := Options{CutUndefined: true}
	p, err := Parse(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	opts.NoPointsTo = true
	q, err := Parse(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	a := program.AnalyzePointsTo(p, uninitialised)
	var b strings.Builder
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		if v.Temp || v.Type.Kind != program.KindPointer || v.Type == nil {
			continue
		}
		fmt.Fprintf(&b, "%s -> %s\n", v.Name, a.Eval(&program.VarRef{Var: v}))
	}
	kept := typedChecks(p)
	fmt.Fprintf(&b, "typed-access checks: %d without the analysis, %d with it\n", len(typedChecks(q)), len(kept))
	for _, c := range kept {
		b.WriteString("  " + c + "\n")
	}
	return b.String()
}

// TestPointsToGolden prints the points-to sets of the programs of
// testdata/pointsto (casts, container_of, a void * carrying two types,
// unions, arrays of structs, function pointers, heap records) and the
// typed-access checks they keep, against NAME.golden (-update rewrites).
func TestPointsToGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/pointsto/*.c")
	if len(files) == 0 {
		t.Fatal("no test programs")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			got := pointsToText(t, f)
			golden := strings.TrimSuffix(f, ".c") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("points-to of %s:\n%s\nwant:\n%s", f, got, want)
			}
		})
	}
}

// TestPointsToDifferential runs each program of testdata/pointsto in
// the interpreter, lowered without the analysis (every typed-access
// check kept) and with it (checks dropped, dereferences resolved), on
// the same random inputs: a run of the first may fail only typed-access
// checks the second keeps, and otherwise both runs end alike (the same
// status and violated check).
func TestPointsToDifferential(t *testing.T) {
	files, _ := filepath.Glob("testdata/pointsto/*.c")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			with, err := Parse(f, Options{CutUndefined: true})
			if err != nil {
				t.Fatal(err)
			}
			without, err := Parse(f, Options{CutUndefined: true, NoPointsTo: true})
			if err != nil {
				t.Fatal(err)
			}
			kept := map[string]bool{}
			for _, c := range typedChecks(with) {
				kept[c] = true
			}
			end := func(r *interp.Result) string {
				s := r.Status.String()
				if r.Check != nil {
					s += " " + r.Check.Pos.String() + " " + r.Check.Comment
				}
				return s
			}
			for seed := int64(1); seed <= 40; seed++ {
				opts := interp.Options{NoTrace: true, MaxSteps: 200_000}
				r0, err := interp.Run(without, interp.NewRandomInputs(seed), opts)
				if err != nil {
					t.Fatal(err)
				}
				r1, err := interp.Run(with, interp.NewRandomInputs(seed), opts)
				if err != nil {
					t.Fatal(err)
				}
				if r0.Status == interp.Violated && strings.HasPrefix(r0.Check.Comment, typedComment) {
					if c := r0.Check.Pos.String() + " " + r0.Check.Comment; !kept[c] {
						t.Fatalf("seed %d: the dropped check %s fails", seed, c)
					}
					continue
				}
				if end(r0) != end(r1) {
					t.Errorf("seed %d: without the analysis %s, with it %s", seed, end(r0), end(r1))
				}
			}
		})
	}
}
