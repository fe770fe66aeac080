package program

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

var binaryOpText = [...]string{
	Add: "+", Sub: "-", Mul: "*", Div: "/", Rem: "%", Shl: "<<", Shr: ">>",
	And: "&", Or: "|", Xor: "^", Eq: "==", Ne: "!=", Lt: "<", Le: "<=",
	Gt: ">", Ge: ">=", LAnd: "&&", LOr: "||",
	AddOverflow: "__overflow_add", SubOverflow: "__overflow_sub", MulOverflow: "__overflow_mul",
	SameObject: "__same_object",
}

func (op BinaryOp) String() string {
	if int(op) < len(binaryOpText) {
		return binaryOpText[op]
	}
	return fmt.Sprintf("binop%d", int(op))
}

func (op UnaryOp) String() string {
	switch op {
	case Neg:
		return "-"
	case BitNot:
		return "~"
	case LNot:
		return "!"
	}
	return fmt.Sprintf("unop%d", int(op))
}

// ExprString prints e in C syntax. Nested operators are parenthesised, so the
// text is unambiguous; constants of types other than int and Bool carry a
// cast.
func ExprString(e Expr) string {
	var b strings.Builder
	writeExpr(&b, e, false)
	return b.String()
}

// ConstString prints a constant: decimal, signed by its type.
func ConstString(c *Const) string {
	switch c.T.Kind {
	case KindBool:
		if c.Val != 0 {
			return "true"
		}
		return "false"
	case KindPointer:
		if c.Val == 0 {
			return "NULL"
		}
		return fmt.Sprintf("(%s)%d", c.T, c.Val)
	case KindFloat:
		return FloatLiteral(c.T, c.FloatBits())
	}
	var s string
	if c.T.Width > 64 {
		s = c.Big().String()
	} else if c.T.Signed {
		s = strconv.FormatInt(c.SignedValue(), 10)
	} else {
		s = strconv.FormatUint(c.Val, 10)
	}
	if c.T.Kind == KindInt && c.T.Signed && c.T.Width == 32 && c.T.Name == "int" {
		return s
	}
	return "(" + c.T.String() + ")" + s
}

func writeExpr(b *strings.Builder, e Expr, nested bool) {
	open := func() {
		if nested {
			b.WriteByte('(')
		}
	}
	closeP := func() {
		if nested {
			b.WriteByte(')')
		}
	}
	switch e := e.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Const:
		s := ConstString(e)
		if nested && strings.HasPrefix(s, "-") {
			s = "(" + s + ")"
		}
		b.WriteString(s)
	case *VarRef:
		b.WriteString(e.Var.Name)
	case *Zero:
		b.WriteString("(" + e.T.String() + "){0}")
	case *Unary:
		b.WriteString(e.Op.String())
		writeExpr(b, e.X, true)
	case *Binary:
		if e.Op.IsOverflow() || e.Op == SameObject {
			// Predicates print as calls: they are not C operators.
			b.WriteString(e.Op.String() + "(")
			writeExpr(b, e.X, false)
			b.WriteString(", ")
			writeExpr(b, e.Y, false)
			b.WriteByte(')')
			break
		}
		open()
		writeExpr(b, e.X, true)
		b.WriteString(" " + e.Op.String() + " ")
		writeExpr(b, e.Y, true)
		closeP()
	case *Cast:
		open()
		b.WriteString("(" + e.T.String() + ")")
		writeExpr(b, e.X, true)
		closeP()
	case *Ite:
		b.WriteByte('(')
		writeExpr(b, e.Cond, true)
		b.WriteString(" ? ")
		writeExpr(b, e.Then, true)
		b.WriteString(" : ")
		writeExpr(b, e.Else, true)
		b.WriteByte(')')
	case *Index:
		writeExpr(b, e.X, true)
		b.WriteByte('[')
		writeExpr(b, e.Index, false)
		b.WriteByte(']')
	case *Field:
		writeExpr(b, e.X, true)
		b.WriteString("." + e.X.Type().Fields[e.Field].Name)
	case *Deref:
		open()
		b.WriteByte('*')
		writeExpr(b, e.X, true)
		closeP()
	case *AddrOf:
		open()
		b.WriteByte('&')
		writeExpr(b, e.X, true)
		closeP()
	case *Valid:
		b.WriteString("__valid(")
		writeExpr(b, e.X, false)
		b.WriteByte(')')
	case *FloatOp:
		writeFloatOp(b, e, nested)
	default:
		fmt.Fprintf(b, "<%T>", e)
	}
}

// StmtString prints one statement.
func StmtString(s Stmt) string {
	switch s := s.(type) {
	case *Assign:
		return ExprString(s.LHS) + " = " + ExprString(s.RHS)
	case *Havoc:
		if s.Why != "" {
			return ExprString(s.LHS) + " = * /* " + s.Why + " */"
		}
		return ExprString(s.LHS) + " = *"
	case *Assume:
		return "[" + ExprString(s.Cond) + "]"
	case *Check:
		return fmt.Sprintf("check(%s) %s %q", ExprString(s.Cond), s.Check.ID, s.Check.Comment)
	case *Skip:
		return "skip"
	case *Dead:
		return "dead " + s.Var.Name
	case *Fill:
		if s.Rel != nil {
			return fmt.Sprintf("%s[%s] = %s for %s <= %s < %s where %s", ExprString(s.Array), s.Index.Name, ExprString(s.Val), ExprString(s.Lo), s.Index.Name, ExprString(s.Hi), ExprString(s.Rel))
		}
		return fmt.Sprintf("%s[%s] = %s for %s <= %s < %s", ExprString(s.Array), s.Index.Name, ExprString(s.Val), ExprString(s.Lo), s.Index.Name, ExprString(s.Hi))
	}
	return fmt.Sprintf("<%T>", s)
}

// Fprint writes the printed form of p: a header, the variables, then every
// location with its outgoing edges.
//
//	program ILP32
//	global int x
//	local int main::i
//	object 1 x
//	check main.assertion.1 assertion f.c:7 "x > 0"
//
//	L0 f.c:3 main
//	  -> L1 f.c:3  x = 0
func Fprint(w io.Writer, p *Program) {
	fmt.Fprintf(w, "program %s\n", p.Model.Name)
	for _, v := range p.Globals {
		fmt.Fprintf(w, "global %s %s\n", v.Type, v.Name)
	}
	for _, v := range p.Locals {
		fmt.Fprintf(w, "local %s %s\n", v.Type, v.Name)
	}
	for _, v := range p.Objects {
		fmt.Fprintf(w, "object %d %s\n", v.Object, v.Name)
	}
	for _, c := range p.Checks {
		fmt.Fprintf(w, "check %s %s %s %q\n", c.ID, c.Kind, c.Pos, c.Comment)
	}
	if p.RoundingMode != nil {
		fmt.Fprintf(w, "rounding mode %s\n", p.RoundingMode.Name)
	}
	if p.Entry != nil {
		fmt.Fprintf(w, "entry %s\n", p.Entry)
	}
	for _, l := range p.Locs {
		fmt.Fprintf(w, "\n%s %s", l, l.Pos)
		if l.Func != "" {
			fmt.Fprintf(w, " %s", l.Func)
		}
		if l.Label != "" {
			fmt.Fprintf(w, " (%s)", l.Label)
		}
		fmt.Fprintln(w)
		for _, e := range l.Out {
			fmt.Fprintf(w, "  -> %s %s  %s\n", e.To, e.Pos, StmtString(e.Stmt))
		}
	}
}

// String returns the printed form of p.
func (p *Program) String() string {
	var b strings.Builder
	Fprint(&b, p)
	return b.String()
}

var floatInfix = map[FloatOpKind]string{FAdd: "+", FSub: "-", FMul: "*", FDiv: "/", FEq: "==", FLt: "<", FLe: "<="}

// writeFloatOp prints a FloatOp: as C's operator or cast when it is one
// (arithmetic in the default rounding mode, comparisons, negation,
// conversions), else as a call with the rounding mode first and, for the
// operators whose result type the operands do not fix, the type in
// brackets: __fconvert[float](rm, x).
func writeFloatOp(b *strings.Builder, e *FloatOp, nested bool) {
	nearest := e.RM == nil
	if c, ok := e.RM.(*Const); ok && c.Val == NearestEvenRM.Val {
		nearest = true
	}
	if nested {
		b.WriteByte('(')
		defer b.WriteByte(')')
	}
	switch {
	case floatInfix[e.Op] != "" && nearest:
		writeExpr(b, e.Args[0], true)
		b.WriteString(" " + floatInfix[e.Op] + " ")
		writeExpr(b, e.Args[1], true)
		return
	case e.Op == FNeg:
		b.WriteByte('-')
		writeExpr(b, e.Args[0], true)
		return
	case (e.Op == FConvert && nearest) || e.Op == FToInt:
		b.WriteString("(" + e.T.String() + ")")
		writeExpr(b, e.Args[0], true)
		return
	}
	b.WriteString(e.Op.String())
	switch e.Op {
	case FConvert, FOfBits, FClassify:
		b.WriteString("[" + e.T.String() + "]")
	case FToIntOK:
		b.WriteString("[" + e.Target.String() + "]")
	}
	b.WriteByte('(')
	if e.RM != nil {
		writeExpr(b, e.RM, false)
		b.WriteString(", ")
	}
	for i, a := range e.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		writeExpr(b, a, false)
	}
	b.WriteByte(')')
}
