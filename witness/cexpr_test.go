package witness

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// cexprFixture is a program with one global of every integer type and a
// Bool, and the scope that names them by their C names.
type cexprFixture struct {
	prog  *program.Program
	vars  []*program.Var
	ints  []*program.Type // the integer types, one per width and signedness
	byTyp map[*program.Type]*program.Var
	b     *program.Var // the Bool
	sc    *Scope
}

func newCExprFixture() *cexprFixture {
	f := &cexprFixture{byTyp: map[*program.Type]*program.Var{}}
	decl := func(cname string, t *program.Type) *program.Var {
		v := &program.Var{Name: cname, CName: cname, Type: t, Global: true, Pos: program.Pos{File: "t.c", Line: 1}}
		f.vars = append(f.vars, v)
		f.byTyp[t] = v
		return v
	}
	for _, d := range []struct {
		c, name string
		w       int
		signed  bool
	}{
		{"s8", "signed char", 8, true}, {"u8", "unsigned char", 8, false},
		{"s16", "short", 16, true}, {"u16", "unsigned short", 16, false},
		{"s32", "int", 32, true}, {"u32", "unsigned int", 32, false},
		{"s64", "long long", 64, true}, {"u64", "unsigned long long", 64, false},
	} {
		t := program.IntType(d.name, d.w, d.signed)
		f.ints = append(f.ints, t)
		decl(d.c, t)
	}
	f.b = decl("b", program.Bool)
	f.prog = &program.Program{Model: program.LP64, Globals: f.vars}
	f.sc = &Scope{name: map[*program.Var]string{}}
	for _, v := range f.vars {
		f.sc.name[v] = v.CName
	}
	return f
}

// intType returns the fixture's type of the given width and signedness.
func (f *cexprFixture) intType(w int, signed bool) *program.Type {
	for _, t := range f.ints {
		if t.Width == w && t.Signed == signed {
			return t
		}
	}
	panic("no such type")
}

// minBits and maxBits are the bits of the smallest and largest values of t.
func minBits(t *program.Type) uint64 {
	if t.Kind == program.KindInt && t.Signed {
		return 1 << uint(t.Width-1)
	}
	return 0
}

func maxBits(t *program.Type) uint64 {
	if t.Kind == program.KindInt && t.Signed {
		return t.Mask() >> 1
	}
	return t.Mask()
}

// cexprGen generates well-typed random IR expressions over the fixture.
type cexprGen struct {
	f *cexprFixture
	r *rand.Rand
}

// interesting returns a value of t: an extreme one, a small one or random
// bits, masked to t's width.
func (g *cexprGen) interesting(t *program.Type) uint64 {
	if t.Kind == program.KindBool {
		return uint64(g.r.Intn(2))
	}
	var v uint64
	switch g.r.Intn(10) {
	case 0:
		v = 0
	case 1:
		v = 1
	case 2:
		v = ^uint64(0) // -1
	case 3:
		v = minBits(t)
	case 4:
		v = maxBits(t)
	case 5:
		v = minBits(t) + 1
	case 6:
		v = maxBits(t) - 1
	case 7:
		v = uint64(g.r.Intn(21) - 10)
	default:
		v = g.r.Uint64()
	}
	return v & t.Mask()
}

func (g *cexprGen) constant(t *program.Type) program.Expr {
	return program.NewConst(t, g.interesting(t))
}

func (g *cexprGen) leaf(t *program.Type) program.Expr {
	if t.Kind == program.KindBool {
		switch g.r.Intn(4) {
		case 0:
			return program.True
		case 1:
			return program.False
		}
		return &program.VarRef{Var: g.f.b}
	}
	if g.r.Intn(2) == 0 {
		return &program.VarRef{Var: g.f.byTyp[t]}
	}
	return g.constant(t)
}

// anyType returns an integer type, or Bool once in a while.
func (g *cexprGen) anyType(boolToo bool) *program.Type {
	if boolToo && g.r.Intn(8) == 0 {
		return program.Bool
	}
	return g.f.ints[g.r.Intn(len(g.f.ints))]
}

func (g *cexprGen) expr(t *program.Type, depth int) program.Expr {
	if depth <= 0 || g.r.Intn(5) == 0 {
		return g.leaf(t)
	}
	if t.Kind == program.KindBool {
		return g.boolExpr(depth)
	}
	switch g.r.Intn(10) {
	case 0:
		op := program.Neg
		if g.r.Intn(2) == 0 {
			op = program.BitNot
		}
		return &program.Unary{Op: op, X: g.expr(t, depth-1)}
	case 1, 2, 3:
		ops := []program.BinaryOp{program.Add, program.Sub, program.Mul, program.And, program.Or, program.Xor}
		return &program.Binary{Op: ops[g.r.Intn(len(ops))], X: g.expr(t, depth-1), Y: g.expr(t, depth-1), T: t}
	case 4:
		op := program.Div
		if g.r.Intn(2) == 0 {
			op = program.Rem
		}
		var y program.Expr
		switch g.r.Intn(8) {
		case 0:
			y = g.expr(t, depth-1) // refused unless a constant by chance
		case 1:
			y = program.NewConst(t, 0)
		case 2:
			y = program.NewConst(t, ^uint64(0)) // -1, or the maximum
		default:
			y = g.constant(t)
		}
		return &program.Binary{Op: op, X: g.expr(t, depth-1), Y: y, T: t}
	case 5:
		op := program.Shl
		if g.r.Intn(2) == 0 {
			op = program.Shr
		}
		yt := g.anyType(true)
		var y program.Expr
		switch k := g.r.Intn(10); {
		case k == 0:
			y = &program.VarRef{Var: g.f.byTyp[yt]} // refused
			if yt.Kind == program.KindBool {
				y = &program.VarRef{Var: g.f.b}
			}
		case k == 1:
			y = program.NewConst(yt, uint64(t.Width+g.r.Intn(40))) // out of range
		case k == 2:
			y = program.NewConst(yt, uint64(-1-g.r.Intn(40))) // negative, or huge
		default:
			y = program.NewConst(yt, uint64(g.r.Intn(t.Width)))
		}
		return &program.Binary{Op: op, X: g.expr(t, depth-1), Y: y, T: t}
	case 6, 7:
		from := g.anyType(true)
		return &program.Cast{X: g.expr(from, depth-1), T: t}
	default:
		return &program.Ite{Cond: g.expr(program.Bool, depth-1), Then: g.expr(t, depth-1), Else: g.expr(t, depth-1)}
	}
}

func (g *cexprGen) boolExpr(depth int) program.Expr {
	switch g.r.Intn(9) {
	case 0:
		return &program.Unary{Op: program.LNot, X: g.expr(program.Bool, depth-1)}
	case 1:
		op := program.LAnd
		if g.r.Intn(2) == 0 {
			op = program.LOr
		}
		return &program.Binary{Op: op, X: g.expr(program.Bool, depth-1), Y: g.expr(program.Bool, depth-1), T: program.Bool}
	case 2, 3, 4:
		ops := []program.BinaryOp{program.Eq, program.Ne, program.Lt, program.Le, program.Gt, program.Ge}
		t := g.anyType(true)
		return &program.Binary{Op: ops[g.r.Intn(len(ops))], X: g.expr(t, depth-1), Y: g.expr(t, depth-1), T: program.Bool}
	case 5:
		// The front end's test of a condition passed as an integer.
		op := program.Ne
		if g.r.Intn(2) == 0 {
			op = program.Eq
		}
		t := g.anyType(false)
		return &program.Binary{Op: op, X: &program.Cast{X: g.expr(program.Bool, depth-1), T: t}, Y: program.NewConst(t, 0), T: program.Bool}
	case 6, 7:
		return &program.Cast{X: g.expr(g.anyType(false), depth-1), T: program.Bool}
	default:
		return &program.Ite{Cond: g.expr(program.Bool, depth-1), Then: g.expr(program.Bool, depth-1), Else: g.expr(program.Bool, depth-1)}
	}
}

// cexprNodeKind names the operator of an expression node for the coverage
// check.
func cexprNodeKind(e program.Expr) string {
	switch e := e.(type) {
	case *program.Const:
		return "Const"
	case *program.VarRef:
		return "VarRef"
	case *program.Unary:
		return "Unary " + e.Op.String()
	case *program.Binary:
		return "Binary " + e.Op.String()
	case *program.Cast:
		if e.T.Kind == program.KindBool {
			return "Cast to Bool"
		}
		return "Cast"
	case *program.Ite:
		return "Ite"
	}
	return fmt.Sprintf("%T", e)
}

// cexprNodeKinds lists the kinds every run must cover.
func cexprNodeKinds() []string {
	ks := []string{"Const", "VarRef", "Cast", "Cast to Bool", "Ite"}
	for _, op := range []program.UnaryOp{program.Neg, program.BitNot, program.LNot} {
		ks = append(ks, "Unary "+op.String())
	}
	for op := program.Add; op <= program.LOr; op++ {
		ks = append(ks, "Binary "+op.String())
	}
	return ks
}

// cLiteral writes a value of t as a C constant that assigns it exactly.
func cLiteral(t *program.Type, bits uint64) string {
	if t.Kind == program.KindBool {
		return strconv.FormatUint(bits&1, 10)
	}
	if !t.Signed {
		return strconv.FormatUint(bits&t.Mask(), 10) + "ULL"
	}
	v := program.SignExtend(bits, t)
	if t.Width == 64 && bits == minBits(t) {
		return "(-9223372036854775807LL-1)"
	}
	return strconv.FormatInt(v, 10) + "LL"
}

// irValue returns the IR value of an expression of type t as the text
// printf writes for it.
func irValue(t *program.Type, v interp.Value) string {
	if t.Kind == program.KindInt && !t.Signed {
		return strconv.FormatUint(v.Bits&t.Mask(), 10)
	}
	return strconv.FormatInt(v.Signed(t), 10)
}

type cexprCase struct {
	e program.Expr
	c string
}

type cexprPair struct {
	expr, assign int
	want         string
}

func TestCExprAgainstGCC(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	start := time.Now()
	f := newCExprFixture()
	n := 600
	if testing.Short() {
		n = 60
	}

	// Expressions, from fixed seeds.
	var cases []cexprCase
	generated, refused := 0, 0
	for seed := int64(1); generated < n; seed++ {
		g := &cexprGen{f: f, r: rand.New(rand.NewSource(seed))}
		for i := 0; i < 20 && generated < n; i++ {
			var typ *program.Type
			if g.r.Intn(3) == 0 {
				typ = program.Bool
			} else {
				typ = g.anyType(false)
			}
			e := g.expr(typ, 1+g.r.Intn(4))
			generated++
			c, ok := CExpr(e, f.sc)
			if !ok {
				refused++
				continue
			}
			if c == "" {
				t.Errorf("CExpr(%s) accepted with no text", program.ExprString(e))
				continue
			}
			cases = append(cases, cexprCase{e: e, c: c})
		}
	}
	if !testing.Short() {
		seen := map[string]bool{}
		for _, c := range cases {
			program.Walk(c.e, func(x program.Expr) bool {
				seen[cexprNodeKind(x)] = true
				return true
			})
		}
		for _, k := range cexprNodeKinds() {
			if !seen[k] {
				t.Errorf("no accepted expression has a %s", k)
			}
		}
	}
	if 2*len(cases) < generated {
		t.Errorf("CExpr accepted %d of %d expressions, want at least half", len(cases), generated)
	}

	// Assignments: uniform extremes, then random mixes of interesting values.
	var assigns [][]uint64
	uniform := func(val func(t *program.Type) uint64) {
		a := make([]uint64, len(f.vars))
		for i, v := range f.vars {
			a[i] = val(v.Type) & v.Type.Mask()
		}
		assigns = append(assigns, a)
	}
	uniform(func(*program.Type) uint64 { return 0 })
	uniform(func(*program.Type) uint64 { return ^uint64(0) })
	uniform(minBits)
	uniform(maxBits)
	uniform(func(t *program.Type) uint64 { return minBits(t) | 1 })
	ag := &cexprGen{f: f, r: rand.New(rand.NewSource(99))}
	for k := 0; k < 9; k++ {
		uniform(ag.interesting)
	}
	assignString := func(a []uint64) string {
		var parts []string
		for i, v := range f.vars {
			parts = append(parts, v.CName+"="+irValue(v.Type, interp.IntValue(v.Type, a[i])))
		}
		return strings.Join(parts, " ")
	}

	// The interpreter's values.
	var pairs []cexprPair
	undefined := 0
	for ai, a := range assigns {
		s := interp.NewState(f.prog)
		for i, v := range f.vars {
			if err := s.Set(v, interp.IntValue(v.Type, a[i])); err != nil {
				t.Fatal(err)
			}
		}
		for ei, c := range cases {
			val, err := s.Eval(c.e)
			if err != nil {
				if !interp.IsUndefined(err) {
					t.Fatalf("Eval(%s): %v", program.ExprString(c.e), err)
				}
				undefined++
				continue
			}
			pairs = append(pairs, cexprPair{expr: ei, assign: ai, want: irValue(c.e.Type(), val)})
		}
	}

	// One C program: a function per expression, on a line of its own so
	// that a UBSan report names it; main sets the globals and calls them.
	var src bytes.Buffer
	line := 1
	emit := func(format string, args ...any) {
		s := fmt.Sprintf(format, args...)
		src.WriteString(s)
		line += strings.Count(s, "\n")
	}
	emit("#include <stdio.h>\n")
	for _, v := range f.vars {
		n, ok := ctype(v.Type)
		if !ok {
			t.Fatalf("no C type for %s", v.Type)
		}
		emit("%s %s;\n", n, v.CName)
	}
	exprAt := map[int]int{}
	for i, c := range cases {
		format, cast := "%lld", "long long"
		if c.e.Type().Kind == program.KindInt && !c.e.Type().Signed {
			format, cast = "%llu", "unsigned long long"
		}
		exprAt[line] = i
		emit("static void e%d(void) { printf(\"%s\\n\", (%s)(%s)); }\n", i, format, cast, c.c)
	}
	emit("int main(void) {\n\tsetvbuf(stdout, NULL, _IONBF, 0);\n")
	last := -1
	for _, p := range pairs {
		if p.assign != last {
			last = p.assign
			for i, v := range f.vars {
				emit("\t%s = %s;\n", v.CName, cLiteral(v.Type, assigns[p.assign][i]))
			}
		}
		emit("\te%d();\n", p.expr)
	}
	emit("\treturn 0;\n}\n")

	dir := t.TempDir()
	cfile := filepath.Join(dir, "t.c")
	bin := filepath.Join(dir, "t")
	if err := os.WriteFile(cfile, src.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gcc, "-std=gnu11", "-O0", "-Woverflow", "-Wdiv-by-zero", "-Wshift-count-overflow", "-Wshift-count-negative",
		"-fsanitize=undefined", "-fno-sanitize-recover=all", "-o", bin, cfile)
	cmd.Env = append(os.Environ(), "LC_ALL=C") // ASCII quotes in diagnostics
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	// Undefined behaviour gcc sees at compile time, in constant operands,
	// escapes the sanitizer: its warnings are failures too.
	warn := regexp.MustCompile(`t\.c:(\d+):\d+: warning: (.*)`)
	quoted := regexp.MustCompile(`in expression '([^']*)'`)
	var names []string
	for _, v := range f.vars {
		names = append(names, v.CName)
	}
	varName := regexp.MustCompile(`\b(` + strings.Join(names, "|") + `)\b`)
	for _, m := range warn.FindAllStringSubmatch(string(out), -1) {
		if strings.Contains(m[2], "in conversion from") {
			continue // implementation-defined, not undefined
		}
		if q := quoted.FindStringSubmatch(m[2]); q != nil && varName.MatchString(q[1]) {
			// gcc's folder rewrites expressions over variables, such as
			// (int)~(x ^ c) ^ x, and warns about its own rewriting;
			// operations on variables are left to the sanitizer.
			continue
		}
		ln, _ := strconv.Atoi(m[1])
		if i, ok := exprAt[ln]; ok {
			t.Errorf("gcc warns %q on %s\nC: %s", m[2], program.ExprString(cases[i].e), cases[i].c)
		} else {
			t.Errorf("gcc: %s", m[0])
		}
	}

	run := exec.Command(bin)
	var stdout, stderr bytes.Buffer
	run.Stdout, run.Stderr = &stdout, &stderr
	runErr := run.Run()
	got := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if stdout.Len() == 0 {
		got = nil
	}
	if runErr != nil {
		msg := stderr.String()
		if m := regexp.MustCompile(`t\.c:(\d+):\d+: runtime error: (.*)`).FindStringSubmatch(msg); m != nil {
			ln, _ := strconv.Atoi(m[1])
			if i, ok := exprAt[ln]; ok {
				a := "?"
				if len(got) < len(pairs) {
					a = assignString(assigns[pairs[len(got)].assign])
				}
				t.Fatalf("undefined behaviour (%s) in the C text of %s\nC: %s\nassignment: %s",
					m[2], program.ExprString(cases[i].e), cases[i].c, a)
			}
		}
		t.Fatalf("running the C program: %v\n%s", runErr, msg)
	}
	if len(got) != len(pairs) {
		t.Fatalf("the C program printed %d values, want %d", len(got), len(pairs))
	}
	mismatches := 0
	for k, p := range pairs {
		if got[k] == p.want {
			continue
		}
		mismatches++
		if mismatches <= 10 {
			c := cases[p.expr]
			t.Errorf("%s\nC: %s\nassignment: %s\nIR value %s, gcc value %s",
				program.ExprString(c.e), c.c, assignString(assigns[p.assign]), p.want, got[k])
		}
	}
	if mismatches > 10 {
		t.Errorf("%d mismatches in all", mismatches)
	}
	t.Logf("%d expressions generated, %d accepted, %d refused; %d assignments; %d values compared (%d undefined in the IR); %v",
		generated, len(cases), refused, len(assigns), len(pairs), undefined, time.Since(start).Round(time.Millisecond))
}

func TestCExprText(t *testing.T) {
	f := newCExprFixture()
	s8 := f.intType(8, true)
	u8 := f.intType(8, false)
	s32 := f.intType(32, true)
	u32 := f.intType(32, false)
	ref := func(t *program.Type) program.Expr { return &program.VarRef{Var: f.byTyp[t]} }
	k := func(t *program.Type, v int64) program.Expr { return program.NewConst(t, uint64(v)) }
	bin := func(op program.BinaryOp, x, y program.Expr, t *program.Type) program.Expr {
		return &program.Binary{Op: op, X: x, Y: y, T: t}
	}
	hidden := &program.Var{Name: "h", CName: "h", Type: s32, Global: true}
	ptr := &program.Var{Name: "p", CName: "p", Type: program.PointerTo(s32, 8), Global: true}
	f.sc.name[ptr] = "p"

	for _, c := range []struct {
		e    program.Expr
		want string // "" when CExpr must refuse
	}{
		// i < 10 on int.
		{bin(program.Lt, ref(s32), k(s32, 10), program.Bool), "(s32 < 10)"},
		// i + 1 < 10: the addition is done in unsigned int.
		{bin(program.Lt, bin(program.Add, ref(s32), k(s32, 1), s32), k(s32, 10), program.Bool),
			"(((int)((unsigned int)s32 + 1U)) < 10)"},
		// An unsigned char addition, truncated.
		{bin(program.Eq, bin(program.Add, ref(u8), k(u8, 200), u8), k(u8, 44), program.Bool),
			"((unsigned char)((unsigned char)((unsigned int)u8 + 200U)) == 44)"},
		// An unsigned int comparison with a constant above INT_MAX.
		{bin(program.Le, ref(u32), k(u32, 4000000000), program.Bool), "(u32 <= 4000000000U)"},
		// The front end's (int)b != 0 and (int)b == 0.
		{bin(program.Ne, &program.Cast{X: ref(program.Bool), T: s32}, k(s32, 0), program.Bool), "b"},
		{bin(program.Eq, &program.Cast{X: ref(program.Bool), T: s32}, k(s32, 0), program.Bool), "(!b)"},
		// Negative and minimal constants.
		{bin(program.Gt, ref(s32), k(s32, -2147483648), program.Bool), "(s32 > (-2147483647-1))"},
		{bin(program.Ge, ref(s8), k(s8, -5), program.Bool), "((signed char)s8 >= (-5))"},
		// Constant shifts and divisions C defines.
		{bin(program.Shl, ref(s32), k(s32, 3), s32), "((int)((unsigned int)s32 << 3))"},
		{bin(program.Div, ref(s32), k(s32, 7), s32), "((int)(s32 / 7))"},

		// Refused: a variable not in scope.
		{bin(program.Lt, &program.VarRef{Var: hidden}, k(s32, 10), program.Bool), ""},
		// Division by a variable (could be 0, or INT_MIN / -1).
		{bin(program.Div, ref(s32), ref(s32), s32), ""},
		// Division by -1 of an int (INT_MIN / -1).
		{bin(program.Div, ref(s32), k(s32, -1), s32), ""},
		// A shift by 40 on int, and by a negative amount.
		{bin(program.Shl, ref(s32), k(s32, 40), s32), ""},
		{bin(program.Shr, ref(s32), k(s32, -1), s32), ""},
		// A dereference.
		{bin(program.Eq, &program.Deref{X: &program.VarRef{Var: ptr}}, k(s32, 0), program.Bool), ""},
		// An overflow predicate.
		{bin(program.AddOverflow, ref(s32), k(s32, 1), program.Bool), ""},
	} {
		got, ok := CExpr(c.e, f.sc)
		switch {
		case c.want == "" && ok:
			t.Errorf("CExpr(%s) = %q, want refusal", program.ExprString(c.e), got)
		case c.want != "" && !ok:
			t.Errorf("CExpr(%s) refused, want %q", program.ExprString(c.e), c.want)
		case c.want != "" && got != c.want:
			t.Errorf("CExpr(%s) = %q, want %q", program.ExprString(c.e), got, c.want)
		}
	}
}
