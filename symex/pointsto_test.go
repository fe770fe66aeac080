package symex

import (
	"context"
	"flag"
	"fmt"
	"math/rand"

	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

var longPointsTo = flag.Bool("long-pointsto", false, "run the points-to differential test on 500 random programs and every listed example")

// derefSets returns, for every dereference in p (in edge order, each
// printed once), the objects the analysis lets it designate.
func derefSets(p *program.Program) map[string]string {
	a := analysePointsTo(p)
	out := map[string]string{}
	for _, ed := range p.Edges() {
		forEachDeref(ed.Stmt, func(d *program.Deref) {
			out[program.ExprString(d)] = a.setString(a.mayDesignate(d.X))
		})
	}
	return out
}

// TestPointsToSets checks the analysis on small programs: which objects
// each dereference may touch.
func TestPointsToSets(t *testing.T) {
	cases := []struct {
		name, src string
		want      map[string]string
	}{
		{"address of locals", `
int main(void) {
  int x, y, z, c = __VERIFIER_nondet_int();
  int *p = &x, *q = &z;
  if (c) p = &y;
  *p = 1; *q = 2;
  return x + y + z;
}`, map[string]string{"*main::p": "{main::x, main::y}", "*main::q": "{main::z}"}},
		{"pointer to pointer", `
int a, b;
int main(void) {
  int *p = &a, *r = &b;
  int **pp = &p;
  *pp = &b;
  return **pp + *r;
}`, map[string]string{"*main::pp": "{main::p}", "*(*main::pp)": "{a, b}", "*main::r": "{b}"}},
		{"arrays and arithmetic keep the object", `
char buf[8], other[8];
int main(void) {
  char *s = buf + 2;
  s++;
  *s = 'a';
  return other[1];
}`, map[string]string{"*main::s": "{buf}"}},
		{"through struct members and the heap", `
#include <stdlib.h>
struct node { struct node *next; int *data; };
int v, w;
int main(void) {
  struct node *n = malloc(sizeof *n);
  if (!n) return 0;
  n->next = 0;
  n->data = &v;
  return *n->data;
}`, map[string]string{"*main::n": "{$heap1}", "*(*main::n).data": "{*}"}},
		// calloc zeroes: no indeterminate pointer in the cell.
		{"zeroed heap", `
#include <stdlib.h>
struct node { struct node *next; int *data; };
int v, w;
int main(void) {
  struct node *n = calloc(1, sizeof *n);
  if (!n) return 0;
  n->data = &v;
  return *n->data;
}`, map[string]string{"*main::n": "{$heap1}", "*(*main::n).data": "{v}"}},
		{"an uninitialised pointer that may be read", `
int a, b;
int main(void) {
  int *p;
  if (__VERIFIER_nondet_int()) p = &a;
  return *p;
}`, map[string]string{"*main::p": "{*}"}},
		{"a struct initialised member by member", `
int a, b;
struct pair { int *x, *y; };
int main(void) {
  struct pair s;
  s.x = &a;
  s.y = &b;
  return *s.x;
}`, map[string]string{"*main::s.x": "{*}"}},
		{"inputs designate anything", `
extern int *__VERIFIER_nondet_pointer(void);
int a, b;
int main(void) {
  int *p = __VERIFIER_nondet_pointer();
  int *q = &a;
  return *p + *q + b;
}`, map[string]string{"*main::p": "{*}", "*main::q": "{a}"}},
		{"an uninitialised pointer written before any read", `
int a, b;
int main(void) {
  int *p;
  int *q = &b;
  p = &a;
  return *p + *q;
}`, map[string]string{"*main::p": "{a}", "*main::q": "{b}"}},
		{"function parameters after inlining", `
int g1, g2;
static int get(int *p) { return *p; }
int main(void) {
  int x = get(&g1);
  return x;
}`, map[string]string{"*get::p": "{g1}"}},
	}
	for _, c := range cases {
		p, err := cfront.ParseSource(c.name+".c", []byte(c.src), cfront.Options{HeapPool: 1})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := derefSets(p)
		for x, want := range c.want {
			if got[x] != want {
				t.Errorf("%s: %s may designate %s, want %s (all: %v)", c.name, x, got[x], want, got)
			}
		}
	}
}

// checkVerdicts returns, for each check of p in the formula of p unrolled
// unwind times, whether its violation is satisfiable, with the points-to
// narrowing on or off.
func checkVerdicts(t *testing.T, p *program.Program, unwind int, narrow bool) map[string]bool {
	t.Helper()
	old := UsePointsTo
	UsePointsTo = narrow
	defer func() { UsePointsTo = old }()
	b := bitvec.New()
	e := NewEncoder(p, b)
	if _, err := Unroll(context.Background(), p, e, UnrollOptions{Unwind: unwind}); err != nil {
		t.Fatalf("unroll: %v", err)
	}
	g := gini.New()
	roots := append([]z.Lit(nil), e.Axioms...)
	for _, c := range e.Checks {
		roots = append(roots, e.Violation(c))
	}
	b.AddCnf(g, roots...)
	for _, ax := range e.Axioms {
		g.Add(ax)
		g.Add(0)
	}
	out := map[string]bool{}
	for _, c := range e.Checks {
		key := c.Check.ID
		if out[key] {
			continue
		}
		r, err := bitvec.SolveAssuming(context.Background(), g, e.Violation(c))
		if err != nil {
			t.Fatal(err)
		}
		out[key] = r == 1
	}
	return out
}

// TestPointsToNarrowingDifferential compares, on random programs with
// pointers and on example programs, which checks the unrolled program
// can violate with the case split narrowed by the points-to analysis and
// with the full one over every object: the answers must agree.
func TestPointsToNarrowingDifferential(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 5
	}
	if *longPointsTo {
		n = 500
	}
	rng := rand.New(rand.NewSource(24))
	for i := 0; i < n; i++ {
		src := randomPointerProgram(rng)
		opts := cfront.Options{Checks: cfront.Checks{Pointer: true, Bounds: true}, HeapPool: 2}
		p, err := cfront.ParseSource(fmt.Sprintf("rand%d.c", i), []byte(src), opts)
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, src)
		}
		compareNarrowing(t, fmt.Sprintf("random program %d", i), p, 1, src)
	}
	examples := []string{"realc/fields_true.c", "realc/drv_ops_false.c", "realc/readcmd_false.c", "heap/sll_circular.c", "heap/dll_sentinel.c", "heap/sll_null_deref_bug.c"}
	if !*longPointsTo {
		examples = examples[:2]
	}
	for _, f := range examples {
		path := filepath.Join("..", "examples", f)
		opts := cfront.Options{Checks: cfront.Checks{Pointer: true, Bounds: true}}
		p, err := cfront.Parse(path, opts)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		q, err := MakeReducible(p)
		if err != nil {
			t.Fatal(err)
		}
		compareNarrowing(t, f, q, 2, "")
	}
}

func compareNarrowing(t *testing.T, name string, p *program.Program, unwind int, src string) {
	t.Helper()
	full := checkVerdicts(t, p, unwind, false)
	narrow := checkVerdicts(t, p, unwind, true)
	var ids []string
	for id := range full {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if full[id] != narrow[id] {
			t.Errorf("%s: check %s violable %v with every object, %v narrowed\n%s", name, id, full[id], narrow[id], src)
		}
	}
	if len(full) != len(narrow) {
		t.Errorf("%s: %d checks in the full formula, %d narrowed", name, len(full), len(narrow))
	}
}

// randomPointerProgram writes a loop-free C program over a few integers,
// an array, a struct with pointer members and heap cells, that moves
// pointers around (addresses, copies, conditionals, pointers to
// pointers, members, arithmetic inside the array, an uninitialised
// pointer) and reads and writes through them, with assertions over the
// values.
func randomPointerProgram(rng *rand.Rand) string {
	var sb strings.Builder
	sb.WriteString(`#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned, const char *);
#define assert(c) ((c) ? (void)0 : __assert_fail("", "", 0, ""))
struct s { int *f; int g; struct s *next; };
int x, y, z, arr[4];
struct s s1, s2;
int main(void) {
  int u = 0, v = 1;
  int *p = &x, *q = &y, *r = &arr[0], *t;
  int **pp = &p;
  struct s *sp = &s1;
  struct s *h = malloc(sizeof *h);
  if (!h) return 0;
  h->f = &z; h->g = 0; h->next = &s2;
  s1.f = &u; s2.f = &v; s1.next = &s2; s2.next = h;
`)
	ptrs := []string{"p", "q", "r", "t"}
	ints := []string{"x", "y", "z", "u", "v", "arr[1]", "s1.g", "h->g"}
	addrs := []string{"&x", "&y", "&z", "&u", "&v", "&arr[2]", "&s1.g", "&h->g", "0"}
	cond := func() string {
		if rng.Intn(2) == 0 {
			return "__VERIFIER_nondet_int()"
		}
		return fmt.Sprintf("%s > %d", ints[rng.Intn(len(ints))], rng.Intn(3))
	}
	stmt := func() string {
		p := ptrs[rng.Intn(len(ptrs))]
		switch rng.Intn(14) {
		case 0:
			return fmt.Sprintf("%s = %s;", p, addrs[rng.Intn(len(addrs))])
		case 1:
			return fmt.Sprintf("%s = %s;", p, ptrs[rng.Intn(len(ptrs))])
		case 2:
			return fmt.Sprintf("%s = %s ? %s : %s;", p, cond(), addrs[rng.Intn(len(addrs))], addrs[rng.Intn(len(addrs))])
		case 3:
			return fmt.Sprintf("if (%s) *%s = %d;", p, p, rng.Intn(5))
		case 4:
			return fmt.Sprintf("if (%s) %s = *%s + 1;", p, ints[rng.Intn(len(ints))], p)
		case 5:
			return fmt.Sprintf("pp = &%s;", p)
		case 6:
			return fmt.Sprintf("*pp = %s;", addrs[rng.Intn(len(addrs)-1)])
		case 7:
			return fmt.Sprintf("%s = *pp;", p)
		case 8:
			return fmt.Sprintf("sp = %s;", []string{"&s1", "&s2", "h", "sp->next"}[rng.Intn(4)])
		case 9:
			return fmt.Sprintf("if (sp) sp->f = %s;", p)
		case 10:
			return fmt.Sprintf("if (sp) %s = sp->f;", p)
		case 11:
			return fmt.Sprintf("r = &arr[%d]; r += %d;", rng.Intn(4), rng.Intn(2))
		case 12:
			return fmt.Sprintf("%s = %s;", ints[rng.Intn(len(ints))], cond())
		}
		return fmt.Sprintf("assert(%s != %d);", ints[rng.Intn(len(ints))], rng.Intn(4))
	}
	for k := 3 + rng.Intn(10); k > 0; k-- {
		if rng.Intn(4) == 0 {
			fmt.Fprintf(&sb, "  if (%s) { %s } else { %s }\n", cond(), stmt(), stmt())
		} else {
			fmt.Fprintf(&sb, "  %s\n", stmt())
		}
	}
	fmt.Fprintf(&sb, "  if (%s) *%s = 3;\n  assert(*%s != 2);\n  return 0;\n}\n", ptrs[0], ptrs[0], ptrs[1])
	return sb.String()
}

// TestPointsToCacheSeesChanges: an analysis is reused while the program
// is unchanged and redone when a statement is added or replaced, so that
// no encoder narrows with the sets of an older program.
func TestPointsToCacheSeesChanges(t *testing.T) {
	p, err := cfront.ParseSource("c.c", []byte(`
int a, b;
int main(void) {
  int *p = &a, *q = &b;
  return *p + *q;
}`), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	first := pointsToOf(p)
	if pointsToOf(p) != first {
		t.Fatal("the analysis of an unchanged program is not reused")
	}
	var pv, bv *program.Var
	for _, v := range p.Locals {
		if v.CName == "p" {
			pv = v
		}
	}
	for _, v := range p.Globals {
		if v.Name == "b" {
			bv = v
		}
	}
	// Replace the return by a store of &b into p.
	var ret *program.Edge
	for _, ed := range p.Edges() {
		found := false
		forEachDeref(ed.Stmt, func(*program.Deref) { found = true })
		if found {
			ret = ed
		}
	}
	if ret == nil || pv == nil || bv == nil {
		t.Fatal("program shape changed")
	}
	deref := &program.Deref{X: &program.VarRef{Var: pv}}
	old := ret.Stmt
	ret.Stmt = &program.Assign{LHS: &program.VarRef{Var: pv}, RHS: &program.AddrOf{X: &program.VarRef{Var: bv}, T: pv.Type}}
	second := pointsToOf(p)
	if second == first {
		t.Fatal("the analysis of a changed program is reused")
	}
	if got := second.setString(second.mayDesignate(deref.X)); got != "{a, b}" {
		t.Errorf("after the change *p may designate %s, want {a, b}", got)
	}
	ret.Stmt = old
}
