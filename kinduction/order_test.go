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
	cands, _ := orderCandidates(sys, indexVars(sys.P), nil)
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

const mergeSrc = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a[8], b[8], c[16]; int p, q, r;
  a[0] = __VERIFIER_nondet_int() & 255;
  for (p = 1; p < 8; p++) a[p] = a[p - 1] + (__VERIFIER_nondet_int() & 15);
  b[0] = __VERIFIER_nondet_int() & 255;
  for (p = 1; p < 8; p++) b[p] = b[p - 1] + (__VERIFIER_nondet_int() & 15);
  p = 0; q = 0; r = 0;
  while (p < 8 && q < 8) {
    if (a[p] <= b[q]) { c[r] = a[p]; p++; } else { c[r] = b[q]; q++; }
    r++;
  }
  while (p < 8) { c[r] = a[p]; p++; r++; }
  while (q < 8) { c[r] = b[q]; q++; r++; }
  for (r = 0; r < 15; r++) if (!(c[r] <= c[r + 1])) reach_error();
  return 0;
}`

// TestCopyCandidates: a merge compares only c with itself, but copies
// the cells of a and b into c. The sources are asked about order too
// (a[k] <= a[k + 1], which no comparison of the program states), and
// the merge's head gets the relation between the last cell written and
// the next cell of each source (c[r - 1] <= a[p] while p < 8), which
// c's order needs at the next write.
func TestCopyCandidates(t *testing.T) {
	sys := sourceSystem(t, "merge.c", mergeSrc)
	order, copies := orderCandidates(sys, indexVars(sys.P), nil)
	text := func(qss [][]*Quantified) string {
		var all []string
		for _, qs := range qss {
			for _, q := range qs {
				all = append(all, q.String())
			}
		}
		return strings.Join(all, "\n")
	}
	for _, want := range []string{
		`\forall k. 0 <= k && k < 7 ==> main::a[k] <= main::a[k + 1]`,
		`\forall k. 0 <= k && k < 7 ==> main::b[k] <= main::b[k + 1]`,
	} {
		if !strings.Contains(text(order), want) {
			t.Errorf("no order candidate %s", want)
		}
	}
	for _, want := range []string{
		`\forall k. main::p <= k && k < 8 ==> (main::r == 0) || ((k != main::p) || (main::c[main::r - 1] <= main::a[k]))`,
		`\forall k. main::q <= k && k < 8 ==> (main::r == 0) || ((k != main::q) || (main::c[main::r - 1] <= main::b[k]))`,
	} {
		if !strings.Contains(text(copies), want) {
			t.Errorf("no copy candidate %s\nhave\n%s", want, text(copies))
		}
	}
	// The relation of b's next cell stands at the head of the loop
	// that copies the rest of a too (cut 4, the second while): it must
	// hold there for the loop that copies the rest of b to start from.
	head := -1
	for c := 1; c < len(sys.Cuts); c++ {
		if sys.Cuts[c].Pos.Line == 14 {
			head = c
		}
	}
	if head < 0 {
		t.Fatalf("no loop head at line 14")
	}
	want := `\forall k. main::q <= k && k < 8 ==> (main::r == 0) || ((k != main::q) || (main::c[main::r - 1] <= main::b[k]))`
	if !strings.Contains(text(copies[head:head+1]), want) {
		t.Errorf("no copy candidate %s at the head of the rest of a\nhave\n%s", want, text(copies[head:head+1]))
	}
	// Each head has its own object (settled at its own head).
	seen := map[*Quantified]bool{}
	for _, qs := range copies {
		for _, q := range qs {
			if seen[q] {
				t.Errorf("%s stands at two heads as one object", q)
			}
			seen[q] = true
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

// TestIndexRelatedRanges: a segment's bounds are over variables related
// to an array the atom reads (they index it, or are compared with an
// index of it). In the merge, q indexes only b: no atom over a alone
// gets a range over q, and c gets no reference cell at p - 1 or q - 1
// (p and q index the sources, not c), while the ranges over p stay.
func TestIndexRelatedRanges(t *testing.T) {
	sys := sourceSystem(t, "merge.c", mergeSrc)
	live := liveIntegers(sys.P)
	kvar := indexVars(sys.P)
	overP := 0
	for _, qs := range quantCandidates(sys, live, kvar) {
		for _, q := range qs {
			body := program.ExprString(q.Body)
			bounds := program.ExprString(q.Lo) + " " + program.ExprString(q.Hi)
			if !strings.Contains(body, "main::a[") || strings.Contains(body, "main::b[") || strings.Contains(body, "main::c[") {
				continue
			}
			if strings.Contains(bounds, "main::q") {
				t.Errorf("%s: a range over q, which indexes only b", q)
			}
			if strings.Contains(bounds, "main::p") {
				overP++
			}
		}
	}
	if overP == 0 {
		t.Errorf("no atom over a with a range over its index p")
	}
	order, _ := orderCandidates(sys, kvar, live)
	for _, qs := range order {
		for _, q := range qs {
			if s := q.String(); strings.Contains(s, "main::c[main::p - 1]") || strings.Contains(s, "main::c[main::q - 1]") {
				t.Errorf("%s: a reference cell of c at a source's index", s)
			}
		}
	}
}
