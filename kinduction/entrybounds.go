package kinduction

import "github.com/satabs-go/satabs-go/program"

// assignedVars returns the variables the loop's edges assign, as
// loopWrites does, except that an element or a field assigned (b[p +
// off] = a[p], r.f = 0) counts its array or aggregate only: the
// variables of its index are read, not written. An lvalue through a
// pointer (*q = 0, q->f = 0) counts every variable it names, as
// loopWrites does.
func assignedVars(body map[*program.Loc]bool) map[*program.Var]bool {
	out := map[*program.Var]bool{}
	for _, lhs := range loopLvalues(body) {
		if root := lvalueRoot(lhs); root != nil {
			out[root] = true
			continue
		}
		for _, v := range program.Vars(lhs) {
			out[v] = true
		}
	}
	return out
}

// lvalueRoot returns the variable an lvalue of variables, elements and
// fields lies in (b for b[i + off].f), nil when the lvalue goes through
// a pointer or is of another form.
func lvalueRoot(x program.Expr) *program.Var {
	for {
		switch y := x.(type) {
		case *program.VarRef:
			return y.Var
		case *program.Index:
			x = y.X
		case *program.Field:
			x = y.X
		default:
			return nil
		}
	}
}

// entryBounds returns, for each counter v of the loop at head (every
// write in the loop v = v + 1, or every one v = v - 1) that enters the
// loop with the value of a term E over variables the loop does not
// assign (p = n - off - 1 before for (…; p >= 0; p--)), the candidate
// that v has not passed its start: v <= E counting down, v >= E counting
// up. The loop's own condition bounds the other side (p >= 0); the start
// side is what a segment (p, n - off - 1] written behind the counter and
// a check of the cell at the counter need. A constant start is left out
// (the intervals of v find it). Candidates only: the synthesis proves
// or drops them (a counter that wraps past its type's end refutes it).
func entryBounds(head *program.Loc, body map[*program.Loc]bool) []program.Expr {
	assigned := assignedVars(body)
	counters := loopCounters(body)
	var out []program.Expr
	for _, v := range sortedVars(counters) {
		start, ok := entryExpr(head, body, v)
		if !ok || !program.Identical(start.Type(), v.Type) {
			continue
		}
		if _, isConst := start.(*program.Const); isConst || readsAny(start, assigned) {
			continue
		}
		op := program.Ge
		if counters[v] < 0 {
			op = program.Le
		}
		out = append(out, &program.Binary{Op: op, X: &program.VarRef{Var: v}, Y: start, T: program.Bool})
	}
	return out
}
