package program

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/satabs-go/satabs-go/softfloat"
)

// ParseExpr reads a C expression over p's variables, as a user writes a
// predicate: variables by their program names (main::i, as --show-program
// prints them) or by their plain C names when only one variable has that
// name; integer constants with C's suffixes; the unary, binary, relational,
// logical and conditional operators; indexing, member access, *, & and casts
// to integer types. C's integer promotions and usual arithmetic conversions
// are applied, and the result is converted to Bool (!= 0) when boolean is
// set.
func ParseExpr(p *Program, text string, boolean bool) (Expr, error) {
	ps := &exprParser{p: p, ints: NewIntTypes(p.Model), text: text}
	ps.next()
	e, err := ps.conditional()
	if err != nil {
		return nil, err
	}
	if ps.tok != "" {
		return nil, ps.errorf("unexpected %q", ps.tok)
	}
	if boolean {
		return ps.toBool(e)
	}
	return e, nil
}

type exprParser struct {
	p    *Program
	ints *IntTypes
	text string
	pos  int
	tok  string // current token; "" at the end
}

func (ps *exprParser) errorf(format string, args ...any) error {
	return fmt.Errorf("in %q: %s", ps.text, fmt.Sprintf(format, args...))
}

var punctuators = []string{"<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "->",
	"+", "-", "*", "/", "%", "<", ">", "&", "|", "^", "!", "~", "?", ":", "(", ")", "[", "]", "."}

func (ps *exprParser) next() {
	for ps.pos < len(ps.text) && unicode.IsSpace(rune(ps.text[ps.pos])) {
		ps.pos++
	}
	if ps.pos >= len(ps.text) {
		ps.tok = ""
		return
	}
	rest := ps.text[ps.pos:]
	c := rest[0]
	isIdent := func(c byte) bool {
		return c == '_' || c == '$' || c == '#' || c == ':' || unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c))
	}
	switch {
	case unicode.IsDigit(rune(c)) || c == '.' && len(rest) > 1 && unicode.IsDigit(rune(rest[1])):
		// A number: letters, digits and '.', and a sign right after an
		// exponent letter (e of a decimal, p of a hex floating constant).
		hex := len(rest) > 1 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X')
		n := 0
		for n < len(rest) {
			d := rest[n]
			if (d == '+' || d == '-') && n > 0 {
				e := rest[n-1] | 0x20
				if hex && e == 'p' || !hex && e == 'e' {
					n++
					continue
				}
			}
			if !(unicode.IsLetter(rune(d)) || unicode.IsDigit(rune(d)) || d == '.') {
				break
			}
			n++
		}
		ps.tok = rest[:n]
	case isIdent(c) && c != '#' && c != ':':
		n := 0
		for n < len(rest) && isIdent(rest[n]) {
			n++
		}
		ps.tok = rest[:n]
	default:
		ps.tok = ""
		for _, p := range punctuators {
			if strings.HasPrefix(rest, p) {
				ps.tok = p
				break
			}
		}
		if ps.tok == "" {
			ps.tok = rest[:1]
		}
	}
	ps.pos += len(ps.tok)
}

func (ps *exprParser) expect(t string) error {
	if ps.tok != t {
		return ps.errorf("expected %q, found %q", t, ps.tok)
	}
	ps.next()
	return nil
}

func (ps *exprParser) conditional() (Expr, error) {
	c, err := ps.binary(0)
	if err != nil || ps.tok != "?" {
		return c, err
	}
	ps.next()
	a, err := ps.conditional()
	if err != nil {
		return nil, err
	}
	if err := ps.expect(":"); err != nil {
		return nil, err
	}
	b, err := ps.conditional()
	if err != nil {
		return nil, err
	}
	cond, err := ps.toBool(c)
	if err != nil {
		return nil, err
	}
	a, b, err = ps.arithmetic(a, b)
	if err != nil {
		return nil, err
	}
	return &Ite{Cond: cond, Then: a, Else: b}, nil
}

// binaryLevels lists the binary operators by precedence, lowest first.
var binaryLevels = [][]string{{"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", "<=", ">", ">="}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"}}

var binaryOps = map[string]BinaryOp{"+": Add, "-": Sub, "*": Mul, "/": Div, "%": Rem, "<<": Shl, ">>": Shr,
	"&": And, "|": Or, "^": Xor, "==": Eq, "!=": Ne, "<": Lt, "<=": Le, ">": Gt, ">=": Ge, "&&": LAnd, "||": LOr}

func (ps *exprParser) binary(level int) (Expr, error) {
	if level == len(binaryLevels) {
		return ps.unary()
	}
	x, err := ps.binary(level + 1)
	if err != nil {
		return nil, err
	}
	for {
		op := ""
		for _, o := range binaryLevels[level] {
			if ps.tok == o {
				op = o
			}
		}
		if op == "" {
			return x, nil
		}
		ps.next()
		y, err := ps.binary(level + 1)
		if err != nil {
			return nil, err
		}
		if x, err = ps.makeBinary(binaryOps[op], x, y); err != nil {
			return nil, err
		}
	}
}

func (ps *exprParser) makeBinary(op BinaryOp, x, y Expr) (Expr, error) {
	switch {
	case op.IsLogical():
		bx, err := ps.toBool(x)
		if err != nil {
			return nil, err
		}
		by, err := ps.toBool(y)
		if err != nil {
			return nil, err
		}
		return &Binary{Op: op, X: bx, Y: by, T: Bool}, nil
	case (op == Shl || op == Shr) && (x.Type().Kind == KindFloat || y.Type().Kind == KindFloat):
		return nil, ps.errorf("shift of %s by %s", x.Type(), y.Type())
	case op == Shl || op == Shr:
		px, err := ps.promote(x)
		if err != nil {
			return nil, err
		}
		py, err := ps.promote(y)
		if err != nil {
			return nil, err
		}
		return &Binary{Op: op, X: px, Y: py, T: px.Type()}, nil
	case x.Type().Kind == KindPointer && op.IsComparison():
		if y.Type().Kind != KindPointer {
			y = &Cast{X: y, T: x.Type()}
		}
		return &Binary{Op: op, X: x, Y: y, T: Bool}, nil
	case x.Type().Kind == KindPointer && (op == Add || op == Sub) && y.Type().IsInteger():
		return &Binary{Op: op, X: x, Y: convert(y, ps.ints.PtrdiffT), T: x.Type()}, nil
	}
	cx, cy, err := ps.arithmetic(x, y)
	if err != nil {
		return nil, err
	}
	if cx.Type().Kind == KindFloat {
		f, err := FloatBinary(op, ps.p.RoundingModeExpr(), cx, cy)
		if err != nil {
			return nil, ps.errorf("%v", err)
		}
		return f, nil
	}
	if op.IsComparison() {
		return &Binary{Op: op, X: cx, Y: cy, T: Bool}, nil
	}
	return &Binary{Op: op, X: cx, Y: cy, T: cx.Type()}, nil
}

func (ps *exprParser) unary() (Expr, error) {
	switch ps.tok {
	case "-", "~", "!", "+", "*", "&":
		op := ps.tok
		ps.next()
		x, err := ps.unary()
		if err != nil {
			return nil, err
		}
		switch op {
		case "!":
			b, err := ps.toBool(x)
			if err != nil {
				return nil, err
			}
			return &Unary{Op: LNot, X: b}, nil
		case "*":
			if x.Type().Kind != KindPointer {
				return nil, ps.errorf("* of a non-pointer")
			}
			return &Deref{X: x}, nil
		case "&":
			if !IsLvalue(x) {
				return nil, ps.errorf("& of a non-lvalue")
			}
			return &AddrOf{X: x, T: PointerTo(x.Type(), int64(ps.p.Model.PointerBits/8))}, nil
		}
		px, err := ps.promote(x)
		if err != nil || op == "+" {
			return px, err
		}
		if px.Type().Kind == KindFloat {
			if op == "-" {
				return NewFloatOp(FNeg, nil, px.Type(), px), nil
			}
			return nil, ps.errorf("%s on %s", op, px.Type())
		}
		if op == "-" {
			return &Unary{Op: Neg, X: px}, nil
		}
		return &Unary{Op: BitNot, X: px}, nil
	case "(":
		// A cast or a parenthesised expression.
		save, saveTok := ps.pos, ps.tok
		ps.next()
		if t := ps.typeName(); t != nil {
			if err := ps.expect(")"); err != nil {
				return nil, err
			}
			x, err := ps.unary()
			if err != nil {
				return nil, err
			}
			if !x.Type().IsScalar() || x.Type().Kind == KindPointer && t.Kind == KindFloat || x.Type().Kind == KindFloat && t.Kind == KindPointer {
				return nil, ps.errorf("cast of %s to %s", x.Type(), t)
			}
			return ps.convert(x, t), nil
		}
		ps.pos, ps.tok = save, saveTok
	}
	return ps.postfix()
}

// typeName reads an integer type name at the current token, or returns nil
// without consuming anything.
func (ps *exprParser) typeName() *Type {
	save, saveTok := ps.pos, ps.tok
	var words []string
	for {
		switch ps.tok {
		case "unsigned", "signed", "char", "short", "int", "long", "_Bool", "float", "double":
			words = append(words, ps.tok)
			ps.next()
			continue
		}
		break
	}
	if len(words) == 0 {
		ps.pos, ps.tok = save, saveTok
		return nil
	}
	s := strings.Join(words, " ")
	unsigned := strings.Contains(s, "unsigned")
	longs := strings.Count(s, "long")
	pick := func(signed, uns *Type) *Type {
		if unsigned {
			return uns
		}
		return signed
	}
	c := ps.ints
	switch {
	case s == "_Bool":
		return Bool
	case s == "float":
		return c.Float
	case s == "double":
		return c.Double
	case s == "long double":
		return c.LongDouble
	case strings.Contains(s, "char"):
		if strings.Contains(s, "signed") && !unsigned {
			return c.SChar
		}
		return pick(c.Char, c.UChar)
	case strings.Contains(s, "short"):
		return pick(c.Short, c.UShort)
	case longs >= 2:
		return pick(c.LongLong, c.ULongLong)
	case longs == 1:
		return pick(c.Long, c.ULong)
	}
	return pick(c.Int, c.UInt)
}

func (ps *exprParser) postfix() (Expr, error) {
	x, err := ps.primary()
	if err != nil {
		return nil, err
	}
	for {
		switch ps.tok {
		case "[":
			ps.next()
			i, err := ps.conditional()
			if err != nil {
				return nil, err
			}
			if err := ps.expect("]"); err != nil {
				return nil, err
			}
			if !i.Type().IsInteger() {
				return nil, ps.errorf("index of type %s", i.Type())
			}
			switch x.Type().Kind {
			case KindArray:
				x = &Index{X: x, Index: i}
			case KindPointer:
				sum, err := ps.makeBinary(Add, x, i)
				if err != nil {
					return nil, err
				}
				x = &Deref{X: sum}
			default:
				return nil, ps.errorf("index into %s", x.Type())
			}
		case ".", "->":
			arrow := ps.tok == "->"
			ps.next()
			name := ps.tok
			ps.next()
			if arrow {
				if x.Type().Kind != KindPointer {
					return nil, ps.errorf("-> on %s", x.Type())
				}
				x = &Deref{X: x}
			}
			k := x.Type().FieldIndex(name)
			if k < 0 {
				return nil, ps.errorf("%s has no member %s", x.Type(), name)
			}
			x = &Field{X: x, Field: k}
		default:
			return x, nil
		}
	}
}

func (ps *exprParser) primary() (Expr, error) {
	t := ps.tok
	switch {
	case t == "":
		return nil, ps.errorf("unexpected end")
	case t == "(":
		ps.next()
		x, err := ps.conditional()
		if err != nil {
			return nil, err
		}
		return x, ps.expect(")")
	case t == "true" || t == "false":
		ps.next()
		if t == "true" {
			return True, nil
		}
		return False, nil
	case unicode.IsDigit(rune(t[0])) || t[0] == '.':
		ps.next()
		return ps.constant(t)
	}
	v, err := ps.variable(t)
	if err != nil {
		return nil, err
	}
	ps.next()
	return &VarRef{Var: v}, nil
}

// constant types an integer constant as C does: the first of int, long,
// long long (unsigned ones too for hex and octal) that holds it, narrowed by
// the suffix.
func (ps *exprParser) constant(t string) (Expr, error) {
	lower := strings.ToLower(t)
	hex := strings.HasPrefix(lower, "0x")
	if strings.Contains(lower, ".") || hex && strings.Contains(lower, "p") || !hex && strings.Contains(lower, "e") {
		return ps.floatConstant(t)
	}
	digits := strings.TrimRight(lower, "ul")
	suffix := lower[len(digits):]
	v, err := strconv.ParseUint(digits, 0, 64)
	if err != nil {
		return nil, ps.errorf("bad constant %q", t)
	}
	unsignedOK := strings.Contains(suffix, "u")
	decimal := !strings.HasPrefix(digits, "0") || digits == "0"
	longs := strings.Count(suffix, "l")
	var cands []*Type
	add := func(signed, uns *Type) {
		if !unsignedOK {
			cands = append(cands, signed)
		}
		if unsignedOK || !decimal {
			cands = append(cands, uns)
		}
	}
	c := ps.ints
	if longs == 0 {
		add(c.Int, c.UInt)
	}
	if longs <= 1 {
		add(c.Long, c.ULong)
	}
	add(c.LongLong, c.ULongLong)
	for _, t := range cands {
		limit := uint64(1)<<uint(t.Width-1) - 1
		if !t.Signed {
			limit = limit<<1 | 1
		}
		if v <= limit {
			return NewConst(t, v), nil
		}
	}
	return nil, ps.errorf("constant %q too large", t)
}

// variable finds a variable by program name or, when unambiguous, by C name.
func (ps *exprParser) variable(name string) (*Var, error) {
	var byC []*Var
	for _, list := range [][]*Var{ps.p.Globals, ps.p.Locals} {
		for _, v := range list {
			if v.Name == name {
				return v, nil
			}
			if v.CName == name {
				byC = append(byC, v)
			}
		}
	}
	switch len(byC) {
	case 1:
		return byC[0], nil
	case 0:
		return nil, ps.errorf("no variable %s", name)
	}
	var names []string
	for _, v := range byC {
		names = append(names, v.Name)
	}
	return nil, ps.errorf("%s is ambiguous: say one of %s", name, strings.Join(names, ", "))
}

// toBool converts a scalar to Bool as a C condition does (x != 0).
func (ps *exprParser) toBool(x Expr) (Expr, error) {
	switch x.Type().Kind {
	case KindBool:
		return x, nil
	case KindInt, KindPointer:
		return &Cast{X: x, T: Bool}, nil
	case KindFloat:
		return ps.convert(x, Bool), nil
	}
	return nil, ps.errorf("%s used as a condition", x.Type())
}

// promote applies the integer promotions (IntTypes.Promote).
func (ps *exprParser) promote(x Expr) (Expr, error) {
	if x.Type().Kind == KindFloat {
		return x, nil
	}
	if !x.Type().IsInteger() {
		return nil, ps.errorf("arithmetic on %s", x.Type())
	}
	return convert(x, ps.ints.Promote(x.Type())), nil
}

// arithmetic applies the usual arithmetic conversions to x and y.
func (ps *exprParser) arithmetic(x, y Expr) (Expr, Expr, error) {
	if x.Type().Kind == KindPointer && Identical(x.Type(), y.Type()) {
		return x, y, nil
	}
	px, err := ps.promote(x)
	if err != nil {
		return nil, nil, err
	}
	py, err := ps.promote(y)
	if err != nil {
		return nil, nil, err
	}
	t := ps.ints.Usual(px.Type(), py.Type())
	return ps.convert(px, t), ps.convert(py, t), nil
}

// convert is convert with floating types: their conversions round in the
// program's rounding mode.
func (ps *exprParser) convert(x Expr, t *Type) Expr {
	if f, ok := ConvertFloat(x, t, ps.p.RoundingModeExpr()); ok {
		if op, isOp := f.(*FloatOp); isOp {
			if c, ok := FoldFloat(op); ok {
				return c
			}
		}
		return f
	}
	return convert(x, t)
}

// floatConstant reads a floating constant: decimal or hex digits, then f
// (float) or l (long double), else double.
func (ps *exprParser) floatConstant(text string) (Expr, error) {
	digits, t := text, ps.ints.Double
	if lower := strings.ToLower(text); strings.HasPrefix(lower, "0x") && !strings.Contains(lower, "p") {
		return nil, ps.errorf("hex floating constant %q without exponent", text)
	}
	switch text[len(text)-1] | 0x20 {
	case 'f':
		if !strings.HasPrefix(strings.ToLower(text), "0x") || strings.Contains(strings.ToLower(text), "p") {
			digits, t = text[:len(text)-1], ps.ints.Float
		}
	case 'l':
		digits, t = text[:len(text)-1], ps.ints.LongDouble
	}
	bits, err := softfloat.Parse(t.Float, digits)
	if err != nil {
		return nil, ps.errorf("bad constant %q", text)
	}
	return FloatConst(t, bits), nil
}

func convert(x Expr, t *Type) Expr {
	if Identical(x.Type(), t) {
		return x
	}
	if c, ok := x.(*Const); ok && t.IsInteger() && c.T.IsInteger() {
		if t.Kind == KindBool {
			if !c.IsZero() {
				return True
			}
			return False
		}
		return NewConstBig(t, c.Big())
	}
	return &Cast{X: x, T: t}
}
