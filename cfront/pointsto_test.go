package cfront

import (
	"fmt"
	"math/rand/v2"
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

// randomRetyping is a random program in which a table of void * carries
// pointers to objects of three struct types, an int array and members,
// read back through pointers of each type (often the wrong one) chosen
// by the program's inputs.
func randomRetyping(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString(`extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct A { int x; short y; struct A *next; };
struct B { short y; int x; char c[3]; };
struct C { int x; int z; };
struct A a0, a1;
struct B b0;
struct C c0;
int arr[4];
void *slot[3];
int main(void) {
	struct A *pa = 0;
	struct B *pb = 0;
	struct C *pc = 0;
	int *ip = 0;
	int k, v = 0;
`)
	objs := []string{"&a0", "&a1", "&b0", "&c0", "&arr[1]", "&a0.x", "&b0.x", "&c0.z", "arr"}
	ptrs := []struct{ name, typ string }{{"pa", "struct A"}, {"pb", "struct B"}, {"pc", "struct C"}}
	n := 6 + r.IntN(10)
	for i := 0; i < n; i++ {
		p := ptrs[r.IntN(len(ptrs))]
		switch r.IntN(8) {
		case 0, 1:
			fmt.Fprintf(&b, "\tslot[%d] = %s;\n", r.IntN(3), objs[r.IntN(len(objs))])
		case 2:
			fmt.Fprintf(&b, "\t%s = (%s *)slot[%d];\n", p.name, p.typ, r.IntN(3))
		case 3:
			fmt.Fprintf(&b, "\tk = __VERIFIER_nondet_int();\n\tif (k >= 0 && k < 3)\n\t\t%s = (%s *)slot[k];\n", p.name, p.typ)
		case 4:
			fmt.Fprintf(&b, "\tif (%s)\n\t\t%s->x = __VERIFIER_nondet_int() & 15;\n", p.name, p.name)
		case 5:
			fmt.Fprintf(&b, "\tif (%s)\n\t\tv += %s->x;\n", p.name, p.name)
		case 6:
			fmt.Fprintf(&b, "\tif (%s)\n\t\tip = &%s->x;\n\tif (ip)\n\t\t*ip = v & 7;\n", p.name, p.name)
		case 7:
			fmt.Fprintf(&b, "\ta0.next = &a1;\n\tif (pa && pa->next)\n\t\tpa = pa->next;\n")
		}
	}
	b.WriteString("\tif (v == 7 && a1.x == 3)\n\t\treach_error();\n\treturn 0;\n}\n")
	return b.String()
}

// TestPointsToRandomRetyping is the differential test of
// TestPointsToDifferential on random programs that retype pointers.
func TestPointsToRandomRetyping(t *testing.T) {
	dir := t.TempDir()
	dropped, retyped := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		src := randomRetyping(rand.New(rand.NewPCG(seed, 33)))
		path := filepath.Join(dir, fmt.Sprintf("r%d.c", seed))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		with, err := Parse(path, Options{CutUndefined: true})
		if err != nil {
			t.Fatal(err)
		}
		without, err := Parse(path, Options{CutUndefined: true, NoPointsTo: true})
		if err != nil {
			t.Fatal(err)
		}
		kept := map[string]bool{}
		for _, c := range typedChecks(with) {
			kept[c] = true
		}
		dropped += len(typedChecks(without)) - len(kept)
		for in := int64(1); in <= 20; in++ {
			opts := interp.Options{NoTrace: true, MaxSteps: 100_000}
			r0, err := interp.Run(without, interp.NewRandomInputs(in), opts)
			if err != nil {
				t.Fatal(err)
			}
			r1, err := interp.Run(with, interp.NewRandomInputs(in), opts)
			if err != nil {
				t.Fatal(err)
			}
			if r0.Status == interp.Violated && strings.HasPrefix(r0.Check.Comment, typedComment) {
				if c := r0.Check.Pos.String() + " " + r0.Check.Comment; !kept[c] {
					t.Fatalf("program %d, input %d: the dropped check %s fails\n%s", seed, in, c, src)
				}
				retyped++
				continue
			}
			e0, e1 := r0.Status.String(), r1.Status.String()
			if r0.Check != nil {
				e0 += " " + r0.Check.Pos.String()
			}
			if r1.Check != nil {
				e1 += " " + r1.Check.Pos.String()
			}
			if e0 != e1 {
				t.Errorf("program %d, input %d: without the analysis %s, with it %s\n%s", seed, in, e0, e1, src)
			}
		}
	}
	if dropped == 0 || retyped == 0 {
		t.Errorf("%d typed-access checks dropped, %d runs through a retyped pointer: the programs test nothing", dropped, retyped)
	}
	t.Logf("%d typed-access checks dropped, %d runs through a retyped pointer", dropped, retyped)
}
