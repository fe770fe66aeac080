package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// The output functions of stdio have no effect on the program's memory;
// what they read is checked: the strings of puts and fputs and of the %s
// conversions of printf and fprintf with a literal format (through the
// model of strlen, or of strnlen for a precision), as C reads them. What
// they return depends on whether the output succeeds, which the program
// cannot know: a value in the range C allows (puts and fputs a
// non-negative value or EOF, putchar and its relatives the character or
// EOF, fflush 0 or EOF, printf any int), from a havoc marked with the
// function's name as a body-less function's result is, so that a
// counterexample that depends on it is UNKNOWN. A printf whose format is
// not a literal, or whose format has %n (a write), is a function without
// body (bodiless). fwrite reads its size*n bytes (libWriteText, on
// elements of the type its pointer shows when that is an integer or a
// float, else it stays body-less) and returns 0..n, from a havoc marked
// as above.

// libWriteText reads the bytes fwrite writes: n bytes (rounded up to
// whole elements) from p, each read checked as the program's own.
const libWriteText = `void __cfront_fwrite_read(const void *p, __SIZE_TYPE__ size, __SIZE_TYPE__ n) {
  const __cfront_elem *q = p;
  __SIZE_TYPE__ total, i;
  __cfront_elem x;
  if (__builtin_mul_overflow(size, n, &total))
    total = (__SIZE_TYPE__)-1;
  for (i = 0; i < total / sizeof(__cfront_elem) + (total % sizeof(__cfront_elem) != 0); i++)
    x = q[i];
}
`

// stdioOutput lowers a call of an output function of stdio; ok is false
// when the call is left to bodiless.
func (l *lowerer) stdioOutput(name string, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression) (program.Expr, bool) {
	pos := l.posOf(x)
	var strs []int // arguments read as strings
	var bounded map[int]precision
	switch name {
	case "puts":
		strs = []int{0}
	case "fputs":
		strs = []int{0}
	case "putchar", "fputc", "putc", "fflush":
	case "fwrite":
		return l.fwrite(args, want, x)
	case "printf", "fprintf":
		f := 0
		if name == "fprintf" {
			f = 1
		}
		if len(args) <= f {
			return nil, false
		}
		format, ok := stringLit(args[f])
		if !ok {
			return nil, false
		}
		strs, bounded, ok = formatStrings(format, f+1)
		if !ok {
			return nil, false
		}
	default:
		return nil, false
	}
	if l.constDep > 0 {
		return nil, false
	}
	strlen := l.libFunc("strlen")
	strnlen := l.libFunc("strnlen")
	if strlen == nil || strnlen == nil {
		return nil, false
	}
	// String literals (the format, constant %s arguments) are read
	// safely and need not become objects of the program.
	var rest []cc.ExpressionNode
	for _, a := range args {
		if _, lit := stringLit(a); !lit {
			rest = append(rest, a)
		}
	}
	lowered := l.lowerArgs(rest, pos)
	vals := make([]program.Expr, len(args))
	for i, a := range args {
		if _, lit := stringLit(a); !lit {
			vals[i], lowered = lowered[0], lowered[1:]
		}
	}
	for _, i := range strs {
		if i >= len(vals) || vals[i] == nil || vals[i].Type().Kind != program.KindPointer {
			continue
		}
		saved := l.lib
		l.lib = &libCall{name: name, pos: pos, text: exprText(x)}
		if b, ok := bounded[i]; !ok {
			l.inlineValues(strlen, "strlen", []program.Expr{vals[i]}, false, x)
		} else if b.arg < 0 {
			l.inlineValues(strnlen, "strnlen", []program.Expr{vals[i], program.NewConst(l.ts.sizeT, uint64(b.n))}, false, x)
		} else if b.arg < len(vals) && vals[b.arg] != nil && vals[b.arg].Type().IsInteger() {
			// A negative precision is taken as if it were omitted.
			n := l.cast(vals[b.arg], l.ts.int_)
			neg := l.binary(program.Lt, n, program.NewConst(l.ts.int_, 0), program.Bool)
			bound := &program.Ite{Cond: neg, Then: program.NewConst(l.ts.sizeT, l.ts.sizeT.Mask()), Else: l.cast(n, l.ts.sizeT)}
			l.inlineValues(strnlen, "strnlen", []program.Expr{vals[i], bound}, false, x)
		}
		l.lib = saved
	}
	if !want {
		return nil, true
	}
	r := l.newTemp(l.ts.int_, pos)
	ref := &program.VarRef{Var: r}
	l.emit(&program.Havoc{LHS: ref, Why: "result of " + name, Bodiless: name}, pos)
	eof := program.NewConstInt(l.ts.int_, -1)
	isEOF := l.binary(program.Eq, ref, eof, program.Bool)
	var ok program.Expr
	switch name {
	case "puts", "fputs":
		ok = l.or(l.binary(program.Ge, ref, program.NewConst(l.ts.int_, 0), program.Bool), isEOF)
	case "fflush":
		ok = l.or(l.binary(program.Eq, ref, program.NewConst(l.ts.int_, 0), program.Bool), isEOF)
	case "putchar", "fputc", "putc":
		if len(vals) > 0 && vals[0] != nil && vals[0].Type().IsInteger() {
			c := l.cast(l.cast(vals[0], l.ts.uchar), l.ts.int_)
			ok = l.or(l.binary(program.Eq, ref, c, program.Bool), isEOF)
		}
	}
	if ok != nil {
		l.emit(&program.Assume{Cond: ok}, pos)
	}
	return ref, true
}

// fwrite lowers fwrite(p, size, n, stream): the reads of its bytes
// (libWriteText) and a result in 0..n that depends on the output; ok is
// false (a body-less call) when p points to elements other than integers
// and floats, or the body is not in the library.
func (l *lowerer) fwrite(args []cc.ExpressionNode, want bool, x *cc.PostfixExpression) (program.Expr, bool) {
	body := l.libFunc("fwrite_read")
	if len(args) != 4 || body == nil || l.constDep > 0 {
		return nil, false
	}
	pos := l.posOf(x)
	vals := l.lowerArgs(args, pos)
	if vals[0].Type().Kind != program.KindPointer || !vals[1].Type().IsInteger() || !vals[2].Type().IsInteger() {
		l.failf(x, false, "fwrite needs a pointer and two sizes as its first arguments")
	}
	elem := pointee(vals[0])
	if elem == nil {
		elem = l.ts.uchar
	}
	if !isScalarBits(elem) {
		return nil, false
	}
	saved := l.lib
	l.lib = &libCall{name: "fwrite", pos: pos, text: exprText(x), elem: elem}
	l.inlineValues(body, "fwrite", []program.Expr{vals[0], l.cast(vals[1], l.ts.sizeT), l.cast(vals[2], l.ts.sizeT)}, false, x)
	l.lib = saved
	if !want {
		return nil, true
	}
	r := l.newTemp(l.ts.sizeT, pos)
	ref := &program.VarRef{Var: r}
	l.emit(&program.Havoc{LHS: ref, Why: "result of fwrite", Bodiless: "fwrite"}, pos)
	l.emit(&program.Assume{Cond: l.binary(program.Le, ref, l.cast(vals[2], l.ts.sizeT), program.Bool)}, pos)
	return ref, true
}

// A precision bounds the characters %s reads: the argument that holds it
// (%.*s), or n when arg is -1 (%.3s).
type precision struct {
	arg int
	n   int64
}

// formatStrings reads a printf format whose arguments start at first: the
// arguments read as strings, and the precision of those that have one.
// ok is false for %n and malformed conversions.
func formatStrings(format string, first int) (strs []int, bounded map[int]precision, ok bool) {
	bounded = map[int]precision{}
	arg := first
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		for i < len(format) && (format[i] == '-' || format[i] == '+' || format[i] == ' ' || format[i] == '#' || format[i] == '0' || format[i] == '\'') {
			i++
		}
		if i < len(format) && format[i] == '*' {
			arg++
			i++
		}
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
		var prec *precision
		if i < len(format) && format[i] == '.' {
			i++
			prec = &precision{arg: -1}
			if i < len(format) && format[i] == '*' {
				prec.arg = arg
				arg++
				i++
			}
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				if prec.n < 1<<40 {
					prec.n = prec.n*10 + int64(format[i]-'0')
				}
				i++
			}
		}
		for i < len(format) && (format[i] == 'h' || format[i] == 'l' || format[i] == 'L' || format[i] == 'q' || format[i] == 'j' || format[i] == 'z' || format[i] == 't') {
			i++
		}
		if i >= len(format) {
			return nil, nil, false
		}
		switch format[i] {
		case 'n':
			return nil, nil, false
		case 's':
			strs = append(strs, arg)
			if prec != nil {
				bounded[arg] = *prec
			}
		case 'd', 'i', 'u', 'o', 'x', 'X', 'c', 'p', 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		default:
			return nil, nil, false
		}
		arg++
	}
	return strs, bounded, true
}
