package cfront

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// sprintf and snprintf with a literal format are lowered conversion by
// conversion into calls of small library bodies (libFormatText), which
// write the output through the program's pointer, each write checked as
// the program's own: a sprintf past the end of its buffer is an invalid
// dereference or a bounds violation, as in C. A count n of the characters
// produced so far runs through the calls; a character is stored only when
// n + 1 < cap, cap being snprintf's size (SIZE_MAX for sprintf), and the
// terminator goes to min(n, cap - 1) when cap > 0: snprintf(NULL, 0, ...)
// writes nothing and returns the length. The result is n as an int.
//
// Conversions: %d %i %u %x %X %o %c %s %%, with the flags - 0 + and
// space, a width and a precision (numbers or *), and the length
// modifiers hh h l ll q j z t. Integers are converted in 32 or 64 bits
// by the digits of their base (% 10 and / 10 for decimal, masks and
// shifts for the others); %s reads its string through strlen (strnlen
// with a precision). An argument of a type the conversion cannot take
// (a pointer for %d, an integer for %s, a missing argument), another
// conversion (%f %e %g %a %p %n, the # flag, wide characters) or a format
// that is not a literal leave the call to the body-less treatment it had
// before: any result, and the buffer any content (bodiless).

// formatFuncs gives, for each function, the argument indices of its
// buffer, its size (-1: none) and its format.
var formatFuncs = map[string][3]int{
	"sprintf": {0, -1, 1}, "snprintf": {0, 1, 2},
	"__builtin_sprintf": {0, -1, 1}, "__builtin_snprintf": {0, 1, 2},
	"__sprintf_chk": {0, -1, 3}, "__builtin___sprintf_chk": {0, -1, 3},
	"__snprintf_chk": {0, 1, 4}, "__builtin___snprintf_chk": {0, 1, 4},
}

// A fmtConv is one piece of a format: a literal character (conv 0) or a
// conversion with its flags, width and precision (widthArg and precArg
// index the arguments that give them for *, else -1; prec -1: none).
type fmtConv struct {
	conv              byte
	lit               byte
	left, zero        bool
	sign              byte // '+', ' ' or 0
	width, prec       int64
	widthArg, precArg int
	bits              int // the length modifier's width: 8, 16, 32, 64
	arg               int // the converted argument, -1 for %% and literals
}

// parseFormat reads a printf format whose arguments start at first; ok
// is false for conversions it does not model. longBits and sizeBits are
// the widths of long and size_t.
func parseFormat(format string, first, longBits, sizeBits int) (convs []fmtConv, ok bool) {
	arg := first
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			convs = append(convs, fmtConv{lit: format[i], arg: -1})
			continue
		}
		i++
		c := fmtConv{widthArg: -1, precArg: -1, prec: -1, bits: 32, arg: -1}
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				c.left = true
				continue
			case '0':
				c.zero = true
				continue
			case '+':
				c.sign = '+'
				continue
			case ' ':
				if c.sign == 0 {
					c.sign = ' '
				}
				continue
			}
			break
		}
		if i < len(format) && format[i] == '*' {
			c.widthArg = arg
			arg++
			i++
		}
		for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
			if c.width > 1<<20 {
				return nil, false
			}
			c.width = c.width*10 + int64(format[i]-'0')
		}
		if i < len(format) && format[i] == '.' {
			i++
			c.prec = 0
			if i < len(format) && format[i] == '*' {
				c.precArg = arg
				arg++
				i++
			}
			for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
				if c.prec > 1<<20 {
					return nil, false
				}
				c.prec = c.prec*10 + int64(format[i]-'0')
			}
		}
		switch {
		case strings.HasPrefix(format[i:], "hh"):
			c.bits, i = 8, i+2
		case strings.HasPrefix(format[i:], "ll"):
			c.bits, i = 64, i+2
		case i < len(format):
			switch format[i] {
			case 'h':
				c.bits, i = 16, i+1
			case 'l':
				c.bits, i = longBits, i+1
			case 'q', 'j':
				c.bits, i = 64, i+1
			case 'z', 't':
				c.bits, i = sizeBits, i+1
			}
		}
		if i >= len(format) {
			return nil, false
		}
		c.conv = format[i]
		switch c.conv {
		case '%':
			if c.widthArg >= 0 || c.precArg >= 0 {
				return nil, false
			}
			convs = append(convs, fmtConv{lit: '%', arg: -1})
			continue
		case 'd', 'i', 'u', 'x', 'X', 'o':
		case 'c', 's':
			if c.bits != 32 { // %lc, %ls: wide characters
				return nil, false
			}
		default:
			return nil, false
		}
		c.arg = arg
		arg++
		convs = append(convs, c)
	}
	return convs, true
}

// formatCall lowers a call of sprintf or snprintf; ok is false when it is
// left to bodiless (nothing has been emitted then).
func (l *lowerer) formatCall(name string, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression) (program.Expr, bool) {
	layout, known := formatFuncs[name]
	if !known || l.constDep > 0 || len(args) <= layout[2] {
		return nil, false
	}
	format, lit := stringLit(args[layout[2]])
	if !lit {
		return nil, false
	}
	convs, ok := parseFormat(format, layout[2]+1, int(l.ts.long.Width), int(l.ts.sizeT.Width))
	if !ok {
		return nil, false
	}
	// The argument types, before anything is emitted.
	for _, c := range convs {
		if c.conv == 0 {
			continue
		}
		for _, i := range []int{c.widthArg, c.precArg} {
			if i >= 0 && (i >= len(args) || !isIntegerArg(args[i])) {
				return nil, false
			}
		}
		if c.arg >= len(args) {
			return nil, false
		}
		if c.conv == 's' {
			if !isPointerArg(args[c.arg]) {
				return nil, false
			}
		} else if !isIntegerArg(args[c.arg]) {
			return nil, false
		}
	}
	if !isPointerArg(args[layout[0]]) && !isNullConst(args[layout[0]]) || layout[1] >= 0 && !isIntegerArg(args[layout[1]]) {
		return nil, false
	}
	helper := func(h string) *cc.FunctionDefinition { return l.libFunc("__fmt_" + h) }
	for _, h := range []string{"put", "pad", "chr", "str", "end", "u32", "u64", "x32", "x64", "o32", "o64", "u32w", "u64w", "x32w", "x64w", "o32w", "o64w"} {
		if helper(h) == nil {
			return nil, false
		}
	}
	if l.libFunc("strnlen") == nil {
		return nil, false
	}
	pos := l.posOf(x)
	// String literals (the format, constant %s arguments) are read safely
	// and need not become objects of the program.
	var rest []cc.ExpressionNode
	for i, a := range args {
		if _, lit := stringLit(a); !lit || i == layout[0] {
			rest = append(rest, a)
		}
	}
	lowered := l.lowerArgs(rest, pos)
	vals := make([]program.Expr, len(args))
	for i, a := range args {
		if _, lit := stringLit(a); !lit || i == layout[0] {
			vals[i], lowered = lowered[0], lowered[1:]
		} else if i != layout[2] {
			vals[i] = l.decay(l.expr(a), a) // a %s argument: the literal as a string object
		}
	}
	saved := l.lib
	l.lib = &libCall{name: strings.TrimPrefix(name, "__builtin_"), pos: pos, text: exprText(x)}
	defer func() { l.lib = saved }()
	sizeT, int_ := l.ts.sizeT, l.ts.int_
	buf := vals[layout[0]]
	var capacity program.Expr = program.NewConst(sizeT, sizeT.Mask())
	if layout[1] >= 0 {
		capacity = l.cast(vals[layout[1]], sizeT)
	}
	n := l.newTemp(sizeT, pos)
	nRef := &program.VarRef{Var: n}
	l.emit(&program.Assign{LHS: nRef, RHS: program.NewConst(sizeT, 0)}, pos)
	call := func(h string, extra ...program.Expr) {
		r := l.inlineValues(helper(h), l.lib.name, append([]program.Expr{buf, nRef, capacity}, extra...), true, x)
		l.emit(&program.Assign{LHS: nRef, RHS: r}, pos)
	}
	intConst := func(v int64) program.Expr { return program.NewConstInt(int_, v) }
	boolInt := func(b bool) program.Expr {
		if b {
			return intConst(1)
		}
		return intConst(0)
	}
	for _, c := range convs {
		if c.conv == 0 {
			call("put", intConst(int64(c.lit)))
			continue
		}
		var width, prec program.Expr = intConst(c.width), intConst(c.prec)
		left := boolInt(c.left)
		if c.widthArg >= 0 {
			// A negative width is the - flag and its absolute value.
			w := l.snapshot(l.cast(vals[c.widthArg], int_), pos)
			neg := l.binary(program.Lt, w, intConst(0), program.Bool)
			width = l.snapshot(&program.Ite{Cond: neg, Then: l.binary(program.Sub, intConst(0), w, int_), Else: w}, pos)
			left = l.snapshot(&program.Ite{Cond: neg, Then: intConst(1), Else: left}, pos)
		}
		if c.precArg >= 0 {
			// A negative precision is taken as if it were omitted.
			p := l.snapshot(l.cast(vals[c.precArg], int_), pos)
			prec = l.snapshot(&program.Ite{Cond: l.binary(program.Lt, p, intConst(0), program.Bool), Then: intConst(-1), Else: p}, pos)
		}
		v := vals[c.arg]
		switch c.conv {
		case 's':
			call("str", v, width, left, prec)
		case 'c':
			call("chr", l.cast(l.cast(v, int_), l.ts.uchar), width, left)
		default:
			l.formatInt(c, v, width, left, prec, call)
		}
	}
	r := l.inlineValues(helper("end"), l.lib.name, []program.Expr{buf, nRef, capacity}, true, x)
	if !want {
		return nil, true
	}
	return r, true
}

// formatInt emits an integer conversion: the value converted to the type
// of the length modifier, its magnitude and sign, and the digits.
func (l *lowerer) formatInt(c fmtConv, v, width, left, prec program.Expr, call func(string, ...program.Expr)) {
	signed := c.conv == 'd' || c.conv == 'i'
	var t *program.Type
	switch c.bits {
	case 8:
		t = l.ts.schar
	case 16:
		t = l.ts.short
	case 64:
		t = l.ts.llong
	default:
		t = l.ts.int_
	}
	if !signed {
		t = l.unsignedOf(t)
	}
	wide := l.ts.uint_
	size := "32"
	if c.bits == 64 {
		wide, size = l.ts.ullong, "64"
	}
	pos := l.lib.pos
	val := l.snapshot(l.cast(v, t), pos)
	u := l.cast(val, wide)
	var neg program.Expr = program.NewConstInt(l.ts.int_, 0)
	sign := int64(0)
	if signed {
		isNeg := l.binary(program.Lt, val, program.NewConst(t, 0), program.Bool)
		u = &program.Ite{Cond: isNeg, Then: l.binary(program.Sub, program.NewConst(wide, 0), u, wide), Else: u}
		neg = l.cast(isNeg, l.ts.int_)
		sign = int64(c.sign)
	}
	h := "u"
	upper := int64(0)
	switch c.conv {
	case 'x':
		h = "x"
	case 'X':
		h, upper = "x", 1
	case 'o':
		h = "o"
	}
	zero := int64(0)
	if c.zero {
		zero = 1
	}
	intConst := func(v int64) program.Expr { return program.NewConstInt(l.ts.int_, v) }
	if c.width != 0 || c.widthArg >= 0 || c.prec >= 0 || c.precArg >= 0 {
		size += "w"
	}
	call(h+size, l.snapshot(u, pos), neg, intConst(sign), width, left, intConst(zero), prec, intConst(upper))
}

// isIntegerArg reports whether a variadic argument has an integer type
// (after the default promotions: enumerations, _Bool and characters
// included).
func isIntegerArg(a cc.ExpressionNode) bool {
	t := a.Type()
	if t == nil {
		return false
	}
	return cc.IsIntegerType(t)
}

// isNullConst reports whether an argument is the integer constant 0 (a
// null pointer for snprintf(0, 0, ...)).
func isNullConst(a cc.ExpressionNode) bool {
	return isIntegerArg(a) && isVoidZero(a)
}

// isPointerArg reports whether an argument is a pointer or an array
// (which decays to one).
func isPointerArg(a cc.ExpressionNode) bool {
	t := a.Type()
	return t != nil && (t.Kind() == cc.Ptr || t.Kind() == cc.Array)
}

// libFormatText holds the bodies formatCall calls. Each takes the buffer,
// the count n of characters produced so far and the capacity, and
// returns the new count.
func libFormatText() string {
	var b strings.Builder
	b.WriteString(`__SIZE_TYPE__ __cfront___fmt_put(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap, int c) {
  if (n + 1 < cap)
    b[n] = (char)c;
  return n + 1;
}

__SIZE_TYPE__ __cfront___fmt_pad(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap, int c, int k) {
  for (; k > 0; k--) {
    if (n + 1 < cap)
      b[n] = (char)c;
    n++;
  }
  return n;
}

__SIZE_TYPE__ __cfront___fmt_chr(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap, int c, int width, int left) {
  if (!left && width > 1)
    n = __cfront___fmt_pad(b, n, cap, ' ', width - 1);
  if (n + 1 < cap)
    b[n] = (char)c;
  n++;
  if (left && width > 1)
    n = __cfront___fmt_pad(b, n, cap, ' ', width - 1);
  return n;
}

__SIZE_TYPE__ __cfront___fmt_str(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap, const char *s, int width, int left, int prec) {
  __SIZE_TYPE__ k = prec < 0 ? __cfront_strlen(s) : __cfront_strnlen(s, prec), i;
  if (!left && width > 0 && (__SIZE_TYPE__)width > k)
    n = __cfront___fmt_pad(b, n, cap, ' ', width - (int)k);
  for (i = 0; i < k; i++) {
    if (n + 1 < cap)
      b[n] = s[i];
    n++;
  }
  if (left && width > 0 && (__SIZE_TYPE__)width > k)
    n = __cfront___fmt_pad(b, n, cap, ' ', width - (int)k);
  return n;
}

int __cfront___fmt_end(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap) {
  if (cap > 0)
    b[n < cap ? n : cap - 1] = 0;
  return (int)n;
}
`)
	ints := []struct {
		name, u, digit, step string
		digits               int
	}{
		{"u32", "unsigned", "v % 10", "v / 10", 10},
		{"u64", "unsigned long long", "v % 10", "v / 10", 20},
		{"x32", "unsigned", "v & 15", "v >> 4", 8},
		{"x64", "unsigned long long", "v & 15", "v >> 4", 16},
		{"o32", "unsigned", "v & 7", "v >> 3", 11},
		{"o64", "unsigned long long", "v & 7", "v >> 3", 22},
	}
	for _, t := range ints {
		// The digits, least significant first, and their output are
		// straight-line code: no loop to unwind for a number.
		var digits, out strings.Builder
		next := fmt.Sprintf("    x = (int)(%s);\n    d[k] = (char)(x < 10 ? '0' + x : (upper ? 'A' : 'a') + x - 10);\n    k++;\n    v = %s;\n", t.digit, t.step)
		digits.WriteString("  if (prec != 0 || v != 0) {\n" + next + "  }\n")
		for i := 1; i < t.digits; i++ {
			digits.WriteString("  if (v != 0) {\n" + next + "  }\n")
		}
		for i := t.digits - 1; i >= 0; i-- {
			fmt.Fprintf(&out, "  if (k > %d)\n    n = __cfront___fmt_put(b, n, cap, d[%d]);\n", i, i)
		}
		r := strings.NewReplacer("@NAME@", t.name, "@U@", t.u, "@N@", fmt.Sprint(t.digits), "@DIGITS@", digits.String(), "@OUT@", out.String())
		// NAME: no width nor precision (the common case, without loops);
		// NAMEw: with them.
		b.WriteString(r.Replace(`
__SIZE_TYPE__ __cfront___fmt_@NAME@(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap, @U@ v, int neg, int sign, int width, int left, int zero, int prec, int upper) {
  char d[@N@];
  int k = 0, x;
@DIGITS@  if (neg)
    n = __cfront___fmt_put(b, n, cap, '-');
  else if (sign)
    n = __cfront___fmt_put(b, n, cap, sign);
@OUT@  return n;
}

__SIZE_TYPE__ __cfront___fmt_@NAME@w(char *b, __SIZE_TYPE__ n, __SIZE_TYPE__ cap, @U@ v, int neg, int sign, int width, int left, int zero, int prec, int upper) {
  char d[@N@];
  int k = 0, x, len, z;
@DIGITS@  z = prec > k ? prec - k : 0;
  len = z + k + (neg || sign);
  if (zero && !left && prec < 0 && width > len) {
    z += width - len;
    len = width;
  }
  if (!left && width > len)
    n = __cfront___fmt_pad(b, n, cap, ' ', width - len);
  if (neg)
    n = __cfront___fmt_put(b, n, cap, '-');
  else if (sign)
    n = __cfront___fmt_put(b, n, cap, sign);
  n = __cfront___fmt_pad(b, n, cap, '0', z);
@OUT@  if (left && width > len)
    n = __cfront___fmt_pad(b, n, cap, ' ', width - len);
  return n;
}
`))
	}
	return b.String()
}
