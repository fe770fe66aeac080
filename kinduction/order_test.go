package kinduction

import (
	"context"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

const bubbleSrc = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a[10]; int i, j, t;
  for (i = 0; i < 10; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 9; i++)
    for (j = 0; j < 9 - i; j++)
      if (a[j] > a[j + 1]) { t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
  return 0;
}`

func sourceSystem(t *testing.T, name, src string) *System {
	t.Helper()
	return sourceSystemWith(t, name, src, cfront.Options{})
}

// sourceSystemWith is sourceSystem under the front end's options opts.
func sourceSystemWith(t *testing.T, name, src string, opts cfront.Options) *System {
	t.Helper()
	sys, err := NewSystem(parseSourceWith(t, name, src, opts))
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// TestFilterQuantified: at the inner loop head of a bubble sort, the
// concrete runs keep the sort's invariants (the suffix sorted, the bubble
// at j above the cells before it) and drop a false atom (the whole array
// sorted), a trivial one (a cell compared with itself), one whose range
// is empty in every state, and one whose range lies within a kept one's
// with the same body (subsumed); strictness matters only for the last
// three.
func TestFilterQuantified(t *testing.T) {
	sys := sourceSystem(t, "bubble.c", bubbleSrc)
	inner := -1
	for c, head := range sys.Cuts {
		if c > 0 && len(sys.Nest.Nest(head)) == 2 {
			inner = c
		}
	}
	if inner < 0 {
		t.Fatal("no inner loop head")
	}
	vars := map[string]*program.Var{}
	for _, v := range sys.P.Locals {
		vars[strings.TrimPrefix(v.Name, "main::")] = v
	}
	it := vars["i"].Type
	k := indexVars(sys.P)(it)
	ref := func(name string) program.Expr { return &program.VarRef{Var: vars[name]} }
	num := func(n int64) program.Expr { return program.NewConstInt(it, n) }
	kr := &program.VarRef{Var: k}
	bin := func(op program.BinaryOp, x, y program.Expr, tp *program.Type) program.Expr {
		return &program.Binary{Op: op, X: x, Y: y, T: tp}
	}
	cell := func(i program.Expr) program.Expr { return &program.Index{X: ref("a"), Index: i} }
	le := func(x, y program.Expr) program.Expr { return bin(program.Le, x, y, program.Bool) }
	sorted := le(cell(kr), cell(bin(program.Add, kr, num(1), it)))
	suffix := bin(program.Sub, num(9), ref("i"), it)
	q := func(lo, hi, body program.Expr) *Quantified {
		return newQuantified(k, lo, program.Le, hi, program.Lt, body)
	}
	keepSuffix := q(suffix, num(9), sorted)
	keepBubble := q(num(0), ref("j"), le(cell(kr), cell(ref("j"))))
	falseAll := q(num(0), num(9), sorted)
	trivial := q(num(0), num(10), le(cell(kr), cell(kr)))
	empty := q(num(9), num(9), sorted)
	subsumed := q(bin(program.Add, suffix, num(1), it), num(9), sorted)
	cands := make([][]*Quantified, len(sys.Cuts))
	cands[inner] = []*Quantified{keepSuffix, keepBubble, falseAll, trivial, empty, subsumed}
	for _, strict := range []bool{false, true} {
		set := map[*Quantified]bool{}
		if strict {
			for _, c := range cands[inner] {
				set[c] = true
			}
		}
		got := filterQuantified(context.Background(), sys, cands, set, nil, nil, programConstants(sys.P), 6, 100000)[inner]
		want := []*Quantified{keepSuffix, keepBubble}
		if !strict {
			want = []*Quantified{keepSuffix, keepBubble, trivial, empty, subsumed}
		}
		var gotText, wantText []string
		for _, c := range got {
			gotText = append(gotText, c.String())
		}
		for _, c := range want {
			wantText = append(wantText, c.String())
		}
		if strings.Join(gotText, "\n") != strings.Join(wantText, "\n") {
			t.Errorf("strict %v: kept\n%s\nwant\n%s", strict, strings.Join(gotText, "\n"), strings.Join(wantText, "\n"))
		}
	}
}

// TestOrderCandidates: the order candidates of a bubble sort's inner
// loop head include the three atoms of its proof.
func TestOrderCandidates(t *testing.T) {
	sys := sourceSystem(t, "bubble.c", bubbleSrc)
	cands := orderCandidates(sys, indexVars(sys.P))
	var all []string
	for _, qs := range cands {
		for _, q := range qs {
			all = append(all, q.String())
		}
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{
		`\forall k. 9 - main::i <= k && k < 9 ==> main::a[k] <= main::a[k + 1]`,
		`\forall k. 0 <= k && k < main::j + 1 ==> main::a[k] <= main::a[main::j]`,
		`\forall k. 0 <= k && k < (9 - main::i) + 1 ==> (main::i == 0) || (main::a[k] <= main::a[(9 - main::i) + 1])`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no candidate %s", want)
		}
	}
}

// TestEvidenceFirst: at the cut to maxQuantified, the candidates whose
// range had cells in some state the runs looked at come first, each
// group in its order (an empty range tests nothing: a[k] == 0 for
// r <= k < p while r >= p holds of every array).
func TestEvidenceFirst(t *testing.T) {
	qs := make([]*Quantified, 5)
	for i := range qs {
		qs[i] = &Quantified{}
	}
	seen := map[*Quantified]bool{qs[1]: true, qs[3]: true}
	got := evidenceFirst(qs, seen)
	want := []*Quantified{qs[1], qs[3], qs[0], qs[2], qs[4]}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("position %d: got candidate %p, want %p", i, got[i], want[i])
		}
	}
}
