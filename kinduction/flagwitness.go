package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
)

// Flags that witness a counter's past value.
//
// A loop that sets a flag f to a constant v on a path that has just
// tested c == x, where c is a counter (every write in the loop c + 1, or
// every one c - 1) and x an expression the loop does not write, leaves
// f == v only after c has met x: once c has moved on, x < c (counting
// up; x > c counting down) as long as c has not wrapped, and x <= c
// where the step came before the test in the iteration. The candidates
// at the head are therefore
//
//	f != v || x < c,  f != v || x <= c   (counting up; > and >= down)
//
// in the comparison's own type (c == x compares c and x in one type).
// A path that sets f = v has c == x, and its step leaves x < c + 1 where
// c + 1 does not wrap; a path that does not set f keeps f, and moves c
// away from x; a path that sets f to another value makes the candidate
// true. Where c wraps, or f is set on entry to v, SAT refutes the
// candidate: candidates only, proved or dropped like every other
// (for (c = 0; c < N; c++) if (c == last) st = 0; then st == 0 says
// last < c, and after the loop last < N).
//
// The path condition is read from the straight code before the set: the
// assumptions on the edges from the locations with one way in, back to
// the first edge that writes a variable or to the head.

// maxFlagWitnesses bounds the candidates flagWitnesses returns for one
// loop.
const maxFlagWitnesses = 16

// flagWitnesses are the candidates above for the loop whose body is
// body, entered at head.
func flagWitnesses(head *program.Loc, body map[*program.Loc]bool) []program.Expr {
	counters := loopCounters(body)
	if len(counters) == 0 {
		return nil
	}
	written := loopWrites(body)
	var out []program.Expr
	seen := map[string]bool{}
	add := func(x program.Expr) {
		if text := program.ExprString(x); !seen[text] && len(out) < maxFlagWitnesses {
			seen[text] = true
			out = append(out, x)
		}
	}
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			as, ok := ed.Stmt.(*program.Assign)
			if !ok || !body[ed.To] {
				continue
			}
			r, ok := as.LHS.(*program.VarRef)
			k, isConst := as.RHS.(*program.Const)
			if !ok || !isConst || !r.Var.ByName() || !r.Var.Type.IsInteger() || counters[r.Var] != 0 {
				continue
			}
			ne := &program.Binary{Op: program.Ne, X: &program.VarRef{Var: r.Var}, Y: k, T: program.Bool}
			for _, cond := range setConditions(head, body, l) {
				b, ok := cond.(*program.Binary)
				if !ok || b.Op != program.Eq {
					continue
				}
				for _, sides := range [][2]program.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					cr, ok := stripCasts(sides[0]).(*program.VarRef)
					if !ok || counters[cr.Var] == 0 || readsAny(sides[1], written) || !pureScalar(sides[1]) {
						continue
					}
					c, x := sides[0], sides[1]
					if counters[cr.Var] < 0 {
						c, x = x, c
					}
					for _, op := range []program.BinaryOp{program.Lt, program.Le} {
						add(&program.Binary{Op: program.LOr, X: ne, Y: &program.Binary{Op: op, X: x, Y: c, T: program.Bool}, T: program.Bool})
					}
				}
			}
		}
	}
	return out
}

// setConditions are the conditions assumed on the straight code that
// leads to l: from l back along locations with one way in, inside body,
// to the head or to the first edge that writes something.
func setConditions(head *program.Loc, body map[*program.Loc]bool, l *program.Loc) []program.Expr {
	var out []program.Expr
	for steps := 0; l != head && len(l.In) == 1 && steps < 16; steps++ {
		in := l.In[0]
		if !body[in.From] {
			break
		}
		a, ok := in.Stmt.(*program.Assume)
		if !ok {
			if !effectFree(in.Stmt) {
				break
			}
		} else {
			out = append(out, conjunctsOf(a.Cond)...)
		}
		l = in.From
	}
	return out
}

// pureScalar says whether x reads only integer variables by name,
// constants and arithmetic on them.
func pureScalar(x program.Expr) bool {
	good := true
	program.Walk(x, func(y program.Expr) bool {
		switch y := y.(type) {
		case *program.VarRef:
			good = good && y.Var.ByName() && y.Var.Type.IsInteger()
		case *program.Const, *program.Cast, *program.Unary, *program.Binary:
		default:
			good = false
		}
		return good
	})
	return good
}
