package cfront

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Sequencing: an operand lowered to a pure expression is evaluated where it
// is used, after the side effects of the operands that follow it. When those
// side effects may change what the expression reads, its value is saved in a
// temporary first. writeSet over-approximates what the side effects of an
// expression may write.

type writeSet struct {
	all  bool // a call: globals, variables whose address is taken, memory
	mem  bool // a write through a pointer
	vars map[*program.Var]bool
}

// writes computes the write set of the side effects of n.
func (l *lowerer) writes(n cc.Node) *writeSet {
	w := &writeSet{vars: map[*program.Var]bool{}}
	walk(n, func(n cc.Node) bool {
		if w.all {
			return false
		}
		switch x := n.(type) {
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				l.lhsWrite(x.UnaryExpression, w)
			}
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
				l.lhsWrite(x.PostfixExpression, w)
			case cc.PostfixExpressionCall:
				name, _ := calleeName(x.PostfixExpression)
				if !pureBuiltin(name) {
					w.all = true
				}
			}
		case *cc.UnaryExpression:
			switch x.Case {
			case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
				l.lhsWrite(x.UnaryExpression, w)
			case cc.UnaryExpressionSizeofExpr, cc.UnaryExpressionSizeofType, cc.UnaryExpressionAlignofExpr, cc.UnaryExpressionAlignofType:
				return false
			}
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionStmt {
				w.all = true
			}
		}
		return true
	})
	return w
}

// pureBuiltin reports whether calls of name write no program variable.
func pureBuiltin(name string) bool {
	switch name {
	case "__VERIFIER_assume", "__builtin_expect", "__builtin_expect_with_probability", "__builtin_constant_p",
		"__ccgo__types_compatible_p", "reach_error", "__VERIFIER_error", "abort", "exit", "_exit", "_Exit", "__assert_fail":
		return true
	}
	return strings.HasPrefix(name, "__VERIFIER_nondet_")
}

// lhsWrite adds what an assignment to the lvalue n writes.
func (l *lowerer) lhsWrite(n cc.ExpressionNode, w *writeSet) {
	for {
		n = unwrap(n)
		switch x := n.(type) {
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionIdent {
				if d, ok := x.ResolvedTo().(*cc.Declarator); ok {
					if v := l.lookupVar(d); v != nil {
						w.vars[v] = true
						return
					}
				}
			}
			w.all = true
			return
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionSelect:
				n = x.PostfixExpression
				continue
			case cc.PostfixExpressionIndex:
				if t := x.PostfixExpression.Type(); t != nil && t.Undecay().Kind() == cc.Array {
					n = x.PostfixExpression
					continue
				}
			}
		}
		w.mem = true
		return
	}
}

// lookupVar finds the variable of a declarator without failing.
func (l *lowerer) lookupVar(d *cc.Declarator) *program.Var {
	if l.fn != nil {
		if v := l.fn.vars[d]; v != nil {
			return v
		}
	}
	if v := l.statics[d]; v != nil {
		return v
	}
	if l.isGlobalDecl(d) {
		return l.globals[d.Name()]
	}
	return nil
}

// aliased reports whether v may be written through a pointer or by a
// called function.
func (l *lowerer) aliased(v *program.Var) bool {
	return v.Global || v.Object != 0 || l.mayAlias[v]
}

// conflicts reports whether writes in w may change the value of e.
func (l *lowerer) conflicts(e program.Expr, w *writeSet) bool {
	found := false
	program.Walk(e, func(x program.Expr) bool {
		if found {
			return false
		}
		switch y := x.(type) {
		case *program.VarRef:
			v := y.Var
			if v.Temp && !v.Global {
				return true
			}
			if w.vars[v] || (w.all || w.mem) && l.aliased(v) {
				found = true
			}
		case *program.Deref:
			if w.all || w.mem {
				found = true
			}
			for v := range w.vars {
				if l.aliased(v) {
					found = true
				}
			}
		case *program.AddrOf:
			// An address does not read the object.
			program.Walk(y.X, func(z program.Expr) bool {
				switch z := z.(type) {
				case *program.Index:
					if l.conflicts(z.Index, w) {
						found = true
					}
				case *program.Deref:
					if l.conflicts(z.X, w) {
						found = true
					}
					return false
				}
				return true
			})
			return false
		}
		return true
	})
	return found
}

// mayChange reports whether the side effects of n may change the value of
// the already lowered e.
func (l *lowerer) mayChange(e program.Expr, n cc.Node) bool {
	if stable(e) || !hasSE(n) {
		return false
	}
	return l.conflicts(e, l.writes(n))
}

func (l *lowerer) mayChangeAny(e program.Expr, ns []cc.ExpressionNode) bool {
	for _, n := range ns {
		if l.mayChange(e, n) {
			return true
		}
	}
	return false
}
