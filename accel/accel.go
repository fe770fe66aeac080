package accel

import (
	"fmt"
	"math/big"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Limits of the path enumeration, per loop.
const (
	maxPaths    = 8  // shortcuts per loop
	maxPathLen  = 48 // edges of one path
	maxExplored = 4096
)

// maxCountBits bounds the iteration count of one shortcut: n ≤ 2^33, enough
// to wrap a 32-bit counter, small enough for 128-bit arithmetic.
const maxCountBits = 33

// maxTermBits bounds the magnitudes of b and s in b + k·s (see doc.go):
// k < 2^33, so k·s and the sum stay below 2^127.
const maxTermBits = 92

// CountWhy is the Why of the havoc that chooses a shortcut's iteration count.
const CountWhy = "iteration count of an accelerated loop path"

// Result is a program with shortcuts.
type Result struct {
	// Program is a copy of the input with the shortcut chains added
	// (locations after the input's, each chain from a loop head back to
	// it); the input itself when no path was accelerated.
	Program *program.Program
	// Counts are the havoc edges of the iteration counts: no inputs.
	Counts map[*program.Edge]bool
	// Loops and Paths count the loops with a shortcut and the shortcuts.
	Loops, Paths int
	// Segments counts the segment shortcuts (segment.go), among Paths;
	// SegmentInputs are their inputs, to expand into the original
	// program's (each edge of Arrays and Count is an input havoc of the
	// accelerated program that the original does not have). A
	// counterexample through a segment shortcut must be replayed before
	// it is believed: the shortcut checks the loop's branches in its
	// first and last iteration only.
	Segments      int
	SegmentInputs []*SegmentInputs
	// Recurrences counts the segment shortcuts of loops whose cells
	// depend on an earlier iteration (a cell it writes, a scalar's value
	// it leaves) or whose conditions read a cell an earlier iteration
	// writes (among Segments): exact in their first and last iteration
	// only.
	Recurrences int
}

// Shortcuts returns p with a shortcut for every path of a loop that can
// be accelerated. p must be reducible (symex.MakeReducible); it is not
// changed. Loops that cannot be found leave p as it is.
func Shortcuts(p *program.Program) *Result {
	res := &Result{Program: p, Counts: map[*program.Edge]bool{}}
	ln, err := symex.FindLoops(p)
	if err != nil || len(ln.Loops) == 0 {
		return res
	}
	type plan struct {
		head  *program.Loc
		paths [][]*program.Edge
		seg   *segLoop
	}
	var plans []plan
	for _, l := range ln.Loops {
		var ok [][]*program.Edge
		for _, path := range loopPaths(l) {
			if _, err := analyse(ln, path); err == nil {
				ok = append(ok, path)
			}
		}
		seg, err := analyseSegment(ln, l)
		if err != nil {
			seg = nil
		}
		if len(ok) > 0 || seg != nil {
			plans = append(plans, plan{l.Head, ok, seg})
		}
	}
	if len(plans) == 0 {
		return res
	}
	q := program.Clone(p)
	for _, pl := range plans {
		head := q.Locs[pl.head.ID]
		res.Counts[addChoice(q, ln, head, pl.paths, pl.seg)] = true
		res.Paths += len(pl.paths)
		res.Loops++
		if pl.seg != nil {
			res.Paths++
			res.Segments++
			if pl.seg.rec {
				res.Recurrences++
			}
			for _, e := range pl.seg.nonInput {
				res.Counts[e] = true
			}
			if pl.seg.built != nil {
				res.SegmentInputs = append(res.SegmentInputs, pl.seg.built)
			}
		}
	}
	program.Renumber(q)
	res.Program = q
	return res
}

// selectorShift is where the path number starts in a loop's choice
// variable: below it, the iteration count.
const selectorShift = 40

// addChoice gives head one havoc edge, of the loop's choice variable c,
// to a branch: c == 0 takes the head's own edges (moved to a new
// location); otherwise bits selectorShift and up pick a path, whose
// shortcut runs c's low bits (1 … 2^maxCountBits) iterations; the
// segment shortcut seg, when not nil, comes after the paths. It returns
// the havoc edge. (A location's edges are a deterministic branch in the
// IR: the choice is the havoc's.)
func addChoice(q *program.Program, ln *symex.LoopNest, head *program.Loc, paths [][]*program.Edge, seg *segLoop) *program.Edge {
	pos := head.Pos
	newLoc := func() *program.Loc {
		l := q.NewLoc(pos, head.Func)
		l.Frame = head.Frame
		l.Label = "accelerated loop path"
		return l
	}
	c := &program.Var{Name: fmt.Sprintf("accel$n%d", head.ID), Type: countType, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame}
	q.Locals = append(q.Locals, c)
	cref := &program.VarRef{Var: c}
	orig := newLoc()
	orig.Label = head.Label
	orig.Out, head.Out = head.Out, nil
	for _, e := range orig.Out {
		e.From = orig
	}
	choice := newLoc()
	havoc := q.AddEdge(head, choice, &program.Havoc{LHS: cref, Why: CountWhy}, pos)
	zero := program.NewConst(countType, 0)
	q.AddEdge(choice, orig, &program.Assume{Cond: cmp(program.Eq, cref, zero)}, pos)
	sel := &program.Binary{Op: program.Shr, X: cref, Y: program.NewConst(countType, selectorShift), T: countType}
	count := &program.Binary{Op: program.And, X: cref, Y: program.NewConst(countType, 1<<selectorShift-1), T: countType}
	alternatives := len(paths)
	if seg != nil {
		alternatives++
	}
	branch := func(j int) *program.Loc {
		op := program.Eq
		if j == alternatives-1 {
			op = program.Ge
		}
		start := newLoc()
		q.AddEdge(choice, start, &program.Assume{Cond: and(cmp(program.Ne, cref, zero), cmp(op, sel, program.NewConst(countType, uint64(j))))}, pos)
		return start
	}
	for j, path := range paths {
		a, err := analyse(ln, path)
		if err != nil {
			panic("accel: analysed path fails: " + err.Error())
		}
		a.build(q, branch(j), head, count, newLoc)
	}
	if seg != nil {
		seg.build(q, branch(len(paths)), head, count, newLoc)
	}
	return havoc
}

// loopPaths enumerates the simple cycles through l's head inside l (at
// most maxPaths, each at most maxPathLen edges).
func loopPaths(l *symex.Loop) [][]*program.Edge {
	var out [][]*program.Edge
	var path []*program.Edge
	onPath := map[*program.Loc]bool{}
	explored := 0
	var walk func(at *program.Loc) bool
	walk = func(at *program.Loc) bool {
		for _, e := range at.Out {
			explored++
			if len(out) >= maxPaths || explored > maxExplored {
				return false
			}
			if !l.Body[e.To] {
				continue
			}
			if e.To == l.Head {
				out = append(out, append(append([]*program.Edge(nil), path...), e))
				continue
			}
			if onPath[e.To] || len(path)+1 >= maxPathLen {
				continue
			}
			onPath[e.To] = true
			path = append(path, e)
			if !walk(e.To) {
				return false
			}
			path = path[:len(path)-1]
			onPath[e.To] = false
		}
		return true
	}
	onPath[l.Head] = true
	walk(l.Head)
	return out
}

// An update is the effect of the path on one variable.
type update struct {
	v   *program.Var
	inc bool         // x + d; else the reset e
	d   program.Expr // increment or reset value, of v's type
	dep bool         // d reads other variables the path assigns (summaries only: quadratic.go)
}

// A cond is a condition of the path on the state at its start; undef
// marks an assumption that cuts an undefined operation
// (program.Assume.Undefined).
type cond struct {
	e     program.Expr
	pos   program.Pos
	undef bool
}

// An analysis is one accelerable path.
type analysis struct {
	head     *program.Loc
	pos      program.Pos
	assigned map[*program.Var]bool
	updates  []update
	byVar    map[*program.Var]*update
	conds    []cond
}

func unsupported(format string, args ...any) error { return fmt.Errorf(format, args...) }

// analyse executes path symbolically and classifies its updates. The
// path leaves an inner loop (of ln) at its head: when the inner loop has
// a summary (summarise), its iterations are part of the path.
func analyse(ln *symex.LoopNest, path []*program.Edge) (*analysis, error) {
	return analysePath(ln, path, false)
}

// analysePath is analyse; with dep, an update may also read the other
// variables the path assigns (update.dep), which only a summary takes
// (quadratic.go).
func analysePath(ln *symex.LoopNest, path []*program.Edge, dep bool) (*analysis, error) {
	a := &analysis{head: path[0].From, pos: path[0].From.Pos, assigned: map[*program.Var]bool{}, byVar: map[*program.Var]*update{}}
	cur := map[*program.Var]program.Expr{}
	var order []*program.Var
	subst := func(x program.Expr) program.Expr { return substitute(x, cur) }
	for _, e := range path {
		if inner := ln.LoopOfHead(e.From); inner != nil && e.From != a.head && !inner.Body[e.To] {
			sum, err := summarise(ln, inner)
			if err != nil {
				return nil, err
			}
			for _, u := range sum.a.updates {
				if _, seen := cur[u.v]; !seen {
					order = append(order, u.v)
				}
			}
			for _, c := range sum.apply(cur, a.assigned) {
				a.conds = append(a.conds, cond{e: c, pos: e.Pos})
			}
			continue // the exit condition holds after the summary
		}
		switch s := e.Stmt.(type) {
		case *program.Skip:
		case *program.Dead:
			if s.Var.Object != 0 {
				// Pointers to it dangle: an effect on memory the
				// closed forms do not carry.
				return nil, unsupported("end of the lifetime of %s, whose address is taken", s.Var)
			}
		case *program.Assume:
			a.conds = append(a.conds, cond{e: subst(s.Cond), pos: e.Pos, undef: s.Undefined})
		case *program.Check:
			if c, ok := s.Cond.(*program.Const); ok && c.Val == 0 {
				return nil, unsupported("path through an error")
			}
			a.conds = append(a.conds, cond{e: subst(s.Cond), pos: e.Pos})
		case *program.Assign:
			r, ok := s.LHS.(*program.VarRef)
			if !ok || r.Var.Object != 0 || !r.Var.Type.IsInteger() {
				return nil, unsupported("assignment to %v", s.LHS)
			}
			if _, seen := cur[r.Var]; !seen {
				order = append(order, r.Var)
			}
			cur[r.Var] = subst(s.RHS)
			a.assigned[r.Var] = true
		default:
			return nil, unsupported("statement %T", e.Stmt)
		}
	}
	if len(order) == 0 {
		return nil, unsupported("no update")
	}
	for _, v := range order {
		u, err := a.classify(v, cur[v])
		if err != nil && dep {
			u, err = a.classifyDep(v, cur[v])
		}
		if err != nil {
			return nil, err
		}
		a.updates = append(a.updates, u)
	}
	for i := range a.updates {
		a.byVar[a.updates[i].v] = &a.updates[i]
	}
	// The conditions must be expressible at iterations 1 … n−1.
	for _, c := range a.conds {
		var g guards
		if err := a.condition(&g, c.e, true); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// substitute replaces every variable of cur by its value.
func substitute(x program.Expr, cur map[*program.Var]program.Expr) program.Expr {
	if r, ok := x.(*program.VarRef); ok {
		if v, ok := cur[r.Var]; ok {
			return v
		}
		return x
	}
	return program.MapChildren(x, func(y program.Expr) program.Expr { return substitute(y, cur) })
}

// readsAny reports whether x reads a variable of vs.
func readsAny(x program.Expr, vs map[*program.Var]bool) bool {
	for _, v := range program.Vars(x) {
		if vs[v] {
			return true
		}
	}
	return false
}

// classify decides whether v's value after the path, val, is v + d or e
// modulo 2^w.
func (a *analysis) classify(v *program.Var, val program.Expr) (update, error) {
	t := v.Type
	if t.Kind == program.KindBool {
		if readsAny(val, a.assigned) {
			return update{}, unsupported("%s: Bool update reads the loop's variables", v)
		}
		return update{v: v, d: val}, nil
	}
	if t.Width > 64 {
		return update{}, unsupported("%s: wider than 64 bits", v)
	}
	coef, rest, err := a.modLinear(val, v, t)
	if err != nil {
		return update{}, err
	}
	coef.And(coef, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Width)), big.NewInt(1)))
	switch {
	case coef.Sign() == 0:
		return update{v: v, d: simplify(rest)}, nil
	case coef.Cmp(big.NewInt(1)) == 0:
		return update{v: v, inc: true, d: simplify(rest)}, nil
	}
	return update{}, unsupported("%s: update is not x + d", v)
}

// modLinear writes x, modulo 2^w for w = t.Width, as coef·v + rest, with
// rest of type t reading no assigned variable.
func (a *analysis) modLinear(x program.Expr, v *program.Var, t *program.Type) (*big.Int, program.Expr, error) {
	if !readsAny(x, a.assigned) {
		if !x.Type().IsInteger() {
			return nil, nil, unsupported("non-integer term")
		}
		return new(big.Int), castTo(x, t), nil
	}
	switch x := x.(type) {
	case *program.VarRef:
		if x.Var == v {
			return big.NewInt(1), program.NewConst(t, 0), nil
		}
		return nil, nil, unsupported("%s depends on %s", v, x.Var)
	case *program.Cast:
		from := x.X.Type()
		if from.Kind != program.KindInt || x.T.Kind != program.KindInt || from.Width < t.Width || x.T.Width < t.Width {
			return nil, nil, unsupported("cast loses bits")
		}
		return a.modLinear(x.X, v, t)
	case *program.Unary:
		if x.Op != program.Neg {
			return nil, nil, unsupported("operator")
		}
		c, r, err := a.modLinear(x.X, v, t)
		if err != nil {
			return nil, nil, err
		}
		return c.Neg(c), &program.Unary{Op: program.Neg, X: r}, nil
	case *program.Binary:
		if x.T.Kind != program.KindInt || x.T.Width < t.Width {
			return nil, nil, unsupported("operator")
		}
		switch x.Op {
		case program.Add, program.Sub:
			c1, r1, err := a.modLinear(x.X, v, t)
			if err != nil {
				return nil, nil, err
			}
			c2, r2, err := a.modLinear(x.Y, v, t)
			if err != nil {
				return nil, nil, err
			}
			if x.Op == program.Add {
				return c1.Add(c1, c2), &program.Binary{Op: program.Add, X: r1, Y: r2, T: t}, nil
			}
			return c1.Sub(c1, c2), &program.Binary{Op: program.Sub, X: r1, Y: r2, T: t}, nil
		case program.Mul:
			lin, k := x.X, x.Y
			if _, ok := k.(*program.Const); !ok {
				lin, k = x.Y, x.X
			}
			kc, ok := k.(*program.Const)
			if !ok {
				return nil, nil, unsupported("product of variables")
			}
			c, r, err := a.modLinear(lin, v, t)
			if err != nil {
				return nil, nil, err
			}
			f := constValue(kc)
			return c.Mul(c, f), &program.Binary{Op: program.Mul, X: r, Y: castTo(kc, t), T: t}, nil
		}
	}
	return nil, nil, unsupported("operator")
}

// castTo converts x to t unless it has that type.
func castTo(x program.Expr, t *program.Type) program.Expr {
	if program.Identical(x.Type(), t) {
		return x
	}
	return &program.Cast{X: x, T: t}
}

// constValue is c's value as a mathematical integer (by its type's sign).
func constValue(c *program.Const) *big.Int {
	v := new(big.Int).SetUint64(c.Val)
	if c.Hi != 0 {
		v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(c.Hi), 64))
	}
	t := c.T
	if t.Kind == program.KindInt && t.Signed && t.Width > 0 && v.Bit(t.Width-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(t.Width)))
	}
	return v
}
