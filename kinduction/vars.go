package kinduction

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// stmtExprs returns the expressions a statement reads, and the variable a
// whole-variable write kills (nil when the statement writes part of a
// variable, through a pointer, or nothing).
func stmtExprs(s program.Stmt) (reads []program.Expr, kills *program.Var) {
	switch s := s.(type) {
	case *program.Assign:
		reads = append(reads, s.RHS)
		if r, ok := s.LHS.(*program.VarRef); ok {
			kills = r.Var
		} else {
			reads = append(reads, s.LHS)
		}
	case *program.Havoc:
		if r, ok := s.LHS.(*program.VarRef); ok {
			kills = r.Var
		} else {
			reads = append(reads, s.LHS)
		}
	case *program.Assume:
		reads = append(reads, s.Cond)
	case *program.Check:
		reads = append(reads, s.Cond)
	case *program.Fill:
		// A fill writes part of an array: the array counts as read.
		reads = program.StmtExprs(s)
	}
	return reads, kills
}

func isIntVar(v *program.Var) bool { return v.Type.IsInteger() }

// liveIntegers returns, for each location, the integer variables that may
// be read before they are written on some path from it (a backward
// fixpoint over the program). Variables read through pointers are not
// tracked: the result only chooses template variables.
func liveIntegers(p *program.Program) map[*program.Loc][]*program.Var {
	index := map[*program.Var]int{}
	var vars []*program.Var
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		if isIntVar(v) {
			index[v] = len(vars)
			vars = append(vars, v)
		}
	}
	words := (len(vars) + 63) / 64
	type edgeInfo struct {
		gen  []uint64
		kill int
	}
	info := map[*program.Edge]edgeInfo{}
	for _, ed := range p.Edges() {
		reads, kills := stmtExprs(ed.Stmt)
		gen := make([]uint64, words)
		for _, x := range reads {
			for _, v := range program.Vars(x) {
				if i, ok := index[v]; ok {
					gen[i/64] |= 1 << (i % 64)
				}
			}
		}
		k := -1
		if i, ok := index[kills]; ok && kills != nil {
			k = i
		}
		info[ed] = edgeInfo{gen, k}
	}
	live := make([][]uint64, len(p.Locs))
	for i := range live {
		live[i] = make([]uint64, words)
	}
	for changed := true; changed; {
		changed = false
		for i := len(p.Locs) - 1; i >= 0; i-- {
			l := p.Locs[i]
			for _, ed := range l.Out {
				in := info[ed]
				out := live[ed.To.ID]
				for w := 0; w < words; w++ {
					x := out[w]
					if in.kill >= 0 && in.kill/64 == w {
						x &^= 1 << (in.kill % 64)
					}
					x |= in.gen[w]
					if live[i][w]|x != live[i][w] {
						live[i][w] |= x
						changed = true
					}
				}
			}
		}
	}
	out := map[*program.Loc][]*program.Var{}
	for i, l := range p.Locs {
		var vs []*program.Var
		for j, v := range vars {
			if live[i][j/64]>>(j%64)&1 == 1 {
				vs = append(vs, v)
			}
		}
		out[l] = vs
	}
	return out
}

// templateVars chooses the variables of a loop head's templates: those
// live there, first the ones the loop writes, then the ones it reads, at
// most max.
func templateVars(p *program.Program, live []*program.Var, body map[*program.Loc]bool, max int) []*program.Var {
	rank := map[*program.Var]int{}
	for _, v := range live {
		rank[v] = 2
	}
	for l := range body {
		for _, ed := range l.Out {
			reads, kills := stmtExprs(ed.Stmt)
			if kills != nil {
				if r, ok := rank[kills]; ok && r > 0 {
					rank[kills] = 0
				}
			}
			for _, x := range reads {
				for _, v := range program.Vars(x) {
					if r, ok := rank[v]; ok && r > 1 {
						rank[v] = 1
					}
				}
			}
		}
	}
	out := append([]*program.Var(nil), live...)
	sort.SliceStable(out, func(i, j int) bool { return rank[out[i]] < rank[out[j]] })
	if len(out) > max {
		out = out[:max]
	}
	// Back to declaration order, so that the printed relations read well.
	order := map[*program.Var]int{}
	for i, v := range live {
		order[v] = i
	}
	sort.Slice(out, func(i, j int) bool { return order[out[i]] < order[out[j]] })
	return out
}

// programConstants returns the integer constants the program mentions,
// with their neighbours and 0, ±1: the thresholds interval widening jumps
// to.
func programConstants(p *program.Program) []int64 {
	set := map[int64]bool{-1: true, 0: true, 1: true}
	for _, ed := range p.Edges() {
		reads, _ := stmtExprs(ed.Stmt)
		if a, ok := ed.Stmt.(*program.Assign); ok {
			reads = append(reads, a.LHS)
		}
		for _, x := range reads {
			program.Walk(x, func(e program.Expr) bool {
				if c, ok := e.(*program.Const); ok && c.T.Kind == program.KindInt {
					v := c.SignedValue()
					set[v] = true
					if v > -1<<62 && v < 1<<62 {
						set[v-1], set[v+1] = true, true
					}
				}
				return true
			})
		}
	}
	out := make([]int64, 0, len(set))
	for v := range set {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	if len(out) > 400 {
		out = out[:400]
	}
	return out
}

// withoutNegations strips the logical negations around c.
func withoutNegations(c program.Expr) program.Expr {
	for {
		u, ok := c.(*program.Unary)
		if !ok || u.Op != program.LNot {
			return c
		}
		c = u.X
	}
}

// bodyConditions are the comparisons of integers that hold on the
// Assume edges from loop's head into its body (a negated comparison
// turned around): what holds when the body starts. The head's decision
// may come after assumes that block paths (decisionEdges): those hold in
// the body too.
func bodyConditions(loop *symex.Loop) []*program.Binary {
	var out []*program.Binary
	for _, ed := range decisionEdges(loop.Head) {
		a, ok := ed.Stmt.(*program.Assume)
		if !ok || !loop.Body[ed.To] {
			continue
		}
		if b, ok := heldComparison(a.Cond); ok {
			out = append(out, b)
		}
	}
	return out
}

// decisionEdges returns the edges by which a loop's head decides whether
// the loop goes on: the edges out of the head, or, where the head's only
// edge is an Assume (a path blocked, as --undefined cut blocks one whose
// bound N - off overflows before while (x < N - off) tests it, or the
// loop's own condition when the cone of influence removed its exit),
// that edge and those of its target, and so on along such edges up to
// the first location with another statement or more than one edge out.
// Blocking assumes never choose between the loop's body and its exit,
// so the conditions found beyond them are the loop's conditions, as
// they are in the program without them.
func decisionEdges(head *program.Loc) []*program.Edge {
	var out []*program.Edge
	seen := map[*program.Loc]bool{head: true}
	for l := head; ; {
		out = append(out, l.Out...)
		if len(l.Out) != 1 {
			return out
		}
		ed := l.Out[0]
		if _, ok := ed.Stmt.(*program.Assume); !ok || seen[ed.To] || len(ed.To.In) != 1 {
			return out
		}
		seen[ed.To] = true
		l = ed.To
	}
}

// heldComparison is the comparison of integers that holds where c does:
// c itself, or a negated comparison turned around (!(a < b) is a >= b).
func heldComparison(c program.Expr) (*program.Binary, bool) {
	neg := false
	for {
		u, ok := c.(*program.Unary)
		if !ok || u.Op != program.LNot {
			break
		}
		neg, c = !neg, u.X
	}
	b, ok := c.(*program.Binary)
	if !ok || b.Op < program.Lt || b.Op > program.Ge || b.X.Type().Kind != program.KindInt {
		return nil, false
	}
	if !neg {
		return b, true
	}
	return &program.Binary{Op: b.Op.Negated(), X: b.X, Y: b.Y, T: b.T}, true
}

// loopConditions returns the comparisons that decide whether a loop goes
// on: the conditions of the Assume edges by which its head decides
// (decisionEdges), without negations.
func loopConditions(head *program.Loc) []*program.Binary {
	var out []*program.Binary
	for _, ed := range decisionEdges(head) {
		a, ok := ed.Stmt.(*program.Assume)
		if !ok {
			continue
		}
		if b, ok := withoutNegations(a.Cond).(*program.Binary); ok && b.Op >= program.Lt && b.Op <= program.Ge && b.X.Type().Kind == program.KindInt {
			out = append(out, b)
		}
	}
	return out
}

// readsAny reports whether x reads a variable of vars (the variables a
// loop writes, mostly: a term over none of them keeps its value at the
// loop's head).
func readsAny(x program.Expr, vars map[*program.Var]bool) bool {
	for _, u := range program.Vars(x) {
		if vars[u] {
			return true
		}
	}
	return false
}
