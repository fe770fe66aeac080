package cfront

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// Floating point: float, double and long double values are bit patterns
// (program.KindFloat) and every operation on them as numbers is a
// program.FloatOp. The arithmetic operators and the conversions to floating
// types round in the program's rounding mode (program.RoundingModeExpr): a
// constant when the program never calls fesetround, else the global
// variable usesRounding creates. Constant operands are folded with
// program.FoldFloat, in the rounding mode when it is constant, and
// otherwise only when the result is exact.

// rm is the rounding mode operand of the program's float operations.
func (l *lowerer) rm() program.Expr { return l.p.RoundingModeExpr() }

// fold returns e folded when its operands are constants.
func (l *lowerer) fold(e *program.FloatOp) program.Expr {
	if c, ok := program.FoldFloat(e); ok {
		return c
	}
	return e
}

// floatOp builds and folds op.
func (l *lowerer) floatOp(op program.FloatOpKind, t *program.Type, args ...program.Expr) program.Expr {
	return l.fold(program.NewFloatOp(op, l.rm(), t, args...))
}

// floatConvert converts e to t when one of them is a floating type.
func (l *lowerer) floatConvert(e program.Expr, t *program.Type) program.Expr {
	r, ok := program.ConvertFloat(e, t, l.rm())
	if !ok {
		l.failAt(l.curPos(), false, "cannot convert %s to %s", e.Type(), t)
	}
	return l.foldAll(r)
}

// foldAll folds the FloatOps at the top of e (a conversion to Bool is
// !(x == 0)).
func (l *lowerer) foldAll(e program.Expr) program.Expr {
	switch x := e.(type) {
	case *program.FloatOp:
		return l.fold(x)
	case *program.Unary:
		if f, ok := x.X.(*program.FloatOp); ok {
			return l.not(l.fold(f))
		}
	}
	return e
}

// floatConst lowers a floating constant: its digits rounded to its type
// (double, float with f, long double with l) to nearest, as gcc does at
// compile time whatever the rounding mode.
func (l *lowerer) floatConst(x *cc.PrimaryExpression) program.Expr {
	text := x.Token.SrcStr()
	digits, t := text, l.ts.ints.Double
	lower := strings.ToLower(text)
	switch {
	case strings.HasSuffix(lower, "f") && !strings.HasPrefix(lower, "0x"),
		strings.HasSuffix(lower, "f") && strings.Contains(lower, "p"):
		digits, t = text[:len(text)-1], l.ts.ints.Float
	case strings.HasSuffix(lower, "l"):
		digits, t = text[:len(text)-1], l.ts.ints.LongDouble
	}
	if strings.ContainsAny(strings.ToLower(digits), "ijd") && !strings.HasPrefix(lower, "0x") ||
		strings.ContainsAny(strings.ToLower(digits), "ij") {
		l.failf(x, true, "unsupported: complex or decimal floating constant %s", text)
	}
	bits, err := softfloat.Parse(t.Float, digits)
	if err != nil {
		l.failf(x, true, "unsupported: floating constant %s", text)
	}
	return program.FloatConst(t, bits)
}

// floatArith lowers x op y when an operand has a floating type.
func (l *lowerer) floatArith(op program.BinaryOp, x, y program.Expr, at cc.Node) program.Expr {
	tx, ty := x.Type(), y.Type()
	switch op {
	case program.Add, program.Sub, program.Mul, program.Div:
	default:
		l.failf(at, false, "invalid operands of types %s and %s to %s", tx, ty, op)
	}
	if !tx.IsArithmetic() || !ty.IsArithmetic() {
		l.failf(at, false, "invalid operands of types %s and %s", tx, ty)
	}
	t := l.ts.ints.Usual(tx, ty)
	x, y = l.cast(x, t), l.cast(y, t)
	l.hook(&opEvent{Op: "float " + op.String(), X: x, Y: y, T: t, Pos: l.posOf(at), Node: at})
	r, err := program.FloatBinary(op, l.rm(), x, y)
	if err != nil {
		l.failf(at, false, "%v", err)
	}
	return l.foldAll(r)
}

// floatCompare lowers a comparison when an operand has a floating type.
func (l *lowerer) floatCompare(op program.BinaryOp, x, y program.Expr, at cc.Node) program.Expr {
	tx, ty := x.Type(), y.Type()
	if !tx.IsArithmetic() || !ty.IsArithmetic() {
		l.failf(at, false, "invalid comparison of %s and %s", tx, ty)
	}
	t := l.ts.ints.Usual(tx, ty)
	x, y = l.cast(x, t), l.cast(y, t)
	r, err := program.FloatBinary(op, l.rm(), x, y)
	if err != nil {
		l.failf(at, false, "%v", err)
	}
	return l.foldAll(r)
}

// usesRounding creates the rounding mode variable when the translation
// unit names fesetround: the mode is then program state, zero (to
// nearest) at the start.
func (l *lowerer) usesRounding() {
	found := false
	walk(l.ast.TranslationUnit, func(n cc.Node) bool {
		if p, ok := n.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionIdent && p.Token.SrcStr() == "fesetround" {
			found = true
		}
		return !found
	})
	if !found {
		return
	}
	v := &program.Var{Name: l.uniqueName("__rounding_mode"), Type: program.RoundingModeType, Global: true, CName: "__rounding_mode", Pos: program.Pos{File: l.file}}
	l.p.Globals = append(l.p.Globals, v)
	l.p.RoundingMode = v
	l.emit(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: &program.Zero{T: v.Type}}, v.Pos)
}

// floatArithChecks adds the --float-overflow-check and --nan-check checks
// of a floating + - * /: an infinite result from finite operands, a NaN
// from operands that are not NaN. Neither is undefined behaviour, so
// neither cuts paths.
func (l *lowerer) floatArithChecks(ev *opEvent) {
	if l.action(program.CheckFloatOverflow) == ignore && l.action(program.CheckNaN) == ignore {
		return
	}
	op := strings.TrimPrefix(ev.Op, "float ")
	bop := map[string]program.BinaryOp{"+": program.Add, "-": program.Sub, "*": program.Mul, "/": program.Div}[op]
	r, err := program.FloatBinary(bop, l.rm(), ev.X, ev.Y)
	if err != nil {
		return
	}
	r = l.foldAll(r)
	is := func(k program.FloatOpKind, x program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, nil, program.Bool, x))
	}
	if l.action(program.CheckFloatOverflow) != ignore {
		ok := l.or(l.or(is(program.FIsInf, ev.X), is(program.FIsInf, ev.Y)), l.not(is(program.FIsInf, r)))
		l.require(program.CheckFloatOverflow, ok, ev.Pos, "arithmetic overflow on floating-point "+op+" in "+ev.Text())
	}
	if l.action(program.CheckNaN) != ignore {
		ok := l.or(l.or(is(program.FIsNaN, ev.X), is(program.FIsNaN, ev.Y)), l.not(is(program.FIsNaN, r)))
		l.require(program.CheckNaN, ok, ev.Pos, "NaN on floating-point "+op+" in "+ev.Text())
	}
}

// floatConversionChecks checks a conversion from a float. To an integer
// type, a value out of range (after truncation) or a NaN is undefined
// behaviour: a check of kind conversion with --conversion-check, of kind
// overflow under --signed-overflow-check (SV-COMP's no-overflow), else cut
// with Options.CutUndefined like every undefined operation. To a narrower
// float type, --float-overflow-check checks for an infinity from a finite
// value.
func (l *lowerer) floatConversionChecks(ev *opEvent) {
	from, to := ev.X.Type(), ev.T
	if from.Kind != program.KindFloat {
		return
	}
	is := func(k program.FloatOpKind, x program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, nil, program.Bool, x))
	}
	switch {
	case to.Kind == program.KindInt:
		ok := l.fold(&program.FloatOp{Op: program.FToIntOK, Args: []program.Expr{ev.X}, T: program.Bool, Target: to})
		comment := fmt.Sprintf("arithmetic overflow on conversion from %s to %s in %s", from, to, ev.Text())
		c := l.opts.Checks
		switch {
		case c.Conversion:
			l.emitCheck(program.CheckConversion, ok, ev.Pos, comment)
		case c.SignedOverflow:
			l.emitCheck(program.CheckSignedOverflow, ok, ev.Pos, comment)
		case l.opts.CutUndefined:
			l.emitCut(ok, ev.Pos)
		}
	case to.Kind == program.KindFloat && to.Width < from.Width && l.action(program.CheckFloatOverflow) != ignore:
		r := l.floatConvert(ev.X, to)
		ok := l.or(is(program.FIsInf, ev.X), l.not(is(program.FIsInf, r)))
		l.require(program.CheckFloatOverflow, ok, ev.Pos, fmt.Sprintf("arithmetic overflow on conversion from %s to %s in %s", from, to, ev.Text()))
	}
}
