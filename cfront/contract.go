package cfront

import (
	"fmt"
	"os"
	"sort"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Contracts of recursive functions.
//
// A Contract summarises a function: conditions over the values of its
// parameters at the call and its result that every call which returns
// satisfies. With Options.Contracts, a call that would nest deeper than
// Options.RecursionDepth is not a recursion-depth check but the contract:
// the arguments are evaluated, the result is a fresh value (a havoc marked
// with the function's name, as for a function without body) and the
// conditions are assumed. That over-approximates the calls which return,
// so a program lowered so is safe when the original is, provided every
// contract holds; it is the caller's task (package summary) to prove
// that first: with Options.CheckContract the entry function's parameters
// are inputs, its nested calls are abstracted by the contracts, and each
// condition of its own contract is a check at its return. The front end
// itself assumes nothing.

// A Contract is a postcondition of a function over placeholders: Params
// stand for the values of the parameters at the call (in the order of the
// prototype), Result for the value returned (nil for void). Globals are
// the scalar globals the function may read or write (through any call),
// each a placeholder named as the program's variable (program.Var.Name)
// that stands for its value at the return; Olds[i] stands for the value
// of Globals[i] at the call. A call the contract replaces havocs the
// Globals; the check program starts with them arbitrary. The
// placeholders appear in no program.
//
// A Globals entry may also stand for the object a pointer parameter
// points to (Pointee[i] is that parameter's index, -1 for a global): a
// function that counts into its caller's variable through int *acc has
// *acc in its state as a global is. applyContract says how a call uses
// it, lowerEntry where the check program's object comes from.
type Contract struct {
	Params []*program.Var
	Result *program.Var
	Post   []program.Expr

	Globals, Olds []*program.Var
	Pointee       []int
}

// AddGlobal adds the global variable g of a lowering (a scalar) to the
// state c describes: a placeholder for its value at the return and one
// for its value at the call.
func (c *Contract) AddGlobal(g *program.Var) {
	c.Globals = append(c.Globals, &program.Var{Name: g.Name, CName: g.DisplayName(), Type: g.Type, Global: true})
	c.Olds = append(c.Olds, &program.Var{Name: "\\old(" + g.Name + ")", CName: "\\old(" + g.DisplayName() + ")", Type: g.Type})
	c.Pointee = append(c.Pointee, -1)
}

// addPointee adds the object that pointer parameter i of fn (C name
// cname) points to, of type t, to the state c describes, as AddGlobal
// adds a global; its name is that of the check program's object.
func (c *Contract) addPointee(fn string, i int, cname string, t *program.Type) {
	name := PointeeName(fn, i)
	c.Globals = append(c.Globals, &program.Var{Name: name, CName: "*" + cname, Type: t, Global: true})
	c.Olds = append(c.Olds, &program.Var{Name: "\\old(" + name + ")", CName: "\\old(*" + cname + ")", Type: t})
	c.Pointee = append(c.Pointee, i)
}

// PointeeName names the object that parameter i (from 0) of fn points
// to in fn's check program.
func PointeeName(fn string, i int) string {
	return fmt.Sprintf("%s::*$param%d", fn, i+1)
}

// PointeeOf returns the index of the parameter whose object Globals[i]
// stands for, or -1 for a global.
func (c *Contract) PointeeOf(i int) int {
	if i < len(c.Pointee) {
		return c.Pointee[i]
	}
	return -1
}

// HasPointees says whether the object of some parameter is in c's state.
func (c *Contract) HasPointees() bool {
	for _, k := range c.Pointee {
		if k >= 0 {
			return true
		}
	}
	return false
}

// pointeeOf returns the index in Globals of the object parameter i
// points to, or -1.
func (c *Contract) pointeeOf(i int) int {
	for j, k := range c.Pointee {
		if k == i {
			return j
		}
	}
	return -1
}

// IntParams are the placeholders of c's integer parameters, the only
// ones its conditions name.
func (c *Contract) IntParams() []*program.Var {
	var out []*program.Var
	for _, v := range c.Params {
		if scalarInt(v.Type) {
			out = append(out, v)
		}
	}
	return out
}

// NewContract returns a contract of function name of p's lowering with
// no conditions, or an error when the function is not one a contract can
// describe: parameters and result must be integers (or _Bool, or void
// for the result), the function must not be variadic. With pointees, one
// parameter may instead be a pointer to an integer, whose object joins
// the contract's state (Contract.Pointee).
func (u *Unit) NewContract(name string, model program.DataModel, pointees bool) (*Contract, error) {
	fd := u.funcs()[name]
	if fd == nil {
		return nil, fmt.Errorf("%s has no body", name)
	}
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	if ft == nil || ft.IsVariadic() {
		return nil, fmt.Errorf("%s is variadic", name)
	}
	l := &lowerer{opts: Options{Model: model}, ts: newTypeSys(model), file: u.name}
	var err error
	c := &Contract{}
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%s: types not supported in a contract", name)
			}
		}()
		for i, prm := range realParams(ft) {
			t := l.paramType(prm, fd.Declarator)
			if pointees && t.Kind == program.KindPointer && t.Elem != nil && scalarInt(t.Elem) && !c.HasPointees() {
				c.addPointee(name, i, paramName(prm, i), t.Elem)
			} else if !scalarInt(t) {
				err = fmt.Errorf("parameter %d of %s is not an integer", i+1, name)
				return
			}
			c.Params = append(c.Params, &program.Var{Name: fmt.Sprintf("%s::$param%d", name, i+1), CName: paramName(prm, i), Type: t, Func: name})
		}
		if r := ft.Result(); r != nil && r.Kind() != cc.Void {
			t := l.typeOf(r, fd.Declarator)
			if !scalarInt(t) {
				err = fmt.Errorf("the result of %s is not an integer", name)
				return
			}
			c.Result = &program.Var{Name: name + "::$result", CName: "\\result", Type: t, Func: name}
		}
	}()
	if err != nil {
		return nil, err
	}
	return c, nil
}

func paramName(prm *cc.Parameter, i int) string {
	if prm.Declarator != nil && prm.Name() != "" {
		return prm.Name()
	}
	return fmt.Sprintf("$param%d", i+1)
}

func scalarInt(t *program.Type) bool {
	return t.Kind == program.KindBool || t.Kind == program.KindInt
}

// Instantiate returns the conditions with the placeholders replaced by
// args and result.
func (c *Contract) Instantiate(args []program.Expr, result program.Expr) []program.Expr {
	return c.InstantiateState(args, result, nil, nil)
}

// InstantiateState returns the conditions with the placeholders replaced
// by args and result, the globals' values at the call by olds and at the
// return by globals (in the order of c.Globals).
func (c *Contract) InstantiateState(args []program.Expr, result program.Expr, olds, globals []program.Expr) []program.Expr {
	m := map[*program.Var]program.Expr{}
	for i, v := range c.Olds {
		if i < len(olds) {
			m[v] = olds[i]
		}
	}
	for i, v := range c.Globals {
		if i < len(globals) {
			m[v] = globals[i]
		}
	}
	for i, v := range c.Params {
		if i < len(args) {
			m[v] = args[i]
		}
	}
	if c.Result != nil && result != nil {
		m[c.Result] = result
	}
	out := make([]program.Expr, len(c.Post))
	for i, x := range c.Post {
		out[i] = Substitute(x, m)
	}
	return out
}

// Substitute replaces the variables of x that m maps.
func Substitute(x program.Expr, m map[*program.Var]program.Expr) program.Expr {
	if r, ok := x.(*program.VarRef); ok {
		if y, ok := m[r.Var]; ok {
			return y
		}
		return x
	}
	return program.MapChildren(x, func(y program.Expr) program.Expr { return Substitute(y, m) })
}

// ContractResult ends the Bodiless name of the havoc of a result given
// by a contract ("f by its contract"): a counterexample through it is
// beyond the model, as one through a recursion-depth check is, and ends
// a run of the engines at once (engine.Confirm).
const ContractResult = " by its contract"

// applyContract lowers a call of name nested deeper than
// Options.RecursionDepth by its contract c.
func (l *lowerer) applyContract(fd *cc.FunctionDefinition, name string, c *Contract, vals []program.Expr, want bool, at cc.Node) program.Expr {
	pos := l.posOf(at)
	args := l.contractArgs(c, vals, at, pos)
	// The globals' values at the call, then any values the call may
	// leave in them.
	globals := l.contractGlobals(c, args, at)
	olds := make([]program.Expr, len(globals))
	for i, g := range globals {
		v := l.newTemp(g.Type(), pos)
		olds[i] = &program.VarRef{Var: v}
		l.emit(&program.Assign{LHS: olds[i], RHS: g}, pos)
	}
	for _, g := range globals {
		l.emit(&program.Havoc{LHS: g, Why: "global written by " + name + " by its contract", Bodiless: name + ContractResult}, pos)
	}
	var res program.Expr
	if c.Result != nil {
		v := l.newTemp(c.Result.Type, pos)
		res = &program.VarRef{Var: v}
		l.emit(&program.Havoc{LHS: res, Why: "result of " + name + " by its contract", Bodiless: name + ContractResult}, pos)
	}
	// The check program proved the conditions for a parameter's object
	// that is valid and none of the globals: a call whose pointer is not
	// valid assumes nothing (if the function reads through it, the
	// program's own semantics of that read is more than the contract
	// says; it writes nothing through it), and the havoc above writes
	// nothing either. The front end reads and writes the object without
	// checks: the contract is used only without pointer checks.
	var valid program.Expr
	for _, k := range c.Pointee {
		if k < 0 {
			continue
		}
		if l.opts.Checks.Pointer || l.opts.Checks.Bounds {
			l.failf(at, true, "unsupported: the contract of %s with the object of a pointer parameter under pointer checks", name)
		}
		v := program.Expr(&program.Valid{X: args[k]})
		if valid != nil {
			v = l.and(valid, v)
		}
		valid = v
	}
	for _, cond := range c.InstantiateState(args, res, olds, globals) {
		if valid != nil {
			cond = l.binary(program.LOr, &program.Unary{Op: program.LNot, X: valid}, cond, program.Bool)
		}
		l.emit(&program.Assume{Cond: cond}, pos)
	}
	if !want {
		return nil
	}
	return res
}

// contractEntry, with Options.CheckContract, keeps the values of the
// entry function's parameters at the call, for contractChecks.
func (l *lowerer) contractEntry(name string, params []*program.Var, pos program.Pos) []program.Expr {
	c := l.checked(name)
	if !l.opts.CheckContract || c == nil {
		return nil
	}
	olds := make([]program.Expr, len(c.Params))
	for i, prm := range c.Params {
		v := l.newTemp(prm.Type, pos)
		ref := &program.VarRef{Var: v}
		if i < len(params) && params[i] != nil && program.Identical(params[i].Type, prm.Type) {
			l.emit(&program.Assign{LHS: ref, RHS: &program.VarRef{Var: params[i]}}, pos)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "parameter of " + name}, pos)
		}
		olds[i] = ref
	}
	// The globals start with any values: the contract must hold for
	// every state a call may start in.
	for _, g := range l.contractGlobals(c, nil, nil) {
		l.emit(&program.Havoc{LHS: g, Why: GlobalAtEntry + name}, pos)
		v := l.newTemp(g.(*program.VarRef).Var.Type, pos)
		ref := &program.VarRef{Var: v}
		l.emit(&program.Assign{LHS: ref, RHS: g}, pos)
		olds = append(olds, ref)
	}
	return olds
}

// entryPointee, in the check program of a contract whose state has the
// object that parameter i (variable v) of the entry function points to,
// makes that object a global of its own (named as the contract's
// placeholder, arbitrary at the entry like the globals) and points v to
// it; false when v is an input as usual.
func (l *lowerer) entryPointee(name string, i int, v *program.Var, pos program.Pos) bool {
	c := l.checked(name)
	if !l.opts.CheckContract || c == nil {
		return false
	}
	j := c.pointeeOf(i)
	if j < 0 {
		return false
	}
	g := c.Globals[j]
	obj := &program.Var{Name: g.Name, CName: g.CName, Type: g.Type, Global: true, Pos: pos}
	l.p.Globals = append(l.p.Globals, obj)
	ref := &program.VarRef{Var: obj}
	l.takeAddress(ref)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: &program.AddrOf{X: ref, T: v.Type}}, pos)
	return true
}

// GlobalAtEntry starts the Why of the havoc that gives a global its
// arbitrary value at the entry of a check program.
const GlobalAtEntry = "global at the entry of "

// contractGlobals returns references to this lowering's variables for
// the globals of c: for the object of a pointer parameter, *args[k] at a
// call (args nil: the check program's object of that name).
func (l *lowerer) contractGlobals(c *Contract, args []program.Expr, at cc.Node) []program.Expr {
	var out []program.Expr
	for i, g := range c.Globals {
		if k := c.PointeeOf(i); k >= 0 && args != nil {
			out = append(out, &program.Deref{X: args[k]})
			continue
		}
		var v *program.Var
		for _, w := range l.p.Globals {
			if w.Name == g.Name {
				v = w
			}
		}
		if v == nil || !program.Identical(v.Type, g.Type) {
			if at != nil {
				l.failf(at, false, "the contract's global %s is not a global of the program", g.Name)
			}
			l.failAt(program.Pos{File: l.file}, false, "the contract's global %s is not a global of the program", g.Name)
		}
		out = append(out, &program.VarRef{Var: v})
	}
	return out
}

// contractChecks, with Options.CheckContract, checks each condition of
// the entry function's contract at its return: check i is recorded in
// Options.ContractChecks with index i.
func (l *lowerer) contractChecks(name string, olds []program.Expr, ret *program.Var, pos program.Pos) {
	c := l.checked(name)
	if !l.opts.CheckContract || c == nil || l.cur == nil {
		return
	}
	var res program.Expr
	if ret != nil {
		res = &program.VarRef{Var: ret}
	}
	n := len(c.Params)
	var globals []program.Expr
	if len(c.Globals) > 0 {
		globals = l.contractGlobals(c, nil, nil)
	}
	for i, cond := range c.InstantiateState(olds[:n], res, olds[n:], globals) {
		info := l.newCheck(program.CheckAssertion, pos, fmt.Sprintf("condition %d of the contract of %s", i, name))
		if l.opts.ContractChecks != nil {
			l.opts.ContractChecks[info] = i
		}
		l.emit(&program.Check{Cond: cond, Check: info}, pos)
	}
}

// checked is the contract of entry function name that CheckContract
// checks.
func (l *lowerer) checked(name string) *Contract {
	if l.opts.Checked != nil {
		return l.opts.Checked
	}
	return l.opts.Contracts[name]
}

// A Unit is a parsed translation unit, lowered as many times as needed
// with different options (entry function, contracts, depth).
type Unit struct {
	name  string
	model program.DataModel
	ast   *cc.AST
	fns   map[string]*cc.FunctionDefinition
}

// ParseUnit reads and parses the C file at path for data model model.
func ParseUnit(path string, model program.DataModel) (u *Unit, err error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{Pos: program.Pos{File: path}, Msg: err.Error()}
	}
	defer func() {
		if r := recover(); r != nil {
			u = nil
			err = panicError(r, program.Pos{File: path})
		}
	}()
	if model.Name == "" {
		model = program.ILP32
	}
	if err := checkNesting(path, src); err != nil {
		return nil, err
	}
	ast, err := translate(path, src, model)
	if err != nil {
		return nil, err
	}
	return &Unit{name: path, model: model, ast: ast}, nil
}

// Lower lowers the unit with opts (opts.Model is the unit's).
func (u *Unit) Lower(opts Options) (p *program.Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			p = nil
			err = panicError(r, program.Pos{File: u.name})
		}
	}()
	opts.Model = u.model
	if opts.Entry == "" {
		opts.Entry = "main"
	}
	return lowerProgram(u.ast, u.name, opts)
}

func (u *Unit) funcs() map[string]*cc.FunctionDefinition {
	if u.fns == nil {
		u.fns = map[string]*cc.FunctionDefinition{}
		for tu := u.ast.TranslationUnit; tu != nil; tu = tu.TranslationUnit {
			if ed := tu.ExternalDeclaration; ed != nil && ed.Case == cc.ExternalDeclarationFuncDef && ed.FunctionDefinition != nil && ed.FunctionDefinition.Declarator != nil {
				u.fns[ed.FunctionDefinition.Declarator.Name()] = ed.FunctionDefinition
			}
		}
	}
	return u.fns
}

// RecursiveFunctions returns, sorted, the functions with a body that the
// entry function reaches by direct calls and that lie on a cycle of
// direct calls. Calls through pointers are not followed: a function that
// recurses only through them is not listed (its calls keep the depth
// check).
func (u *Unit) RecursiveFunctions(entry string) []string {
	fns := u.funcs()
	callees := map[string][]string{}
	calls := func(fd *cc.FunctionDefinition) []string {
		name := fd.Declarator.Name()
		if cs, ok := callees[name]; ok {
			return cs
		}
		seen := map[string]bool{}
		var cs []string
		walk(fd.CompoundStatement, func(n cc.Node) bool {
			if x, ok := n.(*cc.PostfixExpression); ok && x.Case == cc.PostfixExpressionCall {
				if id := calleeIdent(x.PostfixExpression); id != nil {
					if d, ok := id.ResolvedTo().(*cc.Declarator); ok && d != nil && fns[d.Name()] != nil && !seen[d.Name()] {
						seen[d.Name()] = true
						cs = append(cs, d.Name())
					}
				}
			}
			return true
		})
		callees[name] = cs
		return cs
	}
	// Reachable functions, then those that reach themselves.
	reach := func(from string) map[string]bool {
		seen := map[string]bool{}
		stack := []string{from}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, g := range calls(fns[f]) {
				if !seen[g] {
					seen[g] = true
					stack = append(stack, g)
				}
			}
		}
		return seen
	}
	if fns[entry] == nil {
		return nil
	}
	var out []string
	reachable := reach(entry)
	reachable[entry] = true
	for f := range reachable {
		if reach(f)[f] {
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out
}

// contractArgs evaluates the arguments vals of a call into temporaries of
// c's parameter types (a missing argument is arbitrary), for the
// contract's conditions over the values at the call.
func (l *lowerer) contractArgs(c *Contract, vals []program.Expr, at cc.Node, pos program.Pos) []program.Expr {
	args := make([]program.Expr, len(c.Params))
	for i, prm := range c.Params {
		v := l.newTemp(prm.Type, pos)
		ref := &program.VarRef{Var: v}
		if i < len(vals) {
			l.emit(&program.Assign{LHS: ref, RHS: l.conv(vals[i], prm.Type, at)}, pos)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "missing argument"}, pos)
		}
		args[i] = ref
	}
	return args
}
