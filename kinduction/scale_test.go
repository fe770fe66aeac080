package kinduction

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/internal/arrayprogs"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// scaleSystem parses src (with N defined as n) into a System.
func scaleSystem(t *testing.T, src string, n int) *System {
	t.Helper()
	src = fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N %d\n%s\n", n, src)
	return sourceSystemWith(t, "scale.c", src, cfront.Options{CutUndefined: true})
}

// TestScaleDown checks the scaled-down copy: which programs get one, the
// lengths of its arrays, and that it runs (random inputs) as the same
// program at the small size would: to its end, never to reach_error for
// a safe program, never out of bounds.
func TestScaleDown(t *testing.T) {
	merge := `int a[N], b[N], c[2 * N];
int main() {
  int x, y, z;
  for (z = 0; z < 2 * N; z++) c[z] = 0;
  a[0] = __VERIFIER_nondet_int() & 255;
  for (x = 1; x < N; x++) a[x] = a[x - 1] + (__VERIFIER_nondet_int() & 15);
  b[0] = __VERIFIER_nondet_int() & 255;
  for (x = 1; x < N; x++) b[x] = b[x - 1] + (__VERIFIER_nondet_int() & 15);
  x = 0; y = 0; z = 0;
  while (x < N && y < N) { if (a[x] <= b[y]) c[z++] = a[x++]; else c[z++] = b[y++]; }
  while (x < N) c[z++] = a[x++];
  while (y < N) c[z++] = b[y++];
  for (z = 0; z < 2 * N - 1; z++) if (c[z] > c[z + 1]) reach_error();
  return 0;
}`
	half := `int a[N];
int main() {
  int i, t;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N / 2; i++) { t = a[i]; a[i] = a[N - 1 - i]; a[N - 1 - i] = t; }
  for (i = 0; i < N / 2; i++) if (a[i] < a[N - 1 - i] && a[i] > a[N - 1 - i]) reach_error();
  return sizeof(a) == 4 * N ? 0 : 1;
}`
	for _, tc := range []struct {
		name, src string
		n         int
		lens      map[string]int64 // the scaled lengths; nil: no copy
	}{
		{"merge", merge, 1000000, map[string]int64{"a": 64, "b": 64, "c": 128}},
		{"merge-odd", merge, 100003, map[string]int64{"a": 64, "b": 64, "c": 128}},
		{"half", half, 1 << 20, map[string]int64{"a": 64}},
		{"half-4096", half, 4096, map[string]int64{"a": 64}},
		{"small", half, 255, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sys := scaleSystem(t, tc.src, tc.n)
			sc := scaleDown(sys)
			if tc.lens == nil {
				if sc != nil {
					t.Fatalf("a scaled copy of a program without large arrays")
				}
				return
			}
			if sc == nil {
				t.Fatalf("no scaled copy")
			}
			for _, v := range sc.p.Globals {
				if want, ok := tc.lens[v.Name]; ok && v.Type.Len != want {
					t.Errorf("%s: length %d, want %d", v.Name, v.Type.Len, want)
				}
			}
			for seed := int64(0); seed < 20; seed++ {
				res, err := interp.Run(sc.p, interp.NewRandomInputs(seed), interp.Options{MaxSteps: 1 << 20, NoTrace: true})
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != interp.Finished {
					t.Fatalf("seed %d: the scaled copy stopped with status %v at %v: %s", seed, res.Status, res.Loc, res.Reason)
				}
			}
		})
	}
}

// TestScaleInt checks the constants that move with the lengths: the
// multiples of the unit and their neighbours, negated too.
func TestScaleInt(t *testing.T) {
	sc := &scaling{unit: 250000, small: 16, slack: 8}
	for _, tc := range []struct {
		x, want int64
		ok      bool
	}{
		{1000000, 64, true}, {999999, 63, true}, {1000001, 65, true},
		{500000, 32, true}, {2000000, 128, true}, {1999999, 127, true},
		{4000000, 256, true}, {-1000000, -64, true}, {250000, 16, true},
		{1000009, 0, false}, {255, 0, false}, {0, 0, false}, {2147483647, 0, false},
		{333333, 0, false},
	} {
		got, ok := sc.scaleInt(tc.x)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("scaleInt(%d) = %d, %v; want %d, %v", tc.x, got, ok, tc.want, tc.ok)
		}
	}
	// Back from the copy: within a quarter unit of a multiple only.
	for _, tc := range []struct {
		y, want int64
		ok      bool
	}{
		{64, 1000000, true}, {63, 999999, true}, {128, 2000000, true}, {-64, -1000000, true},
		{32, 500000, true}, {8, 0, false}, {24, 0, false}, {0, 0, false}, {70, 0, false},
	} {
		got, ok := sc.unscaleInt(tc.y)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("unscaleInt(%d) = %d, %v; want %d, %v", tc.y, got, ok, tc.want, tc.ok)
		}
	}
}

// TestScaleQuantified checks that a candidate moves with the program:
// its bounds and cells over the copy's arrays and lengths.
func TestScaleQuantified(t *testing.T) {
	sys := scaleSystem(t, `int a[N];
int main() { int i; for (i = 0; i < N - 1; i++) if (a[i] > a[i + 1]) reach_error(); return 0; }`, 1000000)
	sc := scaleDown(sys)
	if sc == nil {
		t.Fatal("no scaled copy")
	}
	var a *program.Var
	for _, v := range sys.P.Globals {
		if v.Name == "a" {
			a = v
		}
	}
	kvar := indexVars(sys.P)
	k := kvar(program.IntType("int", 32, true))
	kr := &program.VarRef{Var: k}
	cell := func(i program.Expr) program.Expr { return &program.Index{X: &program.VarRef{Var: a}, Index: i} }
	one := program.NewConstInt(k.Type, 1)
	q := newQuantified(k, program.NewConstInt(k.Type, 0), program.Le, program.NewConstInt(k.Type, 999999), program.Lt,
		&program.Binary{Op: program.Le, X: cell(kr), Y: cell(&program.Binary{Op: program.Add, X: kr, Y: one, T: k.Type}), T: program.Bool})
	got := sc.quantified(q).String()
	if !strings.Contains(got, "k < 63 ") {
		t.Errorf("scaled %s to %s", q, got)
	}
	ok := false
	program.Walk(sc.quantified(q).Body, func(x program.Expr) bool {
		if r, isRef := x.(*program.VarRef); isRef && r.Var.Name == "a" {
			ok = r.Var.Type.Len == 64
		}
		return true
	})
	if !ok {
		t.Errorf("the scaled candidate does not read the copy's a[64]")
	}
}

// TestScaleDownDifferential compares the scaled-down copy of every
// program of internal/arrayprogs at N = 10^6 (both variants) with the
// same program text at N = 64 (the size macro changed, nothing else):
// on the same random inputs, the two runs end the same way after the
// same number of steps, a violation included.
func TestScaleDownDifferential(t *testing.T) {
	define := regexp.MustCompile(`(?m)^#define (\w+) 1000000$`)
	for _, f := range arrayprogs.Families() {
		for _, bug := range []bool{false, true} {
			big := arrayprogs.Program(f, 1000000, bug, 1)
			if !define.MatchString(big) {
				t.Fatalf("%s: no size macro", f.Name)
			}
			small := define.ReplaceAllString(big, "#define $1 64")
			parse := func(src string) *System {
				return sourceSystemWith(t, f.Name+".c", src, cfront.Options{CutUndefined: true})
			}
			sc := scaleDown(parse(big))
			if sc == nil {
				t.Errorf("%s: no scaled copy", arrayprogs.Name(f, 1000000, bug))
				continue
			}
			want := parse(small).P
			for seed := int64(0); seed < 3; seed++ {
				opts := interp.Options{MaxSteps: 1 << 20, NoTrace: true}
				r1, err1 := interp.Run(sc.p, interp.NewRandomInputs(seed), opts)
				r2, err2 := interp.Run(want, interp.NewRandomInputs(seed), opts)
				if (err1 == nil) != (err2 == nil) || r1 == nil || r2 == nil || r1.Status != r2.Status || r1.Steps != r2.Steps {
					t.Errorf("%s, seed %d: the scaled copy ran %v, %+v; the program at 64 %v, %+v", arrayprogs.Name(f, 1000000, bug), seed, err1, r1, err2, r2)
				}
			}
		}
	}
}
