package refine

import (
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// wpEdge returns the weakest precondition of phi over edge e, as far as
// predicate discovery needs it: assignments substitute, conditions are
// ignored (they only restrict the path), and a havoc of something phi reads
// ends the computation (nil).
func wpEdge(p *program.Program, e *program.Edge, phi program.Expr) program.Expr {
	switch st := e.Stmt.(type) {
	case *program.Assign:
		return substitute(p, phi, st.LHS, st.RHS)
	case *program.Havoc:
		if mentionsLvalue(p, phi, st.LHS) {
			return nil
		}
	}
	return phi
}

// mentionsLvalue reports whether phi may read what lv designates.
func mentionsLvalue(p *program.Program, phi, lv program.Expr) bool {
	root, viaPtr := lvalueRoot(lv)
	found := false
	program.Walk(phi, func(x program.Expr) bool {
		switch x := x.(type) {
		case *program.VarRef:
			if viaPtr && x.Var.Object != 0 || x.Var == root {
				found = true
			}
		case *program.Deref:
			found = true
		}
		return !found
	})
	return found
}

func lvalueRoot(lv program.Expr) (*program.Var, bool) {
	for {
		switch x := lv.(type) {
		case *program.VarRef:
			return x.Var, false
		case *program.Index:
			lv = x.X
		case *program.Field:
			lv = x.X
		default:
			return nil, true
		}
	}
}

// substitute returns phi[lhs := rhs]: phi evaluated before the assignment
// means the same as the original after it. Array elements and pointers
// become case distinctions (ite). It returns nil when phi reads lhs in a
// way the substitution cannot express.
func substitute(p *program.Program, phi, lhs, rhs program.Expr) program.Expr {
	ok := true
	var rewrite func(x program.Expr) program.Expr
	rewrite = func(x program.Expr) program.Expr {
		if !ok {
			return x
		}
		switch lv := lhs.(type) {
		case *program.VarRef:
			if r, is := x.(*program.VarRef); is && r.Var == lv.Var {
				return rhs
			}
		case *program.Index:
			if ix, is := x.(*program.Index); is && program.ExprString(ix.X) == program.ExprString(lv.X) {
				j := rewrite(ix.Index)
				same := &program.Binary{Op: program.Eq, X: castTo(lv.Index, j.Type()), Y: j, T: program.Bool}
				return &program.Ite{Cond: same, Then: rhs, Else: &program.Index{X: ix.X, Index: j}}
			}
			if program.ExprString(x) == program.ExprString(lv.X) {
				ok = false // the whole array is read
				return x
			}
		case *program.Field:
			if f, is := x.(*program.Field); is && program.ExprString(f.X) == program.ExprString(lv.X) {
				if f.Field == lv.Field && lv.X.Type().Kind == program.KindStruct {
					return rhs
				}
				if lv.X.Type().Kind == program.KindUnion {
					ok = false
				}
				return x
			}
			if program.ExprString(x) == program.ExprString(lv.X) {
				ok = false
				return x
			}
		case *program.Deref:
			switch y := x.(type) {
			case *program.Deref:
				if program.Identical(y.Type(), lhs.Type()) {
					q := rewrite(y.X)
					same := &program.Binary{Op: program.Eq, X: lv.X, Y: q, T: program.Bool}
					return &program.Ite{Cond: same, Then: rhs, Else: &program.Deref{X: q}}
				}
				ok = false
				return x
			case *program.VarRef:
				if y.Var.Object != 0 {
					if !program.Identical(y.Type(), lhs.Type()) {
						if len(program.Subobjects(y.Type(), lhs.Type())) > 0 {
							ok = false
						}
						return x
					}
					addr := &program.AddrOf{X: y, T: lv.X.Type()}
					same := &program.Binary{Op: program.Eq, X: lv.X, Y: addr, T: program.Bool}
					return &program.Ite{Cond: same, Then: rhs, Else: y}
				}
			}
		}
		return rebuild(x, rewrite)
	}
	out := rewrite(phi)
	if !ok {
		return nil
	}
	return simplify(out)
}

func castTo(e program.Expr, t *program.Type) program.Expr {
	if program.Identical(e.Type(), t) {
		return e
	}
	return &program.Cast{X: e, T: t}
}

// rebuild applies f to the children of x and returns x with them.
func rebuild(x program.Expr, f func(program.Expr) program.Expr) program.Expr {
	switch x := x.(type) {
	case *program.Unary:
		return &program.Unary{Op: x.Op, X: f(x.X)}
	case *program.Binary:
		return &program.Binary{Op: x.Op, X: f(x.X), Y: f(x.Y), T: x.T}
	case *program.Cast:
		return &program.Cast{X: f(x.X), T: x.T}
	case *program.Ite:
		return &program.Ite{Cond: f(x.Cond), Then: f(x.Then), Else: f(x.Else)}
	case *program.Index:
		return &program.Index{X: f(x.X), Index: f(x.Index)}
	case *program.Field:
		return &program.Field{X: f(x.X), Field: x.Field}
	case *program.Deref:
		return &program.Deref{X: f(x.X)}
	case *program.AddrOf:
		return &program.AddrOf{X: f(x.X), T: x.T}
	}
	return x
}

// simplify folds constant subexpressions and trivial ites, so that
// predicates from weakest preconditions stay readable and do not repeat.
func simplify(x program.Expr) program.Expr {
	x = rebuild(x, simplify)
	switch y := x.(type) {
	case *program.Ite:
		if c, ok := y.Cond.(*program.Const); ok {
			if c.Val != 0 {
				return y.Then
			}
			return y.Else
		}
		if program.ExprString(y.Then) == program.ExprString(y.Else) {
			return y.Then
		}
	case *program.Binary:
		if y.Op == program.Eq && program.ExprString(y.X) == program.ExprString(y.Y) {
			return program.True
		}
		if r := reassociate(y); r != nil {
			return r
		}
	}
	if isConstant(x) && x.Type().IsInteger() {
		v, err := interp.NewState(nil).Eval(x)
		if err == nil {
			return program.NewConst(x.Type(), v.Bits)
		}
	}
	return x
}

func isConstant(x program.Expr) bool {
	if _, ok := x.(*program.Const); ok {
		return false // already folded
	}
	constant := true
	program.Walk(x, func(y program.Expr) bool {
		switch y.(type) {
		case *program.VarRef, *program.Deref, *program.AddrOf, *program.Zero, *program.Index, *program.Field:
			constant = false
		}
		return constant
	})
	return constant
}

// atoms splits a Bool expression at its Boolean connectives into the
// expressions that become predicates. Constants are dropped.
func atoms(x program.Expr) []program.Expr {
	switch y := x.(type) {
	case *program.Const:
		return nil
	case *program.Unary:
		if y.Op == program.LNot {
			return atoms(y.X)
		}
	case *program.Binary:
		if y.Op.IsLogical() {
			return append(atoms(y.X), atoms(y.Y)...)
		}
	case *program.Ite:
		if y.Type().Kind == program.KindBool {
			return append(atoms(y.Cond), append(atoms(y.Then), atoms(y.Else)...)...)
		}
	}
	return []program.Expr{x}
}

// reassociate folds (x ± c1) ± c2 into x ± c: addition is associative in
// two's complement, so this holds for every value, overflow included.
// (Moving a constant across a comparison would not be: x + 1 < 10 and
// x < 9 differ at the largest x.)
func reassociate(y *program.Binary) program.Expr {
	if y.Op != program.Add && y.Op != program.Sub || y.T.Kind != program.KindInt {
		return nil
	}
	c2, ok := y.Y.(*program.Const)
	if !ok {
		return nil
	}
	inner, ok := y.X.(*program.Binary)
	if !ok || inner.Op != program.Add && inner.Op != program.Sub || !program.Identical(inner.T, y.T) {
		return nil
	}
	c1, ok := inner.Y.(*program.Const)
	if !ok {
		return nil
	}
	// value = x + s1*c1 + s2*c2, all modulo 2^width
	v := c1.Val
	if inner.Op == program.Sub {
		v = -v
	}
	if y.Op == program.Add {
		v += c2.Val
	} else {
		v -= c2.Val
	}
	v &= y.T.Mask()
	op := program.Add
	if y.T.Signed && program.SignExtend(v, y.T) < 0 {
		op, v = program.Sub, (-v)&y.T.Mask()
	}
	if v == 0 {
		return inner.X
	}
	return &program.Binary{Op: op, X: inner.X, Y: program.NewConst(y.T, v), T: y.T}
}
