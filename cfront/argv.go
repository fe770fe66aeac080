package cfront

import "github.com/satabs-go/satabs-go/program"

// The bounds of Options.ArgvModel: argc <= ArgvModelArgs, and each
// argument string has at most ArgvModelLen characters.
const (
	ArgvModelArgs = 3
	ArgvModelLen  = 8
)

// isArgv reports whether t is char** (main's argv, char *argv[] adjusted).
func isArgv(t *program.Type) bool {
	return t.Kind == program.KindPointer && t.Elem != nil && t.Elem.Kind == program.KindPointer &&
		t.Elem.Elem != nil && t.Elem.Elem.IsInteger() && t.Elem.Elem.Width == 8
}

// argvModel lowers main's arguments as C's startup makes them (C11
// 5.1.2.2.1), within the bounds of Options.ArgvModel: argc (already
// havocked and nonnegative) is at most ArgvModelArgs; argv points to the
// first of ArgvModelArgs+1 pointers, the first argc of them to strings of
// ArgvModelLen+1 chars whose characters are inputs and whose last is 0
// (so each string has 0 to ArgvModelLen characters), the others null.
// Every execution of the result is one of C's, not the other way round.
func (l *lowerer) argvModel(argc, argv *program.Var, pos program.Pos) {
	strPtr := argv.Type.Elem
	charT := strPtr.Elem
	global := func(name string, t *program.Type) *program.Var {
		n := l.uniqueName(name)
		v := &program.Var{Name: n, Type: t, Global: true, Temp: true, CName: n, Pos: pos}
		l.p.Globals = append(l.p.Globals, v)
		l.takeAddress(&program.VarRef{Var: v})
		return v
	}
	index := func(v *program.Var, i int) program.Expr {
		return &program.Index{X: &program.VarRef{Var: v}, Index: program.NewConst(l.ts.int_, uint64(i))}
	}
	argcRef := &program.VarRef{Var: argc}
	l.emit(&program.Assume{Cond: l.binary(program.Le, argcRef, program.NewConst(argc.Type, ArgvModelArgs), program.Bool)}, pos)
	vec := global("$argv", l.ts.arrayOf(strPtr, ArgvModelArgs+1))
	for i := 0; i < ArgvModelArgs; i++ {
		s := global("$argv_string", l.ts.arrayOf(charT, ArgvModelLen+1))
		l.emit(&program.Havoc{LHS: &program.VarRef{Var: s}, Why: "argument string of main"}, pos)
		l.emit(&program.Assign{LHS: index(s, ArgvModelLen), RHS: program.NewConst(charT, 0)}, pos)
		present := l.binary(program.Lt, program.NewConst(argc.Type, uint64(i)), argcRef, program.Bool)
		str := &program.AddrOf{X: index(s, 0), T: strPtr}
		l.emit(&program.Assign{LHS: index(vec, i), RHS: &program.Ite{Cond: present, Then: str, Else: &program.Const{T: strPtr, Val: 0}}}, pos)
	}
	l.emit(&program.Assign{LHS: index(vec, ArgvModelArgs), RHS: &program.Const{T: strPtr, Val: 0}}, pos)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: argv}, RHS: &program.AddrOf{X: index(vec, 0), T: argv.Type}}, pos)
}
