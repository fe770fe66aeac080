package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Tail calls of a function to itself.
//
// A call of f by f itself in tail position (nothing of the caller runs
// after it but its return: the last statement of the body, of a branch
// of a last if, "return f(...)", or followed only by "return;") is a
// jump: the arguments are evaluated, assigned to the parameters, and
// control goes back to the start of the body of the same inlined copy.
// The recursion becomes a loop, which the engines treat with their loop
// methods (invariants, acceleration, k-induction) instead of inlining
// it to a depth and proving a contract; a loop turned into a recursive
// function that passes its variables by pointer (SV-COMP's recursified
// tasks: void f(int *x, int *y) { if (*x < *n) { ...; f(x, y); } }) is
// the loop again.
//
// That is C's meaning only when nothing of the caller's activation
// outlives the call: the function takes no address (of a local or any
// other: & anywhere), declares no array (which decays into an address),
// has no variable-length array, alloca or variable arguments. Its
// locals are then values no one else can see, dead at the call, and the
// callee's fresh ones reuse the same variables: a declaration runs
// again in the next iteration. The check programs of contracts keep
// calls (the contract is the point there), and so does memory tracking
// (a leak is found at a function's exit, which a jump skips).

// tailCalls returns the calls of fd to itself in tail position, if fd's
// calls to itself may be jumps at all (tailSafe).
func (l *lowerer) tailCalls(fd *cc.FunctionDefinition) map[*cc.PostfixExpression]bool {
	if m, ok := l.tails[fd]; ok {
		return m
	}
	m := map[*cc.PostfixExpression]bool{}
	if l.tails == nil {
		l.tails = map[*cc.FunctionDefinition]map[*cc.PostfixExpression]bool{}
	}
	l.tails[fd] = m
	if !tailSafe(fd) {
		return m
	}
	name := fd.Declarator.Name()
	self := func(n cc.ExpressionNode) *cc.PostfixExpression {
		x, ok := unwrap(n).(*cc.PostfixExpression)
		if !ok || x.Case != cc.PostfixExpressionCall {
			return nil
		}
		if callee, _ := calleeName(x.PostfixExpression); callee != name {
			return nil
		}
		return x
	}
	var stmt func(s *cc.Statement)
	var block func(cs *cc.CompoundStatement)
	stmt = func(s *cc.Statement) {
		if s == nil {
			return
		}
		switch s.Case {
		case cc.StatementCompound:
			block(s.CompoundStatement)
		case cc.StatementLabeled:
			if ls := s.LabeledStatement; ls != nil && ls.Case == cc.LabeledStatementLabel {
				stmt(ls.Statement)
			}
		case cc.StatementExpr:
			if es := s.ExpressionStatement; es != nil && es.ExpressionList != nil {
				if x := self(es.ExpressionList); x != nil {
					m[x] = true
				}
			}
		case cc.StatementSelection:
			if ss := s.SelectionStatement; ss != nil && (ss.Case == cc.SelectionStatementIf || ss.Case == cc.SelectionStatementIfElse) {
				stmt(ss.Statement)
				stmt(ss.Statement2)
			}
		case cc.StatementJump:
			if js := s.JumpStatement; js != nil && js.Case == cc.JumpStatementReturn && js.ExpressionList != nil {
				if x := self(js.ExpressionList); x != nil {
					m[x] = true
				}
			}
		}
	}
	block = func(cs *cc.CompoundStatement) {
		if cs == nil {
			return
		}
		var items []*cc.BlockItem
		for bl := cs.BlockItemList; bl != nil; bl = bl.BlockItemList {
			items = append(items, bl.BlockItem)
		}
		// The last statement, before any "return;" and empty statements.
		for i := len(items) - 1; i >= 0; i-- {
			it := items[i]
			if it == nil || it.Case != cc.BlockItemStmt {
				return
			}
			if voidReturn(it.Statement) || emptyStmt(it.Statement) {
				continue
			}
			stmt(it.Statement)
			return
		}
	}
	block(fd.CompoundStatement)
	return m
}

// voidReturn says whether s is "return;".
func voidReturn(s *cc.Statement) bool {
	return s != nil && s.Case == cc.StatementJump && s.JumpStatement != nil &&
		s.JumpStatement.Case == cc.JumpStatementReturn && s.JumpStatement.ExpressionList == nil
}

// emptyStmt says whether s is ";".
func emptyStmt(s *cc.Statement) bool {
	return s != nil && s.Case == cc.StatementExpr && s.ExpressionStatement != nil && s.ExpressionStatement.ExpressionList == nil
}

// tailSafe says whether nothing of an activation of fd can outlive a
// call it makes in tail position: no address taken, no array declared,
// no alloca, no variable arguments or variable-length array parameter.
func tailSafe(fd *cc.FunctionDefinition) bool {
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	if ft == nil || ft.IsVariadic() || hasVLAParam(ft) {
		return false
	}
	safe := true
	walk(fd.CompoundStatement, func(n cc.Node) bool {
		switch x := n.(type) {
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionAddrof {
				safe = false
			}
		case *cc.Declarator:
			// An array of automatic storage; __func__ is static.
			if t := x.Type(); t != nil && t.Kind() == cc.Array && !x.IsStatic() && x.Name() != "__func__" {
				safe = false
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionCall {
				if name, _ := calleeName(x.PostfixExpression); name == "alloca" || name == "__builtin_alloca" {
					safe = false
				}
			}
		}
		return safe
	})
	return safe
}

// tailAllowed says whether this lowering turns tail calls into jumps.
func (l *lowerer) tailAllowed() bool {
	return !l.opts.CheckContract && !l.opts.Checks.Memtrack && !l.opts.Checks.Memcleanup
}

// tailJump lowers a call of fd in tail position of the frame fr of fd
// (tailCalls) as a jump to the start of fr's body: the arguments' values
// first, then the parameters. The value of "return f(...)" is never
// used (control does not come back here).
func (l *lowerer) tailJump(fr *frame, vals []program.Expr, want bool, at cc.Node) program.Expr {
	pos := l.posOf(at)
	temps := make([]program.Expr, len(fr.tailParams))
	for i, v := range fr.tailParams {
		if v == nil {
			continue
		}
		temps[i] = &program.VarRef{Var: l.newTemp(v.Type, pos)}
		if i < len(vals) {
			l.emit(&program.Assign{LHS: temps[i], RHS: l.conv(vals[i], v.Type, at)}, pos)
		} else {
			l.emit(&program.Havoc{LHS: temps[i], Why: "missing argument"}, pos)
		}
	}
	for i, v := range fr.tailParams {
		if v != nil {
			l.emit(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: temps[i]}, pos)
		}
	}
	l.jump(fr.start, pos)
	if want && fr.ret != nil {
		return &program.VarRef{Var: l.newTemp(fr.retType, pos)}
	}
	return nil
}
