package refine

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Generalizer proves invariants at loop heads for the CEGAR loop (the
// engine gives one that runs kinduction's synthesis). Candidates maps
// each loop head to candidate atoms; the result maps loop heads to atoms
// proved to hold whenever control reaches them (the candidates that
// survived and whatever else the proof needed), nil when nothing was
// proved.
type Generalizer func(ctx context.Context, candidates map[*program.Loc][]program.Expr) map[*program.Loc][]program.Expr

// shifts finds predicates that are the same but for constants added to
// their terms (i + 1 < 8, i + 2 < 8): the sign that refinement unrolls a
// loop, one iteration per predicate.
type shifts struct {
	family map[string][]string // shape text -> member texts
	asked  map[string]bool
	loops  *symex.LoopNest
}

func newShifts(p *program.Program) *shifts {
	ln, _ := symex.FindLoops(p)
	return &shifts{family: map[string][]string{}, asked: map[string]bool{}, loops: ln}
}

// unshift returns e with every constant added to or subtracted from a
// term removed: ((i + 1) + 1) < 8 becomes i < 8.
func unshift(e program.Expr) program.Expr {
	switch e := e.(type) {
	case *program.Binary:
		x, y := unshift(e.X), unshift(e.Y)
		if e.Op == program.Add || e.Op == program.Sub {
			if _, ok := y.(*program.Const); ok {
				return x
			}
			if _, ok := x.(*program.Const); ok && e.Op == program.Add {
				return y
			}
		}
		return &program.Binary{Op: e.Op, X: x, Y: y, T: e.T}
	case *program.Cast:
		return &program.Cast{X: unshift(e.X), T: e.T}
	case *program.Unary:
		return &program.Unary{Op: e.Op, X: unshift(e.X)}
	}
	return e
}

// A shiftedFamily is a shape and the predicates of that shape.
type shiftedFamily struct {
	shape   *program.Binary
	members []string
}

// add records predicates and returns the families that gained a second
// member (or more) and were not returned before.
func (s *shifts) add(preds []program.Expr) []shiftedFamily {
	var out []shiftedFamily
	for _, pr := range preds {
		b, ok := pr.(*program.Binary)
		if !ok || b.Op < program.Lt || b.Op > program.Ge {
			continue
		}
		shape := unshift(b).(*program.Binary)
		key := program.ExprString(shape)
		text := program.ExprString(pr)
		fam := s.family[key]
		dup := false
		for _, m := range fam {
			dup = dup || m == text
		}
		if dup {
			continue
		}
		s.family[key] = append(fam, text)
		if len(s.family[key]) >= 2 && !s.asked[key] {
			s.asked[key] = true
			out = append(out, shiftedFamily{shape: shape, members: s.family[key]})
		}
	}
	return out
}

// candidates returns, for each loop whose body writes a variable of the
// family's shape, the shape's non-strict forms at the loop's head: the
// generalisation i <= 8 of i + k < 8 for the k refinement would
// otherwise enumerate.
func (s *shifts) candidates(f shiftedFamily) map[*program.Loc][]program.Expr {
	if s.loops == nil {
		return nil
	}
	vars := map[*program.Var]bool{}
	for _, v := range program.Vars(f.shape) {
		vars[v] = true
	}
	forms := []program.Expr{
		&program.Binary{Op: program.Le, X: f.shape.X, Y: f.shape.Y, T: program.Bool},
		&program.Binary{Op: program.Ge, X: f.shape.X, Y: f.shape.Y, T: program.Bool},
	}
	out := map[*program.Loc][]program.Expr{}
	for _, l := range s.loops.Loops {
		writes := false
		for loc := range l.Body {
			for _, ed := range loc.Out {
				switch st := ed.Stmt.(type) {
				case *program.Assign:
					for _, v := range program.Vars(st.LHS) {
						writes = writes || vars[v]
					}
				case *program.Havoc:
					for _, v := range program.Vars(st.LHS) {
						writes = writes || vars[v]
					}
				}
			}
		}
		if writes {
			out[l.Head] = forms
		}
	}
	return out
}

// generalize asks gen for invariants of the loops along which the new
// predicates are shifted, and adds the proved ones: the generalised
// candidates as predicates, everything proved as an assumption at its
// head. It returns how many predicates it added and says on progress
// what happened.
func (s *shifts) generalize(ctx context.Context, gen Generalizer, preds *predicateSet, added []program.Expr, assume map[*program.Loc][]program.Expr, progress func(string)) int {
	n := 0
	for _, f := range s.add(added) {
		cands := s.candidates(f)
		shape := program.ExprString(f.shape)
		if len(cands) == 0 {
			progress(fmt.Sprintf("predicates %s differ by constants (shape %s), along no loop: no generalisation", strings.Join(f.members, ", "), shape))
			continue
		}
		proved := gen(ctx, cands)
		var heads []*program.Loc
		for h := range proved {
			heads = append(heads, h)
		}
		sort.Slice(heads, func(i, j int) bool { return heads[i].ID < heads[j].ID })
		var got []string
		for _, h := range heads {
			want := map[string]bool{}
			for _, c := range cands[h] {
				want[program.ExprString(c)] = true
			}
			for _, a := range proved[h] {
				if want[program.ExprString(a)] {
					n += preds.addAtoms(a, nil) // proved invariants hold wherever they are tracked
					got = append(got, fmt.Sprintf("%s at %s", program.ExprString(a), h.Pos))
				}
			}
			assume[h] = append(assume[h], proved[h]...)
		}
		if len(got) == 0 {
			progress(fmt.Sprintf("predicates %s differ by constants (shape %s) along a loop; the invariant engine proved no generalisation: refinement goes on unrolling", strings.Join(f.members, ", "), shape))
			continue
		}
		progress(fmt.Sprintf("predicates %s differ by constants (shape %s) along a loop; the invariant engine proved %s (assumed there with %d other invariant atoms)", strings.Join(f.members, ", "), shape, strings.Join(got, ", "), countOthers(proved)-len(got)))
	}
	return n
}

func countOthers(m map[*program.Loc][]program.Expr) int {
	n := 0
	for _, as := range m {
		n += len(as)
	}
	return n
}
