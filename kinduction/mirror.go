package kinduction

import "github.com/satabs-go/satabs-go/program"

// mirrorTerm returns e when at is e - c (through casts) for the counter
// c, else nil: the loop writes the cell mirrored about e (b[n - 1 - i]).
func mirrorTerm(at program.Expr, c *program.Var) program.Expr {
	b, ok := stripCasts(at).(*program.Binary)
	if !ok || b.Op != program.Sub {
		return nil
	}
	if r, ok := stripCasts(b.Y).(*program.VarRef); !ok || r.Var != c {
		return nil
	}
	if program.Reads(b.X, c) {
		return nil
	}
	return b.X
}

// heldDef returns, when x is (through casts) a scalar that the loop body
// assigns exactly once, from a value that reads cells and no variable
// but counters of ctr and variables the loop does not write, that value
// (t = a[i] for x = t), else nil. It only proposes: a composed candidate
// (a[n - 1 - k] == b[k] from t = a[i] and b[k] == a[k]) is proved or
// dropped like any other.
func heldDef(body map[*program.Loc]bool, x program.Expr, ctr map[*program.Var]int) program.Expr {
	r, ok := stripCasts(x).(*program.VarRef)
	if !ok || !r.Var.Type.IsInteger() || ctr[r.Var] != 0 {
		return nil
	}
	var def program.Expr
	n := 0
	for l := range body {
		for _, ed := range l.Out {
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				if lr, ok := st.LHS.(*program.VarRef); ok && lr.Var == r.Var {
					def = st.RHS
					n++
				}
			case *program.Havoc:
				if lr, ok := st.LHS.(*program.VarRef); ok && lr.Var == r.Var {
					n += 2
				}
			}
		}
	}
	if n != 1 || !readsCells(def) {
		return nil
	}
	written := assignedVars(body)
	for _, v := range program.Vars(def) {
		if written[v] && ctr[v] == 0 && !isArrayVar(v) {
			return nil
		}
	}
	if !program.Identical(def.Type(), x.Type()) {
		def = &program.Cast{X: def, T: x.Type()}
	}
	return def
}

func isArrayVar(v *program.Var) bool { return v.Type.Kind == program.KindArray }

// cancelMirrors rewrites e - (e - x) to x (the same e, all of one type):
// a mirrored index composed with a mirrored one (b[n - 1 - (n - 1 - k)])
// is the cell itself, exactly, in modular arithmetic too.
func cancelMirrors(x program.Expr) program.Expr {
	return replace(x, func(y program.Expr) (program.Expr, bool) {
		b, ok := y.(*program.Binary)
		if !ok || b.Op != program.Sub {
			return nil, false
		}
		in, ok := b.Y.(*program.Binary)
		if !ok || in.Op != program.Sub || !program.Identical(b.T, in.T) || !program.Identical(in.Y.Type(), b.T) {
			return nil, false
		}
		if program.ExprString(b.X) != program.ExprString(in.X) {
			return nil, false
		}
		return cancelMirrors(in.Y), true
	})
}
