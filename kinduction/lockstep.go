package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
)

// lockstepValue returns the value a write at the counter idx stores,
// with every other counter of the loop that moves in step with idx
// written as the index: a[i] = c with c = c + 1 beside i = i + 1, both
// entering with constants c0 and i0, stores k + (c0 - i0) at cell k (the
// difference of two counters that move by the same unit stays what it
// was on entry). nil when the value reads no such counter, or a counter
// whose entry value is no constant, or of another type than idx. A
// candidate only: a counter that a branch skips moves out of step, and
// the atom is refuted by the runs or by Houdini.
func lockstepValue(head *program.Loc, body map[*program.Loc]bool, rhs program.Expr, idx, k *program.Var, ctr map[*program.Var]int) program.Expr {
	var others []*program.Var
	for _, v := range program.Vars(rhs) {
		if v != idx && ctr[v] != 0 {
			others = append(others, v)
		}
	}
	if len(others) == 0 {
		return nil
	}
	i0, ok := entryValue(head, body, idx)
	if !ok || !idx.Type.IsInteger() || idx.Type.Width > 64 {
		return nil
	}
	out := rhs
	for _, c := range others {
		if ctr[c] != ctr[idx] || !program.Identical(c.Type, idx.Type) {
			return nil
		}
		c0, ok := entryValue(head, body, c)
		if !ok {
			return nil
		}
		var at program.Expr = &program.VarRef{Var: k}
		if c0.Val != i0.Val {
			at = &program.Binary{Op: program.Add, X: at, Y: program.NewConst(idx.Type, c0.Val-i0.Val), T: idx.Type}
		}
		out = substExpr(out, c, at)
	}
	return substVar(out, idx, k)
}
